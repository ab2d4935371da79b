/// One cell of the terminal grid: a grapheme cluster and its style.
///
/// A cluster that is two cells wide (CJK, most emoji) is stored in its first cell with
/// `width == 2`; the cell to its right is a *continuation* (`width == 0`) that draws nothing of
/// its own. A blank cell holds a space.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster, stored without references (see `CellGlyph`).
    var glyph: CellGlyph
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
        self.init(glyph: CellGlyph(grapheme), width: width, style: style)
    }

    /// Creates a cell from its stored glyph.
    init(glyph: CellGlyph, width: UInt8, style: Style) {
        self.glyph = glyph
        self.width = width
        self.style = style
    }

    /// Creates a one-column cell showing an ASCII character (`byte` below 0x80).
    init(ascii byte: UInt8, style: Style) {
        self.init(glyph: CellGlyph(ascii: byte), width: 1, style: style)
    }

    /// The grapheme cluster shown; a space for a blank cell and for a continuation.
    public var grapheme: Character {
        get { glyph.character }
        set { glyph = CellGlyph(newValue) }
    }

    /// The cluster's code point when it has exactly one (most cells), without building a
    /// `Character`: what a backend needs to draw the cell.
    public var scalar: Unicode.Scalar? { glyph.singleScalar }

    /// Whether the cell shows a single space (its background only, unless underlined or
    /// reversed).
    public var isSpace: Bool { glyph.isSpace }

    /// Calls `body` with the UTF-8 bytes of the cell's cluster, without building a `Character`.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try glyph.withUTF8(body)
    }

    /// A blank cell with the default style.
    public static let blank = Cell(glyph: .space, width: 1, style: .plain)

    /// A blank cell with the given style (for filling backgrounds).
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 1, style: style)
    }

    /// The right half of a wide cluster whose first half has `style`.
    public static func continuation(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 0, style: style)
    }

    /// A cell equal to no cell ever drawn (its width is impossible): marks a cell of a screen's
    /// front buffer whose content on the terminal is unknown, so that the next frame redraws it.
    static let unknown = Cell(glyph: .space, width: .max, style: .plain)

    /// Whether this cell is the right half of a wide cluster.
    public var isContinuation: Bool { width == 0 }
}
