/// A row or a column of views, laid out with constraints the way `UIStackView` lays them out.
///
/// Add views with ``addArrangedSubview(_:)``; the stack makes and keeps up to date every
/// constraint that places them along its ``axis`` (by ``distribution`` and ``spacing``) and
/// across it (by ``alignment``). Its own size follows from those constraints: an unconstrained
/// stack is as large as its arranged views need, and a stack stretched by constraints
/// stretches or shrinks them by their content hugging and compression resistance priorities.
///
/// A hidden arranged view takes no space and no spacing; showing it again brings both back.
///
/// ```swift
/// let buttons = StackView(arrangedSubviews: [cancel, save])
/// buttons.axis = .horizontal
/// buttons.spacing = 2
/// buttons.alignment = .center
/// window.addSubview(buttons)
/// buttons.bb.right(-1).bottom(-1)
/// cancel.isHidden = true      // save moves to where cancel was
/// ```
///
/// Like `UIStackView`, the stack draws nothing itself, and its ``TermView/intrinsicContentSize`` is
/// ``TermView/noIntrinsicMetric``: the constraints to its arranged views give it its size.
/// Ties are broken by order, as in UIKit: in the fill distribution every view but the last
/// holds its intrinsic length at a very low priority, so when the last view is among those
/// with the lowest hugging (or compression resistance) priority, it alone takes the room left
/// over (or gives up the room missing). Between tied views before it the split is unspecified:
/// give the view that should stretch the lowest priority.
@MainActor
open class StackView: TermView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Hashable, Sendable, CaseIterable {
        /// The views fill the stack, one after another with ``StackView/spacing`` between them;
        /// when there is room to spare, the view with the lowest content hugging priority grows,
        /// and when there is too little, the view with the lowest compression resistance
        /// priority shrinks.
        case fill
        /// The views fill the stack and all have the same length.
        case fillEqually
        /// The views fill the stack with lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths and the gaps between them are equal, at least
        /// ``StackView/spacing``; when the views do not fit, they shrink by compression
        /// resistance.
        case equalSpacing
        /// The centres of the views are equally far apart, while the gaps stay at least
        /// ``StackView/spacing``.
        case equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// The views are stretched to the stack's full width (of a vertical stack) or height
        /// (of a horizontal one).
        case fill
        /// The views are against the leading edge of a vertical stack, or the top of a
        /// horizontal one.
        case leading
        /// The views are centred across the axis.
        case center
        /// The views are against the trailing edge of a vertical stack, or the bottom of a
        /// horizontal one.
        case trailing
        /// The first lines of text of the views are on one row (horizontal stacks; a vertical
        /// stack treats it as ``fill``).
        case firstBaseline
        /// The last lines of text of the views are on one row (horizontal stacks; a vertical
        /// stack treats it as ``fill``).
        case lastBaseline

        /// The top of a horizontal stack: the same as ``leading``.
        public static let top = Alignment.leading
        /// The bottom of a horizontal stack: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The views the stack arranges, in order (leading to trailing, or top to bottom).
    ///
    /// They are subviews of the stack; a subview that is not in this list is left alone.
    public internal(set) var arrangedSubviews: [TermView] = []

    /// The members of ``arrangedSubviews``, for an O(1) answer to "is this view arranged?"
    /// (searching the list made appending N views O(N²)). Kept in step with the list.
    final var arrangedIdentifiers = Set<ObjectIdentifier>()

