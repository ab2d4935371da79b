/// A drop-down choice of one option among several: a one-row field showing the chosen option
/// and `▾`, which opens a list of the options under it (a ``MenuPanel``).
///
/// Enter, Space, Down or a click opens the list, with the chosen option highlighted; Enter or
/// a click there chooses, Escape or a click outside closes it unchanged. Choosing calls
/// ``onChange``. The field draws with the theme's ``Theme/field`` style
/// (``Theme/focusedField`` while focused) and asks for the width of its longest option.
///
/// ```swift
/// let size = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
/// size.onChange = { index in report("size: \(size.options[index])") }
/// ```
@MainActor
public final class Select: TermView {
    /// The options, in the order the list shows them.
    public var options: [String] {
        didSet {
            if let index = selectedIndex, index >= options.count { selectedIndex = nil }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The chosen option's index, or `nil` for none (the field shows ``placeholder``).
    /// Setting it does not call ``onChange``; an index outside the options counts as `nil`.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) { selectedIndex = nil }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// What the field shows while nothing is chosen.
    public var placeholder = "Choose…" {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Called when the user chose an option, with its index.
    public var onChange: (@MainActor (Int) -> Void)?

    /// The list of options while it is open.
    public private(set) var panel: MenuPanel?

    /// Creates a drop-down.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - selectedIndex: The option chosen at first, or `nil`.
    public init(options: [String], selectedIndex: Int? = nil) {
        self.options = options
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        self.selectedIndex = selectedIndex
    }

    /// The chosen option, or `nil`.
    public var selectedOption: String? { selectedIndex.map { options[$0] } }

    /// Whether the list is open.
    public var isOpen: Bool { panel?.isPresented ?? false }

    /// Opens the list under the field (it needs the field to be in an application's window).
    public func open() {
        guard !isOpen, let app = window?.application, !options.isEmpty else { return }
        let panel = MenuPanel(
            items: options.enumerated().map { index, option in
                MenuItem(option) { [weak self] in self?.choose(index) }
            })
        panel.identifier = "Select.panel"
        panel.minimumWidth = bounds.width
        if let selectedIndex { panel.highlightedIndex = selectedIndex }
        // The application weakly too: the window it owns holds the panel, which holds this.
        panel.onDismiss = { [weak self, weak app] in
            guard let self else { return }
            self.panel = nil
            app?.focus(self)
            setNeedsDisplay()
        }
        self.panel = panel
        panel.present(in: app, placement: .below(frameInWindow))
        setNeedsDisplay()
    }

    private func choose(_ index: Int) {
        let changed = index != selectedIndex
        selectedIndex = index
        if changed { onChange?(index) }
    }

    // MARK: - Layout, input and drawing

    /// The longest option (or the placeholder), a space each side and the `▾`.
    public override var intrinsicContentSize: Size {
        let widest = (options + [placeholder]).map { DisplayWidth.of($0) }.max() ?? 0
        return Size(width: widest + 4, height: 1)
    }

    /// A drop-down takes focus.
    public override var canBecomeFocused: Bool { true }

    /// Enter, Space and Down open the list.
    public override func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .down, .character(" "):
            open()
            return true
        default:
            return false
        }
    }

    /// A left press opens the list.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .press(.left) else { return false }
        open()
        return true
    }

    /// The field: the chosen option (or the placeholder, dimmed) and `▾` on the right.
    public override func draw(in canvas: Canvas) {
        let theme = theme
        let style = isFocused || isOpen ? theme.focusedField : theme.field
        canvas.fill(with: .blank(style))
        let inner = Rect(x: 1, y: 0, width: bounds.width - 3, height: 1)
        if let option = selectedOption {
            canvas.draw(text: option, in: inner, style: style, wrapping: .none)
        } else {
            var dimmed = style
            dimmed.foreground = theme.secondaryText.foreground
            dimmed.attributes.formUnion(theme.secondaryText.attributes)
            canvas.draw(text: placeholder, in: inner, style: dimmed, wrapping: .none)
        }
        canvas.put(isOpen ? "▴" : "▾", at: Point(x: bounds.width - 2, y: 0), style: style)
    }
}
