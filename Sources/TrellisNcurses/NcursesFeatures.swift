import CNcurses
import TrellisCore

/// What the ncurses Trellis was built against provides beyond ncurses 5.7 (macOS's system
/// ncurses), and what the backend draws instead where it does not.
///
/// The backend reports each ``Degradation`` once, when it opens, in the frame log
/// (`TRELLIS_FRAME_LOG`) and in ``NcursesBackend/degradations``.
public struct NcursesFeatures: Hashable, Sendable {
    /// The version of the ncurses header, "6.4.20221231".
    public var version: String
    /// Whether colour pairs and colours are `int`s (ncurses 6.1): more than 256 colour pairs,
    /// and 24-bit colours.
    public var extendedColorPairs: Bool
    /// Whether ncurses has an italic attribute (ncurses 5.9, 20130831).
    public var italic: Bool
    /// Whether this is the build limited to the ncurses 5.7 API (`TRELLIS_NCURSES_LEGACY`).
    public var isLegacyBuild: Bool

    /// Describes an ncurses.
    public init(version: String, extendedColorPairs: Bool, italic: Bool, isLegacyBuild: Bool = false) {
        self.version = version
        self.extendedColorPairs = extendedColorPairs
        self.italic = italic
        self.isLegacyBuild = isLegacyBuild
    }

    /// The ncurses this program was compiled against.
    public static let compiled = NcursesFeatures(
        version: String(cString: trellis_ncurses_version()) + "." + String(trellis_ncurses_patch()),
        extendedColorPairs: trellis_has_extended_pairs() != 0, italic: trellis_has_italic() != 0,
        isLegacyBuild: trellis_is_legacy_build() != 0)

    /// Something drawn in a lesser way than asked, and how.
    public struct Degradation: Hashable, Sendable, CustomStringConvertible {
        /// What is missing: `"italic"`, `"colour pairs"`, `"direct colour"`.
        public var feature: String
        /// What is drawn instead, and why.
        public var fallback: String

        /// `"italic: drawn upright (…)"`.
        public var description: String { "\(feature): \(fallback)" }
    }

    /// What a terminal loses with this ncurses.
    ///
    /// - Parameters:
    ///   - terminalPairs: The colour pairs the terminfo entry offers (`COLOR_PAIRS`).
    ///   - usablePairs: The colour pairs the backend can use with this ncurses.
    ///   - directColorWanted: Whether 24-bit colour was asked for (by `COLORTERM` or a
    ///     `-direct` terminfo entry) and cannot be had without extended colour pairs.
    public func degradations(terminalPairs: Int, usablePairs: Int, directColorWanted: Bool) -> [Degradation] {
        let why = "ncurses \(version)\(isLegacyBuild ? " (built for the 5.7 API)" : "")"
        var result: [Degradation] = []
        if !italic {
            result.append(
                Degradation(feature: "italic", fallback: "drawn upright; \(why) has no italic attribute"))
        }
        if usablePairs < terminalPairs {
            result.append(
                Degradation(
                    feature: "colour pairs",
                    fallback: "\(usablePairs) of the terminal's \(terminalPairs), then the default colours; "
                        + "\(why) has no extended colour pairs"))
        }
        if directColorWanted && !extendedColorPairs {
            result.append(
                Degradation(
                    feature: "direct colour",
                    fallback: "mapped to the terminal's palette; \(why) has no extended colours"))
        }
        return result
    }
}
