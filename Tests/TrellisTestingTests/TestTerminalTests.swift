import Foundation
import Testing
import TrellisCore

@testable import TrellisTesting

/// A view that shows a text on its first row and counts the keys it gets.
@MainActor
private final class Greeting: TermView {
    var text: String {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    var keys: [KeyEvent] = []

    init(_ text: String) {
        self.text = text
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var canBecomeFocused: Bool { true }
    override var intrinsicContentSize: Size { Size(width: text.count, height: 1) }
    override func draw(in canvas: Canvas) { _ = canvas.draw(text: text, at: .zero) }
    override func handle(_ key: KeyEvent) -> Bool {
        keys.append(key)
        if case .character(let character) = key.key { text.append(character) }
        return true
    }
}

@MainActor
@Suite struct TestTerminalTests {
    private func makeTerminal() -> (TestTerminal, Greeting) {
        var greeting: Greeting!
        let terminal = TestTerminal(width: 12, height: 3) { app in
            greeting = Greeting("Hi")
            app.window.addSubview(greeting)
            greeting.bb.center()
            greeting.becomeFocused()
        }
        return (terminal, greeting)
    }

    @Test func theFirstFrameIsOnScreenAfterCreation() {
        let (terminal, _) = makeTerminal()
        terminal.assertScreen(["            ", "     Hi     ", "            "])
    }

    @Test func typingResizingAndTimePassing() {
        let (terminal, greeting) = makeTerminal()
        terminal.type("ya")
        #expect(greeting.keys == [.character("y"), .character("a")])
        terminal.assertScreen(["            ", "    Hiya    ", "            "])
        terminal.resize(to: Size(width: 6, height: 1))
        terminal.assertScreen([" Hiya "])
        var fired = false
        terminal.app.schedule(after: .seconds(1)) { fired = true }
        terminal.advance(by: .milliseconds(999))
        #expect(!fired)
        terminal.advance(by: .milliseconds(1))
        #expect(fired)
        #expect(terminal.clock.now == .seconds(1))
    }

    @Test func aMismatchReadsLikeAScreenshotDiff() {
        let diff = ScreenDiff(expected: ["abc", "def"], actual: ["abc", "dEf"]).description
        #expect(diff.contains("  |abc     | |abc|"))
        #expect(diff.contains("≠ |def     | |dEf|"))
        withKnownIssue {
            let (terminal, _) = makeTerminal()
            terminal.assertScreen(["nope"])
        }
    }

    @Test func snapshotsAreStoredNextToTheTestsTarget() throws {
        let url = try #require(
            SnapshotStore.url(
                forTestFile: "/repo/Tests/AppTests/Sub/FooTests.swift", name: "shows the menu()"))
        #expect(url.path == "/repo/Tests/AppTests/Snapshots/shows_the_menu__.txt")
        #expect(SnapshotStore.url(forTestFile: "/repo/Sources/App/main.swift", name: "x") == nil)
    }

    @Test func aMissingSnapshotIsRecordedAndFailsThenMatches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fakeTestFile = folder.appendingPathComponent("Tests/DemoTests/DemoTests.swift").path
        let (terminal, _) = makeTerminal()
        withKnownIssue {
            terminal.assertSnapshot(named: "greeting", filePath: fakeTestFile)
        }
        let stored = try String(
            contentsOf: folder.appendingPathComponent("Tests/DemoTests/Snapshots/greeting.txt"),
            encoding: .utf8)
        #expect(
            stored == "|            |\n|     Hi     |\n|            |\nstyles:\n"
                + "|............|\n|............|\n|............|\n")
        terminal.assertSnapshot(named: "greeting", filePath: fakeTestFile)
        terminal.type("!")
        withKnownIssue {
            terminal.assertSnapshot(named: "greeting", filePath: fakeTestFile)
        }
    }
}
