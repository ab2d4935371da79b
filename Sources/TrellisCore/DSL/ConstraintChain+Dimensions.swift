// The dimension methods of `bb` chains. Unlike locations, a bare constant sets the dimension
// (`width(10)`), while no argument matches the superview (`width()`); expressions may carry a
// multiplier.

extension ConstraintChain {
    /// Makes the width equal to the superview's width.
    @discardableResult
    public func width(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.width, to: ExpressionParts(subject: .superview), fileID, line)
    }

    /// Sets the width to `constant` cells. (`width()` matches the superview instead.)
    @discardableResult
    public func width(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.width, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Makes the width equal to `item`'s width.
    @discardableResult
    public func width(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.width, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Makes the width equal to `anchor` (a width, a height, or a distance between anchors).
    @discardableResult
    public func width(_ anchor: DimensionAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.width, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the width by `expression`: `width(2 * view + 5)`, `width(>=10)`,
    /// `width(view.heightAnchor / 2 ~ 500)`. Without an item or anchor it is a constant.
    @discardableResult
    public func width<Expr: DimensionExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.width, to: expression.parts, fileID, line)
    }

    /// Makes the height equal to the superview's height.
    @discardableResult
    public func height(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.height, to: ExpressionParts(subject: .superview), fileID, line)
    }

    /// Sets the height to `constant` cells. (`height()` matches the superview instead.)
    @discardableResult
    public func height(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.height, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Makes the height equal to `item`'s height.
    @discardableResult
    public func height(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.height, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Makes the height equal to `anchor` (a width, a height, or a distance between anchors).
    @discardableResult
    public func height(_ anchor: DimensionAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.height, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the height by `expression`: `height(2 * view + 5)`, `height(>=10)`,
    /// `height(view.heightAnchor / 2 ~ 500)`. Without an item or anchor it is a constant.
    @discardableResult
    public func height<Expr: DimensionExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.height, to: expression.parts, fileID, line)
    }
}
