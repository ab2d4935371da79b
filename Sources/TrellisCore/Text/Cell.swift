/// One cell of the terminal grid: a grapheme cluster and its style.
///
/// A cluster that is two cells wide (CJK, most emoji) is stored in its first cell with
/// `width == 2`; the cell to its right is a *continuation* (`width == 0`) that draws nothing of
/// its own. A blank cell holds a space.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown; a space for a blank cell and for a continuation.
    public var grapheme: Character
    /// How the cell looks.
    public var style: Style
    /// The number of columns the cluster occupies: 1 or 2, or 0 for the continuation of a
    /// wide cluster that starts in the cell to the left.
    public var width: UInt8

    /// Creates a cell from a cluster whose display width is already known.
    ///
    /// - Parameters:
    ///   - grapheme: The cluster to show.
    ///   - width: Its display width in columns: 1 or 2 (0 marks a continuation).
    ///   - style: How it looks.
    public init(grapheme: Character, width: UInt8, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A blank cell with the default style.
    public static let blank = Cell(grapheme: " ", width: 1)

    /// A blank cell with the given style (for filling backgrounds).
    public static func blank(_ style: Style) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The right half of a wide cluster whose first half has `style`.
    public static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: " ", width: 0, style: style)
    }

    /// Whether this cell is the right half of a wide cluster.
    public var isContinuation: Bool { width == 0 }
}
