import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ListViewTests {
    /// A terminal showing a list of `rows` rows named "Row n" that fills the window.
    private func makeList(
        rows: Int, width: Int = 12, height: Int = 5, focused: Bool = false
    ) -> (TestTerminal, ListView) {
        var list: ListView!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            list = ListView(rowCount: rows, rowText: DataFixtures.rowName)
            list.identifier = "list"
            app.window.addSubview(list)
            DataFixtures.pin(list)
            if focused { list.becomeFocused() }
        }
        return (terminal, list)
    }

    @Test func goldenScreensAtTwoSizes() {
        let (terminal, _) = makeList(rows: 10)
        terminal.assertScreen([
            "Row 0      █",
            "Row 1      █",
            "Row 2      █",
            "Row 3      │",
            "Row 4      │",
        ])
        terminal.resize(to: Size(width: 16, height: 3))
        terminal.assertScreen([
            "Row 0          █",
            "Row 1          │",
            "Row 2          │",
        ])
    }

    @Test func aSelectionSetBeforeTheRowsIsAppliedWhenTheyArrive() {
        let (terminal, list) = makeList(rows: 0)
        var selected: [Int] = []
        list.onSelect = { selected.append($0) }
        list.selectedRow = 7
        #expect(list.selectedRow == nil)
        list.rowCount = 10
        #expect(list.selectedRow == 7)
        // In view, as a selection set with rows there would be.
        #expect(list.visibleRows.contains(7))
        terminal.runUntilIdle()
        #expect(terminal.screen.contains { $0.hasPrefix("Row 7") })
        // Set from code: onSelect is for the user's changes.
        #expect(selected.isEmpty)
    }

    @Test func aPendingSelectionIsClampedAndCanBeCleared() {
        let (_, list) = makeList(rows: 0)
        list.selectedRow = 20
        list.rowCount = 3
        #expect(list.selectedRow == 2)

        let (_, cleared) = makeList(rows: 0)
        cleared.selectedRow = 1
        cleared.selectedRow = nil
        cleared.rowCount = 3
        #expect(cleared.selectedRow == nil)

        // Only a selection set while empty waits: one set with rows is clamped at once.
        let (_, emptied) = makeList(rows: 2)
        emptied.selectedRow = 1
        emptied.rowCount = 0
        emptied.rowCount = 4
        #expect(emptied.selectedRow == nil)
    }

    @Test func rowsThatFitShowNoIndicatorAndLongTextIsTruncated() {
        var list: ListView!
        let terminal = TestTerminal(width: 10, height: 3) { app in
            app.window.theme = .monochrome
            let names = ["short", "a much longer name"]
            list = ListView(rowCount: names.count) { names[$0] }
            app.window.addSubview(list)
            DataFixtures.pin(list)
        }
        terminal.assertScreen([
            "short     ",
            "a much lo…",
            "          ",
        ])
        #expect(!list.isScrollIndicatorVisible)
    }

    @Test func keysMoveTheSelectionAndScrollItIntoView() {
        let (terminal, list) = makeList(rows: 10, focused: true)
        var selected: [Int] = []
        var activated: [Int] = []
        list.onSelect = { selected.append($0) }
        list.onActivate = { activated.append($0) }
        #expect(list.selectedRow == nil)

        terminal.press(.down)
        #expect(list.selectedRow == 0)
        terminal.press(.end)
        #expect(list.selectedRow == 9)
        #expect(list.firstVisibleRow == 5)
        terminal.assertScreen([
            "Row 5      │",
            "Row 6      │",
            "Row 7      █",
            "Row 8      █",
            "Row 9      █",
        ])
        terminal.press(.up)
        #expect(list.selectedRow == 8)
        #expect(list.firstVisibleRow == 5)
        terminal.press(.pageUp)
        #expect(list.selectedRow == 3)
        #expect(list.firstVisibleRow == 3)
        terminal.press(.pageDown)
        #expect(list.selectedRow == 8)
        terminal.press(.home)
        #expect(list.selectedRow == 0)
        #expect(list.firstVisibleRow == 0)
        terminal.press(.up)
        #expect(list.selectedRow == 0)
        terminal.press(.enter)
        #expect(selected == [0, 9, 8, 3, 8, 0])
        #expect(activated == [0])
    }

    @Test func selectionLooksActiveOnlyWhileTheListHasFocus() {
        let (terminal, list) = makeList(rows: 3, width: 8, height: 3, focused: true)
        list.selectedRow = 1
        terminal.runUntilIdle()
        #expect(terminal.styledScreen[1] == "{reverse}Row 1   ")
        #expect(terminal.styledScreen[0] == "Row 0   ")
        list.resignFocus()
        terminal.runUntilIdle()
        #expect(terminal.styledScreen[1] == "{underline}Row 1   ")
    }

    @Test func selectionInTheDefaultThemeUsesItsSelectionColours() {
        var list: ListView!
        let terminal = TestTerminal(width: 8, height: 2) { app in
            list = ListView(rowCount: 2, rowText: DataFixtures.rowName)
            app.window.addSubview(list)
            DataFixtures.pin(list)
            list.becomeFocused()
            list.selectedRow = 0
        }
        let selection = Theme.default.selection
        #expect(terminal.backend.cell(at: Point(x: 0, y: 0))?.style == selection)
        #expect(terminal.backend.cell(at: Point(x: 7, y: 0))?.style == selection)
        #expect(terminal.backend.cell(at: Point(x: 0, y: 1))?.style == Theme.default.text)
    }

    @Test func settingTheSelectionInCodeClampsAndScrollsButDoesNotNotify() {
        let (terminal, list) = makeList(rows: 10)
        var selected: [Int] = []
        list.onSelect = { selected.append($0) }
        list.selectedRow = 42
        terminal.runUntilIdle()
        #expect(list.selectedRow == 9)
        #expect(list.visibleRows == 5..<10)
        list.selectedRow = nil
        #expect(list.selectedRow == nil)
        #expect(selected.isEmpty)
    }

    @Test func clickingSelectsAndDoubleClickingActivates() {
        let (terminal, list) = makeList(rows: 10)
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        list.firstVisibleRow = 2
        terminal.click(at: Point(x: 3, y: 1))
        #expect(list.selectedRow == 3)
        #expect(list.isFocused)
        #expect(activated.isEmpty)
        terminal.click(at: Point(x: 3, y: 1))
        #expect(activated == [3])

        // Too slow for a double click.
        terminal.click(at: Point(x: 0, y: 4))
        terminal.advance(by: .milliseconds(500))
        terminal.click(at: Point(x: 0, y: 4))
        #expect(list.selectedRow == 6)
        #expect(activated == [3])

        // A second click on another row is a new first click.
        terminal.click(at: Point(x: 0, y: 0))
        #expect(activated == [3])
        #expect(list.selectedRow == 2)
    }

    @Test func clickingBelowTheLastRowSelectsNothing() {
        let (terminal, list) = makeList(rows: 2)
        terminal.click(at: Point(x: 0, y: 3))
        #expect(list.selectedRow == nil)
    }

    @Test func theWheelScrollsWithoutMovingTheSelection() {
        let (terminal, list) = makeList(rows: 10)
        list.selectedRow = 1
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 2, y: 2))))
        #expect(list.firstVisibleRow == 3)
        #expect(list.selectedRow == 1)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 2, y: 2))))
        #expect(list.firstVisibleRow == 5)
        terminal.assertScreen([
            "Row 5      │",
            "Row 6      │",
            "Row 7      █",
            "Row 8      █",
            "Row 9      █",
        ])
        terminal.send(.mouse(MouseEvent(.wheel(.up), at: Point(x: 2, y: 2))))
        #expect(list.firstVisibleRow == 2)
    }

    @Test func theScrollIndicatorScrollsWhenClickedAndDragged() {
        let (terminal, list) = makeList(rows: 100, height: 10)
        // Track of 10 rows, thumb of 1: a press on the last row scrolls to the end.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 11, y: 9))))
        #expect(list.firstVisibleRow == 90)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 11, y: 0))))
        #expect(list.firstVisibleRow == 0)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 11, y: 5))))
        #expect(list.firstVisibleRow == 50)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 11, y: 5))))
        #expect(list.selectedRow == nil)
        #expect(terminal.screen[5].hasSuffix("█"))
    }

    @Test func aHundredThousandRowsAskOnlyForTheRowsOnScreen() {
        var asked = Set<Int>()
        var list: ListView!
        let terminal = TestTerminal(width: 14, height: 4) { app in
            app.window.theme = .monochrome
            list = ListView(rowCount: 100_000) { row in
                asked.insert(row)
                return "Item \(row)"
            }
            app.window.addSubview(list)
            DataFixtures.pin(list)
            list.becomeFocused()
        }
        #expect(asked == [0, 1, 2, 3])
        asked.removeAll()
        terminal.press(.end)
        #expect(asked == [99_996, 99_997, 99_998, 99_999])
        terminal.assertScreen([
            "Item 99996   │",
            "Item 99997   │",
            "Item 99998   │",
            "Item 99999   █",
        ])
        asked.removeAll()
        terminal.press(.pageUp)
        #expect(list.selectedRow == 99_995)
        #expect(asked == [99_995, 99_996, 99_997, 99_998])
    }

    @Test func shrinkingTheListKeepsTheSelectionInView() {
        let (terminal, list) = makeList(rows: 10, height: 10)
        list.selectedRow = 8
        terminal.runUntilIdle()
        #expect(list.firstVisibleRow == 0)
        terminal.resize(to: Size(width: 12, height: 3))
        #expect(list.visibleRows == 6..<9)
        terminal.assertScreen([
            "Row 6      │",
            "Row 7      │",
            "Row 8      █",
        ])
        terminal.resize(to: Size(width: 12, height: 20))
        #expect(list.firstVisibleRow == 0)
    }

    @Test func changingTheRowCountClampsSelectionAndScrolling() {
        let (terminal, list) = makeList(rows: 10)
        list.selectedRow = 9
        terminal.runUntilIdle()
        list.rowCount = 4
        terminal.runUntilIdle()
        #expect(list.selectedRow == 3)
        #expect(list.firstVisibleRow == 0)
        terminal.assertScreen([
            "Row 0       ",
            "Row 1       ",
            "Row 2       ",
            "Row 3       ",
            "            ",
        ])
        list.rowCount = 0
        #expect(list.selectedRow == nil)
        list.rowCount = -3
        #expect(list.rowCount == 0)
    }

    @Test func anEmptyListShowsItsPlaceholder() {
        var list: ListView!
        let terminal = TestTerminal(width: 12, height: 2) { app in
            app.window.theme = .monochrome
            list = ListView()
            list.placeholder = "No items"
            app.window.addSubview(list)
            DataFixtures.pin(list)
        }
        terminal.assertScreen(["No items    ", "            "])
        #expect(terminal.styledScreen[0].hasPrefix("{dim}No items"))
        list.becomeFocused()
        terminal.press(.down)
        terminal.press(.end)
        #expect(list.selectedRow == nil)
    }

    @Test func aRowDrawerDrawsRowsItsOwnWay() {
        var contexts: [ListView.RowContext] = []
        let terminal = TestTerminal(width: 10, height: 3) { app in
            app.window.theme = .monochrome
            let list = ListView(rowCount: 3)
            list.rowDrawer = { canvas, row in
                contexts.append(row)
                canvas.draw(text: "#\(row.row)", at: .zero, style: row.style)
                canvas.draw(
                    text: "\(row.row * 10)", in: canvas.bounds, style: row.style, alignment: .trailing,
                    wrapping: .none)
            }
            app.window.addSubview(list)
            DataFixtures.pin(list)
            list.becomeFocused()
            list.selectedRow = 2
        }
        terminal.assertScreen([
            "#0       0",
            "#1      10",
            "#2      20",
        ])
        let last = contexts.last { $0.row == 2 }
        #expect(last?.isSelected == true)
        #expect(last?.isListFocused == true)
        #expect(last?.style == Theme.monochrome.selection)
        #expect(terminal.styledScreen[2] == "{reverse}#2      20")
    }

    @Test func theDocumentationExampleWorks() {
        var opened: [String] = []
        let terminal = TestTerminal(width: 16, height: 3) { app in
            app.window.theme = .monochrome
            let window = app.window
            let open = { (name: String) in opened.append(name) }
            // The example of ListView's documentation:
            let files = ["README.md", "Package.swift", "Sources"]
            let list = ListView(rowCount: files.count) { files[$0] }
            list.onActivate = { row in open(files[row]) }
            window.addSubview(list)
            list.bb.fill()
        }
        terminal.assertScreen(["README.md       ", "Package.swift   ", "Sources         "])
        terminal.click(at: Point(x: 1, y: 1))
        terminal.press(.enter)
        #expect(opened == ["Package.swift"])
    }

    /// Up on the first row and Down on the last change nothing, so the list leaves them to its
    /// superviews and the application's bindings (a form can take the focus back up).
    @Test func arrowsPastTheFirstAndLastRowPassThrough() {
        let (terminal, list) = makeList(rows: 10, focused: true)
        var reachedApplication: [String] = []
        terminal.app.bind(KeyEvent(.up)) { reachedApplication.append("up") }
        terminal.app.bind(KeyEvent(.down)) { reachedApplication.append("down") }
        terminal.app.bind(KeyEvent(.pageUp)) { reachedApplication.append("pageUp") }
        list.selectedRow = 1
        terminal.press(.up)
        #expect(list.selectedRow == 0)
        #expect(reachedApplication.isEmpty)
        terminal.press(.up)
        terminal.press(.pageUp)
        #expect(list.selectedRow == 0)
        #expect(reachedApplication == ["up", "pageUp"])

        // The first row scrolled out of view: Up brings it back, and is used.
        list.scroll(by: 3)
        terminal.runUntilIdle()
        terminal.press(.up)
        #expect(list.firstVisibleRow == 0)
        #expect(reachedApplication == ["up", "pageUp"])

        terminal.press(.end)
        terminal.press(.down)
        #expect(list.selectedRow == 9)
        #expect(reachedApplication == ["up", "pageUp", "down"])

        // An empty list uses no arrow.
        list.rowCount = 0
        #expect(!list.handle(KeyEvent(.up)))
        #expect(!list.handle(KeyEvent(.down)))
    }

    @Test func keysWithModifiersAndEnterWithoutActionPassThrough() {
        let (terminal, list) = makeList(rows: 3, focused: true)
        #expect(!list.handle(KeyEvent(.down, modifiers: .control)))
        #expect(!list.handle(.enter))
        list.selectedRow = 0
        #expect(!list.handle(.enter))
        #expect(!list.handle(.character("x")))
        terminal.runUntilIdle()
    }
}
