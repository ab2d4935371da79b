/// A timer scheduled on an ``Application``: it fires once after a delay, or repeatedly.
///
/// ```swift
/// let blink = app.schedule(after: .milliseconds(500), repeating: .milliseconds(500)) {
///     cursor.isHidden.toggle()
/// }
/// // later
/// blink.cancel()
/// ```
@MainActor
public final class ScheduledTimer {
    /// When the timer fires next, on the application's clock.
    public internal(set) var deadline: Duration
    /// The interval between firings, or `nil` for a one-shot timer.
    public let interval: Duration?
    let action: @MainActor () -> Void
    /// Whether the timer will still fire.
    public internal(set) var isActive = true

    init(deadline: Duration, interval: Duration?, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.interval = interval
        self.action = action
    }

    /// Stops the timer; it will not fire again.
    public func cancel() {
        isActive = false
    }
}
