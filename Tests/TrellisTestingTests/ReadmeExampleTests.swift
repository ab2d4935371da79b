import Testing
import TrellisCore
import TrellisTesting

/// The README's examples, compiled and checked: if one of these fails, the README lies.
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
