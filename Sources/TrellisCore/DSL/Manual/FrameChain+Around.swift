// Manual layout next to a sibling, whose frame is in the same (the superview's) coordinates.

extension FrameChain {
    /// Puts the view's right edge `spacing` cells before `sibling`'s left edge.
    @discardableResult
    public func before(_ sibling: TermView, spacing: Int = 0) -> FrameChain {
        right(sibling.frame.minX &- spacing)
    }

    /// Puts the view's left edge `spacing` cells after `sibling`'s right edge.
    @discardableResult
    public func after(_ sibling: TermView, spacing: Int = 0) -> FrameChain {
        left(sibling.frame.maxX &+ spacing)
    }

    /// Puts the view's bottom edge `spacing` cells above `sibling`'s top edge.
    @discardableResult
    public func above(_ sibling: TermView, spacing: Int = 0) -> FrameChain {
        bottom(sibling.frame.minY &- spacing)
    }

    /// Puts the view's top edge `spacing` cells below `sibling`'s bottom edge.
    @discardableResult
    public func below(_ sibling: TermView, spacing: Int = 0) -> FrameChain {
        top(sibling.frame.maxY &+ spacing)
    }
}
