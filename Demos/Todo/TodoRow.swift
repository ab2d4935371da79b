import Trellis

/// One row of the list: a checkbox, the title, and a button that deletes the item.
@MainActor
final class TodoRow: TermView {
    /// Whether the item is done; a click or Space toggles it.
    let checkbox = Checkbox("")
    /// The item's title, dimmed when done.
    let title = Label()
    /// Removes the item.
    let deleteButton = Button("✕")

    /// An empty row, laid out by constraints; ``show(_:in:)`` fills it.
    override init() {
        super.init()
        for view in [checkbox, title, deleteButton] { addSubview(view) }
        checkbox.bb.left(1).top()
        deleteButton.bb.right(-1).top()
        title.bb.left(checkbox.rightAnchor + 1).right(deleteButton.leftAnchor - 1).top()
        // The title takes the row's spare width, and gives way first when the row is narrow.
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }

    /// Shows `item`; the checkbox and the button act on it through `list`.
    func show(_ item: TodoItem, in list: TodoList) {
        checkbox.isChecked = item.isDone
        checkbox.onToggle = { [unowned list] in list.setDone($0, id: item.id) }
        title.text = item.title
        title.themeStyle = item.isDone ? \.secondaryText : \.text
        deleteButton.onPress = { [unowned list] in list.remove(id: item.id) }
    }
}
