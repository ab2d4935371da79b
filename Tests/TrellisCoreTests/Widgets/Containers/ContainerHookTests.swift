import Testing
import TrellisCore
import TrellisTesting

/// A container that records the hooks containers rely on.
@MainActor
private final class HookRecorder: TermView {
    var events: [String] = []

    override func didAddSubview(_ subview: TermView) { events.append("add \(subview.identifier ?? "?")") }
    override func willRemoveSubview(_ subview: TermView) {
        events.append("remove \(subview.identifier ?? "?") super=\(subview.superview === self)")
    }
    override func subviewDidChangeHidden(_ subview: TermView) {
        events.append("hidden \(subview.identifier ?? "?") \(subview.isHidden)")
    }
    override func subviewDidInvalidateIntrinsicContentSize(_ subview: TermView) {
        events.append("intrinsic \(subview.identifier ?? "?")")
    }
    override func focusWithinDidChange() { events.append("focus") }
}

@MainActor
@Suite struct ContainerHookTests {
    @Test func subviewHooksReportAddRemoveHiddenAndIntrinsicChanges() {
        let recorder = HookRecorder()
        let child = Swatch("c", id: "child")
        recorder.addSubview(child)
        child.isHidden = true
        child.isHidden = true  // no change, no call
        child.isHidden = false
        child.size = Size(width: 3, height: 1)
        child.removeFromSuperview()
        #expect(
            recorder.events == [
                "add child", "hidden child true", "hidden child false", "intrinsic child",
                "remove child super=true",
            ])
    }

    @Test func focusWithinDidChangeReachesAncestorsOfBothViewsOnce() {
        var parts: (HookRecorder, HookRecorder, HookRecorder, Swatch, Swatch)!
        let terminal = TestTerminal(width: 10, height: 2) { app in
            let outer = HookRecorder()
            let left = HookRecorder()
            let right = HookRecorder()
            app.window.addSubview(outer)
            outer.pinEdges(to: app.window)
            outer.addSubview(left)
            outer.addSubview(right)
            left.pinEdges(to: outer)
            right.pinEdges(to: outer)
            let a = Swatch("a", focusable: true)
            let b = Swatch("b", focusable: true)
            left.addSubview(a)
            right.addSubview(b)
            a.pinEdges(to: left)
            b.pinEdges(to: right)
            parts = (outer, left, right, a, b)
        }
        let (outer, left, right, a, b) = parts
        for recorder in [outer, left, right] { recorder.events.removeAll() }
        a.becomeFocused()
        #expect(outer.events == ["focus"])
        #expect(left.events == ["focus"])
        #expect(right.events.isEmpty)
        b.becomeFocused()
        #expect(outer.events == ["focus", "focus"])
        #expect(left.events == ["focus", "focus"])
        #expect(right.events == ["focus"])
        _ = terminal
    }
}
