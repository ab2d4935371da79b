import Testing
import TrellisCore
import TrellisTesting

/// Tables whose columns give their cells as views: a checkbox column beside text columns.
@MainActor
@Suite struct TableCellViewTests {
    /// Tasks in a table: a "Done" column of checkboxes, then the task's name as text.
    @MainActor
    final class Tasks {
        var done: [Bool]
        var made = 0
        var configured: [Int] = []
        let table = Table(columns: [
            TableColumn("Done", width: .fixed(4)),
            TableColumn("Task", width: .flexible(minimum: 6)),
        ])

        init(rows: Int) {
            done = Array(repeating: false, count: rows)
            table.rowCount = rows
            table.cellText = { row, _ in "Task \(row)" }
            table.setCellViews(forColumn: 0) { [unowned self] () -> Checkbox in
                made += 1
                return Checkbox("")
            } configureCell: { [unowned self] checkbox, row in
                configured.append(row)
                checkbox.isChecked = done[row]
                checkbox.onToggle = { [unowned self] in done[row] = $0 }
            }
        }
    }

    private func makeTable(rows: Int, width: Int = 20, height: Int = 4) -> (TestTerminal, Tasks) {
        let tasks = Tasks(rows: rows)
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            app.window.addSubview(tasks.table)
            DataFixtures.pin(tasks.table)
            app.keepAlive(tasks)
        }
        return (terminal, tasks)
    }

    @Test func cellViewsSitUnderTheirColumnBesideTextCells() {
        let (terminal, tasks) = makeTable(rows: 3)
        terminal.assertScreen([
            "Done Task           ",
            "[ ]  Task 0         ",
            "[ ]  Task 1         ",
            "[ ]  Task 2         ",
        ])
        #expect(tasks.made == 3)
        let cell = tasks.table.cellView(row: 1, column: 0)
        #expect(cell?.frameInWindow == Rect(x: 0, y: 2, width: 4, height: 1))
        #expect(tasks.table.cellView(row: 1, column: 1) == nil)

        // New constraints for the columns make new cell views, placed by them.
        tasks.table.columnSpacing = 3
        tasks.done[0] = true
        terminal.runUntilIdle()
        #expect(tasks.made == 6)
        terminal.assertScreen([
            "Done   Task         ",
            "[x]    Task 0       ",
            "[ ]    Task 1       ",
            "[ ]    Task 2       ",
        ])
    }

    @Test func theDocumentationExampleWorks() {
        var tasks = [(name: "Milk", isDone: true), (name: "Tests", isDone: false)]
        let terminal = TestTerminal(width: 12, height: 3) { app in
            app.window.theme = .monochrome
            let table = Table(
                columns: [TableColumn("", width: .fixed(3)), TableColumn("Task")], rowCount: tasks.count
            ) { row, _ in tasks[row].name }
            // The example of setCellViews(forColumn:makeCell:configureCell:):
            table.setCellViews(forColumn: 0) {
                Checkbox("")
            } configureCell: { checkbox, row in
                checkbox.isChecked = tasks[row].isDone
                checkbox.onToggle = { tasks[row].isDone = $0 }
            }
            app.window.addSubview(table)
            table.bb.fill()
        }
        terminal.assertScreen(["    Task    ", "[x] Milk    ", "[ ] Tests   "])
        terminal.click(at: Point(x: 1, y: 2))
        #expect(tasks.map(\.isDone) == [true, true])
    }

    @Test func aClickOnACellsCheckboxTogglesItsRowAndRowsAreReused() {
        let (terminal, tasks) = makeTable(rows: 1000)
        tasks.table.firstVisibleRow = 400
        terminal.runUntilIdle()
        #expect(tasks.made == 3)
        terminal.click(at: Point(x: 1, y: 2))
        #expect(tasks.done.indices.filter { tasks.done[$0] } == [401])
        #expect(tasks.table.selectedRow == 401)
        #expect(terminal.screen[2].hasPrefix("[x]  Task 401"))
        // Selection keys keep working from inside the cell.
        terminal.press(.down)
        #expect(tasks.table.selectedRow == 402)
        terminal.press(.end)
        #expect(tasks.table.selectedRow == 999)
        #expect(tasks.made == 3)
        #expect(terminal.screen[3].hasPrefix("[ ]  Task 999"))
        // The row view draws its text cells in the selection's style (the focused checkbox
        // too).
        #expect(terminal.styledScreen[3].hasPrefix("{reverse}[ ]  Task 999      {plain}"))
        #expect(terminal.styledScreen[2].hasPrefix("[ ]  Task 998"))
    }
}
