// Manual layout relative to the superview, in the superview's own coordinates.

extension FrameChain {
    /// The superview's size; zero without a superview.
    public var superSize: Size { view.superview?.bounds.size ?? .zero }

    /// The superview's centre in its own coordinates: half its size.
    public var superCenter: Point { Point(x: superSize.width / 2, y: superSize.height / 2) }

    /// The superview's left edge in its own coordinates: 0.
    public var superLeft: Int { 0 }

    /// The superview's right edge in its own coordinates: its width.
    public var superRight: Int { superSize.width }

    /// The superview's top edge in its own coordinates: 0.
    public var superTop: Int { 0 }

    /// The superview's bottom edge in its own coordinates: its height.
    public var superBottom: Int { superSize.height }

    /// Puts the left edge `inset` cells inside the superview's left edge.
    @discardableResult
    public func left(inset: Int = 0) -> FrameChain {
        left(superLeft &+ inset)
    }

    /// Puts the right edge `inset` cells inside the superview's right edge.
    @discardableResult
    public func right(inset: Int = 0) -> FrameChain {
        right(superRight &- inset)
    }

    /// Puts the top edge `inset` cells inside the superview's top edge.
    @discardableResult
    public func top(inset: Int = 0) -> FrameChain {
        top(superTop &+ inset)
    }

    /// Puts the bottom edge `inset` cells inside the superview's bottom edge.
    @discardableResult
    public func bottom(inset: Int = 0) -> FrameChain {
        bottom(superBottom &- inset)
    }

    /// Sets the width to `multiplier` times the superview's, rounded to whole cells.
    @discardableResult
    public func width(multiplier: Double = 1) -> FrameChain {
        width(wholeCells(multiplier * Double(superSize.width)))
    }

    /// Sets the height to `multiplier` times the superview's, rounded to whole cells.
    @discardableResult
    public func height(multiplier: Double = 1) -> FrameChain {
        height(wholeCells(multiplier * Double(superSize.height)))
    }

    /// Sets the size to `multiplier` times the superview's, rounded to whole cells.
    @discardableResult
    public func size(multiplier: Double = 1) -> FrameChain {
        width(multiplier: multiplier).height(multiplier: multiplier)
    }

    /// Centres the view horizontally in the superview, moved `offset` cells right.
    @discardableResult
    public func centerX(offset: Int = 0) -> FrameChain {
        centerX(superCenter.x &+ offset)
    }

    /// Centres the view vertically in the superview, moved `offset` cells down.
    @discardableResult
    public func centerY(offset: Int = 0) -> FrameChain {
        centerY(superCenter.y &+ offset)
    }

    /// Centres the view in the superview.
    @discardableResult
    public func center() -> FrameChain {
        center(superCenter)
    }
}
