// The anchor methods of `bb` chains for horizontal locations. Each has five forms: no argument (the
// superview), a constant, an item (its same anchor), an anchor, and an expression.

extension ConstraintChain {
    /// Pins the left edge to the superview's left edge.
    @discardableResult
    public func left(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.left, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the left edge to the superview's left edge plus `constant` cells.
    @discardableResult
    public func left(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.left, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the left edge to `item`'s left edge.
    @discardableResult
    public func left(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.left, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the left edge to `anchor`.
    @discardableResult
    public func left(_ anchor: XAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.left, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the left edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func left<Expr: XAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.left, to: expression.parts, fileID, line)
    }

    /// Pins the right edge to the superview's right edge.
    @discardableResult
    public func right(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.right, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the right edge to the superview's right edge plus `constant` cells.
    @discardableResult
    public func right(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.right, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the right edge to `item`'s right edge.
    @discardableResult
    public func right(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.right, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the right edge to `anchor`.
    @discardableResult
    public func right(_ anchor: XAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.right, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the right edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func right<Expr: XAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.right, to: expression.parts, fileID, line)
    }

    /// Pins the leading edge to the superview's leading edge.
    @discardableResult
    public func leading(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.leading, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the leading edge to the superview's leading edge plus `constant` cells.
    @discardableResult
    public func leading(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.leading, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the leading edge to `item`'s leading edge.
    @discardableResult
    public func leading(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.leading, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the leading edge to `anchor`.
    @discardableResult
    public func leading(_ anchor: XAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.leading, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the leading edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func leading<Expr: XAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.leading, to: expression.parts, fileID, line)
    }

    /// Pins the trailing edge to the superview's trailing edge.
    @discardableResult
    public func trailing(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.trailing, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the trailing edge to the superview's trailing edge plus `constant` cells.
    @discardableResult
    public func trailing(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.trailing, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the trailing edge to `item`'s trailing edge.
    @discardableResult
    public func trailing(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.trailing, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the trailing edge to `anchor`.
    @discardableResult
    public func trailing(_ anchor: XAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.trailing, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the trailing edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func trailing<Expr: XAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.trailing, to: expression.parts, fileID, line)
    }

    /// Pins the horizontal centre to the superview's horizontal centre.
    @discardableResult
    public func centerX(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerX, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the horizontal centre to the superview's horizontal centre plus `constant` cells.
    @discardableResult
    public func centerX(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerX, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the horizontal centre to `item`'s horizontal centre.
    @discardableResult
    public func centerX(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerX, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the horizontal centre to `anchor`.
    @discardableResult
    public func centerX(_ anchor: XAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerX, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the horizontal centre by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func centerX<Expr: XAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.centerX, to: expression.parts, fileID, line)
    }
}
