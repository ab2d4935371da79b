import Observation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Views that follow `@Observable` state: an update runs once when made and again once per
/// frame after what it read changed, however many properties changed; it re-tracks what it
/// reads; it ends with its view; a change that leaves a bound value equal costs no frame.
@MainActor
@Suite struct ObservationTests {
    @Observable @MainActor final class TodoItem {
        var title = "Write tests"
        var isDone = false
        var note = ""
        var showsNote = false
    }

    @Test func aLabelFollowsItsModelInTheNextFrame() {
        let task = TodoItem()
        var label: Label!
        let terminal = TestTerminal(width: 20, height: 1) { app in
            label = Label()
            app.window.addSubview(label)
            label.bb.left().top()
            label.bind(\.text) { task.title }
        }
        terminal.assertScreen(["Write tests         "])
        task.title = "Ship it"
        // Not before the frame: the change is only noted.
        #expect(label.text == "Write tests")
        terminal.runUntilIdle()
        terminal.assertScreen(["Ship it             "])
    }

    @Test func manyChangesBetweenTwoFramesRunTheUpdateOnce() {
        let task = TodoItem()
        let window = TermWindow(size: Size(width: 30, height: 2))
        let label = Label()
        window.addSubview(label)
        label.observe { [unowned label] in label.text = "\(task.title) \(task.isDone) \(task.note)" }
        let observation = label.observations[0]
        #expect(observation.runCount == 1)
        task.title = "A"
        task.isDone = true
        task.note = "n"
        task.title = "B"
        #expect(observation.runCount == 1)
        window.layoutIfNeeded()
        #expect(observation.runCount == 2)
        #expect(label.text == "B true n")
        window.layoutIfNeeded()
        #expect(observation.runCount == 2)
    }

    @Test func anUpdateFollowsWhatItReadLastTime() {
        let task = TodoItem()
        let window = TermWindow(size: Size(width: 30, height: 2))
        let label = Label()
        window.addSubview(label)
        label.observe { [unowned label] in label.text = task.showsNote ? task.note : task.title }
        let observation = label.observations[0]
        task.note = "not read yet"
        window.layoutIfNeeded()
        #expect(observation.runCount == 1)
        task.showsNote = true
        window.layoutIfNeeded()
        #expect(label.text == "not read yet")
        task.note = "now read"
        window.layoutIfNeeded()
        #expect(label.text == "now read")
        #expect(observation.runCount == 3)
    }

    @Test func anEqualValueCostsNoLayoutAndNoFrame() {
        let task = TodoItem()
        var label: Label!
        let terminal = TestTerminal(width: 20, height: 1) { app in
            label = Label()
            app.window.addSubview(label)
            label.bb.left().top()
            label.bind(\.text) { task.title.uppercased() }
        }
        let frames = terminal.app.frameCount
        task.title = "write TESTS"  // the same in upper case
        terminal.runUntilIdle()
        #expect(label.text == "WRITE TESTS")
        #expect(terminal.app.lastFrameStatistics.cellsChanged == 0 || terminal.app.frameCount == frames)
        #expect(!terminal.window.needsLayout)
    }

    @Test func visibilityAndValuesFollowToo() {
        let task = TodoItem()
        let window = TermWindow(size: Size(width: 30, height: 2))
        let box = Checkbox("done")
        let note = Label()
        window.addSubview(box)
        window.addSubview(note)
        box.bind(\.isChecked) { task.isDone }
        note.bind(\.isHidden) { !task.showsNote }
        #expect(!box.isChecked && note.isHidden)
        task.isDone = true
        task.showsNote = true
        window.layoutIfNeeded()
        #expect(box.isChecked && !note.isHidden)
    }

    @Test func anUpdateEndsWithItsView() {
        let task = TodoItem()
        weak var released: Label?
        do {
            let window = TermWindow(size: Size(width: 30, height: 2))
            let label = Label()
            window.addSubview(label)
            label.bind(\.text) { task.title }
            released = label
        }
        #expect(released == nil)
        task.title = "nobody listens"  // must not reach a freed view
        #expect(task.title == "nobody listens")
    }

    @Test func aCancelledUpdateNeverRunsAgain() {
        let task = TodoItem()
        let window = TermWindow(size: Size(width: 30, height: 2))
        let label = Label()
        window.addSubview(label)
        let handle = label.bind(\.text) { task.title }
        handle.cancel()
        task.title = "ignored"
        window.layoutIfNeeded()
        #expect(label.text == "Write tests")
        #expect(label.observations.isEmpty)
    }

    /// A model changed off the main actor (its registrar is thread-safe; the test's model
    /// guards nothing else).
    @Observable final class Progress: @unchecked Sendable {
        var done = 0
    }

    @Test func aChangeFromAnotherThreadShowsInTheNextLayoutPass() async {
        let progress = Progress()
        let window = TermWindow(size: Size(width: 30, height: 2))
        let label = Label()
        window.addSubview(label)
        label.bind(\.text) { "\(progress.done)" }
        await Task.detached { progress.done = 7 }.value
        #expect(window.needsLayout)
        window.layoutIfNeeded()
        #expect(label.text == "7")
    }

    @Test func aViewInNoWindowUpdatesFromTheMainQueue() async {
        let task = TodoItem()
        let label = Label()
        label.bind(\.text) { task.title }
        task.title = "later"
        #expect(label.text == "Write tests")
        await Task.yield()
        for _ in 0..<10 where label.text != "later" { await Task.yield() }
        #expect(label.text == "later")
    }

    /// Bound before it joins a window, a view follows its model once it is in one, through the
    /// window's layout pass: a test that drives the app synchronously (never yielding to the
    /// main actor's queue) sees every change, the one made while the view was out too.
    @Test func aViewBoundBeforeItJoinsAWindowFollowsInTheWindowsFrames() {
        let task = TodoItem()
        let label = Label()
        label.bind(\.text) { task.title }
        let terminal = TestTerminal(width: 20, height: 1)
        task.title = "changed while out"
        terminal.window.addSubview(label)
        label.bb.left().top()
        terminal.runUntilIdle()
        terminal.assertScreen(["changed while out   "])
        task.title = "Ship it"
        terminal.runUntilIdle()
        terminal.assertScreen(["Ship it             "])
        // Moved to another window, it follows there.
        let other = TestTerminal(width: 20, height: 1)
        other.window.addSubview(label)
        label.bb.left().top()
        task.title = "moved"
        other.runUntilIdle()
        other.assertScreen(["moved               "])
    }
}
