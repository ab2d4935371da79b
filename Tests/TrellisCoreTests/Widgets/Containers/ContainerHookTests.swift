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

/// Every container leaves no view ambiguous and no constraint broken in an ordinary layout.
@MainActor
@Suite struct ContainerLayoutHealthTests {
    private func assertHealthy(_ terminal: TestTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(terminal.window.layoutIssues.isEmpty, sourceLocation: sourceLocation)
        var ambiguous: [String] = []
        terminal.window.forEachDescendant { view in
            if view.hasAmbiguousLayout { ambiguous.append(view.identifier ?? "\(type(of: view))") }
        }
        #expect(ambiguous.isEmpty, "ambiguous: \(ambiguous)", sourceLocation: sourceLocation)
    }

    @Test func everyContainerLaysOutUnambiguously() {
        var hidden: Swatch!
        let terminal = TestTerminal(width: 60, height: 20) { app in
            let split = SplitView(axis: .horizontal, dividerPosition: 20)
            app.window.addSubview(split)
            split.pinEdges(to: app.window)
            let box = Box(title: "Stack", padding: EdgeInsets(all: 1))
            split.firstPane.addSubview(box)
            box.pinEdges(to: split.firstPane)
            hidden = Swatch("h", width: 2, height: 1)
            let stack = StackView(
                arrangedSubviews: [
                    Swatch("a", width: 3, height: 1), hidden, Swatch("b", width: 2, height: 2),
                ],
                axis: .vertical, spacing: 1)
            stack.alignment = .center
            stack.distribution = .equalSpacing
            box.contentView.addSubview(stack)
            stack.pinEdges(to: box.contentView)
            let tabs = TabView()
            split.secondPane.addSubview(tabs)
            tabs.pinEdges(to: split.secondPane)
            let scroll = ScrollView()
            tabs.addTab("Scroll", view: scroll)
            let lines = LinesView((0..<40).map { "line \($0)" })
            scroll.addSubview(lines)
            lines.pinEdges(to: scroll.contentLayoutGuide)
            tabs.addTab("Empty", view: Swatch("e"))
        }
        hidden.isHidden = true
        terminal.runUntilIdle()
        assertHealthy(terminal)
        let dialog = Dialog(title: "Hi", message: "Hello there")
        dialog.addButton("OK")
        dialog.present(in: terminal.app)
        terminal.runUntilIdle()
        assertHealthy(terminal)
    }
}

extension TermView {
    /// Calls `body` for every view below this one.
    func forEachDescendant(_ body: (TermView) -> Void) {
        for subview in subviews {
            body(subview)
            subview.forEachDescendant(body)
        }
    }
}
