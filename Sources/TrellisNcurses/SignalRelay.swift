import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipe through which a session's signal handlers relay `SIGWINCH`, `SIGTSTP` and
/// `SIGCONT` to its `TerminalEventSource` (see `SignalHandling`), with the handlers installed:
/// what a full-screen and an inline session share.
struct SignalRelay {
    /// The end the event source reads signal numbers from.
    let read: Int32
    /// The end the handlers write to.
    let write: Int32

    /// Makes the pipe (both ends non-blocking and closed on exec) and installs the handlers.
    ///
    /// - Throws: `TerminalError.initializationFailed` when the pipe cannot be made (nothing is
    ///   installed then).
    @MainActor
    static func install() throws(TerminalError) -> SignalRelay {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TerminalError.initializationFailed("cannot create the signal pipe (errno \(errno))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let relay = SignalRelay(read: ends[0], write: ends[1])
        SignalHandling.install(relayingTo: relay.write)
        return relay
    }

    /// Puts the handlers that were there before back and closes the pipe.
    @MainActor
    func uninstall() {
        SignalHandling.uninstall()
        FileDescriptors.close(read)
        FileDescriptors.close(write)
    }
}
