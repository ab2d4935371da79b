// Manual layout to the size a view says fits (`sizeThatFits`), offered the superview's size.

extension FrameChain {
    /// Sets the size to what `sizeThatFits` returns for the superview's size.
    @discardableResult
    public func fitSize() -> FrameChain {
        size(view.sizeThatFits(superSize))
    }

    /// Sets the width to what `sizeThatFits` returns for the superview's size.
    @discardableResult
    public func fitWidth() -> FrameChain {
        width(view.sizeThatFits(superSize).width)
    }

    /// Sets the height to what `sizeThatFits` returns for the superview's size.
    @discardableResult
    public func fitHeight() -> FrameChain {
        height(view.sizeThatFits(superSize).height)
    }
}
