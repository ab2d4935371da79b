import Testing
import TrellisCore
import TrellisTesting

/// A controller as an app writes one: it owns a button and a label, and the button's handler
/// refers to it weakly, so only its owner keeps it alive.
@MainActor
private final class CounterController {
    let button = Button("Add")
    let label = Label("0")
    private(set) var count = 0

    init(window: TermWindow) {
        window.addSubview(button)
        window.addSubview(label)
        let frames: [(TermView, Rect)] = [
            (button, Rect(x: 0, y: 0, width: 7, height: 1)),
            (label, Rect(x: 8, y: 0, width: 4, height: 1)),
        ]
        for (view, frame) in frames {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = frame
        }
        button.onPress = { [weak self] in self?.add() }
    }

    func add() {
        count += 1
        label.text = "\(count)"
    }
}

/// The ways an app hands its controller to the application or the test terminal: each keeps
/// the controller alive after the set-up closure returned, and lets it go when the app ends.
@MainActor
@Suite struct KeepAliveTests {
    /// The button's position in the terminal.
    private let buttonCell = Point(x: 2, y: 0)

    @Test func aControllerReturnedFromTheSetUpLivesAsLongAsTheTerminal() {
        weak var controller: CounterController?
        var terminal: TestTerminal? = TestTerminal(width: 12, height: 1) { app in
            let made = CounterController(window: app.window)
            controller = made
            return made
        }
        #expect(controller != nil)
        terminal?.click(at: buttonCell)
        terminal?.click(at: buttonCell)
        #expect(controller?.count == 2)
        #expect(terminal?.screen == ["[ Add ] 2   "])
        terminal = nil
        #expect(controller == nil)
    }

    @Test func aControllerHandedToTheTerminalLivesAsLongAsTheTerminal() {
        weak var controller: CounterController?
        var terminal: TestTerminal? = TestTerminal(width: 12, height: 1)
        do {
            let made = CounterController(window: terminal!.window)
            controller = made
            terminal?.keepAlive(made)
        }
        terminal?.click(at: buttonCell)
        #expect(controller?.count == 1)
        terminal = nil
        #expect(controller == nil)
    }

    @Test func aControllerHandedToTheApplicationInsideATerminalGoesWithTheTerminal() {
        weak var controller: CounterController?
        var terminal: TestTerminal? = TestTerminal(width: 12, height: 1) { app in
            let made = CounterController(window: app.window)
            controller = made
            app.keepAlive(made)
            // A cycle through the application, as `app.bind(…) { app.quit() }` makes: the
            // terminal's release breaks it (TearDownTests) and lets the kept objects go.
            app.bind(.character("q")) { app.quit() }
        }
        terminal?.click(at: buttonCell)
        #expect(controller?.count == 1)
        terminal = nil
        #expect(controller == nil)
    }

    @Test func withoutAnOwnerTheControllerIsGoneAndItsButtonDoesNothing() {
        weak var controller: CounterController?
        let terminal = TestTerminal(width: 12, height: 1) { app in
            // Held only by this local: released when the set-up closure returns (the mistake
            // the test shows; assigning it to the weak variable directly draws a warning).
            let unkept = CounterController(window: app.window)
            controller = unkept
        }
        #expect(controller == nil)
        terminal.click(at: buttonCell)
        #expect(terminal.screen == ["[ Add ] 0   "])
    }

    @Test func theApplicationKeepsItsObjectsUntilItsLoopEnds() {
        let backend = HeadlessBackend(size: Size(width: 12, height: 1))
        let events = ScriptedEventSource()
        let app = Application(backend: backend, events: events, clock: ManualClock())
        weak var controller: CounterController?
        do {
            let made = CounterController(window: app.window)
            controller = made
            app.keepAlive(made)
        }
        let click: [Event] = [
            .mouse(MouseEvent(.press(.left), at: buttonCell)),
            .mouse(MouseEvent(.release(.left), at: buttonCell)),
        ]
        events.send(contentsOf: click)
        app.step(timeout: .zero)
        #expect(controller?.count == 1)
        events.send(contentsOf: click + [.key(.ctrl("c"))])
        app.run()
        #expect(backend.lines == ["[ Add ] 2   "])
        #expect(controller == nil)
    }

    @Test func releasingKeptObjectsLetsADeinitCallBackIntoTheApplication() {
        let terminal = TestTerminal(width: 4, height: 1)
        weak var successor: Sentinel?
        do {
            let first = Sentinel()
            first.onDeinit = { [app = terminal.app] in
                let next = Sentinel()
                successor = next
                app.keepAlive(next)
            }
            terminal.keepAlive(first)
        }
        terminal.app.releaseKeptObjects()
        // The first object's deinit handed over a second one, which the same call released.
        #expect(successor == nil)
    }
}

/// An object that runs a closure as it goes.
@MainActor
private final class Sentinel {
    var onDeinit: (@MainActor () -> Void)?

    isolated deinit {
        onDeinit?()
    }
}
