/// A one-row bar of key hints, usually along the bottom of the window: `^Q Quit  F1 Help`,
/// with an optional message on the right.
///
/// Keys draw in the theme's ``Theme/statusKey`` style and everything else in
/// ``Theme/statusBar``, which fills the whole bar. Hints are separated by two spaces and kept
/// clear of the bar's edges by its ``TermView/layoutMargins`` (one column each side by
/// default). When the bar is too narrow the message is cut first, then the hints that do not
/// fit are left out. A click on a hint with an action runs it, so mouse users need not know
/// the keys.
///
/// ```swift
/// let status = StatusBar(hints: [
///     StatusBar.Hint(key: "^Q", label: "Quit") { app.quit() },
///     StatusBar.Hint(key: "F1", label: "Help"),
/// ])
/// status.message = "Saved"
/// window.addSubview(status)
/// status.bb.left().right().bottom()
/// ```
@MainActor
open class StatusBar: TermView {
    /// One key hint: the key's name and what it does.
    public struct Hint {
        /// The key as the user should read it: `^Q`, `F1`, `Enter`.
        public var key: String
        /// What the key does: `Quit`.
        public var label: String
        /// Run when the hint is clicked; `nil` for a hint that only informs.
        public var action: (@MainActor () -> Void)?

        /// Creates a hint.
        ///
        /// - Parameters:
        ///   - key: The key as the user should read it.
        ///   - label: What the key does.
        ///   - action: Run when the hint is clicked.
        public init(key: String, label: String, action: (@MainActor () -> Void)? = nil) {
            self.key = key
            self.label = label
            self.action = action
        }

        /// The hint's width: the key, a space and the label (just the key without a label).
        var width: Int {
            label.isEmpty ? DisplayWidth.of(key) : DisplayWidth.of(key) + 1 + DisplayWidth.of(label)
        }
    }

    /// The hints, left to right.
    public var hints: [Hint] {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Text at the right end of the bar; empty for none.
    public var message: String {
        didSet {
            guard message != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The message's style, overriding the theme's status bar style; for an error, say. A
    /// style without a background keeps the bar's.
    public var messageStyle: Style? {
        didSet { if messageStyle != oldValue { setNeedsDisplay() } }
    }

    /// The columns between hints.
    static let hintSpacing = 2

    /// Creates a status bar.
    ///
    /// - Parameters:
    ///   - hints: The key hints, left to right.
    ///   - message: Text at the right end.
    public init(hints: [Hint] = [], message: String = "") {
        self.hints = hints
        self.message = message
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - Layout

    /// The layout margins in whole columns (a margin that is not a finite number counts as 0).
    private var margins: (left: Int, right: Int) {
        func columns(_ inset: Double) -> Int {
            inset.isFinite ? Int(max(0, min(inset, 10_000)).rounded()) : 0
        }
        return (columns(layoutMargins.left), columns(layoutMargins.right))
    }

    /// The hints' total width, with spacing.
    private var hintsWidth: Int {
        guard !hints.isEmpty else { return 0 }
        return hints.reduce(0) { $0 + $1.width } + Self.hintSpacing * (hints.count - 1)
    }

    /// Margins, hints and message (two columns apart), by one row.
    open override var intrinsicContentSize: Size {
        var width = margins.left + hintsWidth + margins.right
        if !message.isEmpty {
            width += DisplayWidth.of(message) + (hints.isEmpty ? 0 : Self.hintSpacing)
        }
        return Size(width: width, height: 1)
    }

    /// The text's row.
    open override var firstBaselineOffset: Int { 0 }

    /// The text's row from the bottom, for a one-row bar.
    open override var lastBaselineOffset: Int { 0 }

    /// The hints that fit in the bar's width and the column each starts at.
    func placedHints() -> [(hint: Hint, x: Int)] {
        let end = bounds.width - margins.right
        var placed: [(hint: Hint, x: Int)] = []
        var x = margins.left
        for hint in hints {
            guard x + hint.width <= end else { break }
            placed.append((hint, x))
            x += hint.width + Self.hintSpacing
        }
        return placed
    }

    // MARK: - Drawing

    /// Fills the bar and draws the hints that fit, then the message, right-aligned, in what is
    /// left.
    open override func draw(in canvas: Canvas) {
        let barStyle = theme.statusBar
        canvas.fill(with: .blank(barStyle))
        var keyStyle = theme.statusKey
        if keyStyle.background == .default { keyStyle.background = barStyle.background }
        let placed = placedHints()
        var used = margins.left
        for (hint, x) in placed {
            let keyWidth = canvas.draw(text: hint.key, at: Point(x: x, y: 0), style: keyStyle)
            if !hint.label.isEmpty {
                canvas.draw(text: hint.label, at: Point(x: x + keyWidth + 1, y: 0), style: barStyle)
            }
            used = x + hint.width + Self.hintSpacing
        }
        guard !message.isEmpty else { return }
        let end = bounds.width - margins.right
        let start = placed.isEmpty ? margins.left : used
        let shown = message.truncated(toDisplayWidth: end - start)
        var style = messageStyle ?? barStyle
        if style.background == .default { style.background = barStyle.background }
        canvas.draw(text: shown, at: Point(x: end - DisplayWidth.of(shown), y: 0), style: style)
    }

    // MARK: - Input

    /// A left click on a hint with an action runs it.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind, mouse.position.y == 0 else { return false }
        for (hint, x) in placedHints() where (x..<(x + hint.width)).contains(mouse.position.x) {
            guard let action = hint.action else { return false }
            action()
            return true
        }
        return false
    }
}
