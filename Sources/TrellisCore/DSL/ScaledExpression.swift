/// A dimension expression with a multiplier: `2 * view + 5`, `view.heightAnchor / 2`,
/// `(view + 10) * 2` (which is `view * 2 + 20`).
///
/// Only dimension methods (`width`, `height`, `size`, `offset`) accept it: a location cannot
/// be a multiple of another location.
public struct ScaledExpression<Target>: LayoutExpression {
    /// The expression's parts.
    public let parts: ExpressionParts

    init(_ parts: ExpressionParts) {
        self.parts = parts
    }
}

extension ScaledExpression: DimensionExpression where Target: DimensionTarget {}

extension ScaledExpression {
    /// The expression plus `constant`.
    public static func + (expression: ScaledExpression, constant: Double) -> ScaledExpression {
        ScaledExpression(expression.parts.adding(constant))
    }

    /// The expression plus `constant`.
    public static func + (constant: Double, expression: ScaledExpression) -> ScaledExpression {
        ScaledExpression(expression.parts.adding(constant))
    }

    /// The expression minus `constant`.
    public static func - (expression: ScaledExpression, constant: Double) -> ScaledExpression {
        ScaledExpression(expression.parts.adding(-constant))
    }

    /// The expression times `multiplier`; the constant is multiplied too.
    public static func * (expression: ScaledExpression, multiplier: Double) -> ScaledExpression {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression times `multiplier`; the constant is multiplied too.
    public static func * (multiplier: Double, expression: ScaledExpression) -> ScaledExpression {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression divided by `divisor`; the constant is divided too.
    public static func / (expression: ScaledExpression, divisor: Double) -> ScaledExpression {
        ScaledExpression(expression.parts.scaled(by: 1 / divisor))
    }

    /// The same expression, "at least".
    public static prefix func >= (expression: ScaledExpression) -> ScaledExpression {
        ScaledExpression(expression.parts.related(.greaterThanOrEqual))
    }

    /// The same expression, "at most".
    public static prefix func <= (expression: ScaledExpression) -> ScaledExpression {
        ScaledExpression(expression.parts.related(.lessThanOrEqual))
    }

    /// The expression with a priority.
    public static func ~ (expression: ScaledExpression, priority: LayoutPriority) -> ScaledExpression {
        ScaledExpression(expression.parts.prioritized(priority))
    }

    /// The expression with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        expression: ScaledExpression, priority: Number
    ) -> ScaledExpression {
        expression ~ LayoutPriority(Float(priority))
    }
}
