import Testing

@testable import TrellisCore

/// `group(activated:)` collects in the task that opened it, and only while it is open.
@MainActor
@Suite struct GroupIsolationTests {
    @Test func workStartedInsideAGroupAndRunAfterItIsNeitherCollectedNorHeldBack() async {
        let first = makeWindow(40, 10)
        let second = makeWindow(40, 10)
        let view = makeView("view", in: first)
        let other = makeView("other", in: second)
        var later: Task<LayoutConstraint, Never>?
        let held = group(activated: false) {
            view.bb.width(3)
            // Another window's constraint, made by a task that runs after the group closed.
            later = Task { other.bb.width(5).constraint }
        }
        let made = await later!.value
        #expect(held.count == 1)
        #expect(!held[0].isActive)
        #expect(made.isActive)
        second.layoutIfNeeded()
        #expect(other.frame.width == 5)
        #expect(ConstraintGroupStack.innermost == nil)
    }
}
