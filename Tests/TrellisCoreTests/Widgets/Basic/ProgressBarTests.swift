import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ProgressBarTests {
    private func makeBar(width: Int, value: Double, height: Int = 1) -> (TestTerminal, ProgressBar) {
        let bar = ProgressBar(value: value)
        let terminal = BasicWidgetTest.terminal(
            width, height, showing: bar, at: Rect(x: 0, y: 0, width: width, height: height))
        return (terminal, bar)
    }

    @Test func goldenScreensAtTwoSizes() {
        let (terminal, bar) = makeBar(width: 10, value: 0.55)
        terminal.assertScreen(["█████▌░░░░"])
        bar.value = 0.5
        terminal.runUntilIdle()
        terminal.assertScreen(["█████░░░░░"])
        let (narrow, _) = makeBar(width: 4, value: 0.55)
        narrow.assertScreen(["██▎░"])
    }

    @Test func everyEighthOfACellHasItsBlock() {
        let (terminal, bar) = makeBar(width: 10, value: 0)
        var firstCells: [String] = []
        for eighths in 0...9 {
            bar.value = Double(eighths) / 80
            terminal.runUntilIdle()
            firstCells.append(String(terminal.screen[0].prefix(2)))
        }
        #expect(firstCells == ["░░", "▏░", "▎░", "▍░", "▌░", "▋░", "▊░", "▉░", "█░", "█▏"])
    }

    @Test func valuesAreClamped() {
        let (terminal, bar) = makeBar(width: 4, value: 1.5)
        #expect(bar.value == 1)
        terminal.assertScreen(["████"])
        bar.value = -2
        #expect(bar.value == 0)
        bar.value = .nan
        #expect(bar.value == 0)
        terminal.runUntilIdle()
        terminal.assertScreen(["░░░░"])
    }

    @Test func percentageFollowsTheBarRoundedDown() {
        let (terminal, bar) = makeBar(width: 12, value: 0.42)
        bar.showsPercentage = true
        terminal.runUntilIdle()
        terminal.assertScreen(["███░░░░  42%"])
        bar.value = 0.999
        terminal.runUntilIdle()
        #expect(bar.percentageText == "99%")
        terminal.assertScreen(["███████  99%"])
        bar.value = 1
        terminal.runUntilIdle()
        terminal.assertScreen(["███████ 100%"])
    }

    @Test func aTallBarFillsEveryRowWithThePercentageInTheMiddle() {
        let (terminal, bar) = makeBar(width: 9, value: 0.25, height: 3)
        bar.showsPercentage = true
        terminal.runUntilIdle()
        terminal.assertScreen(["█░░░     ", "█░░░  25%", "█░░░     "])
    }

    @Test func coloursComeFromTheTheme() {
        let bar = ProgressBar(value: 0.5)
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            4, 1, showing: bar, at: Rect(x: 0, y: 0, width: 4, height: 1), theme: theme)
        #expect(terminal.styledScreen == ["{\(theme.progressFill)}██{\(theme.progressTrack)}░░"])
        #expect(bar.intrinsicContentSize == Size(width: 20, height: 1))
        bar.trackCharacter = "·"
        terminal.runUntilIdle()
        #expect(terminal.screen == ["██··"])
    }
}
