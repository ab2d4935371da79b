import Testing

@testable import TrellisCore

/// `distributeX/Y(spacing:inset:)` and `distributeX/YEqualSpacing(inset:)` with each inset
/// mode, checked by frames and constraint orders.
@MainActor
@Suite struct DistributeTests {
    /// Three views in a container of the given width (or height), on one row (column).
    private func row(_ length: Int, vertical: Bool = false) -> (TermWindow, [TermView]) {
        let window = makeWindow(vertical ? 10 : length, vertical ? length : 10)
        let views = ["a", "b", "c"].map { makeView($0, in: window) }
        if vertical {
            views.bb.left().width(1)
        } else {
            views.bb.top().height(1)
        }
        return (window, views)
    }

    @Test func fixedSpacingWithoutInsets() {
        let (window, views) = row(30)
        let chain = views.bb.distributeX(spacing: 2)
        views.bb.width(4)
        views[0].bb.left(3)
        window.layoutIfNeeded()
        #expect(
            equations(chain.constraints) == ["b.leading == a.trailing + 2", "c.leading == b.trailing + 2"])
        #expect(views.map(\.frame.minX) == [3, 9, 15])
    }

    @Test func fixedSpacingWithFixedInsets() {
        let (window, views) = row(30)
        let chain = views.bb.distributeX(spacing: 2, inset: .fixed(1))
        views.bb.width()
        window.layoutIfNeeded()
        #expect(
            equations(chain.constraints) == [
                "b.leading == a.trailing + 2", "c.leading == b.trailing + 2",
                "a.leading == window.leading + 1",
                "c.trailing == window.trailing - 1",
            ])
        #expect(views.map(\.frame) == [Rect(1, 0, 8, 1), Rect(11, 0, 8, 1), Rect(21, 0, 8, 1)])
    }

    @Test func fixedSpacingWithEqualInsets() {
        let (window, views) = row(30)
        let chain = views.bb.distributeX(spacing: 2, inset: .equal)
        views.bb.width(4)
        window.layoutIfNeeded()
        #expect(
            equations(chain.constraints).last
                == "(a.leading - window.leading) == (window.trailing - c.trailing)")
        #expect(views.map(\.frame.minX) == [7, 13, 19])
    }

    @Test func verticalFixedSpacing() {
        let (window, views) = row(18, vertical: true)
        let chain = views.bb.distributeY(spacing: 1, inset: .fixed(2))
        views.bb.height()
        window.layoutIfNeeded()
        #expect(equations(chain.constraints).first == "b.top == a.bottom + 1")
        #expect(views.map(\.frame) == [Rect(0, 2, 1, 4), Rect(0, 7, 1, 4), Rect(0, 12, 1, 4)])
        let (window2, views2) = row(20, vertical: true)
        views2.bb.distributeY(spacing: 1, inset: .equal).height(2)
        window2.layoutIfNeeded()
        #expect(views2.map(\.frame.minY) == [6, 9, 12])
    }

    @Test func equalSpacingWithoutInsets() {
        let (window, views) = row(30)
        let chain = views.bb.distributeXEqualSpacing()
        views.bb.width(4)
        views[0].bb.left()
        views[2].bb.right()
        window.layoutIfNeeded()
        #expect(equations(chain.constraints) == ["(b.leading - a.trailing) == (c.leading - b.trailing)"])
        #expect(views.map(\.frame.minX) == [0, 13, 26])
    }

    @Test func equalSpacingWithFixedInsets() {
        let (window, views) = row(30)
        views.bb.distributeXEqualSpacing(inset: .fixed(3)).width(4)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [3, 13, 23])
    }

    @Test func equalSpacingWithEqualInsetsMakesInsetsEqualToGaps() {
        let (window, views) = row(32)
        let chain = views.bb.distributeXEqualSpacing(inset: .equal)
        views.bb.width(4)
        window.layoutIfNeeded()
        #expect(
            equations(chain.constraints) == [
                "(b.leading - a.trailing) == (c.leading - b.trailing)",
                "(a.leading - window.leading) == (window.trailing - c.trailing)",
                "(a.leading - window.leading) == (b.leading - a.trailing)",
            ])
        #expect(views.map(\.frame.minX) == [5, 14, 23])
    }

    @Test func equalSpacingWithEqualInsetsForTwoItems() {
        let window = makeWindow(20, 4)
        let views = ["a", "b"].map { makeView($0, in: window) }
        views.bb.top().size(width: 4, height: 1).distributeXEqualSpacing(inset: .equal)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [4, 12])
    }

    @Test func verticalEqualSpacing() {
        let (window, views) = row(18, vertical: true)
        views.bb.distributeYEqualSpacing(inset: .equal).height(2)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [3, 8, 13])
    }

    @Test func distributingNothingMakesNothing() {
        let empty: [TermView] = []
        #expect(empty.bb.distributeX(spacing: 1, inset: .equal).constraints.isEmpty)
        #expect(empty.bb.distributeYEqualSpacing(inset: .fixed(2)).constraints.isEmpty)
    }
}
