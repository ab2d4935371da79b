/// A one-line editable text field.
///
/// It edits as a user expects from a shell or a browser field:
///
/// | Keys | Action |
/// |---|---|
/// | characters | insert at the cursor |
/// | Left, Right, Home, End (Ctrl-A, Ctrl-E) | move |
/// | Ctrl/Alt-Left, Ctrl/Alt-Right (Alt-B, Alt-F) | move by words |
/// | Backspace, Delete (Ctrl-D) | delete a character |
/// | Ctrl-W, Alt-Backspace, Ctrl-Backspace (Ctrl-H) | delete the word before the cursor |
/// | Alt-D, Ctrl/Alt-Delete | delete the word after the cursor |
/// | Ctrl-U, Ctrl-K | delete to the start, to the end |
/// | Enter | ``onSubmit`` |
///
/// A click places the cursor; pasted text is inserted without its newlines. When the text is
/// wider than the field it scrolls sideways so the cursor stays visible. Widths are display
/// widths, so CJK characters take two columns. With ``isSecureTextEntry`` every character
/// shows as `•`.
///
/// ```swift
/// let name = TextField(placeholder: "Your name")
/// name.onSubmit = { text in save(text) }
/// window.addSubview(name)
/// name.bb.left(label.rightAnchor + 1).right(-2).firstBaseline(label)
/// ```
@MainActor
open class TextField: TermView {
    /// The text. Setting it does not call ``onChange`` (which reports the user's edits) and
    /// keeps the cursor where it was, as far as the new text allows.
    public var text: String {
        get { buffer.text }
        set {
            let clean = TextBuffer.sanitized(newValue, tab: " ", keepingNewlines: false)
            guard clean != buffer.text else { return }
            buffer.setText(clean)
            textDidChange(notifying: false)
        }
    }

