/// A rectangle of the terminal that draws itself and is placed by constraints: the base of
/// every Trellis widget, like `UIView`.
///
/// Views form a tree rooted at a ``TermWindow``. Each view's ``frame`` comes from the window's
/// layout engine, which solves the active constraints of the tree; or, while
/// ``translatesAutoresizingMaskIntoConstraints`` is `true` (the default, as in UIKit), from the
/// frame you set, held in place by constraints the engine makes from it.
///
/// ```swift
/// let window = TermWindow(size: Size(width: 80, height: 24))
/// let panel = TermView()
/// panel.identifier = "panel"
/// window.addSubview(panel)
/// panel.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///     panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
///     panel.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -2),
///     panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
///     panel.heightAnchor.constraint(equalToConstant: 5),
/// ])
/// window.layoutIfNeeded()
/// panel.frame   // (2, 1, 76×5)
/// ```
@MainActor
open class TermView: LayoutItem {
    /// The marker for "no intrinsic size on this axis" in ``intrinsicContentSize``.
    public static let noIntrinsicMetric = -1

    /// The view's rectangle in its superview's coordinates, in whole cells.
    ///
    /// The layout engine sets it; setting it yourself matters for views that translate their
    /// frame into constraints (``translatesAutoresizingMaskIntoConstraints``): the frame you set
    /// is the one the engine then holds.
    public var frame: Rect {
        get { storedFrame }
        set {
            let oldFrame = storedFrame
            if oldFrame != newValue { damageAreaOfSuperview() }
            // The next layout pass publishes the solved frame again, even if its values did
            // not change, as it did before this was set.
            window?.engine.flatTree.republish(self)
            storedFrame = newValue
            frameInWindow = Rect(
                origin: (superview?.frameInWindow.origin ?? .zero).offsetBy(
                    dx: newValue.minX, dy: newValue.minY), size: newValue.size)
            autoresizingReferenceSize = superview?.frame.size ?? .zero
            if translatesAutoresizingMaskIntoConstraints { window?.engine.setNeedsSync(self) }
            if oldFrame != newValue { frameDidChange() }
        }
    }

    /// The view's own rectangle: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: storedFrame.size) }

    // Layout state, declared together: the layout pass reads and writes these for every view
    // on every resize, and stored properties are laid out in order, so they share two cache
    // lines with the object's header instead of four (the flags fill the header line, the
    // frames the next). Dynamic exclusivity checks on them cost more than the rest of the pass.
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// Whether the view must be drawn again, whole, in the next frame. The renderer repaints
    /// more than the marked views: the cells views left, and everything under a marked view.
    /// So a view is not always marked when it will be drawn — a view that joins a window is
    /// drawn with the root of the subtree it came in, and a view that moves out of sight is
    /// not drawn at all.
    public final internal(set) var needsDisplay: Bool {
        get { needsDisplayStorage }
        set {
            needsDisplayStorage = newValue
            // Marked views in a window are queued, once: the renderer reads the queue, not the
            // tree (TermWindow+Damage.swift).
            if newValue, displayQueueIndex < 0, let window = windowStorage { window.queueForDisplay(self) }
        }
    }
    /// The storage of ``needsDisplay``; single loads and stores on the main actor, none held open.
    @exclusivity(unchecked) final var needsDisplayStorage: Bool = true
    /// The view's place in its window's queue of views to draw again, or -1 when not queued.
    @exclusivity(unchecked) final var displayQueueIndex: Int32 = -1

    /// Whether the view draws nothing but its ``backgroundColor``, so that what it shows never
    /// depends on where its subviews are.
    ///
    /// When it does, a frame change repaints only the cells the view left or took, and a
    /// subview that moves, hides, joins or leaves repaints only the cells that subview left
    /// and took — not the whole view and everything in it. A plain `TermView`, a ``StackView``
    /// and a ``TermWindow`` say yes; every subclass says no unless it overrides this, because
    /// its ``draw(in:)`` may draw around its subviews (a box's borders, a table's rules).
    ///
    /// Override it to return `true` in a container whose `draw(in:)` draws nothing of its
    /// own: a panel holding many rows then repaints one row when one row moves. A view that
    /// says yes but draws would leave stale cells on screen when a subview moves. The answer
    /// is inherited: a subclass of a view that says yes says yes too unless it overrides it.
    open class var drawsOnlyItsBackground: Bool { self == TermView.self }
    /// The view's rectangle in window coordinates (the terminal's cells).
    public final internal(set) var frameInWindow: Rect {
        get { frameInWindowStorage }
        set { frameInWindowStorage = newValue }
    }
    /// The storage of ``frameInWindow``; single loads and stores on the main actor, none held open.
    @exclusivity(unchecked) final var frameInWindowStorage: Rect = .zero
    @exclusivity(unchecked) var storedFrame: Rect = .zero

