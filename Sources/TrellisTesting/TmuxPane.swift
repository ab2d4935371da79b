import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real terminal for end-to-end tests: a tmux server of its own (a unique `-L` socket) with
/// one detached session running an interactive bash. Start your program in it, type into it,
/// read its screen back, resize it, and check that it left the terminal sane.
///
/// Everything waits by polling the screen with a timeout, never by fixed sleeps.
///
/// ```swift
/// let pane = try TmuxPane(width: 80, height: 24)
/// defer { pane.kill() }
/// try pane.type(line: "exec .build/debug/my-app")
/// try pane.waitFor("Welcome")
/// try pane.resize(width: 60, height: 20)
/// try pane.press("q")
/// #expect(try pane.lineDiscipline() == "icanon,echo")
/// ```
public final class TmuxPane {
    /// Where tmux is installed, or `nil` when it is not.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    private let tmux: String
    private let socket: String
    private var markerCount = 0

    /// Starts a server with a `width`×`height` session running `bash --norc --noprofile`.
    public init(width: Int, height: Int) throws {
        guard let tmux = Self.executable else { throw TmuxError.notInstalled }
        self.tmux = tmux
        socket = "trellis-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        // The server this starts keeps the client's standard output open, so its output is
        // not read (a pipe would never reach its end).
        try run(
            [
                "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-e", "LANG=C.UTF-8",
                "bash --norc --noprofile",
            ], capturingOutput: false)
        _ = try waitForScreen("the shell's prompt") { lines in
            lines.contains { $0.contains("$") || $0.contains("#") }
        }
    }

    /// Kills the server (and so everything running in it).
    public func kill() {
        _ = try? run(["kill-server"], capturingOutput: false)
    }

    deinit {
        kill()
    }

    /// Runs a tmux command on this server and returns its standard output (empty when not
    /// `capturingOutput`).
    @discardableResult
    public func run(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LANG"] = "C.UTF-8"
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        let (status, output) = try Subprocess.run(
            tmux, ["-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment,
            capturingOutput: capturingOutput)
        guard status == 0 else { throw TmuxError.commandFailed(arguments, status) }
        return output
    }

    /// Types `text` literally, then Enter.
    public func type(line text: String) throws {
        try run(["send-keys", "-t", "0", "-l", text])
        try run(["send-keys", "-t", "0", "Enter"])
    }

    /// Sends keys by tmux's names (`C-z`, `Escape`, `M-x`, `F5`).
    public func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Sends bytes as if typed (escape sequences included).
    public func send(literally text: String) throws {
        try run(["send-keys", "-t", "0", "-l", text])
    }

    /// Pastes `text` as the terminal would: bracketed if the program asked for it.
    public func paste(_ text: String) throws {
        try run(["set-buffer", text])
        try run(["paste-buffer", "-p", "-t", "0"])
    }

    /// Resizes the window.
    public func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen, one string per row.
    public func screen(withEscapes: Bool = false) throws -> [String] {
        let text = try run(["capture-pane", "-p", "-t", "0"] + (withEscapes ? ["-e"] : []))
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// tmux's view of the pane's modes: mouse reporting, SGR mouse, alternate screen, cursor.
    public func modes() throws -> PaneModes {
        let text = try run([
            "display-message", "-p", "-t", "0",
            "#{mouse_any_flag} #{mouse_sgr_flag} #{alternate_on} #{cursor_flag}",
        ])
        let flags = text.split(whereSeparator: \.isWhitespace).map { $0 == "1" }
        guard flags.count == 4 else { throw TmuxError.unexpectedOutput(text) }
        return PaneModes(
            mouse: flags[0], sgrMouse: flags[1], alternateScreen: flags[2], cursorVisible: flags[3])
    }

    /// Polls the screen until `condition` holds, or throws after `timeout`.
    ///
    /// - Returns: The screen that satisfied the condition.
    @discardableResult
    public func waitForScreen(
        _ what: String, timeout: Duration = .seconds(15), _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var lines: [String] = []
        while clock.now < deadline {
            lines = try screen()
            if condition(lines) { return lines }
            usleep(50_000)
        }
        throw TmuxError.timedOut(what, lines)
    }

    /// Waits until some row contains `text`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(15)) throws -> [String] {
        try waitForScreen("“\(text)”", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until the shell is back in charge: the main screen, and a prompt on the last line
    /// (so that what is typed next goes to the shell, not to a program that is ending).
    public func waitForPrompt() throws {
        try waitForScreen("the shell's prompt") { lines in
            guard let last = lines.last(where: { !$0.isEmpty }), last.hasSuffix("#") || last.hasSuffix("$")
            else { return false }
            return (try? modes().alternateScreen) == false
        }
    }

    /// Runs a shell command once the prompt is back and returns the line it printed after a
    /// unique marker.
    public func shellOutput(of command: String) throws -> String {
        try waitForPrompt()
        markerCount += 1
        let marker = "OUT\(markerCount):"
        try type(line: "echo \"\(marker)$(\(command))\"")
        let lines = try waitForScreen("the output of \(command)") { lines in
            lines.contains { $0.hasPrefix(marker) }
        }
        return String(lines.last { $0.hasPrefix(marker) }!.dropFirst(marker.count))
    }

    /// The terminal's `icanon` and `echo` settings as `stty -a` shows them in the pane, e.g.
    /// `"icanon,echo"` for a sane terminal or `"-icanon,-echo"` for a raw one.
    public func lineDiscipline() throws -> String {
        try shellOutput(
            of: "stty -a | tr ' ;' '\\n\\n' | grep -E -x -e '-?icanon' -e '-?echo' | paste -sd, -")
    }
}

/// What tmux says about a pane's modes.
public struct PaneModes: Equatable, Sendable {
    /// Whether the program asked for mouse reports.
    public var mouse: Bool
    /// Whether mouse reports use the SGR encoding.
    public var sgrMouse: Bool
    /// Whether the alternate screen is shown.
    public var alternateScreen: Bool
    /// Whether the cursor is visible.
    public var cursorVisible: Bool

    /// Creates a set of modes.
    public init(mouse: Bool, sgrMouse: Bool, alternateScreen: Bool, cursorVisible: Bool) {
        self.mouse = mouse
        self.sgrMouse = sgrMouse
        self.alternateScreen = alternateScreen
        self.cursorVisible = cursorVisible
    }

    /// How a shell leaves the pane: no mouse reporting, the main screen, a visible cursor.
    public static let shell = PaneModes(
        mouse: false, sgrMouse: false, alternateScreen: false, cursorVisible: true)
}

/// Why a ``TmuxPane`` operation failed.
public enum TmuxError: Error, CustomStringConvertible {
    /// tmux is not on the `PATH`.
    case notInstalled
    /// A tmux command exited with a non-zero status.
    case commandFailed([String], Int32)
    /// tmux printed something unexpected.
    case unexpectedOutput(String)
    /// A wait ran out of time; the screen it last saw.
    case timedOut(String, [String])

    /// A sentence saying what failed.
    public var description: String {
        switch self {
        case .notInstalled: "tmux is not installed"
        case .commandFailed(let arguments, let status): "tmux \(arguments) failed with status \(status)"
        case .unexpectedOutput(let text): "unexpected tmux output: \(text)"
        case .timedOut(let what, let lines):
            "timed out waiting for \(what); the screen was:\n" + lines.joined(separator: "\n")
        }
    }
}
