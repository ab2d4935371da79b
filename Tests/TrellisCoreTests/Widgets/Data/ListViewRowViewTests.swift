import Testing
import TrellisCore
import TrellisTesting

/// Lists whose rows are views: only rows on screen have one, views are reused as rows scroll,
/// and each row view is laid out by constraints inside its row.
@MainActor
@Suite struct ListViewRowViewTests {
    @Test func onlyRowsOnScreenHaveViewsEachFillingItsRow() {
        let (terminal, model) = CheckList.terminal(rows: 100)
        #expect(model.made == 5)
        #expect(model.configured == [0, 1, 2, 3, 4])
        #expect(model.list.subviews.count == 5)
        terminal.assertScreen([
            "[ ] #0 even        █",
            "[ ] #1 odd         │",
            "[ ] #2 even        │",
            "[ ] #3 odd         │",
            "[ ] #4 even        │",
        ])
        // Each row view fills its row, less the indicator's column; its subviews sit inside
        // it by their own constraints.
        for (index, view) in model.rowViews.enumerated() {
            #expect(view.frame == Rect(x: 0, y: index, width: 19, height: 1))
            #expect(model.list.rowView(forRow: index) === view)
            #expect(model.list.row(containing: view.note) == index)
        }
        let second = model.rowViews[1]
        #expect(second.checkbox.frameInWindow == Rect(x: 0, y: 1, width: 6, height: 1))
        #expect(second.note.frameInWindow == Rect(x: 7, y: 1, width: 3, height: 1))
        #expect(model.list.rowView(forRow: 5) == nil)
        #expect(model.list.row(containing: model.list) == nil)
    }

    @Test func scrollingHandsTheViewsOfRowsThatLeftToRowsThatCameIn() {
        let (terminal, model) = CheckList.terminal(rows: 100)
        let first = model.list.rowView(forRow: 0)
        let second = model.list.rowView(forRow: 1)
        model.configured.removeAll()

        model.list.firstVisibleRow = 2
        terminal.runUntilIdle()
        // Rows 2 to 4 kept their views; rows 5 and 6 took those of rows 0 and 1.
        #expect(model.made == 5)
        #expect(model.configured.sorted() == [5, 6])
        let cameIn = [model.list.rowView(forRow: 5), model.list.rowView(forRow: 6)]
        #expect(Set(cameIn.compactMap { $0.map(ObjectIdentifier.init) }).count == 2)
        #expect(cameIn.allSatisfy { view in view === first || view === second })
        #expect(model.rowViews.map(\.frame.minY) == [0, 1, 2, 3, 4])
        #expect(model.rowViews.map { model.list.row(containing: $0) } == [2, 3, 4, 5, 6])
        terminal.assertScreen([
            "[ ] #2 even        █",
            "[ ] #3 odd         │",
            "[ ] #4 even        │",
            "[ ] #5 odd         │",
            "[ ] #6 even        │",
        ])

        // A jump far away configures every row on screen once, and still makes no view.
        model.configured.removeAll()
        model.list.firstVisibleRow = 60
        model.list.firstVisibleRow = 61
        terminal.runUntilIdle()
        #expect(model.configured.sorted() == [61, 62, 63, 64, 65])
        #expect(model.made == 5)
    }

    /// The same script on a list of 100 rows and of 1,000,000: the same views made, the same
    /// configure calls, the same subviews.
    @Test func aMillionRowsCostWhatAHundredCost() {
        func run(rows: Int) -> (made: Int, configured: Int, subviews: Int) {
            let (terminal, model) = CheckList.terminal(rows: rows)
            model.list.becomeFocused()
            terminal.press(.end)
            terminal.press(.pageUp)
            terminal.send(.mouse(MouseEvent(.wheel(.up), at: Point(x: 2, y: 2))))
            terminal.press(.home)
            #expect(model.list.selectedRow == 0)
            return (model.made, model.configured.count, model.list.subviews.count)
        }
        let hundred = run(rows: 100)
        let million = run(rows: 1_000_000)
        #expect(hundred.made == 5)
        #expect(hundred.subviews == 5)
        #expect(million.made == hundred.made)
        #expect(million.configured == hundred.configured)
        #expect(million.subviews == hundred.subviews)
    }

