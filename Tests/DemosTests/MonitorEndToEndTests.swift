import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The monitor in a real terminal (tmux) on the real /proc: the table fills, sorts by key,
/// follows resizes down to its smallest size and below, and `q` leaves a sane terminal.
@Suite(
    "Monitor end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct MonitorEndToEndTests {
    /// Whether the screen is the monitor's: the box with a count, the header, rows that start
    /// with a PID, and the hints.
    private func showsMonitor(_ lines: [String], sortedBy header: String) -> Bool {
        lines.first?.hasPrefix("┌Processes (") == true
            && lines.contains { $0.contains("PID") && $0.contains(header) }
            && lines.contains { row in
                row.hasPrefix("│") && row.dropFirst().drop { $0 == " " }.first?.isNumber == true
            }
            && lines.last?.hasPrefix(" p PID") == true
    }

    @Test func sortsResizesAndQuits() throws {
        let session = try DemoSession(demo: "monitor", size: Size(width: 80, height: 24))
        let pane = session.pane
        try session.waitForScreen("the first screen") { showsMonitor($0, sortedBy: "CPU%▼") }
        try pane.press("p")
        let byPID = try session.waitForScreen("sorted by PID") { showsMonitor($0, sortedBy: "PID▲") }
        // PID 1 is the first row when sorted by PID.
        #expect(byPID.dropFirst(2).first?.hasPrefix("│      1 ") == true, "\(byPID)")

        for size in [Size(width: 40, height: 10), Size(width: 20, height: 5), Size(width: 80, height: 24)] {
            try pane.resize(width: size.width, height: size.height)
            try session.waitForScreen("the screen at \(size.width)×\(size.height)") { lines in
                lines.count == size.height && lines.allSatisfy { $0.count <= size.width }
                    && (size.width < 40 || showsMonitor(lines, sortedBy: "PID▲"))
            }
        }
        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }
}
