import Testing

@testable import TrellisCore

/// Manual layout with `bbm`: frames set directly, relative to the superview or a sibling.
@MainActor
@Suite struct ManualLayoutTests {
    // The suite holds the window for the whole test, since views do not keep their superview
    // alive.
    let window = makeWindow(40, 20)
    let box: TermView
    let view: TermView

    init() {
        box = makePlainView("box", in: window)
        box.frame = Rect(5, 2, 30, 10)
        view = makePlainView("view", in: box)
    }

    @Test func settersMoveAndResize() {
        view.bbm.size(Size(width: 6, height: 2)).left(3).top(1)
        #expect(view.frame == Rect(3, 1, 6, 2))
        view.bbm.right(20).bottom(9)
        #expect(view.frame == Rect(14, 7, 6, 2))
        view.bbm.width(4).height(3)
        #expect(view.frame == Rect(14, 7, 4, 3))
        view.bbm.centerX(10).centerY(5)
        #expect(view.frame == Rect(8, 4, 4, 3))
        view.bbm.center(Point(x: 0, y: 0))
        #expect(view.frame == Rect(-2, -1, 4, 3))
    }

    @Test func sizeBeforePositionMatters() {
        // The documented order: size first, then the right edge holds.
        view.bbm.width(4).right(10)
        #expect(view.frame.maxX == 10)
        // The other order moves the right edge, because a size change keeps the left edge.
        view.bbm.right(10).width(6)
        #expect(view.frame.maxX == 12)
    }

    @Test func superValuesAreInTheSuperviewsCoordinates() {
        let chain = view.bbm
        #expect(chain.superSize == Size(width: 30, height: 10))
        #expect(chain.superCenter == Point(x: 15, y: 5))
        #expect([chain.superLeft, chain.superRight, chain.superTop, chain.superBottom] == [0, 30, 0, 10])
        view.bbm.right(chain.superRight - 2)
        #expect(view.frame.maxX == 28)
        #expect(makePlainView("orphan").bbm.superSize == .zero)
    }

    @Test func insetsMultipliersAndOffsetsAgainstTheSuperview() {
        view.bbm.size(Size(width: 4, height: 2)).left(inset: 1).top(inset: 2)
        #expect(view.frame == Rect(1, 2, 4, 2))
        view.bbm.right(inset: 3).bottom(inset: 1)
        #expect(view.frame == Rect(23, 7, 4, 2))
        view.bbm.left().top()
        #expect(view.frame.origin == .zero)
        view.bbm.width(multiplier: 0.5).height(multiplier: 0.25)
        #expect(view.frame.size == Size(width: 15, height: 3))
        view.bbm.size(multiplier: 0.1)
        #expect(view.frame.size == Size(width: 3, height: 1))
        view.bbm.size().centerX(offset: 2).centerY(offset: -1)
        #expect(view.frame == Rect(2, -1, 30, 10))
        view.bbm.size(Size(width: 4, height: 2)).center()
        #expect(view.frame == Rect(13, 4, 4, 2))
        view.bbm.width(multiplier: .nan)
        #expect(view.frame.width == 0)
    }

    @Test func fillMethods() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.bbm.fill()
        #expect(view.frame == Rect(0, 0, 30, 10))
        view.bbm.fill(insets: insets)
        #expect(view.frame == Rect(2, 1, 24, 6))
        view.bbm.fillLeft(width: 5, insets: insets)
        #expect(view.frame == Rect(2, 1, 5, 6))
        view.bbm.fillRight(width: 5, insets: insets)
        #expect(view.frame == Rect(21, 1, 5, 6))
        view.bbm.fillTop(height: 2, insets: insets)
        #expect(view.frame == Rect(2, 1, 24, 2))
        view.bbm.fillBottom(height: 2, insets: insets)
        #expect(view.frame == Rect(2, 5, 24, 2))
        view.bbm.size(Size(width: 1, height: 1)).fillWidth(insets: insets)
        #expect(view.frame == Rect(2, 5, 24, 1))
        view.bbm.fillHeight()
        #expect(view.frame == Rect(2, 0, 24, 10))
    }

    @Test func aroundASibling() {
        let hub = makePlainView("hub", in: box)
        hub.frame = Rect(10, 4, 6, 2)
        view.bbm.size(Size(width: 3, height: 1))
        view.bbm.before(hub, spacing: 1)
        #expect(view.frame.maxX == 9)
        view.bbm.after(hub)
        #expect(view.frame.minX == 16)
        view.bbm.above(hub, spacing: 2)
        #expect(view.frame.maxY == 2)
        view.bbm.below(hub, spacing: 1)
        #expect(view.frame.minY == 7)
    }

    @Test func fitMethodsUseSizeThatFits() {
        let label = SizedView(7, 2, id: "label")
        label.translatesAutoresizingMaskIntoConstraints = true
        box.addSubview(label)
        label.bbm.fitWidth()
        #expect(label.frame.size == Size(width: 7, height: 0))
        label.bbm.fitHeight()
        #expect(label.frame.size == Size(width: 7, height: 2))
        label.bbm.size(.zero).fitSize().center()
        #expect(label.frame == Rect(12, 4, 7, 2))
    }

    @Test func manualFramesHoldThroughLayout() {
        view.bbm.size(Size(width: 6, height: 3)).right(inset: 1).bottom(inset: 1)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(23, 6, 6, 3))
        #expect(view.frameInWindow == Rect(28, 8, 6, 3))
        #expect(box.frame == Rect(5, 2, 30, 10))
    }
}
