// Manual layout that fills the superview; the remaining dimension is given explicitly.
// Insets are rounded to whole cells.

extension FrameChain {
    /// Fills the superview, inset by `insets`.
    @discardableResult
    public func fill(insets: EdgeInsets = .zero) -> FrameChain {
        fillWidth(insets: insets).fillHeight(insets: insets)
    }

    /// Fills the superview's height and sits at its left edge, `width` cells wide.
    @discardableResult
    public func fillLeft(width: Int, insets: EdgeInsets = .zero) -> FrameChain {
        fillHeight(insets: insets).width(width).left(inset: wholeCells(insets.left))
    }

    /// Fills the superview's height and sits at its right edge, `width` cells wide.
    @discardableResult
    public func fillRight(width: Int, insets: EdgeInsets = .zero) -> FrameChain {
        fillHeight(insets: insets).width(width).right(inset: wholeCells(insets.right))
    }

    /// Fills the superview's width and sits at its top edge, `height` cells tall.
    @discardableResult
    public func fillTop(height: Int, insets: EdgeInsets = .zero) -> FrameChain {
        fillWidth(insets: insets).height(height).top(inset: wholeCells(insets.top))
    }

    /// Fills the superview's width and sits at its bottom edge, `height` cells tall.
    @discardableResult
    public func fillBottom(height: Int, insets: EdgeInsets = .zero) -> FrameChain {
        fillWidth(insets: insets).height(height).bottom(inset: wholeCells(insets.bottom))
    }

    /// Spans the superview's width between the left and right insets.
    @discardableResult
    public func fillWidth(insets: EdgeInsets = .zero) -> FrameChain {
        let left = wholeCells(insets.left)
        return width(superSize.width &- left &- wholeCells(insets.right)).left(left)
    }

    /// Spans the superview's height between the top and bottom insets.
    @discardableResult
    public func fillHeight(insets: EdgeInsets = .zero) -> FrameChain {
        let top = wholeCells(insets.top)
        return height(superSize.height &- top &- wholeCells(insets.bottom)).top(top)
    }
}
