/// The application's source of time: monotonic, counted from an arbitrary start.
///
/// Timers, animations and spinners read it. A test harness injects a clock it advances by hand
/// (see `TrellisTesting`'s `TestTerminal.advance(by:)`), so time-driven views are tested
/// without waiting.
@MainActor
public protocol AppClock: AnyObject {
    /// The time elapsed since the clock's start.
    var now: Duration { get }
}

/// The real monotonic clock.
@MainActor
public final class SystemClock: AppClock {
    private let start = ContinuousClock.now

    /// Creates a clock that starts now.
    public init() {}

    /// The time elapsed since the clock was created.
    public var now: Duration { ContinuousClock.now - start }
}

/// A clock that moves only when told to: for tests and deterministic replays.
@MainActor
public final class ManualClock: AppClock {
    /// The current time.
    public private(set) var now: Duration

    /// Creates a clock at `start`.
    public init(start: Duration = .zero) {
        now = start
    }

    /// Moves the clock forward by `duration` (negative durations are ignored).
    public func advance(by duration: Duration) {
        if duration > .zero { now += duration }
    }
}
