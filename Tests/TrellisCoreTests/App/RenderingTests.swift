import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct RenderingTests {
    @Test func viewsDrawInOrderClippedToTheirSuperview() {
        let terminal = TestTerminal(width: 12, height: 4) { app in
            let back = ProbeView("back back back", id: "back")
            app.window.addSubview(back)
            back.pin(Rect(x: 0, y: 0, width: 12, height: 2))
            let front = ProbeView("FRONT", id: "front")
            app.window.addSubview(front)
            front.pin(Rect(x: 3, y: 0, width: 5, height: 1))
            let box = TermView()
            app.window.addSubview(box)
            box.pin(Rect(x: 2, y: 2, width: 4, height: 2))
            box.backgroundColor = .blue
            let child = ProbeView("clipped text", id: "child")
            box.addSubview(child)
            child.pin(Rect(x: 1, y: 1, width: 12, height: 1))
        }
        terminal.assertScreen([
            "bacFRONTk ba",
            "            ",
            "            ",
            "   cli      ",
        ])
        #expect(terminal.styledScreen[2].contains("bg=blue"))
    }

    @Test func hiddenViewsAreNotDrawnAndShowingThemRepaints() {
        var label: ProbeView!
        let terminal = TestTerminal(width: 8, height: 1) { app in
            label = ProbeView("shown", id: "label")
            app.window.addSubview(label)
            label.pin(Rect(x: 0, y: 0, width: 8, height: 1))
        }
        terminal.assertScreen(["shown   "])
        label.isHidden = true
        terminal.runUntilIdle()
        terminal.assertScreen(["        "])
        label.isHidden = false
        terminal.runUntilIdle()
        terminal.assertScreen(["shown   "])
    }

    @Test func onlyTheChangedViewIsRedrawnAndOnlyChangedCellsAreSent() {
        var left: ProbeView!
        var right: ProbeView!
        let terminal = TestTerminal(width: 20, height: 1) { app in
            left = ProbeView("left", id: "left")
            right = ProbeView("right", id: "right")
            app.window.addSubview(left)
            app.window.addSubview(right)
            left.pin(Rect(x: 0, y: 0, width: 10, height: 1))
            right.pin(Rect(x: 10, y: 0, width: 10, height: 1))
        }
        let (leftDraws, rightDraws) = (left.drawCount, right.drawCount)
        right.text = "rigHt"
        terminal.runUntilIdle()
        terminal.assertScreen(["left      rigHt     "])
        #expect(left.drawCount == leftDraws)
        #expect(right.drawCount == rightDraws + 1)
        #expect(terminal.backend.lastFrameChanges == [Point(x: 13, y: 0)])
    }

    @Test func aResizeRelaysOutAndRepaints() {
        let terminal = TestTerminal(width: 10, height: 2) { app in
            let bar = ProbeView("status", id: "bar")
            app.window.addSubview(bar)
            bar.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: app.window.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: app.window.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: app.window.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        terminal.assertScreen(["          ", "status    "])
        terminal.resize(to: Size(width: 7, height: 3))
        terminal.assertScreen(["       ", "       ", "status "])
        #expect(terminal.window.size == Size(width: 7, height: 3))
    }

    @Test func theCursorFollowsTheFocusedView() {
        var field: ProbeView!
        let terminal = TestTerminal(width: 10, height: 2) { app in
            field = ProbeView("abc", id: "field", focusable: true)
            app.window.addSubview(field)
            field.pin(Rect(x: 2, y: 1, width: 6, height: 1))
        }
        #expect(!terminal.backend.isCursorVisible)
        field.becomeFocused()
        terminal.runUntilIdle()
        #expect(terminal.backend.isCursorVisible)
        #expect(terminal.backend.cursor == Point(x: 5, y: 1))
    }
}
