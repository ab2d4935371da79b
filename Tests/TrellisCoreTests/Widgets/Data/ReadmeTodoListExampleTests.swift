import Observation
import Testing
import TrellisCore
import TrellisTesting

/// The README's "Lists of widgets" example, copied word for word (Scripts/check-doc-code.sh
/// compiles the README's own copy) and run on a headless terminal.
@MainActor
@Suite struct ReadmeTodoListExampleTests {
    struct Todo {
        var title: String
        var isDone = false
    }

    @Observable @MainActor final class TodoList {
        var items = (1...10_000).map { Todo(title: "Task \($0)") }
    }

    @MainActor final class TodoRow: TermView {
        let checkbox = Checkbox("")
        let delete = Button("✕")

        override init() {
            super.init()
            addSubview(checkbox)
            addSubview(delete)
            checkbox.bb.left(1).top()
            delete.bb.right(-1).top()
        }
    }

    @MainActor func showTodos(_ model: TodoList, in app: Application) {
        let list = ListView {
            TodoRow()
        } configureRow: { row, index in
            row.checkbox.title = model.items[index].title
            row.checkbox.isChecked = model.items[index].isDone
            row.checkbox.onToggle = { model.items[index].isDone = $0 }
            row.delete.onPress = { if index < model.items.count { model.items.remove(at: index) } }
        }
        app.window.addSubview(list)
        list.bb.fill()
        list.observe { [unowned list] in  // runs again after the items change, once per frame
            list.rowCount = model.items.count
            list.reloadData()
        }
    }

    @Test func clicksAndModelChangesReachTheRows() throws {
        let model = TodoList()
        let terminal = TestTerminal(width: 22, height: 3) { app in
            app.window.theme = .monochrome
            app.keepAlive(model)
            showTodos(model, in: app)
        }
        terminal.assertScreen([
            " [ ] Task 1    [ ✕ ] █",
            " [ ] Task 2    [ ✕ ] │",
            " [ ] Task 3    [ ✕ ] │",
        ])
        // A click on a checkbox changes the model; a click on ✕ removes the row.
        terminal.click(at: Point(x: 2, y: 1))
        #expect(model.items[1].isDone)
        terminal.click(at: Point(x: 17, y: 0))
        #expect(model.items.count == 9_999)
        terminal.assertScreen([
            " [x] Task 2    [ ✕ ] █",
            " [ ] Task 3    [ ✕ ] │",
            " [ ] Task 4    [ ✕ ] │",
        ])
        // A change made elsewhere shows in the next frame.
        model.items[2].title = "Renamed"
        terminal.runUntilIdle()
        #expect(terminal.screen[2].hasPrefix(" [ ] Renamed"))
        // Only the rows on screen have views, at the end of the list too.
        let list = try #require(terminal.window.subviews.first as? ListView)
        list.firstVisibleRow = 9_996
        terminal.runUntilIdle()
        #expect(terminal.screen[2].hasPrefix(" [ ] Task 10000"))
        #expect(list.subviews.count == 3)
    }
}
