/// A small subset of Markdown, parsed into blocks of styled text for ``MarkdownView``:
/// headings (`#` to `######`), paragraphs, bullet (`-`, `*`, `+`) and numbered (`1.`) lists,
/// nested by indentation, fenced code blocks (between lines of three backticks), rules (`---`), and inside text
/// *emphasis*, **strong**, `code`, [links](url) and backslash escapes.
///
/// Anything else is text: a marker that is never closed stays as typed, so no input fails to
/// parse.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "# Title\n\nSome *emphasis* and `code`.")
/// document.blocks.first   // .heading(level: 1, [Span("Title")])
/// ```
public struct MarkdownDocument: Hashable, Sendable {
    /// A run of text with one look.
    public struct Span: Hashable, Sendable {
        /// The text, markers removed.
        public var text: String
        /// Inside `*…*` or `_…_`.
        public var isEmphasis = false
        /// Inside `**…**` or `__…__`.
        public var isStrong = false
        /// Inside a code span (between backticks).
        public var isCode = false
        /// The target of the link the text is in, or `nil`.
        public var link: String?

        /// Creates a span.
        public init(
            _ text: String, isEmphasis: Bool = false, isStrong: Bool = false, isCode: Bool = false,
            link: String? = nil
        ) {
            self.text = text
            self.isEmphasis = isEmphasis
            self.isStrong = isStrong
            self.isCode = isCode
            self.link = link
        }
    }

    /// One block of the document.
    public enum Block: Hashable, Sendable {
        /// A heading of level 1 to 6.
        case heading(level: Int, [Span])
        /// A paragraph: consecutive lines of text, joined.
        case paragraph([Span])
        /// A list item: its marker (`•` for bullets, `3.` for numbers), its nesting depth (0 at
        /// the left) and its text.
        case listItem(marker: String, depth: Int, [Span])
        /// A fenced code block: the language after the opening fence (or `nil`) and its lines.
        case code(language: String?, lines: [String])
        /// A horizontal rule.
        case rule
    }

    /// The blocks, in order.
    public let blocks: [Block]

    /// Parses `markdown`.
    public init(parsing markdown: String) {
        blocks = BlockParser(lines: markdown.split(separator: "\n", omittingEmptySubsequences: false)).parse()
    }

    /// The spans of one line or paragraph of inline Markdown.
    public static func spans(parsing text: String) -> [Span] {
        var parser = InlineParser(text)
        return parser.parse()
    }
}

/// Splits lines into blocks.
private struct BlockParser {
    let lines: [Substring]

    func parse() -> [MarkdownDocument.Block] {
        var blocks: [MarkdownDocument.Block] = []
        var paragraph: [String] = []
        var index = 0
        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            blocks.append(.paragraph(MarkdownDocument.spans(parsing: paragraph.joined(separator: " "))))
            paragraph = []
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingLeadingSpaces()
            index += 1
            if trimmed.hasPrefix("```") {
                flushParagraph()
                let language = trimmed.dropFirst(3).trimmingLeadingSpaces()
                var code: [String] = []
                while index < lines.count, !lines[index].trimmingLeadingSpaces().hasPrefix("```") {
                    code.append(String(lines[index]))
                    index += 1
                }
                index += 1  // the closing fence, if any
                blocks.append(.code(language: language.isEmpty ? nil : String(language), lines: code))
            } else if trimmed.isEmpty {
                flushParagraph()
            } else if let heading = Self.heading(trimmed) {
                flushParagraph()
                blocks.append(heading)
            } else if Self.isRule(trimmed) {
                flushParagraph()
                blocks.append(.rule)
            } else if let item = Self.listMarker(trimmed) {
                flushParagraph()
                var itemText = String(item.text)
                // Lines indented under the item, up to a blank line or another block, continue it.
                while index < lines.count, lines[index].hasPrefix("  "),
                    Self.listMarker(lines[index].trimmingLeadingSpaces()) == nil,
                    !lines[index].trimmingLeadingSpaces().isEmpty
                {
                    itemText += " " + lines[index].trimmingLeadingSpaces()
                    index += 1
                }
                let depth = (line.count - trimmed.count) / 2
                blocks.append(
                    .listItem(marker: item.marker, depth: depth, MarkdownDocument.spans(parsing: itemText)))
            } else {
                paragraph.append(String(trimmed))
            }
        }
        flushParagraph()
        return blocks
    }

    /// `# Title` to `###### Title`.
    static func heading(_ line: Substring) -> MarkdownDocument.Block? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return .heading(level: hashes, MarkdownDocument.spans(parsing: String(rest.trimmingLeadingSpaces())))
    }

    /// Three or more of the same `-`, `*` or `_`, alone on the line.
    static func isRule(_ line: Substring) -> Bool {
        let characters = line.filter { $0 != " " }
        guard characters.count >= 3, let first = characters.first, "-*_".contains(first) else { return false }
        return characters.allSatisfy { $0 == first }
    }

    /// The marker and text of a list item: `- text`, `* text`, `+ text` or `12. text`.
    static func listMarker(_ line: Substring) -> (marker: String, text: Substring)? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return ("•", line.dropFirst(2))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") || rest.hasPrefix(") ") else { return nil }
        return ("\(digits).", rest.dropFirst(2))
    }
}

