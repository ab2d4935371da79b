// trellis-terminal-check: a small full-screen program on NcursesBackend, driven by the
// end-to-end tests in Tests/TrellisNcursesTests (which run it in tmux and read the screen back).
//
// It draws through the real pipeline (a `Screen`'s canvas, diffed onto the backend), inside a
// border around the whole terminal:
//   row 1  "size WxH"                  the size it was last told
//   row 2  "中文 café"                  CJK and a combining mark (e + U+0301)
//   row 3  "last: …"                   the last event, described
//   row 4  "resumed N"                 how often it came back from a suspension
//   row 5  "pid N"                     its process id, for tests that send signals
//   row 6  "frame cells=N bytes=N"     what the previous frame cost
//   row 7  "❤️|"                       an emoji that tmux 3.3a draws narrower than Unicode
//   row 8  "red"                       in RGB red on the default background, and "bold"
//   row 9  "main queue: …"             "task ran, timer ran" once work posted to the main
//                                      queue has run while the program waited for input
// `q` or Ctrl-C quits (printing "trellis-terminal-check: bye" afterwards). To test that the
// terminal is restored on every way out: `t` throws out of `TerminalSession.run`, `e` calls
// `exit(3)` without ending the session, and with `--crash`, `c` crashes.

import Dispatch
import TrellisCore
import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The check screen: views do not exist here, so it draws straight onto the `Screen`'s canvas,
/// and the `Screen` sends the backend only what changed, as an application's frames will.
@MainActor
final class CheckScreen {
    let backend: NcursesBackend
    let screen: Screen
    var lastEvent = "none"
    var resumeCount = 0
    var lastStatistics = FrameStatistics(cellsChanged: 0)
    var mainQueueStatus = "waiting"
    var needsRedraw = false

    init(backend: NcursesBackend) {
        self.backend = backend
        screen = Screen(size: backend.size)
    }

    func describe(_ event: Event) -> String {
        switch event {
        case .key(let key): "key \(key)"
        case .mouse(let mouse): "mouse \(mouse)"
        case .paste(let text): "paste \(text)"
        case .resize(let size): "resize \(size.width)x\(size.height)"
        case .focusGained: "focus gained"
        case .focusLost: "focus lost"
        case .suspend: "suspend"
        case .resume: "resume"
        case .tick: "tick"
        }
    }

    func draw() {
        if screen.size != backend.size { screen.resize(to: backend.size) }
        let size = screen.size
        let canvas = screen.canvas
        canvas.fill(with: .blank)
        canvas.drawBox(Rect(origin: .zero, size: size))
        let lines = [
            "size \(size.width)x\(size.height)",
            "中文 cafe\u{301}",
            "last: \(lastEvent)",
            "resumed \(resumeCount)",
            "pid \(getpid())",
            "frame cells=\(lastStatistics.cellsChanged) bytes=\(lastStatistics.bytesWritten ?? -1)",
            "\u{2764}\u{FE0F}|",
            "",
            "main queue: \(mainQueueStatus)",
        ]
        for (row, line) in lines.enumerated() {
            _ = canvas.draw(text: line, at: Point(x: 2, y: 1 + row))
        }
        _ = canvas.draw(text: "red", at: Point(x: 2, y: 8), style: Style(foreground: .rgb(255, 0, 0)))
        _ = canvas.draw(text: "bold", at: Point(x: 6, y: 8), style: Style(attributes: .bold))
        lastStatistics = screen.render(to: backend, cursor: nil)
        needsRedraw = false
    }
}

/// An error thrown on purpose (`t`), to test that `TerminalSession.run` restores the terminal.
struct RequestedError: Error, CustomStringConvertible {
    var description: String { "error requested" }
}

/// Writes a line to standard error (after the session, or instead of it).
func report(_ text: String) {
    let message = Array("trellis-terminal-check: \(text)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

@MainActor
func runCheck() -> Int32 {
    let crashOnC = CommandLine.arguments.contains("--crash")
    do {
        try TerminalSession.run(configuration: .init(mouse: .allMotion)) { session in
            let screen = CheckScreen(backend: session.backend)
            // Work posted to the main queue must run while the source waits for input.
            Task { @MainActor in
                screen.mainQueueStatus = "task ran"
                screen.needsRedraw = true
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                MainActor.assumeIsolated {
                    screen.mainQueueStatus += ", timer ran"
                    screen.needsRedraw = true
                }
            }
            screen.draw()
            var running = true
            while running {
                let events = session.events.nextEvents(timeout: nil)
                for event in events {
                    switch event {
                    case .key(.character("q")), .key(.ctrl("c")):
                        running = false
                    case .key(.character("c")) where crashOnC:
                        fatalError("crash requested")
                    case .key(.character("e")):
                        exit(3)  // without ending the session: the atexit handler restores
                    case .key(.character("x")):
                        // The same from another thread: the handler runs on that thread.
                        DispatchQueue.global().async { exit(4) }
                        while true { sleep(1) }
                    case .key(.character("t")):
                        throw RequestedError()
                    case .resume:
                        screen.resumeCount += 1
                        screen.screen.invalidate()
                    default:
                        break
                    }
                    if event != .suspend { screen.lastEvent = screen.describe(event) }
                }
                if running && (!events.isEmpty || screen.needsRedraw) { screen.draw() }
            }
        }
    } catch {
        report("\(error)")
        return 2
    }
    print("trellis-terminal-check: bye")
    return 0
}

exit(runCheck())
