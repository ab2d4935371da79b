import Foundation
import Testing
import TrellisTesting

@testable import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The columns a captured row takes, for the fixed strings the program shows (CJK is two
/// columns wide, combining marks none).
private func columns(_ line: String) -> Int {
    line.reduce(0) { total, character in
        let first = character.unicodeScalars.first!.value
        return total + ((0x2E80...0x9FFF).contains(first) ? 2 : 1)
    }
}

/// Starts the program in the pane and waits for its first screen.
///
/// - Parameter wrap: Turns the program's command line into the line typed (to add a `trap`).
private func launch(
    in pane: TmuxPane, arguments: String = "", environment: String = "", wrap: (String) -> String = { $0 }
) throws -> Int32 {
    let program = try BuiltProgram.require("trellis-terminal-check")
    try pane.type(line: "clear; " + wrap("\(environment) '\(program)' \(arguments)"))
    // The whole row, up to the box's right edge: the digits may arrive after "pid ".
    let lines = try pane.waitForScreen("the program's pid") { lines in
        lines.contains { $0.contains("│ pid ") && $0.hasSuffix("│") }
    }
    let row = try #require(lines.first { $0.contains("│ pid ") })
    let digits = row.drop { !$0.isNumber }.prefix { $0.isNumber }
    return try #require(Int32(String(digits)))
}

/// Checks that the terminal is as a shell expects it: canonical input with echo, no mouse
/// reporting, the main screen, a visible cursor.
private func expectSaneTerminal(_ pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try pane.modes() == .shell, sourceLocation: sourceLocation)
    #expect(try pane.lineDiscipline() == "icanon,echo", sourceLocation: sourceLocation)
}

/// Waits until the pane shows the check program's whole frame at `width`×`height`: its size on
/// the first line inside the box, and the box's last line (a frame reaches tmux in several
/// writes; the first line alone can show before the rest).
private func waitForWholeFrame(in pane: TmuxPane, width: Int, height: Int) throws -> [String] {
    try pane.waitForScreen("the whole frame at \(width)×\(height)") { lines in
        lines.count == height && lines.count > 2 && lines[1].contains("size \(width)x\(height)")
            && lines[height - 1] == "└" + String(repeating: "─", count: width - 2) + "┘"
    }
}

