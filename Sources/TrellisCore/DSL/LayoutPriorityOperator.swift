// The operators of `bb` expressions that are not arithmetic.

/// Binds looser than `+` and `-`, so `view.rightAnchor + 10 ~ 500` gives the whole
/// expression priority 500.
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}

/// Gives an expression a priority: `view.rightAnchor + 10 ~ 500`, `view ~ .defaultLow`.
infix operator ~ : LayoutPriorityPrecedence

/// Makes an expression "at least": `view1.bb.left(>=view2.rightAnchor + 10)`.
prefix operator >=

/// Makes an expression "at most": `view1.bb.width(<=view2 * 0.5)`.
prefix operator <=

extension Double {
    /// A constant the receiver's anchor must be at least: `width(>=10)`, or for a location
    /// `left(>=2)` (at least 2 cells after the superview's left edge).
    @MainActor
    public static prefix func >= (constant: Double) -> OffsetExpression<LayoutItem> {
        OffsetExpression(ExpressionParts(subject: .implied, constant: constant).related(.greaterThanOrEqual))
    }

    /// A constant the receiver's anchor must be at most: `width(<=40)`.
    @MainActor
    public static prefix func <= (constant: Double) -> OffsetExpression<LayoutItem> {
        OffsetExpression(ExpressionParts(subject: .implied, constant: constant).related(.lessThanOrEqual))
    }

    /// A constant with a priority: `width(10 ~ 500)`.
    @MainActor
    public static func ~ (constant: Double, priority: LayoutPriority) -> OffsetExpression<LayoutItem> {
        OffsetExpression(ExpressionParts(subject: .implied, constant: constant).prioritized(priority))
    }

    /// A constant with a priority given as a number: `width(10 ~ level)`.
    @MainActor
    public static func ~ <Number: BinaryFloatingPoint>(
        constant: Double, priority: Number
    ) -> OffsetExpression<LayoutItem> {
        constant ~ LayoutPriority(Float(priority))
    }
}
