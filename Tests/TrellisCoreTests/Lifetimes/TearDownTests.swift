import Testing
import TrellisCore
import TrellisTesting

/// Closures that capture the application (`app.bind(.escape) { app.quit() }`, a button or a
/// status bar hint that quits) make a cycle through it; `tearDown()` breaks every such cycle,
/// and a `TestTerminal` tears its application down when it is released (LeakSanitizer found
/// whole windows kept alive this way).
@MainActor
@Suite struct TearDownTests {
    /// An application whose key binding, event monitor, overlay, timer, frame callback and a
    /// view's callback all capture it, built in a terminal; returns weak references to the
    /// application and the view.
    private func terminalWithCycles() -> (TestTerminal, WeakBox<Application>, WeakBox<Button>) {
        let app = WeakBox<Application>()
        let button = WeakBox<Button>()
        let terminal = TestTerminal(width: 20, height: 2) { made in
            let quit = Button("Quit") { made.quit() }
            made.window.addSubview(quit)
            quit.bb.top(0).left(0)
            made.bind(.escape) { made.quit() }
            made.addEventMonitor { _ in made.isRunning }
            made.addOverlay { _ in _ = made.frameCount }
            made.schedule(after: .seconds(60)) { made.quit() }
            made.onFrame = { _ in _ = made.frameCount }
            made.focus(quit)
            app.object = made
            button.object = quit
        }
        return (terminal, app, button)
    }

    @Test func releasingATerminalReleasesAnApplicationItsClosuresCapture() {
        var (terminal, app, button): (TestTerminal?, _, _) = terminalWithCycles()
        #expect(terminal?.screen.first?.contains("Quit") == true)
        terminal = nil
        #expect(app.object == nil)
        #expect(button.object == nil)
    }

    @Test func aTornDownApplicationHoldsNothingAndStillDraws() {
        let (terminal, app, button) = terminalWithCycles()
        terminal.app.tearDown()
        #expect(button.object == nil)
        #expect(terminal.app.focusedView == nil)
        #expect(terminal.app.nextWakeUpForTesting == nil)
        terminal.press(.escape)
        #expect(!terminal.app.isQuitRequested)
        let label = Label("again")
        terminal.window.addSubview(label)
        label.bb.top(0).left(0)
        terminal.runUntilIdle()
        #expect(terminal.screen.first?.hasPrefix("again") == true)
        #expect(app.object != nil)
    }
}
