/// The run loop of a Trellis program: it hosts a ``TermWindow`` kept at the terminal's size,
/// routes events to views, fires timers and animation frames, and produces frames — layout and
/// drawing coalesced to once per batch of events, only damaged views redrawn, only changed
/// cells sent to the backend.
///
/// Everything outside is injected, so the same loop runs on the real terminal (the `Trellis`
/// module's `Application.runInTerminal`) and headless in tests (`TrellisTesting`):
///
/// ```swift
/// let backend = HeadlessBackend(size: Size(width: 40, height: 10))
/// let app = Application(backend: backend, events: script, clock: ManualClock())
/// app.window.addSubview(greeting)
/// try app.run()            // until app.quit()
/// ```
///
/// Keys go to the focused view, then up its superview chain, then to the application's key
/// bindings; Tab and Shift-Tab move focus; Ctrl-C quits unless something handled it. Mouse
/// events go to the deepest visible view under the pointer (the view that took a press keeps
/// the drag and the release).
@MainActor
public final class Application {
    /// The root view, kept at the terminal's size.
    public let window: TermWindow
    /// Where frames go.
    public let backend: any Backend
    /// Where events come from.
    public let events: any EventSource
    /// The source of time for timers and animations.
    public let clock: any AppClock

    /// The double buffer between the views and the backend.
    public let screen: Screen
    let renderer = WindowRenderer()

    /// The view that receives keys and pasted text.
    public internal(set) var focusedView: TermView?
    /// Views shown modally, topmost last: focus and input stay inside the topmost one.
    public internal(set) var modalViews: [TermView] = []
    /// Key bindings of the application, run when no view handled the key.
    var keyBindings: [KeyEvent: @MainActor () -> Void] = [:]
    /// The view that took the last mouse press; it receives drags and the release.
    var mouseCaptureView: TermView?

    var timers: [ScheduledTimer] = []
    var frameHandlers: [FrameHandler] = []
    /// Drawings over the views (see ``addOverlay(_:)``), with their identifiers.
    var overlays: [(id: Int, draw: @MainActor (Canvas) -> Void)] = []
    /// Observers of every event (see ``addEventMonitor(_:)``), with their identifiers.
    var eventMonitors: [(id: Int, monitor: @MainActor (Event) -> Bool)] = []
    /// The next identifier ``addOverlay(_:)`` or ``addEventMonitor(_:)`` hands out.
    var nextHookIdentifier = 1
    /// What the app handed to ``keepAlive(_:)``, held until ``releaseKeptObjects()``.
    var keptObjects: [AnyObject] = []

    /// Whether ``run()`` is looping.
    public private(set) var isRunning = false
    /// Set by ``quit()``; the loop ends after the current batch.
    public private(set) var isQuitRequested = false

    /// The keys that quit the application when nothing else handled them (Ctrl-C by default).
    public var quitKeys: Set<KeyEvent> = [.ctrl("c")]

    /// Whether a terminal smaller than the window's required constraints allow shows a notice
    /// ("Terminal too small: needs 80×24") instead of a clipped layout. On by default.
    public var showsTooSmallNotice = true {
        didSet { window.setNeedsFrame() }
    }

    /// Whether the last frame showed the too-small notice.
    public private(set) var isShowingTooSmallNotice = false

    /// The longest the loop sleeps between animation frames.
    public var frameInterval: Duration = .milliseconds(16)

    /// The number of frames produced so far.
    public private(set) var frameCount = 0

    /// What the last frame cost the backend.
    public private(set) var lastFrameStatistics = FrameStatistics(cellsChanged: 0)

    /// Called after each frame is flushed, with its statistics (for logs and benchmarks).
    public var onFrame: (@MainActor (FrameStatistics) -> Void)?

    /// Creates an application around a window, a backend, an event source and a clock.
    ///
    /// - Parameters:
    ///   - window: The root view; by default a new window of the backend's size. Its size is
    ///     set to the backend's.
    ///   - backend: Where frames go.
    ///   - events: Where events come from.
    ///   - clock: The source of time (the real monotonic clock by default).
    public init(
        window: TermWindow? = nil, backend: any Backend, events: any EventSource,
        clock: any AppClock = SystemClock()
    ) {
        self.window = window ?? TermWindow(size: backend.size)
        self.backend = backend
        self.events = events
        self.clock = clock
        self.screen = Screen(size: backend.size)
        self.window.size = backend.size
        self.window.application = self
    }