    /// The direction the views are stacked in: `.horizontal` makes a row, `.vertical` a column.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views share the stack's length along ``axis``.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views sit across ``axis``.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The gap between neighbouring views, in cells: exact for the fill distributions, the
    /// smallest allowed for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
    /// A negative spacing overlaps the views.
    public var spacing: Double = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are arranged inside the stack's `layoutMarginsGuide` instead of its
    /// edges. `false` by default.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Gaps that differ from ``spacing``, by the view they follow.
    ///
    /// Unchecked: single lookups and stores, with nothing that could call back in between.
    @exclusivity(unchecked) final var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The active constraints of the arrangement, by role (StackView+Arrangement.swift,
    /// StackView+ArrangementSlots.swift).
    ///
    /// Unchecked: single lookups, stores and walks, none of which changes the table or calls
    /// code that could while it runs.
    @exclusivity(unchecked) final var arrangementSlots = StackArrangementSlots()

    /// The serial number the next constraint of the arrangement gets.
    final var nextArrangementSerial = 0

    /// Whether the next update remakes every role: the stack changed as a whole.
    final var arrangementNeedsRebuild = true

    /// The arranged views whose roles (and those of the visible view before each) the next
    /// update remakes, in the order they changed, and their identifiers. Held strongly until
    /// that update (a few views at most): a view freed before it could leave its identifier
    /// to a new view, which the set would then take for one already marked.
    final var changedArrangedViews: [TermView] = []
    final var changedArrangedIdentifiers = Set<ObjectIdentifier>()

    /// Views that left the arranged views since the last update: their roles go.
    final var departedArrangedIdentifiers: [ObjectIdentifier] = []

    /// The guide the distribution's rules relate the views through, while one does
    /// (StackView+DistributionGuide.swift).
    final var distributionGuideStorage: LayoutGuide?

    /// The gap guides, by the view each follows (StackView+GapGuides.swift).
    final var gapGuides: [ObjectIdentifier: LayoutGuide] = [:]

    /// What the arrangement has done so far, counted.
    final var arrangementWork = StackArrangementWork()

    /// The axis along which the arrangement's rules keep the stack's length at zero or more,
    /// as of the last update (``axisOfArrangedLengthKeptNonNegative``).
    final var lengthKeptNonNegativeAxis: LayoutAxis?

    /// Whether a rule of the arrangement was broken since the last rebuild found none broken
    /// (``installedConstraintDidBreak(_:)``): while it is, the stack's length has its floor.
    @exclusivity(unchecked) final var hasBrokenArrangementRule = false

    /// Creates an empty stack.
    /// A stack draws nothing but its background (a subclass may): a view that moves in it
    /// repaints only the cells it left and took (hiding one of 10,000 labels far below the
    /// screen draws nothing).
    open override class var drawsOnlyItsBackground: Bool { self == StackView.self }

    public override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Creates a stack of views.
    ///
    /// - Parameters:
    ///   - arrangedSubviews: The views to arrange, in order.
    ///   - axis: `.horizontal` for a row, `.vertical` for a column.
    ///   - spacing: The gap between neighbouring views.
    public convenience init(arrangedSubviews: [TermView], axis: LayoutAxis = .horizontal, spacing: Double = 0)
    {
        self.init()
        self.axis = axis
        self.spacing = spacing
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Adds a view to the end of ``arrangedSubviews``, and as a subview if it is not one yet.
    /// A view that is already arranged moves to the end.
    public func addArrangedSubview(_ view: TermView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at `index` (clamped to `0...count`), adding it
    /// as a subview if it is not one yet. A view that is already arranged moves to `index`.
    public func insertArrangedSubview(_ view: TermView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if isArranged(view), let current = arrangedSubviews.firstIndex(ofIdentical: view) {
            arrangedSubviews.remove(at: current)
            setNeedsArrangement(around: current)
        }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        arrangedIdentifiers.insert(ObjectIdentifier(view))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement(of: view)
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview (as in `UIStackView`), so
    /// call `removeFromSuperview()` too to take it out of the stack. Removing a subview from
    /// the stack removes it from the arranged views as well.
    public func removeArrangedSubview(_ view: TermView) {
        guard isArranged(view), let index = arrangedSubviews.firstIndex(ofIdentical: view) else { return }
        arrangedSubviews.remove(at: index)
        arrangedIdentifiers.remove(ObjectIdentifier(view))
        customSpacings[ObjectIdentifier(view)] = nil
        if !arrangementNeedsRebuild { departedArrangedIdentifiers.append(ObjectIdentifier(view)) }
        setNeedsArrangement(around: index)
    }

    /// Sets the gap after one arranged view, instead of ``spacing``.
    ///
    /// - Parameters:
    ///   - spacing: The gap in cells; `nil` goes back to ``spacing``.
    ///   - view: The arranged view the gap follows. While it is hidden its gap is not used.
    public func setCustomSpacing(_ spacing: Double?, after view: TermView) {
        customSpacings[ObjectIdentifier(view)] = spacing
        if isArranged(view) { setNeedsArrangement(of: view) }
    }

    /// The gap after one arranged view: its custom spacing, or ``spacing``.
    public func customSpacing(after view: TermView) -> Double {
        Self.spacing(after: view, custom: customSpacings, default: spacing)
    }

    /// The gap after `view` given the custom spacings by view and the spacing of the others:
    /// what ``customSpacing(after:)`` and the rules' maker (which holds copies) both read.
    static func spacing(
        after view: TermView, custom: [ObjectIdentifier: Double], default spacing: Double
    ) -> Double {
        custom.isEmpty ? spacing : custom[ObjectIdentifier(view)] ?? spacing
    }

    /// The arranged views that take part in the arrangement: those not hidden.
    public var visibleArrangedSubviews: [TermView] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    // MARK: - Hooks

    /// Brings the arrangement's constraints up to date: those of the views that changed and
    /// the visible views before them, or all of them when the stack changed as a whole.
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }

    /// Builds pending constraints first, so a stack that is not in a window yet can be measured.
    open override func sizeThatFits(_ size: Size) -> Size {
        updateConstraintsIfNeeded()
        return super.sizeThatFits(size)
    }

    /// Collapses a hidden arranged view, or brings a shown one back.
    open override func subviewDidChangeHidden(_ subview: TermView) {
        if isArranged(subview) { setNeedsArrangement(of: subview) }
    }

    /// Follows an arranged view's new intrinsic length.
    open override func subviewDidInvalidateIntrinsicContentSize(_ subview: TermView) {
        guard isArranged(subview), !subview.isHidden else { return }
        if distribution == .fillProportionally {
            // Its share follows it (and, with no other view's length to go by, all do).
            setNeedsArrangement(of: subview)
        } else if let preferred = arrangementConstraint(StackRole(subview, .preferredLength)) {
            preferred.constant = Double(max(0, intrinsicLength(of: subview)))
        }
    }

    /// Drops a subview that leaves the stack from the arranged views.
    open override func willRemoveSubview(_ subview: TermView) {
        if isArranged(subview) { removeArrangedSubview(subview) }
    }

    /// The stack's axis, while its rules keep its length along it at zero or more (see
    /// ``axisOfArrangedLengthKeptNonNegative``): the engine adds no floor for that length.
    override var axisOfLengthKeptNonNegative: LayoutAxis? { lengthKeptNonNegativeAxis }

    /// Whether `subview` is filled across the stack by rules in effect: its start and end
    /// across the axis equal to the stack's own (the fill alignment, not in the margins), so
    /// its thickness is the stack's, which has a floor, and needs none of its own.
    ///
    /// The answer is read from the rules themselves (which also tell the fill alignment and the
    /// canvas). The axis, a setting, runs ahead of the rules until the next update, so it only
    /// rules the answer out early: saying "no" too soon adds a floor that is redundant, never a
    /// wrong frame. The stack asks the engine to look again whenever a view's rules change
    /// (`commitArrangement`).
    override func keepsLengthNonNegative(of subview: TermView, along axis: LayoutAxis) -> Bool {
        guard axis != self.axis else { return false }
        let (start, end) = arrangementSlots.slots(of: ObjectIdentifier(subview), .across(0), .across(1))
        let edges: (LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        return pins(start?.constraint, subview, at: edges.0) && pins(end?.constraint, subview, at: edges.1)
    }

    /// Whether `rule` is in effect and is `view.edge == self.edge`, required.
    private func pins(_ rule: LayoutConstraint?, _ view: TermView, at edge: LayoutAttribute) -> Bool {
        guard let rule, rule.solverConstraint != nil, !rule.isBroken else { return false }
        return rule.firstNode === view.node && rule.secondNode === node && rule.relation == .equal
            && rule.firstAttribute == edge && rule.secondAttribute == edge && rule.priority.isRequired
            && rule.multiplier == 1 && rule.constant == 0
    }

    /// A broken rule of the arrangement ends the guarantees that rest on the rules: the
    /// stack's length along the axis is no longer its views' and gaps' (it takes its floor
    /// back until a rebuild finds no rule broken), and a view whose fill rule broke is no
    /// longer as thick as the stack (it takes its floor back). Both come in this pass.
    ///
    /// Other constraints installed here (a user's, between two arranged views) leave the
    /// rules' guarantees as they are.
    override func installedConstraintDidBreak(_ constraint: LayoutConstraint) {
        guard Self.isArrangementRule(constraint) else { return }
        hasBrokenArrangementRule = true
        guard let engine = window?.engine else { return }
        if lengthKeptNonNegativeAxis != nil {
            lengthKeptNonNegativeAxis = nil
            engine.addNonNegativeSize(of: self)
        }
        if let view = constraint.firstItem as? TermView, view.superview === self {
            engine.addNonNegativeSize(of: view)
        }
    }

    /// Whether `constraint` is one of a stack's own rules (its arrangement's, its guides'): the
    /// stack names every rule it makes `stack-…`. A user's constraint named so counts too,
    /// which can only give a floor back, never take one away.
    static func isArrangementRule(_ constraint: LayoutConstraint) -> Bool {
        constraint.identifier?.hasPrefix("stack-") == true
    }

    /// Negative margins end the guarantee of a stack arranged in them.
    override func layoutMarginsDidChange() {
        if isLayoutMarginsRelativeArrangement { setNeedsUpdateConstraints() }
    }

    // MARK: - Helpers

    func isArranged(_ view: TermView) -> Bool {
        arrangedIdentifiers.contains(ObjectIdentifier(view))
    }

    /// The arranged view's intrinsic length along the axis, or `noIntrinsicMetric`.
    func intrinsicLength(of view: TermView) -> Int {
        Self.intrinsicLength(of: view, along: axis)
    }

    /// `view`'s intrinsic length along `axis`, or `noIntrinsicMetric`: what
    /// ``intrinsicLength(of:)`` and the rules' maker (which holds a copy of the axis) both read.
    static func intrinsicLength(of view: TermView, along axis: LayoutAxis) -> Int {
        let size = view.intrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }
}
