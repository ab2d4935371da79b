import Testing
import TrellisCore
import TrellisTesting

/// A small process list the table tests show and sort.
@MainActor
private final class ProcessData {
    struct Process {
        var name: String
        var pid: Int
        var cpu: Double
        var command: String
    }

    var processes = [
        Process(name: "init", pid: 1, cpu: 0.1, command: "/sbin/init"),
        Process(name: "sshd", pid: 312, cpu: 0.0, command: "/usr/sbin/sshd -D"),
        Process(name: "bash", pid: 2201, cpu: 1.5, command: "-bash"),
        Process(name: "swift", pid: 4242, cpu: 97.3, command: "swift-build -c release"),
        Process(name: "vim", pid: 5150, cpu: 2.0, command: "vim Table.swift"),
    ]

    static let columns = [
        TableColumn("Name", width: .flexible(minimum: 6, weight: 1), priority: 900),
        TableColumn("PID", width: .fixed(5), priority: 800, alignment: .trailing),
        TableColumn("CPU", width: .fixed(5), priority: 600, alignment: .trailing),
        TableColumn("Command", width: .flexible(minimum: 10, weight: 2), priority: 300),
    ]

    func text(row: Int, column: Int) -> String {
        let process = processes[row]
        switch column {
        case 0: return process.name
        case 1: return String(process.pid)
        case 2:
            let tenths = Int((process.cpu * 10).rounded())
            return "\(tenths / 10).\(tenths % 10)"
        default: return process.command
        }
    }

    func sort(column: Int, ascending: Bool) {
        processes.sort { lhs, rhs in
            let ordered: Bool
            switch column {
            case 0: ordered = lhs.name < rhs.name
            case 1: ordered = lhs.pid < rhs.pid
            case 2: ordered = lhs.cpu < rhs.cpu
            default: ordered = lhs.command < rhs.command
            }
            return ascending ? ordered : !ordered
        }
    }
}

