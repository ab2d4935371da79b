import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct DialogTests {
    /// A window filled with dots by a focusable background view.
    private func makeTerminal(width: Int, height: Int) -> (TestTerminal, Swatch) {
        var background: Swatch!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            background = Swatch(".", id: "background", focusable: true)
            app.window.addSubview(background)
            background.pinEdges(to: app.window)
        }
        return (terminal, background)
    }

    @Test func centredOnTopAtTwoSizes() {
        let (terminal, _) = makeTerminal(width: 40, height: 7)
        let dialog = Dialog(title: "Quit", message: "Discard all the unsaved changes?")
        dialog.addButton("No")
        dialog.addButton("Yes")
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        terminal.assertScreen([
            "........................................",
            "..╭───────────────Quit───────────────╮..",
            "..│ Discard all the unsaved changes? │..",
            "..│                                  │..",
            "..│          [ No ]  [ Yes ]         │..",
            "..╰──────────────────────────────────╯..",
            "........................................",
        ])
        // Narrower: the dialog keeps two columns from each side and the message wraps.
        terminal.resize(to: Size(width: 24, height: 10))
        terminal.assertScreen([
            "........................",
            "........................",
            "..╭───────Quit───────╮..",
            "..│ Discard all the  │..",
            "..│ unsaved changes? │..",
            "..│                  │..",
            "..│  [ No ]  [ Yes ] │..",
            "..╰──────────────────╯..",
            "........................",
            "........................",
        ])
    }

    @Test func focusStaysInsideAndEscapeCancels() {
        let (terminal, background) = makeTerminal(width: 30, height: 7)
        background.becomeFocused()
        var events: [String] = []
        let dialog = Dialog(title: "Ask", message: "Sure?")
        let no = dialog.addButton("No") { events.append("no") }
        let yes = dialog.addButton("Yes") { events.append("yes") }
        dialog.onCancel = { events.append("cancel") }
        dialog.onDismiss = { events.append("dismiss") }
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        #expect(dialog.isPresented)
        #expect(no.isFocused)
        terminal.press(.tab)
        #expect(yes.isFocused)
        terminal.press(.tab)
        #expect(no.isFocused)
        terminal.press(.backTab)
        #expect(yes.isFocused)
        // Nothing outside the dialog can take focus or input.
        #expect(!background.becomeFocused())
        terminal.click(at: Point(x: 0, y: 0))
        #expect(background.mice.isEmpty)
        #expect(yes.isFocused)
        terminal.type("x")
        #expect(background.keys.isEmpty)
        terminal.press(.escape)
        #expect(events == ["cancel", "dismiss"])
        #expect(!dialog.isPresented)
        #expect(dialog.superview == nil)
        #expect(terminal.app.modalViews.isEmpty)
        #expect(background.isFocused)
        #expect(terminal.screen.allSatisfy { $0 == String(repeating: ".", count: 30) })
    }

    @Test func buttonsDismissThenRunTheirAction() {
        let (terminal, _) = makeTerminal(width: 30, height: 7)
        var events: [String] = []
        let dialog = Dialog(title: "Ask", message: "Sure?")
        // Unowned: the dialog holds its buttons' actions.
        dialog.addButton("No") { [unowned dialog] in events.append("no \(dialog.isPresented)") }
        dialog.addButton("Yes") { [unowned dialog] in events.append("yes \(dialog.isPresented)") }
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        terminal.press(.enter)
        #expect(events == ["no false"])
        // Presented again, and a click on the second button.
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        let yes = dialog.buttons[1].frameInWindow
        terminal.click(at: Point(x: yes.minX + 2, y: yes.minY))
        #expect(events == ["no false", "yes false"])
        #expect(terminal.app.modalViews.isEmpty)
    }

    @Test func presentingTwiceAndDismissingWhenHiddenDoNothing() {
        let (terminal, _) = makeTerminal(width: 30, height: 7)
        let dialog = Dialog(title: "T")
        dialog.addButton("OK")
        dialog.dismiss()
        dialog.cancel()
        dialog.present(in: terminal.app)
        dialog.present(in: terminal.app)
        #expect(terminal.app.modalViews.count == 1)
        terminal.runUntilIdle()
        #expect(terminal.window.layoutIssues.isEmpty)
        // No message: the button row sits right under the border.
        #expect(dialog.messageLabel.isHidden)
        #expect(dialog.frame.height == 3)
        dialog.cancelsOnEscape = false
        terminal.press(.escape)
        #expect(dialog.isPresented)
        dialog.dismiss()
        #expect(!dialog.isPresented)
    }

    @Test func theMaximumWidthWrapsLongMessages() {
        let (terminal, _) = makeTerminal(width: 60, height: 8)
        let dialog = Dialog(title: "Note", message: "one two three four five six seven eight")
        dialog.addButton("OK")
        dialog.maximumWidth = 20
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        #expect(dialog.frame.width == 20)
        #expect(dialog.messageLabel.frame.height == 3)
        #expect(dialog.frame.minX == 20)
    }
}
