import Testing
import TrellisCore
import TrellisTesting

@testable import dashboard

/// The dashboard's CPU history box: a Braille line chart of the total CPU over a bar per core,
/// beside the process table while the system panel shows.
@Suite("Dashboard: charts")
@MainActor
struct DashboardChartsTests {
    private func dashboard(width: Int, height: Int, seconds: Int) -> (TestTerminal, DashboardController) {
        let source = DashboardFakeSource(coreCount: 4)
        var controller: DashboardController!
        let terminal = TestTerminal(width: width, height: height) { app in
            controller = DashboardController(app: app, source: source)
        }
        terminal.advance(by: .seconds(seconds))
        return (terminal, controller)
    }

    @Test func theHistoryChartsTheCPUAndABarPerCore() {
        let (terminal, controller) = dashboard(width: 120, height: 40, seconds: 5)
        let view = controller.view
        #expect(!view.historyBox.isHidden)
        #expect(view.historyBox.frame.width == view.systemBox.frame.width)
        // The two boxes share the border between them.
        #expect(view.historyBox.frame.minX == view.processBox.frame.maxX - 1)
        #expect(terminal.screen.contains { $0.contains(" CPU history ") })
        let history = view.history
        #expect(history.chart.series.first?.values.count == controller.model.cpuHistory.count)
        #expect(history.coreBars.bars.map(\.label) == ["0", "1", "2", "3"])
        #expect(history.coreBars.bars.map(\.value) == controller.model.coreUsages.map { $0 * 100 })
        // The chart has plotted dots and its range's labels.
        let chartRows = terminal.screen.filter {
            $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
        }
        #expect(!chartRows.isEmpty)
        #expect(terminal.screen.contains { $0.contains("100%│") })
    }

    @Test func theHistoryHidesWithTheSystemPanelAndWithTheTable() {
        let (terminal, controller) = dashboard(width: 120, height: 40, seconds: 1)
        let view = controller.view
        terminal.resize(to: Size(width: 60, height: 20))
        #expect(!view.showsSystemPanel)
        #expect(view.historyBox.isHidden)
        #expect(view.processBox.frame.maxX == 60)
        terminal.resize(to: Size(width: 120, height: 7))
        #expect(view.processBox.isHidden)
        #expect(view.historyBox.isHidden)
        terminal.resize(to: Size(width: 120, height: 40))
        #expect(!view.historyBox.isHidden)
        #expect(view.processBox.frame.maxX - 1 == view.historyBox.frame.minX)
    }
}
