/// A multi-line text editor that scrolls in both directions to keep its cursor in view.
///
/// It takes the editing keys of ``TextField`` (characters, Left/Right, Home/End, word jumps
/// and word deletion, the readline chords) and adds the ones of a text area:
///
/// | Keys | Action |
/// |---|---|
/// | Up, Down | move a line, keeping the column |
/// | Page Up, Page Down | move and scroll by a page (the view's height) |
/// | Ctrl-Home, Ctrl-End | to the start, to the end of the text |
/// | Enter | insert a line break |
/// | Backspace at a line's start, Delete at its end | join the lines |
///
/// Tab is left to the application, so it moves focus as in every other widget; pasted text
/// keeps its line breaks (tabs become four spaces). The mouse wheel scrolls without moving
/// the cursor, and a click places the cursor. Lines are not wrapped: long lines scroll sideways.
///
/// ```swift
/// let notes = TextView(text: "Shopping:\n- bread")
/// notes.onChange = { text in draft = text }
/// window.addSubview(notes)
/// notes.bb.fill(insets: 1)
/// ```
@MainActor
open class TextView: TermView {
    /// The text, lines separated by `"\n"`. Setting it does not call ``onChange`` and keeps the
    /// cursor where it was, as far as the new text allows.
    public var text: String {
        get { buffer.text }
        set {
            let clean = Self.sanitized(newValue)
            guard clean != buffer.text else { return }
            buffer.setText(clean)
            textDidChange(notifying: false)
        }
    }

    /// Whether the user may change the text (`true` by default). A read-only text view still
    /// takes focus, moves its cursor and scrolls; keys that would edit go on to the superview.
    public var isEditable = true

    /// Called with the new text after each edit by the user (typing, deleting, pasting).
    public var onChange: (@MainActor (String) -> Void)?

