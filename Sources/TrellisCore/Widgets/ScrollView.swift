/// A view that shows part of content larger than itself and scrolls it, with the layout guides
/// of `UIScrollView`.
///
/// Add content as subviews and pin it to ``contentLayoutGuide``: the constraints between the
/// content and that guide define the scrollable size. ``frameLayoutGuide`` is the visible
/// rectangle, for content that should not scroll on an axis (pin the content's width to the
/// frame guide's width for vertical scrolling only).
///
/// ```swift
/// let scroll = ScrollView()
/// window.addSubview(scroll)
/// scroll.bb.fill()
/// scroll.addSubview(column)                 // a tall vertical stack
/// LayoutConstraint.activate([
///     column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// scroll.contentOffset = Point(x: 0, y: 10)
/// ```
///
/// The offset is the constant of the two constraints that tie the content guide's top-left
/// corner to the frame guide's, so scrolling is a cheap constant change in the solver and the
/// content is placed, like everything else, by the layout engine; the renderer clips it to the
/// scroll view. While focused, the scroll view scrolls with the arrow keys, Page Up and Page
/// Down, Home and End; the mouse wheel scrolls it (Shift with the wheel scrolls sideways).
/// Indicators on the right and bottom edges show where the visible part is; they can be
/// clicked and dragged. When focus moves to a view inside the content, the scroll view
/// scrolls it into sight.
@MainActor
open class ScrollView: TermView {
    /// The content's rectangle: constraints from the content to it define the scrollable size.
    /// Its top-left corner is the content's origin, ``contentOffset`` cells above and to the
    /// left of the scroll view's.
    public let contentLayoutGuide = LayoutGuide()

    /// The scroll view's own rectangle, for content that must not scroll on an axis.
    public let frameLayoutGuide = LayoutGuide()

    /// Whether the vertical indicator shows while the content is taller than the view.
    public var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Whether the horizontal indicator shows while the content is wider than the view.
    public var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Rows (or columns) one wheel step scrolls; 3 by default, as in most terminals.
    public var wheelStep = 3

    /// Whether the scroll view takes keyboard focus (Tab reaches it and a click focuses it).
    /// `true` by default.
    public var isFocusable = true

    /// Called after the content offset changed, with the new offset.
    public var onScroll: (@MainActor (Point) -> Void)?

    /// The offset constraints: the content guide's left and top relative to the frame guide's.
    private var offsetXConstraint: LayoutConstraint!
    private var offsetYConstraint: LayoutConstraint!
    private var storedOffset = Point.zero

    let verticalIndicator = Indicator(axis: .vertical)
    let horizontalIndicator = Indicator(axis: .horizontal)
    private let contentCornerProbe = ContentCornerProbe()

