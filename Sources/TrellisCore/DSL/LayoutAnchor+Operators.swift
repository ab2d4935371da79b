// Operators that start a `bb` expression from a specific anchor.

extension LayoutAnchor {
    private var expressionParts: ExpressionParts { ExpressionParts(subject: .anchor(terms)) }

    /// The anchor plus `constant`: `view1.bb.left(view2.rightAnchor + 10)`.
    public static func + (anchor: LayoutAnchor, constant: Double) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(anchor.expressionParts.adding(constant))
    }

    /// The anchor plus `constant`.
    public static func + (constant: Double, anchor: LayoutAnchor) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(anchor.expressionParts.adding(constant))
    }

    /// The anchor minus `constant`: `view1.bb.right(view2.leftAnchor - 1)`.
    public static func - (anchor: LayoutAnchor, constant: Double) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(anchor.expressionParts.adding(-constant))
    }

    /// The anchor, "at least": `view1.bb.left(>=view2.rightAnchor)`.
    public static prefix func >= (anchor: LayoutAnchor) -> BareExpression<LayoutAnchor> {
        BareExpression(anchor.expressionParts.related(.greaterThanOrEqual))
    }

    /// The anchor, "at most".
    public static prefix func <= (anchor: LayoutAnchor) -> BareExpression<LayoutAnchor> {
        BareExpression(anchor.expressionParts.related(.lessThanOrEqual))
    }

    /// The anchor with a priority.
    public static func ~ (anchor: LayoutAnchor, priority: LayoutPriority) -> BareExpression<LayoutAnchor> {
        BareExpression(anchor.expressionParts.prioritized(priority))
    }

    /// The anchor with a priority given as a number.
    public static func ~ <Number: BinaryFloatingPoint>(
        anchor: LayoutAnchor, priority: Number
    ) -> BareExpression<LayoutAnchor> {
        anchor ~ LayoutPriority(Float(priority))
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// The dimension times `multiplier`: `view1.bb.width(view2.heightAnchor * 2)`.
    public static func * (anchor: LayoutAnchor, multiplier: Double) -> ScaledExpression<LayoutAnchor> {
        ScaledExpression(anchor.expressionParts.scaled(by: multiplier))
    }

    /// The dimension times `multiplier`.
    public static func * (multiplier: Double, anchor: LayoutAnchor) -> ScaledExpression<LayoutAnchor> {
        ScaledExpression(anchor.expressionParts.scaled(by: multiplier))
    }

    /// The dimension divided by `divisor`.
    public static func / (anchor: LayoutAnchor, divisor: Double) -> ScaledExpression<LayoutAnchor> {
        ScaledExpression(anchor.expressionParts.scaled(by: 1 / divisor))
    }
}

extension LayoutAnchor where Kind: AxisAnchorKind {
    /// The anchor plus a multiple of the standard spacing:
    /// `view1.bb.left(view2.rightAnchor + SystemSpacing(2))`.
    public static func + (anchor: LayoutAnchor, spacing: SystemSpacing) -> SpacingExpression<LayoutAnchor> {
        SpacingExpression(anchor.expressionParts.adding(spacing.cells))
    }

    /// The distance from `start` to `end` (`end − start`), as a dimension anchor:
    /// `view2.leftAnchor - view1.rightAnchor` is the gap between two views.
    ///
    /// Use it with `offset` to make two gaps equal:
    /// `view1.bb.offset(view2.leftAnchor - view1.rightAnchor, view3.leftAnchor - view2.rightAnchor)`.
    public static func - (end: LayoutAnchor, start: LayoutAnchor) -> DimensionAnchor {
        start.anchorWithOffset(to: end)
    }
}
