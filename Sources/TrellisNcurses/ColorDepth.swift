/// How many colours a terminal can show, from none to 24-bit.
public enum ColorDepth: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// No colour at all: only attributes (bold, reverse, …) distinguish text.
    case monochrome = 0
    /// The 8 basic ANSI colours.
    case ansi8 = 8
    /// The 16 ANSI colours (8 normal and 8 bright).
    case ansi16 = 16
    /// The 256-colour palette: 16 ANSI colours, a 6×6×6 colour cube and 24 greys.
    case palette256 = 256
    /// Any 24-bit RGB colour ("direct colour").
    case direct = 16_777_216

    /// The depth of a terminal that reports `count` colours (terminfo's `colors`).
    ///
    /// - Parameter count: The number of colours; anything between the steps rounds down.
    public init(colorCount count: Int) {
        switch count {
        case 16_777_216...: self = .direct
        case 256...: self = .palette256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .monochrome
        }
    }

    /// Orders depths from fewest to most colours.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `"256 colours"`, `"direct colour"`, ….
    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colours"
        case .ansi16: "16 colours"
        case .palette256: "256 colours"
        case .direct: "direct colour"
        }
    }
}
