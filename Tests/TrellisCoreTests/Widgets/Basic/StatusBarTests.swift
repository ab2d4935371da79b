import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct StatusBarTests {
    /// A status bar along the bottom of a window two rows tall.
    private func makeBar(width: Int, theme: Theme = .monochrome) -> (TestTerminal, StatusBar) {
        let bar = StatusBar(
            hints: [
                StatusBar.Hint(key: "^Q", label: "Quit"),
                StatusBar.Hint(key: "F1", label: "Help"),
            ], message: "Saved")
        let terminal = TestTerminal(width: width, height: 2) { app in
            app.window.theme = theme
            app.window.addSubview(bar)
            bar.bb.left().right().bottom()
        }
        return (terminal, bar)
    }

    @Test func goldenScreensAtTwoSizes() {
        let (terminal, bar) = makeBar(width: 30)
        #expect(bar.intrinsicContentSize == Size(width: 25, height: 1))
        terminal.assertScreen([
            "                              ",
            " ^Q Quit  F1 Help       Saved ",
        ])
        terminal.resize(to: Size(width: 22, height: 2))
        terminal.assertScreen([
            "                      ",
            " ^Q Quit  F1 Help  S… ",
        ])
        terminal.resize(to: Size(width: 12, height: 2))
        terminal.assertScreen([
            "            ",
            " ^Q Quit  … ",
        ])
    }

    @Test func keysAndBarTakeTheirThemeStyles() {
        let theme = Theme.default
        let (terminal, bar) = makeBar(width: 20, theme: theme)
        bar.message = ""
        bar.hints = [StatusBar.Hint(key: "^Q", label: "Quit")]
        terminal.runUntilIdle()
        #expect(
            terminal.styledScreen[1]
                == "{\(theme.statusBar)} {\(theme.statusKey)}^Q{\(theme.statusBar)} Quit            ")
        bar.message = "Error"
        bar.messageStyle = Style(foreground: .red)
        terminal.runUntilIdle()
        var error = Style(foreground: .red)
        error.background = theme.statusBar.background
        #expect(terminal.styledScreen[1].hasSuffix("      {\(error)}Error{\(theme.statusBar)} "))
    }

    @Test func aMessageAloneSitsOnTheRight() {
        let bar = StatusBar(message: "Ready")
        #expect(bar.intrinsicContentSize == Size(width: 7, height: 1))
        let terminal = BasicWidgetTest.terminal(
            10, 1, showing: bar, at: Rect(x: 0, y: 0, width: 10, height: 1))
        terminal.assertScreen(["    Ready "])
        bar.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        bar.hints = [StatusBar.Hint(key: "Esc", label: "")]
        terminal.runUntilIdle()
        terminal.assertScreen(["Esc  Ready"])
    }

    @Test func clickingAHintRunsItsAction() {
        var runs: [String] = []
        let bar = StatusBar(hints: [
            StatusBar.Hint(key: "^Q", label: "Quit") { runs.append("quit") },
            StatusBar.Hint(key: "F1", label: "Help"),
            StatusBar.Hint(key: "F2", label: "Save") { runs.append("save") },
        ])
        let terminal = BasicWidgetTest.terminal(
            30, 1, showing: bar, at: Rect(x: 0, y: 0, width: 30, height: 1))
        terminal.assertScreen([" ^Q Quit  F1 Help  F2 Save    "])
        terminal.click(at: Point(x: 5, y: 0))
        terminal.click(at: Point(x: 12, y: 0))
        terminal.click(at: Point(x: 19, y: 0))
        terminal.click(at: Point(x: 9, y: 0))
        #expect(runs == ["quit", "save"])
        #expect(bar.handle(MouseEvent(.press(.left), at: Point(x: 12, y: 0))) == false)
        #expect(bar.handle(MouseEvent(.press(.left), at: Point(x: 28, y: 0))) == false)
    }
}
