import Testing
import TrellisCore
import TrellisTesting

/// The examples of the widgets' documentation, run as written (with a window around them).
@MainActor
@Suite struct BasicWidgetExampleTests {
    /// The example of `TestTerminal`'s documentation, which uses a label. Centred text with an
    /// odd space left over lands one column right of what that example shows: edges round
    /// half up (x = 7.5 → 8), as docs/ARCHITECTURE.md specifies.
    @Test func testTerminalExample() {
        let terminal = TestTerminal(width: 20, height: 3) { app in
            let label = Label("Hello")
            app.window.addSubview(label)
            label.bb.center()
        }
        terminal.assertScreen([
            "                    ",
            "        Hello       ",
            "                    ",
        ])
        terminal.resize(to: Size(width: 10, height: 1))
        terminal.assertScreen(["   Hello  "])
    }

    @Test func labelExample() {
        let terminal = TestTerminal(width: 24, height: 6) { app in
            let window = app.window
            window.theme = .monochrome
            let name = Label("Name:")
            let help = Label("Type a name and press Enter to save it.")
            help.lineBreakMode = .wordWrapping
            help.textStyle = window.theme.secondaryText
            window.addSubview(name)
            window.addSubview(help)
            name.bb.left(2).top(1)
            help.bb.left(2).right(-2).top(name.bottomAnchor + 1)
        }
        terminal.assertScreen([
            "                        ",
            "  Name:                 ",
            "                        ",
            "  Type a name and       ",
            "  press Enter to save   ",
            "  it.                   ",
        ])
    }

    @Test func formExample() {
        var saved: [String] = []
        var remembered: [Bool] = []
        let terminal = TestTerminal(width: 30, height: 6) { app in
            let window = app.window
            window.theme = .monochrome
            let label = Label("Name:")
            let name = TextField(placeholder: "Your name")
            name.onSubmit = { text in saved.append(text) }
            let remember = Checkbox("Remember me", isChecked: true)
            remember.onToggle = { isChecked in remembered.append(isChecked) }
            let save = Button("Save") { saved.append(name.text) }
            let status = StatusBar(hints: [
                StatusBar.Hint(key: "^Q", label: "Quit") { app.quit() },
                StatusBar.Hint(key: "F1", label: "Help"),
            ])
            status.message = "Saved"
            for view in [label, name, remember, save, status] as [TermView] { window.addSubview(view) }
            label.bb.left(2).top(1)
            name.bb.left(label.rightAnchor + 1).right(-2).firstBaseline(label)
            remember.bb.left(2).top(label.bottomAnchor + 1)
            save.bb.right(-2).bottom(-1)
            status.bb.left().right().bottom()
        }
        terminal.assertScreen([
            "                              ",
            "  Name: Your name             ",
            "                              ",
            "  [x] Remember me             ",
            "                    [ Save ]  ",
            " ^Q Quit  F1 Help       Saved ",
        ])
        terminal.press(.tab)
        terminal.type("Ada\n")
        terminal.press(.tab)
        terminal.type(" ")
        #expect(saved == ["Ada"])
        #expect(remembered == [false])
        terminal.click(at: Point(x: 3, y: 5))
        #expect(terminal.app.isQuitRequested)
    }

    @Test func textViewProgressAndSpinnerExamples() {
        var draft = ""
        let notes = TextView(text: "Shopping:\n- bread")
        let busy = Spinner(title: "Loading")
        let progress = ProgressBar()
        let size = RadioGroup(options: ["Small", "Medium", "Large"], selectedIndex: 1)
        let terminal = TestTerminal(width: 20, height: 9) { app in
            let window = app.window
            window.theme = .monochrome
            notes.onChange = { text in draft = text }
            window.addSubview(notes)
            notes.bb.left(1).right(-1).top(1).height(2)
            window.addSubview(busy)
            busy.bb.left(1).top(notes.bottomAnchor)
            progress.showsPercentage = true
            window.addSubview(progress)
            progress.bb.left(2).right(-2).bottom(-1)
            window.addSubview(size)
            size.bb.left(1).top(busy.bottomAnchor)
        }
        busy.startAnimating()
        progress.value = Double(3) / Double(8)
        terminal.advance(by: .milliseconds(80))
        terminal.assertScreen([
            "                    ",
            " Shopping:          ",
            " - bread            ",
            " ⠙ Loading          ",
            " ( ) Small          ",
            " (•) Medium         ",
            " ( ) Large          ",
            "  ████▏░░░░░░  37%  ",
            "                    ",
        ])
        notes.becomeFocused()
        terminal.press(.end)
        terminal.type("!")
        #expect(draft == "Shopping:!\n- bread")
        busy.stopAnimating()
    }
}