/// Splits a line of text into spans.
private struct InlineParser {
    let characters: [Character]
    var spans: [MarkdownDocument.Span] = []
    var current = MarkdownDocument.Span("")

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parse() -> [MarkdownDocument.Span] {
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count,
                characters[index + 1].isPunctuation
                    || characters[index + 1].isSymbol
            {
                current.text.append(characters[index + 1])
                index += 2
            } else if character == "`", let close = find("`", from: index + 1) {
                emit(String(characters[(index + 1)..<close]), code: true)
                index = close + 1
            } else if character == "[", let link = parseLink(at: index) {
                let text = link.text
                var inner = InlineParser(text)
                for var span in inner.parse() {
                    span.link = link.target
                    span.isStrong = span.isStrong || current.isStrong
                    span.isEmphasis = span.isEmphasis || current.isEmphasis
                    flush()
                    spans.append(span)
                }
                index = link.end
            } else if character == "*" || character == "_" {
                let doubled = index + 1 < characters.count && characters[index + 1] == character
                let marker = doubled ? String(repeating: character, count: 2) : String(character)
                let isOpen = doubled ? current.isStrong : current.isEmphasis
                if isOpen || canOpen(marker, at: index) {
                    flush()
                    if doubled { current.isStrong.toggle() } else { current.isEmphasis.toggle() }
                } else {
                    current.text += marker
                }
                index += marker.count
            } else {
                current.text.append(character)
                index += 1
            }
        }
        flush()
        return spans
    }

    /// Whether `marker` at `index` opens emphasis: it is followed by text, an underscore is not
    /// inside a word, and the same marker closes it later.
    func canOpen(_ marker: String, at index: Int) -> Bool {
        let after = index + marker.count
        guard after < characters.count, characters[after] != " " else { return false }
        if marker.first == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
            return false
        }
        let needle = Array(marker)
        var search = after + 1
        while search + needle.count <= characters.count {
            if Array(characters[search..<(search + needle.count)]) == needle, characters[search - 1] != " " {
                // A single marker must not be half of a double one.
                let nextIsSame =
                    search + needle.count < characters.count
                    && characters[search + needle.count] == needle[0]
                if needle.count == 2 || !nextIsSame { return true }
                search += 2
                continue
            }
            search += 1
        }
        return false
    }

    /// The index of the next `character` at or after `start`.
    func find(_ character: Character, from start: Int) -> Int? {
        guard start < characters.count else { return nil }
        return characters[start...].firstIndex(of: character)
    }

    /// `[text](target)` at `index`: its text, target and the index after it.
    func parseLink(at index: Int) -> (text: String, target: String, end: Int)? {
        guard let close = find("]", from: index + 1), close + 1 < characters.count,
            characters[close + 1] == "(",
            let end = find(")", from: close + 2)
        else { return nil }
        return (String(characters[(index + 1)..<close]), String(characters[(close + 2)..<end]), end + 1)
    }

    mutating func emit(_ text: String, code: Bool) {
        flush()
        var span = current
        span.text = text
        span.isCode = code
        spans.append(span)
    }

    /// Ends the current span (if it has text) and starts another with the same look.
    mutating func flush() {
        if !current.text.isEmpty { spans.append(current) }
        current.text = ""
    }
}

extension Substring {
    /// The text without its leading spaces.
    fileprivate func trimmingLeadingSpaces() -> Substring {
        drop { $0 == " " }
    }
}
