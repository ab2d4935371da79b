import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ButtonTests {
    @Test func goldenScreensAtTwoSizes() {
        let ok = Button("OK")
        let terminal = BasicWidgetTest.terminal(8, 1, showing: ok, origin: Point(x: 1, y: 0))
        #expect(ok.frame == Rect(x: 1, y: 0, width: 6, height: 1))
        terminal.assertScreen([" [ OK ] "])
        let wide = BasicWidgetTest.terminal(
            12, 3, showing: Button("OK"), at: Rect(x: 1, y: 0, width: 10, height: 3))
        wide.assertScreen([
            "            ",
            " [   OK   ] ",
            "            ",
        ])
        let narrow = BasicWidgetTest.terminal(
            7, 1, showing: Button("Cancel"), at: Rect(x: 0, y: 0, width: 7, height: 1))
        narrow.assertScreen(["[ Ca… ]"])
    }

    @Test func inARowWithATextFieldTheFieldTakesTheSpareWidth() {
        var parts: (TextField, Button)!
        let terminal = TestTerminal(width: 30, height: 1) { app in
            let field = TextField(placeholder: "search")
            let go = Button("Go")
            app.window.addSubview(field)
            app.window.addSubview(go)
            // Nothing but the row: which one grows is the views' hugging priorities' call.
            try! LayoutConstraint.installConstraints(
                withVisualFormat: "H:|[field]-1-[go]|; V:|[field]; V:|[go]",
                options: [], metrics: [:], views: ["field": field, "go": go])
            parts = (field, go)
        }
        let (field, go) = parts
        #expect(go.contentHuggingPriority(for: .horizontal) > field.contentHuggingPriority(for: .horizontal))
        #expect(go.frame == Rect(x: 24, y: 0, width: 6, height: 1))
        #expect(field.frame == Rect(x: 0, y: 0, width: 23, height: 1))
        terminal.resize(to: Size(width: 16, height: 1))
        #expect(go.frame.width == 6)
        #expect(field.frame.width == 9)
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func intrinsicSizeIsTheBracketedTitle() {
        #expect(Button("Save").intrinsicContentSize == Size(width: 8, height: 1))
        #expect(Button("保存").intrinsicContentSize == Size(width: 8, height: 1))
        let button = Button("A")
        let terminal = BasicWidgetTest.terminal(20, 1, showing: button)
        button.title = "Longer"
        terminal.runUntilIdle()
        #expect(button.frame.width == 10)
        terminal.assertScreen(["[ Longer ]          "])
    }

    @Test func enterAndSpaceActivateWithABriefPressedLook() {
        var presses = 0
        let button = Button("Go") { presses += 1 }
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(6, 1, showing: button, theme: theme)
        button.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{\(theme.focusedButton)}[ Go ]"])
        terminal.press(.enter)
        #expect(presses == 1)
        #expect(button.isPressed)
        #expect(terminal.styledScreen == ["{\(theme.pressedButton)}[ Go ]"])
        terminal.advance(by: .milliseconds(120))
        #expect(!button.isPressed)
        #expect(terminal.styledScreen == ["{\(theme.focusedButton)}[ Go ]"])
        terminal.type(" ")
        #expect(presses == 2)
        // Other keys go on to the superview.
        #expect(button.handle(.character("x")) == false)
        #expect(button.handle(KeyEvent(.enter, modifiers: .control)) == false)
    }

    @Test func aClickIsAPressAndAReleaseOnTheButton() {
        var presses = 0
        let button = Button("Go") { presses += 1 }
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            10, 2, showing: button, origin: Point(x: 2, y: 0), theme: theme)
        #expect(terminal.styledScreen[0] == "  {\(theme.button)}[ Go ]{plain}  ")
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        #expect(button.isFocused)
        #expect(button.isPressed)
        #expect(terminal.styledScreen[0] == "  {\(theme.pressedButton)}[ Go ]{plain}  ")
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 0))))
        #expect(presses == 1)
        #expect(!button.isPressed)
        // Dragging off cancels; dragging back re-arms.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 3, y: 1))))
        #expect(!button.isPressed)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))))
        #expect(presses == 1)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 9, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 7, y: 0))))
        #expect(button.isPressed)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 7, y: 0))))
        #expect(presses == 2)
        terminal.click(at: Point(x: 3, y: 0), button: .right)
        #expect(presses == 2)
    }

    @Test func aDisabledButtonIgnoresInputAndLooksDim() {
        var presses = 0
        let button = Button("No") { presses += 1 }
        let terminal = BasicWidgetTest.terminal(6, 1, showing: button)
        button.becomeFocused()
        button.isEnabled = false
        terminal.runUntilIdle()
        #expect(!button.isFocused)
        #expect(!button.becomeFocused())
        #expect(terminal.styledScreen == ["{dim}[ No ]"])
        terminal.click(at: Point(x: 2, y: 0))
        #expect(button.handle(.enter) == false)
        button.press()
        #expect(presses == 0)
        button.isEnabled = true
        button.press()
        #expect(presses == 1)
    }
}
