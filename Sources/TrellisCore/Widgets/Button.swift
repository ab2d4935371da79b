/// A push button: `[ OK ]`.
///
/// Enter or Space activates the focused button; so does a click: a press and a release on the
/// button (moving off it before releasing cancels, as on every desktop). It shows the theme's
/// ``Theme/button`` look at rest, ``Theme/focusedButton`` while focused and
/// ``Theme/pressedButton`` while the mouse holds it down or for a moment after a key activated
/// it. A disabled button draws its title in the theme's secondary text colour, cannot take
/// focus and ignores input. It hugs its title horizontally at 750 (``LayoutPriority/defaultHigh``),
/// so beside a view that hugs less — a ``TextField`` at 250 — the other view takes the spare width.
///
/// ```swift
/// let save = Button("Save") { document.save() }
/// window.addSubview(save)
/// save.bb.right(-2).bottom(-1)
/// ```
@MainActor
open class Button: TermView {
    /// The text between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Called when the button is activated.
    public var onPress: (@MainActor () -> Void)?

    /// Whether the button responds to the user; a disabled button gives up focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                isPressed = false
                resignFocus()
            }
            setNeedsDisplay()
        }
    }

    /// Whether the button shows its pressed look: while the mouse holds it down, or briefly
    /// after a key activated it.
    public private(set) var isPressed = false {
        didSet { if isPressed != oldValue { setNeedsDisplay() } }
    }

    /// How long the pressed look stays after Enter or Space (100 ms by default; zero for none).
    public var keyPressFeedbackDuration: Duration = .milliseconds(100)

    /// The timer that ends the pressed look after a key press.
    private var releaseTimer: ScheduledTimer?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The text between the brackets.
    ///   - onPress: Called when the button is activated.
    public init(_ title: String, onPress: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.onPress = onPress
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        // Hug the title harder than a text field's 250, as desktop toolkits do: in a row of a
        // field and a button, the field takes the spare width.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
    }

    isolated deinit {
        releaseTimer?.cancel()
    }

    /// Activates the button as a click would: calls ``onPress`` if the button is enabled.
    public func press() {
        guard isEnabled else { return }
        onPress?()
    }

    // MARK: - Layout

    /// `[ title ]`: the title's width plus two columns of bracket and padding on each side, by
    /// one row.
    open override var intrinsicContentSize: Size {
        Size(width: DisplayWidth.of(title) + 4, height: 1)
    }

    /// The title's row, for a one-row button.
    open override var firstBaselineOffset: Int { 0 }

    /// The title's row from the bottom, for a one-row button.
    open override var lastBaselineOffset: Int { 0 }

    // MARK: - Drawing

    /// The style the button draws with in its present state.
    public var currentStyle: Style {
        if !isEnabled {
            var style = theme.button
            style.foreground = theme.secondaryText.foreground
            style.attributes = theme.secondaryText.attributes
            return style
        }
        if isPressed { return theme.pressedButton }
        return isFocused ? theme.focusedButton : theme.button
    }

    /// Fills the button with its style and draws `[ title ]`, the title centred (and cut with
    /// `…` when the button is too narrow) on the middle row.
    open override func draw(in canvas: Canvas) {
        let style = currentStyle
        canvas.fill(with: .blank(style))
        let width = bounds.width
        guard width > 0, bounds.height > 0 else { return }
        let row = (bounds.height - 1) / 2
        if width >= 2 {
            canvas.put("[", at: Point(x: 0, y: row), style: style)
            canvas.put("]", at: Point(x: width - 1, y: row), style: style)
        }
        let room = max(0, width - 4)
        let shown = title.truncated(toDisplayWidth: room)
        let x = 2 + TextAlignment.center.offset(ofLineWidth: DisplayWidth.of(shown), in: room)
        canvas.draw(text: shown, at: Point(x: x, y: row), style: style)
    }

    // MARK: - Input

    /// An enabled button takes focus.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Enter and Space activate the button.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard isEnabled, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .character(" "):
            showKeyPressFeedback()
            press()
            return true
        default:
            return false
        }
    }

    /// Shows the pressed look for ``keyPressFeedbackDuration``.
    private func showKeyPressFeedback() {
        releaseTimer?.cancel()
        guard keyPressFeedbackDuration > .zero, let application = window?.application else { return }
        isPressed = true
        releaseTimer = application.schedule(after: keyPressFeedbackDuration) { [weak self] in
            self?.isPressed = false
            self?.releaseTimer = nil
        }
    }

    /// A left press arms the button, dragging off disarms it, and a release on it activates it.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch mouse.kind {
        case .press(.left):
            releaseTimer?.cancel()
            isPressed = true
            return true
        case .drag(.left):
            isPressed = bounds.contains(mouse.position)
            return true
        case .release(.left):
            let activates = isPressed && bounds.contains(mouse.position)
            isPressed = false
            if activates { press() }
            return true
        default:
            return false
        }
    }
}
