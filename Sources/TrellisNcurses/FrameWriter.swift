import CNcurses
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends frames to the terminal from a thread of its own while ncurses is still producing them.
///
/// ncurses flushes its output after every cursor movement, so a frame leaves it in dozens of
/// small writes, and a write to a terminal returns only once the terminal has taken the bytes
/// (the kernel buffers little for a pseudo-terminal): written directly, producing the frame and
/// the terminal reading it take turns. While a frame is produced, the descriptor ncurses writes
/// to points (`dup2`) at a pipe instead, and this writer's thread moves whatever is in the
/// pipe to the terminal in large writes, so the terminal reads the beginning of the frame while
/// ncurses produces the rest. `send(prefix:suffix:_:)` returns once the whole frame is written,
/// so the frame is on the terminal when the backend reports it.
final class FrameWriter: @unchecked Sendable {
    // The pipe ncurses writes into during a frame, and a second one that tells the thread a
    // frame ended (a byte 1) or that it must stop (a byte 0).
    private let dataRead: Int32
    private let dataWrite: Int32
    private let controlRead: Int32
    private let controlWrite: Int32
    /// The writer's own descriptor of the terminal.
    private let terminal: Int32
    /// Signalled by the thread when it has written everything of a frame, or has stopped.
    private let done = DispatchSemaphore(value: 0)
    /// The bytes of the last frame; written by the thread before it signals `done`.
    private var writtenInFrame = 0
    /// Whether a write to the terminal failed during the last frame.
    private var failedInFrame = false
    private var isRunning = false
    /// Why the thread ended on its own, once it has; guarded by `failureLock` (the thread
    /// writes it, `send` and `stop` read it).
    private var storedFailure: Failure?
    private let failureLock = NSLock()

    /// Why the writer's thread ended before it was asked to: a descriptor it waits on or reads
    /// from failed. The thread then stops instead of retrying (which would spin at full CPU),
    /// and the backend writes later frames itself.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// `poll` failed with this `errno` (other than `EINTR`).
        case pollFailed(errno: Int32)
        /// `poll` reported an error on a descriptor (`POLLERR`, or `POLLNVAL`: not open).
        case descriptorFailed(descriptor: Int32, events: Int16)
        /// Reading a descriptor failed with this `errno` (other than `EINTR` and `EAGAIN`).
        case readFailed(descriptor: Int32, errno: Int32)
        /// The control pipe was closed: no frame can end any more.
        case controlClosed

