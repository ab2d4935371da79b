import Testing
import TrellisTesting

/// The examples of the DocC articles (Sources/Trellis/Trellis.docc), run and checked: each is
/// copied here word for word (Scripts/check-doc-code.sh compiles the articles' own copies).
@MainActor
@Suite struct DocCExampleTests {
    /// "Testing your app": the counter.
    static func buildCounter(_ app: Application) {
        var count = 0
        let label = Label("count: 0")
        let more = Button("More") {
            count += 1
            label.text = "count: \(count)"
        }
        app.window.addSubview(label)
        app.window.addSubview(more)
        label.bb.left(1).top(0)
        more.bb.left(1).top(label.bottomAnchor + 1)
        more.becomeFocused()
    }

    @Test func theCounterOfTestingYourApp() {
        let terminal = TestTerminal(width: 16, height: 3) { app in Self.buildCounter(app) }
        terminal.press(.enter)
        terminal.press(.enter)
        terminal.assertScreen([
            " count: 2       ",
            "                ",
            " [ More ]       ",
        ])
        terminal.click(at: Point(x: 3, y: 2))
        #expect(terminal.screen[0].hasPrefix(" count: 3"))
    }

    /// "Lifetimes": a controller handed to the test terminal's application.
    @MainActor final class Greeter {
        let label = Label("")
        init(app: Application) {
            app.window.addSubview(label)
            label.bb.fill()
            app.bind(.character("g")) { [unowned self] in label.text = "Hello" }
        }
    }

    @Test func theGreeterOfLifetimes() {
        let terminal = TestTerminal(width: 8, height: 1) { app in
            app.keepAlive(Greeter(app: app))
        }
        // The binding refers to the greeter unowned: it answers because the application kept
        // the greeter after the closure returned.
        terminal.press(.character("g"))
        #expect(terminal.screen == ["Hello   "])
    }

    /// "Getting started": the form, built into a test terminal instead of the real one.
    @Test func theFormOfGettingStarted() {
        let terminal = TestTerminal(width: 30, height: 6) { app in
            app.window.theme = .monochrome
            let title = Label("Who are you?")
            let name = TextField(placeholder: "your name")
            let greet = Button("Greet") { title.text = "Hello, \(name.text)!" }
            for view in [title, name, greet] { app.window.addSubview(view) }

            title.bb.centerX().top(1)
            name.bb.below(title, spacing: 1).centerX().width(app.window.widthAnchor * 0.5)
            greet.bb.below(name, spacing: 1).centerX()
            name.onSubmit = { [unowned greet] _ in greet.press() }

            app.bind(.escape) { app.quit() }
            name.becomeFocused()
        }
        terminal.type("Ada")
        terminal.press(.enter)
        terminal.assertScreen([
            "                              ",
            "          Hello, Ada!         ",
            "                              ",
            "        Ada                   ",
            "                              ",
            "           [ Greet ]          ",
        ])
        terminal.press(.escape)
        #expect(terminal.app.isQuitRequested)
    }
}
