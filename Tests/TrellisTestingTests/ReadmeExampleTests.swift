import Testing
import TrellisTesting

/// The README's examples, run and checked: if one of these fails, the README lies. (Every
/// Swift block of the README also compiles as written: Scripts/check-doc-code.sh.) Only
/// TrellisTesting is imported, as in the README's test: it brings the toolkit along.
@MainActor
@Suite struct ReadmeExampleTests {
    /// The quick start's app, built into a test terminal instead of the real one.
    static func buildHello(_ app: Application) {
        let title = Label("Hello, Trellis")
        let name = TextField(placeholder: "your name")
        let greet = Button("Greet") { title.text = "Hello, \(name.text)!" }
        for view in [title, name, greet] { app.window.addSubview(view) }

        title.bb.centerX().top(1)  // Bamboo's chain
        LayoutConstraint.activate([  // anchors
            name.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            name.centerXAnchor.constraint(equalTo: app.window.centerXAnchor),
            name.widthAnchor.constraint(equalTo: app.window.widthAnchor, multiplier: 0.5),
        ])
        try! LayoutConstraint.installConstraints(  // JBNSLayoutConstraint's strings
            withVisualFormat: "V:[name]-[greet]; greet.centerX == |.centerX",
            options: [], metrics: [:], views: ["name": name, "greet": greet])

        app.bind(.escape) { app.quit() }
        name.becomeFocused()
    }

    /// The app of "Testing your app".
    static func buildGreeter(_ app: Application) {
        let name = TextField(placeholder: "your name")
        let greeting = Label("")
        let greet = Button("Greet") { greeting.text = "Hello, \(name.text)!" }
        for view in [name, greeting, greet] { app.window.addSubview(view) }
        name.bb.top(1).left(2).right(-2)
        greet.bb.below(name, spacing: 1).left(2)
        greeting.bb.below(greet, spacing: 1).left(2).right(-2)
        name.becomeFocused()
    }

    @Test func theTestingExampleGreets() {
        let terminal = TestTerminal(width: 30, height: 7) { app in
            app.window.theme = .monochrome
            Self.buildGreeter(app)
        }
        terminal.type("Ada")
        terminal.press(.tab)
        terminal.press(.enter)
        #expect(terminal.screen[5].contains("Hello, Ada!"))
        terminal.resize(to: Size(width: 20, height: 7))
        terminal.assertScreen([
            "                    ",
            "  Ada               ",
            "                    ",
            "  [ Greet ]         ",
            "                    ",
            "  Hello, Ada!       ",
            "                    ",
        ])
    }

    @Test func theQuickStartAppRunsAndAnswers() {
        let terminal = TestTerminal(width: 30, height: 7) { app in
            app.window.theme = .monochrome
            Self.buildHello(app)
        }
        terminal.assertScreen([
            "                              ",
            "        Hello, Trellis        ",
            "                              ",
            "        your name             ",
            "                              ",
            "           [ Greet ]          ",
            "                              ",
        ])
        terminal.type("Ada")
        terminal.press(.tab)
        terminal.press(.enter)
        #expect(terminal.screen[1] == "          Hello, Ada!         ")
        terminal.resize(to: Size(width: 20, height: 7))
        #expect(terminal.screen[5] == "      [ Greet ]     ")
        terminal.press(.escape)
        #expect(terminal.app.isQuitRequested)
    }
}
