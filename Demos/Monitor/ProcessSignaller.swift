import Foundation

/// What ends processes: a signal on a real system, a record in tests.
protocol ProcessSignaller {
    /// Asks process `pid` to end with SIGTERM (it may clean up first, or ignore the request).
    ///
    /// - Throws: ``SignalError`` saying why the signal could not be sent.
    func terminate(pid: Int) throws
}

/// A signal that could not be sent.
struct SignalError: Error, Equatable, CustomStringConvertible {
    /// The process it was for.
    let pid: Int
    /// The system's reason (`errno`), e.g. `EPERM` for another user's process.
    let code: Int32

    var description: String { String(cString: strerror(code)) }
}

/// Sends real signals with `kill(2)`.
struct SignalSender: ProcessSignaller {
    func terminate(pid: Int) throws {
        // 0 and negative PIDs signal process groups (0: our own); the monitor never means that.
        guard pid > 0 else { throw SignalError(pid: pid, code: ESRCH) }
        guard kill(pid_t(pid), SIGTERM) == 0 else { throw SignalError(pid: pid, code: errno) }
    }
}
