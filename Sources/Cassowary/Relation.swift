/// How a constraint's expression relates to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
