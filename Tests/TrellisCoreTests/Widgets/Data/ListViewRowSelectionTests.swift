import Testing
import TrellisCore
import TrellisTesting

/// Row views that show whether their row is selected: the list configures a row view again
/// when its row becomes or stops being the selected row.
@MainActor
@Suite struct ListViewRowSelectionTests {
    /// A list of labels that mark the selected row with `>`, counting configure calls by row.
    @MainActor
    final class MarkedList {
        var configured: [Int] = []
        private(set) var list: ListView!

        init(rows: Int) {
            list = ListView(rowCount: rows) {
                Label()
            } configureRow: { [unowned self] label, index in
                configured.append(index)
                label.text = (list.selectedRow == index ? "> " : "  ") + "row \(index)"
            }
        }
    }

    private func terminal(rows: Int) -> (TestTerminal, MarkedList) {
        let model = MarkedList(rows: rows)
        let terminal = TestTerminal(width: 12, height: 4) { app in
            app.window.theme = .monochrome
            app.window.addSubview(model.list)
            DataFixtures.pin(model.list, inset: (0, 0, 0, 0))
            app.keepAlive(model)
        }
        return (terminal, model)
    }

    @Test func changingTheSelectionConfiguresTheOldAndTheNewSelectedRowAgain() {
        let (terminal, model) = terminal(rows: 4)
        model.list.selectedRow = 1
        terminal.runUntilIdle()
        terminal.assertScreen(["  row 0     ", "> row 1     ", "  row 2     ", "  row 3     "])

        model.configured.removeAll()
        model.list.becomeFocused()
        terminal.press(.down)
        // Only the row that lost the selection and the row that gained it were configured.
        #expect(model.configured.sorted() == [1, 2])
        terminal.assertScreen(["  row 0     ", "  row 1     ", "> row 2     ", "  row 3     "])

        model.configured.removeAll()
        model.list.selectedRow = nil
        terminal.runUntilIdle()
        #expect(model.configured == [2])
        terminal.assertScreen(["  row 0     ", "  row 1     ", "  row 2     ", "  row 3     "])
    }

    @Test func aClickOnAnotherRowMovesTheMarker() {
        let (terminal, model) = terminal(rows: 4)
        terminal.click(at: Point(x: 3, y: 3))
        #expect(model.list.selectedRow == 3)
        terminal.assertScreen(["  row 0     ", "  row 1     ", "  row 2     ", "> row 3     "])
    }

    @Test func selectingARowOffScreenScrollsToItShowingItSelected() {
        let (terminal, model) = terminal(rows: 20)
        model.list.selectedRow = 0
        terminal.runUntilIdle()
        model.list.selectedRow = 10
        terminal.runUntilIdle()
        #expect(model.list.visibleRows.contains(10))
        let marked = terminal.screen.filter { $0.hasPrefix(">") }
        #expect(marked.count == 1)
        #expect(marked.first?.hasPrefix("> row 10") == true)
    }
}
