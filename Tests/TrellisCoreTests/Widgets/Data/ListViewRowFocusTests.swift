import Testing
import TrellisCore
import TrellisTesting

/// Mouse and focus in a list's row views: clicks reach the widgets in rows, Tab visits the
/// selected row's widgets, and the navigation keys keep working from inside a row.
@MainActor
@Suite struct ListViewRowFocusTests {
    @Test func aClickOnARowsCheckboxTogglesThatRowsModel() {
        let (terminal, model) = CheckList.terminal(rows: 1000)
        var selected: [Int] = []
        model.list.onSelect = { selected.append($0) }
        // Scrolled, so that the rows on screen show reused views.
        model.list.firstVisibleRow = 500
        terminal.runUntilIdle()

        terminal.click(at: Point(x: 1, y: 2))
        #expect(model.done[502])
        #expect(model.done.indices.filter { model.done[$0] } == [502])
        #expect(model.list.selectedRow == 502)
        #expect(selected == [502])
        #expect(model.rowViews[2].checkbox.isFocused)
        #expect(terminal.screen[2].hasPrefix("[x] #502"))

        terminal.click(at: Point(x: 1, y: 2))
        #expect(!model.done[502])
        // A click on a row outside its widgets selects it and focuses the list.
        terminal.click(at: Point(x: 15, y: 4))
        #expect(model.list.selectedRow == 504)
        #expect(model.list.isFocused)
        #expect(!model.done[504])
    }

    @Test func theSelectionMovesAndShowsUnderTheRowViews() {
        let (terminal, model) = CheckList.terminal(rows: 20, height: 3)
        var selected: [Int] = []
        model.list.onSelect = { selected.append($0) }
        model.list.becomeFocused()
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.end)
        terminal.press(.up)
        #expect(selected == [0, 1, 19, 18])
        #expect(model.list.visibleRows == 17..<20)
        #expect(terminal.screen[1].hasPrefix("[ ] #18"))
        // The selected row's background is the selection's, under the row view's widgets
        // and in its empty cells.
        terminal.window.theme = .default
        terminal.runUntilIdle()
        let selection = Theme.default.selection.background
        for x in [0, 5, 8, 15] {
            #expect(terminal.backend.cell(at: Point(x: x, y: 1))?.style.background == selection)
            #expect(terminal.backend.cell(at: Point(x: x, y: 0))?.style.background != selection)
        }
    }

    @Test func tabVisitsTheSelectedRowsWidgetsThenLeavesTheList() {
        let (terminal, model) = CheckList.terminal(rows: 10, button: true)
        let ok = terminal.window.subviews.first { $0.identifier == "ok" }
        model.list.becomeFocused()
        model.list.selectedRow = 1
        terminal.press(.tab)
        #expect(model.rowViews[1].checkbox.isFocused)
        // Past the selected row's last widget: out of the list, skipping the other rows.
        terminal.press(.tab)
        #expect(ok?.isFocused == true)
        // Shift-Tab from below comes back by the application's focus chain: to the last row
        // on screen, which it selects.
        terminal.press(.backTab)
        #expect(model.rowViews[3].checkbox.isFocused)
        #expect(model.list.selectedRow == 3)
        // Shift-Tab from a row's first widget goes to the list, then on up the chain.
        terminal.press(.backTab)
        #expect(model.list.isFocused)
        terminal.press(.backTab)
        #expect(ok?.isFocused == true)
    }

    @Test func navigationKeysInARowTakeTheFocusToTheSameWidgetOfTheNewRow() {
        let (terminal, model) = CheckList.terminal(rows: 10)
        terminal.click(at: Point(x: 1, y: 3))
        #expect(model.done[3])
        terminal.press(.down)
        terminal.press(.down)
        // Row 5 is below the screen's five rows: the list scrolled and row 5 has a view.
        #expect(model.list.selectedRow == 5)
        #expect(model.list.firstVisibleRow == 1)
        #expect(model.list.rowView(forRow: 5).map { ($0 as? CheckRow)?.checkbox.isFocused } == true)
        terminal.press(.character(" "))
        #expect(model.done.indices.filter { model.done[$0] } == [3, 5])
        terminal.press(.home)
        #expect(model.list.selectedRow == 0)
        #expect(model.rowViews[0].checkbox.isFocused)
    }

    @Test func aFocusedWidgetScrolledOutOfSightGivesTheFocusBackToTheList() {
        let (terminal, model) = CheckList.terminal(rows: 30)
        terminal.click(at: Point(x: 1, y: 0))
        #expect(model.rowViews[0].checkbox.isFocused)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 10, y: 2))))
        #expect(model.list.firstVisibleRow == 3)
        #expect(model.list.isFocused)
        // The view that showed row 0 shows another row now, unfocused and unchecked.
        #expect(model.rowViews.allSatisfy { !$0.checkbox.isFocused && !$0.checkbox.isChecked })
        // Space reaches the list, not the checkbox that showed row 0: only the click toggled.
        terminal.press(.character(" "))
        #expect(model.done.indices.filter { model.done[$0] } == [0])
    }

    @Test func shrinkingTheListAwayFromAFocusedRowFocusesTheList() {
        let (terminal, model) = CheckList.terminal(rows: 30, height: 6)
        terminal.click(at: Point(x: 1, y: 5))
        #expect(model.rowViews[5].checkbox.isFocused)
        terminal.resize(to: Size(width: 20, height: 2))
        // The selection stays in view: the list scrolled to it, and the focused row kept its
        // view.
        #expect(model.list.visibleRows == 4..<6)
        #expect(model.list.rowView(forRow: 5).map { ($0 as? CheckRow)?.checkbox.isFocused } == true)
        model.list.selectedRow = 0
        terminal.runUntilIdle()
        #expect(model.list.isFocused)
        #expect(model.list.subviews.count == 2)
    }
}
