import CNcurses
import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program's hold on the terminal in inline mode: it draws in a few rows below the shell's
/// prompt (an `InlineBackend`) instead of taking over the screen — no ncurses, no alternate
/// screen — and when it ends, its last frame stays in the scrollback and the prompt comes back
/// below it.
///
/// Input is raw and decoded as in a full-screen ``TerminalSession`` (keys, bracketed paste;
/// mouse reporting stays off, its positions being the screen's, not the region's), resizes
/// reach the app as `.resize` with the region's new size, and Ctrl-Z leaves the region where it
/// is and opens a new one below the shell's output after `fg`. The terminal is restored on
/// return, on a thrown error and on a terminating signal or crash, as by a `TerminalSession`.
///
/// ```swift
/// try InlineTerminalSession.run(lines: 5) { session in
///     let app = Application(backend: session.backend, events: session.events)
///     buildBoard(app)
///     app.run()
/// }
/// ```
@MainActor
public final class InlineTerminalSession {
    /// Where frames go: the region below the prompt.
    public let backend: InlineBackend
    /// Where events come from.
    public var events: TerminalEventSource { eventSource! }  // set at the end of `init`
    /// Whether the session still holds the terminal (`end()` not yet called).
    public private(set) var isActive = true
    /// The key that suspends the program (Ctrl-Z by default), or `nil` to deliver it as a key.
    public let suspendKey: KeyEvent?

    private let descriptor = STDOUT_FILENO
    private let savedAttributes: termios?
    private let signalRelay: SignalRelay
    private var eventSource: TerminalEventSource?

    /// The bytes that turn off what the session turned on and leave the cursor visible below
    /// whatever was drawn last.
    private static let restoreBytes = TerminalModes.disableAll + Array("\u{1B}[0m\u{1B}[?25h\r\n".utf8)

    /// Takes the terminal over for a region of `lines` rows starting on the cursor's line.
    ///
    /// - Parameters:
    ///   - lines: The region's height (at most the terminal's).
    ///   - suspendKey: The key that suspends the program; `nil` delivers Ctrl-Z as a key.
    /// - Throws: `TerminalError.notATerminal` when standard input or output is not a terminal
    ///   (nothing is written then); `.initializationFailed` when a session already runs or the
    ///   signal pipe cannot be made.
    public init(lines: Int, suspendKey: KeyEvent? = .ctrl("z")) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(.standardInput) }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(.standardOutput) }
        guard !TerminalSession.isRunning else {
            throw TerminalError.initializationFailed("a terminal session is already running")
        }
        self.suspendKey = suspendKey
        var attributes = termios()
        savedAttributes = tcgetattr(STDIN_FILENO, &attributes) == 0 ? attributes : nil
        signalRelay = try SignalRelay.install()
        TerminalSession.isRunning = true
        let output = descriptor
        backend = InlineBackend(
            lines: lines, terminalSize: Self.terminalSize(of: output) ?? Size(width: 80, height: 24)
        ) {
            bytes in TerminalModes.writeAll(bytes, to: output)
        }
        enter()
        eventSource = TerminalEventSource(host: self, input: STDIN_FILENO, signals: signalRelay.read)
    }

    /// Runs `body` with the terminal taken over, and gives it back however `body` ends.
    ///
    /// - Parameters:
    ///   - lines: The region's height.
    ///   - body: The program's work, given the session.
    /// - Returns: What `body` returns.
    /// - Throws: `TerminalError` when the terminal cannot be taken over, or what `body` throws.
    public static func run<Result>(lines: Int, _ body: (InlineTerminalSession) throws -> Result) throws
        -> Result
    {
        let session = try InlineTerminalSession(lines: lines)
        defer { session.end() }
        return try body(session)
    }

    /// Gives the terminal back: the last frame stays, the cursor goes below it, visible, the
    /// saved attributes and signal handlers come back. Safe to call more than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        eventSource?.stop()
        backend.finish()
        TerminalModes.writeAll(TerminalModes.disableAll, to: descriptor)
        restoreAttributes()
        EmergencyRestore.disarm()
        signalRelay.uninstall()
        TerminalSession.isRunning = false
    }

    isolated deinit {
        end()
    }

    /// Raw input, bracketed paste, and the restore path armed.
    private func enter() {
        if var raw = savedAttributes {
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            raw.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        EmergencyRestore.arm(descriptor: descriptor, attributes: savedAttributes, bytes: Self.restoreBytes)
        TerminalModes.writeAll(TerminalModes.enableBracketedPaste, to: descriptor)
    }

    private func restoreAttributes() {
        guard var attributes = savedAttributes else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
    }

    private static func terminalSize(of descriptor: Int32) -> Size? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard trellis_window_size(descriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return Size(width: Int(columns), height: Int(rows))
    }
}

extension InlineTerminalSession: TerminalEventHost {
    var windowSize: Size { backend.size }

    func suspendUntilContinued() {
        guard isActive else { return }
        backend.finish()
        TerminalModes.writeAll(TerminalModes.disableAll, to: descriptor)
        restoreAttributes()
        EmergencyRestore.disarm()
        SignalHandling.allowStop()
        kill(0, SIGTSTP)  // stops here; an orphaned process group ignores it and goes on
        SignalHandling.catchStop()
        reacquire()
    }

    func reacquire() {
        guard isActive else { return }
        enter()
        backend.reopenBelowCursor(terminalSize: Self.terminalSize(of: descriptor) ?? backend.size)
    }

    func followTerminalSize() -> Size? {
        guard let size = Self.terminalSize(of: descriptor) else { return nil }
        let before = backend.size
        backend.resize(terminalSize: size)
        return backend.size == before ? nil : backend.size
    }

    func terminalSupportsSynchronizedOutput() {}
}
