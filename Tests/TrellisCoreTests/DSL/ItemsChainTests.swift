import Testing

@testable import TrellisCore

/// `[items].bb`: each, between, triple, alignment, sizes.
@MainActor
@Suite struct ItemsChainTests {
    private func three(in window: TermWindow) -> (TermView, TermView, TermView) {
        (makeView("a", in: window), makeView("b", in: window), makeView("c", in: window))
    }

    @Test func eachRunsOnEveryItemInOrder() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        var seen: [TermView] = []
        let chain = [a, b, c].bb.each { view -> SingleChain in
            seen.append(view)
            return view.bb.width(10)
        }
        #expect(seen.map(\.identifier) == ["a", "b", "c"])
        #expect(equations(chain.constraints) == ["a.width == 10", "b.width == 10", "c.width == 10"])
        #expect(chain.items.count == 3)
    }

    @Test func betweenRunsOnNeighbours() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        let chain = [a, b, c].bb.between { $0.bb.left($1) }
        #expect(equations(chain.constraints) == ["a.left == b.left", "b.left == c.left"])
        #expect([a].bb.between { $0.bb.left($1) }.constraints.isEmpty)
    }

    @Test func tripleRunsOnEveryThreeNeighbours() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        let d = makeView("d", in: window)
        var triples: [[String?]] = []
        [a, b, c, d].bb.triple { x, y, z -> SingleChain in
            triples.append([x.identifier, y.identifier, z.identifier])
            return x.bb.width(y)
        }
        #expect(triples == [["a", "b", "c"], ["b", "c", "d"]])
        #expect([a, b].bb.triple { x, _, _ in x.bb.width(1) }.constraints.isEmpty)
    }

    @Test func alignMethodsMakeConsecutiveAnchorsEqual() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        let items = [a, b, c].bb
        let made: [(String, ItemsChain<TermView>)] = [
            ("left", items.left()), ("right", items.right()), ("top", items.top()),
            ("bottom", items.bottom()), ("leading", items.leading()), ("trailing", items.trailing()),
            ("centerX", items.centerX()), ("centerY", items.centerY()),
            ("firstBaseline", items.firstBaseline()), ("lastBaseline", items.lastBaseline()),
            ("width", items.width()), ("height", items.height()),
        ]
        for (name, chain) in made {
            #expect(equations(chain.constraints) == ["a.\(name) == b.\(name)", "b.\(name) == c.\(name)"])
        }
        LayoutConstraint.deactivate(made.flatMap { $0.1.constraints })
    }

    @Test func alignmentGivesEqualEdgesInLayout() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        a.bb.left(2).top(1).size(width: 8, height: 2)
        [a, b, c].bb.left().size()
        b.bb.below(a)
        c.bb.below(b)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(2, 1, 8, 2))
        #expect(b.frame == Rect(2, 3, 8, 2))
        #expect(c.frame == Rect(2, 5, 8, 2))
    }

    @Test func sizeMethodsOnItems() {
        let window = makeWindow(40, 10)
        let (a, b, c) = three(in: window)
        let widths = [a, b].bb.width(6).height(2)
        #expect(
            equations(widths.constraints) == [
                "a.width == 6", "b.width == 6", "a.height == 2", "b.height == 2",
            ])
        let equal = [a, b, c].bb.size()
        #expect(
            equations(equal.constraints) == [
                "a.width == b.width", "b.width == c.width", "a.height == b.height", "b.height == c.height",
            ])
        let perItem = [a, b].bb.size(width: 1, height: 2)
        #expect(
            equations(perItem.constraints) == [
                "a.width == 1", "a.height == 2", "b.width == 1", "b.height == 2",
            ])
        LayoutConstraint.deactivate(widths.constraints + perItem.constraints)
        let square = [a, b].bb.size(3)
        #expect(
            equations(square.constraints) == [
                "a.width == 3", "a.height == 3", "b.width == 3", "b.height == 3",
            ])
        square.constraints.deactivate()
        [a, b].bb.size(Size(width: 4, height: 1))
        [a, b, c].bb.top().distributeX()
        a.bb.left().top()
        window.layoutIfNeeded()
        #expect([a.frame, b.frame, c.frame] == [Rect(0, 0, 4, 1), Rect(4, 0, 4, 1), Rect(8, 0, 4, 1)])
    }

    @Test func itemsChainsAcceptLayoutGuides() {
        let window = makeWindow(20, 4)
        let view = makeView("view", in: window)
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        let items: [LayoutItem] = [view, guide]
        items.bb.top().height(1).width(5).distributeX(spacing: 1)
        view.bb.left(2)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(2, 0, 5, 1))
        #expect(guide.layoutFrame == Rect(8, 0, 5, 1))
    }
}
