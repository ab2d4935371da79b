/// The item on the right side of a parsed constraint.
public enum FormatItem: Hashable, Sendable, CustomStringConvertible {
    /// A view, by the name the caller gave it.
    case view(String)
    /// `|`: the superview of the constraint's first view.
    case superview

    /// The item as written: its name, or `|`.
    public var description: String {
        switch self {
        case .view(let name): name
        case .superview: "|"
        }
    }
}
