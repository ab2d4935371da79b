import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct InputRoutingTests {
    /// Two focusable fields and a plain label inside a panel.
    private func makeForm() -> (TestTerminal, TermView, ProbeView, ProbeView, ProbeView) {
        var parts: (TermView, ProbeView, ProbeView, ProbeView)!
        let terminal = TestTerminal(width: 20, height: 4) { app in
            let panel = TermView()
            app.window.addSubview(panel)
            panel.pin(Rect(x: 0, y: 0, width: 20, height: 4))
            let first = ProbeView("first", id: "first", focusable: true)
            let label = ProbeView("label", id: "label")
            let second = ProbeView("second", id: "second", focusable: true)
            for (index, view) in [first, label, second].enumerated() {
                panel.addSubview(view)
                view.pin(Rect(x: 0, y: index, width: 10, height: 1))
            }
            parts = (panel, first, label, second)
        }
        return (terminal, parts.0, parts.1, parts.2, parts.3)
    }

    @Test func tabAndShiftTabCycleThroughFocusableViews() {
        let (terminal, _, first, _, second) = makeForm()
        #expect(terminal.app.focusedView == nil)
        terminal.press(.tab)
        #expect(first.isFocused)
        terminal.press(.tab)
        #expect(second.isFocused)
        terminal.press(.tab)
        #expect(first.isFocused)
        terminal.press(.backTab)
        #expect(second.isFocused)
        #expect(terminal.app.focusChain.map { $0.identifier } == ["first", "second"])
        second.isHidden = true
        #expect(terminal.app.focusChain.map { $0.identifier } == ["first"])
    }

    @Test func keysGoToTheFocusedViewThenUpTheChainThenTheApp() {
        let (terminal, panel, first, _, _) = makeForm()
        var panelGot = 0
        var appGot = 0
        panel.bind(.ctrl("p")) { panelGot += 1 }
        terminal.app.bind(.ctrl("a")) { appGot += 1 }
        first.becomeFocused()
        first.handlesKeys = false
        terminal.press(.ctrl("p"))
        terminal.press(.ctrl("a"))
        #expect(panelGot == 1)
        #expect(appGot == 1)
        #expect(first.keys == [.ctrl("p"), .ctrl("a")])
        first.handlesKeys = true
        terminal.press(.ctrl("a"))
        #expect(appGot == 1)
        // A binding on the focused view runs before its own handler.
        first.bind(.character("x")) { [unowned first] in first.text = "bound" }
        terminal.type("x")
        #expect(first.text == "bound")
        #expect(!first.keys.contains(.character("x")))
    }

    @Test func ctrlCQuitsUnlessHandled() {
        let (terminal, _, first, _, _) = makeForm()
        first.becomeFocused()
        terminal.press(.ctrl("c"))
        #expect(!terminal.app.isQuitRequested)
        first.handlesKeys = false
        terminal.press(.ctrl("c"))
        #expect(terminal.app.isQuitRequested)
    }

    @Test func mouseGoesToTheDeepestViewInItsOwnCoordinates() {
        let (terminal, _, first, label, second) = makeForm()
        terminal.click(at: Point(x: 3, y: 1))
        #expect(label.mice.map(\.position) == [Point(x: 3, y: 0), Point(x: 3, y: 0)])
        #expect(terminal.app.focusedView == nil)
        terminal.click(at: Point(x: 4, y: 2))
        #expect(second.isFocused)
        #expect(second.mice.first?.kind == .press(.left))
        // A drag that leaves the view still goes to the view that took the press.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 15, y: 3))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 15, y: 3))))
        #expect(first.mice.map(\.kind) == [.press(.left), .drag(.left), .release(.left)])
        #expect(first.mice.last?.position == Point(x: 15, y: 3))
        terminal.send(.mouse(MouseEvent(.wheel(.down), at: Point(x: 0, y: 2))))
        #expect(second.mice.last?.kind == .wheel(.down))
    }

    @Test func pasteGoesToTheFocusedView() {
        let (terminal, _, first, _, _) = makeForm()
        first.becomeFocused()
        terminal.paste("q and more")
        #expect(first.pastes == ["q and more"])
        #expect(!terminal.app.isQuitRequested)
    }

    @Test func aModalViewKeepsFocusAndInputInside() {
        let (terminal, _, first, _, _) = makeForm()
        first.becomeFocused()
        let dialog = TermView()
        let ok = ProbeView("OK", id: "ok", focusable: true)
        let cancel = ProbeView("Cancel", id: "cancel", focusable: true)
        dialog.addSubview(ok)
        dialog.addSubview(cancel)
        terminal.app.presentModal(dialog)
        dialog.pin(Rect(x: 10, y: 1, width: 8, height: 2))
        ok.pin(Rect(x: 0, y: 0, width: 8, height: 1))
        cancel.pin(Rect(x: 0, y: 1, width: 8, height: 1))
        terminal.runUntilIdle()
        #expect(ok.isFocused)
        terminal.press(.tab)
        #expect(cancel.isFocused)
        terminal.press(.tab)
        #expect(ok.isFocused)
        #expect(!first.becomeFocused())
        terminal.click(at: Point(x: 1, y: 0))
        #expect(first.mice.isEmpty)
        #expect(ok.isFocused)
        #expect(terminal.screen[1] == "label     OK        ")
        terminal.app.dismissModal(dialog)
        terminal.runUntilIdle()
        #expect(dialog.superview == nil)
        #expect(first.isFocused)
    }
}
