import Testing
import TrellisCore
import TrellisTesting

/// README's controller example (the counter kept alive by the application), compiled and run:
/// if this fails, the README lies.
@MainActor
@Suite struct ReadmeCounterExampleTests {
    /// The README's controller, word for word.
    @MainActor final class Counter {
        let label = Label("0 presses")
        let button = Button("Press")
        private var presses = 0

        init(app: Application) {
            for view in [label, button] { app.window.addSubview(view) }
            label.bb.centerX().top(1)
            button.bb.centerX().top(3)
            button.onPress = { [weak self] in self?.press() }
            app.bind(.escape) { [weak app] in app?.quit() }
        }

        func press() {
            presses += 1
            label.text = "\(presses) presses"
        }
    }

    @Test func theCounterLivesAsLongAsItsTerminalAndCounts() {
        weak var counter: Counter?
        var terminal: TestTerminal? = TestTerminal(width: 20, height: 5) { app in
            let made = Counter(app: app)
            counter = made
            app.keepAlive(made)
        }
        terminal?.click(at: Point(x: 9, y: 3))
        terminal?.click(at: Point(x: 9, y: 3))
        #expect(terminal?.screen[1] == "      2 presses     ")
        terminal?.press(.escape)
        #expect(terminal?.app.isQuitRequested == true)
        terminal = nil
        #expect(counter == nil)
    }
}
