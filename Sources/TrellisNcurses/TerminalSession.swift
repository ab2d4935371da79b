import CNcurses
import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program's hold on the terminal: it takes the terminal over (ncurses, raw input, the
/// alternate screen, mouse reporting, bracketed paste, focus reports) and always gives it back.
///
/// The terminal is restored:
/// - when `end()` is called, which `run(configuration:_:)` does on return and on a thrown error;
/// - at `exit()` (an `atexit` handler), and on `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT` and the
///   crash signals, from the signal handler with async-signal-safe writes of the reset sequences
///   and a `tcsetattr` of the attributes saved at the start, before the signal takes its usual
///   course (see `SignalHandling`);
/// - while suspended: Ctrl-Z (or a `SIGTSTP`) hands the terminal back and stops the process;
///   `fg` takes it again, repaints, and reports `.resume` and the current size.
///
/// A resize (`SIGWINCH`) reaches the app as `.resize` from `events`, with the backend already
/// resized. When standard input or output is not a terminal, starting throws
/// `TerminalError.notATerminal` and writes nothing.
///
/// ```swift
/// try TerminalSession.run { session in
///     var running = true
///     while running {
///         for event in session.events.nextEvents(timeout: nil) {
///             if event == .key(.character("q")) { running = false }
///         }
///         draw(on: session.backend)
///     }
/// }
/// ```
@MainActor
public final class TerminalSession {
    /// How a session drives the terminal.
    public struct Configuration: Sendable {
        /// Which terminal to use.
        public enum Device: Hashable, Sendable {
            /// Standard input and output (both must be the terminal).
            case standardStreams
            /// A terminal device opened by path, for input and output (for example `/dev/tty`
            /// to keep standard output free for other uses).
            case path(String)
        }

        /// How much mouse activity is reported.
        public enum MouseReporting: Hashable, Sendable {
            /// None: the terminal keeps the mouse (for selecting text).
            case off
            /// Presses, releases, drags and the wheel (modes 1000 and 1002, SGR encoding).
            case buttons
            /// Also motion with no button held, for hover effects (mode 1003).
            case allMotion
        }

        /// The terminal to use; standard input and output by default.
        public var device: Device
        /// How much mouse activity is reported; buttons and drags by default.
        public var mouse: MouseReporting
        /// Whether pasted text arrives as one `.paste` event (bracketed paste); on by default.
        public var bracketedPaste: Bool
        /// Whether the terminal reports focus changes (`.focusGained` / `.focusLost`); on by
        /// default (terminals that cannot simply say nothing).
        public var focusEvents: Bool
        /// The key that suspends the program, as the shell's Ctrl-Z would (raw mode turns the
        /// terminal's own job-control keys off); `nil` delivers Ctrl-Z as a key.
        public var suspendKey: KeyEvent?
        /// Choices for the backend (terminal type, colours, synchronized output).
        public var backend: NcursesBackend.Options

        /// Creates a configuration; every setting has a sensible default.
        public init(
            device: Device = .standardStreams, mouse: MouseReporting = .buttons, bracketedPaste: Bool = true,
            focusEvents: Bool = true, suspendKey: KeyEvent? = .ctrl("z"),
            backend: NcursesBackend.Options = NcursesBackend.Options()
        ) {
            self.device = device
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.focusEvents = focusEvents
            self.suspendKey = suspendKey
            self.backend = backend
        }
    }

    /// Where frames go.
    public let backend: NcursesBackend
    /// Where events come from.
    public var events: TerminalEventSource { eventSource! }  // set at the end of `init`
    /// Whether the session still holds the terminal (`end()` not yet called).
    public private(set) var isActive = true
    /// How the session was configured.
    public let configuration: Configuration

    let inputDescriptor: Int32
    let outputDescriptor: Int32
    private let ownsDevice: Bool
    private var savedAttributes: termios?
    private let signalRelay: SignalRelay
    private var eventSource: TerminalEventSource?

    /// Whether a session (full-screen or inline) holds the terminal in this process.
    /// Process-wide by nature, like the terminal it guards; isolated to the main actor with the
    /// rest of the session, so two sessions starting at once cannot both see `false`.
    static var isRunning = false

