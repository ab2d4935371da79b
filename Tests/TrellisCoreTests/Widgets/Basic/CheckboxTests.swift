import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct CheckboxTests {
    @Test func goldenScreensAtTwoSizes() {
        let box = Checkbox("Remember me")
        let terminal = BasicWidgetTest.terminal(16, 1, showing: box, origin: Point(x: 1, y: 0))
        #expect(box.frame.size == Size(width: 15, height: 1))
        terminal.assertScreen([" [ ] Remember me"])
        box.isChecked = true
        terminal.runUntilIdle()
        terminal.assertScreen([" [x] Remember me"])
        let narrow = BasicWidgetTest.terminal(
            8, 1, showing: Checkbox("Remember me", isChecked: true), at: Rect(x: 0, y: 0, width: 8, height: 1)
        )
        narrow.assertScreen(["[x] Rem…"])
        #expect(Checkbox("").intrinsicContentSize == Size(width: 3, height: 1))
    }

    @Test func spaceEnterAndClickToggle() {
        let box = Checkbox("Wrap")
        var toggles: [Bool] = []
        box.onToggle = { toggles.append($0) }
        let terminal = BasicWidgetTest.terminal(10, 2, showing: box)
        box.becomeFocused()
        terminal.type(" ")
        #expect(box.isChecked)
        terminal.press(.enter)
        #expect(!box.isChecked)
        terminal.click(at: Point(x: 5, y: 0))
        #expect(box.isChecked)
        terminal.assertScreen(["[x] Wrap  ", "          "])
        // Released elsewhere: no toggle.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 1))))
        #expect(box.isChecked)
        #expect(toggles == [true, false, true])
        box.isChecked = false
        #expect(toggles.count == 3)
        #expect(box.handle(.character("x")) == false)
    }

    @Test func focusedAndDisabledLooks() {
        let box = Checkbox("On")
        let terminal = BasicWidgetTest.terminal(7, 1, showing: box)
        #expect(terminal.styledScreen == ["[ ] On "])
        box.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{reverse}[ ] On{plain} "])
        box.isEnabled = false
        terminal.runUntilIdle()
        #expect(!box.isFocused)
        #expect(terminal.styledScreen == ["{dim}[ ] On{plain} "])
        terminal.click(at: Point(x: 1, y: 0))
        box.toggle()
        #expect(!box.isChecked)
    }
}
