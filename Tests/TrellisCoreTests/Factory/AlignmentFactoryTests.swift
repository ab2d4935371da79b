import Testing

@testable import TrellisCore

/// TFLayoutConstraintsFactory's rows and columns of views and separators.
@MainActor
@Suite struct AlignmentFactoryTests {
    private func items(_ prefix: String, _ count: Int, in superview: TermView) -> [TermView] {
        (0..<count).map { makeView("\(prefix)\($0)", in: superview) }
    }

    @Test func horizontalRowHasEqualViewsAndSeparatorsFlushBetweenMargins() throws {
        // The README's example with margins 15 points, here 2 cells.
        let window = makeWindow(40, 10)
        let views = items("v", 3, in: window)
        let separators = items("s", 2, in: window)
        let row = try LayoutConstraint.horizontalAlignmentConstraints(
            for: views, separators: separators, margins: 2)
        #expect(row.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(row)
        views.bb.height(3)
        views[0].bb.bottom(-2)
        separators.bb.height(1)
        separators[0].bb.width(3)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(2, 5, 10, 3), Rect(15, 5, 10, 3), Rect(28, 5, 10, 3)])
        #expect(separators.map(\.frame) == [Rect(12, 7, 3, 1), Rect(25, 7, 3, 1)])
    }

    @Test func verticalColumnHasEqualHeightsAndAlignedLeftEdges() throws {
        let window = makeWindow(10, 40)
        let views = items("v", 3, in: window)
        let separators = items("s", 2, in: window)
        let column = try LayoutConstraint.verticalAlignmentConstraints(
            for: views, separators: separators, margins: 2)
        LayoutConstraint.activate(column)
        views.bb.width(4)
        views[0].bb.left(1)
        separators.bb.width(2)
        separators[0].bb.height(3)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(1, 2, 4, 10), Rect(1, 15, 4, 10), Rect(1, 28, 4, 10)])
        #expect(separators.map(\.frame) == [Rect(1, 12, 2, 3), Rect(1, 25, 2, 3)])
    }

    @Test func constraintsComeInTheDocumentedOrder() throws {
        let window = makeWindow(40, 10)
        let views = items("v", 3, in: window)
        let separators = items("s", 2, in: window)
        let row = try LayoutConstraint.horizontalAlignmentConstraints(
            for: views, separators: separators, margins: 1)
        #expect(
            equations(row) == [
                "v0.leading == window.leading + 1", "s0.leading == v0.trailing", "v1.leading == s0.trailing",
                "s1.leading == v1.trailing", "v2.leading == s1.trailing",
                "v2.trailing == window.trailing - 1",
                "v1.width == v0.width", "v2.width == v0.width", "s1.width == s0.width",
                "s0.bottom == v0.bottom", "v1.bottom == s0.bottom", "s1.bottom == v1.bottom",
                "v2.bottom == s1.bottom",
            ])
        let column = try LayoutConstraint.verticalAlignmentConstraints(
            for: Array(views.prefix(2)), separators: [separators[0]], margins: 0)
        #expect(
            equations(column) == [
                "v0.top == window.top", "s0.top == v0.bottom", "v1.top == s0.bottom",
                "v1.bottom == window.bottom",
                "v1.height == v0.height", "s0.left == v0.left", "v1.left == s0.left",
            ])
    }

    @Test func oneViewSpansBetweenTheMarginsAndNoViewsMakeNothing() throws {
        let window = makeWindow(20, 4)
        let view = makeView("only", in: window)
        let row = try LayoutConstraint.horizontalAlignmentConstraints(for: [view], separators: [], margins: 3)
        LayoutConstraint.activate(row)
        view.bb.top().height(1)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(3, 0, 14, 1))
        #expect(
            try LayoutConstraint.verticalAlignmentConstraints(for: [], separators: [], margins: 1).isEmpty)
    }

    @Test(arguments: [(3, 1), (3, 3), (2, 0), (0, 1), (1, 1)])
    func aSeparatorCountOtherThanViewsMinusOneThrows(viewCount: Int, separatorCount: Int) {
        let window = makeWindow(20, 4)
        let views = items("v", viewCount, in: window)
        let separators = items("s", separatorCount, in: window)
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint.horizontalAlignmentConstraints(
                for: views, separators: separators, margins: 0)
        }
        guard case .separatorCountMismatch(let v, let s, _) = error else {
            Issue.record("expected separatorCountMismatch, got \(String(describing: error))")
            return
        }
        #expect((v, s) == (viewCount, separatorCount))
        #expect(
            throws: LayoutError.self,
            performing: {
                try LayoutConstraint.verticalAlignmentConstraints(
                    for: views, separators: separators, margins: 0)
            })
    }

    @Test func theFirstViewNeedsASuperview() {
        let orphans = [makePlainView("a"), makePlainView("b")]
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint.horizontalAlignmentConstraints(
                for: orphans, separators: [makePlainView("gap")], margins: 0)
        }
        guard case .missingSuperview(let item, _) = error else {
            Issue.record("expected missingSuperview, got \(String(describing: error))")
            return
        }
        #expect(item == "a")
    }

    @Test func separatorsMayBeLayoutGuides() throws {
        let window = makeWindow(21, 3)
        let views = items("v", 2, in: window)
        let gap = LayoutGuide()
        window.addLayoutGuide(gap)
        LayoutConstraint.activate(
            try LayoutConstraint.horizontalAlignmentConstraints(for: views, separators: [gap], margins: 0))
        views.bb.top().height(1)
        gap.bb.width(1).height(1)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(0, 0, 10, 1), Rect(11, 0, 10, 1)])
        #expect(gap.layoutFrame == Rect(10, 0, 1, 1))
    }
}
