import TrellisCore

/// A terminal for tests: runs an `Application` on a `HeadlessBackend` with a scripted event
/// source and a clock that moves only when told to, so a whole app — layout, drawing, keys,
/// mouse, timers, animations — is tested fast and deterministically.
///
/// ```swift
/// @Test @MainActor func greets() {
///     let terminal = TestTerminal(width: 20, height: 3) { app in
///         let label = Label("Hello")
///         app.window.addSubview(label)
///         label.bb.center()
///     }
///     terminal.assertScreen([
///         "                    ",
///         "       Hello        ",
///         "                    ",
///     ])
///     terminal.resize(to: Size(width: 10, height: 1))
///     terminal.assertScreen(["  Hello   "])
/// }
/// ```
@MainActor
public final class TestTerminal {
    /// The headless screen the application draws on.
    public let backend: HeadlessBackend
    /// The scripted input.
    public let events: ScriptedEventSource
    /// The clock, moved by ``advance(by:)``.
    public let clock: ManualClock
    /// The application under test.
    public let app: Application

    /// The most loop iterations ``runUntilIdle()`` runs before it stops waiting.
    public var maximumIterations = 1000

    /// What the set-up closure returned, kept as long as the terminal.
    private let setUpResult: Any

    /// Creates a terminal of `width` × `height` cells running an empty application.
    public convenience init(width: Int, height: Int) {
        self.init(width: width, height: height) { _ in }
    }

    /// Creates a terminal of `width` × `height` cells, builds the application with `setUp`
    /// and runs it until idle, so ``screen`` shows its first frame.
    ///
    /// What `setUp` returns — typically the app's controller, which its views' callbacks
    /// refer to weakly — is kept alive as long as the terminal, as is anything handed to
    /// ``keepAlive(_:)`` or to the application's `keepAlive(_:)`:
    ///
    /// ```swift
    /// let terminal = TestTerminal(width: 20, height: 3) { app in
    ///     CounterController(app: app)
    /// }
    /// ```
    public init<Kept>(width: Int, height: Int, app setUp: (Application) throws -> Kept) rethrows {
        backend = HeadlessBackend(size: Size(width: width, height: height))
        events = ScriptedEventSource()
        clock = ManualClock()
        app = Application(backend: backend, events: events, clock: clock)
        setUpResult = try setUp(app)
        app.renderFrameIfNeeded(force: true)
        runUntilIdle()
    }

    isolated deinit {
        // The terminal is the end of the application's life in a test: what it holds goes
        // now, so a cycle through the application (`app.bind(.escape) { app.quit() }`) does
        // not keep it, its window and its views alive.
        app.tearDown()
    }

    /// Keeps `object` (a controller, a model) alive as long as the terminal.
    ///
    /// - Parameter object: The object to keep.
    public func keepAlive(_ object: AnyObject) {
        app.keepAlive(object)
    }

    /// The application's window.
    public var window: TermWindow { app.window }

    /// The screen as text, one string per row (wide characters once, continuations skipped).
    public var screen: [String] { backend.lines }

    /// The screen with styles, in the headless backend's markup.
    public var styledScreen: [String] { backend.styledLines }

    /// Resizes the terminal (as a `SIGWINCH` would) and runs until idle.
    public func resize(to size: Size) {
        backend.size = size
        send(.resize(size))
    }

    /// Types `text`, one key per character (`"\n"` is Enter, `"\t"` is Tab), and runs until idle.
    public func type(_ text: String) {
        let keys: [Event] = text.map { character in
            switch character {
            case "\n", "\r\n": .key(.enter)
            case "\t": .key(.tab)
            default: .key(.character(character))
            }
        }
        events.send(contentsOf: keys)
        runUntilIdle()
    }

    /// Presses a key and runs until idle.
    public func press(_ key: KeyEvent) {
        send(.key(key))
    }

    /// Presses a key with modifiers and runs until idle.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(.key(KeyEvent(key, modifiers: modifiers)))
    }

    /// Clicks (press and release) at a window position and runs until idle.
    public func click(at position: Point, button: MouseButton = .left) {
        events.send(
            .mouse(MouseEvent(.press(button), at: position)),
            .mouse(MouseEvent(.release(button), at: position)))
        runUntilIdle()
    }

    /// Pastes text and runs until idle.
    public func paste(_ text: String) {
        send(.paste(text))
    }

    /// Delivers any event and runs until idle.
    public func send(_ event: Event) {
        events.send(event)
        runUntilIdle()
    }

    /// Runs the loop until no event is queued, no frame is pending and no timer is due. Time
    /// does not pass: animations and future timers wait for ``advance(by:)``.
    public func runUntilIdle() {
        var iterations = 0
        repeat {
            app.step(timeout: .zero)
            iterations += 1
        } while !isIdle && iterations < maximumIterations
    }

    /// Lets `duration` pass on the clock, one animation frame at a time, firing timers and
    /// animation frames on the way as the real loop would.
    public func advance(by duration: Duration) {
        let end = clock.now + duration
        while clock.now < end {
            let step = min(app.frameInterval, end - clock.now)
            clock.advance(by: step)
            runUntilIdle()
        }
    }

    private var isIdle: Bool {
        !events.hasPendingEvents && !app.window.needsFrame && !app.window.needsLayout
            && !app.hasDueTimers
    }
}