    @Test func resizingChangesTheRowsOnScreenAndKeepsSpareViews() {
        let (terminal, model) = CheckList.terminal(rows: 50)
        terminal.resize(to: Size(width: 20, height: 8))
        #expect(model.made == 8)
        #expect(model.list.subviews.count == 8)
        #expect(model.list.visibleRows == 0..<8)

        terminal.resize(to: Size(width: 20, height: 3))
        #expect(model.list.subviews.count == 3)
        #expect(model.rowViews.map { model.list.row(containing: $0) } == [0, 1, 2])

        model.configured.removeAll()
        terminal.resize(to: Size(width: 24, height: 6))
        // The spare views come back for rows 3 to 5: nothing new is made.
        #expect(model.made == 8)
        #expect(model.configured == [3, 4, 5])
        #expect(model.rowViews.map(\.frame) == (0..<6).map { Rect(x: 0, y: $0, width: 23, height: 1) })
        #expect(terminal.screen[5] == "[ ] #5 odd             │")
    }

    @Test func reloadingAndChangingTheRowCountConfigureTheRowsAgain() {
        let (terminal, model) = CheckList.terminal(rows: 3)
        #expect(terminal.screen[1] == "[ ] #1 odd          ")
        model.done[1] = true
        model.configured.removeAll()
        model.list.reloadData()
        terminal.runUntilIdle()
        #expect(model.configured == [0, 1, 2])
        #expect(terminal.screen[1] == "[x] #1 odd          ")

        model.done.append(true)
        model.configured.removeAll()
        model.list.rowCount = 4
        terminal.runUntilIdle()
        #expect(model.configured == [0, 1, 2, 3])
        #expect(terminal.screen[3] == "[x] #3 odd          ")

        model.list.rowCount = 1
        terminal.runUntilIdle()
        #expect(model.list.subviews.count == 1)
        #expect(terminal.screen[1] == "                    ")
    }

    @Test func theDocumentationExampleWorks() {
        typealias TodoRow = CheckRow
        var todos = [(title: "Milk", isDone: false), (title: "Tests", isDone: true)]
        let terminal = TestTerminal(width: 12, height: 2) { app in
            app.window.theme = .monochrome
            // The example of ListView's row builder initializer:
            let list = ListView(rowCount: todos.count) {
                TodoRow()
            } configureRow: { row, index in
                row.checkbox.title = todos[index].title
                row.checkbox.isChecked = todos[index].isDone
                row.checkbox.onToggle = { todos[index].isDone = $0 }
            }
            app.window.addSubview(list)
            list.bb.fill()
        }
        terminal.assertScreen(["[ ] Milk    ", "[x] Tests   "])
        terminal.click(at: Point(x: 1, y: 0))
        #expect(todos.map(\.isDone) == [true, true])
    }

    @Test func tallRowsArePlacedAndHitByTheirHeight() {
        let (terminal, model) = CheckList.terminal(rows: 10, height: 7, rowHeight: 2)
        // Three whole rows fit in seven lines; the seventh stays blank.
        #expect(model.list.visibleRowCount == 3)
        #expect(model.rowViews.map(\.frame.minY) == [0, 2, 4])
        #expect(model.rowViews.allSatisfy { $0.frame.height == 2 })
        terminal.click(at: Point(x: 12, y: 3))
        #expect(model.list.selectedRow == 1)
        terminal.click(at: Point(x: 12, y: 6))
        #expect(model.list.selectedRow == 1)
        model.list.becomeFocused()
        terminal.press(.end)
        #expect(model.list.firstVisibleRow == 7)
        #expect(model.rowViews.map { model.list.row(containing: $0) } == [7, 8, 9])
        // The thumb's length is the visible share (3 of 10 rows) of the track's seven lines,
        // at the bottom of the track.
        #expect(terminal.screen.map { $0.last } == ["│", "│", "│", "│", "│", "█", "█"])
    }
}
