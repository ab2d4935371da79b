import Trellis

/// The "Menus" tab: a menu bar (F10 opens it), a drop-down ``Select``, a ``ComboBox``, an area
/// with a context menu on the right button, and buttons that show toasts. Ctrl-P opens the
/// gallery's command palette from anywhere.
@MainActor
final class MenusPage: ScrollingPage {
    /// Reports what the user did, for the status bar.
    var report: @MainActor (String) -> Void = { _ in }
    /// Shows a toast in the gallery's window.
    var showToast: @MainActor (String, Toast.Kind) -> Void = { _, _ in }

    private static let padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    let menuBar = MenuBar()
    let pickersBox = Box(title: "Select · ComboBox", lineStyle: .rounded, padding: padding)
    let contextBox = ContextMenuArea(
        title: "Context menu · right-click inside", lineStyle: .rounded, padding: padding)
    let toastsBox = Box(title: "Toast", lineStyle: .rounded, padding: padding)

    let sizeSelect = Select(options: ["Small", "Medium", "Large", "Extra large"], selectedIndex: 1)
    let citySelect = Select(options: ["Lisbon", "Oslo", "Kyoto", "Quito"])
    let cityCombo = ComboBox(
        options: [
            "Amsterdam", "Auckland", "Berlin", "Buenos Aires", "Cairo", "Lagos", "Lima", "London",
            "Los Angeles",
            "Madrid", "Montreal", "Mumbai", "Nairobi", "New York", "Paris", "Santiago", "Seoul", "Sydney",
            "Tokyo", "Toronto",
        ],
        placeholder: "Type a city")
    let toastButtons = [Button("Info"), Button("Success"), Button("Warning"), Button("Error")]

    init() {
        super.init(name: "menus")
        menuBar.identifier = "menus.menuBar"
        pickersBox.identifier = "menus.pickers"
        contextBox.identifier = "menus.context"
        toastsBox.identifier = "menus.toasts"
        for view in [menuBar, pickersBox, contextBox, toastsBox] as [TermView] { content.addSubview(view) }
        buildMenuBar()
        buildPickers()
        buildContextArea()
        buildToasts()
        menuBar.bb.left(1).right(-1).top().height(1)
        pickersBox.bb.left(1).below(menuBar)
        toastsBox.bb.left(pickersBox).right(pickersBox).below(pickersBox).bottom()
        contextBox.bb.left(pickersBox.rightAnchor + 1).right(-1).below(menuBar).bottom()
        // Halves when there is room; on a narrow terminal the boxes' contents give way.
        contextBox.bb.width(pickersBox ~ 600)
    }

    private func buildMenuBar() {
        let say: (String) -> MenuItem = { title in
            MenuItem(title) { [unowned self] in report("Menu: \(title)") }
        }
        menuBar.menus = [
            MenuBar.Menu(
                "File",
                items: [
                    say("New"), say("Open…"),
                    MenuItem("Save", shortcut: "Ctrl-S") { [unowned self] in
                        report("Menu: Save")
                    }, MenuItem("Print", isEnabled: false),
                ]),
            MenuBar.Menu("Edit", items: [say("Undo"), say("Redo"), say("Cut"), say("Copy"), say("Paste")]),
            MenuBar.Menu("View", items: [say("Zoom in"), say("Zoom out"), say("Full screen")]),
            MenuBar.Menu("Help", items: [say("About Trellis")]),
        ]
    }

    private func buildPickers() {
        let sizeLabel = Label("Size")
        let cityLabel = Label("City")
        let comboLabel = Label("Search")
        sizeSelect.identifier = "menus.size"
        citySelect.identifier = "menus.city"
        cityCombo.identifier = "menus.combo"
        sizeSelect.onChange = { [unowned self] index in report("Size: \(sizeSelect.options[index])") }
        citySelect.onChange = { [unowned self] index in report("City: \(citySelect.options[index])") }
        cityCombo.onSubmit = { [unowned self] text in report("Search: \(text)") }
        let rows: [(Label, TermView)] = [
            (sizeLabel, sizeSelect), (cityLabel, citySelect), (comboLabel, cityCombo),
        ]
        var above: TermView?
        for (label, control) in rows {
            pickersBox.contentView.addSubview(label)
            pickersBox.contentView.addSubview(control)
            label.themeStyle = \.secondaryText
            label.bb.left().width(7).height(1)
            control.bb.left(label.rightAnchor).right(<=0).height(1).centerY(label)
            if let above {
                label.bb.top(above.bottomAnchor + 1)
            } else {
                label.bb.top()
            }
            above = label
        }
        cityCombo.bb.width(20 ~ 600)
        above?.bb.bottom()
    }

    private func buildContextArea() {
        let hint = Label("Press the right button anywhere in this box for a menu of actions.")
        hint.lineBreakMode = .wordWrapping
        hint.themeStyle = \.secondaryText
        contextBox.contentView.addSubview(hint)
        hint.bb.left().right().top()
        contextBox.items = { [unowned self] in
            ["Cut", "Copy", "Paste", "Select all"].map { title in
                MenuItem(title) { [unowned self] in report("Context menu: \(title)") }
            }
        }
    }

    private func buildToasts() {
        let kinds: [Toast.Kind] = [.info, .success, .warning, .error]
        let messages = [
            "Toasts stack in the top right corner.", "Saved.", "The disk is nearly full.",
            "The connection failed.",
        ]
        for (index, button) in toastButtons.enumerated() {
            button.identifier = "menus.toast\(index)"
            button.onPress = { [unowned self] in showToast(messages[index], kinds[index]) }
        }
        let rows = [
            StackView(arrangedSubviews: Array(toastButtons.prefix(2)), axis: .horizontal, spacing: 1),
            StackView(arrangedSubviews: Array(toastButtons.suffix(2)), axis: .horizontal, spacing: 1),
        ]
        for row in rows { toastsBox.contentView.addSubview(row) }
        rows[0].bb.left().top().height(1).right(<=0)
        rows[1].bb.left().below(rows[0], spacing: 1).height(1).right(<=0).bottom(<=0)
    }
}

/// A box that opens a context menu where the right button is pressed inside it.
@MainActor
final class ContextMenuArea: Box {
    /// The menu's items, made when it opens.
    var items: @MainActor () -> [MenuItem] = { [] }

    override func handle(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .press(.right), let app = window?.application else { return false }
        let point = Point(x: frameInWindow.minX + mouse.position.x, y: frameInWindow.minY + mouse.position.y)
        MenuPanel(items: items()).present(in: app, placement: .at(point))
        return true
    }
}
