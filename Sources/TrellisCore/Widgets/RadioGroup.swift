/// A set of options of which the user picks one, one per row: `(•) Small`, `( ) Large`.
///
/// The group takes focus as one control. Up and Down (and Home and End) move the selection, as
/// radio buttons do on every desktop; Space selects the first option when none is; a click
/// selects the option under the pointer. While focused, the selected row draws in the theme's
/// ``Theme/selection`` style.
///
/// ```swift
/// let size = RadioGroup(options: ["Small", "Medium", "Large"], selectedIndex: 1)
/// size.onSelect = { index in order.size = index }
/// ```
@MainActor
open class RadioGroup: TermView {
    /// The options, one per row. Setting them clamps ``selectedIndex`` to the new options.
    public var options: [String] {
        didSet {
            guard options != oldValue else { return }
            if let index = selectedIndex, index >= options.count {
                selectedIndex = options.isEmpty ? nil : options.count - 1
            }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The selected option, or `nil` for none. Setting it (clamped to the options) does not
    /// call ``onSelect``.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) {
                selectedIndex = options.isEmpty ? nil : max(0, min(index, options.count - 1))
            }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// Called with the index of the option the user selected.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Whether the group responds to the user; a disabled group gives up focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { resignFocus() }
            setNeedsDisplay()
        }
    }

    /// Creates a radio group.
    ///
    /// - Parameters:
    ///   - options: The options, one per row.
    ///   - selectedIndex: The option selected at first (the first by default; `nil` for none).
    public init(options: [String], selectedIndex: Int? = 0) {
        self.options = options
        self.selectedIndex = selectedIndex.flatMap {
            options.isEmpty ? nil : max(0, min($0, options.count - 1))
        }
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The selected option's text.
    public var selectedOption: String? {
        selectedIndex.map { options[$0] }
    }

    /// Selects `index` as the user would: calls ``onSelect`` when the selection changes.
    public func select(_ index: Int) {
        guard isEnabled, options.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onSelect?(index)
    }

    /// `(•) option` or `( ) option`.
    private func row(_ index: Int) -> String {
        (index == selectedIndex ? "(•) " : "( ) ") + options[index]
    }

    // MARK: - Layout

    /// The widest option with its marker, by the number of options.
    open override var intrinsicContentSize: Size {
        let widest = options.indices.map { DisplayWidth.of(row($0)) }.max() ?? 0
        return Size(width: widest, height: options.count)
    }

    /// The first option's row.
    open override var firstBaselineOffset: Int { 0 }

    /// The last option's row: the bottom row of a group as tall as its options.
    open override var lastBaselineOffset: Int { 0 }

    // MARK: - Drawing

    /// Draws one option per row; the selected one in the selection style while focused.
    open override func draw(in canvas: Canvas) {
        let base = isEnabled ? theme.text : theme.secondaryText
        for index in options.indices where index < bounds.height {
            let style = isEnabled && isFocused && index == selectedIndex ? theme.selection : base
            let position = Point(x: 0, y: index)
            let shown = row(index).truncated(toDisplayWidth: bounds.width)
            canvas.draw(text: shown, at: position, over: style)
        }
    }

    // MARK: - Input

    /// An enabled group with options takes focus.
    open override var canBecomeFocused: Bool { isEnabled && !options.isEmpty }

    /// Up, Down, Home and End move the selection; Space selects the first option when none
    /// is selected.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard isEnabled, key.modifiers.isEmpty, !options.isEmpty else { return false }
        let last = options.count - 1
        switch key.key {
        case .up: select(max(0, (selectedIndex ?? 1) - 1))
        case .down: select(min(last, (selectedIndex ?? -1) + 1))
        case .home: select(0)
        case .end: select(last)
        case .character(" "): if selectedIndex == nil { select(0) }
        default: return false
        }
        return true
    }

    /// A left press selects the option under the pointer.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch mouse.kind {
        case .press(.left), .drag(.left):
            if bounds.contains(mouse.position) { select(mouse.position.y) }
            return true
        case .release(.left):
            return true
        default:
            return false
        }
    }
}