@Suite("End to end in tmux", .serialized, .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct EndToEndTests {
    @Test func drawsKnownTextAtKnownCellsAndQuitsOnQ() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane)
        let lines = try waitForWholeFrame(in: pane, width: 80, height: 24)
        #expect(lines.count == 24)
        #expect(lines[0] == "┌" + String(repeating: "─", count: 78) + "┐")
        #expect(lines[23] == "└" + String(repeating: "─", count: 78) + "┘")
        // CJK at columns 2–5 and a combining mark: the right border stays at column 79.
        #expect(lines[2].hasPrefix("│ 中文 café "))
        #expect(lines[2].hasSuffix("│"))
        #expect(columns(lines[2]) == 80)
        // ❤️ is drawn as ❤ and a blank, so "|" lands at column 4 whatever tmux thinks of VS16.
        #expect(lines[7].hasPrefix("│ ❤ |"))
        #expect(columns(lines[7]) == 80)
        // RGB red maps to palette entry 196 on tmux-256color; bold is bold.
        let styled = try pane.screen(withEscapes: true)[8]
        #expect(styled.contains("38;5;196m") && styled.contains("red"))
        #expect(styled.contains("\u{1B}[1m") && styled.contains("bold"))
        #expect(
            try pane.modes()
                == PaneModes(mouse: true, sgrMouse: true, alternateScreen: true, cursorVisible: false))

        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
        try expectSaneTerminal(pane)
    }

    /// The frame log says, once each, what the ncurses built against made the backend give up:
    /// nothing with ncurses 6.1 or later; italic and colour pairs (tmux-256color has 65536) in
    /// the build for the 5.7 API.
    @Test func theFrameLogSaysWhatTheBackendDegraded() throws {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-degraded-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane, environment: "TRELLIS_FRAME_LOG='\(log)'")
        _ = try waitForWholeFrame(in: pane, width: 80, height: 24)
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
        // The program draws without an Application, so the log has no frames; and with nothing
        // degraded, no file.
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let entries = try text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let degraded = entries.filter { $0["event"] as? String == "degraded" }.compactMap {
            $0["feature"] as? String
        }
        let features = NcursesFeatures.compiled
        #expect(
            degraded == (features.italic ? [] : ["italic"])
                + (features.extendedColorPairs ? [] : ["colour pairs"]))
    }

    @Test func servesTheMainQueueWhileWaitingForInput() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane)
        // A Task and a main-queue timer posted before the loop ran, with no input at all.
        try pane.waitFor("main queue: task ran, timer ran")
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
    }

    @Test(arguments: [
        ("t", "an error thrown out of run", 2), ("e", "exit() without end()", 3),
        ("x", "exit() on another thread", 4),
    ])
    func restoresTheTerminalWhenTheProgramEndsAbruptly(key: String, way: String, status: Int) throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane)
        try pane.press(key)
        #expect(try pane.shellOutput(of: "echo status=$?") == "status=\(status)", "\(way)")
        try expectSaneTerminal(pane)
    }

    @Test func followsResizes() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane)
        try pane.waitFor("size 80x24")
        for (width, height) in [(100, 30), (50, 12), (80, 24)] {
            try pane.resize(width: width, height: height)
            let lines = try waitForWholeFrame(in: pane, width: width, height: height)
            #expect(lines.count == height)
            #expect(lines[0] == "┌" + String(repeating: "─", count: width - 2) + "┐")
            #expect(lines[height - 1] == "└" + String(repeating: "─", count: width - 2) + "┘")
            #expect(
                lines[1..<height - 1].allSatisfy {
                    $0.hasPrefix("│") && $0.hasSuffix("│") && columns($0) == width
                })
            #expect(lines[3].contains("last: resize \(width)x\(height)"))
        }
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
        try expectSaneTerminal(pane)
    }

    @Test func decodesKeysMouseAndPasteFromTheTerminal() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane)
        try pane.press("C-Left")
        try pane.waitFor("last: key Ctrl+Left ")
        try pane.press("M-x")
        try pane.waitFor("last: key Alt+x ")
        try pane.press("F5")
        try pane.waitFor("last: key F5 ")
        // The frame that showed the last key changed a few cells, not the screen, and its bytes
        // were counted.
        try pane.press("F6")
        let lines = try pane.waitFor("last: key F6 ")
        let numbers = try #require(lines.first { $0.contains("frame cells=") })
            .split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 2)
        #expect((1..<40).contains(numbers[0]), "cells changed: \(numbers[0])")
        #expect((1..<200).contains(numbers[1]), "bytes written: \(numbers[1])")
        // A lone Escape becomes the Escape key after the escape timeout.
        try pane.press("Escape")
        try pane.waitFor("last: key Escape ")
        // An SGR mouse report past column 223 (the pane is narrower, the decoder does not care).
        try pane.send(literally: "\u{1B}[<0;300;5M")
        try pane.waitFor("last: mouse press left at (299, 4) ")
        // A paste with a q in it is text, not a key: the program does not quit.
        try pane.paste("hello q")
        try pane.waitFor("last: paste hello q ")
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
    }

    @Test(arguments: [
        ("SIGTERM", SIGTERM, "Terminated"), ("SIGINT", SIGINT, ""), ("SIGHUP", SIGHUP, "Hangup"),
    ])
    func restoresTheTerminalWhenKilledBy(name: String, signal: Int32, shellMessage: String) throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        let pid = try launch(in: pane)
        #expect(try pane.modes().alternateScreen)
        #expect(kill(pid, signal) == 0)
        let status = try pane.shellOutput(of: "echo status=$?")
        #expect(status == "status=\(128 + signal)", "\(name)")
        if !shellMessage.isEmpty { #expect(try pane.screen().contains { $0.contains(shellMessage) }) }
        try expectSaneTerminal(pane)
    }

    @Test func restoresTheTerminalAfterACrash() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        _ = try launch(in: pane, arguments: "--crash", environment: "SWIFT_BACKTRACE=enable=no")
        try pane.press("c")
        try pane.waitFor("Illegal instruction")
        #expect(try pane.shellOutput(of: "echo ok") == "ok")
        try expectSaneTerminal(pane)
    }

    @Test(arguments: ["Ctrl-Z", "SIGTSTP"])
    func suspendsAndResumesWithFg(trigger: String) throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        let pid = try launch(in: pane)
        if trigger == "Ctrl-Z" {
            try pane.press("C-z")
        } else {
            #expect(kill(pid, SIGTSTP) == 0)
        }
        try pane.waitFor("Stopped")
        // While stopped, the shell has a sane terminal.
        try expectSaneTerminal(pane)
        // The terminal changes size while the program is stopped.
        try pane.resize(width: 70, height: 20)
        try pane.type(line: "fg")
        let lines = try pane.waitForScreen("the whole frame after fg") { lines in
            lines.contains { $0.contains("resumed 1") } && lines.count == 20
                && lines[19] == "└" + String(repeating: "─", count: 68) + "┘"
        }
        #expect(lines.contains { $0.contains("size 70x20") })
        #expect(lines[0] == "┌" + String(repeating: "─", count: 68) + "┐")
        #expect(lines.count == 20 && lines[19] == "└" + String(repeating: "─", count: 68) + "┘")
        #expect(
            try pane.modes()
                == PaneModes(mouse: true, sgrMouse: true, alternateScreen: true, cursorVisible: false))
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
        try expectSaneTerminal(pane)
    }
    @Test func ctrlZIsAKeyWhereStoppingIsIgnored() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        defer { pane.kill() }
        // Started with SIGTSTP ignored (as without job control), Ctrl-Z must not stop the
        // program, which nobody could then resume.
        _ = try launch(in: pane, wrap: { "(trap '' TSTP; exec \($0))" })
        try pane.press("C-z")
        try pane.waitFor("last: key Ctrl+z ")
        try pane.press("q")
        try pane.waitFor("trellis-terminal-check: bye")
        try expectSaneTerminal(pane)
    }
}

@Suite("Without a terminal")
struct NotATerminalTests {
    @Test func refusesToStartAndWritesNothingToItsOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltProgram.require("trellis-terminal-check"))
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(written.isEmpty)
        #expect(message.contains("standard input is not a terminal"))
    }
}
