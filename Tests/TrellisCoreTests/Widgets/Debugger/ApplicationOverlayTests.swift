import Testing
import TrellisCore
import TrellisTesting

/// A view that shows one line of text.
@MainActor
private final class TextLine: TermView {
    var text: String {
        didSet { setNeedsDisplay() }
    }
    var keys: [KeyEvent] = []

    init(_ text: String) {
        self.text = text
        super.init()
    }

    override var canBecomeFocused: Bool { true }

    override func draw(in canvas: Canvas) {
        canvas.draw(text: text, at: .zero)
    }

    override func handle(_ key: KeyEvent) -> Bool {
        keys.append(key)
        return true
    }
}

@MainActor
@Suite struct ApplicationOverlayTests {
    private func makeTerminal() -> (TestTerminal, TextLine) {
        var line: TextLine!
        let terminal = TestTerminal(width: 12, height: 2) { app in
            line = TextLine("hello world")
            app.window.addSubview(line)
            line.frame = Rect(x: 0, y: 0, width: 12, height: 1)
            line.becomeFocused()
        }
        return (terminal, line)
    }

    @Test func overlaysDrawOverTheViewsEveryFrameUntilRemoved() {
        let (terminal, line) = makeTerminal()
        var draws = 0
        let overlay = terminal.app.addOverlay { canvas in
            draws += 1
            canvas.draw(text: "XX", at: Point(x: 3, y: 0))
        }
        terminal.runUntilIdle()
        terminal.assertScreen(["helXX world ", "            "])
        // The view redraws under the overlay, which is drawn again on top.
        line.text = "HELLO WORLD"
        terminal.runUntilIdle()
        terminal.assertScreen(["HELXX WORLD ", "            "])
        #expect(draws == 2)

        terminal.app.removeOverlay(overlay)
        terminal.runUntilIdle()
        terminal.assertScreen(["HELLO WORLD ", "            "])
        terminal.app.removeOverlay(overlay)
        #expect(draws == 2)
    }

    @Test func eventMonitorsSeeEventsFirstAndMayConsumeThem() {
        let (terminal, line) = makeTerminal()
        var seen: [String] = []
        let first = terminal.app.addEventMonitor { event in
            seen.append("first \(event)")
            return false
        }
        terminal.app.addEventMonitor { event in
            seen.append("second \(event)")
            return event == .key(.character("x"))
        }
        terminal.type("ax")
        #expect(line.keys == [.character("a")])
        #expect(seen.count == 4)
        #expect(seen[0].hasPrefix("first") && seen[1].hasPrefix("second"))

        terminal.app.removeEventMonitor(first)
        terminal.type("b")
        #expect(seen.count == 5)
        #expect(line.keys == [.character("a"), .character("b")])
    }
}
