import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The todo app in a real terminal (tmux): typing adds an item, Tab, Space and a click on a
/// row's checkbox work, it follows resizes down to its smallest size and below, and Ctrl-C
/// leaves a sane terminal.
@Suite(
    "Todo end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct TodoEndToEndTests {
    @Test func addToggleResizeAndQuit() throws {
        let session = try DemoSession(demo: "todo", size: Size(width: 60, height: 20))
        let pane = session.pane
        try session.waitForScreen("the first screen") { lines in
            lines.contains { $0.contains("[ ] Water the plants") }
                && lines.contains { $0.contains("3 left · 0 done") }
        }
        try pane.send(literally: "Buy milk")
        try pane.press("Enter")
        try session.waitForScreen("the new item") { lines in
            lines.contains { $0.contains("[ ] Buy milk") }
                && lines.contains { $0.contains("4 left · 0 done") }
        }
        // A click on the new item's checkbox.
        let screen = try pane.screen()
        let row = try #require(screen.firstIndex { $0.contains("[ ] Buy milk") })
        let column = try #require(screen[row].range(of: "[ ]")).lowerBound
        let x = screen[row].distance(from: screen[row].startIndex, to: column) + 1
        try pane.run([
            "send-keys", "-t", "0", "-l", "\u{1B}[<0;\(x + 1);\(row + 1)M\u{1B}[<0;\(x + 1);\(row + 1)m",
        ])
        try session.waitForScreen("the item done") { lines in
            lines.contains { $0.contains("[x] Buy milk") }
                && lines.contains { $0.contains("3 left · 1 done") }
        }

        // Its smallest comfortable size, then smaller: still a screen, nothing past the edge.
        for size in [Size(width: 32, height: 10), Size(width: 20, height: 5), Size(width: 60, height: 20)] {
            try pane.resize(width: size.width, height: size.height)
            try session.waitForScreen("the screen at \(size.width)×\(size.height)") { lines in
                lines.count == size.height && lines.allSatisfy { $0.count <= size.width }
                    && (size.width < 32 || lines.contains { $0.contains("Buy milk") })
            }
        }
        try pane.press("C-c")
        try pane.waitForPrompt()
        try session.expectSaneTerminal()
    }
}
