// trellis-terminal-check: a small full-screen program on NcursesBackend, driven by the
// end-to-end tests in Tests/TrellisNcursesTests (which run it in tmux and read the screen back).
//
// It draws, inside a border around the whole terminal:
//   row 1  "size WxH"                  the size it was last told
//   row 2  "中文 café"                  CJK and a combining mark (e + U+0301)
//   row 3  "last: …"                   the last event, described
//   row 4  "resumed N"                 how often it came back from a suspension
//   row 5  "pid N"                     its process id, for tests that send signals
//   row 6  "frame cells=N bytes=N"     what the previous frame cost
//   row 7  "❤️|"                       an emoji that tmux 3.3a draws narrower than Unicode
//   row 8  "red"                       in RGB red on the default background, and "bold"
// `q` or Ctrl-C quits (printing "trellis-terminal-check: bye" afterwards); with `--crash`, `c`
// crashes on purpose, to test that the terminal is restored after a fatal signal.

import TrellisCore
import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The display width of the few clusters this program shows (the real width tables live in
/// TrellisCore's Text/ and are not needed here).
func width(of character: Character) -> Int {
    if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    guard let first = character.unicodeScalars.first else { return 1 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
        0x1F300...0x1FAFF:
        return 2
    default:
        return 1
    }
}

@MainActor
final class CheckScreen {
    let backend: NcursesBackend
    var lastEvent = "none"
    var resumeCount = 0
    var lastStatistics = FrameStatistics(cellsChanged: 0)

    init(backend: NcursesBackend) {
        self.backend = backend
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

    func put(_ text: String, x: Int, y: Int, style: Style = .plain) {
        var column = x
        for character in text {
            let columns = width(of: character)
            backend.draw(
                Cell(grapheme: character, width: UInt8(columns), style: style), at: Point(x: column, y: y))
            column += columns
        }
    }

    func draw() {
        let size = backend.size
        backend.beginFrame()
        for y in 0..<size.height {
            for x in 0..<size.width {
                let glyph: Character
                switch (x, y) {
                case (0, 0): glyph = "┌"
                case (size.width - 1, 0): glyph = "┐"
                case (0, size.height - 1): glyph = "└"
                case (size.width - 1, size.height - 1): glyph = "┘"
                case (0, _), (size.width - 1, _): glyph = "│"
                case (_, 0), (_, size.height - 1): glyph = "─"
                default: glyph = " "
                }
                backend.draw(Cell(grapheme: glyph, width: 1), at: Point(x: x, y: y))
            }
        }
        put("size \(size.width)x\(size.height)", x: 2, y: 1)
        put("中文 cafe\u{301}", x: 2, y: 2)
        put("last: \(lastEvent)", x: 2, y: 3)
        put("resumed \(resumeCount)", x: 2, y: 4)
        put("pid \(getpid())", x: 2, y: 5)
        put(
            "frame cells=\(lastStatistics.cellsChanged) bytes=\(lastStatistics.bytesWritten ?? -1)", x: 2,
            y: 6)
        put("\u{2764}\u{FE0F}|", x: 2, y: 7)
        put("red", x: 2, y: 8, style: Style(foreground: .rgb(255, 0, 0)))
        put("bold", x: 6, y: 8, style: Style(attributes: .bold))
        lastStatistics = backend.endFrame(cursor: nil)
    }
}

@MainActor
func runCheck() -> Int32 {
    let crashOnC = CommandLine.arguments.contains("--crash")
    let session: TerminalSession
    do {
        session = try TerminalSession(configuration: .init(mouse: .allMotion))
    } catch {
        let message = Array("trellis-terminal-check: \(error)\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        return 2
    }
    let screen = CheckScreen(backend: session.backend)
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
            case .resume:
                screen.resumeCount += 1
                session.backend.invalidate()
            default:
                break
            }
            if event != .suspend { screen.lastEvent = screen.describe(event) }
        }
        if running && !events.isEmpty { screen.draw() }
    }
    session.end()
    print("trellis-terminal-check: bye")
    return 0
}

exit(runCheck())
