import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ComboBoxTests {
    private func makeCombo() -> (TestTerminal, ComboBox) {
        let combo = ComboBox(options: ["Lisbon", "London", "Lima", "Oslo"], placeholder: "City")
        let terminal = BasicWidgetTest.terminal(
            14, 6, showing: combo, at: Rect(x: 0, y: 0, width: 10, height: 1))
        terminal.app.focus(combo.field)
        terminal.runUntilIdle()
        return (terminal, combo)
    }

    @Test func typingShowsTheMatchingOptionsUnderTheField() {
        let (terminal, combo) = makeCombo()
        #expect(!combo.isShowingSuggestions)
        terminal.type("li")
        #expect(combo.suggestions == ["Lima", "Lisbon"])
        terminal.assertScreen([
            "li            ",
            "┌────────┐    ",
            "│ Lima   │    ",
            "│ Lisbon │    ",
            "└────────┘    ",
            "              ",
        ])
        // Focus stays in the field.
        #expect(terminal.app.focusedView === combo.field)
    }

    @Test func downAndEnterTakeASuggestion() {
        let (terminal, combo) = makeCombo()
        var submitted: [String] = []
        combo.onSubmit = { submitted.append($0) }
        terminal.type("l")
        // Ties rank the shorter first, then the options' order; Oslo's late "l" ranks last.
        #expect(combo.suggestions == ["Lima", "Lisbon", "London", "Oslo"])
        terminal.press(.down)
        terminal.press(.enter)
        #expect(submitted == ["Lisbon"])
        #expect(combo.text == "Lisbon")
        #expect(!combo.isShowingSuggestions)
        // The cursor is at the end; with the list hidden, Enter submits the text as typed.
        terminal.type("x")
        #expect(!combo.isShowingSuggestions)
        terminal.press(.enter)
        #expect(submitted == ["Lisbon", "Lisbonx"])
    }

    @Test func escapeHidesAClickTakesAndLeavingTheFieldHides() {
        let (terminal, combo) = makeCombo()
        var submitted: [String] = []
        combo.onSubmit = { submitted.append($0) }
        terminal.type("o")
        #expect(combo.isShowingSuggestions)
        terminal.press(.escape)
        #expect(!combo.isShowingSuggestions)
        terminal.press(.down)
        #expect(combo.isShowingSuggestions)
        #expect(combo.suggestions == ["Oslo", "London", "Lisbon"])
        terminal.click(at: Point(x: 3, y: 2))
        #expect(submitted == ["Oslo"])
        #expect(combo.text == "Oslo")
        terminal.press(.backspace)
        #expect(combo.isShowingSuggestions)
        terminal.app.focus(nil)
        terminal.runUntilIdle()
        #expect(!combo.isShowingSuggestions)
    }
}
