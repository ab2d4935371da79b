/// A value a `bb` anchor method accepts as its argument: one of the expression types the
/// operators build (``BareExpression``, ``OffsetExpression``, ``ScaledExpression``,
/// ``SpacingExpression``).
///
/// Items, anchors and plain numbers are accepted directly by their own overloads, so they do
/// not conform; the refinements below decide on which anchors an expression may be used.
public protocol LayoutExpression {
    /// The expression's parts, read by the chain methods.
    var parts: ExpressionParts { get }
}

/// An expression a horizontal location method (`left`, `right`, `leading`, `trailing`,
/// `centerX`) accepts: no multiplier, and its item or anchor lies on the horizontal axis.
public protocol XAxisExpression: LayoutExpression {}

/// An expression a vertical location method (`top`, `bottom`, `centerY`, `firstBaseline`,
/// `lastBaseline`) accepts: no multiplier, and its item or anchor lies on the vertical axis.
public protocol YAxisExpression: LayoutExpression {}

/// An expression a dimension method (`width`, `height`, `size`) accepts: a multiplier is
/// allowed, system spacing is not, and its anchor (if any) is a dimension.
public protocol DimensionExpression: LayoutExpression {}

/// An expression whose subject is an item rather than one anchor, so it can stand for both
/// axes at once (`center(view + 2)`).
public protocol ItemExpression: LayoutExpression {}

/// Marks what an expression may be built around, for horizontal locations: any item, or a
/// horizontal anchor.
public protocol XAxisTarget {}

/// Marks what an expression may be built around, for vertical locations: any item, or a
/// vertical anchor.
public protocol YAxisTarget {}

/// Marks what may carry a multiplier: any item (its same dimension), or a dimension anchor.
public protocol DimensionTarget {}

/// Marks what may be followed by `+ SystemSpacing(n)`: any item, or a location anchor.
public protocol SpacingTarget {}

extension LayoutItem: XAxisTarget, YAxisTarget, DimensionTarget, SpacingTarget {}
extension LayoutAnchor: XAxisTarget where Kind == XAxis {}
extension LayoutAnchor: YAxisTarget where Kind == YAxis {}
extension LayoutAnchor: DimensionTarget where Kind == Dimension {}
extension LayoutAnchor: SpacingTarget where Kind: AxisAnchorKind {}
