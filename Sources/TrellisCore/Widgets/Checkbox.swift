/// A box the user checks and unchecks: `[x] Remember me`.
///
/// Space or Enter toggles the focused checkbox, and so does a click (a press and a release on
/// it). While focused it draws in the theme's ``Theme/selection`` style; a disabled checkbox
/// draws in the secondary text style, cannot take focus and ignores input.
///
/// ```swift
/// let remember = Checkbox("Remember me", isChecked: true)
/// remember.onToggle = { isChecked in settings.remember = isChecked }
/// ```
@MainActor
open class Checkbox: TermView {
    /// The text after the box.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the box is checked. Setting it does not call ``onToggle``.
    public var isChecked: Bool {
        didSet { if isChecked != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new state after the user toggled the box.
    public var onToggle: (@MainActor (Bool) -> Void)?

    /// Whether the checkbox responds to the user; a disabled one gives up focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { resignFocus() }
            setNeedsDisplay()
        }
    }

    /// Whether a left press on the checkbox waits for its release.
    private var isTracking = false

    /// Creates a checkbox.
    ///
    /// - Parameters:
    ///   - title: The text after the box.
    ///   - isChecked: The initial state.
    public init(_ title: String, isChecked: Bool = false) {
        self.title = title
        self.isChecked = isChecked
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Toggles the box as the user would, calling ``onToggle``.
    public func toggle() {
        guard isEnabled else { return }
        isChecked.toggle()
        onToggle?(isChecked)
    }

    /// `[x]`, then a space and the title when there is one.
    var displayText: String {
        let box = isChecked ? "[x]" : "[ ]"
        return title.isEmpty ? box : box + " " + title
    }

    // MARK: - Layout

    /// The box and the title, by one row.
    open override var intrinsicContentSize: Size {
        Size(width: DisplayWidth.of(displayText), height: 1)
    }

    /// The title's row.
    open override var firstBaselineOffset: Int { 0 }

    /// The title's row from the bottom, for a one-row checkbox.
    open override var lastBaselineOffset: Int { 0 }

    // MARK: - Drawing

    /// The style for the present state: selection while focused, secondary text when disabled.
    public var currentStyle: Style {
        if !isEnabled { return theme.secondaryText }
        return isFocused ? theme.selection : theme.text
    }

    /// Draws `[x] title` on the top row, cut with `…` when too narrow.
    open override func draw(in canvas: Canvas) {
        let style = currentStyle
        let shown = displayText.truncated(toDisplayWidth: bounds.width)
        canvas.draw(text: shown, at: .zero, over: style)
    }

    // MARK: - Input

    /// An enabled checkbox takes focus.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Space and Enter toggle.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard isEnabled, key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .character(" "):
            toggle()
            return true
        default:
            return false
        }
    }

    /// A left press and a release on the checkbox toggle it.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch mouse.kind {
        case .press(.left):
            isTracking = true
            return true
        case .drag(.left):
            return true
        case .release(.left):
            if isTracking, bounds.contains(mouse.position) { toggle() }
            isTracking = false
            return true
        default:
            return false
        }
    }
}
