import TrellisCore
import TrellisTesting

/// A row view for the list row tests: a checkbox on the left, a note after it, laid out by
/// constraints inside the row.
@MainActor
final class CheckRow: TermView {
    let checkbox = Checkbox("")
    let note = Label()

    override init() {
        super.init()
        addSubview(checkbox)
        addSubview(note)
        LayoutConstraint.activate([
            checkbox.leftAnchor.constraint(equalTo: leftAnchor),
            checkbox.topAnchor.constraint(equalTo: topAnchor),
            note.leftAnchor.constraint(equalTo: checkbox.rightAnchor, constant: 1),
            note.topAnchor.constraint(equalTo: topAnchor),
            note.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor),
        ])
    }
}

/// A to-do model and a list of ``CheckRow``s over it that counts the row views it makes and the
/// configure calls it gets.
@MainActor
final class CheckList {
    var done: [Bool]
    var made = 0
    var configured: [Int] = []
    private(set) var list: ListView!

    init(rows: Int, rowHeight: Int = 1) {
        done = Array(repeating: false, count: rows)
        list = ListView(rowCount: rows, rowHeight: rowHeight) { [unowned self] () -> CheckRow in
            made += 1
            return CheckRow()
        } configureRow: { [unowned self] row, index in
            configured.append(index)
            row.checkbox.title = "#\(index)"
            row.checkbox.isChecked = done[index]
            row.checkbox.onToggle = { [unowned self] in done[index] = $0 }
            row.note.text = index.isMultiple(of: 2) ? "even" : "odd"
        }
        list.identifier = "list"
    }

    /// The row views on screen, top to bottom.
    var rowViews: [CheckRow] { list.subviews.compactMap { $0 as? CheckRow } }

    /// A terminal showing the list filling its window, above a one-row button when `button`
    /// is set.
    static func terminal(
        rows: Int, width: Int = 20, height: Int = 5, rowHeight: Int = 1, button: Bool = false
    ) -> (TestTerminal, CheckList) {
        let model = CheckList(rows: rows, rowHeight: rowHeight)
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            app.window.addSubview(model.list)
            DataFixtures.pin(model.list, inset: (0, 0, 0, button ? 1 : 0))
            if button {
                let ok = Button("OK")
                ok.identifier = "ok"
                app.window.addSubview(ok)
                LayoutConstraint.activate([
                    ok.leftAnchor.constraint(equalTo: app.window.leftAnchor),
                    ok.bottomAnchor.constraint(equalTo: app.window.bottomAnchor),
                ])
            }
            app.keepAlive(model)
        }
        return (terminal, model)
    }
}
