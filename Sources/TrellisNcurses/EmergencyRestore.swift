import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back from places where nothing but async-signal-safe calls may run: signal
/// handlers and `atexit`.
///
/// A session arms it with what restoring takes, prepared in advance: the bytes that turn off
/// every mode and leave the alternate screen, and the terminal attributes (termios) saved before
/// ncurses changed them. Restoring is then two `write`s' worth of work plus a `tcsetattr`, all
/// async-signal-safe, and happens at most once per arming.
///
/// The state lives in memory allocated once and never freed, read by the handlers through a
/// pointer: no Swift allocation, reference counting or locking happens in a handler.
enum EmergencyRestore {
    /// What the handlers read.
    struct State {
        var descriptor: Int32 = -1
        var hasAttributes = false
        var attributes = termios()
        var bytes: UnsafeMutablePointer<UInt8>
        var byteCount = 0
        /// Another descriptor of the terminal that may be writing when a signal arrives (the
        /// frame writer's), and `/dev/null`: restoring points the first at the second before
        /// writing, so no rest of a frame lands after the restore.
        var silenced: Int32 = -1
        var null: Int32 = -1
        /// Whether a session is armed: 1 while it owns the terminal. Exchanged atomically (by
        /// the shim's `trellis_atomic_*`, lock-free C atomics, where the standard library's
        /// `Atomic` would need macOS 15) so that a restore runs once even if two signals
        /// arrive together.
        var armed: Int32 = 0
        static let capacity = 1024
    }

    /// The state, allocated on first use (once, whichever thread comes first, before any
    /// handler exists), with `/dev/null` opened for silencing.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State(bytes: .allocate(capacity: State.capacity)))
        pointer.pointee.null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        return pointer
    }()

    /// Whether `atexit` has been asked to restore (it cannot be asked twice).
    private nonisolated(unsafe) static var registeredAtExit = false

    /// Arms the restore for a terminal.
    ///
    /// - Parameters:
    ///   - descriptor: The terminal's output.
    ///   - attributes: The terminal attributes to put back, saved before ncurses ran.
    ///   - bytes: What to write first (truncated to 1 KiB, far more than needed).
    @MainActor
    static func arm(descriptor: Int32, attributes: termios?, bytes: [UInt8]) {
        let state = Self.state
        trellis_atomic_store(&state.pointee.armed, 0)
        state.pointee.descriptor = descriptor
        state.pointee.hasAttributes = attributes != nil
        if let attributes { state.pointee.attributes = attributes }
        let count = min(bytes.count, State.capacity)
        bytes.withUnsafeBufferPointer { state.pointee.bytes.update(from: $0.baseAddress!, count: count) }
        state.pointee.byteCount = count
        if !registeredAtExit {
            registeredAtExit = true
            // A plain function, not a closure written here: that would inherit the main actor's
            // isolation, and `exit` called on another thread would trap in its check.
            atexit(restoreAtExit)
        }
        trellis_atomic_store(&state.pointee.armed, 1)
    }

    /// Makes a restore first point `descriptor` (another descriptor of the terminal, written by
    /// another thread) at `/dev/null`; `nil` forgets it. Atomic: frame writers may start on
    /// several threads at once (parallel tests do).
    static func silenceOnRestore(_ descriptor: Int32?) {
        trellis_atomic_store(&state.pointee.silenced, descriptor ?? -1)
    }

    /// Disarms: the session restored the terminal itself (or is handing it over for a while).
    static func disarm() {
        trellis_atomic_store(&state.pointee.armed, 0)
    }

    /// Restores the terminal if armed, using only async-signal-safe calls; then disarms.
    static func restore() {
        let state = Self.state
        guard trellis_atomic_exchange(&state.pointee.armed, 0) == 1 else { return }
        let savedErrno = errno
        // A write already under way finishes first (the terminal takes one writer at a time);
        // whatever that thread writes next goes nowhere.
        let silenced = trellis_atomic_load(&state.pointee.silenced)
        if silenced >= 0 && state.pointee.null >= 0 {
            _ = dup2(state.pointee.null, silenced)
        }
        var offset = 0
        while offset < state.pointee.byteCount {
            let written = write(
                state.pointee.descriptor, state.pointee.bytes + offset, state.pointee.byteCount - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        if state.pointee.hasAttributes {
            _ = tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.attributes)
        }
        errno = savedErrno
    }
}

/// What `atexit` runs: the restore, from whichever thread called `exit`.
private func restoreAtExit() {
    EmergencyRestore.restore()
}
