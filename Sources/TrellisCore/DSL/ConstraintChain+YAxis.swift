// The anchor methods of `bb` chains for vertical locations. Each has five forms: no argument (the
// superview), a constant, an item (its same anchor), an anchor, and an expression.

extension ConstraintChain {
    /// Pins the top edge to the superview's top edge.
    @discardableResult
    public func top(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.top, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the top edge to the superview's top edge plus `constant` cells.
    @discardableResult
    public func top(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.top, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the top edge to `item`'s top edge.
    @discardableResult
    public func top(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.top, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the top edge to `anchor`.
    @discardableResult
    public func top(_ anchor: YAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.top, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the top edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func top<Expr: YAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.top, to: expression.parts, fileID, line)
    }

    /// Pins the bottom edge to the superview's bottom edge.
    @discardableResult
    public func bottom(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.bottom, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the bottom edge to the superview's bottom edge plus `constant` cells.
    @discardableResult
    public func bottom(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.bottom, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the bottom edge to `item`'s bottom edge.
    @discardableResult
    public func bottom(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.bottom, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the bottom edge to `anchor`.
    @discardableResult
    public func bottom(_ anchor: YAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.bottom, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the bottom edge by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func bottom<Expr: YAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.bottom, to: expression.parts, fileID, line)
    }

    /// Pins the vertical centre to the superview's vertical centre.
    @discardableResult
    public func centerY(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerY, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the vertical centre to the superview's vertical centre plus `constant` cells.
    @discardableResult
    public func centerY(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerY, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the vertical centre to `item`'s vertical centre.
    @discardableResult
    public func centerY(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerY, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the vertical centre to `anchor`.
    @discardableResult
    public func centerY(_ anchor: YAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.centerY, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the vertical centre by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func centerY<Expr: YAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.centerY, to: expression.parts, fileID, line)
    }

    /// Pins the first baseline to the superview's first baseline.
    @discardableResult
    public func firstBaseline(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.firstBaseline, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the first baseline to the superview's first baseline plus `constant` cells.
    @discardableResult
    public func firstBaseline(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.firstBaseline, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the first baseline to `item`'s first baseline.
    @discardableResult
    public func firstBaseline(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.firstBaseline, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the first baseline to `anchor`.
    @discardableResult
    public func firstBaseline(_ anchor: YAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.firstBaseline, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the first baseline by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func firstBaseline<Expr: YAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.firstBaseline, to: expression.parts, fileID, line)
    }

    /// Pins the last baseline to the superview's last baseline.
    @discardableResult
    public func lastBaseline(fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.lastBaseline, to: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Pins the last baseline to the superview's last baseline plus `constant` cells.
    @discardableResult
    public func lastBaseline(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.lastBaseline, to: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Pins the last baseline to `item`'s last baseline.
    @discardableResult
    public func lastBaseline(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.lastBaseline, to: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Pins the last baseline to `anchor`.
    @discardableResult
    public func lastBaseline(_ anchor: YAxisAnchor, fileID: String = #fileID, line: Int = #line) -> Next {
        constrain(.lastBaseline, to: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains the last baseline by `expression`: an item or anchor (none means the superview),
    /// a constant, a relation and a priority, but no multiplier.
    @discardableResult
    public func lastBaseline<Expr: YAxisExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        constrain(.lastBaseline, to: expression.parts, fileID, line)
    }
}
