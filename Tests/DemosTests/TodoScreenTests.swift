import Testing
import TrellisCore
import TrellisTesting

@testable import todo

/// The todo app on a headless terminal: whole screens at two sizes, the screen following the
/// model, and the keys and clicks a user would use.
@Suite("Todo: screens")
@MainActor
struct TodoScreenTests {
    /// The app on a `width` × `height` terminal over three items, the second done.
    private func todo(width: Int = 60, height: Int = 20) -> (TestTerminal, TodoApp) {
        let model = TodoList(titles: ["Water the plants", "Write the report", "Call the plumber"])
        model.setDone(true, id: model.items[1].id)
        var todo: TodoApp!
        let terminal = TestTerminal(width: width, height: height) { app in
            todo = TodoApp(app: app, model: model)
            app.keepAlive(todo)
        }
        terminal.runUntilIdle()
        return (terminal, todo)
    }

    /// The row of the screen that shows `text`, or -1.
    private func row(showing text: String, in terminal: TestTerminal) -> Int {
        terminal.screen.firstIndex { $0.contains(text) } ?? -1
    }

    @Test func screenAt60x20() {
        let (terminal, _) = todo()
        terminal.assertSnapshot(named: "Todo-60x20")
    }

    /// The smallest size the app is made for: every control whole, two rows of the list.
    @Test func screenAt36x11() {
        let (terminal, _) = todo(width: 36, height: 11)
        terminal.assertSnapshot(named: "Todo-36x11")
    }

    @Test func theScreenFollowsTheModelInOneFrame() {
        let (terminal, todo) = todo()
        #expect(terminal.screen.contains { $0.contains("2 left · 1 done") } == true)

        todo.model.add("Buy milk")
        todo.model.setDone(true, id: todo.model.items[0].id)
        terminal.runUntilIdle()
        #expect(row(showing: "[ ] Buy milk", in: terminal) > 0)
        #expect(row(showing: "[x] Water the plants", in: terminal) > 0)
        #expect(terminal.screen.contains { $0.contains("2 left · 2 done") } == true)

        todo.model.filter = .active
        terminal.runUntilIdle()
        #expect(row(showing: "Water the plants", in: terminal) == -1)
        #expect(row(showing: "[ ] Buy milk", in: terminal) > 0)
        #expect(row(showing: "[ • Active ]", in: terminal) > 0)
    }

    /// Down in the field enters the list on its first row, whose widgets sit on the selection
    /// (the row view takes the selection's background, and the checkbox and the title show it).
    @Test func downFromTheFieldSelectsTheFirstRowVisibly() {
        let (terminal, todo) = todo()
        terminal.app.window.theme = .default
        #expect(todo.field.isFocused)
        terminal.press(.down)
        #expect(todo.list.isFocused)
        #expect(todo.list.selectedRow == 0)
        let y = row(showing: "Water the plants", in: terminal)
        let title = terminal.screen[y].firstRange(of: "Water")!.lowerBound
        let x = terminal.screen[y].distance(from: terminal.screen[y].startIndex, to: title)
        let selection = Theme.default.selection.background
        #expect(terminal.backend.cell(at: Point(x: x, y: y))?.style.background == selection)
        #expect(terminal.backend.cell(at: Point(x: x, y: y + 1))?.style.background != selection)
        terminal.press(.character(" "))
        #expect(todo.model.items[0].isDone)
    }

    @Test func typingAndEnterAddAnItemAndEmptyTheField() {
        let (terminal, todo) = todo()
        terminal.type("Buy milk")
        terminal.press(.enter)
        #expect(todo.model.items.map(\.title).last == "Buy milk")
        #expect(todo.field.text.isEmpty)
        #expect(row(showing: "[ ] Buy milk", in: terminal) > 0)
        // A blank title adds nothing.
        terminal.type("   ")
        terminal.press(.enter)
        #expect(todo.model.items.count == 4)
    }

