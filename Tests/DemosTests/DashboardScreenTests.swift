import Testing
import TrellisCore
import TrellisTesting

@testable import dashboard

/// The dashboard on a headless terminal with the fake system: golden screens, the layout's
/// degradation by priorities, keys, clicks and the refresh timer.
@Suite("Dashboard: screens")
@MainActor
struct DashboardScreenTests {
    /// A dashboard on a `width` × `height` terminal, after `seconds` of refreshes.
    private func dashboard(
        width: Int, height: Int, seconds: Int = 1, coreCount: Int = 4
    ) -> (TestTerminal, DashboardController, DashboardFakeSource) {
        let source = DashboardFakeSource(coreCount: coreCount)
        var controller: DashboardController!
        let terminal = TestTerminal(width: width, height: height) { app in
            controller = DashboardController(app: app, source: source)
        }
        terminal.advance(by: .seconds(seconds))
        return (terminal, controller, source)
    }

    private func size(_ width: Int, _ height: Int) -> Size { Size(width: width, height: height) }

    @Test func screenAt120x40() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        terminal.assertSnapshot(named: "Dashboard-120x40")
        #expect(controller.view.showsSystemPanel)
        #expect(terminal.screen[0].contains("Trellis dashboard · testbox · Linux 6.1.0-test"))
    }

    @Test func screenAt60x20() {
        let (terminal, controller, _) = dashboard(width: 60, height: 20)
        terminal.assertSnapshot(named: "Dashboard-60x20")
        #expect(!controller.view.showsSystemPanel)
    }

    @Test func everythingShowsWhenWide() {
        let (terminal, controller, _) = dashboard(width: 200, height: 60, coreCount: 8)
        let view = controller.view
        #expect(view.showsSystemPanel)
        #expect(view.systemBox.frame.width == Int(DashboardView.systemPreferredWidth))
        // Eight cores, in as many columns of 28 cells as fit (5), down the columns: 2 rows.
        #expect(view.meters.frame.height == MetersView.summaryRows + 2)
        #expect(terminal.screen.contains { $0.contains("│0 ") && $0.contains("  2 ") })
        // Every column of the table at its full width.
        for (index, column) in DashboardView.tableColumns.enumerated() {
            guard case .fixed(let width) = column.width else { continue }
            #expect(view.table.frameOfColumn(index)?.width == width, "\(column.title)")
        }
        #expect(terminal.screen.contains { $0.contains("Uptime") && $0.contains("1d 03:46") })
    }

    @Test func theSidePanelNarrowsThenHidesAndComesBack() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let view = controller.view
        terminal.resize(to: size(70, 40))
        #expect(view.showsSystemPanel)
        // The meters keep their 46 columns; the panel shares the border between them.
        #expect(view.systemBox.frame.width == 70 - 46 + 1)
        #expect(view.systemBox.frame.minX == view.metersBox.frame.maxX - 1)
        terminal.resize(to: size(66, 40))
        #expect(!view.showsSystemPanel)
        // Hidden, it takes no room: the meters reach the right edge, over the two columns of
        // border the box cannot go below.
        #expect(
            view.systemBox.frame
                == Rect(x: 64, y: view.metersBox.frame.minY, width: 2, height: view.metersBox.frame.height))
        #expect(view.metersBox.frame.width == 66)
        #expect(!terminal.screen.contains { $0.contains("Uptime") })
        terminal.resize(to: size(67, 40))
        #expect(view.showsSystemPanel)
        #expect(view.systemBox.frame.width == 22)
        #expect(terminal.screen.contains { $0.contains("Uptime") })
    }

    @Test func tableColumnsGiveWayByPriority() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let table = controller.view.table
        func width(_ column: ProcessColumn) -> Int { table.frameOfColumn(column.rawValue)?.width ?? -1 }
        terminal.resize(to: size(40, 30))
        // State, user and RSS have given way; PID, CPU% and the command's minimum hold.
        #expect(width(.state) == 0)
        #expect(width(.user) == 0)
        #expect(width(.pid) == 7)
        #expect(width(.cpu) == 6)
        #expect(width(.command) >= 12)
        #expect(
            terminal.screen.contains { $0.contains("PID") && $0.contains("CPU%▼") && !$0.contains("USER") })
        terminal.resize(to: size(30, 30))
        #expect(width(.memory) == 0)
        #expect(width(.pid) == 7)
        #expect(width(.cpu) == 6)
    }

    @Test func shorterTerminalsTakeTheTablesRowsFirstThenTheCores() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let view = controller.view
        // Four cores in two columns: two rows under the summary.
        let metersHeight = MetersView.summaryRows + 2
        #expect(view.meters.frame.height == metersHeight)
        terminal.resize(to: size(120, 20))
        #expect(view.meters.frame.height == metersHeight)
        // The boxes share a border row: the table's box starts on the meters' bottom edge.
        #expect(view.processBox.frame.height == 20 - 2 - metersHeight - 2 + 1)
        #expect(view.processBox.frame.minY == view.metersBox.frame.maxY - 1)
        terminal.resize(to: size(120, 13))
        // The table keeps a header and three rows; the meters lose the cores' second row, and
        // the cores pack into one row of four columns.
        #expect(view.processBox.frame.height == Int(DashboardView.tableMinimumRows) + 2)
        #expect(view.meters.frame.height == MetersView.summaryRows + 1)
        #expect(terminal.screen.contains { $0.contains("│0 ") && $0.contains(" 3 ") })
        terminal.resize(to: size(120, 11))
        // No row for the cores at all: they collapse, the total CPU bar stays.
        #expect(view.meters.frame.height == 2)
        #expect(!terminal.screen.contains { $0.contains("│0 ") })
        #expect(terminal.screen.contains { $0.contains("│CPU ") })
        terminal.resize(to: size(120, 7))
        // The table could not show a row: it hides and the meters take its rows.
        #expect(view.processBox.isHidden)
        #expect(view.metersBox.frame.height == 5)
        #expect(!terminal.screen.contains { $0.contains("COMMAND") })
        terminal.resize(to: size(120, 8))
        #expect(!view.processBox.isHidden)
        #expect(terminal.screen.contains { $0.contains("COMMAND") })
    }

    @Test func showsTheTooSmallNoticeOnlyBelowItsMinimum() {
        let (terminal, _, _) = dashboard(width: 120, height: 40)
        terminal.resize(to: size(22, 5))
        #expect(!terminal.app.isShowingTooSmallNotice)
        #expect(terminal.screen.contains { $0.contains("CPU") })
        terminal.resize(to: size(20, 5))
        #expect(terminal.app.isShowingTooSmallNotice)
        #expect(terminal.screen.contains { $0.contains("Terminal too small") })
        #expect(terminal.screen.contains { $0.contains("needs 22×5") })
        terminal.resize(to: size(120, 40))
        #expect(!terminal.app.isShowingTooSmallNotice)
        terminal.assertSnapshot(named: "Dashboard-120x40")
    }

    @Test func keysSortTheTable() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let table = controller.view.table
        #expect(table.sortColumn == ProcessColumn.cpu.rawValue)
        terminal.type("m")
        #expect(table.sortColumn == ProcessColumn.memory.rawValue)
        #expect(!table.sortAscending)
        #expect(controller.model.rows.first?.pid == 2001)
        #expect(terminal.screen.contains { $0.contains("MEM%▼") })
        #expect(terminal.screen.contains { $0.contains("   2001 alice") })
        terminal.type("m")
        #expect(table.sortAscending)
        #expect(terminal.screen.contains { $0.contains("MEM%▲") })
        terminal.type("p")
        #expect(controller.model.sortColumn == .pid)
        #expect(controller.model.rows.map(\.pid) == controller.model.rows.map(\.pid).sorted())
        terminal.type("c")
        #expect(controller.model.rows.first?.pid == 1338)
    }

    @Test func aClickOnAHeaderSortsByItsColumn() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let table = controller.view.table
        let column = ProcessColumn.resident.rawValue
        let frame = table.frameOfColumn(column)!
        terminal.click(at: Point(x: table.frameInWindow.minX + frame.minX + 1, y: table.frameInWindow.minY))
        #expect(controller.model.sortColumn == .resident)
        #expect(controller.model.sortAscending)
        #expect(controller.model.rows.first?.residentBytes == 0)
    }

    @Test func refreshesOnTheApplicationClock() {
        let (terminal, controller, source) = dashboard(width: 120, height: 40, seconds: 0)
        #expect(source.samplesTaken == 1)
        #expect(terminal.screen[0].contains("up 1d 03:46"))
        terminal.advance(by: .milliseconds(999))
        #expect(source.samplesTaken == 1)
        terminal.advance(by: .milliseconds(1))
        #expect(source.samplesTaken == 2)
        terminal.advance(by: .seconds(3))
        #expect(source.samplesTaken == 5)
        #expect(controller.model.sampleCount == 5)
    }

    @Test func spacePausesAndResumes() {
        let (terminal, _, source) = dashboard(width: 120, height: 40)
        terminal.type(" ")
        #expect(terminal.screen.last?.hasSuffix("paused ") == true)
        let taken = source.samplesTaken
        terminal.advance(by: .seconds(3))
        #expect(source.samplesTaken == taken)
        terminal.type(" ")
        terminal.advance(by: .seconds(1))
        #expect(source.samplesTaken == taken + 1)
    }

    @Test func theSelectionFollowsItsProcessAsRowsMove() {
        let (terminal, controller, _) = dashboard(width: 120, height: 40)
        let table = controller.view.table
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.down)
        // The third row by CPU: Web Content, 2002.
        #expect(controller.selectedPID == 2002)
        #expect(terminal.screen.last?.contains("2002: /usr/lib/firefox/firefox -contentproc") == true)
        terminal.type("p")
        #expect(table.selectedRow == controller.model.rowIndex(ofPID: 2002))
        terminal.advance(by: .seconds(1))
        #expect(table.selectedRow == controller.model.rowIndex(ofPID: 2002))
    }

    @Test func showsASamplingErrorAndRecovers() {
        let (terminal, _, source) = dashboard(width: 120, height: 40)
        source.nextError = ProcParseError(file: "/proc/stat", problem: "no \"cpu\" line")
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen.last?.contains("/proc/stat: no \"cpu\" line") == true)
        // The last good numbers stay on screen.
        #expect(terminal.screen.contains { $0.contains("cc1") })
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen.last?.contains("every 1s") == true)
    }

    @Test func qQuits() {
        let (terminal, _, _) = dashboard(width: 120, height: 40)
        terminal.type("q")
        #expect(terminal.app.isQuitRequested)
    }

    @Test func theLayoutHasNoBrokenConstraintAtAnySize() {
        let (terminal, _, _) = dashboard(width: 120, height: 40)
        for (width, height) in [(60, 20), (200, 60), (20, 5), (22, 5), (33, 9), (120, 40)] {
            terminal.resize(to: size(width, height))
            #expect(terminal.window.layoutIssues.isEmpty, "\(width)×\(height)")
        }
    }
}
