import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ScrollViewTests {
    /// A scroll view one cell inside the window, showing `lines` pinned to its content guide.
    private func makeScroll(
        width: Int, height: Int, lines: [String], inset: Double = 1
    ) -> (TestTerminal, ScrollView, LinesView) {
        var parts: (ScrollView, LinesView)!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            let scroll = ScrollView()
            app.window.addSubview(scroll)
            scroll.pinEdges(to: app.window, inset: inset)
            let text = LinesView(lines)
            scroll.addSubview(text)
            text.pinEdges(to: scroll.contentLayoutGuide)
            parts = (scroll, text)
        }
        return (terminal, parts.0, parts.1)
    }

    private static let tenRows = (0..<10).map { "row \($0)" }

    @Test func clipsScrollsAndShowsTheIndicatorAtTwoSizes() {
        let (terminal, scroll, text) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        #expect(scroll.contentSize == Size(width: 5, height: 10))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 6))
        terminal.assertScreen([
            "          ",
            " row 0  ┃ ",
            " row 1  ┃ ",
            " row 2    ",
            " row 3    ",
            "          ",
        ])
        scroll.contentOffset = Point(x: 0, y: 6)
        terminal.runUntilIdle()
        #expect(text.frame.minY == -6)
        terminal.assertScreen([
            "          ",
            " row 6    ",
            " row 7    ",
            " row 8  ┃ ",
            " row 9  ┃ ",
            "          ",
        ])
        // Taller: less to scroll, so the offset is clamped to the new maximum.
        terminal.resize(to: Size(width: 9, height: 8))
        #expect(scroll.contentOffset == Point(x: 0, y: 4))
        terminal.assertScreen([
            "         ",
            " row 4   ",
            " row 5   ",
            " row 6 ┃ ",
            " row 7 ┃ ",
            " row 8 ┃ ",
            " row 9 ┃ ",
            "         ",
        ])
        // Tall enough for everything: no indicator, offset zero.
        terminal.resize(to: Size(width: 9, height: 12))
        #expect(scroll.contentOffset == .zero)
        #expect(!terminal.screen.joined().contains("┃"))
    }

    @Test func offsetsAreClampedToTheContent() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        scroll.contentOffset = Point(x: 5, y: 100)
        #expect(scroll.contentOffset == Point(x: 0, y: 6))
        scroll.contentOffset = Point(x: -3, y: -1)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.visibleRect == Rect(x: 0, y: 0, width: 8, height: 4))
        _ = terminal
    }

    @Test func keysScrollWhenFocused() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        var reported: [Point] = []
        scroll.onScroll = { reported.append($0) }
        #expect(scroll.becomeFocused())
        terminal.press(.down)
        #expect(scroll.contentOffset.y == 1)
        terminal.press(.pageDown)
        #expect(scroll.contentOffset.y == 4)
        terminal.press(.end)
        #expect(scroll.contentOffset.y == 6)
        terminal.press(.pageUp)
        #expect(scroll.contentOffset.y == 3)
        terminal.press(.up)
        #expect(scroll.contentOffset.y == 2)
        terminal.press(.home)
        #expect(scroll.contentOffset.y == 0)
        #expect(reported.map(\.y) == [1, 4, 6, 3, 2, 0])
        terminal.assertScreen([
            "          ",
            " row 0  ┃ ",
            " row 1  ┃ ",
            " row 2    ",
            " row 3    ",
            "          ",
        ])
        // Nothing to scroll sideways: Left and Right are not handled.
        #expect(!scroll.handle(KeyEvent(.right)))
        #expect(scroll.handle(KeyEvent(.down)))
    }

    @Test func theWheelScrollsTheViewUnderThePointer() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 2, y: 2))))
        #expect(scroll.contentOffset.y == 3)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 2, y: 2))))
        #expect(scroll.contentOffset.y == 6)
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 2, y: 2))))
        #expect(scroll.contentOffset.y == 6)
        terminal.assertScreen([
            "          ",
            " row 6    ",
            " row 7    ",
            " row 8  ┃ ",
            " row 9  ┃ ",
            "          ",
        ])
        scroll.wheelStep = 1
        terminal.send(.mouse(MouseEvent(.wheel(.up), at: Point(x: 2, y: 2))))
        #expect(scroll.contentOffset.y == 5)
        // Outside the scroll view the wheel does nothing to it.
        terminal.send(.mouse(MouseEvent(.wheel(.up), at: Point(x: 0, y: 0))))
        #expect(scroll.contentOffset.y == 5)
    }

    @Test func wideContentScrollsSidewaysWithShiftWheelAndShowsTheBottomIndicator() {
        let lines = ["0123456789abcdefghij", "second line"]
        let (terminal, scroll, _) = makeScroll(width: 10, height: 4, lines: lines)
        terminal.assertScreen([
            "          ",
            " 01234567 ",
            " ━━━ond l ",
            "          ",
        ])
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 3, y: 1), modifiers: .shift)))
        #expect(scroll.contentOffset == Point(x: 3, y: 0))
        terminal.send(.mouse(MouseEvent(.wheel(.right), at: Point(x: 3, y: 1))))
        #expect(scroll.contentOffset == Point(x: 6, y: 0))
        scroll.becomeFocused()
        terminal.press(.left)
        #expect(scroll.contentOffset == Point(x: 5, y: 0))
        terminal.press(KeyEvent(.end, modifiers: .control))
        #expect(scroll.contentOffset == Point(x: 12, y: 0))
        terminal.assertScreen([
            "          ",
            " cdefghij ",
            "      ━━━ ",
            "          ",
        ])
        terminal.press(KeyEvent(.home, modifiers: .control))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func scrollRectToVisibleMovesAsLittleAsNeeded() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        scroll.scrollRectToVisible(Rect(x: 0, y: 5, width: 1, height: 2))
        #expect(scroll.contentOffset == Point(x: 0, y: 3))
        scroll.scrollRectToVisible(Rect(x: 0, y: 4, width: 1, height: 1))
        #expect(scroll.contentOffset == Point(x: 0, y: 3))
        scroll.scrollRectToVisible(Rect(x: 0, y: 1, width: 1, height: 1))
        #expect(scroll.contentOffset == Point(x: 0, y: 1))
        scroll.scrollRectToVisible(Rect(x: 0, y: 9, width: 1, height: 5))
        #expect(scroll.contentOffset == Point(x: 0, y: 6))
        terminal.runUntilIdle()
        #expect(terminal.screen[1] == " row 6    ")
    }

    @Test func focusMovingIntoTheContentScrollsItIntoSight() {
        var parts: (ScrollView, [Swatch])!
        let terminal = TestTerminal(width: 6, height: 3) { app in
            let scroll = ScrollView()
            scroll.isFocusable = false
            app.window.addSubview(scroll)
            scroll.pinEdges(to: app.window)
            let fields = (0..<6).map { Swatch(Character(String($0)), width: 3, height: 1, focusable: true) }
            let column = StackView(arrangedSubviews: fields, axis: .vertical)
            column.alignment = .leading
            scroll.addSubview(column)
            column.pinEdges(to: scroll.contentLayoutGuide)
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
            parts = (scroll, fields)
        }
        let (scroll, fields) = parts
        #expect(!scroll.canBecomeFocused)
        for _ in 0..<4 { terminal.press(.tab) }
        #expect(fields[3].isFocused)
        #expect(scroll.contentOffset == Point(x: 0, y: 1))
        terminal.assertScreen(["111  ┃", "222  ┃", "333   "])
        terminal.press(.backTab)
        terminal.press(.backTab)
        terminal.press(.backTab)
        #expect(fields[0].isFocused)
        #expect(scroll.contentOffset == .zero)
        // The content is as wide as the frame: nothing to scroll sideways at any width.
        terminal.resize(to: Size(width: 3, height: 3))
        #expect(scroll.contentSize.width == 3)
        #expect(scroll.maximumContentOffset.x == 0)
    }

    @Test func theIndicatorPagesOnClickAndFollowsADraggedThumb() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        // The thumb is rows 1–2 of the screen (track rows 0–1); a click below it pages down.
        terminal.click(at: Point(x: 8, y: 4))
        #expect(scroll.contentOffset.y == 3)
        terminal.click(at: Point(x: 8, y: 1))
        #expect(scroll.contentOffset.y == 0)
        // Drag the thumb from its first cell to the track's end.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 1))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 8, y: 2))))
        #expect(scroll.contentOffset.y == 3)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 8, y: 9))))
        #expect(scroll.contentOffset.y == 6)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 9))))
        terminal.assertScreen([
            "          ",
            " row 6    ",
            " row 7    ",
            " row 8  ┃ ",
            " row 9  ┃ ",
            "          ",
        ])
    }

    @Test func contentThatShrinksPullsTheOffsetBack() {
        let (terminal, scroll, text) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        scroll.contentOffset = Point(x: 0, y: 6)
        terminal.runUntilIdle()
        text.lines = Array(Self.tenRows.prefix(6))
        terminal.runUntilIdle()
        #expect(scroll.contentSize.height == 6)
        #expect(scroll.contentOffset == Point(x: 0, y: 2))
        terminal.assertScreen([
            "          ",
            " row 2    ",
            " row 3  ┃ ",
            " row 4  ┃ ",
            " row 5  ┃ ",
            "          ",
        ])
        text.lines = ["short"]
        terminal.runUntilIdle()
        #expect(scroll.contentOffset == .zero)
        terminal.assertScreen([
            "          ",
            " short    ",
            "          ",
            "          ",
            "          ",
            "          ",
        ])
    }

    @Test func hiddenIndicatorsAndAnEmptyScrollView() {
        let (terminal, scroll, _) = makeScroll(width: 10, height: 6, lines: Self.tenRows)
        scroll.showsVerticalScrollIndicator = false
        terminal.runUntilIdle()
        #expect(!terminal.screen.joined().contains("┃"))
        let empty = ScrollView()
        terminal.window.addSubview(empty)
        empty.pinOrigin(x: 0, y: 0)
        empty.pinSize(width: 3, height: 3)
        terminal.runUntilIdle()
        #expect(empty.contentSize == .zero)
        #expect(empty.maximumContentOffset == .zero)
        #expect(terminal.window.layoutIssues.isEmpty)
    }
}