    /// Creates an empty scroll view.
    public override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        contentLayoutGuide.identifier = "ScrollView.content"
        frameLayoutGuide.identifier = "ScrollView.frame"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        offsetXConstraint = contentLayoutGuide.leftAnchor.constraint(equalTo: frameLayoutGuide.leftAnchor)
        offsetYConstraint = contentLayoutGuide.topAnchor.constraint(equalTo: frameLayoutGuide.topAnchor)
        offsetXConstraint.identifier = "scroll-offset-x"
        offsetYConstraint.identifier = "scroll-offset-y"
        // An empty content guide is 0×0 rather than ambiguous.
        let emptyWidth = contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0)
        let emptyHeight = contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0)
        emptyWidth.priority = LayoutPriority(rawValue: 1)
        emptyHeight.priority = LayoutPriority(rawValue: 1)
        LayoutConstraint.activate([
            offsetXConstraint, offsetYConstraint, emptyWidth, emptyHeight,
            frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            frameLayoutGuide.rightAnchor.constraint(equalTo: rightAnchor),
            frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        installProbeAndIndicators()
    }

    // MARK: - Geometry

    /// How far the content is scrolled: the content's cell shown at the view's top-left corner.
    ///
    /// Setting it clamps it to ``maximumContentOffset`` (and to zero), after bringing the
    /// layout up to date so the content's size is known.
    public var contentOffset: Point {
        get { storedOffset }
        set { setContentOffset(newValue) }
    }

    /// The content's size, from the constraints to ``contentLayoutGuide`` (as of the last
    /// layout pass).
    public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

    /// The largest offset on each axis: how much of the content does not fit (zero when it
    /// fits).
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    /// The part of the content the view shows, in content coordinates.
    public var visibleRect: Rect { Rect(origin: storedOffset, size: bounds.size) }

    /// Scrolls to `offset`, clamped to `(0, 0)…maximumContentOffset`.
    public func setContentOffset(_ offset: Point) {
        window?.layoutIfNeeded()
        applyOffset(clamped(offset))
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates); the top-left part
    /// wins when the rectangle is larger than the view.
    public func scrollRectToVisible(_ rect: Rect) {
        window?.layoutIfNeeded()
        var offset = storedOffset
        offset.x = Self.offset(offset.x, showing: rect.minX, rect.maxX, in: bounds.width)
        offset.y = Self.offset(offset.y, showing: rect.minY, rect.maxY, in: bounds.height)
        applyOffset(clamped(offset))
    }

    /// Scrolls so that `view`, a view inside the content, is in sight.
    public func scrollViewToVisible(_ view: TermView) {
        guard view.isDescendant(of: self), view !== self else { return }
        window?.layoutIfNeeded()
        scrollRectToVisible(contentRect(of: view))
    }

    /// The offset on one axis that shows `start..<end` in `length` cells, moving as little as
    /// possible from `offset`.
    static func offset(_ offset: Int, showing start: Int, _ end: Int, in length: Int) -> Int {
        if end - start >= length || start < offset { return start }
        if end > offset + length { return end - length }
        return offset
    }

    /// `offset` within `(0, 0)…maximumContentOffset`.
    func clamped(_ offset: Point) -> Point {
        let maximum = maximumContentOffset
        return Point(x: max(0, min(offset.x, maximum.x)), y: max(0, min(offset.y, maximum.y)))
    }

    /// A view's frame in content coordinates.
    func contentRect(of view: TermView) -> Rect {
        let origin = frameInWindow.origin.offsetBy(
            dx: contentLayoutGuide.layoutFrame.minX, dy: contentLayoutGuide.layoutFrame.minY)
        return view.frameInWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Sets the offset constraints' constants (a cheap change in the solver).
    func applyOffset(_ offset: Point) {
        guard offset != storedOffset else { return }
        storedOffset = offset
        offsetXConstraint.constant = Double(-offset.x)
        offsetYConstraint.constant = Double(-offset.y)
        updateIndicators()
        onScroll?(offset)
    }

    // MARK: - Hooks

    /// Re-clamps the offset when the view's size changed.
    open override func layoutSubviews() {
        contentGeometryDidChange()
    }

    /// Arrow keys scroll one cell, Page Up and Page Down one page, Home and End to the top and
    /// the bottom (with Control or Shift held: the left and right ends). A key is handled only
    /// when its axis has content out of sight, so an enclosing scroll view gets the rest.
    open override func handle(_ key: KeyEvent) -> Bool {
        handleScrollKey(key)
    }

    /// The wheel scrolls ``wheelStep`` cells per step (sideways with Shift held, or when the
    /// terminal reports a tilt); a step is handled only when its axis can scroll.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        handleWheel(mouse)
    }

    /// Takes focus unless ``isFocusable`` is `false`.
    open override var canBecomeFocused: Bool { isFocusable }

    /// Keeps the indicators above the content.
    open override func didAddSubview(_ subview: TermView) {
        guard subview !== verticalIndicator, subview !== horizontalIndicator else { return }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    /// Scrolls a view that just took focus inside the content into sight.
    open override func focusWithinDidChange() {
        guard let focused = window?.application?.focusedView, focused !== self,
            focused.isDescendant(of: self), !focused.isDescendant(of: verticalIndicator),
            !focused.isDescendant(of: horizontalIndicator)
        else { return }
        scrollViewToVisible(focused)
    }

    /// Called in the layout pass when the content's size, the view's size or the offset
    /// changed: clamps the offset to the content and updates the indicators.
    func contentGeometryDidChange() {
        let clampedOffset = clamped(storedOffset)
        if clampedOffset != storedOffset { applyOffset(clampedOffset) }
        updateIndicators()
    }

    /// Shows each indicator while its axis has content out of sight, and redraws them.
    func updateIndicators() {
        let maximum = maximumContentOffset
        verticalIndicator.isHidden = !(showsVerticalScrollIndicator && maximum.y > 0)
        horizontalIndicator.isHidden = !(showsHorizontalScrollIndicator && maximum.x > 0)
        verticalIndicator.setNeedsDisplay()
        horizontalIndicator.setNeedsDisplay()
    }

    private func installProbeAndIndicators() {
        addSubview(contentCornerProbe)
        contentCornerProbe.translatesAutoresizingMaskIntoConstraints = false
        for indicator in [horizontalIndicator, verticalIndicator] {
            indicator.isHidden = true
            addSubview(indicator)
            indicator.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            // The probe sits at the content's bottom-right corner: its frame changes whenever
            // the content's size or the offset does, and its layoutSubviews() tells us.
            contentCornerProbe.leftAnchor.constraint(equalTo: contentLayoutGuide.rightAnchor),
            contentCornerProbe.topAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
            contentCornerProbe.widthAnchor.constraint(equalToConstant: 0),
            contentCornerProbe.heightAnchor.constraint(equalToConstant: 0),
            verticalIndicator.rightAnchor.constraint(equalTo: rightAnchor),
            verticalIndicator.widthAnchor.constraint(equalToConstant: 1),
            verticalIndicator.topAnchor.constraint(equalTo: topAnchor),
            verticalIndicator.bottomAnchor.constraint(equalTo: bottomAnchor),
            horizontalIndicator.leftAnchor.constraint(equalTo: leftAnchor),
            horizontalIndicator.rightAnchor.constraint(equalTo: rightAnchor),
            horizontalIndicator.bottomAnchor.constraint(equalTo: bottomAnchor),
            horizontalIndicator.heightAnchor.constraint(equalToConstant: 1),
        ])
    }
}

extension ScrollView {
    /// An empty view at the content's bottom-right corner that reports when it moves.
    final class ContentCornerProbe: TermView {
        override func layoutSubviews() {
            (superview as? ScrollView)?.contentGeometryDidChange()
        }
    }
}
