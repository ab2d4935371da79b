/// Where the run loop gets its events: the real terminal (`TerminalEventSource` in
/// TrellisNcurses) or a script (in tests).
///
/// The run loop polls: it asks for the events that are ready, handles them all, lays out and
/// draws once, and asks again. A source that has to wait for input must keep the main dispatch
/// queue served while it waits, so that work posted with `Task { @MainActor in … }` or
/// `DispatchQueue.main.async` runs between events, and it returns early (possibly with no
/// events) once such work has run, so that the caller can notice what the work changed (a quit
/// request, views to redraw). `TerminalEventSource` waits inside
/// `RunLoop.main.run(mode:before:)` for exactly this reason.
///
/// Call `nextEvents(timeout:)` from synchronous code on the main thread (for example a `run()`
/// called from `main.swift`), not from inside an async task: a job of the main queue cannot
/// serve the main queue while it runs, so posted work would wait until the timeout.
///
/// ```swift
/// while !quitRequested {
///     let events = source.nextEvents(timeout: nextTimerDeadline)
///     for event in events { route(event) }
///     layoutAndDrawIfNeeded()
/// }
/// ```
@MainActor
public protocol EventSource: AnyObject {
    /// Returns the events that are ready, in the order they happened, waiting for the first one
    /// if there is none yet.
    ///
    /// The wait ends as soon as an event is ready, when work posted to the main queue has run
    /// (possibly with no events), or after `timeout`.
    ///
    /// - Parameter timeout: The longest to wait: `.zero` only collects what is already ready;
    ///   `nil` waits until something happens.
    /// - Returns: The events, oldest first; empty when the wait ended without one.
    func nextEvents(timeout: Duration?) -> [Event]
}
