import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TextFieldTests {
    /// A focused field across the window's first row.
    private func makeField(
        _ text: String = "", width: Int = 12, placeholder: String = ""
    ) -> (TestTerminal, TextField) {
        let field = TextField(text: text, placeholder: placeholder)
        let terminal = TestTerminal(width: width, height: 1) { app in
            app.window.theme = .monochrome
            app.window.addSubview(field)
            field.bb.left().right().top()
        }
        field.becomeFocused()
        terminal.runUntilIdle()
        return (terminal, field)
    }

    @Test func goldenScreensAtTwoSizesScrollToKeepTheCursorVisible() {
        let (terminal, field) = makeField("hello world")
        terminal.assertScreen(["hello world "])
        #expect(terminal.backend.cursor == Point(x: 11, y: 0))
        terminal.resize(to: Size(width: 8, height: 1))
        terminal.assertScreen(["o world "])
        #expect(field.scrollOffset == 4)
        #expect(terminal.backend.cursor == Point(x: 7, y: 0))
        terminal.press(.home)
        terminal.assertScreen(["hello wo"])
        #expect(terminal.backend.cursor == Point(x: 0, y: 0))
    }

    @Test func typingInsertsAtTheCursorAndReportsChanges() {
        let (terminal, field) = makeField()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        terminal.type("abc")
        terminal.press(.left)
        terminal.type("X")
        #expect(field.text == "abXc")
        #expect(field.cursorIndex == 3)
        #expect(field.cursorPosition == Point(x: 3, y: 0))
        #expect(changes == ["a", "ab", "abc", "abXc"])
        terminal.assertScreen(["abXc        "])
        // Setting the text is not a user edit.
        field.text = "set"
        #expect(changes.count == 4)
        #expect(field.cursorIndex == 3)
    }

    @Test func editingKeys() {
        let (terminal, field) = makeField("abcdef")
        terminal.press(.backspace)
        #expect(field.text == "abcde")
        terminal.press(.home)
        terminal.press(.delete)
        #expect(field.text == "bcde")
        terminal.press(.right)
        terminal.press(.ctrl("d"))
        #expect(field.text == "bde")
        terminal.press(.end)
        #expect(field.cursorIndex == 3)
        terminal.press(.ctrl("a"))
        #expect(field.cursorIndex == 0)
        terminal.press(.ctrl("e"))
        #expect(field.cursorIndex == 3)
        terminal.press(.left)
        terminal.press(.ctrl("k"))
        #expect(field.text == "bd")
        terminal.press(.ctrl("u"))
        #expect(field.text == "")
        // Nothing left to delete: no change reported.
        var changed = false
        field.onChange = { _ in changed = true }
        terminal.press(.backspace)
        terminal.press(.delete)
        #expect(!changed)
    }

    @Test func wordJumpsAndWordDeletion() {
        let (terminal, field) = makeField("one two, three")
        terminal.press(.left, modifiers: .control)
        #expect(field.cursorIndex == 9)
        terminal.press(.left, modifiers: .alt)
        #expect(field.cursorIndex == 4)
        terminal.press(.alt("b"))
        #expect(field.cursorIndex == 0)
        terminal.press(.right, modifiers: .control)
        #expect(field.cursorIndex == 3)
        terminal.press(.right, modifiers: .alt)
        #expect(field.cursorIndex == 7)
        terminal.press(.alt("f"))
        #expect(field.cursorIndex == 14)
        terminal.press(.ctrl("w"))
        #expect(field.text == "one two, ")
        terminal.press(.backspace, modifiers: .alt)
        #expect(field.text == "one ")
        terminal.type("big red")
        terminal.press(.ctrl("h"))
        #expect(field.text == "one big ")
        terminal.press(.home)
        terminal.press(.alt("d"))
        #expect(field.text == " big ")
        terminal.press(.delete, modifiers: .control)
        #expect(field.text == " ")
    }

    @Test func horizontalScrollFollowsTheCursorBothWays() {
        let (terminal, field) = makeField(width: 5)
        terminal.type("abcdefgh")
        terminal.assertScreen(["efgh "])
        #expect(terminal.backend.cursor == Point(x: 4, y: 0))
        for _ in 0..<5 { terminal.press(.left) }
        terminal.assertScreen(["defgh"])
        #expect(terminal.backend.cursor == Point(x: 0, y: 0))
        terminal.press(.end)
        for _ in 0..<4 { terminal.press(.backspace) }
        // Deleting at the end pulls the text back into view.
        terminal.assertScreen(["abcd "])
        #expect(field.scrollOffset == 0)
    }

    @Test func placeholderShowsWhileEmptyInTheSecondaryStyle() {
        let (terminal, field) = makeField(width: 8, placeholder: "Name")
        #expect(terminal.styledScreen == ["{bold dim underline}Name{bold underline}    "])
        terminal.type("Jo")
        #expect(terminal.styledScreen == ["{bold underline}Jo      "])
        field.resignFocus()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{underline}Jo      "])
        field.text = ""
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{dim underline}Name{underline}    "])
    }

    @Test func focusedAndUnfocusedLooksComeFromTheTheme() {
        let field = TextField(text: "x")
        let other = TextField(text: "y")
        let theme = Theme.default
        let terminal = TestTerminal(width: 3, height: 2) { app in
            app.window.theme = theme
            for (row, view) in [field, other].enumerated() {
                app.window.addSubview(view)
                BasicWidgetTest.place(view, at: Rect(x: 0, y: row, width: 3, height: 1))
            }
        }
        field.becomeFocused()
        terminal.runUntilIdle()
        #expect(
            terminal.styledScreen == [
                "{\(theme.focusedField)}x  ",
                "{\(theme.field)}y  ",
            ])
        terminal.press(.tab)
        #expect(other.isFocused)
        #expect(
            terminal.styledScreen == [
                "{\(theme.field)}x  ",
                "{\(theme.focusedField)}y  ",
            ])
    }

    @Test func secureEntryShowsBullets() {
        let (terminal, field) = makeField(width: 8)
        field.isSecureTextEntry = true
        terminal.type("pa中ss")
        terminal.assertScreen(["•••••   "])
        #expect(field.text == "pa中ss")
        #expect(terminal.backend.cursor == Point(x: 5, y: 0))
        terminal.click(at: Point(x: 2, y: 0))
        #expect(field.cursorIndex == 2)
        field.isSecureTextEntry = false
        terminal.runUntilIdle()
        terminal.assertScreen(["pa中ss  "])
    }

    @Test func pasteInsertsWithoutNewlines() {
        let (terminal, field) = makeField("[]")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        terminal.press(.left)
        terminal.paste("one\ntwo\r\nthree\tfour")
        #expect(field.text == "[onetwothree four]")
        #expect(changes == ["[onetwothree four]"])
        #expect(field.cursorIndex == 17)
    }

    @Test func enterSubmitsAndTabMovesOn() {
        let (terminal, field) = makeField("query")
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        terminal.press(.enter)
        #expect(submitted == ["query"])
        #expect(field.text == "query")
        #expect(field.handle(.tab) == false)
        #expect(field.handle(KeyEvent(.up)) == false)
    }

    @Test func clickPlacesTheCursor() {
        let (terminal, field) = makeField("hello")
        field.resignFocus()
        terminal.click(at: Point(x: 2, y: 0))
        #expect(field.isFocused)
        #expect(field.cursorIndex == 2)
        terminal.type("X")
        #expect(field.text == "heXllo")
        terminal.click(at: Point(x: 10, y: 0))
        #expect(field.cursorIndex == 6)
    }

    @Test func wideCharactersMoveByDisplayWidth() {
        let (terminal, field) = makeField("中文ab", width: 10)
        #expect(field.cursorPosition == Point(x: 6, y: 0))
        terminal.press(.left)
        terminal.press(.left)
        #expect(field.cursorPosition == Point(x: 4, y: 0))
        terminal.press(.left)
        #expect(field.cursorPosition == Point(x: 2, y: 0))
        // Either half of a wide character puts the cursor before it.
        terminal.click(at: Point(x: 3, y: 0))
        #expect(field.cursorIndex == 1)
        terminal.click(at: Point(x: 2, y: 0))
        #expect(field.cursorIndex == 1)
        terminal.press(.backspace)
        #expect(field.text == "文ab")
        terminal.assertScreen(["文ab      "])
    }

    @Test func aWideCharacterCutByTheScrollShowsAsABlank() {
        let (terminal, field) = makeField("中文字", width: 4)
        #expect(field.scrollOffset == 3)
        terminal.assertScreen([" 字 "])
        #expect(terminal.backend.cursor == Point(x: 3, y: 0))
        terminal.press(.left)
        // The whole of 字 stays visible with the cursor on it.
        #expect(terminal.backend.cursor == Point(x: 1, y: 0))
        terminal.press(.left)
        terminal.assertScreen(["文字"])
        #expect(terminal.backend.cursor == Point(x: 0, y: 0))
    }

    @Test func intrinsicSizeIsThePreferredWidthByOneRow() {
        let field = TextField()
        #expect(field.intrinsicContentSize == Size(width: 20, height: 1))
        let terminal = BasicWidgetTest.terminal(30, 2, showing: field)
        #expect(field.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        field.preferredWidth = 8
        terminal.runUntilIdle()
        #expect(field.frame == Rect(x: 0, y: 0, width: 8, height: 1))
    }

    @Test func labelAndFieldLineUpOnTheirBaselines() {
        let label = Label("Your\nname:")
        let field = TextField(text: "Ada")
        let terminal = TestTerminal(width: 16, height: 4) { app in
            app.window.theme = .monochrome
            app.window.addSubview(label)
            app.window.addSubview(field)
            label.bb.left(1).top(1)
            field.bb.left(label.rightAnchor + 1).right(-1).firstBaseline(label.lastBaselineAnchor)
        }
        #expect(field.frame == Rect(x: 7, y: 2, width: 8, height: 1))
        terminal.assertScreen([
            "                ",
            " Your           ",
            " name: Ada      ",
            "                ",
        ])
        label.text = "Name:"
        terminal.runUntilIdle()
        #expect(field.frame.minY == 1)
        terminal.assertScreen([
            "                ",
            " Name: Ada      ",
            "                ",
            "                ",
        ])
    }

    @Test func aReadOnlyFieldMovesButDoesNotEdit() {
        let (terminal, field) = makeField("fixed")
        field.isEditable = false
        var changed = false
        field.onChange = { _ in changed = true }
        terminal.type("x")
        terminal.press(.backspace)
        terminal.press(.ctrl("w"))
        terminal.paste("pasted")
        field.insert("inserted")
        #expect(field.text == "fixed")
        #expect(!changed)
        terminal.press(.home)
        #expect(field.cursorIndex == 0)
        #expect(field.handle(.character("x")) == false)
        #expect(field.handle(.backspace) == false)
        #expect(field.handle(paste: "y") == false)
    }
}
