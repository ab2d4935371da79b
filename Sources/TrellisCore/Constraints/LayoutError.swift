/// A mistake in building or installing constraints, reported by the throwing forms of the API.
///
/// The non-throwing forms (`isActive = true`, ``LayoutConstraint/activate(_:)``, the `bb`
/// chain) never trap: they record a ``LayoutIssue`` instead.
@MainActor
public enum LayoutError: Error, @MainActor CustomStringConvertible {
    /// The constraint's items share no ancestor view (or a layout guide has no owning view), so
    /// there is no view to install the constraint on.
    case noCommonAncestor(LayoutConstraint)
    /// The view is not an ancestor of every item of the constraint, so the constraint cannot be
    /// added to it.
    case notAnAncestor(view: String, constraint: LayoutConstraint)
    /// The two attributes cannot be related: a location with a dimension, one axis with the
    /// other, or a location with a bare constant.
    case invalidPairing(first: LayoutAttribute, second: LayoutAttribute, reason: String, CodeLocation)
    /// A multiplier or constant is not a finite number, or a location has a zero multiplier.
    case invalidValue(String, CodeLocation)
    /// The item a constraint refers to has been released.
    case releasedItem(CodeLocation)
    /// A helper that needs the item's superview found none.
    case missingSuperview(item: String, CodeLocation)
    /// The number of separators does not fit the number of views (it must be one less).
    case separatorCountMismatch(views: Int, separators: Int, CodeLocation)

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .noCommonAncestor(let constraint):
            return "No common ancestor for the items of \(constraint): "
                + "add them to one view hierarchy before activating."
        case .notAnAncestor(let view, let constraint):
            return "\(view) is not an ancestor of every item of \(constraint)."
        case .invalidPairing(let first, let second, let reason, let location):
            return "Cannot relate \(first) to \(second) (\(location)): \(reason)."
        case .invalidValue(let message, let location):
            return "Invalid constraint value (\(location)): \(message)."
        case .releasedItem(let location):
            return "A constraint made at \(location) refers to an item that has been released."
        case .missingSuperview(let item, let location):
            return "\(item) has no superview to relate to (\(location))."
        case .separatorCountMismatch(let views, let separators, let location):
            return "\(views) views need \(max(0, views - 1)) separators, got \(separators) (\(location))."
        }
    }
}
