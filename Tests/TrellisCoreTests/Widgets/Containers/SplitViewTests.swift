import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct SplitViewTests {
    /// A split view filling the window, its panes filled with `a` and `b`.
    private func makeSplit(
        width: Int, height: Int, axis: LayoutAxis = .horizontal, position: SplitView.DividerPosition,
        configure: (SplitView) -> Void = { _ in }
    ) -> (TestTerminal, SplitView, Swatch, Swatch) {
        var parts: (SplitView, Swatch, Swatch)!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            let split = SplitView(axis: axis, dividerPosition: position)
            configure(split)
            app.window.addSubview(split)
            split.pinEdges(to: app.window)
            let a = Swatch("a")
            let b = Swatch("b")
            split.firstPane.addSubview(a)
            split.secondPane.addSubview(b)
            a.pinEdges(to: split.firstPane)
            b.pinEdges(to: split.secondPane)
            parts = (split, a, b)
        }
        return (terminal, parts.0, parts.1, parts.2)
    }

    @Test func sideBySidePanesAtTwoSizes() {
        let (terminal, split, a, b) = makeSplit(width: 12, height: 2, position: 4)
        terminal.assertScreen([
            "aaaa│bbbbbbb",
            "aaaa│bbbbbbb",
        ])
        #expect(a.frameInWindow == Rect(x: 0, y: 0, width: 4, height: 2))
        #expect(b.frameInWindow == Rect(x: 5, y: 0, width: 7, height: 2))
        terminal.resize(to: Size(width: 8, height: 3))
        terminal.assertScreen([
            "aaaa│bbb",
            "aaaa│bbb",
            "aaaa│bbb",
        ])
        // Narrower than the position allows: the second pane keeps its minimum length.
        split.minimumSecondPaneLength = 2
        terminal.resize(to: Size(width: 6, height: 1))
        terminal.assertScreen(["aaa│bb"])
        #expect(split.dividerPosition == 4)
        #expect(split.currentDividerPosition == 3)
        terminal.resize(to: Size(width: 12, height: 1))
        terminal.assertScreen(["aaaa│bbbbbbb"])
    }

    @Test func stackedPanesAtTwoSizes() {
        let (terminal, _, _, _) = makeSplit(width: 4, height: 5, axis: .vertical, position: 2)
        terminal.assertScreen([
            "aaaa",
            "aaaa",
            "────",
            "bbbb",
            "bbbb",
        ])
        terminal.resize(to: Size(width: 3, height: 4))
        terminal.assertScreen([
            "aaa",
            "aaa",
            "───",
            "bbb",
        ])
    }

    @Test func draggingTheDividerResolvesBothPanesLive() {
        let (terminal, split, a, b) = makeSplit(width: 20, height: 3, position: 10) {
            $0.minimumFirstPaneLength = 3
            $0.minimumSecondPaneLength = 4
        }
        var moves: [Int] = []
        var live: [Int] = []
        split.onDividerMove = { moves.append($0) }
        split.onDividerDrag = { live.append($0) }
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 10, y: 1))))
        #expect(split.isDragging)
        #expect(split.divider.isFocused)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 6, y: 1))))
        #expect(a.frameInWindow == Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(b.frameInWindow == Rect(x: 7, y: 0, width: 13, height: 3))
        terminal.assertScreen(Array(repeating: "aaaaaa│bbbbbbbbbbbbb", count: 3))
        #expect(terminal.backend.cell(at: Point(x: 6, y: 0))?.style == Theme.monochrome.focusedBorder)
        // Past the first pane's minimum: the required minimum holds.
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 0, y: 2))))
        #expect(a.frameInWindow.width == 3)
        #expect(b.frameInWindow == Rect(x: 4, y: 0, width: 16, height: 3))
        // And past the second pane's minimum, the other way.
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 19, y: 0))))
        #expect(a.frameInWindow.width == 15)
        #expect(b.frameInWindow == Rect(x: 16, y: 0, width: 4, height: 3))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 12, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 12, y: 0))))
        #expect(!split.isDragging)
        #expect(split.dividerPosition == 12)
        #expect(moves == [12])
        // Live, as laid out: the minimums applied, and nothing when the divider did not move.
        #expect(live == [6, 3, 15, 12])
        #expect(split.dividerDrag == nil)
        // The position persists: a resize keeps the first pane's length.
        terminal.resize(to: Size(width: 30, height: 3))
        #expect(a.frameInWindow.width == 12)
        #expect(b.frameInWindow == Rect(x: 13, y: 0, width: 17, height: 3))
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func draggingAVerticalSplit() {
        let (terminal, split, a, b) = makeSplit(width: 3, height: 10, axis: .vertical, position: 5)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 5))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 1, y: 2))))
        #expect(a.frameInWindow.height == 2)
        #expect(b.frameInWindow == Rect(x: 0, y: 3, width: 3, height: 7))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 3))))
        #expect(split.dividerPosition == 3)
        #expect(b.frameInWindow == Rect(x: 0, y: 4, width: 3, height: 6))
    }

    @Test func keysMoveTheFocusedDivider() {
        let (terminal, split, a, _) = makeSplit(width: 12, height: 1, position: 4) {
            $0.minimumSecondPaneLength = 3
        }
        var moves: [Int] = []
        split.onDividerMove = { moves.append($0) }
        terminal.press(.tab)
        #expect(split.divider.isFocused)
        terminal.press(.right)
        terminal.press(.right)
        #expect(a.frame.width == 6)
        terminal.press(.left)
        #expect(split.dividerPosition == 5)
        split.keyboardStep = 3
        terminal.press(.left)
        #expect(split.dividerPosition == 2)
        terminal.press(.end)
        #expect(split.dividerPosition == 8)
        terminal.assertScreen(["aaaaaaaa│bbb"])
        terminal.press(.right)  // already as far as it goes
        #expect(split.dividerPosition == 8)
        terminal.press(.home)
        #expect(split.dividerPosition == 1)
        #expect(moves == [5, 6, 5, 2, 8, 1])
        // Up and Down belong to stacked panes.
        #expect(!split.divider.handle(KeyEvent(.up)))
    }

    @Test func theDividerLooksFocusedWhileFocusedOrDragged() {
        let (terminal, split, _, _) = makeSplit(width: 6, height: 1, position: 2)
        terminal.window.theme = .default
        terminal.runUntilIdle()
        #expect(terminal.backend.cell(at: Point(x: 2, y: 0))?.style == Theme.default.border)
        split.divider.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.backend.cell(at: Point(x: 2, y: 0))?.style == Theme.default.focusedBorder)
    }

    @Test func changingTheAxisRebuildsThePanes() {
        let (terminal, split, a, b) = makeSplit(width: 6, height: 6, position: 2)
        split.axis = .vertical
        terminal.runUntilIdle()
        #expect(a.frameInWindow == Rect(x: 0, y: 0, width: 6, height: 2))
        #expect(b.frameInWindow == Rect(x: 0, y: 3, width: 6, height: 3))
        split.dividerPosition = 4
        terminal.runUntilIdle()
        #expect(b.frameInWindow == Rect(x: 0, y: 5, width: 6, height: 1))
    }

    @Test func aFractionIsKeptWhenTheSplitViewIsResized() {
        // 41 columns: 40 for the panes, 30 % of them for the first.
        let (terminal, split, a, b) = makeSplit(width: 41, height: 1, position: .fraction(0.3))
        #expect(a.frameInWindow.width == 12)
        #expect(b.frameInWindow == Rect(x: 13, y: 0, width: 28, height: 1))
        terminal.resize(to: Size(width: 21, height: 1))
        #expect(a.frameInWindow.width == 6)
        #expect(b.frameInWindow == Rect(x: 7, y: 0, width: 14, height: 1))
        terminal.resize(to: Size(width: 101, height: 1))
        #expect(a.frameInWindow.width == 30)
        #expect(split.dividerPosition == .fraction(0.3))
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func aFractionOfAStackedSplitAndOutOfRangeFractions() {
        let (terminal, split, a, b) = makeSplit(
            width: 2, height: 11, axis: .vertical, position: .fraction(0.5))
        #expect(a.frameInWindow.height == 5)
        #expect(b.frameInWindow == Rect(x: 0, y: 6, width: 2, height: 5))
        // Clamped to 0…1, and then the panes' minimum lengths hold.
        split.dividerPosition = .fraction(7)
        terminal.runUntilIdle()
        #expect(a.frameInWindow.height == 9)
        split.dividerPosition = .fraction(.nan)
        terminal.runUntilIdle()
        #expect(a.frameInWindow.height == 1)
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func switchingBetweenCellsAndAFraction() {
        let (terminal, split, a, _) = makeSplit(width: 21, height: 1, position: 4)
        #expect(a.frameInWindow.width == 4)
        split.dividerPosition = .fraction(0.75)
        terminal.runUntilIdle()
        #expect(a.frameInWindow.width == 15)
        split.dividerPosition = .cells(8)
        terminal.runUntilIdle()
        #expect(a.frameInWindow.width == 8)
        terminal.resize(to: Size(width: 41, height: 1))
        #expect(a.frameInWindow.width == 8)
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func movingAFractionalDividerKeepsAFraction() {
        let (terminal, split, a, _) = makeSplit(width: 41, height: 1, position: .fraction(0.5))
        var moves: [Int] = []
        split.onDividerMove = { moves.append($0) }
        split.divider.becomeFocused()
        terminal.press(.right)
        #expect(split.dividerPosition == .fraction(21.0 / 40.0))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 21, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 10, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 10, y: 0))))
        #expect(split.dividerPosition == .fraction(0.25))
        #expect(moves == [21, 10])
        // The share, not the cells, is what a resize keeps.
        terminal.resize(to: Size(width: 81, height: 1))
        #expect(a.frameInWindow.width == 20)
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test func aDetachedSplitViewMeasuresItsMinimum() {
        let split = SplitView(axis: .horizontal, dividerPosition: 0)
        split.minimumFirstPaneLength = 3
        split.minimumSecondPaneLength = 2
        #expect(split.sizeThatFits(.zero).width == 6)
    }
}
