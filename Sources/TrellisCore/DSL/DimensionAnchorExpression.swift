/// An expression built around a dimension anchor (`(a - b) * 2 + 1`), the kind `offset`
/// relates a distance to.
public protocol DimensionAnchorExpression: LayoutExpression {}

extension BareExpression: DimensionAnchorExpression where Target == DimensionAnchor {}
extension OffsetExpression: DimensionAnchorExpression where Target == DimensionAnchor {}
extension ScaledExpression: DimensionAnchorExpression where Target == DimensionAnchor {}
