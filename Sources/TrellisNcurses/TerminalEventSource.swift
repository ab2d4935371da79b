import CNcurses
import Dispatch
import Foundation
import TrellisCore

/// The events of the real terminal: keys, mouse, paste and focus decoded from the raw bytes of
/// the terminal by `InputDecoder`, resizes from `SIGWINCH`, and suspension and resumption.
///
/// Input is read as raw bytes from the terminal, not through ncurses' `wgetch`: ncurses only
/// knows the keys terminfo lists (no modifiers for many, nothing for bracketed paste or focus),
/// and under `tmux-256color` it decodes only X10 mouse reports, which lose drags and columns
/// past 223. So the session turns on SGR mouse reporting (modes 1002/1003 with 1006) and
/// bracketed paste itself, and this source parses everything in pure Swift. ncurses still does
/// all the output.
///
/// Waiting: the terminal and the signal pipe are watched by dispatch sources on the main queue,
/// and `nextEvents(timeout:)` waits inside `RunLoop.main.run(mode:before:)`. So while it waits,
/// work posted to the main queue (`Task { @MainActor in … }`, `DispatchQueue.main.async`) runs,
/// and the wait ends early (possibly with no events) once it has, as `EventSource` asks. As a
/// fallback for callers that cannot serve the main queue (inside an async task), the
/// descriptors are also polled directly at least every 50 ms.
///
/// The source also:
/// - resizes the backend on `SIGWINCH` before reporting `.resize` with the new size;
/// - reports `.suspend` for Ctrl-Z (the session's `suspendKey`) or `SIGTSTP`; the next call
///   hands the terminal back and stops the process, and after `fg` returns `.resume` and
///   `.resize` with the current size first. Where `SIGTSTP` was ignored at the start (no job
///   control), Ctrl-Z is an ordinary key;
/// - turns synchronized output on in the backend when the terminal answers the session's
///   query that it supports it;
/// - turns a lone ESC into the Escape key after `InputDecoder.escapeTimeout`.
@MainActor
public final class TerminalEventSource: EventSource {
    private weak var session: (any TerminalEventHost)?
    private let input: Int32
    private let signals: Int32
    private var decoder = InputDecoder()
    private var ready: [Event] = []
    private var escapeDeadline: ContinuousClock.Instant?
    private var suspensionRequested = false
    private var inputSource: DispatchSourceRead?
    private var signalSource: DispatchSourceRead?
    private var inputEnded = false
    private var pendingSignals: [Int32] = []
    private let clock = ContinuousClock()
    private var buffer = [UInt8](repeating: 0, count: 4096)

    /// The longest the source blocks in one run-loop wait before polling the descriptors itself.
    static let pollInterval: Duration = .milliseconds(50)

    init(host session: any TerminalEventHost, input: Int32, signals: Int32) {
        self.session = session
        self.input = input
        self.signals = signals
        inputSource = makeSource(input) { $0.collectInput() }
        signalSource = makeSource(signals) { $0.collectSignals() }
    }

    private func makeSource(_ descriptor: Int32, _ action: @escaping (TerminalEventSource) -> Void)
        -> DispatchSourceRead
    {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                action(self)
            }
        }
        source.resume()
        return source
    }

    /// Stops watching the terminal (the session ended).
    func stop() {
        inputSource?.cancel()
        signalSource?.cancel()
        inputSource = nil
        signalSource = nil
    }

    /// Returns the events that are ready, waiting for them as `EventSource` describes.
    ///
    /// If the previous batch ended with `.suspend`, the process is suspended first, and the
    /// batch starts with `.resume` and `.resize`.
    ///
    /// - Parameter timeout: The longest to wait; `nil` waits until something happens.
    /// - Returns: The events, oldest first, up to and including a `.suspend`; nothing, at once,
    ///   after the session ended.
    public func nextEvents(timeout: Duration?) -> [Event] {
        guard let session, session.isActive else { return [] }
        if suspensionRequested {
            suspensionRequested = false
            session.suspendUntilContinued()
            discardPendingContinue()
            ready.insert(contentsOf: [.resume, .resize(session.windowSize)], at: 0)
        }
        collectInput()
        collectSignals()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        while ready.isEmpty {
            let now = clock.now
            if let escapeDeadline, now >= escapeDeadline {
                self.escapeDeadline = nil
                accept(decoder.flush())
                continue
            }
            if let deadline, now >= deadline { break }
            var wake = now.advanced(by: Self.pollInterval)
            if let deadline { wake = min(wake, deadline) }
            if let escapeDeadline { wake = min(wake, escapeDeadline) }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: Self.seconds(wake - now)))
            collectInput()
            collectSignals()
            if ready.isEmpty && clock.now < wake { break }  // main-queue work ran: let the caller look
        }
        return takeReady()
    }

    private func takeReady() -> [Event] {
        guard let suspension = ready.firstIndex(of: .suspend) else {
            defer { ready = [] }
            return ready
        }
        let batch = Array(ready[...suspension])
        ready.removeFirst(suspension + 1)
        suspensionRequested = true
        return batch
    }

    // MARK: - Input

    /// Reads and decodes whatever the terminal has sent, without blocking.
    private func collectInput() {
        guard !inputEnded, Self.isReadable(input) else { return }
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
            // The terminal went away (end of file, or EIO after a hang-up); SIGHUP normally
            // follows. Stop watching it.
            inputEnded = true
            inputSource?.cancel()
            return
        }
        guard count > 0 else { return }
        accept(decoder.decode(buffer[0..<count]))
        escapeDeadline = decoder.needsEscapeTimeout ? clock.now.advanced(by: InputDecoder.escapeTimeout) : nil
        for reply in decoder.takeReplies() {
            if case .mode(2026, let state) = reply, state.isSupported {
                session?.terminalSupportsSynchronizedOutput()
            }
        }
    }

    private func accept(_ events: [Event]) {
        let suspendKey = SignalHandling.canStop ? session?.suspendKey : nil
        for event in events {
            if let suspendKey, event == .key(suspendKey) {
                ready.append(.suspend)
            } else {
                ready.append(event)
            }
        }
    }

    // MARK: - Signals

    /// Turns the signals relayed through the pipe into events.
    private func collectSignals() {
        guard let session else { return }
        var resized = false
        let signals = pendingSignals + readSignals()
        pendingSignals = []
        for signal in signals {
            switch signal {
            case SIGWINCH:
                resized = true
            case SIGTSTP:
                if !ready.contains(.suspend) { ready.append(.suspend) }
            case SIGCONT:
                session.reacquire()
                ready.append(contentsOf: [.resume, .resize(session.windowSize)])
            default:
                break
            }
        }
        if resized, let size = session.followTerminalSize() {
            FrameLog.recordSignal(
                "SIGWINCH", size: size, monotonicNanoseconds: SignalHandling.state.pointee.lastResizeSignal)
            ready.append(.resize(size))
        }
    }

    private func readSignals() -> [Int32] {
        var signals: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(self.signals, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += bytes[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// Drops the `SIGCONT` of our own suspension, keeping any other signal for later.
    private func discardPendingContinue() {
        pendingSignals += readSignals().filter { $0 != SIGCONT }
    }

    // MARK: - Helpers

    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return max(0, Double(seconds) + Double(attoseconds) * 1e-18)
    }
}
