import DemoKit
import TrellisCore

/// The playground: what the user types becomes constraints on v1 … v4, laid out live.
///
/// Enter parses the field's line with `LayoutConstraint.constraints(withVisualFormat:…)` and
/// installs it as a new entry; a malformed line is not added, the message area shows the
/// error with a caret under its column, and the cursor moves there. The entries are listed,
/// broken ones (the engine could not satisfy them) and the ones they conflict with
/// highlighted; ambiguous views are marked in the canvas and named under the list. Up and Down
/// in the field recall earlier lines; Tab moves to the list, where Delete or Backspace removes
/// the selected entry and Enter brings it back to the field. F2–F5 load presets, Ctrl-L
/// clears, `q` (outside the field) and Ctrl-C quit.
///
/// ```swift
/// try Application.runInTerminal { app in
///     PlaygroundController.install(in: app)
/// }
/// ```
@MainActor
final class PlaygroundController {
    /// The application the playground runs in.
    unowned let app: Application
    /// The screen.
    let view = PlaygroundView()
    /// The entries and the items.
    let session: PlaygroundSession
    /// The lines entered so far, for Up and Down.
    private(set) var history = CommandHistory()
    /// Each entry's status, as last computed.
    private(set) var statuses: [EntryStatus] = []
    /// The names of the ambiguous views, as last computed.
    private(set) var ambiguousNames: [String] = []
    /// The last error, shown until the next change.
    private(set) var lastError: String?

    /// Builds the playground in `app`'s window with the grid preset loaded and the focus in the
    /// field. The application keeps the controller alive (`keepAlive(_:)`), so the caller need
    /// not.
    ///
    /// - Returns: The controller.
    @discardableResult
    static func install(in app: Application, preset: PlaygroundPreset? = .grid) -> PlaygroundController {
        let controller = PlaygroundController(app: app)
        app.keepAlive(controller)
        if let preset { controller.load(preset) }
        return controller
    }

