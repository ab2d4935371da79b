// Operators that exist only to be refused. A position (an edge, a centre, a baseline) cannot be
// scaled: `left(b.rightAnchor * 2)` means nothing. Without these, the compiler looks for any `*`
// that might fit and reports a mismatch with `DurationProtocol`; with them it names the mistake.
// They return an expression the chain's methods accept, so that the only error left is theirs
// (were they to return a scaled expression, the chain would complain about its type instead).

extension LayoutAnchor where Kind: AxisAnchorKind {
    /// Refused: a position cannot be scaled. Scale a dimension, or offset the position.
    @available(
        *, unavailable,
        message:
            "a position anchor cannot be multiplied; scale a dimension (widthAnchor * 2) or add an offset (rightAnchor + 2)"
    )
    public static func * (anchor: LayoutAnchor, multiplier: Double) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(ExpressionParts(subject: .anchor(anchor.terms)))
    }

    /// Refused: a position cannot be scaled. Scale a dimension, or offset the position.
    @available(
        *, unavailable,
        message:
            "a position anchor cannot be multiplied; scale a dimension (2 * widthAnchor) or add an offset (rightAnchor + 2)"
    )
    public static func * (multiplier: Double, anchor: LayoutAnchor) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(ExpressionParts(subject: .anchor(anchor.terms)))
    }

    /// Refused: a position cannot be divided. Divide a dimension, or offset the position.
    @available(
        *, unavailable,
        message:
            "a position anchor cannot be divided; divide a dimension (widthAnchor / 2) or add an offset (rightAnchor - 2)"
    )
    public static func / (anchor: LayoutAnchor, divisor: Double) -> OffsetExpression<LayoutAnchor> {
        OffsetExpression(ExpressionParts(subject: .anchor(anchor.terms)))
    }
}
