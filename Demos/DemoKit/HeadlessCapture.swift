// Shared by the demos: a headless capture of the first screen (`--capture 80x24`).

import Trellis

/// `--capture WIDTHxHEIGHT`: the demo's first screen as text, drawn headless, for the README
/// and for a quick look without a terminal.
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

/// Builds an application on a headless backend and returns its first frame's text.
@MainActor
public enum HeadlessCapture {
    /// An event source with nothing to say: the capture is the first frame.
    private final class NoEvents: EventSource {
        func nextEvents(timeout: Duration?) -> [Event] { [] }
    }

    /// The rows of the first frame of the application `setUp` builds, at `size`, without the
    /// blanks at their ends.
    public static func screen(size: Size, _ setUp: (Application) -> Void) -> [String] {
        let backend = HeadlessBackend(size: size)
        let app = Application(backend: backend, events: NoEvents(), clock: ManualClock())
        setUp(app)
        app.renderFrameIfNeeded(force: true)
        return backend.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }
}
