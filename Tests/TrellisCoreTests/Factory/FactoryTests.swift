import Testing

@testable import TrellisCore

/// TFLayoutConstraintsFactory's centring, edges and size helpers, including its README's
/// examples translated to cells.
@MainActor
@Suite struct FactoryTests {
    @Test func centeringOptionsChooseTheAxes() throws {
        let window = makeWindow(40, 10)
        let view = makeView("view", in: window)
        let none = try LayoutConstraint.centeringConstraints(for: view, relativeTo: window, options: .none)
        let x = try LayoutConstraint.centeringConstraints(for: view, relativeTo: window, options: .axisX)
        let y = try LayoutConstraint.centeringConstraints(for: view, relativeTo: window, options: .axisY)
        let both = try LayoutConstraint.centeringConstraints(
            for: view, relativeTo: window, options: .absolute, offset: (x: 2, y: -1))
        #expect(none.isEmpty)
        #expect(equations(x) == ["view.centerX == window.centerX"])
        #expect(equations(y) == ["view.centerY == window.centerY"])
        #expect(
            equations(both) == ["view.centerX == window.centerX + 2", "view.centerY == window.centerY - 1"])
        #expect((x + y + both).allSatisfy { !$0.isActive })
    }

    @Test func readmeCenteringExampleMovesOnlyTheDefinedAxis() throws {
        // Centred on both axes and moved 3 rows down; the NaN x offset counts as 0.
        let window = makeWindow(40, 20)
        let view = makeView("view", in: window)
        let constraints = try LayoutConstraint.centeringConstraints(
            for: view, relativeTo: window, options: .absolute, offset: (x: LayoutConstraint.noMetric, y: 3))
        #expect(constraints.map(\.constant) == [0, 3])
        LayoutConstraint.activate(
            constraints + (try LayoutConstraint.constraints(for: view, size: (width: 6, height: 2))))
        window.layoutIfNeeded()
        #expect(view.frame == Rect(17, 12, 6, 2))
    }

    @Test func readmeEdgesExampleSkipsTheUndefinedEdge() throws {
        // 1 row from the top, 2 columns from the left, the bottom left free, 4 from the right.
        let window = makeWindow(80, 24)
        let view = makeView("view", in: window)
        let edges = try LayoutConstraint.constraints(
            for: view, expandingEdgesToSuperviewWith: EdgeInsets(top: 1, left: 2, bottom: .nan, right: 4))
        #expect(
            equations(edges) == [
                "view.top == window.top + 1", "view.leading == window.leading + 2",
                "view.trailing == window.trailing - 4",
            ])
        LayoutConstraint.activate(
            edges + (try LayoutConstraint.constraints(for: view, size: (width: .nan, height: 3))))
        window.layoutIfNeeded()
        #expect(view.frame == Rect(2, 1, 74, 3))
    }

    @Test func edgesComeInTheOrderTopBottomLeadingTrailingAndNegativeInsetsGoOutside() throws {
        let window = makeWindow(40, 20)
        let box = makeView("box", in: window)
        box.bb.left(10).top(5).size(width: 20, height: 10)
        let view = makeView("view", in: box)
        let edges = try LayoutConstraint.constraints(
            for: view, expandingEdgesToSuperviewWith: EdgeInsets(top: -1, left: -2, bottom: 1, right: 2))
        #expect(edges.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        LayoutConstraint.activate(edges)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(-2, -1, 20, 10))
        let none = try LayoutConstraint.constraints(
            for: view, expandingEdgesToSuperviewWith: EdgeInsets(all: LayoutConstraint.noMetric))
        #expect(none.isEmpty)
    }

    @Test func edgesNeedASuperview() {
        let orphan = makePlainView("orphan")
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraints(for: orphan, expandingEdgesToSuperviewWith: .zero)
        }
        guard case .missingSuperview(let item, _) = error else {
            Issue.record("expected missingSuperview, got \(String(describing: error))")
            return
        }
        #expect(item == "orphan")
    }

    @Test func sizeGivesWidthThenHeightAndSkipsNaN() throws {
        let window = makeWindow(40, 20)
        let view = makeView("view", in: window)
        let both = try LayoutConstraint.constraints(for: view, size: (width: 5, height: 2))
        #expect(equations(both) == ["view.width == 5", "view.height == 2"])
        // The README's example: only the height (80 points there, 8 cells here).
        let height = try LayoutConstraint.constraints(
            for: view, size: (width: LayoutConstraint.noMetric, height: 8))
        #expect(equations(height) == ["view.height == 8"])
        #expect(try LayoutConstraint.constraints(for: view, size: (width: .nan, height: .nan)).isEmpty)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(both.allSatisfy { !$0.isActive })
    }

    @Test func infiniteNumbersThrow() {
        let window = makeWindow(40, 20)
        let view = makeView("view", in: window)
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraints(for: view, size: (width: .infinity, height: 1))
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.centeringConstraints(
                for: view, relativeTo: window, offset: (x: 0, y: -.infinity))
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraints(
                for: view, expandingEdgesToSuperviewWith: EdgeInsets(all: .infinity))
        }
    }

    @Test func factoryConstraintsRecordTheCallersLine() throws {
        let window = makeWindow(40, 20)
        let view = makeView("view", in: window)
        let (made, line) = (try LayoutConstraint.constraints(for: view, size: (width: 1, height: 1)), #line)
        #expect(made.allSatisfy { $0.location == CodeLocation(fileID: #fileID, line: line) })
    }
}
