import TrellisCore

/// What a ``TerminalEventSource`` asks of the session it reads the terminal for: a full-screen
/// ``TerminalSession`` or an ``InlineTerminalSession``.
@MainActor
protocol TerminalEventHost: AnyObject {
    /// Whether the session still holds the terminal.
    var isActive: Bool { get }
    /// The key that suspends the program, or `nil` when Ctrl-Z is an ordinary key.
    var suspendKey: KeyEvent? { get }
    /// The size the application's window has now (the backend's).
    var windowSize: Size { get }
    /// Hands the terminal back, stops the process, and takes the terminal again after `fg`.
    func suspendUntilContinued()
    /// Takes the terminal again after the process was stopped and continued by someone else.
    func reacquire()
    /// Follows the terminal's size after a `SIGWINCH`.
    ///
    /// - Returns: The window's new size, or `nil` when it did not change.
    func followTerminalSize() -> Size?
    /// The terminal answered that it supports synchronized output.
    func terminalSupportsSynchronizedOutput()
}
