// Shared by the demos: a headless capture of the first screen (`--capture 80x24`), as text, as
// an SVG picture (`--svg`) or as ANSI text (`--ansi`).

import Trellis

/// `--capture WIDTHxHEIGHT [--svg | --ansi]`: the demo's first screen drawn headless, as text,
/// as an SVG picture (what `Scripts/make-screenshots.sh` puts in docs/images/) or as text with
/// ANSI colours — for the README and for a quick look without a terminal.
public enum CaptureOption {
    /// An error in the command line.
    public struct UsageError: Error, CustomStringConvertible {
        /// What is wrong.
        public let description: String
    }

    /// The size after `--capture`, or `nil` when the option is absent.
    ///
    /// - Throws: ``UsageError`` when the size is missing or malformed.
    public static func parse(_ arguments: [String]) throws -> Size? {
        guard let index = arguments.firstIndex(of: "--capture") else { return nil }
        guard index + 1 < arguments.count else {
            throw UsageError(description: "--capture needs a size such as 80x24")
        }
        let parts = arguments[index + 1].lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...1000).contains(width),
            (1...1000).contains(height)
        else {
            throw UsageError(description: "--capture \(arguments[index + 1]): expected a size such as 80x24")
        }
        return Size(width: width, height: height)
    }

    /// A capture as the command line asks for it: an SVG picture titled `title` with `--svg`,
    /// ANSI text with `--ansi`, else plain text without the blanks at the ends of its rows.
    public static func output(of screenshot: Screenshot, arguments: [String], title: String) -> String {
        if arguments.contains("--svg") {
            return screenshot.svg(options: Screenshot.SVGOptions(title: title))
        }
        if arguments.contains("--ansi") { return screenshot.ansiText() }
        let lines = screenshot.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tab after `--tab` (1-based), or 1 when the option is absent.
    ///
    /// - Throws: ``UsageError`` when the number is missing or not one of the `count` tabs.
    public static func tab(_ arguments: [String], count: Int) throws -> Int {
        guard let index = arguments.firstIndex(of: "--tab") else { return 1 }
        guard index + 1 < arguments.count, let tab = Int(arguments[index + 1]), (1...count).contains(tab)
        else {
            throw UsageError(description: "--tab needs a number from 1 to \(count)")
        }
        return tab
    }
}

/// Builds an application on a headless backend and returns its first frame.
@MainActor
public enum HeadlessCapture {
    /// An event source with nothing to say: the capture is the first frame.
    private final class NoEvents: EventSource {
        func nextEvents(timeout: Duration?) -> [Event] { [] }
    }

    /// The first frame of the application `setUp` builds, at `size`.
    ///
    /// The application never runs its loop; once the frame is taken it is torn down
    /// (``Application/tearDown()``), as `runInTerminal` does when its loop ends, so what
    /// `setUp` asked it to keep goes with it.
    public static func screenshot(size: Size, _ setUp: (Application) -> Void) -> Screenshot {
        let backend = HeadlessBackend(size: size)
        let app = Application(backend: backend, events: NoEvents(), clock: ManualClock())
        defer { app.tearDown() }
        setUp(app)
        app.renderFrameIfNeeded(force: true)
        return backend.screenshot()
    }
}
