/// Where a line of text sits in the width it is given.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Against the left edge.
    case leading
    /// In the middle; when the space left over is odd, the extra column goes to the right.
    case center
    /// Against the right edge.
    case trailing

    /// The column a line of `lineWidth` columns starts at in a space of `width` columns.
    func offset(ofLineWidth lineWidth: Int, in width: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (width - lineWidth) / 2)
        case .trailing: max(0, width - lineWidth)
        }
    }
}

/// How text that does not fit the width of its rectangle is handled.
public enum TextWrapping: Hashable, Sendable, CaseIterable {
    /// Each line of the text (split at newlines) stays one line, truncated with `…`.
    case none
    /// Lines are broken at spaces and around wide clusters, words longer than a line are broken
    /// between clusters (see `wrapped(toDisplayWidth:)`).
    case word
}
