import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct TimerTests {
    @Test func timersFireWhenTheirTimeComes() {
        let terminal = TestTerminal(width: 4, height: 1)
        var fired: [String] = []
        terminal.app.schedule(after: .milliseconds(100)) { fired.append("once") }
        let repeating = terminal.app.schedule(after: .milliseconds(50), repeating: .milliseconds(50)) {
            fired.append("tick")
        }
        terminal.advance(by: .milliseconds(40))
        #expect(fired.isEmpty)
        terminal.advance(by: .milliseconds(70))
        #expect(fired == ["tick", "tick", "once"] || fired == ["tick", "once", "tick"])
        repeating.cancel()
        terminal.advance(by: .milliseconds(500))
        #expect(fired.filter { $0 == "tick" }.count == 2)
        #expect(fired.filter { $0 == "once" }.count == 1)
    }

    @Test func frameHandlersRunEachFrameUntilTheyStop() {
        let terminal = TestTerminal(width: 4, height: 1)
        var times: [Duration] = []
        terminal.app.addFrameHandler { now in
            times.append(now)
            return times.count < 3
        }
        #expect(terminal.app.nextWakeUpForTesting == terminal.app.frameInterval)
        terminal.advance(by: .milliseconds(100))
        #expect(times.count == 3)
        #expect(times == times.sorted())
        #expect(terminal.app.nextWakeUpForTesting == nil)
    }

    @Test func runLoopsUntilQuit() {
        let backend = HeadlessBackend(size: Size(width: 5, height: 1))
        let events = ScriptedEventSource()
        let app = Application(backend: backend, events: events, clock: ManualClock())
        let label = ProbeView("hi", id: "hi")
        app.window.addSubview(label)
        label.pin(Rect(x: 0, y: 0, width: 5, height: 1))
        events.send(.key(.character("x")), .key(.ctrl("c")))
        app.run()
        #expect(!app.isRunning)
        #expect(app.isQuitRequested)
        #expect(backend.lines == ["hi   "])
        #expect(app.frameCount >= 1)
    }
}
