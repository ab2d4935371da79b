// The demos' end-to-end harness: finds a demo's executable next to the test bundle, runs it in
// a real terminal (a tmux pane) with `TRELLIS_LAYOUT_LOG` pointing at a temporary file, and
// reads back both what the terminal shows and the frames the layout engine produced.
//
// A demo's test then reads like the issue that asks for it:
//
//     let session = try DemoSession(demo: "gallery")
//     try session.waitForScreen("the first screen") { $0.contains { $0.contains("Gallery") } }
//     for size in DemoSession.resizeSequence { let step = try session.resize(to: size) { … } }
//     try session.quit()
//     try session.expectSaneTerminal()

import Foundation
import Testing
import TrellisCore
import TrellisTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of a `TRELLIS_LAYOUT_LOG` file: the terminal's size and every view's frame in
/// window coordinates after one layout pass.
struct LayoutPass: Decodable {
    /// One view of the pass.
    struct View: Decodable {
        /// The view's `identifier`, if it has one.
        let id: String?
        /// The view's type name.
        let type: String
        /// `[x, y, width, height]` in window coordinates.
        let frame: [Int]

        /// The frame as a rectangle.
        var rect: Rect { Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) }
    }

    /// When the pass ran, in nanoseconds of the monotonic clock.
    let timeNanoseconds: UInt64
    /// `[width, height]` of the terminal.
    let sizeCells: [Int]
    /// The views in tree order (the window first).
    let views: [View]

    private enum CodingKeys: String, CodingKey {
        case timeNanoseconds = "time_ns"
        case sizeCells = "size"
        case views
    }

    /// The terminal's size.
    var size: Size { Size(width: sizeCells[0], height: sizeCells[1]) }

    /// The frame of the first view whose identifier is `id`, or `nil` when there is none.
    func frame(of id: String) -> Rect? {
        views.first { $0.id == id }?.rect
    }

    /// The frames of every view whose identifier is `id`.
    func frames(of id: String) -> [Rect] {
        views.filter { $0.id == id }.map(\.rect)
    }

    /// Reads the complete lines of a log file (a line still being written is left out).
    static func read(from url: URL) throws -> [LayoutPass] {
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The last element is empty when the file ends with a newline, or a partial line.
        lines.removeLast()
        let decoder = JSONDecoder()
        return try lines.filter { !$0.isEmpty }.map { line in
            try decoder.decode(LayoutPass.self, from: Data(line.utf8))
        }
    }
}

/// What one step of a resize sequence showed: the size asked for, the screen as captured from
/// the terminal, and the last layout pass at that size.
struct ResizeStep {
    /// The terminal's size in this step.
    let size: Size
    /// The screen, one string per row.
    let screen: [String]
    /// The last layout pass the demo logged at this size.
    let layout: LayoutPass

    /// Whether some row of the screen contains `text`.
    func shows(_ text: String) -> Bool {
        screen.contains { $0.contains(text) }
    }
}

/// A demo running in a tmux pane with its layout logged to a temporary file.
final class DemoSession {
    /// The sizes the issue asks every demo to follow, after starting at 120×40.
    static let resizeSequence = [
        Size(width: 60, height: 20), Size(width: 200, height: 60), Size(width: 20, height: 5),
        Size(width: 120, height: 40),
    ]

    /// The pane the demo runs in.
    let pane: TmuxPane
    /// The layout log the demo writes (`TRELLIS_LAYOUT_LOG`).
    let layoutLogURL: URL
    /// The demo's name.
    let demo: String

    /// Starts a shell in a new tmux pane and runs the demo in it.
    ///
    /// - Parameters:
    ///   - demo: The executable's name (`gallery`, `seeds`, …).
    ///   - size: The pane's size; 120×40 by default.
    ///   - arguments: Extra command-line arguments, already quoted for the shell.
    /// - Throws: When tmux cannot start or the demo was not built.
    init(demo: String, size: Size = Size(width: 120, height: 40), arguments: String = "") throws {
        let path = try BuiltProgram.require(demo)
        self.demo = demo
        layoutLogURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-\(demo)-layout-\(getpid())-\(UUID().uuidString.prefix(8)).jsonl")
        pane = try TmuxPane(width: size.width, height: size.height)
        try pane.type(line: "clear; TRELLIS_LAYOUT_LOG='\(layoutLogURL.path)' '\(path)' \(arguments)")
    }

    deinit {
        pane.kill()
        try? FileManager.default.removeItem(at: layoutLogURL)
    }

    /// The layout passes logged so far, oldest first.
    func layoutPasses() throws -> [LayoutPass] {
        try LayoutPass.read(from: layoutLogURL)
    }

    /// Waits until the screen satisfies `condition`.
    ///
    /// - Returns: The screen that did.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(15), _ condition: ([String]) -> Bool
    ) throws -> [String] {
        try pane.waitForScreen(what, timeout: timeout, condition)
    }

    /// Waits until the demo has laid out at `size` and the screen, `size` large, satisfies
    /// `condition`.
    ///
    /// - Returns: The screen and the last layout pass at that size.
    /// - Throws: `TmuxError.timedOut` with the last screen when it does not happen in time.
    func waitForStep(
        at size: Size, _ what: String, timeout: Duration = .seconds(15), _ condition: (ResizeStep) -> Bool
    ) throws -> ResizeStep {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var lastScreen: [String] = []
        while clock.now < deadline {
            lastScreen = try pane.screen()
            let rightSize =
                lastScreen.count == size.height
            if rightSize, let pass = try layoutPasses().last(where: { $0.size == size }) {
                let step = ResizeStep(size: size, screen: lastScreen, layout: pass)
                if condition(step) { return step }
            }
            usleep(50_000)
        }
        throw TmuxError.timedOut("\(what) at \(size.width)×\(size.height)", lastScreen)
    }

    /// Resizes the terminal and waits for the demo to follow.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - what: What the condition waits for, for the failure message.
    ///   - condition: When the step is complete (the screen shows what it should).
    /// - Returns: The screen and the last layout pass at the new size.
    func resize(
        to size: Size, waitingFor what: String, _ condition: (ResizeStep) -> Bool
    ) throws -> ResizeStep {
        try pane.resize(width: size.width, height: size.height)
        return try waitForStep(at: size, what, condition)
    }

    /// Presses `q` and waits for the shell's prompt.
    ///
    /// - Returns: The demo's exit status.
    @discardableResult
    func quit() throws -> Int {
        try pane.press("q")
        try pane.waitForPrompt()
        let status = try pane.shellOutput(of: "echo $?")
        return Int(status) ?? -1
    }

    /// Checks that the terminal is as a shell expects it after the demo: canonical input with
    /// echo, no mouse reporting, the main screen, a visible cursor.
    func expectSaneTerminal(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try pane.modes() == .shell, sourceLocation: sourceLocation)
        #expect(try pane.lineDiscipline() == "icanon,echo", sourceLocation: sourceLocation)
    }
}

extension Rect {
    /// Whether the rectangle lies inside `size` with its origin at 0, 0.
    func isInside(_ size: Size) -> Bool {
        minX >= 0 && minY >= 0 && maxX <= size.width && maxY <= size.height
    }
}
