/// A multiple of the standard spacing (``LayoutConstraint/standardSpacing``, one cell), added
/// to a bare item or location anchor in a `bb` expression.
///
/// ```swift
/// // view1.left == view2.right + 2 × standard spacing
/// view1.bb.left(view2.rightAnchor + SystemSpacing(2))
/// ```
///
/// Nothing else may be added after it, and it is not accepted by dimension methods.
public struct SystemSpacing: Hashable, Sendable {
    /// How many standard spacings.
    public var multiplier: Double

    /// Creates `multiplier` standard spacings.
    public init(_ multiplier: Double = 1) {
        self.multiplier = multiplier
    }

    /// The spacing in cells.
    @MainActor var cells: Double { multiplier * LayoutConstraint.standardSpacing }
}
