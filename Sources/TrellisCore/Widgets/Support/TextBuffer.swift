/// A place in a ``TextBuffer``: a line and a cluster index within it.
struct TextPosition: Hashable, Comparable {
    /// The line, from 0.
    var line: Int
    /// The grapheme cluster the position is before, from 0 (the line's length is its end).
    var index: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.index) < (rhs.line, rhs.index)
    }
}

/// Editable text with a cursor: the model behind ``TextField`` (one line) and ``TextView``
/// (many lines).
///
/// Text is kept as lines of grapheme clusters, so the cursor never lands inside a cluster and
/// an edit of one line costs the length of that line, not of the whole text. Columns are
/// display columns (a CJK character takes two), which is what moving up and down and clicking
/// need.
struct TextBuffer {
    /// The lines, without their newlines; never empty (an empty text is one empty line).
    private(set) var lines: [[Character]]
    /// The cursor.
    private(set) var cursor = TextPosition(line: 0, index: 0)
    /// The column the cursor tries to keep while it moves up and down through shorter lines.
    private var goalColumn: Int?

    /// Creates a buffer holding `text`, with the cursor at its end.
    init(_ text: String = "") {
        lines = Self.split(text)
        moveToDocumentEnd()
    }

    /// The text, lines joined by `"\n"`.
    var text: String {
        lines.map { String($0) }.joined(separator: "\n")
    }

    /// Replaces the whole text, keeping the cursor where it was as far as the new text allows.
    mutating func setText(_ text: String) {
        lines = Self.split(text)
        let line = min(cursor.line, lines.count - 1)
        cursor = TextPosition(line: line, index: min(cursor.index, lines[line].count))
        goalColumn = nil
    }