    /// Shown in the theme's secondary style while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// Whether to show every character as `•` (for passwords). ``text`` keeps the real text.
    public var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            scrollToCursor()
            setNeedsDisplay()
        }
    }

    /// The width the field asks for when nothing else decides it (20 columns by default); its
    /// intrinsic width. The field stretches beyond it as constraints ask.
    public var preferredWidth = 20 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the user may change the text (`true` by default). A read-only field still
    /// takes focus, moves its cursor and scrolls; keys that would edit go on to the superview.
    public var isEditable = true

    /// Called with the new text after each edit by the user (typing, deleting, pasting).
    public var onChange: (@MainActor (String) -> Void)?

    /// Called with the text when the user presses Enter.
    public var onSubmit: (@MainActor (String) -> Void)?

    /// The text and the cursor.
    var buffer: TextBuffer

    /// The display column shown in the field's first column: how far the text is scrolled.
    public private(set) var scrollOffset = 0

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - text: The initial text; the cursor starts at its end.
    ///   - placeholder: Shown while the text is empty.
    public init(text: String = "", placeholder: String = "") {
        self.buffer = TextBuffer(TextBuffer.sanitized(text, tab: " ", keepingNewlines: false))
        self.placeholder = placeholder
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The cursor as an index of grapheme clusters into ``text`` (0 is before the first).
    /// Setting it clamps it to the text.
    public var cursorIndex: Int {
        get { buffer.cursor.index }
        set {
            buffer.moveCursor(to: TextPosition(line: 0, index: newValue))
            cursorDidMove()
        }
    }

    // MARK: - Layout

    /// ``preferredWidth`` (0 if negative) by one row.
    open override var intrinsicContentSize: Size { Size(width: max(0, preferredWidth), height: 1) }

    /// The text's row: the field's top row.
    open override var firstBaselineOffset: Int { 0 }

    /// The text's row, counted from the bottom: a field is one row tall.
    open override var lastBaselineOffset: Int { 0 }

    /// Keeps the cursor visible when the field's width changes.
    open override func layoutSubviews() {
        scrollToCursor()
    }

    // MARK: - Focus and cursor

    /// A field takes focus.
    open override var canBecomeFocused: Bool { true }

    /// The cursor's cell: its column in the text less the scroll offset.
    open override var cursorPosition: Point? {
        Point(x: displayColumn(ofIndex: buffer.cursor.index) - scrollOffset, y: 0)
    }

    // MARK: - Drawing

    /// Fills the field with the theme's field style (focused or not) and draws the visible
    /// part of the text, or the placeholder.
    open override func draw(in canvas: Canvas) {
        let fieldStyle = isFocused ? theme.focusedField : theme.field
        canvas.fill(with: .blank(fieldStyle))
        if buffer.isEmpty {
            var style = theme.secondaryText
            if style.background == .default { style.background = fieldStyle.background }
            style.attributes.formUnion(fieldStyle.attributes)
            canvas.draw(text: placeholder, at: .zero, style: style)
            return
        }
        var column = 0
        for character in buffer.lines[0] {
            let shown = displayedCharacter(character)
            let width = TextBuffer.width(of: shown)
            let x = column - scrollOffset
            if x >= bounds.width { break }
            if x + width > 0 { canvas.put(shown, at: Point(x: x, y: 0), style: fieldStyle) }
            column += width
        }
    }

    /// The character shown for `character`: itself, or `•` for secure entry.
    private func displayedCharacter(_ character: Character) -> Character {
        isSecureTextEntry ? "•" : character
    }

    /// The display column where the cluster at `index` starts, as shown (secure entry shows
    /// one column per character).
    private func displayColumn(ofIndex index: Int) -> Int {
        isSecureTextEntry ? index : buffer.column(of: TextPosition(line: 0, index: index))
    }

    /// The width the text takes as shown.
    private var displayedWidth: Int {
        isSecureTextEntry ? buffer.lines[0].count : buffer.width(ofLine: 0)
    }

    /// Scrolls so that the cluster at the cursor (or the cell after the text) is fully
    /// visible, and so that no more of the field than needed stays empty after the text.
    func scrollToCursor() {
        let width = bounds.width
        guard width > 0 else {
            scrollOffset = 0
            return
        }
        let index = buffer.cursor.index
        let start = displayColumn(ofIndex: index)
        let line = buffer.lines[0]
        let cursorWidth = index < line.count ? TextBuffer.width(of: displayedCharacter(line[index])) : 1
        var offset = scrollOffset
        // Deleting near the end pulls the text back into view.
        offset = min(offset, max(0, displayedWidth + 1 - width))
        if start < offset { offset = start }
        if start + cursorWidth > offset + width { offset = start + cursorWidth - width }
        offset = max(0, offset)
        if offset != scrollOffset {
            scrollOffset = offset
            setNeedsDisplay()
        }
    }

    // MARK: - Editing

    /// After any change of the text: scroll, redraw, and tell ``onChange`` if the user made it.
    func textDidChange(notifying: Bool) {
        scrollToCursor()
        setNeedsDisplay()
        if notifying { onChange?(buffer.text) }
    }

    /// After a move of the cursor alone.
    func cursorDidMove() {
        scrollToCursor()
        setNeedsDisplay()
    }

    /// Inserts `string` at the cursor as if the user typed it (newlines are dropped, tabs
    /// become spaces) and calls ``onChange``; nothing happens when the field is not editable.
    public func insert(_ string: String) {
        guard isEditable else { return }
        let clean = TextBuffer.sanitized(string, tab: " ", keepingNewlines: false)
        guard !clean.isEmpty else { return }
        buffer.insert(clean)
        textDidChange(notifying: true)
    }

    /// Handles the editing keys listed in the type's documentation; other keys (Tab, Up,
    /// Down, Escape …) go on to the superview.
    open override func handle(_ key: KeyEvent) -> Bool {
        if let edit = TextEditingKeys.edit(for: key, multiline: false) {
            guard isEditable || edit.isMotion else { return false }
            apply(edit)
            return true
        }
        switch key.key {
        case .enter where key.modifiers.isEmpty:
            onSubmit?(buffer.text)
            return true
        case .character(let character) where key.modifiers.isSubset(of: .shift) && isEditable:
            insert(String(character))
            return true
        default:
            return false
        }
    }

    /// Carries out an editing command on the buffer.
    private func apply(_ edit: TextEdit) {
        let changed: Bool
        switch edit {
        case .move(let motion):
            buffer.apply(motion, pageHeight: 1)
            cursorDidMove()
            return
        case .deleteBackward: changed = buffer.deleteBackward()
        case .deleteForward: changed = buffer.deleteForward()
        case .deleteWordBackward: changed = buffer.deleteWordBackward()
        case .deleteWordForward: changed = buffer.deleteWordForward()
        case .deleteToLineStart: changed = buffer.deleteToLineStart()
        case .deleteToLineEnd: changed = buffer.deleteToLineEnd()
        case .insertNewline: changed = false
        }
        if changed { textDidChange(notifying: true) }
    }

    /// Inserts pasted text without its newlines.
    open override func handle(paste text: String) -> Bool {
        guard isEditable else { return false }
        insert(text)
        return true
    }

    /// A press or drag of the left button places the cursor at the cluster under the pointer.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .press(.left), .drag(.left):
            let column = mouse.position.x + scrollOffset
            let index =
                isSecureTextEntry
                ? min(max(0, column), buffer.lines[0].count)
                : buffer.index(atColumn: max(0, column), inLine: 0)
            buffer.moveCursor(to: TextPosition(line: 0, index: index))
            cursorDidMove()
            return true
        case .release(.left):
            return true
        default:
            return false
        }
    }
}
