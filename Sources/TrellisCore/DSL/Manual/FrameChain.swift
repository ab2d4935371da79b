/// Manual layout: sets a view's frame directly, in the chaining style of `bb`, for when
/// constraints are not wanted (Bamboo's `bbm`).
///
/// ```swift
/// badge.bbm.size(Size(width: 5, height: 1)).right(inset: 1).top(inset: 0)
/// ```
///
/// Values are whole cells in the superview's coordinates. **Set the size before the
/// position**: a size change keeps the top-left corner, so a `right`, `bottom` or `center` set
/// before it would no longer hold. A view that translates its frame into constraints (the
/// default) keeps the frame through layout; a view placed by constraints gets the engine's
/// frame back at the next layout pass.
@MainActor
public struct FrameChain {
    /// The view whose frame the chain sets.
    public let view: TermView

    init(view: TermView) {
        self.view = view
    }

    private func updating(_ change: (inout Rect) -> Void) -> FrameChain {
        var frame = view.frame
        change(&frame)
        view.frame = frame
        return self
    }

    /// Moves the left edge to column `x`.
    @discardableResult
    public func left(_ x: Int) -> FrameChain {
        updating { $0.origin.x = x }
    }

    /// Moves the right edge (the column just after the view) to `x`.
    @discardableResult
    public func right(_ x: Int) -> FrameChain {
        updating { $0.origin.x = x &- $0.size.width }
    }

    /// Moves the top edge to row `y`.
    @discardableResult
    public func top(_ y: Int) -> FrameChain {
        updating { $0.origin.y = y }
    }

    /// Moves the bottom edge (the row just below the view) to `y`.
    @discardableResult
    public func bottom(_ y: Int) -> FrameChain {
        updating { $0.origin.y = y &- $0.size.height }
    }

    /// Sets the width, keeping the left edge.
    @discardableResult
    public func width(_ width: Int) -> FrameChain {
        updating { $0.size.width = width }
    }

    /// Sets the height, keeping the top edge.
    @discardableResult
    public func height(_ height: Int) -> FrameChain {
        updating { $0.size.height = height }
    }

    /// Sets the size, keeping the top-left corner.
    @discardableResult
    public func size(_ size: Size) -> FrameChain {
        updating { $0.size = size }
    }

    /// Moves the view so that its horizontal centre (`left + width / 2`, rounded down) is `x`.
    @discardableResult
    public func centerX(_ x: Int) -> FrameChain {
        updating { $0.origin.x = x &- $0.size.width / 2 }
    }

    /// Moves the view so that its vertical centre (`top + height / 2`, rounded down) is `y`.
    @discardableResult
    public func centerY(_ y: Int) -> FrameChain {
        updating { $0.origin.y = y &- $0.size.height / 2 }
    }

    /// Moves the view so that its centre is `point`.
    @discardableResult
    public func center(_ point: Point) -> FrameChain {
        centerX(point.x).centerY(point.y)
    }
}

extension TermView {
    /// Starts a manual-layout chain that sets this view's frame (see ``FrameChain``).
    public var bbm: FrameChain { FrameChain(view: self) }
}

/// `value` rounded to whole cells; NaN becomes 0 and huge values are clamped, so bad input
/// never traps.
func wholeCells(_ value: Double) -> Int {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int.max / 4 : -Int.max / 4) }
    return Int(max(-Double(Int.max / 4), min(Double(Int.max / 4), value.rounded())))
}
