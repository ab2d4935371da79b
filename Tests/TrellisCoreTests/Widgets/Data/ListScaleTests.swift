import Testing
import TrellisCore
import TrellisTesting

/// The steps of a session with a long list or table, each followed by one frame: the first
/// frame, a wheel step, End (to the last row), Page Up, a reload, a row added at the end, and
/// Home.
@MainActor
private let sessionSteps: [(TestTerminal) -> Void] = [
    { _ in },
    { $0.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 1, y: 2)))) },
    { $0.press(.end) },
    { $0.press(.pageUp) },
    { _ in },
    { _ in },
    { $0.press(.home) },
]

/// A terminal 30×10 showing `view` filling it, focused.
@MainActor
private func makeTerminal(showing view: TermView) -> TestTerminal {
    TestTerminal(width: 30, height: 10) { app in
        app.window.theme = .monochrome
        app.window.addSubview(view)
        view.bb.fill()
        app.focus(view)
    }
}

/// Runs the session over `view`: its first frame, then each step and a frame, calling
/// `change(index)` after the step's input and before its frame (step 4 reloads, step 5 adds a
/// row), and `record(index, terminal)` after every frame. Returns the terminal.
@MainActor
@discardableResult
private func runSession(
    showing view: TermView, change: (Int) -> Void, record: (Int, TestTerminal) -> Void
) -> TestTerminal {
    let terminal = makeTerminal(showing: view)
    record(0, terminal)
    for (index, step) in sessionSteps.enumerated().dropFirst() {
        step(terminal)
        change(index)
        terminal.runUntilIdle()
        record(index, terminal)
    }
    return terminal
}

/// Counts what a list of text rows asks its data source for, step by step.
@MainActor
private func textListAsks(rows: Int) -> (asks: [Int], lastScreen: [String]) {
    var asks = 0
    let list = ListView(rowCount: rows) { row in
        asks += 1
        return "Row \(row)"
    }
    var counts: [Int] = []
    var lastScreen: [String] = []
    runSession(showing: list) { index in
        if index == 4 { list.reloadData() }
        if index == 5 { list.rowCount += 1 }
    } record: { index, terminal in
        counts.append(asks)
        asks = 0
        if index == 2 { lastScreen = terminal.screen }
    }
    return (counts, lastScreen)
}

@MainActor
@Suite struct ListScaleTests {
    @Test func aTextListAsksForTheSameRowsAtAThousandAndAMillionRows() {
        let small = textListAsks(rows: 1000)
        let large = textListAsks(rows: 1_000_000)
        #expect(small.asks == large.asks)
        // At most the ten rows on screen per step, and a step that shows rows asks for them.
        #expect(large.asks.allSatisfy { $0 <= 10 })
        #expect(large.asks[2] == 10)
        #expect(large.lastScreen[9].hasPrefix("Row 999999"))
        #expect(small.lastScreen[9].hasPrefix("Row 999"))
    }

    @Test func aListOfRowViewsMakesAndConfiguresTheSameViewsAtAThousandAndAMillionRows() {
        func session(rows: Int) -> (made: Int, configured: [Int], last: String?) {
            var made = 0
            var configured = 0
            let list = ListView(rowCount: rows) { () -> Label in
                made += 1
                return Label()
            } configureRow: { label, index in
                configured += 1
                label.text = "Item \(index)"
            }
            var counts: [Int] = []
            var last: String?
            runSession(showing: list) { index in
                if index == 4 { list.reloadData() }
                if index == 5 { list.rowCount += 1 }
            } record: { index, _ in
                counts.append(configured)
                configured = 0
                if index == 2 { last = (list.rowView(forRow: rows - 1) as? Label)?.text }
            }
            return (made, counts, last)
        }
        let small = session(rows: 1000)
        let large = session(rows: 1_000_000)
        // One view per row on screen, made once; the same configure calls step by step.
        #expect(small.made == 10)
        #expect(large.made == 10)
        #expect(small.configured == large.configured)
        #expect(large.configured.allSatisfy { $0 <= 10 })
        #expect(large.last == "Item 999999")
    }

    @Test func aSortedTableAsksForTheSameCellsAtAThousandAndAMillionRows() {
        /// A table over `rows` numbers; sorting it flips an index map (the data source's job, done
        /// once per sort, not per frame).
        func session(rows: Int) -> (asks: [Int], sorts: Int, top: String) {
            var asks = 0
            var sorts = 0
            var descending = false
            var total = rows
            let table = Table(
                columns: [TableColumn("Number", width: .fixed(12)), TableColumn("Half", width: .fixed(12))],
                rowCount: rows)
            table.cellText = { row, column in
                asks += 1
                let value = descending ? total - 1 - row : row
                return column == 0 ? "\(value)" : "\(value / 2)"
            }
            table.onSortChange = { _, ascending in
                sorts += 1
                descending = !ascending
            }
            var counts: [Int] = []
            let terminal = runSession(showing: table) { index in
                if index == 4 { table.sort(byColumn: 0, ascending: false) }
                if index == 5 {
                    total += 1
                    table.rowCount = total
                }
            } record: { _, _ in
                counts.append(asks)
                asks = 0
            }
            let top = terminal.screen[1]
            return (counts, sorts, top)
        }
        let small = session(rows: 1000)
        let large = session(rows: 1_000_000)
        #expect(small.asks == large.asks)
        // Two columns of the nine rows under the header, at most, per step.
        #expect(large.asks.allSatisfy { $0 <= 18 })
        #expect(large.asks[4] == 18)
        #expect(large.sorts == 1)
        // Home after the descending sort (and a row added): the largest number on top.
        #expect(large.top.hasPrefix("1000000"))
        #expect(small.top.hasPrefix("1000"))
    }
}
