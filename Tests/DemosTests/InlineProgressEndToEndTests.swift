import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `inline-progress` in a real terminal (tmux): the board draws below the command without the
/// alternate screen, is laid out again at a new width, and when it ends its last frame stays in
/// the scrollback right above the shell's next output, with the terminal sane again.
@Suite(
    "Inline progress end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed")
)
struct InlineProgressEndToEndTests {
    @Test func theBoardRunsBelowThePromptAndStaysInTheScrollback() throws {
        let executable = try BuiltProgram.require("inline-progress")
        let pane = try TmuxPane(width: 60, height: 20)
        defer { pane.kill() }
        try pane.waitForPrompt()
        try pane.type(line: "clear; echo before-board; \(executable) --speed 0.6; echo after-board")
        let running = try pane.waitForScreen("the board running") { lines in
            lines.contains { $0.contains("Building:") } && lines.contains { $0.hasPrefix("  fetch sources") }
        }
        #expect(try pane.modes().alternateScreen == false)
        let before = try #require(running.firstIndex { $0 == "before-board" })
        #expect(running[before + 1].hasPrefix(" Building:"))

        // Narrower: the rows are laid out again at 40 columns (the percentages at the right edge).
        try pane.resize(width: 40, height: 20)
        try pane.waitForScreen("the board at 40 columns") { lines in
            let rows = lines.filter { $0.hasPrefix("  fetch sources") || $0.hasPrefix("  link demos") }
            return rows.count == 2
                && rows.allSatisfy { $0.count == 39 && ($0.hasSuffix("%") || $0.hasSuffix("done")) }
        }

        try pane.waitFor("after-board", timeout: .seconds(40))
        try pane.waitForPrompt()
        let history = try pane.run(["capture-pane", "-p", "-t", "0", "-S", "-"]).components(separatedBy: "\n")
        let end = try #require(history.lastIndex { $0 == "after-board" })
        let start = try #require(history.lastIndex { $0 == "before-board" })
        // The final frame is the seven rows right above the shell's next output. (Above it, the
        // frame the terminal re-wrapped when it narrowed stays in the scrollback: tmux pushes
        // re-wrapped rows into its history, where the region cannot reach them.)
        let board = Array(history[max(start + 1, end - 7)..<end])
        #expect(board.count == 7)
        #expect(board.first == " ✓ All 5 tasks done", "\(board)")
        #expect(
            board.dropFirst().prefix(5).allSatisfy { $0.hasPrefix("  ") && $0.hasSuffix("done") }, "\(board)")
        #expect(board.last?.hasPrefix(" q quits") == true, "\(board)")
        #expect(try pane.lineDiscipline() == "icanon,echo")
        #expect(try pane.modes() == .shell)
    }
}
