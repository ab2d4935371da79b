import Testing
import TrellisTesting

@testable import TrellisCore

/// Layouts squeezed below what their content asks for (issue 12). Every view's and layout
/// guide's width and height are at least 0, as required constraints: the solver cannot buy room
/// for one view by giving another a negative length, so frames keep every required relation, and
/// when the required constraints cannot fit the terminal the window says so.
@MainActor
@Suite struct SqueezeTests {
    /// Expects `views` side by side from column 0 to `width`, each edge shared with the next and
    /// each no wider than its intrinsic width.
    private func expectEdgeToEdge(
        _ views: [TermView], across width: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(views.first?.frame.minX == 0, sourceLocation: sourceLocation)
        for (left, right) in zip(views, views.dropFirst()) {
            #expect(
                right.frame.minX == left.frame.maxX, "\(views.map(\.frame))", sourceLocation: sourceLocation)
        }
        #expect(views.last?.frame.maxX == width, "\(views.map(\.frame))", sourceLocation: sourceLocation)
        for view in views {
            #expect(view.frame.width <= view.intrinsicContentSize.width, sourceLocation: sourceLocation)
        }
    }

    /// Expects `views` stacked from row 0 to `height`, each edge shared with the next.
    private func expectStacked(
        _ views: [TermView], down height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(views.first?.frame.minY == 0, sourceLocation: sourceLocation)
        for (upper, lower) in zip(views, views.dropFirst()) {
            #expect(
                lower.frame.minY == upper.frame.maxY, "\(views.map(\.frame))", sourceLocation: sourceLocation)
        }
        #expect(views.last?.frame.maxY == height, "\(views.map(\.frame))", sourceLocation: sourceLocation)
    }

    @Test func threeLabelsPinnedEdgeToEdgeStayInANarrowWindow() {
        let window = makeWindow(14, 3)
        let a = Label("alpha")
        let b = Label("beta")
        let c = Label("gamma")
        for label in [a, b, c] { window.addSubview(label) }
        a.bb.top().left()
        b.bb.top().left(a.rightAnchor)
        c.bb.top().left(b.rightAnchor).right()
        window.layoutIfNeeded()
        #expect([a.frame, b.frame, c.frame] == [Rect(0, 0, 5, 1), Rect(5, 0, 4, 1), Rect(9, 0, 5, 1)])
        for width in [8, 3, 11, 1, 6] {
            resize(window, width, 3)
            expectEdgeToEdge([a, b, c], across: width)
            #expect(!window.isTooSmall)
            #expect(window.layoutIssues.isEmpty)
        }
        resize(window, 0, 3)
        #expect([a.frame, b.frame, c.frame] == [Rect(0, 0, 0, 1), Rect(0, 0, 0, 1), Rect(0, 0, 0, 1)])
        #expect(window.requiredSize == Size(width: 0, height: 0))
        resize(window, 14, 3)
        #expect([a.frame, b.frame, c.frame] == [Rect(0, 0, 5, 1), Rect(5, 0, 4, 1), Rect(9, 0, 5, 1)])
    }

    @Test func aHeaderBodyFooterColumnAtHeightOneStaysInTheWindow() {
        let window = makeWindow(20, 5)
        let header = Label("Header")
        let body = Label("one\ntwo\nthree")
        let footer = Label("Footer")
        for view in [header, body, footer] { window.addSubview(view) }
        header.bb.top().left().right()
        body.bb.top(header.bottomAnchor).left().right()
        footer.bb.top(body.bottomAnchor).left().right().bottom()
        window.layoutIfNeeded()
        #expect(
            [header.frame, body.frame, footer.frame] == [
                Rect(0, 0, 20, 1), Rect(0, 1, 20, 3), Rect(0, 4, 20, 1),
            ])
        for height in [1, 3, 2, 0, 4] {
            resize(window, 20, height)
            expectStacked([header, body, footer], down: height)
            #expect(!window.isTooSmall)
        }
        resize(window, 20, 5)
        #expect(
            [header.frame, body.frame, footer.frame] == [
                Rect(0, 0, 20, 1), Rect(0, 1, 20, 3), Rect(0, 4, 20, 1),
            ])
    }

    @Test func requiredBarsTallerThanTheWindowMakeItTooSmall() {
        let window = makeWindow(20, 5)
        let header = Label("Header")
        let body = Label("one\ntwo\nthree")
        let footer = Label("Footer")
        for view in [header, body, footer] { window.addSubview(view) }
        header.bb.top().left().right().height(1)
        body.bb.top(header.bottomAnchor).left().right()
        footer.bb.top(body.bottomAnchor).left().right().bottom().height(1)
        resize(window, 20, 1)
        // The body gives up its rows, never more: the window keeps the two bars and says it is
        // too small, by how much, without breaking any constraint.
        #expect(window.isTooSmall)
        #expect(window.requiredSize == Size(width: 0, height: 2))
        #expect(window.frame.size == Size(width: 20, height: 2))
        #expect(
            [header.frame, body.frame, footer.frame] == [
                Rect(0, 0, 20, 1), Rect(0, 1, 20, 0), Rect(0, 1, 20, 1),
            ])
        #expect(window.layoutIssues.isEmpty)
        resize(window, 20, 2)
        #expect(!window.isTooSmall)
        #expect(
            [header.frame, body.frame, footer.frame] == [
                Rect(0, 0, 20, 1), Rect(0, 1, 20, 0), Rect(0, 1, 20, 1),
            ])
    }

    @Test func theTooSmallNoticeSaysWhatRequiredBarsNeed() {
        let terminal = TestTerminal(width: 20, height: 3) { app in
            let header = Label("Header")
            let footer = Label("Footer")
            let body = TermView()
            for view in [header, body, footer] { app.window.addSubview(view) }
            header.bb.top().left().right().height(2)
            body.bb.top(header.bottomAnchor).left().right()
            footer.bb.top(body.bottomAnchor).left().right().bottom().height(2)
        }
        terminal.assertScreen([
            " Terminal too small ",
            "     needs 20×4     ",
            "      has 20×3      ",
        ])
        terminal.resize(to: Size(width: 20, height: 4))
        #expect(!terminal.app.isShowingTooSmallNotice)
        terminal.assertScreen([
            "Header" + String(repeating: " ", count: 14), String(repeating: " ", count: 20),
            "Footer" + String(repeating: " ", count: 14), String(repeating: " ", count: 20),
        ])
    }

    @Test func aRowOfButtonsBelowItsMinimumWidthSaysWhatItNeeds() {
        let window = makeWindow(40, 3)
        let buttons = [Button("OK"), Button("Cancel"), Button("Help")]
        // Equal gaps between and around the buttons, as guides.
        let gaps = (0..<4).map { _ in LayoutGuide() }
        for gap in gaps { window.addLayoutGuide(gap) }
        var constraints = [
            gaps[0].leftAnchor.constraint(equalTo: window.leftAnchor),
            gaps[3].rightAnchor.constraint(equalTo: window.rightAnchor),
        ]
        for (index, button) in buttons.enumerated() {
            window.addSubview(button)
            button.setContentCompressionResistancePriority(.required, for: .horizontal)
            constraints += [
                button.leftAnchor.constraint(equalTo: gaps[index].rightAnchor),
                gaps[index + 1].leftAnchor.constraint(equalTo: button.rightAnchor),
                gaps[index + 1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
                button.topAnchor.constraint(equalTo: window.topAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(buttons.map(\.frame) == [Rect(4, 0, 6, 1), Rect(14, 0, 10, 1), Rect(28, 0, 8, 1)])
        #expect(window.requiredSize == Size(width: 24, height: 0))
        resize(window, 20, 3)
        // The gaps close, the buttons keep their width: the window needs 24 columns.
        #expect(window.isTooSmall)
        #expect(window.requiredSize == Size(width: 24, height: 0))
        #expect(buttons.map(\.frame) == [Rect(0, 0, 6, 1), Rect(6, 0, 10, 1), Rect(16, 0, 8, 1)])
        #expect(gaps.map(\.layoutFrame.width) == [0, 0, 0, 0])
        resize(window, 24, 3)
        #expect(!window.isTooSmall)
        resize(window, 40, 3)
        #expect(buttons.map(\.frame) == [Rect(4, 0, 6, 1), Rect(14, 0, 10, 1), Rect(28, 0, 8, 1)])
    }

    @Test func aGrowingWrappingLabelNeverPushesItsHeaderOffTheTop() {
        let window = makeWindow(10, 8)
        // A row of air above the header, given up first.
        let air = LayoutGuide()
        window.addLayoutGuide(air)
        let header = Label("Title")
        let label = Label("")
        label.lineBreakMode = .wordWrapping
        window.addSubview(header)
        window.addSubview(label)
        LayoutConstraint.activate([
            air.topAnchor.constraint(equalTo: window.topAnchor),
            air.leftAnchor.constraint(equalTo: window.leftAnchor),
            air.heightAnchor.constraint(equalToConstant: 1).withPriority(500),
        ])
        header.bb.top(air.bottomAnchor).left().right()
        header.setContentCompressionResistancePriority(.required, for: .vertical)
        label.bb.top(header.bottomAnchor).left().right().bottom()
        window.layoutIfNeeded()
        #expect(header.frame == Rect(0, 1, 10, 1))
        var words: [String] = []
        for count in 1...40 {
            words.append("word\(count)")
            label.text = words.joined(separator: " ")
            window.layoutIfNeeded()
            let rows = min(count, 6)
            #expect(header.frame == Rect(0, count < 7 ? 1 : 0, 10, 1), "\(count) words")
            #expect(label.frame == Rect(0, header.frame.maxY, 10, 8 - header.frame.maxY), "\(count) words")
            #expect(label.frame.height >= rows, "\(count) words")
            #expect(air.layoutFrame.height == header.frame.minY)
            #expect(!window.isTooSmall)
        }
    }
}

extension LayoutConstraint {
    /// The constraint at `priority`, for activating inline.
    fileprivate func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
