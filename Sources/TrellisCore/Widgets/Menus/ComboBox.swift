/// A text field with a list of suggestions under it: what is typed filters the ``options``
/// (ranked by ``FuzzyMatch``), and a suggestion can be taken instead of typing the rest.
///
/// Focus stays in the field. The suggestions show while the field has focus and text that
/// matches some option; Down shows them when hidden, Up and Down move the highlight, Enter
/// takes the highlighted suggestion (or submits the text as typed when none shows), a click
/// takes the clicked one, and Escape hides them. Unlike a ``Select``, any text can be
/// submitted. The list is a ``MenuPanel`` floating over the window, not modal.
///
/// ```swift
/// let city = ComboBox(options: ["Lisbon", "London", "Los Angeles"])
/// city.onSubmit = { text in report("going to \(text)") }
/// ```
@MainActor
public final class ComboBox: TermView {
    /// The field the text is typed in.
    public let field: TextField

    /// The texts suggested.
    public var options: [String] {
        didSet { updateSuggestions(show: isShowingSuggestions) }
    }

    /// Called with the text when the user submitted it: Enter, or taking a suggestion.
    public var onSubmit: (@MainActor (String) -> Void)?

    /// The options matching the text, best first.
    public private(set) var suggestions: [String] = []

    /// The most suggestions shown at once (6 by default); more scroll.
    public var maximumVisibleSuggestions = 6 {
        didSet { panel.maximumVisibleItems = maximumVisibleSuggestions }
    }

    /// The floating list of suggestions.
    let panel = MenuPanel(items: [])

    /// The constraints that hold the list under the field while it shows.
    private var panelConstraints: [LayoutConstraint] = []

    /// Creates a combo box.
    ///
    /// - Parameters:
    ///   - options: The texts suggested.
    ///   - placeholder: What the empty field shows.
    public init(options: [String], placeholder: String = "") {
        self.options = options
        field = TextField(placeholder: placeholder)
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        field.identifier = "ComboBox.field"
        panel.identifier = "ComboBox.suggestions"
        panel.maximumVisibleItems = maximumVisibleSuggestions
        panel.list.focusHost = field
        addSubview(field)
        field.bb.fill()
        field.onChange = { [weak self] _ in self?.updateSuggestions(show: true) }
        field.onSubmit = { [weak self] text in
            guard let self else { return }
            if isShowingSuggestions, let row = panel.highlightedIndex {
                take(row)
            } else {
                hideSuggestions()
                onSubmit?(text)
            }
        }
    }

    /// The text in the field.
    public var text: String {
        get { field.text }
        set { field.text = newValue }
    }

    /// Whether the suggestions are on screen.
    public var isShowingSuggestions: Bool { panel.superview != nil }

    /// Takes suggestion `row`: puts it in the field (the cursor at its end), hides the list
    /// and calls ``onSubmit``.
    public func take(_ row: Int) {
        guard suggestions.indices.contains(row) else { return }
        field.text = suggestions[row]
        field.cursorIndex = field.text.count
        hideSuggestions()
        onSubmit?(field.text)
    }

    /// Filters the options by the text; shows the list when `show` is set and some option
    /// matches a non-empty text, hides it otherwise.
    private func updateSuggestions(show: Bool) {
        let query = field.text
        suggestions = query.isEmpty ? [] : FuzzyMatch.rank(options, by: query).map(\.match.candidate)
        panel.items = suggestions.enumerated().map { row, suggestion in
            MenuItem(suggestion) { [weak self] in self?.take(row) }
        }
        if show, !suggestions.isEmpty {
            showSuggestions()
        } else {
            hideSuggestions()
        }
    }

    private func showSuggestions() {
        guard let window, !isShowingSuggestions else { return }
        window.addSubview(panel)
        panelConstraints = [
            panel.leftAnchor.constraint(equalTo: leftAnchor),
            panel.topAnchor.constraint(equalTo: bottomAnchor),
            panel.widthAnchor.constraint(greaterThanOrEqualTo: widthAnchor),
        ]
        LayoutConstraint.activate(panelConstraints)
    }

    /// Hides the suggestions (as Escape does).
    public func hideSuggestions() {
        guard isShowingSuggestions else { return }
        LayoutConstraint.deactivate(panelConstraints)
        panelConstraints = []
        panel.removeFromSuperview()
    }

    // MARK: - Input

    /// Up and Down move the highlight (Down first shows the list); Escape hides it.
    public override func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .down where !isShowingSuggestions:
            updateSuggestions(show: true)
            return isShowingSuggestions
        case .up, .down, .pageUp, .pageDown:
            return isShowingSuggestions && panel.list.handle(key)
        case .escape where isShowingSuggestions:
            hideSuggestions()
            return true
        default:
            return false
        }
    }

    /// The list hides when focus leaves the field.
    public override func focusWithinDidChange() {
        if !field.isFocused { hideSuggestions() }
    }
}
