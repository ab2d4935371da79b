/// How the two sides of a constraint relate.
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// The first side is at most the second.
    case lessThanOrEqual
    /// Both sides are equal.
    case equal
    /// The first side is at least the second.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
