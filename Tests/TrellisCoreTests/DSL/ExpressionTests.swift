import Testing

@testable import TrellisCore

/// `bb` expressions: relations, priorities, folding of `* / + -`, `m * item`, system spacing
/// and operator precedence, checked on the constraints made and on the frames they give.
@MainActor
@Suite struct ExpressionTests {
    // A window with `b` at (2, 1, 10×4) and an unplaced `a`; the suite holds the window for
    // the whole test, since views do not keep their superview alive.
    let window = makeWindow(80, 24)
    let a: TermView
    let b: TermView

    init() {
        b = makeView("b", in: window)
        b.bb.left(2).top(1).size(width: 10, height: 4)
        a = makeView("a", in: window)
    }

    @Test func constantAfterAnItemFoldsIntoTheMultiplier() {
        let c = a.bb.width((b + 10) * 2).constraint
        #expect(c.multiplier == 2)
        #expect(c.constant == 20)
        let height = a.bb.height((b - 2) / 2).left().top().constraints[0]
        window.layoutIfNeeded()
        #expect(a.frame == Rect(0, 0, 40, 1))
        #expect(equations([c, height]) == ["a.width == b.width * 2 + 20", "a.height == b.height * 0.5 - 1"])
    }

    @Test func multiplierMayComeFirstOrLast() {
        let first = a.bb.width(2 * b + 5).constraint
        let last = a.bb.height(b.heightAnchor * 3 - 1).constraint
        #expect((first.multiplier, first.constant) == (2, 5))
        #expect((last.multiplier, last.constant) == (3, -1))
        #expect(last.secondAttribute == .height)
        a.bb.left().top()
        window.layoutIfNeeded()
        #expect(a.frame.size == Size(width: 25, height: 11))
    }

    @Test func scalingTwiceMultipliesConstantAndMultiplier() {
        let c = a.bb.width(3 * ((b + 1) * 2) / 4 + 1).constraint
        #expect(c.multiplier == 1.5)
        #expect(c.constant == 2.5)
        let d = a.bb.height(1 + 2 * b.heightAnchor).constraint
        #expect((d.multiplier, d.constant) == (2, 1))
    }

    @Test func priorityBindsLooserThanAddition() {
        // `~` takes everything on its left: constant 2, and `300 + 200` is the priority.
        let c = a.bb.left(b.rightAnchor + 2 ~ 300 + 200).constraint
        #expect(c.constant == 2)
        #expect(c.priority == 500)
        let d = a.bb.width(b * 2 + 1 ~ .defaultLow).constraint
        #expect((d.multiplier, d.constant, d.priority) == (2, 1, .defaultLow))
    }

    @Test func priorityAcceptsFloatsAndPriorities() {
        let level: Float = 321
        #expect(a.bb.left(b ~ level).constraint.priority == 321)
        #expect(a.bb.top(b.bottomAnchor ~ LayoutPriority.defaultHigh).constraint.priority == 750)
        #expect(a.bb.width(7 ~ 10.5).constraint.priority == 10.5)
        #expect(a.bb.height(>=b ~ 42).constraint.priority == 42)
    }

    @Test func prefixRelationsApplyToTheWholeExpression() {
        let atLeast = a.bb.left(>=b.rightAnchor + 10).constraint
        #expect(atLeast.relation == .greaterThanOrEqual)
        #expect(atLeast.constant == 10)
        let atMost = a.bb.width(<=b * 0.5 ~ 600).constraint
        #expect(atMost.relation == .lessThanOrEqual)
        #expect((atMost.multiplier, atMost.priority) == (0.5, 600))
        // A weak pull to the left edge loses against ">= b.right + 10".
        a.bb.left(0 ~ 100).top().height(1).width(20 ~ 100)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(22, 0, 5, 1))
    }

    @Test func prefixRelationsOnConstants() {

        let c = a.bb.width(>=12).constraint
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.secondItem == nil)
        #expect(c.constant == 12)
        a.bb.height(<=3).height(9 ~ 10).left(>=4).left(0 ~ 10).top()
        window.layoutIfNeeded()
        #expect(a.frame == Rect(4, 0, 12, 3))
    }

    @Test func systemSpacingFollowsABareAnchorOrItem() {
        let c = a.bb.left(b.rightAnchor + SystemSpacing(2)).constraint
        #expect(c.constant == 2 * LayoutConstraint.standardSpacing)
        let d = a.bb.top(>=b.bottomAnchor + SystemSpacing() ~ 700).constraint
        #expect((d.relation, d.constant, d.priority) == (.greaterThanOrEqual, 1, 700))
        let e = a.bb.centerY(b + SystemSpacing(3)).constraint
        #expect(e.constant == 3)
        #expect(e.secondAttribute == .centerY)
        a.bb.size(width: 2, height: 1)
        e.isActive = false
        window.layoutIfNeeded()
        #expect(a.frame == Rect(14, 6, 2, 1))
    }

    @Test func subtractingTwoLocationAnchorsGivesTheirDistance() {
        let gap = b.leftAnchor - a.rightAnchor
        #expect(gap.description == "(b.left - a.right)")
        #expect(gap.item === b)
        #expect(gap.attribute == .notAnAttribute)
    }

    @Test func anItemStandsForTheSameAnchorOfTheReceiver() {
        #expect(a.bb.centerX(b).constraint.secondAttribute == .centerX)
        #expect(a.bb.bottom(b - 1).constraint.secondAttribute == .bottom)
        #expect(a.bb.width(b).constraint.secondAttribute == .width)
        a.bb.height(2)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(2, 2, 10, 2))
    }

    @Test func bareNumbersMeanTheSuperviewForLocationsAndAConstantForDimensions() {

        let left = a.bb.left(3).constraint
        #expect(left.secondItem === window)
        #expect(left.secondAttribute == .left)
        let width = a.bb.width(0).constraint
        #expect(width.secondItem == nil)
        let matching = a.bb.height().constraint
        #expect(matching.secondItem === window)
        #expect(matching.secondAttribute == .height)
        a.bb.top(-2)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(3, -2, 0, 24))
    }
}