    // MARK: - Running

    /// Runs the loop until ``quit()``: waits for events (serving the main queue meanwhile),
    /// handles them, fires due timers and animation frames, and produces a frame when anything
    /// changed. When the loop ends the application lets go of what it kept alive
    /// (``keepAlive(_:)``).
    public func run() {
        isRunning = true
        isQuitRequested = false
        defer {
            isRunning = false
            releaseKeptObjects()
        }
        renderFrameIfNeeded(force: true)
        while !isQuitRequested {
            step(timeout: nextWakeUp())
        }
    }

    /// Asks the loop to end after the current batch of events.
    public func quit() {
        isQuitRequested = true
    }

    /// One iteration of the loop: collects the events that are ready (waiting at most
    /// `timeout`), handles them, fires due timers and animation frames, and renders if needed.
    /// ``run()`` calls it repeatedly; test harnesses call it directly.
    public func step(timeout: Duration?) {
        let batch = events.nextEvents(timeout: timeout)
        for event in batch {
            handle(event)
            if isQuitRequested { break }
        }
        fireDueTimers()
        runFrameHandlers()
        renderFrameIfNeeded()
        FrameLog.shared?.flush()
    }

    /// How long the loop sleeps at most before its next iteration: until the next timer, one
    /// frame interval while animations run, or `nil` (until an event) when nothing is timed.
    public var nextWakeUpForTesting: Duration? { nextWakeUp() }

    /// How long the loop may sleep: until the next timer, a frame interval while animations
    /// run, or indefinitely.
    func nextWakeUp() -> Duration? {
        if !frameHandlers.isEmpty { return frameInterval }
        let now = clock.now
        let next = timers.lazy.filter(\.isActive).map(\.deadline).min()
        return next.map { max(.zero, $0 - now) }
    }

    /// Lays out and draws if anything changed, and flushes the frame to the backend.
    ///
    /// - Parameter force: Produce a frame even if nothing is marked as changed.
    public func renderFrameIfNeeded(force: Bool = false) {
        guard force || window.needsFrame || window.needsLayout else { return }
        let log = FrameLog.shared
        let start = log != nil ? FrameLog.monotonicNanoseconds() : 0
        window.layoutIfNeeded()
        let laidOut = log != nil ? FrameLog.monotonicNanoseconds() : 0
        if showsTooSmallNotice && window.isTooSmall {
            drawTooSmallNotice()
            isShowingTooSmallNotice = true
        } else {
            // Overlays and the notice leave their cells in the back buffer: repaint under them.
            if !overlays.isEmpty || isShowingTooSmallNotice { renderer.invalidate() }
            isShowingTooSmallNotice = false
            renderer.render(window, into: screen)
            for overlay in overlays { overlay.draw(screen.canvas) }
        }
        let drawn = log != nil ? FrameLog.monotonicNanoseconds() : 0
        let outputCPUStart = log != nil ? FrameLog.threadCPUNanoseconds() : 0
        let statistics = screen.render(to: backend, cursor: cursorPositionInWindow())
        let outputCPU = log != nil ? FrameLog.threadCPUNanoseconds() - outputCPUStart : 0
        window.didProduceFrame()
        frameCount += 1
        lastFrameStatistics = statistics
        log?.frame(
            size: screen.size, statistics: statistics,
            stages: FrameLog.FrameStages(start: start, laidOut: laidOut, drawn: drawn, outputCPU: outputCPU))
        onFrame?(statistics)
    }

    /// What the terminal shows as of the last frame — the views, overlays and notices as sent
    /// to the backend, on the real terminal as in a test — as a ``Screenshot`` to save as SVG
    /// or ANSI text.
    public func screenshot() -> Screenshot {
        screen.screenshot()
    }

    /// Repaints every cell in the next frame (after the terminal showed something else).
    public func invalidate() {
        renderer.invalidate()
        screen.invalidate()
        window.setNeedsFrame()
    }

