/// The result of parsing a format string: its `;`-separated pieces, in order.
public struct ParsedFormat: Hashable, Sendable {
    /// The whole format string.
    public var format: String
    /// The pieces in the order written.
    public var pieces: [Piece]

    /// One `;`-separated piece.
    public struct Piece: Hashable, Sendable {
        /// The piece as written, spaces included.
        public var text: String
        /// The column of the piece's first character in the whole string (1-based, in
        /// `Character`s).
        public var column: Int
        /// What the piece says.
        public var content: Content
    }

    /// The two kinds of piece.
    public enum Content: Hashable, Sendable {
        /// A linear equation, expanded to one equation per simple attribute (`center` gives
        /// centerX then centerY; `size` width then height; `frame` top, left, bottom, right).
        case equations([FormatEquation])
        /// A Visual Format string.
        case visualFormat(VisualFormat)
    }

    /// Every constraint of the string as an equation: piece by piece in the order written;
    /// within a Visual Format piece in the order of ``VisualFormat/steps``.
    public var equations: [FormatEquation] {
        pieces.flatMap { piece -> [FormatEquation] in
            switch piece.content {
            case .equations(let equations): equations
            case .visualFormat(let visualFormat): visualFormat.equations()
            }
        }
    }
}
