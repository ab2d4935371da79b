import Testing
import TrellisCore
import TrellisTesting

/// A view that removes itself (or its container) from the window when it gets an event, and
/// records that it did.
@MainActor
private final class SelfRemovingView: TermView {
    weak var removes: TermView?
    var log: (String) -> Void = { _ in }

    override var canBecomeFocused: Bool { true }

    override func draw(in canvas: Canvas) {
        _ = canvas.draw(text: "gone soon", at: .zero, style: .plain)
    }

    override func handle(_ key: KeyEvent) -> Bool {
        (removes ?? self).removeFromSuperview()
        log("key")
        return false
    }

    override func handle(_ mouse: MouseEvent) -> Bool {
        (removes ?? self).removeFromSuperview()
        log("mouse")
        return false
    }
}

/// Owners that go away while something still points at what they owned: views removed in
/// their own handlers, timers and animations whose views are gone, constraints of a released
/// window. Each keeps working or does nothing.
@MainActor
@Suite struct GoneOwnerTests {
    @Test(arguments: [false, true])
    func aViewRemovedInItsOwnMouseHandlerIsReleasedSafely(removingContainer: Bool) {
        let terminal = TestTerminal(width: 20, height: 3)
        weak var removed: SelfRemovingView?
        var log: [String] = []
        do {
            let container = TermView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            let view = SelfRemovingView(frame: Rect(x: 0, y: 1, width: 20, height: 1))
            view.log = { log.append($0) }
            if removingContainer { view.removes = container }
            container.addSubview(view)
            terminal.window.addSubview(container)
            removed = view
        }
        terminal.runUntilIdle()
        #expect(terminal.screen[1].hasPrefix("gone soon"))
        terminal.click(at: Point(x: 2, y: 1))
        #expect(log == ["mouse"])
        #expect(removed == nil)
        #expect(terminal.screen[1].allSatisfy { $0 == " " })
        terminal.click(at: Point(x: 2, y: 1))
        #expect(log == ["mouse"])
    }

    @Test func aFocusedViewRemovedInItsOwnKeyHandlerIsReleasedSafely() {
        let terminal = TestTerminal(width: 20, height: 3)
        weak var removed: SelfRemovingView?
        var log: [String] = []
        do {
            let view = SelfRemovingView(frame: Rect(x: 0, y: 1, width: 20, height: 1))
            view.log = { log.append($0) }
            terminal.window.addSubview(view)
            #expect(terminal.app.focus(view))
            removed = view
        }
        terminal.press(.character("x"))
        terminal.press(.character("y"))
        #expect(log == ["key"])
        #expect(removed == nil)
        #expect(terminal.app.focusedView == nil)
    }

    @Test func aModalViewRemovedFromItsWindowEndsItsModality() {
        let terminal = TestTerminal(width: 20, height: 3)
        var quits = 0
        terminal.app.bind(.character("q")) { quits += 1 }
        weak var released: Button?
        do {
            let panel = TermView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            let button = Button("OK")
            panel.addSubview(button)
            button.bb.left(0).top(0)
            terminal.app.presentModal(panel)
            terminal.runUntilIdle()
            #expect(terminal.app.focusedView === button)
            released = button
            panel.removeFromSuperview()
        }
        #expect(terminal.app.modalViews.isEmpty)
        #expect(terminal.app.focusedView == nil)
        #expect(released == nil)
        terminal.press(.character("q"))
        #expect(quits == 1)
    }

    @Test func aButtonThatRemovesItselfWhenPressedIsReleasedSafely() {
        let terminal = TestTerminal(width: 20, height: 3)
        weak var removed: Button?
        var presses = 0
        do {
            let button = Button("Once")
            button.onPress = { [weak button] in
                presses += 1
                button?.removeFromSuperview()
            }
            terminal.window.addSubview(button)
            button.bb.left(0).top(0)
            removed = button
        }
        terminal.runUntilIdle()
        #expect(terminal.app.focus(removed))
        terminal.press(.enter)
        terminal.advance(by: .milliseconds(500))
        #expect(presses == 1)
        #expect(removed == nil)
        terminal.click(at: Point(x: 1, y: 0))
        #expect(presses == 1)
    }

    @Test func aSpinnerRemovedFromItsWindowStopsItsTimer() {
        let terminal = TestTerminal(width: 20, height: 3)
        weak var released: Spinner?
        do {
            let spinner = Spinner()
            terminal.window.addSubview(spinner)
            spinner.bb.left(0).top(0)
            spinner.startAnimating()
            released = spinner
        }
        terminal.advance(by: .milliseconds(300))
        released?.removeFromSuperview()
        terminal.advance(by: .seconds(2))
        #expect(released == nil)
        #expect(terminal.app.nextWakeUpForTesting == nil)
    }

    @Test func anAnimationWhoseViewsAreReleasedMidwayEndsQuietly() {
        let terminal = TestTerminal(width: 40, height: 3)
        weak var released: TermView?
        var finished: [Bool] = []
        do {
            let panel = TermView()
            terminal.window.addSubview(panel)
            let left = panel.leftAnchor.constraint(equalTo: terminal.window.leftAnchor)
            LayoutConstraint.activate([
                left,
                panel.topAnchor.constraint(equalTo: terminal.window.topAnchor),
                panel.widthAnchor.constraint(equalToConstant: 5),
                panel.heightAnchor.constraint(equalToConstant: 1),
            ])
            terminal.runUntilIdle()
            TermView.animate(duration: .milliseconds(300)) {
                left.constant = 30
            } completion: { done in
                finished.append(done)
            }
            released = panel
        }
        terminal.advance(by: .milliseconds(100))
        released?.removeFromSuperview()
        terminal.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(finished.count <= 1)
    }

    @Test func constraintsOfAReleasedWindowCanStillBeActivatedAndDeactivated() {
        var constraints: [LayoutConstraint] = []
        weak var releasedWindow: TermWindow?
        weak var releasedView: TermView?
        do {
            let window = TermWindow(size: Size(width: 20, height: 5))
            let view = TermView()
            let guide = LayoutGuide()
            window.addSubview(view)
            view.addLayoutGuide(guide)
            constraints = [
                view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2),
                view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
                guide.topAnchor.constraint(equalTo: view.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 3),
            ]
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            releasedWindow = window
            releasedView = view
        }
        #expect(releasedWindow == nil)
        #expect(releasedView == nil)
        for constraint in constraints {
            #expect(!constraint.isActive)
            #expect(constraint.installedView == nil)
        }
        #expect(throws: LayoutError.self) { try LayoutConstraint.install(constraints) }
        LayoutConstraint.activate(constraints)
        for constraint in constraints {
            constraint.isActive = true
            constraint.constant += 1
            constraint.isActive = false
            _ = constraint.description
        }
        LayoutConstraint.deactivate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func constraintsOfAReleasedViewInALiveWindowCanStillBeUsed() {
        let terminal = TestTerminal(width: 20, height: 3)
        var constraints: [LayoutConstraint] = []
        weak var releasedView: TermView?
        do {
            let view = TermView()
            terminal.window.addSubview(view)
            constraints = view.bb.fill().constraints
            terminal.runUntilIdle()
            view.removeFromSuperview()
            releasedView = view
        }
        #expect(releasedView == nil)
        LayoutConstraint.activate(constraints)
        for constraint in constraints { constraint.constant = 4 }
        LayoutConstraint.deactivate(constraints)
        terminal.resize(to: Size(width: 10, height: 2))
        #expect(terminal.window.frame.size == Size(width: 10, height: 2))
    }
}
