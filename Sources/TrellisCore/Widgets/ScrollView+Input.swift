// Scrolling by keys and by the mouse wheel.

extension ScrollView {
    /// Scrolls by a number of cells on each axis (clamped to the content).
    ///
    /// - Returns: Whether the offset changed.
    @discardableResult
    public func scroll(by delta: Point) -> Bool {
        let before = contentOffset
        setContentOffset(before.offsetBy(dx: delta.x, dy: delta.y))
        return contentOffset != before
    }

    /// Scrolls one page (the view's length less one cell, so a line of context stays) forward
    /// or backward on an axis.
    public func scrollByPage(axis: LayoutAxis, forward: Bool) {
        let page = max(1, (axis == .vertical ? bounds.height : bounds.width) - 1)
        let step = forward ? page : -page
        scroll(by: axis == .vertical ? Point(x: 0, y: step) : Point(x: step, y: 0))
    }

    /// Scrolls for a key; returns whether the key was used.
    func handleScrollKey(_ key: KeyEvent) -> Bool {
        let maximum = maximumContentOffset
        let canScrollVertically = maximum.y > 0
        let canScrollHorizontally = maximum.x > 0
        let sideways = key.modifiers.contains(.control) || key.modifiers.contains(.shift)
        switch key.key {
        case .up where canScrollVertically:
            scroll(by: Point(x: 0, y: -1))
        case .down where canScrollVertically:
            scroll(by: Point(x: 0, y: 1))
        case .left where canScrollHorizontally:
            scroll(by: Point(x: -1, y: 0))
        case .right where canScrollHorizontally:
            scroll(by: Point(x: 1, y: 0))
        case .pageUp where canScrollVertically:
            scrollByPage(axis: .vertical, forward: false)
        case .pageDown where canScrollVertically:
            scrollByPage(axis: .vertical, forward: true)
        case .home where sideways ? canScrollHorizontally : canScrollVertically:
            contentOffset = sideways ? Point(x: 0, y: contentOffset.y) : Point(x: contentOffset.x, y: 0)
        case .end where sideways ? canScrollHorizontally : canScrollVertically:
            contentOffset =
                sideways ? Point(x: maximum.x, y: contentOffset.y) : Point(x: contentOffset.x, y: maximum.y)
        default:
            return false
        }
        return true
    }

    /// Scrolls for a wheel step; returns whether the step was used.
    func handleWheel(_ mouse: MouseEvent) -> Bool {
        guard case .wheel(let direction) = mouse.kind else { return false }
        let maximum = maximumContentOffset
        let sideways = mouse.modifiers.contains(.shift)
        let step = max(1, wheelStep)
        let delta: Point
        switch direction {
        case .up: delta = sideways ? Point(x: -step, y: 0) : Point(x: 0, y: -step)
        case .down: delta = sideways ? Point(x: step, y: 0) : Point(x: 0, y: step)
        case .left: delta = Point(x: -step, y: 0)
        case .right: delta = Point(x: step, y: 0)
        }
        guard delta.x == 0 ? maximum.y > 0 : maximum.x > 0 else { return false }
        scroll(by: delta)
        return true
    }
}