@MainActor
@Suite struct TableTests {
    private func makeTable(width: Int, height: Int, focused: Bool = false) -> (
        TestTerminal, Table, ProcessData
    ) {
        let data = ProcessData()
        var table: Table!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            table = Table(columns: ProcessData.columns, rowCount: data.processes.count) { row, column in
                data.text(row: row, column: column)
            }
            table.identifier = "processes"
            table.onSortChange = { column, ascending in data.sort(column: column, ascending: ascending) }
            app.window.addSubview(table)
            DataFixtures.pin(table)
            if focused { table.becomeFocused() }
        }
        return (terminal, table, data)
    }

    /// The content widths of the table's columns, as the layout engine placed them.
    private func columnWidths(_ table: Table) -> [Int] {
        (0..<table.columns.count).map { table.frameOfColumn($0)?.width ?? -1 }
    }

    @Test func goldenScreensAtTwoSizes() {
        let (terminal, table, _) = makeTable(width: 40, height: 6)
        terminal.assertScreen([
            "Name        PID   CPU Command           ",
            "init          1   0.1 /sbin/init        ",
            "sshd        312   0.0 /usr/sbin/sshd -D ",
            "bash       2201   1.5 -bash             ",
            "swift      4242  97.3 swift-build -c re…",
            "vim        5150   2.0 vim Table.swift   ",
        ])
        #expect(columnWidths(table) == [9, 5, 5, 18])
        #expect(table.frameOfColumn(3) == Rect(x: 22, y: 1, width: 18, height: 5))

        // Fewer rows than the table holds: the scroll indicator takes the last column and the
        // flexible columns share what is left.
        terminal.resize(to: Size(width: 40, height: 4))
        terminal.assertScreen([
            "Name        PID   CPU Command           ",
            "init          1   0.1 /sbin/init       █",
            "sshd        312   0.0 /usr/sbin/sshd -D█",
            "bash       2201   1.5 -bash            │",
        ])
        #expect(columnWidths(table) == [9, 5, 5, 17])
    }

    @Test func columnsGiveWayInTheOrderOfTheirPriorities() {
        let (terminal, table, _) = makeTable(width: 24, height: 6)
        // Command (priority 300) is squeezed first: the others keep their widths.
        terminal.assertScreen([
            "Name     PID   CPU Comm…",
            "init       1   0.1 /sbi…",
            "sshd     312   0.0 /usr…",
            "bash    2201   1.5 -bash",
            "swift   4242  97.3 swif…",
            "vim     5150   2.0 vim …",
        ])
        #expect(columnWidths(table) == [6, 5, 5, 5])

        terminal.resize(to: Size(width: 18, height: 6))
        terminal.assertScreen([
            "Name     PID   CPU",
            "init       1   0.1",
            "sshd     312   0.0",
            "bash    2201   1.5",
            "swift   4242  97.3",
            "vim     5150   2.0",
        ])
        #expect(columnWidths(table) == [6, 5, 5, 0])

        // Then CPU (600), then PID (800); Name (900) last.
        terminal.resize(to: Size(width: 14, height: 6))
        #expect(columnWidths(table) == [6, 5, 1, 0])
        terminal.resize(to: Size(width: 11, height: 6))
        #expect(columnWidths(table) == [6, 4, 0, 0])
        terminal.assertScreen([
            "Name    PID",
            "init      1",
            "sshd    312",
            "bash   2201",
            "swift  4242",
            "vim    5150",
        ])
        terminal.resize(to: Size(width: 4, height: 6))
        #expect(columnWidths(table) == [4, 0, 0, 0])
        #expect(terminal.window.layoutIssues.isEmpty)

        // Growing again gives every column its room back.
        terminal.resize(to: Size(width: 40, height: 6))
        #expect(columnWidths(table) == [9, 5, 5, 18])
    }

    @Test func fixedColumnsLeaveTheRestBlankAndHeaderCanBeHidden() {
        var table: Table!
        let terminal = TestTerminal(width: 16, height: 3) { app in
            app.window.theme = .monochrome
            table = Table(
                columns: [TableColumn("A", width: .fixed(3)), TableColumn("B", width: .fixed(4))], rowCount: 2
            ) { row, column in "\(row)\(column)" }
            table.columnSpacing = 2
            app.window.addSubview(table)
            DataFixtures.pin(table)
        }
        terminal.assertScreen([
            "A    B          ",
            "00   01         ",
            "10   11         ",
        ])
        table.showsHeader = false
        terminal.runUntilIdle()
        terminal.assertScreen([
            "00   01         ",
            "10   11         ",
            "                ",
        ])
        #expect(table.frameOfColumn(1) == Rect(x: 5, y: 0, width: 4, height: 3))
        #expect(table.frameOfColumn(2) == nil)
    }

    @Test func theHeaderUsesTheHeaderStyle() {
        let (terminal, _, _) = makeTable(width: 40, height: 6)
        #expect(terminal.styledScreen[0].hasPrefix("{bold underline}Name        PID"))
        #expect(!terminal.styledScreen[1].contains("{"))
    }

    @Test func keysAndClicksSelectRowsAndTheTableTakesFocus() {
        let (terminal, table, _) = makeTable(width: 40, height: 4)
        var selected: [Int] = []
        var activated: [Int] = []
        table.onSelect = { selected.append($0) }
        table.onActivate = { activated.append($0) }
        #expect(!table.isFocused)
        terminal.click(at: Point(x: 3, y: 2))
        #expect(table.isFocused)
        #expect(table.selectedRow == 1)
        #expect(terminal.styledScreen[2] == "{reverse}sshd        312   0.0 /usr/sbin/sshd -D{plain}█")

        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.down)
        #expect(table.selectedRow == 4)
        #expect(table.visibleRows == 2..<5)
        terminal.assertScreen([
            "Name        PID   CPU Command           ",
            "bash       2201   1.5 -bash            │",
            "swift      4242  97.3 swift-build -c r…█",
            "vim        5150   2.0 vim Table.swift  █",
        ])
        terminal.press(.enter)
        #expect(selected == [1, 2, 3, 4])
        #expect(activated == [4])

        table.resignFocus()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen[3].hasPrefix("{underline}vim"))
    }

    @Test func clickingAHeaderSortsAndClickingAgainReverses() {
        let (terminal, table, data) = makeTable(width: 40, height: 6)
        var requests: [String] = []
        let sortData = table.onSortChange
        table.onSortChange = { column, ascending in
            requests.append("\(column)\(ascending ? "↑" : "↓")")
            sortData?(column, ascending)
        }
        terminal.click(at: Point(x: 18, y: 0))
        #expect(table.sortColumn == 2)
        #expect(table.sortAscending)
        terminal.assertScreen([
            "Name        PID  CPU▲ Command           ",
            "sshd        312   0.0 /usr/sbin/sshd -D ",
            "init          1   0.1 /sbin/init        ",
            "bash       2201   1.5 -bash             ",
            "vim        5150   2.0 vim Table.swift   ",
            "swift      4242  97.3 swift-build -c re…",
        ])
        terminal.click(at: Point(x: 18, y: 0))
        #expect(!table.sortAscending)
        #expect(data.processes.first?.name == "swift")
        #expect(terminal.screen[0] == "Name        PID  CPU▼ Command           ")
        #expect(terminal.screen[1] == "swift      4242  97.3 swift-build -c re…")

        terminal.click(at: Point(x: 2, y: 0))
        #expect(terminal.screen[0] == "Name▲       PID   CPU Command           ")
        #expect(terminal.screen[1].hasPrefix("bash "))
        #expect(requests == ["2↑", "2↓", "0↑"])

        table.sort(byColumn: 7, ascending: true)
        #expect(table.sortColumn == 0)
        #expect(requests.count == 3)
    }

    @Test func changingColumnsRebuildsTheHeader() {
        let (terminal, table, _) = makeTable(width: 40, height: 6)
        table.columns = [TableColumn("PID", width: .fixed(5), alignment: .trailing), TableColumn("Name")]
        table.cellText = { row, column in column == 0 ? "\(row)" : "name \(row)" }
        terminal.runUntilIdle()
        #expect(terminal.screen[0] == "  PID Name                              ")
        #expect(terminal.screen[1] == "    0 name 0                            ")
        #expect(columnWidths(table) == [5, 34])
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func theWheelScrollsTheRowsUnderTheHeader() {
        let (terminal, table, _) = makeTable(width: 40, height: 4)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 5, y: 2))))
        #expect(table.firstVisibleRow == 2)
        #expect(table.selectedRow == nil)
        terminal.assertScreen([
            "Name        PID   CPU Command           ",
            "bash       2201   1.5 -bash            │",
            "swift      4242  97.3 swift-build -c r…█",
            "vim        5150   2.0 vim Table.swift  █",
        ])
        // A wheel step over the header scrolls the rows too.
        terminal.send(.mouse(MouseEvent(.wheel(.up), at: Point(x: 5, y: 0))))
        #expect(table.firstVisibleRow == 0)
    }

    @Test func aSelectionSetBeforeTheRowsIsAppliedWhenTheyArrive() {
        let (terminal, table, data) = makeTable(width: 24, height: 4)
        table.rowCount = 0
        table.selectedRow = 0
        #expect(table.selectedRow == nil)
        table.rowCount = data.processes.count
        #expect(table.selectedRow == 0)
        terminal.runUntilIdle()
        #expect(terminal.screen[1].hasPrefix("init"))
    }

    @Test func anEmptyTableShowsItsPlaceholderUnderTheHeader() {
        let (terminal, table, _) = makeTable(width: 24, height: 3)
        table.rowCount = 0
        table.placeholder = "No processes"
        terminal.runUntilIdle()
        terminal.assertScreen([
            "Name     PID   CPU Comm…",
            "No processes            ",
            "                        ",
        ])
    }
}
