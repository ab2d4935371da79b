import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TextViewTests {
    /// A focused text view filling the window.
    private func makeView(_ text: String, width: Int, height: Int) -> (TestTerminal, TextView) {
        let view = TextView(text: text)
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            app.window.addSubview(view)
            view.bb.fill()
        }
        view.becomeFocused()
        terminal.runUntilIdle()
        return (terminal, view)
    }

    private static let numbered = (0..<20).map { "line \($0)" }.joined(separator: "\n")

    @Test func goldenScreensAtTwoSizes() {
        let (terminal, view) = makeView(
            "first line\nsecond\nthird line here\nfourth", width: 12, height: 3)
        terminal.assertScreen([
            "first line  ",
            "second      ",
            "third line h",
        ])
        #expect(terminal.backend.cursor == Point(x: 0, y: 0))
        terminal.resize(to: Size(width: 8, height: 2))
        terminal.assertScreen([
            "first li",
            "second  ",
        ])
        view.cursorLocation = (3, 6)
        terminal.runUntilIdle()
        terminal.assertScreen([
            "third li",
            "fourth  ",
        ])
        #expect(view.scrollOffset == Point(x: 0, y: 2))
        #expect(terminal.backend.cursor == Point(x: 6, y: 1))
    }

    @Test func enterSplitsAndBackspaceJoinsLines() {
        let (terminal, view) = makeView("", width: 10, height: 3)
        var changes: [String] = []
        view.onChange = { changes.append($0) }
        terminal.type("ab\ncd")
        #expect(view.text == "ab\ncd")
        #expect(view.lineCount == 2)
        #expect(view.cursorLocation == (1, 2))
        terminal.assertScreen([
            "ab        ",
            "cd        ",
            "          ",
        ])
        terminal.press(.home)
        terminal.press(.backspace)
        #expect(view.text == "abcd")
        #expect(view.cursorLocation == (0, 2))
        terminal.press(.enter)
        terminal.press(.up)
        terminal.press(.end)
        terminal.press(.delete)
        #expect(view.text == "abcd")
        #expect(changes == ["a", "ab", "ab\n", "ab\nc", "ab\ncd", "abcd", "ab\ncd", "abcd"])
    }

    @Test func upAndDownKeepTheColumnThroughShortLines() {
        let (terminal, view) = makeView("long line\nab\nanother", width: 12, height: 3)
        view.cursorLocation = (0, 6)
        terminal.press(.down)
        #expect(view.cursorLocation == (1, 2))
        terminal.press(.down)
        #expect(view.cursorLocation == (2, 6))
        terminal.press(.down)
        #expect(view.cursorLocation == (2, 7))
        terminal.press(.up)
        terminal.press(.up)
        terminal.press(.up)
        #expect(view.cursorLocation == (0, 0))
        terminal.press(.end, modifiers: .control)
        #expect(view.cursorLocation == (2, 7))
        terminal.press(.home, modifiers: .control)
        #expect(view.cursorLocation == (0, 0))
        terminal.press(.left)
        #expect(view.cursorLocation == (0, 0))
        terminal.press(.end)
        terminal.press(.right)
        #expect(view.cursorLocation == (1, 0))
        terminal.press(.left)
        #expect(view.cursorLocation == (0, 9))
    }

    @Test func arrowsScrollVerticallyToKeepTheCursorVisible() {
        let (terminal, view) = makeView(Self.numbered, width: 8, height: 3)
        for _ in 0..<4 { terminal.press(.down) }
        #expect(view.scrollOffset.y == 2)
        terminal.assertScreen([
            "line 2  ",
            "line 3  ",
            "line 4  ",
        ])
        #expect(terminal.backend.cursor == Point(x: 0, y: 2))
        for _ in 0..<3 { terminal.press(.up) }
        terminal.assertScreen([
            "line 1  ",
            "line 2  ",
            "line 3  ",
        ])
    }

    @Test func pageKeysMoveAndScrollByAPage() {
        let (terminal, view) = makeView(Self.numbered, width: 8, height: 5)
        terminal.press(.pageDown)
        #expect(view.cursorLocation == (5, 0))
        #expect(view.scrollOffset.y == 5)
        terminal.assertScreen(["line 5  ", "line 6  ", "line 7  ", "line 8  ", "line 9  "])
        terminal.press(.pageDown)
        terminal.press(.pageDown)
        terminal.press(.pageDown)
        #expect(view.cursorLocation == (19, 7))
        #expect(view.scrollOffset.y == 15)
        terminal.press(.pageUp)
        #expect(view.cursorLocation.line == 14)
        #expect(view.scrollOffset.y == 10)
    }

    @Test func longLinesScrollSideways() {
        let (terminal, view) = makeView("0123456789abcdef\nxy", width: 6, height: 2)
        terminal.press(.end)
        #expect(view.scrollOffset.x == 11)
        terminal.assertScreen(["bcdef ", "      "])
        #expect(terminal.backend.cursor == Point(x: 5, y: 0))
        // A shorter line pulls the view back.
        terminal.press(.down)
        terminal.assertScreen(["012345", "xy    "])
        #expect(terminal.backend.cursor == Point(x: 2, y: 1))
    }

    @Test func wheelScrollsWithoutMovingTheCursorAndAClickPlacesIt() {
        let (terminal, view) = makeView(Self.numbered, width: 8, height: 4)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 1, y: 1))))
        #expect(view.scrollOffset.y == 3)
        #expect(view.cursorLocation == (0, 0))
        terminal.assertScreen(["line 3  ", "line 4  ", "line 5  ", "line 6  "])
        // The cursor is out of view, so the terminal hides it.
        #expect(terminal.backend.cursor == nil)
        for _ in 0..<10 { terminal.send(.mouse(MouseEvent(.wheel(.down), at: .zero))) }
        #expect(view.scrollOffset.y == 16)
        terminal.send(.mouse(MouseEvent(.wheel(.up), at: .zero)))
        #expect(view.scrollOffset.y == 13)
        terminal.click(at: Point(x: 4, y: 2))
        #expect(view.cursorLocation == (15, 4))
        #expect(terminal.backend.cursor == Point(x: 4, y: 2))
        terminal.click(at: Point(x: 7, y: 3))
        #expect(view.cursorLocation == (16, 7))
    }

    @Test func horizontalWheelScrollsColumns() {
        let (terminal, view) = makeView("0123456789abcdef", width: 6, height: 1)
        terminal.send(.mouse(MouseEvent(.wheel(.right), at: .zero)))
        terminal.assertScreen(["345678"])
        for _ in 0..<9 { terminal.send(.mouse(MouseEvent(.wheel(.right), at: .zero))) }
        #expect(view.scrollOffset.x == 11)
        terminal.send(.mouse(MouseEvent(.wheel(.left), at: .zero)))
        #expect(view.scrollOffset.x == 8)
    }

    @Test func pasteKeepsLineBreaks() {
        let (terminal, view) = makeView("[]", width: 10, height: 4)
        var changes = 0
        view.onChange = { _ in changes += 1 }
        terminal.press(.right)
        terminal.paste("one\r\ntwo\n\tthree")
        #expect(view.text == "[one\ntwo\n    three]")
        #expect(view.cursorLocation == (2, 9))
        #expect(changes == 1)
    }

    @Test func wordJumpsAndDeletionCrossLines() {
        let (terminal, view) = makeView("alpha beta\ngamma", width: 12, height: 2)
        terminal.press(.down)
        terminal.press(.left, modifiers: .control)
        #expect(view.cursorLocation == (0, 6))
        terminal.press(.right, modifiers: .control)
        #expect(view.cursorLocation == (0, 10))
        terminal.press(.right, modifiers: .alt)
        #expect(view.cursorLocation == (1, 5))
        terminal.press(.home)
        terminal.press(.ctrl("w"))
        #expect(view.text == "alpha gamma")
        terminal.press(.ctrl("k"))
        #expect(view.text == "alpha ")
        terminal.press(.ctrl("u"))
        #expect(view.text == "")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let (terminal, view) = makeView("日本語\nabcdef", width: 8, height: 2)
        terminal.press(.end)
        #expect(terminal.backend.cursor == Point(x: 6, y: 0))
        terminal.press(.down)
        #expect(view.cursorLocation == (1, 6))
        terminal.press(.left)
        terminal.press(.left)
        terminal.press(.left)
        terminal.press(.up)
        // Column 3 is the second half of 本: the cursor lands before it.
        #expect(view.cursorLocation == (0, 1))
        terminal.assertScreen(["日本語  ", "abcdef  "])
    }

    @Test func focusedLookComesFromTheTheme() {
        let theme = Theme.default
        let view = TextView(text: "hi")
        let terminal = BasicWidgetTest.terminal(
            4, 1, showing: view, at: Rect(x: 0, y: 0, width: 4, height: 1), theme: theme)
        #expect(terminal.styledScreen == ["{\(theme.field)}hi  "])
        view.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{\(theme.focusedField)}hi  "])
        #expect(view.intrinsicContentSize == Size(width: 30, height: 5))
        #expect(view.handle(.tab) == false)
    }

    @Test func settingTheTextClampsTheCursorWithoutReportingAChange() {
        let (terminal, view) = makeView(Self.numbered, width: 8, height: 3)
        var changed = false
        view.onChange = { _ in changed = true }
        view.cursorLocation = (19, 7)
        terminal.runUntilIdle()
        view.text = "short\ntext"
        terminal.runUntilIdle()
        #expect(!changed)
        #expect(view.cursorLocation == (1, 4))
        #expect(view.scrollOffset == .zero)
        terminal.assertScreen(["short   ", "text    ", "        "])
    }

    @Test func aReadOnlyViewScrollsButDoesNotEdit() {
        let (terminal, view) = makeView(Self.numbered, width: 8, height: 3)
        view.isEditable = false
        terminal.type("x\n")
        terminal.press(.delete)
        terminal.paste("pasted")
        view.insert("inserted")
        #expect(view.text == Self.numbered)
        terminal.press(.pageDown)
        #expect(view.cursorLocation == (3, 0))
        #expect(view.scrollOffset.y == 3)
        #expect(view.handle(.enter) == false)
    }
}
