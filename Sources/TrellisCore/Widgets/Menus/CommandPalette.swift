/// A searchable list of commands over the window, as editors open with Ctrl-P: type a few
/// letters and the commands are filtered and ranked by ``FuzzyMatch``, the matched letters
/// highlighted.
///
/// The query field keeps focus: Up, Down, Page Up and Page Down move the highlight, Enter (or a
/// click on a command) closes the palette and runs the highlighted command, Escape or a click
/// outside closes it. Commands are ``MenuItem``s, so their shortcuts show on the right.
///
/// ```swift
/// let palette = CommandPalette(commands: [
///     MenuItem("Open file", shortcut: "o") { openFile() },
///     MenuItem("Toggle theme") { toggleTheme() },
/// ])
/// app.bind(.ctrl("p")) { palette.present(in: app) }
/// ```
@MainActor
public final class CommandPalette: Box {
    /// All the commands, in the order an empty query lists them.
    public var commands: [MenuItem] {
        didSet { filter() }
    }

    /// The field the query is typed in.
    public let queryField = TextField(placeholder: "Type a command")

    /// The commands matching the query, best first, with their indices in ``commands``.
    public private(set) var matches: [(index: Int, match: FuzzyMatch)] = []

    /// The most commands shown at once (10 by default); more scroll.
    public var maximumVisibleRows = 10 {
        didSet { filter() }
    }

    /// The palette's width when the window has room (60 by default).
    public var preferredWidth = 60 {
        didSet { widthConstraint.constant = Double(preferredWidth) }
    }

    /// The list of matches.
    let list = ListView()

    /// The layer showing the palette, while it is presented. Weak: the layer holds
    /// the palette as its content, and while it is presented the window holds the layer; a strong
    /// reference back would keep both alive once the window is gone.
    private weak var layer: PopupLayer?
    private var widthConstraint: LayoutConstraint!
    private var listHeight: LayoutConstraint!

    /// Creates a palette; ``present(in:)`` shows it.
    ///
    /// - Parameter commands: The commands.
    public init(commands: [MenuItem]) {
        self.commands = commands
        super.init(title: "Commands", lineStyle: .rounded, padding: .zero)
        identifier = "CommandPalette"
        titleAlignment = .center
        queryField.identifier = "CommandPalette.query"
        list.identifier = "CommandPalette.list"
        list.focusHost = queryField
        list.placeholder = " No matching command"
        // Weak: the list and the field may be moved out of the palette and outlive it; then
        // they do nothing.
        list.rowDrawer = { [weak self] canvas, context in self?.drawMatch(context, in: canvas) }
        list.onActivate = { [weak self] row in self?.run(row) }
        list.onRowPress = { [weak self] row, _ in
            self?.run(row)
            return true
        }
        queryField.onChange = { [weak self] _ in self?.filter() }
        queryField.onSubmit = { [weak self] _ in
            guard let self, let row = list.selectedRow else { return }
            run(row)
        }
        contentView.addSubview(queryField)
        contentView.addSubview(list)
        widthConstraint = widthAnchor.constraint(equalToConstant: Double(preferredWidth))
        widthConstraint.priority = .required - 1
        listHeight = list.heightAnchor.constraint(equalToConstant: 1)
        listHeight.priority = .required - 1
        LayoutConstraint.activate([
            queryField.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 1),
            queryField.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -1),
            queryField.topAnchor.constraint(equalTo: contentView.topAnchor),
            list.leftAnchor.constraint(equalTo: contentView.leftAnchor),
            list.rightAnchor.constraint(equalTo: contentView.rightAnchor),
            list.topAnchor.constraint(equalTo: queryField.bottomAnchor),
            list.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            list.heightAnchor.constraint(greaterThanOrEqualToConstant: 1),
            widthConstraint, listHeight,
        ])
        filter()
    }

    /// Whether the palette is shown.
    public var isPresented: Bool { layer?.isPresented ?? false }

    /// Shows the palette near the top of `app`'s window with an empty query and focus in it.
    /// Presenting a palette that is shown does nothing.
    public func present(in app: Application) {
        guard layer == nil else { return }
        queryField.text = ""
        filter()
        let layer = PopupLayer(content: self)
        layer.onDismiss = { [weak self] in self?.layer = nil }
        self.layer = layer
        layer.present(in: app, placement: .centered(top: 2))
        app.focus(queryField)
    }

    /// Closes the palette without running a command.
    public func dismiss() {
        layer?.dismiss()
    }

    /// Closes the palette and runs the command of match `row` (a disabled command does not
    /// run, and the palette stays open).
    public func run(_ row: Int) {
        guard matches.indices.contains(row) else { return }
        let command = commands[matches[row].index]
        guard command.isEnabled else { return }
        layer?.dismiss()
        command.action?()
    }

    /// Ranks the commands by the query, highlights the best and sizes the list.
    private func filter() {
        matches = FuzzyMatch.rank(commands.map(\.title), by: queryField.text)
        list.rowCount = matches.count
        list.selectedRow = matches.isEmpty ? nil : 0
        list.firstVisibleRow = 0
        list.reloadData()
        listHeight?.constant = Double(max(1, min(matches.count, maximumVisibleRows)))
    }

    // MARK: - Input and drawing

    /// Up, Down, Page Up and Page Down (which the query field leaves alone) move the highlight.
    public override func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .up, .down, .pageUp, .pageDown: return list.handle(key)
        default: return false
        }
    }

    /// Clears the palette's rectangle, so nothing below shows through, then draws the border.
    public override func draw(in canvas: Canvas) {
        canvas.fill(with: .blank(theme.background))
        super.draw(in: canvas)
    }

    private func drawMatch(_ context: ListView.RowContext, in canvas: Canvas) {
        let theme = theme
        let (index, match) = matches[context.row]
        let command = commands[index]
        var highlight = context.style
        highlight.attributes.formUnion([.bold, .underline])
        if !context.isSelected { highlight.foreground = theme.accent }
        let matched = Set(match.matchedOffsets)
        var x = 1
        for (offset, character) in command.title.enumerated() {
            guard x < canvas.size.width - 1 else { break }
            canvas.put(
                character, at: Point(x: x, y: 0), style: matched.contains(offset) ? highlight : context.style)
            x += DisplayWidth.of(character)
        }
        if let shortcut = command.shortcut {
            let hint = context.isSelected ? context.style : theme.secondaryText
            canvas.draw(
                text: shortcut, in: Rect(x: 1, y: 0, width: canvas.size.width - 2, height: 1), style: hint,
                alignment: .trailing, wrapping: .none)
        }
    }
}
