/// Two panes side by side (or one above the other) with a divider between them that the user
/// drags with the mouse or moves with the arrow keys.
///
/// Put content in ``firstPane`` and ``secondPane``. The divider's position — the first pane's
/// length in cells, or its share of the room — is a constraint held at ``positionPriority``;
/// each pane has a required minimum length, so the divider never squeezes a pane below it.
/// While the divider is dragged, its position is a live ``LayoutEdit`` of the solver, so both
/// panes (and everything constrained to them) re-solve on every mouse move; on release the
/// position takes the place where the drag left the divider.
///
/// ```swift
/// let split = SplitView(axis: .horizontal, dividerPosition: .fraction(0.3))
/// split.minimumFirstPaneLength = 10
/// split.firstPane.addSubview(sidebar)
/// split.secondPane.addSubview(editor)
/// sidebar.bb.fill()
/// editor.bb.fill()
/// window.addSubview(split)
/// split.bb.fill()
/// ```
@MainActor
open class SplitView: TermView {
    /// The left pane (`.horizontal`) or the top pane (`.vertical`).
    public let firstPane = TermView()
    /// The right pane (`.horizontal`) or the bottom pane (`.vertical`).
    public let secondPane = TermView()
    /// The one-cell divider between the panes; it takes focus, and then the arrow keys move it.
    public let divider = Divider()

    /// How the panes are arranged: `.horizontal` puts them side by side with a vertical
    /// divider, `.vertical` one above the other with a horizontal divider.
    public var axis: LayoutAxis {
        didSet {
            if axis != oldValue {
                divider.setNeedsDisplay()
                setNeedsUpdateConstraints()
            }
        }
    }

    /// Where the divider is asked to be: the first pane's length in cells (`.cells(20)`, or
    /// just `20`), or its share of the room (`.fraction(0.3)`), kept as the split view is
    /// resized. The panes' minimum lengths may keep the divider from getting there; the
    /// divider's frame (``currentDividerPosition``) says where it is. When the user moves the
    /// divider, the position takes its new place and stays of the same kind.
    public var dividerPosition: DividerPosition {
        didSet {
            guard dividerPosition != oldValue, let old = positionConstraint else { return }
            if case .cells(let cells) = dividerPosition, oldValue.isSameKind(as: dividerPosition) {
                old.constant = Double(cells)
                return
            }
            // A fraction is the constraint's multiplier, which cannot change: replace it.
            let new = makePositionConstraint()
            LayoutConstraint.deactivate([old])
            paneConstraints.removeAll { $0 === old }
            paneConstraints.append(new)
            positionConstraint = new
            LayoutConstraint.activate([new])
        }
    }

    /// The first pane's smallest length, held by a required constraint (1 by default).
    public var minimumFirstPaneLength: Int = 1 {
        didSet { firstMinimumConstraint?.constant = Double(max(0, minimumFirstPaneLength)) }
    }

    /// The second pane's smallest length, held by a required constraint (1 by default).
    public var minimumSecondPaneLength: Int = 1 {
        didSet { secondMinimumConstraint?.constant = Double(max(0, minimumSecondPaneLength)) }
    }

    /// How strongly the divider keeps its position: 800 by default, above the compression
    /// resistance of the panes' content, so content is clipped rather than moving the divider.
    public var positionPriority = LayoutPriority(rawValue: 800) {
        didSet {
            positionConstraint?.priority = positionPriority.isRequired ? .required - 1 : positionPriority
        }
    }

    /// The cells one arrow key moves the divider.
    public var keyboardStep = 1

    /// Called when the user moved the divider (at the end of a drag, or by a key), with the new
    /// position.
    public var onDividerMove: (@MainActor (Int) -> Void)?

    /// Called while the divider is dragged, after each layout pass that moved it, with its
    /// position as laid out (the panes' minimum lengths already applied) — for a status line
    /// or a preview that follows the pointer. `onDividerMove` still reports where the drag ends.
    ///
    /// ```swift
    /// split.onDividerDrag = { status.text = "left pane: \($0) columns" }
    /// ```
    public var onDividerDrag: (@MainActor (Int) -> Void)?

    /// The last position `onDividerDrag` reported in the current drag.
    private var reportedDragPosition: Int?

    /// The live edit while the divider is dragged.
    public private(set) var dividerDrag: LayoutEdit?

    /// Whether the divider is being dragged.
    public var isDragging: Bool { dividerDrag != nil }

    var paneConstraints: [LayoutConstraint] = []
    private var positionConstraint: LayoutConstraint?
    private var firstMinimumConstraint: LayoutConstraint?
    private var secondMinimumConstraint: LayoutConstraint?
    /// Where in the divider the drag grabbed it (0 for a one-cell divider).
    private var grabOffset = 0

