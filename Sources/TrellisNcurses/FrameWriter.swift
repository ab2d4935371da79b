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
        TerminalModes.writeAll([0], to: controlWrite)
        done.wait()
        EmergencyRestore.silenceOnRestore(nil)
    }

    /// Runs `body` (which calls `doupdate`) with ncurses' output going to the thread, and
    /// returns once `prefix`, what ncurses wrote and `suffix` are all on the terminal.
    ///
    /// - Parameter ncursesDescriptor: The descriptor of ncurses' output stream; it points at
    ///   the terminal again when this returns.
    func send(ncursesDescriptor: Int32, prefix: [UInt8], suffix: [UInt8], _ body: () -> Void) -> Outcome {
        guard isRunning, dup2(dataWrite, ncursesDescriptor) >= 0 else { return .notRedirected }
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
        return failedInFrame ? .failed : .written(writtenInFrame)
    }

    // MARK: - The thread

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var written = 0
        var failed = false
        var watched = [
            pollfd(fd: dataRead, events: Int16(POLLIN), revents: 0),
            pollfd(fd: controlRead, events: Int16(POLLIN), revents: 0),
        ]
        /// Moves what the pipe holds to the terminal; `false` once the pipe is empty.
        func moveAvailable() -> Bool {
            let count = buffer.withUnsafeMutableBytes { read(dataRead, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            if !failed {
                failed = !buffer.withUnsafeBytes {
                    TerminalModes.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: terminal)
                }
            }
            written += count
            return true
        }
        while true {
            guard poll(&watched, 2, -1) > 0 else { continue }
            if watched[0].revents & Int16(POLLIN) != 0 { _ = moveAvailable() }
            if watched[1].revents & Int16(POLLIN | POLLHUP) != 0 {
                var command: UInt8 = 0
                guard read(controlRead, &command, 1) == 1 else { continue }
                // Everything of the frame is in the pipe by now (the frame ended before the
                // command was sent).
                while moveAvailable() {}
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
