/// Why the terminal could not be used.
///
/// Starting on something that is not a terminal fails before anything is written, so a program
/// whose output is redirected to a file leaves that file untouched:
///
/// ```swift
/// do {
///     try TerminalSession.run { session in … }
/// } catch TerminalError.notATerminal(let stream) {
///     print("This program needs a terminal; \(stream) is not one.")
/// }
/// ```
public enum TerminalError: Error, Hashable, Sendable {
    /// A stream the terminal needs is not connected to a terminal (it is a file, a pipe or
    /// `/dev/null`), for example when the program runs with its output redirected.
    case notATerminal(Stream)
    /// A terminal device could not be opened.
    ///
    /// - `path`: The device.
    /// - `errno`: The system's error number.
    case cannotOpen(path: String, errno: Int32)
    /// The terminal type (`TERM`) is unset or has no terminfo entry, so it is not known how to
    /// drive it.
    case unknownTerminalType(String)
    /// The terminal library failed to start for another reason.
    case initializationFailed(String)

    /// A stream of the program's connection to the terminal.
    public enum Stream: Hashable, Sendable, CustomStringConvertible {
        /// Standard input, where keys come from.
        case standardInput
        /// Standard output, where the screen goes.
        case standardOutput
        /// A device opened by path.
        case device(String)

        /// `"standard input"`, `"standard output"` or the device's path.
        public var description: String {
            switch self {
            case .standardInput: "standard input"
            case .standardOutput: "standard output"
            case .device(let path): path
            }
        }
    }
}

extension TerminalError: CustomStringConvertible {
    /// A sentence for the user saying what went wrong.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "This program draws a full-screen interface and needs a terminal, but \(stream) is "
                + "not a terminal (it is redirected to a file or a pipe). Run it in a terminal."
        case .cannotOpen(let path, let errno):
            "The terminal device \(path) could not be opened (errno \(errno))."
        case .unknownTerminalType(let name):
            name.isEmpty
                ? "TERM is not set, so the type of terminal is unknown."
                : "The terminal type '\(name)' has no terminfo entry; set TERM to a known type "
                    + "(for example xterm-256color)."
        case .initializationFailed(let reason):
            "The terminal could not be initialised: \(reason)"
        }
    }
}
