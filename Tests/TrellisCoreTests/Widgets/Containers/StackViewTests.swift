import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct StackViewTests {
    /// A stack pinned to fill a window of `width` × `height`, holding `views`.
    private func makeStack(
        width: Int, height: Int, axis: LayoutAxis = .horizontal, views: [TermView],
        configure: (StackView) -> Void = { _ in }
    ) -> (TestTerminal, StackView) {
        var stack: StackView!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            stack = StackView(arrangedSubviews: views, axis: axis)
            configure(stack)
            app.window.addSubview(stack)
            stack.pinEdges(to: app.window)
        }
        return (terminal, stack)
    }

    private func frames(_ views: [TermView]) -> [Rect] { views.map(\.frame) }

    // MARK: - Golden screens

    @Test func aRowOfViewsAtTwoSizes() {
        let a = Swatch("a", width: 3, height: 1)
        let b = Swatch("b", width: 2, height: 1)
        let c = Swatch("c", width: 4, height: 1)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let (terminal, _) = makeStack(width: 16, height: 2, views: [a, b, c]) { $0.spacing = 1 }
        terminal.assertScreen([
            "aaa bbbbbbb cccc",
            "aaa bbbbbbb cccc",
        ])
        // Too narrow: the view with the lowest compression resistance gives up columns first…
        terminal.resize(to: Size(width: 10, height: 1))
        terminal.assertScreen(["aaa b cccc"])
        // …then, among equals, the last one.
        terminal.resize(to: Size(width: 8, height: 1))
        #expect(frames([a, b, c]).map(\.width) == [3, 0, 3])
        terminal.assertScreen(["aaa  ccc"])
    }

    @Test func aColumnOfViewsAtTwoSizes() {
        let a = Swatch("a", width: 3, height: 1)
        let b = Swatch("b", width: 5, height: 2)
        let (terminal, _) = makeStack(width: 6, height: 5, axis: .vertical, views: [a, b]) {
            $0.alignment = .center
            $0.spacing = 1
            $0.distribution = .equalSpacing
        }
        terminal.assertScreen([
            "  aaa ",
            "      ",
            "      ",
            " bbbbb",
            " bbbbb",
        ])
        terminal.resize(to: Size(width: 9, height: 4))
        terminal.assertScreen([
            "   aaa   ",
            "         ",
            "  bbbbb  ",
            "  bbbbb  ",
        ])
    }

    // MARK: - Distribution

    @Test func fillStretchesTheViewWithTheLowestHuggingPriority() {
        let a = Swatch("a", width: 3, height: 1)
        let b = Swatch("b", width: 4, height: 1)
        a.setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        let (terminal, _) = makeStack(width: 20, height: 1, views: [a, b]) { $0.spacing = 1 }
        #expect(
            frames([a, b]) == [
                Rect(x: 0, y: 0, width: 15, height: 1), Rect(x: 16, y: 0, width: 4, height: 1),
            ])
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        terminal.runUntilIdle()
        #expect(
            frames([a, b]) == [Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 4, y: 0, width: 16, height: 1)])
    }

    @Test func fillShrinksTheViewWithTheLowestCompressionResistance() {
        let a = Swatch("a", width: 6, height: 1)
        let b = Swatch("b", width: 6, height: 1)
        b.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        let (terminal, _) = makeStack(width: 10, height: 1, views: [a, b])
        #expect(
            frames([a, b]) == [Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 4, y: 0, width: 6, height: 1)])
        a.setContentCompressionResistancePriority(.defaultHigh + 2, for: .horizontal)
        terminal.runUntilIdle()
        #expect(
            frames([a, b]) == [Rect(x: 0, y: 0, width: 6, height: 1), Rect(x: 6, y: 0, width: 4, height: 1)])
    }

    @Test func fillTiesGoToTheLastView() {
        let views = (0..<3).map { Swatch(Character(String($0)), width: 2, height: 1) }
        let (terminal, _) = makeStack(width: 12, height: 1, views: views)
        #expect(views.map(\.frame.width) == [2, 2, 8])
        terminal.resize(to: Size(width: 5, height: 1))
        #expect(views.map(\.frame.width) == [2, 2, 1])
        terminal.assertScreen(["00112"])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [Swatch("a", width: 1, height: 1), Swatch("b", width: 9, height: 1), Swatch("c")]
        let (terminal, _) = makeStack(width: 20, height: 1, views: views) {
            $0.distribution = .fillEqually
            $0.spacing = 1
        }
        #expect(views.map(\.frame.minX) == [0, 7, 14])
        #expect(views.map(\.frame.width) == [6, 6, 6])
        terminal.resize(to: Size(width: 32, height: 1))
        #expect(views.map(\.frame.width) == [10, 10, 10])
        terminal.assertScreen(["aaaaaaaaaa bbbbbbbbbb cccccccccc"])
    }

    @Test func fillProportionallyFollowsIntrinsicLengths() {
        let views = [
            Swatch("a", width: 2, height: 1), Swatch("b", width: 4, height: 1),
            Swatch("c", width: 6, height: 1),
        ]
        let (terminal, _) = makeStack(width: 24, height: 1, views: views) {
            $0.distribution = .fillProportionally
        }
        #expect(views.map(\.frame.width) == [4, 8, 12])
        terminal.resize(to: Size(width: 14, height: 1))
        #expect(views.map(\.frame.width).reduce(0, +) == 14)
        #expect(views.map(\.frame.width) == [2, 5, 7] || views.map(\.frame.width) == [3, 4, 7])
        // A new intrinsic length changes the shares.
        terminal.resize(to: Size(width: 24, height: 1))
        views[0].size = Size(width: 12, height: 1)
        terminal.runUntilIdle()
        #expect(views.map(\.frame.width) == [13, 4, 7])
    }

    @Test func fillProportionallySubtractsTheSpacingFirst() {
        let views = [Swatch("a", width: 1, height: 1), Swatch("b", width: 3, height: 1)]
        let (_, _) = makeStack(width: 18, height: 1, views: views) {
            $0.distribution = .fillProportionally
            $0.spacing = 2
        }
        #expect(
            frames(views) == [Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 6, y: 0, width: 12, height: 1)])
    }

    @Test func equalSpacingKeepsIntrinsicLengthsAndEqualGaps() {
        let views = [
            Swatch("a", width: 2, height: 1), Swatch("b", width: 3, height: 1),
            Swatch("c", width: 4, height: 1),
        ]
        let (terminal, _) = makeStack(width: 21, height: 1, views: views) {
            $0.distribution = .equalSpacing
            $0.spacing = 1
        }
        #expect(views.map(\.frame.minX) == [0, 8, 17])
        #expect(views.map(\.frame.width) == [2, 3, 4])
        terminal.assertScreen(["aa      bbb      cccc"])
        // Too little room: the gaps stay at the spacing and a view gives up columns.
        terminal.resize(to: Size(width: 10, height: 1))
        #expect(views.map(\.frame.width).reduce(0, +) == 8)
        #expect(views[1].frame.minX - views[0].frame.maxX == 1)
        #expect(views[2].frame.minX - views[1].frame.maxX == 1)
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [
            Swatch("a", width: 2, height: 1), Swatch("b", width: 2, height: 1),
            Swatch("c", width: 6, height: 1),
        ]
        let (terminal, _) = makeStack(width: 20, height: 1, views: views) {
            $0.distribution = .equalCentering
        }
        #expect(frames(views).map(\.minX) == [0, 8, 14])
        terminal.assertScreen(["aa      bb    cccccc"])
        // The minimum spacing wins over equal centres.
        terminal.resize(to: Size(width: 12, height: 1))
        #expect(views.map(\.frame.width) == [2, 2, 6])
        #expect(views[1].frame.minX >= views[0].frame.maxX)
        #expect(views[2].frame.minX >= views[1].frame.maxX)
    }

    // MARK: - Alignment

    @Test func alignmentMatrixOfAHorizontalStack() {
        let cases: [(StackView.Alignment, [Rect])] = [
            (.fill, [Rect(x: 0, y: 0, width: 2, height: 5), Rect(x: 2, y: 0, width: 2, height: 5)]),
            (.top, [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 2, y: 0, width: 2, height: 3)]),
            (.center, [Rect(x: 0, y: 2, width: 2, height: 1), Rect(x: 2, y: 1, width: 2, height: 3)]),
            (.bottom, [Rect(x: 0, y: 4, width: 2, height: 1), Rect(x: 2, y: 2, width: 2, height: 3)]),
            (.firstBaseline, [Rect(x: 0, y: 2, width: 2, height: 1), Rect(x: 2, y: 0, width: 2, height: 3)]),
            (.lastBaseline, [Rect(x: 0, y: 1, width: 2, height: 1), Rect(x: 2, y: 0, width: 2, height: 3)]),
        ]
        for (alignment, expected) in cases {
            let a = Swatch("a", width: 2, height: 1)
            let b = Swatch("b", width: 2, height: 3)
            b.baseline = 2
            b.lastBaseline = 1
            a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let (_, _) = makeStack(width: 4, height: 5, views: [a, b]) { $0.alignment = alignment }
            #expect(frames([a, b]) == expected, "\(alignment)")
        }
    }

    @Test func alignmentMatrixOfAVerticalStack() {
        let cases: [(StackView.Alignment, [Int], [Int])] = [
            (.fill, [0, 0], [7, 7]),
            (.leading, [0, 0], [2, 5]),
            (.center, [3, 1], [2, 5]),
            (.trailing, [5, 2], [2, 5]),
            (.firstBaseline, [0, 0], [7, 7]),
        ]
        for (alignment, xs, widths) in cases {
            let a = Swatch("a", width: 2, height: 1)
            let b = Swatch("b", width: 5, height: 1)
            let (_, _) = makeStack(width: 7, height: 2, axis: .vertical, views: [a, b]) {
                $0.alignment = alignment
            }
            #expect([a, b].map(\.frame.minX) == xs, "\(alignment)")
            #expect([a, b].map(\.frame.width) == widths, "\(alignment)")
            #expect([a, b].map(\.frame.minY) == [0, 1], "\(alignment)")
        }
    }

    @Test func alignmentFollowsTheLayoutDirection() {
        let a = Swatch("a", width: 2, height: 1)
        let b = Swatch("b", width: 3, height: 1)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (terminal, _) = makeStack(width: 8, height: 1, views: [a, b]) { $0.spacing = 1 }
        terminal.window.layoutDirection = .rightToLeft
        terminal.runUntilIdle()
        terminal.assertScreen(["bbb aaaa"])
    }

    // MARK: - Size, hiding and the arranged list

    @Test func anUnconstrainedStackTakesItsSizeFromItsViews() {
        var stack: StackView!
        let a = Swatch("a", width: 3, height: 1)
        let b = Swatch("b", width: 4, height: 2)
        let terminal = TestTerminal(width: 20, height: 5) { app in
            stack = StackView(arrangedSubviews: [a, b], spacing: 1)
            app.window.addSubview(stack)
            stack.pinOrigin(x: 1, y: 1)
        }
        #expect(stack.frame == Rect(x: 1, y: 1, width: 8, height: 2))
        #expect(a.frame == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(
            stack.intrinsicContentSize
                == Size(width: TermView.noIntrinsicMetric, height: TermView.noIntrinsicMetric))
        #expect(
            stack.systemLayoutSizeFitting(TermView.layoutFittingCompressedSize) == Size(width: 8, height: 2))
        stack.alignment = .top
        terminal.runUntilIdle()
        #expect(a.frame == Rect(x: 0, y: 0, width: 3, height: 1))
        stack.axis = .vertical
        terminal.runUntilIdle()
        #expect(stack.frame == Rect(x: 1, y: 1, width: 4, height: 4))
        #expect(
            frames([a, b]) == [Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 0, y: 2, width: 4, height: 2)])
    }

    @Test func aDetachedStackCanBeMeasured() {
        let stack = StackView(
            arrangedSubviews: [Swatch("a", width: 3, height: 1), Swatch("b", width: 2, height: 2)],
            axis: .vertical, spacing: 1)
        #expect(stack.sizeThatFits(.zero) == Size(width: 3, height: 4))
    }

    @Test func hiddenViewsCollapseAndComeBack() {
        var stack: StackView!
        let views = ["a", "b", "c"].map { Swatch(Character($0), width: 2, height: 1) }
        let terminal = TestTerminal(width: 12, height: 1) { app in
            app.window.theme = .monochrome
            stack = StackView(arrangedSubviews: views, spacing: 1)
            app.window.addSubview(stack)
            stack.pinOrigin(x: 0, y: 0)
        }
        terminal.assertScreen(["aa bb cc    "])
        #expect(stack.frame.width == 8)
        views[1].isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["aa cc       "])
        #expect(stack.frame.width == 5)
        #expect(stack.visibleArrangedSubviews.count == 2)
        views[0].isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["cc          "])
        #expect(views[2].frame.minX == 0)
        views[2].isHidden = true
        terminal.runUntilIdle()
        #expect(stack.frame.size == .zero)
        for view in views { view.isHidden = false }
        terminal.runUntilIdle()
        terminal.assertScreen(["aa bb cc    "])
        #expect(frames(views).map(\.minX) == [0, 3, 6])
    }

    @Test func hiddenViewsGiveTheirSpaceToTheOthersInAPinnedStack() {
        let views = ["a", "b", "c"].map { Swatch(Character($0)) }
        let (terminal, _) = makeStack(width: 11, height: 1, views: views) {
            $0.distribution = .fillEqually
            $0.spacing = 1
        }
        terminal.assertScreen(["aaa bbb ccc"])
        views[1].isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["aaaaa ccccc"])
    }

    @Test func insertMoveAndRemoveArrangedSubviews() {
        let a = Swatch("a", width: 1, height: 1)
        let b = Swatch("b", width: 1, height: 1)
        let c = Swatch("c", width: 1, height: 1)
        var stack: StackView!
        let terminal = TestTerminal(width: 6, height: 1) { app in
            stack = StackView(arrangedSubviews: [a, b], spacing: 1)
            app.window.addSubview(stack)
            stack.pinOrigin(x: 0, y: 0)
        }
        stack.insertArrangedSubview(c, at: 0)
        terminal.runUntilIdle()
        terminal.assertScreen(["c a b "])
        #expect(c.superview === stack)
        stack.insertArrangedSubview(c, at: 99)  // moves it to the end (index clamped)
        terminal.runUntilIdle()
        terminal.assertScreen(["a b c "])
        #expect(stack.arrangedSubviews.count == 3)
        stack.removeArrangedSubview(b)
        b.isHidden = true  // no longer arranged: the stack ignores it
        terminal.runUntilIdle()
        #expect(b.superview === stack)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
        terminal.assertScreen(["a c   "])
        c.removeFromSuperview()
        terminal.runUntilIdle()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a"])
        #expect(stack.frame.width == 1)
    }

    @Test func customSpacingAfterAView() {
        let views = ["a", "b", "c"].map { Swatch(Character($0), width: 1, height: 1) }
        var stack: StackView!
        let terminal = TestTerminal(width: 10, height: 1) { app in
            stack = StackView(arrangedSubviews: views, spacing: 1)
            stack.setCustomSpacing(3, after: views[0])
            app.window.addSubview(stack)
            stack.pinOrigin(x: 0, y: 0)
        }
        #expect(stack.customSpacing(after: views[0]) == 3)
        #expect(stack.customSpacing(after: views[1]) == 1)
        terminal.assertScreen(["a   b c   "])
        // While the view it follows is hidden, its gap is not used.
        views[0].isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["b c       "])
        views[0].isHidden = false
        stack.setCustomSpacing(nil, after: views[0])
        terminal.runUntilIdle()
        terminal.assertScreen(["a b c     "])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let a = Swatch("a")
        let (terminal, stack) = makeStack(width: 6, height: 3, views: [a]) {
            $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 1)
        }
        #expect(a.frame == Rect(x: 0, y: 0, width: 6, height: 3))
        stack.isLayoutMarginsRelativeArrangement = true
        terminal.runUntilIdle()
        #expect(a.frame == Rect(x: 2, y: 1, width: 3, height: 1))
    }

    @Test func nestedStacks() {
        let title = Swatch("t", width: 5, height: 1)
        let left = Swatch("l", width: 2, height: 1)
        let right = Swatch("r", width: 2, height: 1)
        left.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = StackView(arrangedSubviews: [left, right], spacing: 1)
        // The row's views hug less than the title, so the row takes the spare rows.
        for view in [left, right] { view.setContentHuggingPriority(.defaultLow - 1, for: .vertical) }
        let (terminal, _) = makeStack(width: 8, height: 3, axis: .vertical, views: [title, row])
        terminal.assertScreen([
            "tttttttt",
            "lllll rr",
            "lllll rr",
        ])
        terminal.resize(to: Size(width: 6, height: 2))
        terminal.assertScreen([
            "tttttt",
            "lll rr",
        ])
    }
}

@MainActor
@Suite struct StackViewIncrementalTests {
    @Test func hidingAViewChangesOnlyTheConstraintsAroundIt() {
        let rows = (0..<10).map { Swatch("x", width: 3, height: 1, id: "r\($0)") }
        var stack: StackView!
        let terminal = TestTerminal(width: 10, height: 12) { app in
            stack = StackView(arrangedSubviews: rows, axis: .vertical)
            app.window.addSubview(stack)
            stack.pinOrigin(x: 0, y: 0)
        }
        let before = stack.constraints
        rows[5].isHidden = true
        terminal.runUntilIdle()
        #expect(rows[6].frame.minY == 5)
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        let neighbours = Set(rows[4...6].map { $0.identifier })
        for constraint in before {
            let mentions = [constraint.firstItem, constraint.secondItem].contains {
                ($0 as? TermView).map { neighbours.contains($0.identifier) } ?? false
            }
            if !mentions { #expect(after.contains(ObjectIdentifier(constraint)), "\(constraint)") }
        }
        #expect(stack.constraints.count < before.count + 5)
    }
}
