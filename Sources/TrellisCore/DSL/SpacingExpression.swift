/// A bare item or location anchor plus a multiple of the standard spacing:
/// `view.rightAnchor + SystemSpacing(2)`.
///
/// Only location methods accept it, and nothing more can be added to it; a relation and a
/// priority can (`>=view.rightAnchor + SystemSpacing() ~ 500`).
public struct SpacingExpression<Target>: LayoutExpression {
    /// The expression's parts.
    public let parts: ExpressionParts

    init(_ parts: ExpressionParts) {
        self.parts = parts
    }
}

extension SpacingExpression: XAxisExpression where Target: XAxisTarget {}
extension SpacingExpression: YAxisExpression where Target: YAxisTarget {}

extension SpacingExpression {
    /// The same expression, "at least".
    public static prefix func >= (expression: SpacingExpression) -> SpacingExpression {
        SpacingExpression(expression.parts.related(.greaterThanOrEqual))
    }

    /// The same expression, "at most".
    public static prefix func <= (expression: SpacingExpression) -> SpacingExpression {
        SpacingExpression(expression.parts.related(.lessThanOrEqual))
    }

    /// The expression with a priority.
    public static func ~ (expression: SpacingExpression, priority: LayoutPriority) -> SpacingExpression {
        SpacingExpression(expression.parts.prioritized(priority))
    }

    /// The expression with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        expression: SpacingExpression, priority: Number
    ) -> SpacingExpression {
        expression ~ LayoutPriority(Float(priority))
    }
}
