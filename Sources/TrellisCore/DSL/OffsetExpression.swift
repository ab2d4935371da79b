/// An item, anchor or nothing (the superview, or no item for a dimension) plus a constant:
/// `view.rightAnchor + 10`, `view - 2`, `>=10`.
///
/// Multiply it (dimensions only) to get a ``ScaledExpression``: `(view + 10) * 2` is
/// `view * 2 + 20`.
public struct OffsetExpression<Target>: LayoutExpression {
    /// The expression's parts.
    public let parts: ExpressionParts

    init(_ parts: ExpressionParts) {
        self.parts = parts
    }
}

extension OffsetExpression: XAxisExpression where Target: XAxisTarget {}
extension OffsetExpression: YAxisExpression where Target: YAxisTarget {}
extension OffsetExpression: DimensionExpression where Target: DimensionTarget {}
extension OffsetExpression: ItemExpression where Target == LayoutItem {}

extension OffsetExpression {
    /// The expression plus `constant`.
    public static func + (expression: OffsetExpression, constant: Double) -> OffsetExpression {
        OffsetExpression(expression.parts.adding(constant))
    }

    /// The expression plus `constant`.
    public static func + (constant: Double, expression: OffsetExpression) -> OffsetExpression {
        OffsetExpression(expression.parts.adding(constant))
    }

    /// The expression minus `constant`.
    public static func - (expression: OffsetExpression, constant: Double) -> OffsetExpression {
        OffsetExpression(expression.parts.adding(-constant))
    }

    /// The same expression, "at least".
    public static prefix func >= (expression: OffsetExpression) -> OffsetExpression {
        OffsetExpression(expression.parts.related(.greaterThanOrEqual))
    }

    /// The same expression, "at most".
    public static prefix func <= (expression: OffsetExpression) -> OffsetExpression {
        OffsetExpression(expression.parts.related(.lessThanOrEqual))
    }

    /// The expression with a priority.
    public static func ~ (expression: OffsetExpression, priority: LayoutPriority) -> OffsetExpression {
        OffsetExpression(expression.parts.prioritized(priority))
    }

    /// The expression with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        expression: OffsetExpression, priority: Number
    ) -> OffsetExpression {
        expression ~ LayoutPriority(Float(priority))
    }
}

extension OffsetExpression where Target: DimensionTarget {
    /// The expression times `multiplier`; the constant is multiplied too.
    public static func * (expression: OffsetExpression, multiplier: Double) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression times `multiplier`; the constant is multiplied too.
    public static func * (multiplier: Double, expression: OffsetExpression) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression divided by `divisor`; the constant is divided too.
    public static func / (expression: OffsetExpression, divisor: Double) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: 1 / divisor))
    }
}