    private func cursorPositionInWindow() -> Point? {
        guard let view = focusedView, view.isVisibleInWindow, let local = view.cursorPosition else {
            return nil
        }
        guard view.bounds.contains(local) else { return nil }
        let point = Point(x: view.frameInWindow.minX + local.x, y: view.frameInWindow.minY + local.y)
        return Rect(origin: .zero, size: screen.size).contains(point) ? point : nil
    }

    // MARK: - Timers and frames

    /// Runs `action` after `delay`, and then every `interval` if one is given.
    ///
    /// - Returns: The timer, to cancel it.
    @discardableResult
    public func schedule(
        after delay: Duration, repeating interval: Duration? = nil,
        _ action: @escaping @MainActor () -> Void
    ) -> ScheduledTimer {
        let safeInterval = interval.map { max($0, .milliseconds(1)) }
        let timer = ScheduledTimer(
            deadline: clock.now + max(.zero, delay), interval: safeInterval, action: action)
        timers.append(timer)
        return timer
    }

    /// Calls `handler` once per frame with the clock's time until it returns `false`: the
    /// animation clock. While any handler runs, the loop wakes every ``frameInterval``.
    public func addFrameHandler(_ handler: @escaping @MainActor (Duration) -> Bool) {
        frameHandlers.append(FrameHandler(body: handler))
        window.setNeedsFrame()
    }

    /// Draws `draw` over every view at the end of each frame, with a canvas covering the whole
    /// screen — for debugging aids such as the constraint debugger. Layout and hit testing
    /// ignore it. While any overlay is installed every frame repaints all views.
    ///
    /// - Returns: An identifier for ``removeOverlay(_:)``.
    @discardableResult
    public func addOverlay(_ draw: @escaping @MainActor (Canvas) -> Void) -> Int {
        defer { nextHookIdentifier += 1 }
        overlays.append((nextHookIdentifier, draw))
        window.setNeedsFrame()
        return nextHookIdentifier
    }

    /// Removes an overlay; the next frame repaints the views under it.
    public func removeOverlay(_ identifier: Int) {
        guard overlays.contains(where: { $0.id == identifier }) else { return }
        overlays.removeAll { $0.id == identifier }
        renderer.invalidate()
        window.setNeedsFrame()
    }

    /// Shows every event to `monitor` before it is routed; when the monitor returns `true` the
    /// event is consumed and goes no further. Monitors run in the order they were added.
    ///
    /// - Returns: An identifier for ``removeEventMonitor(_:)``.
    @discardableResult
    public func addEventMonitor(_ monitor: @escaping @MainActor (Event) -> Bool) -> Int {
        defer { nextHookIdentifier += 1 }
        eventMonitors.append((nextHookIdentifier, monitor))
        return nextHookIdentifier
    }

    /// Removes an event monitor.
    public func removeEventMonitor(_ identifier: Int) {
        eventMonitors.removeAll { $0.id == identifier }
    }

    func fireDueTimers() {
        guard !timers.isEmpty else { return }
        let now = clock.now
        // Fire in deadline order; a repeating timer catches up by at most one firing.
        let due = timers.filter { $0.isActive && $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        for timer in due where timer.isActive {
            if let interval = timer.interval {
                timer.deadline = max(timer.deadline + interval, now)
            } else {
                timer.isActive = false
            }
            timer.action()
        }
        timers.removeAll { !$0.isActive }
    }

    func runFrameHandlers() {
        guard !frameHandlers.isEmpty else { return }
        let now = clock.now
        let handlers = frameHandlers
        frameHandlers.removeAll()
        for handler in handlers where handler.body(now) {
            frameHandlers.append(handler)
        }
        window.setNeedsFrame()
    }

    /// Whether a timer is due now.
    public var hasDueTimers: Bool {
        let now = clock.now
        return timers.contains { $0.isActive && $0.deadline <= now }
    }

    /// Whether nothing is pending: no frame to produce, no timer due, no animation running.
    public var isIdle: Bool {
        let now = clock.now
        return !window.needsFrame && !window.needsLayout && frameHandlers.isEmpty
            && !timers.contains { $0.isActive && $0.deadline <= now }
    }
}

/// One animation-frame callback.
struct FrameHandler {
    let body: @MainActor (Duration) -> Bool
}