    private init(app: Application) {
        self.app = app
        session = PlaygroundSession(canvas: view.canvas)
        let window = app.window
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.rightAnchor.constraint(equalTo: window.rightAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        connect()
        _ = view.field.becomeFocused()
        // The canvas learns its size before any line is checked against it.
        window.layoutIfNeeded()
        refresh()
    }

    private func connect() {
        let field = view.field
        field.onSubmit = { [unowned self] text in submit(text) }
        field.onChange = { [unowned self] _ in
            if lastError != nil {
                lastError = nil
                showMessage()
            }
        }
        field.bind(KeyEvent(.up)) { [unowned self] in
            if let line = history.older(than: view.field.text) { setField(line) }
        }
        field.bind(KeyEvent(.down)) { [unowned self] in
            if let line = history.newer() { setField(line) }
        }
        field.bind(.escape) { [unowned self] in setField("") }
        let list = view.list
        list.rowDrawer = { [unowned self] canvas, context in drawEntry(context, in: canvas) }
        list.onActivate = { [unowned self] row in
            guard session.entries.indices.contains(row) else { return }
            setField(session.entries[row].text)
            _ = view.field.becomeFocused()
        }
        for key in [KeyEvent(.delete), KeyEvent(.backspace)] {
            list.bind(key) { [unowned self] in removeSelectedEntry() }
        }
        for preset in PlaygroundPreset.allCases {
            app.bind(KeyEvent(.function(preset.functionKey))) { [unowned self] in load(preset) }
        }
        // The application keeps the controller alive while it runs (`install` hands it over),
        // so the callbacks can refer to it unowned.
        app.bind(.ctrl("l")) { [unowned self] in clear() }
        app.bind(.character("q")) { [unowned app] in app.quit() }
        ScreenshotKey.install(in: app, demo: "playground", statusBar: view.statusBar)
        view.statusBar.hints = [
            StatusBar.Hint(key: "Enter", label: "Add"),
            StatusBar.Hint(key: "↑↓", label: "History"),
            StatusBar.Hint(key: "Tab", label: "List"),
            StatusBar.Hint(key: "Del", label: "Remove"),
            StatusBar.Hint(key: "F2-F5", label: "Presets") { [unowned self] in load(.grid) },
            StatusBar.Hint(key: "^L", label: "Clear") { [unowned self] in clear() },
            StatusBar.Hint(key: "^C", label: "Quit") { [unowned app] in app.quit() },
        ]
    }

    // MARK: - Actions

    /// Adds the line as an entry, or shows why it cannot be added.
    func submit(_ text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        history.record(text)
        do {
            try session.add(text)
            view.field.text = ""
            lastError = nil
            refresh()
            view.list.selectedRow = session.entries.count - 1
        } catch let error as FormatError {
            lastError = error.description
            // The cursor goes to the error's column (columns are 1-based).
            view.field.cursorIndex = error.column - 1
            showMessage()
        } catch {
            lastError = "\(error)"
            showMessage()
        }
    }

    /// Removes the entry selected in the list.
    func removeSelectedEntry() {
        guard let row = view.list.selectedRow else { return }
        session.remove(at: row)
        refresh()
    }

    /// Replaces the entries with a preset's.
    func load(_ preset: PlaygroundPreset) {
        session.load(preset)
        lastError = nil
        view.list.selectedRow = nil
        refresh()
        view.messageLabel.text = "Loaded the \(preset.name) preset (F\(preset.functionKey))."
    }

    /// Removes every entry.
    func clear() {
        session.removeAll()
        lastError = nil
        refresh()
    }

    /// Puts `text` in the field with the cursor at its end; an error about the old text goes.
    private func setField(_ text: String) {
        view.field.text = text
        view.field.cursorIndex = text.count
        if lastError != nil {
            lastError = nil
            showMessage()
        }
    }

    // MARK: - Showing

    /// Recomputes the statuses and the ambiguity after the entries changed, and shows them.
    func refresh() {
        statuses = session.statuses()
        ambiguousNames = session.ambiguousViewNames()
        for item in session.items { item.isAmbiguous = ambiguousNames.contains(item.name) }
        let list = view.list
        list.rowCount = session.entries.count
        list.reloadData()
        let broken = statuses.filter { if case .broken = $0 { true } else { false } }.count
        view.listBox.title =
            " Constraints (\(session.entries.count))" + (broken > 0 ? " · \(broken) broken " : " ")
        if ambiguousNames.isEmpty {
            view.summaryLabel.text = "Every view is fully determined."
            view.summaryLabel.themeStyle = \.success
        } else {
            view.summaryLabel.text = "Ambiguous: \(ambiguousNames.joined(separator: ", "))"
            view.summaryLabel.themeStyle = \.warning
        }
        showMessage()
    }

    /// The error with its caret, or a hint about the state of the layout.
    private func showMessage() {
        let label = view.messageLabel
        if let lastError {
            // The caret lines up with the line above only if neither wraps.
            label.lineBreakMode = .truncatingTail
            label.text = lastError
            label.themeStyle = \.error
            return
        }
        label.lineBreakMode = .wordWrapping
        label.themeStyle = \.secondaryText
        if let index = statuses.firstIndex(where: { if case .broken = $0 { true } else { false } }),
            case .broken(let others) = statuses[index]
        {
            let with = others.map { "\($0 + 1)" }.joined(separator: ", ")
            label.text =
                "Entry \(index + 1) cannot hold together with \(others.count == 1 ? "entry" : "entries") \(with): "
                + "the engine broke it. Select it (Tab) and press Delete to remove it."
        } else if let overflow = canvasOverflow() {
            label.text = overflow
        } else if session.entries.isEmpty {
            label.text =
                "Try  H:|-[v1(20)]-[v2]-|   V:|-[v1(5)]   v2.height == 2 * v1.height   v3.center == |"
        } else {
            label.text = "Enter adds a line · Up/Down recall · Tab then Delete removes · F2–F5 presets"
        }
    }

    /// A sentence when the constraints made `|` larger than the canvas's box.
    private func canvasOverflow() -> String? {
        app.window.layoutIfNeeded()
        let canvas = view.canvas.frame.size
        let room = view.canvasBox.contentView.frame.size
        guard canvas.width > room.width || canvas.height > room.height else { return nil }
        return "The constraints make | \(canvas.width)×\(canvas.height), larger than the "
            + "\(room.width)×\(room.height) the canvas has: it is cut off."
    }

    /// One entry of the list: its number, its line, and its status on the right.
    private func drawEntry(_ context: ListView.RowContext, in canvas: Canvas) {
        let row = context.row
        guard session.entries.indices.contains(row) else { return }
        let theme = view.theme
        let status = row < statuses.count ? statuses[row] : .satisfied
        var style = context.style
        var note = ""
        switch status {
        case .satisfied:
            break
        case .broken(let others):
            style = theme.debugBroken
            if context.isSelected { style.attributes.formUnion(.underline) }
            note = others.isEmpty ? "✗ broken" : "✗ vs " + others.map { "\($0 + 1)" }.joined(separator: ",")
        case .conflicting:
            if !context.isSelected { style = theme.warning }
            note = "! conflict"
        }
        if style != context.style { canvas.fill(with: .blank(style)) }
        let number = "\(row + 1)"
        canvas.draw(text: number, at: .zero, style: style)
        let textStart = number.count + 1
        let noteWidth = note.isEmpty ? 0 : note.count + 1
        let textWidth = max(0, canvas.bounds.width - textStart - noteWidth)
        canvas.draw(
            text: session.entries[row].text.truncated(toDisplayWidth: textWidth),
            at: Point(x: textStart, y: 0),
            style: style)
        if !note.isEmpty {
            canvas.draw(text: note, at: Point(x: canvas.bounds.width - note.count, y: 0), style: style)
        }
    }
}
