/// An item or anchor with a relation or a priority but nothing added yet: `>=view`,
/// `view.leftAnchor ~ 500`.
///
/// Add a constant (`+ 2`) to get an ``OffsetExpression``, multiply (`* 2`, dimensions only)
/// to get a ``ScaledExpression``, or add ``SystemSpacing`` (locations only) to get a
/// ``SpacingExpression``.
public struct BareExpression<Target>: LayoutExpression {
    /// The expression's parts.
    public let parts: ExpressionParts

    init(_ parts: ExpressionParts) {
        self.parts = parts
    }
}

extension BareExpression: XAxisExpression where Target: XAxisTarget {}
extension BareExpression: YAxisExpression where Target: YAxisTarget {}
extension BareExpression: DimensionExpression where Target: DimensionTarget {}
extension BareExpression: ItemExpression where Target == LayoutItem {}

extension BareExpression {
    /// The expression plus `constant`.
    public static func + (expression: BareExpression, constant: Double) -> OffsetExpression<Target> {
        OffsetExpression(expression.parts.adding(constant))
    }

    /// The expression plus `constant`.
    public static func + (constant: Double, expression: BareExpression) -> OffsetExpression<Target> {
        OffsetExpression(expression.parts.adding(constant))
    }

    /// The expression minus `constant`.
    public static func - (expression: BareExpression, constant: Double) -> OffsetExpression<Target> {
        OffsetExpression(expression.parts.adding(-constant))
    }

    /// The same expression, "at least".
    public static prefix func >= (expression: BareExpression) -> BareExpression {
        BareExpression(expression.parts.related(.greaterThanOrEqual))
    }

    /// The same expression, "at most".
    public static prefix func <= (expression: BareExpression) -> BareExpression {
        BareExpression(expression.parts.related(.lessThanOrEqual))
    }

    /// The expression with a priority.
    public static func ~ (expression: BareExpression, priority: LayoutPriority) -> BareExpression {
        BareExpression(expression.parts.prioritized(priority))
    }

    /// The expression with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        expression: BareExpression, priority: Number
    ) -> BareExpression {
        expression ~ LayoutPriority(Float(priority))
    }
}

extension BareExpression where Target: DimensionTarget {
    /// The expression times `multiplier`.
    public static func * (expression: BareExpression, multiplier: Double) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression times `multiplier`.
    public static func * (multiplier: Double, expression: BareExpression) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: multiplier))
    }

    /// The expression divided by `divisor`.
    public static func / (expression: BareExpression, divisor: Double) -> ScaledExpression<Target> {
        ScaledExpression(expression.parts.scaled(by: 1 / divisor))
    }
}

extension BareExpression where Target: SpacingTarget {
    /// The expression plus a multiple of the standard spacing.
    @MainActor
    public static func + (expression: BareExpression, spacing: SystemSpacing) -> SpacingExpression<Target> {
        SpacingExpression(expression.parts.adding(spacing.cells))
    }
}
