/// A cursor over one `;`-separated piece of a format string.
///
/// Positions are indices into the whole string's `Character`s, so every error column is
/// relative to the whole string without any bookkeeping. Each character is reduced to one
/// byte first: its ASCII value, or ``FormatScanner/nonASCII`` for anything else (names,
/// numbers and punctuation are all ASCII, so nothing else can ever be valid). `"\r\n"` is a
/// single `Character` and reads as a line break.
struct FormatScanner {
    /// The byte that stands for every non-ASCII character.
    static let nonASCII: UInt8 = 0x80

    /// The whole format string, shared by every piece's scanner.
    struct Source {
        /// The string as given.
        let format: String
        /// Its characters.
        let characters: [Character]
        /// One byte per character (see ``FormatScanner``).
        let codes: [UInt8]

        init(_ format: String) {
            self.format = format
            characters = Array(format)
            codes = characters.map { $0.asciiValue ?? FormatScanner.nonASCII }
        }
    }

    /// The string this piece belongs to.
    let source: Source
    /// The index of the piece's first character.
    let start: Int
    /// The index just past the piece's last character.
    let end: Int
    /// The index of the next character to read.
    var position: Int

    init(source: Source, start: Int, end: Int) {
        self.source = source
        self.start = start
        self.end = end
        position = start
    }

    /// Whether the piece is used up.
    var isAtEnd: Bool { position >= end }

    /// The byte at the cursor, or `nil` at the end of the piece.
    var current: UInt8? { position < end ? source.codes[position] : nil }

    /// The byte after the cursor, or `nil` past the end of the piece.
    var next: UInt8? { position + 1 < end ? source.codes[position + 1] : nil }

    /// Whether the cursor is on `byte`.
    func isAt(_ byte: UInt8) -> Bool { current == byte }

    /// Moves past one character.
    mutating func advance() { position += 1 }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { position += 1 }
    }

    // MARK: Character classes

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Whether a number starts at the cursor: a digit, or `.` followed by a digit.
    var isAtNumber: Bool {
        guard let byte = current else { return false }
        if Self.isDigit(byte) { return true }
        return byte == UInt8(ascii: ".") && next.map(Self.isDigit) == true
    }

    /// Whether a name starts at the cursor.
    var isAtIdentifier: Bool { current.map(Self.isIdentifierStart) == true }

    // MARK: Tokens

    /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`); the cursor must be on its start.
    ///
    /// - Throws: ``FormatError/Kind/unexpectedCharacter(found:expected:)`` at a non-ASCII
    ///   character glued to the name (`wé`), which would otherwise split it in two.
    mutating func scanIdentifier() throws(FormatError) -> String {
        let first = position
        while let byte = current, Self.isIdentifierBody(byte) { position += 1 }
        if current == Self.nonASCII { throw unexpected(expected: "ASCII letters, digits or '_' in a name") }
        return String(decoding: source.codes[first..<position], as: UTF8.self)
    }

    /// Reads a decimal number (`12`, `1.5`, `.5`, `5.`, `1e3`, `2.5E-2`); the cursor must be
    /// on its start (see ``isAtNumber``).
    ///
    /// Letters, digits, `_` or `.` glued to the end make the whole run a bad number
    /// (`1.2.3`, `12px`, `1e`), rather than two tokens in a row.
    ///
    /// - Throws: ``FormatError/Kind/badNumber(_:)`` at the number's first character.
    mutating func scanNumber() throws(FormatError) -> Double {
        let first = position
        while let byte = current, Self.isDigit(byte) { position += 1 }
        if isAt(UInt8(ascii: ".")) {
            position += 1
            while let byte = current, Self.isDigit(byte) { position += 1 }
        }
        if let byte = current, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var probe = position + 1
            if probe < end,
                source.codes[probe] == UInt8(ascii: "+") || source.codes[probe] == UInt8(ascii: "-")
            {
                probe += 1
            }
            if probe < end, Self.isDigit(source.codes[probe]) {
                position = probe
                while let byte = current, Self.isDigit(byte) { position += 1 }
            }
        }
        var glued = false
        while let byte = current, Self.isIdentifierBody(byte) || byte == UInt8(ascii: ".") {
            glued = true
            position += 1
        }
        let text = String(source.characters[first..<position])
        guard !glued, let value = Double(text), value.isFinite else {
            throw error(.badNumber(text), at: first)
        }
        return value
    }

    /// Reads `==`, `<=` or `>=` if the cursor is on one.
    ///
    /// - Throws: ``FormatError/Kind/unexpectedCharacter(found:expected:)`` at a lone `=`, `<`
    ///   or `>` (or the `=` of `=<`, `=>`), which are the usual slips.
    mutating func scanRelation() throws(FormatError) -> FormatRelation? {
        guard let byte = current else { return nil }
        let relation: FormatRelation
        switch byte {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return nil
        }
        guard next == UInt8(ascii: "=") else {
            throw unexpected(expected: "'==', '<=' or '>='")
        }
        position += 2
        return relation
    }

    // MARK: Errors

    /// An error of `kind` at character index `index` of the whole string.
    func error(_ kind: FormatError.Kind, at index: Int) -> FormatError {
        FormatError(
            kind: kind, format: source.format, piece: String(source.characters[start..<end]),
            pieceColumn: start + 1, column: index + 1)
    }

    /// "Unexpected character" at `index`, or "unexpected end" when `index` is past the piece.
    func unexpected(at index: Int, expected: String) -> FormatError {
        if index >= end { return error(.unexpectedEnd(expected: expected), at: end) }
        return error(.unexpectedCharacter(found: source.characters[index], expected: expected), at: index)
    }

    /// "Unexpected character" or "unexpected end" at the cursor.
    func unexpected(expected: String) -> FormatError { unexpected(at: position, expected: expected) }
}
