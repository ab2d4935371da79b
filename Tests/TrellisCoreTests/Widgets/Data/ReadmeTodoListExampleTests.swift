import Testing
import TrellisCore
import TrellisTesting

/// The README's "Lists of widgets" example, copied word for word (Scripts/check-doc-code.sh
/// compiles the README's own copy) and run on a headless terminal.
@MainActor
@Suite struct ReadmeTodoListExampleTests {
    @MainActor final class TodoRow: TermView {
        let checkbox = Checkbox("")

        override init() {
            super.init()
            addSubview(checkbox)
            checkbox.bb.left(1).top()
        }
    }

    @MainActor final class Todos {
        var titles = (1...10_000).map { "Task \($0)" }
        var done: Set<Int> = []

        init(app: Application) {
            let list = ListView(rowCount: titles.count) {
                TodoRow()
            } configureRow: { [unowned self] row, index in
                row.checkbox.title = titles[index]
                row.checkbox.isChecked = done.contains(index)
                row.checkbox.onToggle = { [unowned self] isChecked in
                    if isChecked { done.insert(index) } else { done.remove(index) }
                }
            }
            app.window.addSubview(list)
            list.bb.fill()
        }
    }

    @Test func clicksCheckTheTodoOfTheirRow() throws {
        var todos: Todos?
        let terminal = TestTerminal(width: 16, height: 3) { app in
            app.window.theme = .monochrome
            let made = Todos(app: app)
            todos = made
            app.keepAlive(made)
        }
        terminal.assertScreen([
            " [ ] Task 1    █",
            " [ ] Task 2    │",
            " [ ] Task 3    │",
        ])
        terminal.click(at: Point(x: 2, y: 1))
        #expect(todos?.done == [1])
        let list = try #require(terminal.window.subviews.first as? ListView)
        #expect(list.subviews.count == 3)
        list.firstVisibleRow = 9_997
        terminal.runUntilIdle()
        terminal.click(at: Point(x: 2, y: 2))
        #expect(todos?.done == [1, 9_999])
        terminal.assertScreen([
            " [ ] Task 9998 │",
            " [ ] Task 9999 │",
            " [x] Task 10000█",
        ])
        #expect(list.subviews.count == 3)
    }
}