    /// The size the view asks for when nothing else decides it (30 × 5 by default); its
    /// intrinsic size. It stretches beyond it as constraints ask.
    public var preferredSize = Size(width: 30, height: 5) {
        didSet { if preferredSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How many lines (or columns, tilted) one step of the mouse wheel scrolls; 3 by default.
    public var wheelScrollAmount = 3

    /// The first line and the first display column shown: how far the text is scrolled.
    public private(set) var scrollOffset = Point.zero

    /// The text and the cursor.
    var buffer: TextBuffer

    /// Creates a text view with the cursor at the start of `text`.
    ///
    /// - Parameter text: The initial text.
    public init(text: String = "") {
        buffer = TextBuffer(Self.sanitized(text))
        buffer.moveToDocumentStart()
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The number of lines (an empty text has one).
    public var lineCount: Int { buffer.lines.count }

    /// The cursor: its line and its index of grapheme clusters within the line. Setting it
    /// clamps it to the text and scrolls to it.
    public var cursorLocation: (line: Int, index: Int) {
        get { (buffer.cursor.line, buffer.cursor.index) }
        set {
            buffer.moveCursor(to: TextPosition(line: newValue.line, index: newValue.index))
            cursorDidMove()
        }
    }

    private static func sanitized(_ text: String) -> String {
        TextBuffer.sanitized(text, tab: "    ", keepingNewlines: true)
    }

    // MARK: - Layout

    /// ``preferredSize`` (negative sides count as 0).
    open override var intrinsicContentSize: Size {
        Size(width: max(0, preferredSize.width), height: max(0, preferredSize.height))
    }

    /// Keeps the cursor visible when the view's size changes.
    open override func layoutSubviews() {
        scrollToCursor()
    }

    // MARK: - Focus and cursor

    /// A text view takes focus.
    open override var canBecomeFocused: Bool { true }

    /// The cursor's cell in the view; outside the view (so hidden) when the wheel scrolled it
    /// away.
    open override var cursorPosition: Point? {
        Point(x: buffer.cursorColumn - scrollOffset.x, y: buffer.cursor.line - scrollOffset.y)
    }

    // MARK: - Drawing

    /// Fills the view with the theme's field style (focused or not) and draws the visible part
    /// of each visible line.
    open override func draw(in canvas: Canvas) {
        let style = isFocused ? theme.focusedField : theme.field
        canvas.fill(with: .blank(style))
        let lines = buffer.lines
        for row in 0..<max(0, bounds.height) {
            let lineIndex = scrollOffset.y + row
            guard lineIndex < lines.count else { break }
            var column = 0
            for character in lines[lineIndex] {
                let width = TextBuffer.width(of: character)
                let x = column - scrollOffset.x
                if x >= bounds.width { break }
                if x + width > 0 { canvas.put(character, at: Point(x: x, y: row), style: style) }
                column += width
            }
        }
    }

    // MARK: - Scrolling

    /// The widest line's display width.
    private var widestLine: Int {
        (0..<buffer.lines.count).map { buffer.width(ofLine: $0) }.max() ?? 0
    }

    /// Scrolls to `offset`, clamped so that the text does not leave the view needlessly.
    public func scroll(to offset: Point) {
        let maxY = max(0, buffer.lines.count - bounds.height)
        let maxX = max(0, widestLine + 1 - bounds.width)
        let clamped = Point(x: max(0, min(offset.x, maxX)), y: max(0, min(offset.y, maxY)))
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
    }

    /// Scrolls the least that brings the cursor's cell (the whole cluster under it) into view.
    func scrollToCursor() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        var offset = scrollOffset
        // Text removed at the end pulls the rest back into view.
        offset.y = min(offset.y, max(0, buffer.lines.count - bounds.height))
        let line = buffer.cursor.line
        if line < offset.y { offset.y = line }
        if line >= offset.y + bounds.height { offset.y = line - bounds.height + 1 }
        let start = buffer.cursorColumn
        let characters = buffer.lines[line]
        let index = buffer.cursor.index
        let width = index < characters.count ? TextBuffer.width(of: characters[index]) : 1
        offset.x = min(offset.x, max(0, buffer.width(ofLine: line) + 1 - bounds.width))
        if start < offset.x { offset.x = start }
        if start + width > offset.x + bounds.width { offset.x = start + width - bounds.width }
        offset = Point(x: max(0, offset.x), y: max(0, offset.y))
        if offset != scrollOffset {
            scrollOffset = offset
            setNeedsDisplay()
        }
    }

    // MARK: - Editing

    /// After any change of the text: scroll, redraw, and tell ``onChange`` if the user made it.
    private func textDidChange(notifying: Bool) {
        scrollToCursor()
        setNeedsDisplay()
        if notifying { onChange?(buffer.text) }
    }

    /// After a move of the cursor alone.
    private func cursorDidMove() {
        scrollToCursor()
        setNeedsDisplay()
    }

    /// Inserts `string` at the cursor as if the user typed it (line breaks kept, tabs become
    /// four spaces) and calls ``onChange``; nothing happens when the view is not editable.
    public func insert(_ string: String) {
        guard isEditable else { return }
        let clean = Self.sanitized(string)
        guard !clean.isEmpty else { return }
        buffer.insert(clean)
        textDidChange(notifying: true)
    }

    /// Handles the editing keys listed in the type's documentation; other keys go on to the
    /// superview.
    open override func handle(_ key: KeyEvent) -> Bool {
        if let edit = TextEditingKeys.edit(for: key, multiline: true) {
            guard isEditable || edit.isMotion else { return false }
            apply(edit)
            return true
        }
        if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift), isEditable {
            insert(String(character))
            return true
        }
        return false
    }

    /// Carries out an editing command on the buffer.
    private func apply(_ edit: TextEdit) {
        let changed: Bool
        switch edit {
        case .move(let motion):
            let page = max(1, bounds.height)
            buffer.apply(motion, pageHeight: page)
            // A page key scrolls the view by a page too, as editors do.
            if motion == .pageDown { scroll(to: Point(x: scrollOffset.x, y: scrollOffset.y + page)) }
            if motion == .pageUp { scroll(to: Point(x: scrollOffset.x, y: scrollOffset.y - page)) }
            cursorDidMove()
            return
        case .deleteBackward: changed = buffer.deleteBackward()
        case .deleteForward: changed = buffer.deleteForward()
        case .deleteWordBackward: changed = buffer.deleteWordBackward()
        case .deleteWordForward: changed = buffer.deleteWordForward()
        case .deleteToLineStart: changed = buffer.deleteToLineStart()
        case .deleteToLineEnd: changed = buffer.deleteToLineEnd()
        case .insertNewline:
            buffer.insert("\n")
            changed = true
        }
        if changed { textDidChange(notifying: true) }
    }

    /// Inserts pasted text, line breaks included.
    open override func handle(paste text: String) -> Bool {
        guard isEditable else { return false }
        insert(text)
        return true
    }

    /// A press or drag of the left button places the cursor; the wheel scrolls.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .press(.left), .drag(.left):
            buffer.moveCursor(
                toLine: scrollOffset.y + mouse.position.y, column: scrollOffset.x + mouse.position.x)
            cursorDidMove()
            return true
        case .release(.left):
            return true
        case .wheel(let direction):
            let step = wheelScrollAmount
            switch direction {
            case .up: scroll(to: Point(x: scrollOffset.x, y: scrollOffset.y - step))
            case .down: scroll(to: Point(x: scrollOffset.x, y: scrollOffset.y + step))
            case .left: scroll(to: Point(x: scrollOffset.x - step, y: scrollOffset.y))
            case .right: scroll(to: Point(x: scrollOffset.x + step, y: scrollOffset.y))
            }
            return true
        default:
            return false
        }
    }
}
