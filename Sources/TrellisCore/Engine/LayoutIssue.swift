/// A layout problem that Trellis worked around instead of trapping: a constraint that could
/// not be installed, or required constraints that cannot all hold.
///
/// An unsatisfiable constraint is reported like Auto Layout's "Unable to simultaneously satisfy
/// constraints", but with the *minimal* set it conflicts with:
///
/// ```text
/// Unable to simultaneously satisfy constraints. Breaking:
///     box.width == 50 (Form.swift:12)
/// It conflicts with:
///     box.width == 30 (Form.swift:11)
/// ```
@MainActor
public struct LayoutIssue: @MainActor CustomStringConvertible {
    /// The kinds of layout issue.
    public enum Kind: Hashable, Sendable {
        /// Required constraints cannot all hold; ``LayoutIssue/constraint`` was broken.
        case unsatisfiable
        /// The constraint's items have no common ancestor, so it was not installed.
        case noCommonAncestor
        /// A view was asked to install a constraint whose items it is not an ancestor of.
        case notAnAncestor
        /// A constraint refers to an item that has been released.
        case releasedItem
        /// A helper needed a superview the item does not have.
        case missingSuperview
        /// A constraint could not be built from its values.
        case invalidConstraint
        /// Layout passes kept invalidating each other and were cut short.
        case layoutLoop
    }

    /// What went wrong.
    public let kind: Kind
    /// The constraint at fault: the broken one, or the one that could not be installed.
    public let constraint: LayoutConstraint?
    /// For `unsatisfiable`: a minimal set of required constraints that, together with
    /// ``constraint``, cannot all hold. Dropping any one of them would resolve the conflict.
    public let conflicts: [LayoutConstraint]
    /// A sentence saying what went wrong.
    public let message: String

    /// Creates an issue.
    init(
        kind: Kind, constraint: LayoutConstraint?, conflicts: [LayoutConstraint] = [], message: String
    ) {
        self.kind = kind
        self.constraint = constraint
        self.conflicts = conflicts
        self.message = message
    }

    /// An issue for an error raised while installing `constraint`.
    init(error: LayoutError, constraint: LayoutConstraint?) {
        let kind: Kind =
            switch error {
            case .noCommonAncestor: .noCommonAncestor
            case .notAnAncestor: .notAnAncestor
            case .releasedItem: .releasedItem
            case .missingSuperview: .missingSuperview
            case .invalidPairing, .invalidValue, .separatorCountMismatch: .invalidConstraint
            }
        self.init(kind: kind, constraint: constraint, message: error.description)
    }

    /// Where the issue's constraint was made, if it came from the user's code.
    public var location: CodeLocation? { constraint?.location }

    /// The message, followed for conflicts by the broken constraint and the ones it conflicts
    /// with, one per line, each with its source location.
    public var description: String {
        guard kind == .unsatisfiable, let constraint else { return message }
        var lines = ["\(message) Breaking:", "    \(constraint)"]
        if !conflicts.isEmpty {
            lines.append("It conflicts with:")
            lines += conflicts.map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