    /// Whether the text is empty.
    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    /// `text` cut into lines at every newline (`"\r\n"` is one newline).
    static func split(_ text: String) -> [[Character]] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0) }
    }

    // MARK: - Columns

    /// The display column where `position` starts in its line.
    func column(of position: TextPosition) -> Int {
        var column = 0
        for character in lines[position.line][..<position.index] { column += Self.width(of: character) }
        return column
    }

    /// The cursor's display column.
    var cursorColumn: Int { column(of: cursor) }

    /// The display width of a line.
    func width(ofLine line: Int) -> Int {
        lines[line].reduce(0) { $0 + Self.width(of: $1) }
    }

    /// The index in `line` whose cluster covers `column` (or the line's end past its last
    /// column): a click on either half of a wide character lands before it.
    func index(atColumn column: Int, inLine line: Int) -> Int {
        var start = 0
        for (index, character) in lines[line].enumerated() {
            let width = Self.width(of: character)
            if column < start + width { return index }
            start += width
        }
        return lines[line].count
    }

    /// `string` made fit to be typed into a buffer: tabs become `tab`, clusters that take no
    /// column (control characters, lone joiners) are dropped, and so are newlines unless
    /// `keepingNewlines` (then `"\r\n"` and the other line separators become `"\n"`).
    static func sanitized(_ string: String, tab: String, keepingNewlines: Bool) -> String {
        var result = ""
        for character in string {
            if character == "\t" {
                result += tab
            } else if character.isNewline {
                if keepingNewlines { result.append("\n") }
            } else if DisplayWidth.of(character) > 0 {
                result.append(character)
            }
        }
        return result
    }

    /// A cluster's width on screen; a cluster with no width of its own (a control character
    /// that slipped in) still takes a column so that the cursor can pass it.
    static func width(of character: Character) -> Int {
        max(1, DisplayWidth.of(character))
    }

    // MARK: - Moving

    /// Puts the cursor at `position`, clamped to the text.
    mutating func moveCursor(to position: TextPosition) {
        let line = max(0, min(position.line, lines.count - 1))
        cursor = TextPosition(line: line, index: max(0, min(position.index, lines[line].count)))
        goalColumn = nil
    }

    /// Puts the cursor at a line and display column (for clicks), clamped to the text.
    mutating func moveCursor(toLine line: Int, column: Int) {
        let line = max(0, min(line, lines.count - 1))
        moveCursor(to: TextPosition(line: line, index: index(atColumn: max(0, column), inLine: line)))
    }

    /// One cluster left, to the end of the previous line from a line's start.
    mutating func moveLeft() {
        moveCursor(to: position(before: cursor) ?? cursor)
    }

    /// One cluster right, to the start of the next line from a line's end.
    mutating func moveRight() {
        moveCursor(to: position(after: cursor) ?? cursor)
    }

    /// To the start of the line.
    mutating func moveToLineStart() {
        moveCursor(to: TextPosition(line: cursor.line, index: 0))
    }

    /// To the end of the line.
    mutating func moveToLineEnd() {
        moveCursor(to: TextPosition(line: cursor.line, index: lines[cursor.line].count))
    }

    /// To the start of the text.
    mutating func moveToDocumentStart() {
        moveCursor(to: TextPosition(line: 0, index: 0))
    }

    /// To the end of the text.
    mutating func moveToDocumentEnd() {
        moveCursor(to: TextPosition(line: lines.count - 1, index: lines[lines.count - 1].count))
    }

    /// `count` lines down (up when negative), keeping the column the cursor had before the
    /// first vertical move; past the first or last line, to that line's start or end.
    mutating func moveVertically(by count: Int) {
        let goal = goalColumn ?? cursorColumn
        let target = cursor.line + count
        if target < 0 {
            moveToDocumentStart()
        } else if target >= lines.count {
            moveToDocumentEnd()
        } else {
            cursor = TextPosition(line: target, index: index(atColumn: goal, inLine: target))
        }
        goalColumn = goal
    }

    /// To the start of the word before the cursor (crossing line breaks).
    mutating func moveWordLeft() {
        moveCursor(to: wordStart(before: cursor))
    }

    /// To the end of the word after the cursor (crossing line breaks).
    mutating func moveWordRight() {
        moveCursor(to: wordEnd(after: cursor))
    }

    // MARK: - Editing

    /// Inserts text at the cursor and moves the cursor after it; newlines in `string` split
    /// the line.
    mutating func insert(_ string: String) {
        let pieces = Self.split(string)
        var line = lines[cursor.line]
        let tail = Array(line[cursor.index...])
        line.removeSubrange(cursor.index...)
        line.append(contentsOf: pieces[0])
        if pieces.count == 1 {
            let index = line.count
            lines[cursor.line] = line + tail
            cursor.index = index
        } else {
            lines[cursor.line] = line
            var newLines = Array(pieces.dropFirst())
            let index = newLines[newLines.count - 1].count
            newLines[newLines.count - 1].append(contentsOf: tail)
            lines.insert(contentsOf: newLines, at: cursor.line + 1)
            cursor = TextPosition(line: cursor.line + newLines.count, index: index)
        }
        goalColumn = nil
    }

    /// Deletes the cluster before the cursor, or joins the line to the previous one at its
    /// start. Returns whether anything changed.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard let start = position(before: cursor) else { return false }
        deleteRange(from: start, to: cursor)
        return true
    }

    /// Deletes the cluster after the cursor, or joins the next line at the line's end.
    /// Returns whether anything changed.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard let end = position(after: cursor) else { return false }
        deleteRange(from: cursor, to: end)
        return true
    }

    /// Deletes back to the start of the word before the cursor. Returns whether anything
    /// changed.
    @discardableResult
    mutating func deleteWordBackward() -> Bool {
        let start = wordStart(before: cursor)
        guard start != cursor else { return false }
        deleteRange(from: start, to: cursor)
        return true
    }

    /// Deletes up to the end of the word after the cursor. Returns whether anything changed.
    @discardableResult
    mutating func deleteWordForward() -> Bool {
        let end = wordEnd(after: cursor)
        guard end != cursor else { return false }
        deleteRange(from: cursor, to: end)
        return true
    }

    /// Deletes from the line's start to the cursor. Returns whether anything changed.
    @discardableResult
    mutating func deleteToLineStart() -> Bool {
        guard cursor.index > 0 else { return false }
        deleteRange(from: TextPosition(line: cursor.line, index: 0), to: cursor)
        return true
    }

    /// Deletes from the cursor to the line's end. Returns whether anything changed.
    @discardableResult
    mutating func deleteToLineEnd() -> Bool {
        let end = lines[cursor.line].count
        guard cursor.index < end else { return false }
        deleteRange(from: cursor, to: TextPosition(line: cursor.line, index: end))
        return true
    }

    /// Removes the text between two positions (`start` ≤ `end`) and leaves the cursor at
    /// `start`.
    private mutating func deleteRange(from start: TextPosition, to end: TextPosition) {
        let head = lines[start.line][..<start.index]
        let tail = lines[end.line][end.index...]
        lines.replaceSubrange(start.line...end.line, with: [Array(head) + Array(tail)])
        cursor = start
        goalColumn = nil
    }

    // MARK: - Positions

    /// The position one cluster before `position`, or `nil` at the start of the text.
    private func position(before position: TextPosition) -> TextPosition? {
        if position.index > 0 { return TextPosition(line: position.line, index: position.index - 1) }
        guard position.line > 0 else { return nil }
        return TextPosition(line: position.line - 1, index: lines[position.line - 1].count)
    }

    /// The position one cluster after `position`, or `nil` at the end of the text.
    private func position(after position: TextPosition) -> TextPosition? {
        if position.index < lines[position.line].count {
            return TextPosition(line: position.line, index: position.index + 1)
        }
        guard position.line < lines.count - 1 else { return nil }
        return TextPosition(line: position.line + 1, index: 0)
    }

    /// Letters, digits and `_` make words; everything else (spaces, punctuation, line breaks)
    /// separates them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The character just before `position` in its line, or `nil` at a line's start (a line
    /// break, which separates words).
    private func character(before position: TextPosition) -> Character? {
        position.index > 0 ? lines[position.line][position.index - 1] : nil
    }

    /// The character just after `position` in its line, or `nil` at a line's end.
    private func character(after position: TextPosition) -> Character? {
        position.index < lines[position.line].count ? lines[position.line][position.index] : nil
    }

    /// Skips separators backwards, then the word before them.
    private func wordStart(before start: TextPosition) -> TextPosition {
        var position = start
        while let previous = self.position(before: position),
            !(character(before: position).map(Self.isWordCharacter) ?? false)
        {
            position = previous
        }
        while let character = character(before: position), Self.isWordCharacter(character) {
            position.index -= 1
        }
        return position
    }

    /// Skips separators forwards, then the word after them.
    private func wordEnd(after start: TextPosition) -> TextPosition {
        var position = start
        while let next = self.position(after: position),
            !(character(after: position).map(Self.isWordCharacter) ?? false)
        {
            position = next
        }
        while let character = character(after: position), Self.isWordCharacter(character) {
            position.index += 1
        }
        return position
    }
}
