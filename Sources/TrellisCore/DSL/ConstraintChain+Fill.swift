// The fill family of `bb` chains: pin edges to an item (the superview when `nil`), inset by
// `insets`. Each method makes its constraints in the order its documentation lists.

extension ConstraintChain {
    /// Pins all four edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: top, bottom, leading, trailing.
    @discardableResult
    public func fill(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .bottom, .leading, .trailing], of: item, insets: insets, fileID, line)
    }

    /// Pins all four edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fill(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .bottom, .leading, .trailing], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the left edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: left, top, bottom.
    @discardableResult
    public func fillLeft(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.left, .top, .bottom], of: item, insets: insets, fileID, line)
    }

    /// Pins the left edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillLeft(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.left, .top, .bottom], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the right edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: right, top, bottom.
    @discardableResult
    public func fillRight(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.right, .top, .bottom], of: item, insets: insets, fileID, line)
    }

    /// Pins the right edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillRight(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.right, .top, .bottom], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the top edge and the adjacent leading and trailing edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: top, leading, trailing.
    @discardableResult
    public func fillTop(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .leading, .trailing], of: item, insets: insets, fileID, line)
    }

    /// Pins the top edge and the adjacent leading and trailing edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillTop(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .leading, .trailing], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the bottom edge and the adjacent leading and trailing edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: bottom, leading, trailing.
    @discardableResult
    public func fillBottom(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.bottom, .leading, .trailing], of: item, insets: insets, fileID, line)
    }

    /// Pins the bottom edge and the adjacent leading and trailing edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillBottom(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.bottom, .leading, .trailing], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the leading edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: leading, top, bottom.
    @discardableResult
    public func fillLeading(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.leading, .top, .bottom], of: item, insets: insets, fileID, line)
    }

    /// Pins the leading edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillLeading(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.leading, .top, .bottom], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the trailing edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: trailing, top, bottom.
    @discardableResult
    public func fillTrailing(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.trailing, .top, .bottom], of: item, insets: insets, fileID, line)
    }

    /// Pins the trailing edge and the adjacent top and bottom edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillTrailing(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.trailing, .top, .bottom], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the leading and trailing edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: leading, trailing.
    @discardableResult
    public func fillWidth(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.leading, .trailing], of: item, insets: insets, fileID, line)
    }

    /// Pins the leading and trailing edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillWidth(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.leading, .trailing], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins the top and bottom edges to `item` (the superview when `nil`), inset by `insets`.
    ///
    /// Makes, in this order: top, bottom.
    @discardableResult
    public func fillHeight(
        _ item: LayoutItem? = nil, insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .bottom], of: item, insets: insets, fileID, line)
    }

    /// Pins the top and bottom edges to `item` (the superview when `nil`), inset by `inset` on every side.
    @discardableResult
    public func fillHeight(
        _ item: LayoutItem? = nil, insets inset: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        fill([.top, .bottom], of: item, insets: EdgeInsets(all: inset), fileID, line)
    }

    /// Pins `edges` in order: leading-side edges move inward by adding the inset, trailing-side
    /// edges by subtracting it (`leading` and `trailing` use the left and right insets).
    private func fill(
        _ edges: [LayoutAttribute], of other: LayoutItem?, insets: EdgeInsets, _ fileID: String, _ line: Int
    ) -> MultipleChain {
        var chain = multiple
        for edge in edges {
            let inset: Double
            switch edge {
            case .top: inset = insets.top
            case .bottom: inset = -insets.bottom
            case .left, .leading: inset = insets.left
            default: inset = -insets.right
            }
            let subject: ExpressionSubject = other.map { .item($0) } ?? .superview
            chain = chain.constrain(
                edge, to: ExpressionParts(subject: subject, constant: inset), fileID, line)
        }
        return chain
    }
}
