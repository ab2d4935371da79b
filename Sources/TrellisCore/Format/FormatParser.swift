/// Reads format strings that mix JBNSLayoutConstraint-style linear equations and Apple's
/// Visual Format Language, separated by `;`.
///
/// ```swift
/// let parsed = try FormatParser.parse(
///     "H:|[view1(20)];V:|[view1];view1.height==view2+metric1",
///     views: ["view1", "view2"], metrics: ["metric1": 42])
/// for equation in parsed.equations { print(equation) }
/// // view1.width == 20
/// // view1.leading == |.leading
/// // view1.top == |.top
/// // view1.height == view2.height + 42
/// ```
///
/// A piece is Visual Format when it starts (after spaces) with `H:`, `V:`, `[` or `-`, with
/// `|` not followed by `.` or a relation (`|.left == …` is an equation with the superview on
/// the wrong side), with any name followed by `:` (so `X:` reports an unknown orientation),
/// or with `H`/`V` followed by `|` or `[` (a forgotten colon). Every other piece is an
/// equation. Names are C
/// identifiers; views and metrics are checked while parsing, so every name in the result
/// exists in `views` (the superview is ``FormatItem/superview``).
public enum FormatParser {
    /// The deepest nesting of parentheses in an equation; deeper input throws
    /// ``FormatError/Kind/nestingTooDeep`` rather than exhausting the stack.
    public static let maximumNesting = 32

    /// Parses a format string.
    ///
    /// - Parameters:
    ///   - format: `;`-separated pieces, each an equation or a Visual Format string.
    ///   - views: the view names the string may use.
    ///   - metrics: named numbers the string may use wherever a number goes.
    ///   - options: alignment and direction for every Visual Format piece.
    /// - Returns: the pieces, in order.
    /// - Throws: ``FormatError`` at the first problem, reading left to right; an empty piece
    ///   (an empty string, `;;`, a trailing `;`) is an error too.
    /// - Complexity: O(*n*) in the length of `format`.
    public static func parse(
        _ format: String, views: Set<String>, metrics: [String: Double] = [:], options: FormatOptions = []
    ) throws(FormatError) -> ParsedFormat {
        let source = FormatScanner.Source(format)
        let names = FormatNames(views: views, metrics: metrics)
        var pieces: [ParsedFormat.Piece] = []
        var start = 0
        while start <= source.codes.count {
            let end = source.codes[start...].firstIndex(of: UInt8(ascii: ";")) ?? source.codes.count
            let scanner = FormatScanner(source: source, start: start, end: end)
            let content = try parsePiece(scanner, names: names, options: options)
            pieces.append(
                ParsedFormat.Piece(
                    text: String(source.characters[start..<end]), column: start + 1, content: content))
            start = end + 1
        }
        return ParsedFormat(format: format, pieces: pieces)
    }

    /// Decides what kind of piece `scanner` holds and parses it.
    private static func parsePiece(
        _ scanner: FormatScanner, names: FormatNames, options: FormatOptions
    ) throws(FormatError) -> ParsedFormat.Content {
        var probe = scanner
        probe.skipWhitespace()
        if probe.isAtEnd { throw probe.error(.emptyPiece, at: probe.start) }
        if isVisualFormat(probe) {
            var parser = VisualFormatParser(scanner: scanner, names: names, options: options)
            return .visualFormat(try parser.parse())
        }
        var parser = EquationParser(scanner: scanner, names: names)
        return .equations(try parser.parse())
    }

    /// Whether the piece at `probe` (on its first non-space character) reads as Visual Format.
    private static func isVisualFormat(_ probe: FormatScanner) -> Bool {
        switch probe.current {
        case UInt8(ascii: "|"):
            // `|.width == …` and `| == …` are equations with the superview on the left.
            var cursor = probe
            cursor.advance()
            cursor.skipWhitespace()
            guard let byte = cursor.current else { return true }
            return !"<=>.".utf8.contains(byte)
        case UInt8(ascii: "["), UInt8(ascii: "-"): return true
        default: break
        }
        guard probe.isAtIdentifier else { return false }
        var cursor = probe
        guard let name = try? cursor.scanIdentifier() else { return false }
        cursor.skipWhitespace()
        if cursor.isAt(UInt8(ascii: ":")) { return true }
        return (name == "H" || name == "V")
            && (cursor.isAt(UInt8(ascii: "|")) || cursor.isAt(UInt8(ascii: "[")))
    }
}