        /// What went wrong, with the system's words for the error number.
        var description: String {
            switch self {
            case .pollFailed(let number):
                "frame writer: poll failed: \(String(cString: strerror(number)))"
            case .descriptorFailed(let descriptor, let events):
                "frame writer: descriptor \(descriptor) failed (poll events \(events))"
            case .readFailed(let descriptor, let number):
                "frame writer: reading descriptor \(descriptor) failed: \(String(cString: strerror(number)))"
            case .controlClosed:
                "frame writer: its control pipe was closed"
            }
        }
    }

    /// Why the thread ended on its own, or `nil` while it runs (or after a normal stop).
    var failure: Failure? {
        failureLock.lock()
        defer { failureLock.unlock() }
        return storedFailure
    }

    /// The descriptor the thread reads frames from (for tests that break it).
    var frameReadDescriptor: Int32 { dataRead }

    /// The bytes `send(ncursesDescriptor:prefix:suffix:_:)` writes to the thread, besides the
    /// frame, to say the frame ended.
    static let controlBytesPerFrame = 1

    /// What became of a frame.
    enum Outcome: Equatable {
        /// The whole frame reached the terminal: this many bytes.
        case written(Int)
        /// The output could not be redirected; the frame was not produced.
        case notRedirected
        /// The terminal refused some of the frame (it went away, say).
        case failed
    }

    /// Starts the writer thread for `terminal` (the writer keeps a duplicate of the descriptor),
    /// or returns `nil` when the system refuses a descriptor or a pipe (the backend then writes
    /// frames directly).
    init?(terminal: Int32) {
        var data: [Int32] = [-1, -1]
        var control: [Int32] = [-1, -1]
        let ownTerminal = dup(terminal)
        guard ownTerminal >= 0 else { return nil }
        guard pipe(&data) == 0 else {
            close(ownTerminal)
            return nil
        }
        guard pipe(&control) == 0 else {
            for descriptor in data + [ownTerminal] { close(descriptor) }
            return nil
        }
        for descriptor in data + control + [ownTerminal] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // Draining the pipe at the end of a frame must not block.
        _ = fcntl(data[0], F_SETFL, fcntl(data[0], F_GETFL) | O_NONBLOCK)
        // Room for a whole large frame, so that ncurses rarely waits for the thread.
        trellis_enlarge_pipe(data[1], 1 << 20)
        (dataRead, dataWrite, controlRead, controlWrite) = (data[0], data[1], control[0], control[1])
        self.terminal = ownTerminal
        EmergencyRestore.silenceOnRestore(ownTerminal)
        let thread = Thread { [self] in run() }
        thread.name = "trellis-frame-writer"
        thread.start()
        isRunning = true
    }

    deinit {
        stop()
        for descriptor in [dataRead, dataWrite, controlRead, controlWrite, terminal] { close(descriptor) }
    }

    /// Stops the thread (after the frame in progress, if any); frames are no longer accepted.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        // A thread that ended on a failure signalled `done` once, for the frame it was in (or
        // for nobody): there is nothing to wait for.
        if failure == nil {
            TerminalModes.writeAll([0], to: controlWrite)
            done.wait()
        }
        EmergencyRestore.silenceOnRestore(nil)
    }

    /// Runs `body` (which calls `doupdate`) with ncurses' output going to the thread, and
    /// returns once `prefix`, what ncurses wrote and `suffix` are all on the terminal.
    ///
    /// - Parameter ncursesDescriptor: The descriptor of ncurses' output stream; it points at
    ///   the terminal again when this returns.
    func send(ncursesDescriptor: Int32, prefix: [UInt8], suffix: [UInt8], _ body: () -> Void) -> Outcome {
        guard isRunning, failure == nil, dup2(dataWrite, ncursesDescriptor) >= 0 else {
            return .notRedirected
        }
        // Nothing of ncurses is in the pipe yet: the prefix comes first.
        TerminalModes.writeAll(prefix, to: dataWrite)
        body()
        // Back to the terminal before anything else can write through ncurses.
        while dup2(terminal, ncursesDescriptor) < 0 && errno == EINTR {}
        TerminalModes.writeAll(suffix, to: dataWrite)
        return finishFrame()
    }

    /// Tells the thread the frame is complete and waits until it is written.
    private func finishFrame() -> Outcome {
        TerminalModes.writeAll([1], to: controlWrite)
        done.wait()
        // The thread may have ended on a failure instead of finishing the frame.
        if failure != nil { return .failed }
        return failedInFrame ? .failed : .written(writtenInFrame)
    }

    // MARK: - The thread

    private func run() {
        do {
            try pump()
        } catch {
            failureLock.lock()
            storedFailure = error
            failureLock.unlock()
            // Wakes the frame in progress, if any (it then reports `.failed`).
            done.signal()
        }
    }

    /// Moves frames from the pipe to the terminal until told to stop.
    ///
    /// - Throws: ``Failure`` when a descriptor fails; an error that would recur on every
    ///   `poll` ends the loop instead of spinning.
    private func pump() throws(Failure) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var written = 0
        var failed = false
        var watched = [
            pollfd(fd: dataRead, events: Int16(POLLIN), revents: 0),
            pollfd(fd: controlRead, events: Int16(POLLIN), revents: 0),
        ]
        /// Moves what the pipe holds to the terminal; `false` once the pipe is empty.
        func moveAvailable() throws(Failure) -> Bool {
            let count = buffer.withUnsafeMutableBytes { read(dataRead, $0.baseAddress, $0.count) }
            if count < 0 {
                let number = errno
                if number == EAGAIN || number == EWOULDBLOCK || number == EINTR { return false }
                throw .readFailed(descriptor: dataRead, errno: number)
            }
            guard count > 0 else { return false }
            if !failed {
                failed = !buffer.withUnsafeBytes {
                    TerminalModes.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: terminal)
                }
            }
            written += count
            return true
        }
        let broken = Int16(POLLERR | POLLNVAL)
        while true {
            let ready = poll(&watched, 2, -1)
            if ready < 0 {
                let number = errno
                if number == EINTR { continue }
                throw .pollFailed(errno: number)
            }
            for entry in watched where entry.revents & broken != 0 {
                throw .descriptorFailed(descriptor: entry.fd, events: entry.revents)
            }
            if watched[0].revents & Int16(POLLIN) != 0 { _ = try moveAvailable() }
            if watched[1].revents & Int16(POLLIN | POLLHUP) != 0 {
                var command: UInt8 = 0
                let count = read(controlRead, &command, 1)
                if count < 0 {
                    let number = errno
                    if number == EINTR || number == EAGAIN { continue }
                    throw .readFailed(descriptor: controlRead, errno: number)
                }
                // End of file: every writer of the control pipe is gone.
                guard count == 1 else { throw .controlClosed }
                // Everything of the frame is in the pipe by now (the frame ended before the
                // command was sent).
                while try moveAvailable() {}
                writtenInFrame = written
                failedInFrame = failed
                written = 0
                failed = false
                done.signal()
                if command == 0 { return }
            }
        }
    }
}
