import Testing

@testable import TrellisCore

/// `group(activated:)`: collection, nesting, deferred activation.
@MainActor
@Suite struct GroupTests {
    private struct Failure: Error {}

    @Test func groupCollectsEveryConstraintMadeInsideInOrder() {
        let window = makeWindow(40, 10)
        let view1 = makeView("view1", in: window)
        let view2 = makeView("view2", in: window)
        let view3 = makeView("view3", in: window)
        let outside = view1.bb.width(1).constraint
        let constraints = group {
            view1.bb.fill()
            view2.bb.left().top().size(4)
            view3.bb.fillBottom().height(2)
        }
        #expect(constraints.count == 4 + 4 + 4)
        #expect(!constraints.contains { $0 === outside })
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(equations(Array(constraints.prefix(5))).last == "view2.left == window.left")
        outside.isActive = false
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(0, 0, 40, 10))
        #expect(view2.frame == Rect(0, 0, 4, 4))
        #expect(view3.frame == Rect(0, 8, 40, 2))
    }

    @Test func inactiveGroupLeavesConstraintsForLater() {
        let window = makeWindow(40, 10)
        let view = makeView("view", in: window)
        view.bb.left().top().size(2)
        let wide = group(activated: false) {
            view.bb.width(30 ~ 800)
        }
        #expect(wide.count == 1)
        #expect(!wide[0].isActive)
        window.layoutIfNeeded()
        #expect(view.frame.width == 2)
        wide.activate()
        window.layoutIfNeeded()
        #expect(view.frame.width == 2)
        #expect(wide[0].isActive)
        // After the group, chains activate again.
        #expect(view.bb.height(2).constraint.isActive)
    }

    @Test func outerGroupsIncludeInnerGroups() {
        let window = makeWindow(40, 10)
        let view = makeView("view", in: window)
        var inner: [LayoutConstraint] = []
        let outer = group {
            view.bb.left()
            inner = group {
                view.bb.top()
            }
            view.bb.width(3)
        }
        #expect(
            equations(outer) == ["view.left == window.left", "view.top == window.top", "view.width == 3"])
        #expect(equations(inner) == ["view.top == window.top"])
        #expect(outer[1] === inner[0])
    }

    @Test func nothingInsideAnInactiveGroupIsActivatedEvenInNestedGroups() {
        let window = makeWindow(40, 10)
        let view = makeView("view", in: window)
        var innerActive: [LayoutConstraint] = []
        var innerInactive: [LayoutConstraint] = []
        let outer = group(activated: false) {
            view.bb.left()
            innerActive = group(activated: true) { view.bb.top() }
            innerInactive = group(activated: false) { view.bb.width(1) }
        }
        #expect(outer.count == 3)
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(innerActive.count == 1 && innerInactive.count == 1)
        // An inactive inner group inside an active one only holds back its own constraints.
        var held: [LayoutConstraint] = []
        let active = group {
            held = group(activated: false) { view.bb.height(1) }
            view.bb.height(2)
        }
        #expect(active.map(\.isActive) == [false, true])
        #expect(held.map(\.isActive) == [false])
    }

    @Test func aThrowingBodyClosesItsGroup() {
        let window = makeWindow(40, 10)
        let view = makeView("view", in: window)
        #expect(throws: Failure.self) {
            try group(activated: false) {
                view.bb.left()
                throw Failure()
            }
        }
        #expect(ConstraintGroupStack.innermost == nil)
        #expect(view.bb.top().constraint.isActive)
    }
}