    /// Creates a split view.
    ///
    /// - Parameters:
    ///   - axis: `.horizontal` for panes side by side, `.vertical` for one above the other.
    ///   - dividerPosition: The first pane's length in cells (`.cells(20)`, or just `20`) or its
    ///     share of the room (`.fraction(0.3)`).
    public init(axis: LayoutAxis = .horizontal, dividerPosition: DividerPosition = .cells(20)) {
        self.axis = axis
        self.dividerPosition = dividerPosition
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        firstPane.identifier = "SplitView.firstPane"
        secondPane.identifier = "SplitView.secondPane"
        divider.identifier = "SplitView.divider"
        for pane in [firstPane, divider, secondPane] {
            addSubview(pane)
            pane.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// The divider's position as laid out: the first pane's length.
    public var currentDividerPosition: Int {
        axis == .horizontal ? divider.frame.minX : divider.frame.minY
    }

    // MARK: - Constraints

    /// Builds the panes' constraints for the current axis.
    open override func updateConstraints() {
        LayoutConstraint.deactivate(paneConstraints)
        let horizontal = axis == .horizontal
        let start: LayoutAttribute = horizontal ? .left : .top
        let end: LayoutAttribute = horizontal ? .right : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let acrossStart: LayoutAttribute = horizontal ? .top : .left
        let acrossEnd: LayoutAttribute = horizontal ? .bottom : .right
        var made: [LayoutConstraint] = []
        func add(
            _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
            _ other: LayoutItem?,
            _ otherAttribute: LayoutAttribute, constant: Double = 0, _ identifier: StaticString
        ) -> LayoutConstraint {
            let constraint = Self.constraint(
                item, attribute, relation, other, otherAttribute, constant: constant, identifier)
            made.append(constraint)
            return constraint
        }
        for view in [firstPane, divider, secondPane] {
            _ = add(view, acrossStart, .equal, self, acrossStart, "split-across")
            _ = add(view, acrossEnd, .equal, self, acrossEnd, "split-across")
        }
        _ = add(firstPane, start, .equal, self, start, "split-first")
        _ = add(divider, start, .equal, firstPane, end, "split-divider")
        _ = add(divider, length, .equal, nil, .notAnAttribute, constant: 1, "split-divider-length")
        _ = add(secondPane, start, .equal, divider, end, "split-second")
        _ = add(secondPane, end, .equal, self, end, "split-second")
        firstMinimumConstraint = add(
            firstPane, length, .greaterThanOrEqual, nil, .notAnAttribute,
            constant: Double(max(0, minimumFirstPaneLength)),
            "split-first-minimum")
        secondMinimumConstraint = add(
            secondPane, length, .greaterThanOrEqual, nil, .notAnAttribute,
            constant: Double(max(0, minimumSecondPaneLength)), "split-second-minimum")
        let position = makePositionConstraint()
        made.append(position)
        positionConstraint = position
        paneConstraints = made
        LayoutConstraint.activate(made)
        super.updateConstraints()
    }

    /// A constraint between two items' attributes (or one item's and a constant) made here.
    private static func constraint(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double,
        _ identifier: StaticString
    ) -> LayoutConstraint {
        LayoutConstraint.widgetConstraint(
            item, attribute, relation, other, otherAttribute, multiplier: multiplier, constant: constant,
            identifier, location: CodeLocation(fileID: #fileID, line: #line))
    }

    /// The inactive constraint that asks for ``dividerPosition`` at ``positionPriority``: the
    /// divider's offset in cells, or the first pane's length as a share of the split view's
    /// length less the divider's cell (`first = f × (length − 1)`).
    private func makePositionConstraint() -> LayoutConstraint {
        let horizontal = axis == .horizontal
        let position: LayoutConstraint
        switch dividerPosition {
        case .cells(let cells):
            let start: LayoutAttribute = horizontal ? .left : .top
            position = Self.constraint(
                divider, start, .equal, self, start, constant: Double(cells), "split-position")
        case .fraction:
            let share = dividerPosition.clampedFraction ?? 0
            let length: LayoutAttribute = horizontal ? .width : .height
            position = Self.constraint(
                firstPane, length, .equal, self, length, multiplier: share, constant: -share,
                "split-position")
        }
        position.priority = positionPriority.isRequired ? .required - 1 : positionPriority
        return position
    }

    /// Builds pending constraints first, so a split view not in a window can be measured.
    open override func sizeThatFits(_ size: Size) -> Size {
        updateConstraintsIfNeeded()
        return super.sizeThatFits(size)
    }

    // MARK: - Moving the divider

    /// Starts a drag of the divider: its position becomes a live edit of the solver.
    ///
    /// - Parameter grabOffset: Where in the divider the pointer took it.
    func beginDrag(grabOffset: Int) {
        guard dividerDrag == nil, let window else { return }
        updateConstraintsIfNeeded()
        self.grabOffset = grabOffset
        dividerDrag =
            axis == .horizontal
            ? window.beginEditing(divider.leftAnchor, priority: .required)
            : window.beginEditing(divider.topAnchor, priority: .required)
        reportedDragPosition = currentDividerPosition
        divider.setNeedsDisplay()
    }

    /// Reports the dragged divider's new place (see `onDividerDrag`); the divider calls it when
    /// a layout pass moved it.
    func dividerDidMove() {
        guard isDragging, currentDividerPosition != reportedDragPosition else { return }
        reportedDragPosition = currentDividerPosition
        onDividerDrag?(currentDividerPosition)
    }

    /// Moves the dragged divider so the grabbed cell is under `pointer` (a window column or
    /// row); the next layout pass re-solves both panes.
    func drag(to pointer: Int) {
        dividerDrag?.suggest(Double(pointer - grabOffset))
    }

    /// Ends the drag: the position constant takes the divider's place, then the edit ends, so
    /// the divider stays where it was left.
    func endDrag() {
        guard let drag = dividerDrag else { return }
        window?.layoutIfNeeded()
        dividerPosition = position(atCells: currentDividerPosition)
        drag.end()
        dividerDrag = nil
        reportedDragPosition = nil
        divider.setNeedsDisplay()
        onDividerMove?(currentDividerPosition)
    }

    /// Moves the divider by `delta` cells from where it is, as far as the minimum lengths let
    /// it.
    public func moveDivider(by delta: Int) {
        window?.layoutIfNeeded()
        let before = currentDividerPosition
        dividerPosition = position(atCells: before + delta)
        window?.layoutIfNeeded()
        // Keep the position where the divider could go, so the next step starts from there.
        if window != nil { dividerPosition = position(atCells: currentDividerPosition) }
        let moved = window != nil ? currentDividerPosition : before + delta
        if moved != before { onDividerMove?(moved) }
    }
}
