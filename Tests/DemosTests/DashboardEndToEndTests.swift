import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The dashboard in a real terminal (tmux) on the real /proc: its first screen, the resize
/// sequence of issue 7 checked by the screen's structure (headers, bars — not the numbers,
/// which are live) and by the frames of the layout log, `q`, and a sane terminal afterwards.
@Suite(
    "Dashboard end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct DashboardEndToEndTests {
    /// Whether the screen is the dashboard's: the title, the meters with their bars, the
    /// process table's header and at least one process, and the status bar's hints.
    private func showsDashboard(_ step: ResizeStep) -> Bool {
        let screen = step.screen
        let bar = Set("█▉▊▋▌▍▎▏░")
        let meterRow = screen.first { $0.hasPrefix("│CPU ") }
        return screen.first?.hasPrefix(" Trellis dashboard") == true
            && screen.contains { $0.hasPrefix("┌ CPU & memory ") }
            && meterRow.map { $0.contains { bar.contains($0) } } == true
            && screen.contains { $0.hasPrefix("│Mem ") }
            && screen.contains { $0.contains("PID") && $0.contains("CPU%▼") && $0.contains("COMMAND") }
            && screen.contains { row in
                row.hasPrefix("│ ") && row.dropFirst(2).drop { $0 == " " }.first?.isNumber == true
            }
            && screen.last?.hasPrefix(" c CPU  m Mem  p PID") == true
            && screen.allSatisfy { $0.count <= step.size.width }
    }

    /// Checks the frames of a layout pass at a size the dashboard fits.
    private func expectFrames(_ step: ResizeStep, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (width, height) = (step.size.width, step.size.height)
        let layout = step.layout
        func frame(_ id: String) throws -> Rect {
            try #require(layout.frame(of: id), "no \(id) in the layout log", sourceLocation: sourceLocation)
        }
        #expect(
            try frame("dashboard") == Rect(x: 0, y: 0, width: width, height: height),
            sourceLocation: sourceLocation)
        #expect(
            try frame("title") == Rect(x: 1, y: 0, width: width - 2, height: 1),
            sourceLocation: sourceLocation)
        #expect(
            try frame("status") == Rect(x: 0, y: height - 1, width: width, height: 1),
            sourceLocation: sourceLocation)
        let meters = try frame("meters-box")
        let system = try frame("system-box")
        let processes = try frame("processes-box")
        // The meters under the title, the side panel beside them to the right edge (or, hidden,
        // the meters to the right edge over the panel's border), the table under both down to
        // the status bar, beside the CPU history (as wide as the panel) while the panel shows.
        // Neighbouring boxes share a border: they overlap by one cell.
        let showsSystem = width + 1 - 46 >= 22
        #expect(meters.minX == 0 && meters.minY == 1 && meters.height >= 4, sourceLocation: sourceLocation)
        #expect(
            showsSystem ? system.minX == meters.maxX - 1 : meters.maxX == width,
            sourceLocation: sourceLocation)
        #expect(system.maxX == width, sourceLocation: sourceLocation)
        #expect(system.minY == meters.minY && system.height == meters.height, sourceLocation: sourceLocation)
        #expect(
            processes
                == Rect(
                    x: 0, y: meters.maxY - 1, width: width - (showsSystem ? system.width - 1 : 0),
                    height: height - 1 - (meters.maxY - 1)),
            sourceLocation: sourceLocation)
        // The meters' content: the summary rows and a row of per-core bars.
        #expect(try frame("meters").height >= 4, sourceLocation: sourceLocation)
        // The side panel has its full width when there is room, only its border otherwise.
        let expectedSystemWidth = width + 1 - 46 >= 32 ? 32 : (showsSystem ? width + 1 - 46 : 2)
        #expect(system.width == expectedSystemWidth, sourceLocation: sourceLocation)
        // Every column of the table is there at these widths, side by side inside the table.
        let table = try frame("processes")
        var right = table.minX
        for title in ["PID", "USER", "CPU%", "MEM%", "RSS", "S", "COMMAND"] {
            let column = try frame("column \(title)")
            #expect(column.minX == right && column.width > 1, "\(title)", sourceLocation: sourceLocation)
            right = column.maxX
        }
        #expect(right <= table.maxX, sourceLocation: sourceLocation)
    }

    @Test func followsTheResizeSequenceAndLeavesTheTerminalSane() throws {
        let session = try DemoSession(demo: "dashboard")
        let first = try session.waitForStep(
            at: Size(width: 120, height: 40), "the first screen", showsDashboard)
        try expectFrames(first)
        #expect(first.shows("┬ System "))
        #expect(first.screen.contains { $0.hasPrefix("│0 ") })

        for size in DemoSession.resizeSequence {
            if size.width < 22 || size.height < 5 {
                let step = try session.resize(to: size, waitingFor: "the too-small notice") { step in
                    step.shows("Terminal too small") && step.shows("needs 22×5") && step.shows("has 20×5")
                }
                // The layout still ran, at the smallest size the required constraints allow.
                #expect(step.layout.frame(of: "dashboard") == Rect(x: 0, y: 0, width: 22, height: 5))
                #expect(step.screen.count == size.height)
            } else {
                let step = try session.resize(to: size, waitingFor: "the dashboard", showsDashboard)
                try expectFrames(step)
                // The side panel shows when there is room for it.
                #expect(step.shows("┬ System ") == (size.width >= 67), "\(size)")
            }
        }

        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }
}
