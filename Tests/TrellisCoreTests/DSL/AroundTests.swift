import Testing

@testable import TrellisCore

/// `before`, `after`, `above` and `below`, with spacing, another item or the superview.
@MainActor
@Suite struct AroundTests {
    @Test func aroundPlacesNextToAnItem() {
        let window = makeWindow(40, 20)
        let hub = makeView("hub", in: window)
        hub.bb.left(15).top(8).size(width: 10, height: 4)
        let before = makeView("before", in: window)
        let beforeChain = before.bb.before(hub, spacing: 2).top(hub).size(width: 3, height: 1)
        let after = makeView("after", in: window)
        let afterChain = after.bb.after(hub, spacing: 1).top(hub).size(width: 3, height: 1)
        let above = makeView("above", in: window)
        let aboveChain = above.bb.above(hub, spacing: 1).left(hub).size(width: 3, height: 1)
        let below = makeView("below", in: window)
        let belowChain = below.bb.below(hub).left(hub).size(width: 3, height: 1)
        window.layoutIfNeeded()
        #expect(
            equations([beforeChain, afterChain, aboveChain, belowChain].map { $0.constraints[0] }) == [
                "before.trailing == hub.leading - 2", "after.leading == hub.trailing + 1",
                "above.bottom == hub.top - 1", "below.top == hub.bottom",
            ])
        #expect(before.frame == Rect(10, 8, 3, 1))
        #expect(after.frame == Rect(26, 8, 3, 1))
        #expect(above.frame == Rect(15, 6, 3, 1))
        #expect(below.frame == Rect(15, 12, 3, 1))
    }

    @Test func withoutAnItemTheSuperviewIsTheNeighbour() {
        let window = makeWindow(40, 20)
        let box = makeView("box", in: window)
        box.bb.left(10).top(5).size(width: 20, height: 10)
        let outsideLeft = makeView("outsideLeft", in: box)
        let c = outsideLeft.bb.before(spacing: 1).top().size(width: 2, height: 1).constraints[0]
        let underneath = makeView("underneath", in: box)
        underneath.bb.below().left().size(width: 2, height: 1)
        window.layoutIfNeeded()
        #expect(equations([c]) == ["outsideLeft.trailing == box.leading - 1"])
        #expect(outsideLeft.frame == Rect(-3, 0, 2, 1))
        #expect(underneath.frame == Rect(0, 10, 2, 1))
    }
}
