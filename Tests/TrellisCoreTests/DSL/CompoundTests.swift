import Testing

@testable import TrellisCore

/// `aspectRatio`, `center`, `size` and `offset`, checked by frames.
@MainActor
@Suite struct CompoundTests {
    @Test func aspectRatioMakesTheWidthAMultipleOfTheHeight() {
        let window = makeWindow(40, 20)
        let wide = makeView("wide", in: window)
        let c = wide.bb.aspectRatio(2).constraint
        wide.bb.left().top().height(3)
        let square = makeView("square", in: window)
        square.bb.aspectRatio().left(10).top().height(4)
        window.layoutIfNeeded()
        #expect(equations([c]) == ["wide.width == wide.height * 2"])
        #expect(wide.frame == Rect(0, 0, 6, 3))
        #expect(square.frame == Rect(10, 0, 4, 4))
    }

    @Test func centerFormsCentreOnBothAxes() {
        let window = makeWindow(40, 20)
        let box = makeView("box", in: window)
        let centred = box.bb.center().size(width: 10, height: 4)
        let inner = makeView("inner", in: window)
        inner.bb.center(box).size(2)
        let moved = makeView("moved", in: window)
        moved.bb.center(box + 3).size(2)
        let offset = makeView("offset", in: window)
        offset.bb.center(-5).size(2)
        let weak = makeView("weak", in: window)
        weak.bb.center(>=box ~ 100).size(2).left(0 ~ 50).top(0 ~ 50)
        window.layoutIfNeeded()
        #expect(
            equations(Array(centred.constraints.prefix(2))) == [
                "box.centerX == window.centerX", "box.centerY == window.centerY",
            ])
        #expect(box.frame == Rect(15, 8, 10, 4))
        #expect(inner.frame == Rect(19, 9, 2, 2))
        #expect(moved.frame == Rect(22, 12, 2, 2))
        #expect(offset.frame == Rect(14, 4, 2, 2))
        #expect(weak.frame == Rect(19, 9, 2, 2))
    }

    @Test func sizeFormsSetBothDimensions() {
        let window = makeWindow(40, 20)
        let model = makeView("model", in: window)
        model.bb.left().top().size(Size(width: 8, height: 4))
        let full = makeView("full", in: window)
        let fullChain = full.bb.size().left().top()
        let same = makeView("same", in: window)
        same.bb.size(model).left().top()
        let half = makeView("half", in: window)
        half.bb.size(model / 2).left().top()
        let byAnchor = makeView("byAnchor", in: window)
        byAnchor.bb.size(model.heightAnchor).left().top()
        let atLeast = makeView("atLeast", in: window)
        atLeast.bb.size(>=3).size(0 ~ 10).left().top()
        let explicit = makeView("explicit", in: window)
        let explicitChain = explicit.bb.size(width: 5, height: 2).left().top()
        window.layoutIfNeeded()
        #expect(
            equations(Array(fullChain.constraints.prefix(2))) == [
                "full.width == window.width", "full.height == window.height",
            ])
        #expect(
            equations(Array(explicitChain.constraints.prefix(2))) == [
                "explicit.width == 5", "explicit.height == 2",
            ])
        #expect(model.frame.size == Size(width: 8, height: 4))
        #expect(full.frame.size == Size(width: 40, height: 20))
        #expect(same.frame.size == Size(width: 8, height: 4))
        #expect(half.frame.size == Size(width: 4, height: 2))
        #expect(byAnchor.frame.size == Size(width: 4, height: 4))
        #expect(atLeast.frame.size == Size(width: 3, height: 3))
        #expect(explicit.frame.size == Size(width: 5, height: 2))
    }

    @Test func offsetMakesTwoGapsEqual() {
        let window = makeWindow(30, 5)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = makeView("c", in: window)
        [a, b, c].bb.top().size(width: 4, height: 1)
        a.bb.left()
        c.bb.right()
        // The receiver need not be one of the items.
        let constraint = window.bb.offset(b.leftAnchor - a.rightAnchor, c.leftAnchor - b.rightAnchor)
            .constraint
        window.layoutIfNeeded()
        #expect(equations([constraint]) == ["(b.left - a.right) == (c.left - b.right)"])
        #expect(b.frame == Rect(13, 0, 4, 1))
    }

    @Test func offsetTakesExpressionsAndConstants() {
        let window = makeWindow(30, 5)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = makeView("c", in: window)
        [a, b, c].bb.top().size(width: 2, height: 1)
        a.bb.left()
        let twice = a.bb.offset(c.leftAnchor - b.rightAnchor, (b.leftAnchor - a.rightAnchor) * 2 + 1)
            .constraint
        let fixed = a.bb.offset(b.leftAnchor - a.rightAnchor, 3).constraint
        window.layoutIfNeeded()
        #expect((twice.multiplier, twice.constant) == (2, 1))
        #expect(fixed.secondItem == nil)
        #expect(b.frame.minX == 5)
        #expect(c.frame.minX == 14)
    }
}