    /// Takes the terminal over.
    ///
    /// - Parameter configuration: Which terminal and which of its features to use.
    /// - Throws: `TerminalError.notATerminal` when the device is not a terminal (before anything
    ///   is written), `TerminalError.cannotOpen`, `.unknownTerminalType` or
    ///   `.initializationFailed` otherwise (a session is already running, for one).
    public init(configuration: Configuration = Configuration()) throws(TerminalError) {
        guard !Self.isRunning else {
            throw TerminalError.initializationFailed("a terminal session is already running")
        }
        self.configuration = configuration
        switch configuration.device {
        case .standardStreams:
            guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(.standardInput) }
            guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(.standardOutput) }
            (inputDescriptor, outputDescriptor, ownsDevice) = (STDIN_FILENO, STDOUT_FILENO, false)
        case .path(let path):
            let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw TerminalError.cannotOpen(path: path, errno: errno) }
            guard isatty(descriptor) == 1 else {
                FileDescriptors.close(descriptor)
                throw TerminalError.notATerminal(.device(path))
            }
            (inputDescriptor, outputDescriptor, ownsDevice) = (descriptor, descriptor, true)
        }
        var attributes = termios()
        savedAttributes = tcgetattr(outputDescriptor, &attributes) == 0 ? attributes : nil

        do {
            signalRelay = try SignalRelay.install()
        } catch {
            if ownsDevice { FileDescriptors.close(inputDescriptor) }
            throw error
        }

        do {
            backend = try NcursesBackend(
                input: inputDescriptor, output: outputDescriptor, options: configuration.backend)
        } catch {
            signalRelay.uninstall()
            if ownsDevice { FileDescriptors.close(inputDescriptor) }
            throw error
        }
        Self.isRunning = true
        EmergencyRestore.arm(
            descriptor: outputDescriptor, attributes: savedAttributes,
            bytes: TerminalModes.disableAll + backend.shellRestoreSequence)
        enableModes()
        if configuration.backend.synchronizedOutput == nil && !backend.usesSynchronizedOutput {
            backend.writeToTerminal(TerminalModes.querySynchronizedUpdate)
        }
        backend.invalidate()
        eventSource = TerminalEventSource(host: self, input: inputDescriptor, signals: signalRelay.read)
    }

    /// Runs `body` with the terminal taken over, and gives the terminal back however `body`
    /// ends (return or throw).
    ///
    /// - Parameters:
    ///   - configuration: Which terminal and which of its features to use.
    ///   - body: The program's work, given the session.
    /// - Returns: What `body` returns.
    /// - Throws: `TerminalError` when the terminal cannot be taken over, or what `body` throws.
    public static func run<Result>(
        configuration: Configuration = Configuration(), _ body: (TerminalSession) throws -> Result
    ) throws -> Result {
        let session = try TerminalSession(configuration: configuration)
        defer { session.end() }
        return try body(session)
    }

    /// Gives the terminal back: every mode turned off, ncurses ended (main screen, cursor shown),
    /// the saved terminal attributes restored, the signal handlers put back. Safe to call more
    /// than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        eventSource?.stop()
        backend.writeToTerminal(TerminalModes.disableAll)
        backend.close()
        restoreAttributes()
        EmergencyRestore.disarm()
        signalRelay.uninstall()
        if ownsDevice { FileDescriptors.close(inputDescriptor) }
        Self.isRunning = false
    }

    isolated deinit {
        end()
    }

    // MARK: - Suspension

    /// Hands the terminal back, stops the process group as the shell's Ctrl-Z would, and takes
    /// the terminal again once the process continues (`fg`). Returns after continuing.
    func suspendUntilContinued() {
        guard isActive else { return }
        leave()
        SignalHandling.allowStop()
        kill(0, SIGTSTP)  // stops here; an orphaned process group ignores it and goes on
        SignalHandling.catchStop()
        reenter()
    }

    /// Takes the terminal again after the process was stopped and continued by someone else
    /// (`SIGSTOP`, then `SIGCONT`): the shell may have changed the terminal meanwhile.
    func reacquire() {
        guard isActive else { return }
        backend.suspend()
        reenter()
    }

    /// The terminal's size as the kernel reports it, or the backend's when it cannot tell.
    func currentSize() -> Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard trellis_window_size(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 else {
            return backend.size
        }
        return Size(width: Int(columns), height: Int(rows))
    }

    private func leave() {
        backend.writeToTerminal(TerminalModes.disableAll)
        backend.suspend()
        restoreAttributes()
        EmergencyRestore.disarm()
    }

    private func reenter() {
        EmergencyRestore.arm(
            descriptor: outputDescriptor, attributes: savedAttributes,
            bytes: TerminalModes.disableAll + backend.shellRestoreSequence)
        let size = currentSize()
        if size != backend.size { backend.resize(to: size) }
        backend.resume()
        enableModes()
    }

    private func enableModes() {
        var bytes: [UInt8] = []
        if configuration.mouse != .off {
            bytes += TerminalModes.enableMouse(allMotion: configuration.mouse == .allMotion)
        }
        if configuration.bracketedPaste { bytes += TerminalModes.enableBracketedPaste }
        if configuration.focusEvents { bytes += TerminalModes.enableFocusEvents }
        backend.writeToTerminal(bytes)
    }

    private func restoreAttributes() {
        guard var attributes = savedAttributes else { return }
        _ = tcsetattr(outputDescriptor, TCSANOW, &attributes)
    }
}
