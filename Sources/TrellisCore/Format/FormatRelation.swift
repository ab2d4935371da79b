/// The relation of a parsed constraint: `==`, `<=` or `>=`.
public enum FormatRelation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="

    /// The relation's spelling, such as `>=`.
    public var description: String { rawValue }

    /// The relation that holds after the two sides swap places (`<=` ↔ `>=`).
    public var flipped: FormatRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
