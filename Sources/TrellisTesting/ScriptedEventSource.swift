import TrellisCore

/// An event source that delivers events a test queued, never waiting: the input side of
/// ``TestTerminal``.
@MainActor
public final class ScriptedEventSource: EventSource {
    private var queue: [Event] = []

    /// Creates an empty source.
    public init() {}

    /// Queues events to be delivered in order.
    public func send(_ events: Event...) {
        queue += events
    }

    /// Queues events to be delivered in order.
    public func send(contentsOf events: [Event]) {
        queue += events
    }

    /// Whether events are waiting.
    public var hasPendingEvents: Bool { !queue.isEmpty }

    /// Returns every queued event at once, without waiting.
    public func nextEvents(timeout: Duration?) -> [Event] {
        defer { queue.removeAll() }
        return queue
    }
}
