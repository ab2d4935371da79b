import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct SelectTests {
    private func makeSelect() -> (TestTerminal, Select) {
        let select = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
        let terminal = BasicWidgetTest.terminal(16, 6, showing: select, origin: Point(x: 1, y: 0))
        terminal.app.focus(select)
        terminal.runUntilIdle()
        return (terminal, select)
    }

    @Test func itShowsTheChoiceAndOpensAListUnderItself() {
        let (terminal, select) = makeSelect()
        #expect(select.intrinsicContentSize == Size(width: 11, height: 1))
        #expect(terminal.screen[0] == "  Medium  ▾     ")
        terminal.press(.enter)
        #expect(select.isOpen)
        terminal.assertScreen([
            "  Medium  ▴     ",
            " ┌─────────┐    ",
            " │ Small   │    ",
            " │ Medium  │    ",
            " │ Large   │    ",
            " └─────────┘    ",
        ])
        #expect(select.panel?.highlightedIndex == 1)
    }

    @Test func choosingCallsOnChangeOnlyForANewChoice() {
        let (terminal, select) = makeSelect()
        var changes: [Int] = []
        select.onChange = { changes.append($0) }
        terminal.press(.character(" "))
        terminal.press(.enter)
        #expect(changes.isEmpty)
        #expect(terminal.app.focusedView === select)
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.enter)
        #expect(changes == [2])
        #expect(select.selectedOption == "Large")
        terminal.press(.down)
        terminal.press(.escape)
        #expect(select.selectedIndex == 2)
        #expect(!select.isOpen)
    }

    @Test func aClickOpensAndAClickChooses() {
        let (terminal, select) = makeSelect()
        terminal.click(at: Point(x: 3, y: 0))
        #expect(select.isOpen)
        terminal.click(at: Point(x: 3, y: 2))
        #expect(select.selectedOption == "Small")
        select.selectedIndex = 7
        #expect(select.selectedIndex == nil)
        terminal.runUntilIdle()
        #expect(terminal.screen[0] == "  Choose… ▾     ")
    }

    @Test func theFieldUsesTheFieldStyles() {
        let select = Select(options: ["A"], selectedIndex: 0)
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            5, 1, showing: select, at: Rect(x: 0, y: 0, width: 5, height: 1), theme: theme)
        #expect(terminal.styledScreen == ["{\(theme.field)} A ▾ "])
        terminal.app.focus(select)
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{\(theme.focusedField)} A ▾ "])
    }
}
