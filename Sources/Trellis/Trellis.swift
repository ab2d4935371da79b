// Trellis: one import for an app — the toolkit (TrellisCore) and the terminal backend
// (TrellisNcurses), plus running an Application on the real terminal.

@_exported import TrellisCore
@_exported import TrellisNcurses

extension Application {
    /// Takes over the terminal, builds an application with `setUp`, and runs it until it quits;
    /// the terminal is restored however the program ends — returning, throwing, a signal, a
    /// crash — and around Ctrl-Z.
    ///
    /// ```swift
    /// import Trellis
    ///
    /// try Application.runInTerminal { app in
    ///     let hello = Label("Hello, Trellis — press q to quit")
    ///     app.window.addSubview(hello)
    ///     hello.bb.center()
    ///     app.bind(.character("q")) { app.quit() }
    /// }
    /// ```
    ///
    /// Call it from synchronous code on the main thread (`main.swift`), not from an async
    /// task: the loop serves the main queue while it waits for input.
    ///
    /// Whatever `setUp` returns is kept alive until the application quits — the way to own
    /// an app's controller, whose views' callbacks refer to it weakly (as
    /// `Application.keepAlive(_:)` does for any object):
    ///
    /// ```swift
    /// try Application.runInTerminal { app in
    ///     return CounterController(app: app)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: Which terminal and which of its features (mouse, paste, Ctrl-Z) to use.
    ///   - setUp: Builds the views of the application; what it returns lives as long as the
    ///     application runs.
    /// - Throws: `TerminalError.notATerminal` when standard input or output is not a terminal
    ///   (nothing is written then), another `TerminalError` when the terminal cannot be taken
    ///   over, or what `setUp` throws.
    @MainActor
    public static func runInTerminal<Kept>(
        configuration: TerminalSession.Configuration = TerminalSession.Configuration(),
        _ setUp: (Application) throws -> Kept
    ) throws {
        try TerminalSession.run(configuration: configuration) { session in
            let app = Application(backend: session.backend, events: session.events)
            let kept = try setUp(app)
            withExtendedLifetime(kept) { app.run() }
            app.tearDown()
        }
    }
}

extension Application {
    /// Runs an application in `lines` rows below the shell's prompt instead of the whole screen
    /// (inline mode, no alternate screen) until it quits; its last frame stays in the
    /// scrollback and the prompt comes back below it. The window is the terminal's width by
    /// `lines` rows (fewer on a shorter terminal) and is laid out again when the terminal is
    /// resized. The terminal is restored however the program ends.
    ///
    /// ```swift
    /// try Application.runInline(lines: 4) { app in
    ///     let bar = ProgressBar()
    ///     app.window.addSubview(bar)
    ///     bar.bb.fillWidth().top(1).height(1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - lines: The height of the region, in rows.
    ///   - setUp: Builds the views of the application; what it returns lives as long as the
    ///     application runs (see ``runInTerminal(configuration:_:)``).
    /// - Throws: `TerminalError.notATerminal` when standard input or output is not a terminal
    ///   (nothing is written then), another `TerminalError` when the terminal cannot be taken
    ///   over, or what `setUp` throws.
    @MainActor
    public static func runInline<Kept>(lines: Int, _ setUp: (Application) throws -> Kept) throws {
        try InlineTerminalSession.run(lines: lines) { session in
            let app = Application(backend: session.backend, events: session.events)
            let kept = try setUp(app)
            withExtendedLifetime(kept) { app.run() }
            app.tearDown()
        }
    }
}
