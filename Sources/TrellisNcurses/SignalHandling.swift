import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handlers of a terminal session.
///
/// - Termination (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`) and crashes (`SIGSEGV`, `SIGBUS`,
///   `SIGILL`, `SIGABRT`, `SIGFPE`, `SIGTRAP`): restore the terminal (`EmergencyRestore`), put
///   back the handler that was there before, and let the signal take its course — re-raised, or
///   for a fault the kernel raised, re-executed so the previous handler (Swift's backtracer, or
///   the default core dump) sees the real fault.
/// - `SIGWINCH`, `SIGTSTP` and `SIGCONT` are only relayed: the handler writes the signal's number
///   to a pipe, which `TerminalEventSource` reads on the main actor and turns into events. So a
///   resize or Ctrl-Z never runs terminal code inside a handler.
///
/// A terminating or stop signal that was ignored when the session started (`nohup`, a shell
/// without job control) stays ignored.
///
/// The handlers are installed before ncurses starts, so that ncurses, which only catches signals
/// left at their default, installs none of its own.
enum SignalHandling {
    /// Signals that end the program.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals of a crash.
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]
    /// Signals relayed to the event source through the pipe.
    static let relayed: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// The handlers' memory: the pipe's write end and the dispositions found at installation,
    /// indexed by signal number.
    struct State {
        var pipeWrite: Int32 = -1
        /// When the last `SIGWINCH` arrived (CLOCK_MONOTONIC, ns), for the frame log.
        var lastResizeSignal: UInt64 = 0
        var previous: UnsafeMutablePointer<sigaction>
        var installed: UnsafeMutablePointer<Bool>
        static let signalCount = 65
    }

    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: State.signalCount)
        UnsafeMutableRawPointer(previous).initializeMemory(
            as: UInt8.self, repeating: 0, count: MemoryLayout<sigaction>.stride * State.signalCount)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: State.signalCount)
        installed.initialize(repeating: false, count: State.signalCount)
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State(previous: previous, installed: installed))
        return pointer
    }()

    /// Installs the handlers; relayed signals are written to `pipeWrite` (non-blocking).
    ///
    /// The signals are also unblocked on the calling (main) thread: a program launched from a
    /// thread that blocked them inherits the mask, and a blocked `SIGWINCH` or `SIGTERM` would
    /// never arrive.
    @MainActor
    static func install(relayingTo pipeWrite: Int32) {
        _ = EmergencyRestore.state  // allocate before any handler can run
        let state = Self.state
        state.pointee.pipeWrite = pipeWrite
        for signal in terminating + fatal + relayed where !state.pointee.installed[Int(signal)] {
            let slot = state.pointee.previous + Int(signal)
            guard trellis_install_signal_action(signal, handler, slot) == 0 else { continue }
            if signal != SIGWINCH && signal != SIGCONT && trellis_signal_action_ignores(slot) != 0 {
                // Ignored on purpose by whoever started us (`nohup`, a shell without job
                // control): keep it ignored.
                _ = trellis_restore_signal_action(signal, slot)
                continue
            }
            state.pointee.installed[Int(signal)] = true
            _ = trellis_unblock_signal(signal)
        }
    }

    /// Whether the process may stop itself for a suspension: not when `SIGTSTP` was ignored
    /// when the handlers were installed (no job control to resume it).
    @MainActor
    static var canStop: Bool { state.pointee.installed[Int(SIGTSTP)] }

    /// Puts back the dispositions found at installation.
    @MainActor
    static func uninstall() {
        let state = Self.state
        for signal in terminating + fatal + relayed where state.pointee.installed[Int(signal)] {
            _ = trellis_restore_signal_action(signal, state.pointee.previous + Int(signal))
            state.pointee.installed[Int(signal)] = false
        }
        state.pointee.pipeWrite = -1
    }

    /// Lets `SIGTSTP` stop the process (default disposition) for a suspension.
    @MainActor
    static func allowStop() {
        _ = trellis_default_signal_action(SIGTSTP)
    }

    /// Catches `SIGTSTP` again after a suspension.
    @MainActor
    static func catchStop() {
        _ = trellis_install_signal_action(SIGTSTP, handler, nil)
    }

    /// The one handler of every signal above.
    private static let handler: trellis_signal_action = { signal, info, _ in
        SignalHandling.handle(signal, info)
    }

    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        let state = Self.state
        if signal == SIGWINCH || signal == SIGTSTP || signal == SIGCONT {
            let savedErrno = errno
            if signal == SIGWINCH {
                // clock_gettime is async-signal-safe; the time feeds TRELLIS_FRAME_LOG.
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                state.pointee.lastResizeSignal = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
            }
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(state.pointee.pipeWrite, &byte, 1)
            errno = savedErrno
            return
        }
        EmergencyRestore.restore()
        _ = trellis_restore_signal_action(signal, state.pointee.previous + Int(signal))
        state.pointee.installed[Int(signal)] = false
        let isFault = signal == SIGSEGV || signal == SIGBUS || signal == SIGILL || signal == SIGFPE
        if isFault && trellis_signal_code(info) > 0 {
            return  // the faulting instruction runs again and faults into the previous handler
        }
        raise(signal)
    }
}