    /// The view this view is a subview of.
    public var superview: TermView? { superviewStorage }

    /// Not weak, so views get no side table (see `LayoutNode`); cleared by
    /// `removeFromSuperview()` and by the superview's deinit. A checked `unowned`: should a
    /// path ever miss clearing it, reading it traps instead of touching freed memory.
    @exclusivity(unchecked) unowned var superviewStorage: TermView?

    /// The subviews, in drawing order: later ones are drawn on top of earlier ones.
    public final internal(set) var subviews: [TermView] {
        get { subviewsStorage }
        _modify { yield &subviewsStorage }
    }
    /// The storage of ``subviews``; changed in place only by
    /// the view tree's own methods, which call out to no code that could reach it meanwhile.
    @exclusivity(unchecked) final var subviewsStorage: [TermView] = []

    /// The window at the root of the view's tree, if the view is in one.
    public var window: TermWindow? { windowStorage }

    /// Cleared when the view leaves the window and by the window's deinit. A checked
    /// `unowned`, as ``superview``'s.
    @exclusivity(unchecked) unowned var windowStorage: TermWindow?

    /// Whether the view is hidden: it and its subviews are neither drawn nor receive input.
    /// As in Auto Layout, a hidden view still takes part in layout.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden, superview != nil {
                damageAreaOfSuperview()
            } else if isHidden {
                window?.damage(frameInWindow)
                setNeedsDisplay()
            } else if let superview, !type(of: superview).drawsOnlyItsBackground {
                superview.setNeedsDisplay()
            } else {
                setNeedsDisplay()
            }
            superview?.subviewDidChangeHidden(self)
        }
    }

    /// Whether the engine turns the view's frame and ``autoresizingMask`` into constraints that
    /// hold the frame relative to the superview. `true` by default, as in UIKit; set it to
    /// `false` for views you place with constraints (the DSLs do it for you).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { window?.engine.setNeedsSync(self) }
        }
    }

    /// How the frame stretches when the superview's size changes, for views that translate
    /// their frame into constraints.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue, translatesAutoresizingMaskIntoConstraints {
                window?.engine.setNeedsSync(self)
            }
        }
    }

    /// The space inside the view's edges that content should keep clear of, used by
    /// ``layoutMarginsGuide`` and by `|-` in Visual Format. One cell on the left and right by
    /// default.
    public var layoutMargins: EdgeInsets {
        get { layoutMarginsBox?.insets ?? TermView.defaultLayoutMargins }
        set {
            guard newValue != layoutMargins else { return }
            makeLayoutMarginsBox().insets = newValue
            updateMarginsGuideConstants()
            layoutMarginsDidChange()
        }
    }

    /// The constraints installed on this view, in the order they were added.
    public final internal(set) var constraints: [LayoutConstraint] {
        get { constraintsStorage }
        _modify { yield &constraintsStorage }
    }
    /// The storage of ``constraints``; changed in place only by
    /// install and uninstall, which call out to no code that could reach it meanwhile.
    @exclusivity(unchecked) final var constraintsStorage: [LayoutConstraint] = []

    /// The layout guides this view owns.
    public final internal(set) var layoutGuides: [LayoutGuide] {
        get { layoutGuidesStorage }
        _modify { yield &layoutGuidesStorage }
    }
    /// The storage of ``layoutGuides``; changed in place only by
    /// adding and removing guides, which call out to no code that could reach it meanwhile.
    @exclusivity(unchecked) final var layoutGuidesStorage: [LayoutGuide] = []

    /// The superview's size when the frame was last set: autoresizing distributes the change
    /// from this size.
    var autoresizingReferenceSize: Size = .zero
    /// The constraints the engine generated for this view (autoresizing, content size), boxed:
    /// views placed by constraints have none (see `generated`).
    ///
    /// Unchecked: only single loads and stores (`generated` holds its long access on the
    /// box's value, not here).
    @exclusivity(unchecked) var generatedBox: GeneratedConstraintsBox?
    /// The engine's queue flag, so a view is queued for sync once.
    var isQueuedForSync = false
    var needsUpdateConstraintsFlag = true
    /// The direction of the next `exerciseAmbiguityInLayout()`.
    var exerciseDirection: Double = 1
    /// The updates that follow observable state for this view (see `observe(_:)`); they live as
    /// long as the view.
    var observations: [ViewObservation] = []
    /// The layout margins and their guide, boxed: most views keep the default margins and have
    /// no margins guide (see `LayoutMarginsBox`).
    var layoutMarginsBox: LayoutMarginsBox?
    var contentHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (
        horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
    )

    /// Creates a view with an empty frame.
    public override init() {
        super.init()
    }

    /// Creates a view with a frame (for views that translate their frame into constraints).
    public init(frame: Rect) {
        super.init()
        storedFrame = frame
        frameInWindow = frame
    }

    isolated deinit {
        // Nothing may keep pointing at this view: subviews, guides and constraints hold
        // unowned references to it (docs/LIFETIMES.md).
        for subview in subviews { subview.superviewStorage = nil }
        for guide in layoutGuides { guide.owningViewStorage = nil }
        for constraint in constraints {
            constraint.installedViewStorage = nil
            constraint.engine?.remove(constraint)
            constraint.forEachItem { item in
                if item !== self { item.removeReference(constraint) }
            }
        }
    }

    override var hostView: TermView? { self }

    override var firstBaselineOffsetFromTop: Int { firstBaselineOffset }

    override var lastBaselineOffsetFromBottom: Int { lastBaselineOffset }

    /// The row of the view's first line of text, counted from its top row; 0 by default.
    /// Views that show text override it so that `firstBaselineAnchor` lands on the text; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var firstBaselineOffset: Int { 0 }

    /// The row of the view's last line of text, counted upwards from its bottom row; 0 by
    /// default. Views that show text override it.
    open var lastBaselineOffset: Int { 0 }

    /// The axis along which the view's own required constraints keep its length at zero or
    /// more, so the engine adds no floor for it (LayoutEngine+NonNegativeSize.swift); `nil` for
    /// most views. A stack view whose length is the sum of its views' lengths and gaps says so:
    /// a floor on that length would be a solver row through every arranged view.
    var axisOfLengthKeptNonNegative: LayoutAxis? { nil }

    /// Whether this view's required constraints in effect hold `subview`'s length along `axis`
    /// equal to a length of this view's, which is kept at zero or more, so the engine adds no
    /// floor for it (LayoutEngine+NonNegativeSize.swift); `false` by default. A stack view that
    /// fills its views across its axis says so for their thickness.
    func keepsLengthNonNegative(of subview: TermView, along axis: LayoutAxis) -> Bool { false }

    /// Called when a required constraint installed on this view is broken (set aside because
    /// it conflicts): a view whose guarantees above rest on its own constraints takes them back.
    func installedConstraintDidBreak(_ constraint: LayoutConstraint) {}

    /// Called after ``layoutMargins`` changed; the margins guide already follows them.
    func layoutMarginsDidChange() {}

    // MARK: - Overridable hooks

    /// The size the view's content wants, per axis; ``noIntrinsicMetric`` on an axis with no
    /// natural size. The engine turns it into constraints: the view hugs it at its content
    /// hugging priority and resists being made smaller at its compression resistance priority.
    ///
    /// Override it in views with content (a label's text) and call
    /// ``invalidateIntrinsicContentSize()`` when the content changes.
    open var intrinsicContentSize: Size {
        Size(width: TermView.noIntrinsicMetric, height: TermView.noIntrinsicMetric)
    }

    /// For content that wraps: the height the content needs at `width` columns, or `nil` (the
    /// default) when the height does not depend on the width.
    ///
    /// The engine asks once the view's width is known and uses the answer as the intrinsic
    /// height, re-solving the layout — like `preferredMaxLayoutWidth` in UIKit, but automatic.
    open func heightForWidth(_ width: Int) -> Int? { nil }

    /// Called just before the view moves to a new superview (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: TermView?) {}

    /// Called after the view moved to a new superview (or was removed from one).
    open func didMoveToSuperview() {}

    /// Called after the view joined a window or left one.
    open func didMoveToWindow() {}

    /// Called after `subview` was added to this view (UIKit's `didAddSubview(_:)`).
    open func didAddSubview(_ subview: TermView) {}

    /// Called just before `subview` is removed from this view (UIKit's `willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: TermView) {}

    /// Called after a subview's ``isHidden`` changed. Containers that arrange their subviews
    /// override it: a stack view collapses a hidden arranged view and brings it back when shown.
    open func subviewDidChangeHidden(_ subview: TermView) {}

    /// Called after a subview called ``invalidateIntrinsicContentSize()``, for containers whose
    /// own constraints use their subviews' intrinsic sizes (a proportional stack view).
    open func subviewDidInvalidateIntrinsicContentSize(_ subview: TermView) {}

    /// Called on every ancestor of the view that lost focus and of the view that gained it,
    /// after focus moved, so a container can show whether focus is inside it (a box's focused
    /// border) or react to it (a scroll view bringing the focused view into sight).
    open func focusWithinDidChange() {}

    /// Override to create or update the view's constraints in a batch before layout; call
    /// `super.updateConstraints()` at the end. Called (deepest views first) in the layout pass
    /// after ``setNeedsUpdateConstraints()``, and once when the view first joins a window.
    open func updateConstraints() {}

    /// Override to adjust subviews after the view's frame changed (the engine has already set
    /// every frame from the constraints). The default does nothing.
    open func layoutSubviews() {}

    /// Applies pending layout now: the window's whole pass when the view is in a window;
    /// otherwise ``layoutSubviews()`` if the view asked for it.
    open func layoutIfNeeded() {
        if let window {
            window.layoutIfNeeded()
        } else if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
    }

    /// The size that best fits `size`: the intrinsic content size where the view has one (with
    /// the height for `size.width` for wrapping content), otherwise what the view's own
    /// constraints allow closest to `size` (see ``systemLayoutSizeFitting(_:)``).
    /// Manual layout's `fitSize()` uses it; widgets override it.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        var result = systemLayoutSizeFitting(size)
        if intrinsic.width >= 0 { result.width = intrinsic.width }
        if let height = heightForWidth(result.width) {
            result.height = height
        } else if intrinsic.height >= 0 {
            result.height = intrinsic.height
        }
        return result
    }

    // MARK: - Drawing and input

    /// The colour the renderer fills the view's background with before ``draw(in:)``; `nil`
    /// (the default) leaves whatever is behind the view. What the view and its subviews draw
    /// with the default background (``Color/default``) shows this colour instead, as text on
    /// a coloured panel should; a subview with a background of its own shows its own.
    public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// A theme for this view and its subviews, instead of the one inherited from the superview.
    public var themeOverride: Theme? {
        get { themeOverrideBox?.theme }
        set {
            let changed = newValue != themeOverride
            themeOverrideBox = newValue.map(ThemeBox.init)
            if changed { setNeedsDisplayInSubtree() }
        }
    }

    /// Boxed: a theme is over 200 bytes and few views set one (see `ThemeBox`).
    var themeOverrideBox: ThemeBox?

    /// Key bindings of this view, run when the key reaches it (see ``bind(_:action:)``).
    var keyBindings: [KeyEvent: @MainActor () -> Void] = [:]

    /// Override to draw the view's content. `canvas` is clipped to the view's visible part and
    /// (0, 0) is the view's top-left cell; the background is already filled, and subviews are
    /// drawn afterwards, on top. Draw only through the canvas.
    ///
    /// ```swift
    /// override func draw(in canvas: Canvas) {
    ///     canvas.drawBox(canvas.bounds, lineStyle: .rounded, title: "Log")
    /// }
    /// ```
    open func draw(in canvas: Canvas) {}

    /// Whether the view takes keyboard focus: Tab reaches it and a click focuses it. `false` by
    /// default.
    open var canBecomeFocused: Bool { false }

    /// Called after the view became the focused view.
    open func didBecomeFocused() { setNeedsDisplay() }

    /// Called after the view stopped being the focused view.
    open func didResignFocus() { setNeedsDisplay() }

    /// Override to handle a key. Keys go to the focused view, then up its superview chain, until
    /// a view returns `true`.
    open func handle(_ key: KeyEvent) -> Bool { false }

    /// Override to handle the mouse. The event's position is in the view's own coordinates.
    /// Events go to the deepest visible view under the pointer (or the view that took the
    /// press, while a button is held), then up the superview chain, until a view returns `true`.
    open func handle(_ mouse: MouseEvent) -> Bool { false }

    /// Override to handle pasted text (it goes to the focused view and up, like keys).
    open func handle(paste text: String) -> Bool { false }

    /// Where the text cursor shows while the view is focused, in the view's coordinates; `nil`
    /// (the default) hides it.
    open var cursorPosition: Point? { nil }

    /// Marks the view to be drawn again in the next frame.
    public func setNeedsDisplay() {
        needsDisplay = true
        window?.setNeedsFrame()
    }

    /// Called after the view's frame was set to a new one (the area it left is damaged
    /// already); marks it for drawing.
    func frameDidChange() {
        needsDisplay = true
        window?.setNeedsFrame()
    }
}
