extension StringProtocol {
    /// This text cut to fit `width` columns, ending with `…` when something was cut.
    ///
    /// Clusters are never split; when a wide cluster does not fit before the ellipsis, the
    /// result is one column narrower than `width`.
    ///
    /// ```swift
    /// "Hello, world".truncated(toDisplayWidth: 8)   // "Hello, …"
    /// "中文字幕".truncated(toDisplayWidth: 6)         // "中文…"
    /// "short".truncated(toDisplayWidth: 8)          // "short"
    /// ```
    ///
    /// - Parameter width: The columns available; 0 or less gives an empty string.
    /// - Returns: The text itself if it fits, else its longest prefix that fits in `width − 1`
    ///   columns followed by `…`.
    /// - Complexity: O(*n*) in the text's length.
    public func truncated(toDisplayWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if displayWidth <= width { return String(self) }
        return TextLayout.prefix(of: String(self)[...], fitting: width - 1).text + "…"
    }

    /// This text broken into lines of at most `width` columns.
    ///
    /// Each newline (`\n`, `\r\n`, U+2028 and the other line separators) starts a new line, and
    /// an empty input line stays an empty line. Lines break at spaces, which are dropped at the
    /// break, and on either side of a wide (East Asian) cluster, so Chinese and Japanese text
    /// wraps between characters. A word longer than a whole line starts a new line and is
    /// broken between clusters. A space other than a no-break space is a break opportunity.
    ///
    /// ```swift
    /// "the quick brown fox".wrapped(toDisplayWidth: 10)   // ["the quick", "brown fox"]
    /// "abcdefghij".wrapped(toDisplayWidth: 4)            // ["abcd", "efgh", "ij"]
    /// ```
    ///
    /// - Parameter width: The columns available per line; 0 or less gives no lines.
    /// - Returns: The lines, without trailing spaces at the breaks.
    /// - Complexity: O(*n*) in the text's length.
    public func wrapped(toDisplayWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in String(self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            TextLayout.wrap(paragraph, width: width, into: &lines)
        }
        return lines
    }
}

/// The word wrapping and truncation behind `truncated(toDisplayWidth:)` and
/// `wrapped(toDisplayWidth:)`.
enum TextLayout {
    /// The longest prefix of `text` that fits in `width` columns, and its width.
    static func prefix(of text: Substring, fitting width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let characterWidth = DisplayWidth.of(text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            end = text.index(after: index)
        }
        return (text[..<end], used)
    }

    /// A word and the spaces before it: the unit the line breaker places.
    private struct Token {
        var spaces: Substring
        var spacesWidth: Int
        var word: Substring
        var wordWidth: Int
    }

    /// Whether a line may break at this cluster (a space that is not a no-break space).
    private static func isBreakingSpace(_ character: Character) -> Bool {
        guard character.isWhitespace, !character.isNewline else { return false }
        switch character {
        case "\u{00A0}", "\u{2007}", "\u{202F}", "\u{FEFF}": return false
        default: return true
        }
    }

    /// Splits one paragraph into words with their leading spaces; a wide cluster is a word of
    /// its own, so that a line may break on either side of it.
    private static func tokens(of paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            var spacesWidth = 0
            let spacesStart = index
            while index < paragraph.endIndex, isBreakingSpace(paragraph[index]) {
                spacesWidth += DisplayWidth.of(paragraph[index])
                index = paragraph.index(after: index)
            }
            let wordStart = index
            var wordWidth = 0
            while index < paragraph.endIndex, !isBreakingSpace(paragraph[index]) {
                let width = DisplayWidth.of(paragraph[index])
                if width == 2 && wordWidth > 0 { break }  // a wide cluster starts a new word
                wordWidth += width
                index = paragraph.index(after: index)
                if width == 2 { break }  // and ends it
            }
            tokens.append(
                Token(
                    spaces: paragraph[spacesStart..<wordStart], spacesWidth: spacesWidth,
                    word: paragraph[wordStart..<index], wordWidth: wordWidth))
        }
        return tokens
    }

    /// Greedily fills lines of `width` columns with the words of one paragraph.
    static func wrap(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var atParagraphStart = true
        for token in tokens(of: paragraph) where !token.word.isEmpty {
            // Spaces at the start of the paragraph are kept (indentation); at a break they go.
            let keepsSpaces = atParagraphStart || lineWidth > 0
            let needed = (keepsSpaces ? token.spacesWidth : 0) + token.wordWidth
            if lineWidth + needed <= width {
                if keepsSpaces { line += token.spaces }
                line += token.word
                lineWidth += needed
            } else if token.wordWidth <= width {
                if lineWidth > 0 || atParagraphStart == false { lines.append(line) }
                line = String(token.word)
                lineWidth = token.wordWidth
            } else {
                // Longer than a whole line: start afresh and break it between clusters.
                if lineWidth > 0 { lines.append(line) }
                var rest = token.word
                while true {
                    var (chunk, chunkWidth) = prefix(of: rest, fitting: width)
                    if chunk.isEmpty {
                        // A wide cluster on a one-column line: it can only be clipped.
                        chunk = rest.prefix(1)
                        chunkWidth = DisplayWidth.of(chunk)
                    }
                    rest = rest[chunk.endIndex...]
                    line = String(chunk)
                    lineWidth = chunkWidth
                    if rest.isEmpty { break }
                    lines.append(line)
                }
            }
            atParagraphStart = false
        }
        lines.append(line)
    }
}
