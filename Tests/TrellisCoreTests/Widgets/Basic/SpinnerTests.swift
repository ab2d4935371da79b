import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct SpinnerTests {
    @Test func framesAdvanceOnTheApplicationClock() {
        let spinner = Spinner(title: "Loading")
        #expect(spinner.intrinsicContentSize == Size(width: 9, height: 1))
        let terminal = BasicWidgetTest.terminal(12, 1, showing: spinner, origin: Point(x: 1, y: 0))
        terminal.assertScreen([" ⠋ Loading  "])
        spinner.startAnimating()
        terminal.runUntilIdle()
        terminal.assertScreen([" ⠋ Loading  "])
        terminal.advance(by: .milliseconds(80))
        terminal.assertScreen([" ⠙ Loading  "])
        terminal.advance(by: .milliseconds(160))
        terminal.assertScreen([" ⠸ Loading  "])
        #expect(spinner.frameIndex == 3)
        // Ten frames make a full turn.
        terminal.advance(by: .milliseconds(800))
        #expect(spinner.frameIndex == 3)
    }

    @Test func goldenScreensAtTwoSizes() {
        let spinner = Spinner(title: "Fetching data", frames: Spinner.lineFrames)
        let terminal = TestTerminal(width: 16, height: 1) { app in
            app.window.theme = .monochrome
            app.window.addSubview(spinner)
            spinner.bb.left().right().top()
        }
        spinner.startAnimating()
        terminal.advance(by: .milliseconds(80))
        terminal.assertScreen(["\\ Fetching data "])
        terminal.resize(to: Size(width: 8, height: 1))
        terminal.assertScreen(["\\ Fetch…"])
        terminal.advance(by: .milliseconds(80))
        terminal.assertScreen(["| Fetch…"])
    }

    @Test func stoppingResetsAndCancelsTheTimer() {
        let spinner = Spinner(frames: Spinner.lineFrames)
        let terminal = BasicWidgetTest.terminal(3, 1, showing: spinner)
        spinner.startAnimating()
        terminal.advance(by: .milliseconds(200))
        #expect(spinner.frameIndex == 2)
        terminal.assertScreen(["|  "])
        spinner.stopAnimating()
        terminal.runUntilIdle()
        #expect(!spinner.isAnimating)
        terminal.assertScreen(["-  "])
        terminal.advance(by: .milliseconds(500))
        #expect(spinner.frameIndex == 0)
        spinner.hidesWhenStopped = true
        terminal.runUntilIdle()
        terminal.assertScreen(["   "])
        #expect(terminal.app.nextWakeUpForTesting == nil)
    }

    @Test func aSpinnerStartedOutsideAWindowTurnsOnceInOne() {
        let spinner = Spinner(frames: Spinner.lineFrames)
        spinner.startAnimating()
        let terminal = BasicWidgetTest.terminal(2, 1, showing: spinner)
        terminal.advance(by: .milliseconds(80))
        #expect(spinner.frameIndex == 1)
        spinner.removeFromSuperview()
        terminal.advance(by: .milliseconds(400))
        #expect(spinner.frameIndex == 1)
        #expect(terminal.app.nextWakeUpForTesting == nil)
    }

    @Test func changingTheIntervalRestartsTheTimer() {
        let spinner = Spinner(frames: Spinner.lineFrames)
        let terminal = BasicWidgetTest.terminal(2, 1, showing: spinner, theme: .default)
        spinner.startAnimating()
        spinner.interval = .milliseconds(500)
        terminal.advance(by: .milliseconds(400))
        #expect(spinner.frameIndex == 0)
        terminal.advance(by: .milliseconds(100))
        #expect(spinner.frameIndex == 1)
        // The glyph takes the theme's accent colour.
        #expect(terminal.styledScreen == ["{fg=\(Theme.default.accent)}\\{plain} "])
        spinner.frames = []
        #expect(spinner.frames == Spinner.dotFrames)
    }
}
