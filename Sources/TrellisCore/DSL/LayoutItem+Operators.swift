// Operators that start a `bb` expression from an item. The item stands for its own anchor of
// whatever attribute the receiving method constrains: in `a.bb.left(b + 2)` it is `b.left`,
// in `a.bb.width(b * 2)` it is `b.width`.

extension LayoutItem {
    private var expressionParts: ExpressionParts { ExpressionParts(subject: .item(self)) }

    /// The item's matching anchor plus `constant`: `view1.bb.left(view2 + 2)`.
    public static func + (item: LayoutItem, constant: Double) -> OffsetExpression<LayoutItem> {
        OffsetExpression(item.expressionParts.adding(constant))
    }

    /// The item's matching anchor plus `constant`.
    public static func + (constant: Double, item: LayoutItem) -> OffsetExpression<LayoutItem> {
        OffsetExpression(item.expressionParts.adding(constant))
    }

    /// The item's matching anchor minus `constant`.
    public static func - (item: LayoutItem, constant: Double) -> OffsetExpression<LayoutItem> {
        OffsetExpression(item.expressionParts.adding(-constant))
    }

    /// The item's matching dimension times `multiplier`: `view1.bb.width(view2 * 2)`.
    public static func * (item: LayoutItem, multiplier: Double) -> ScaledExpression<LayoutItem> {
        ScaledExpression(item.expressionParts.scaled(by: multiplier))
    }

    /// The item's matching dimension times `multiplier`: `view1.bb.width(2 * view2)`.
    public static func * (multiplier: Double, item: LayoutItem) -> ScaledExpression<LayoutItem> {
        ScaledExpression(item.expressionParts.scaled(by: multiplier))
    }

    /// The item's matching dimension divided by `divisor`: `view1.bb.height(view2 / 3)`.
    public static func / (item: LayoutItem, divisor: Double) -> ScaledExpression<LayoutItem> {
        ScaledExpression(item.expressionParts.scaled(by: 1 / divisor))
    }

    /// The item's matching location plus a multiple of the standard spacing.
    public static func + (item: LayoutItem, spacing: SystemSpacing) -> SpacingExpression<LayoutItem> {
        SpacingExpression(item.expressionParts.adding(spacing.cells))
    }

    /// The item's matching anchor, "at least": `view1.bb.width(>=view2)`.
    public static prefix func >= (item: LayoutItem) -> BareExpression<LayoutItem> {
        BareExpression(item.expressionParts.related(.greaterThanOrEqual))
    }

    /// The item's matching anchor, "at most".
    public static prefix func <= (item: LayoutItem) -> BareExpression<LayoutItem> {
        BareExpression(item.expressionParts.related(.lessThanOrEqual))
    }

    /// The item's matching anchor with a priority: `view1.bb.left(view2 ~ 500)`.
    public static func ~ (item: LayoutItem, priority: LayoutPriority) -> BareExpression<LayoutItem> {
        BareExpression(item.expressionParts.prioritized(priority))
    }

    /// The item's matching anchor with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        item: LayoutItem, priority: Number
    ) -> BareExpression<LayoutItem> {
        item ~ LayoutPriority(Float(priority))
    }
}
