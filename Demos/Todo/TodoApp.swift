import Trellis

/// The todo app's screen over a ``TodoList``: a field to add items, the filter buttons, the
/// list with a row of widgets per item, a line with the counts, and the keys in a status bar.
///
/// Every view follows the model: actions only change the model, and the views show the change
/// in the next frame.
@MainActor
final class TodoApp {
    /// What the screen shows.
    let model: TodoList
    /// Where a new item is typed; Enter adds it.
    let field = TextField(placeholder: "What needs doing?")
    /// Adds the field's text.
    let addButton = Button("Add")
    /// One button per filter, the current one marked `•`.
    let filterButtons = TodoFilter.allCases.map { Button($0.rawValue) }
    /// The items the filter lets through, a ``TodoRow`` each.
    let list: ListView
    /// How many items are left and done.
    let counts = Label()
    /// The keys.
    let status = StatusBar()

    /// Builds the screen in `app`'s window, showing `model`.
    init(app: Application, model: TodoList) {
        self.model = model
        list = ListView {
            TodoRow()
        } configureRow: { [unowned model] row, index in
            let shown = model.shown
            if index < shown.count { row.show(shown[index], in: model) }
        }
        list.placeholder = "Nothing to do"
        lay(out: app.window)
        follow(model)
        wire(app)
        _ = field.becomeFocused()
    }

    /// Places the views: the box fills the window above the status bar; in it, the field and
    /// its button, the filters, the list and the counts.
    private func lay(out window: TermWindow) {
        let box = Box(title: "Todo", padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        for view in [box, status] { window.addSubview(view) }
        for view in [field, addButton, list, counts] + filterButtons { box.contentView.addSubview(view) }

        box.bb.left().right().top().bottom(status.topAnchor)
        status.bb.left().right().bottom().height(1)
        field.bb.left().top().right(addButton.leftAnchor - 1).height(1)
        addButton.bb.right().top()
        for (index, button) in filterButtons.enumerated() {
            button.bb.top(field.bottomAnchor + 1)
            if index == 0 {
                button.bb.left()
            } else {
                button.bb.left(filterButtons[index - 1].rightAnchor + 1)
            }
        }
        list.bb.left().right().top(field.bottomAnchor + 3).bottom(counts.topAnchor)
        counts.bb.left().right().bottom().height(1)
    }

    /// Binds each view to the part of the model it shows.
    private func follow(_ model: TodoList) {
        list.observe { [unowned list, unowned model] in
            list.rowCount = model.shown.count
            list.reloadData()
        }
        for (button, filter) in zip(filterButtons, TodoFilter.allCases) {
            button.bind(\.title) { [unowned model] in
                model.filter == filter ? "• \(filter.rawValue)" : filter.rawValue
            }
        }
        counts.bind(\.text) { [unowned model] in
            "\(model.activeCount) left · \(model.doneCount) done"
        }
    }

    /// Connects the keys, the field and the buttons to the model.
    private func wire(_ app: Application) {
        field.onSubmit = { [unowned self] _ in add() }
        // Down from the field goes to the list, on its first row if none is selected.
        field.bind(KeyEvent(.down)) { [unowned list] in
            guard list.rowCount > 0 else { return }
            if list.selectedRow == nil { list.selectedRow = 0 }
            _ = list.becomeFocused()
        }
        // Up on the list's first row is left over by the list (it moves nothing): back to the
        // field. The application's binding runs only when no view used the key.
        app.bind(KeyEvent(.up)) { [unowned field] in _ = field.becomeFocused() }
        addButton.onPress = { [unowned self] in add() }
        for (button, filter) in zip(filterButtons, TodoFilter.allCases) {
            button.onPress = { [unowned model] in model.filter = filter }
        }
        list.bind(.character(" ")) { [unowned self] in
            if let item = selectedItem { model.toggle(id: item.id) }
        }
        list.bind(KeyEvent(.delete)) { [unowned self] in
            if let item = selectedItem { model.remove(id: item.id) }
        }
        app.bind(.ctrl("f")) { [unowned model] in model.filter = model.filter.next }
        // Back to the field from anywhere, to add another item.
        app.bind(.ctrl("n")) { [unowned field] in _ = field.becomeFocused() }
        status.hints = [
            StatusBar.Hint(key: "Space", label: "Done"),
            StatusBar.Hint(key: "Del", label: "Delete"),
            StatusBar.Hint(key: "^F", label: "Filter") { [unowned model] in model.filter = model.filter.next
            },
            StatusBar.Hint(key: "^C", label: "Quit") { [unowned app] in app.quit() },
        ]
    }

    /// The item in the list's selected row, if any.
    var selectedItem: TodoItem? {
        let shown = model.shown
        guard let row = list.selectedRow, row < shown.count else { return nil }
        return shown[row]
    }

    /// Adds the field's text as an item and empties the field.
    func add() {
        guard model.add(field.text) != nil else { return }
        field.text = ""
    }
}
