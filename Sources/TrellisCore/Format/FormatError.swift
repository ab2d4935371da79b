/// Why a format string (linear equations and Visual Format) could not be parsed, and where.
///
/// `column` is 1-based and counted in `Character`s (grapheme clusters) of the *whole*
/// format string, not of the piece; it may be one past the last character when the string
/// ended too early. ``description`` prints the message, then the offending piece with a caret
/// under the column:
///
/// ```
/// unknown view 'view3' at column 15
///     view1.left == view3.right
///                   ^
/// ```
///
/// The caret line is built from the piece itself: each character before the column becomes a
/// space (a tab stays a tab, so tab stops line up), line breaks in the piece print as spaces.
/// Because columns count `Character`s, a double-width character (CJK, most emoji) before the
/// column pushes the text one cell further than the caret; names and numbers are ASCII, so
/// this only happens when such characters appear in an error.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let kind: Kind
    /// The whole format string that was parsed.
    public let format: String
    /// The `;`-separated piece that holds the error, exactly as written (spaces included).
    public let piece: String
    /// The column at which ``piece`` starts in ``format`` (1-based, in `Character`s).
    public let pieceColumn: Int
    /// The column of the error in ``format`` (1-based, in `Character`s); at most
    /// `format.count + 1`.
    public let column: Int

    /// Creates an error; the parser is the only maker.
    init(kind: Kind, format: String, piece: String, pieceColumn: Int, column: Int) {
        self.kind = kind
        self.format = format
        self.piece = piece
        self.pieceColumn = pieceColumn
        self.column = column
    }

    /// The one-line message without position, such as `unknown view 'view3'`.
    public var message: String { kind.message }

    /// The message with the column, then the piece and a caret under the error.
    public var description: String {
        let shown = piece.map { $0.isNewline ? " " : $0 }
        let caretOffset = max(0, min(column - pieceColumn, shown.count))
        let padding = shown.prefix(caretOffset).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(message) at column \(column)\n    \(String(shown))\n    \(padding)^"
    }
}