    @Test func spaceTogglesAndDeleteRemovesTheSelectedItem() {
        let (terminal, todo) = todo()
        _ = todo.list.becomeFocused()
        terminal.press(.down)
        #expect(todo.list.selectedRow == 0)
        terminal.type(" ")
        #expect(todo.model.items[0].isDone)
        #expect(row(showing: "[x] Water the plants", in: terminal) > 0)
        terminal.press(.delete)
        #expect(todo.model.items.map(\.title) == ["Write the report", "Call the plumber"])
        #expect(row(showing: "Water the plants", in: terminal) == -1)
    }

    @Test func ctrlNGoesBackToTheFieldFromTheList() {
        let (terminal, todo) = todo()
        _ = todo.list.becomeFocused()
        terminal.press(KeyEvent.ctrl("n"))
        #expect(todo.field.isFocused)
        terminal.type("Feed the cat")
        terminal.press(.enter)
        #expect(todo.model.items.last?.title == "Feed the cat")
    }

    /// Up on the list's first row goes back to the field, from the list or from a widget in
    /// the row; Up on another row only moves the selection.
    @Test func upFromTheFirstRowGoesBackToTheField() {
        let (terminal, todo) = todo()
        terminal.press(.down)
        terminal.press(.down)
        #expect(todo.list.selectedRow == 1)
        terminal.press(.up)
        #expect(todo.list.isFocused)
        #expect(todo.list.selectedRow == 0)
        terminal.press(.up)
        #expect(todo.field.isFocused)
        terminal.type("Feed the cat")
        #expect(todo.field.text == "Feed the cat")

        terminal.press(.down)
        terminal.press(.tab)
        #expect(!todo.list.isFocused && !todo.field.isFocused)
        terminal.press(.up)
        #expect(todo.field.isFocused)
    }

    @Test func ctrlFStepsThroughTheFilters() {
        let (terminal, todo) = todo()
        terminal.press(KeyEvent.ctrl("f"))
        #expect(todo.model.filter == .active)
        terminal.press(KeyEvent.ctrl("f"))
        #expect(todo.model.filter == .done)
        #expect(row(showing: "Write the report", in: terminal) > 0)
        #expect(row(showing: "Water the plants", in: terminal) == -1)
        terminal.press(KeyEvent.ctrl("f"))
        #expect(todo.model.filter == .all)
    }

    @Test func clicksReachTheCheckboxTheDeleteButtonAndTheFilters() throws {
        let (terminal, todo) = todo()
        terminal.click(at: try position(of: "[ ] Water", in: terminal).offsetBy(dx: 1, dy: 0))
        #expect(todo.model.items[0].isDone)

        let report = try position(of: "Write the report", in: terminal)
        let delete = try position(of: "✕", in: terminal, row: report.y)
        terminal.click(at: delete)
        #expect(todo.model.items.map(\.title) == ["Water the plants", "Call the plumber"])

        terminal.click(at: try position(of: "Done ]", in: terminal))
        #expect(todo.model.filter == .done)
        #expect(row(showing: "Water the plants", in: terminal) > 0)
        #expect(row(showing: "Call the plumber", in: terminal) == -1)
    }

    /// Where `text` first shows on the screen (or on `row` only), in cells.
    private func position(of text: String, in terminal: TestTerminal, row: Int? = nil) throws -> Point {
        for (y, line) in terminal.screen.enumerated() where row == nil || row == y {
            if let range = line.range(of: text) {
                return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        throw PositionError(text: text)
    }

    private struct PositionError: Error { let text: String }

    @Test func theModelTrimsTitlesAndCountsItems() {
        let model = TodoList()
        #expect(model.add("  Walk the dog ")?.title == "Walk the dog")
        #expect(model.add(" ") == nil)
        model.add("Feed the cat")
        model.toggle(id: model.items[0].id)
        #expect((model.activeCount, model.doneCount) == (1, 1))
        model.filter = .done
        #expect(model.shown.map(\.title) == ["Walk the dog"])
        model.remove(id: model.items[0].id)
        #expect(model.shown.isEmpty)
        #expect(model.items.map(\.title) == ["Feed the cat"])
    }
}
