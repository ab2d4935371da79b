import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct ToastTests {
    @Test func toastsStackInTheTopRightAndLeaveAfterTheirTime() {
        let terminal = TestTerminal(width: 30, height: 10) { app in app.window.theme = .monochrome }
        let first = Toast.show("Saved.", kind: .success, in: terminal.app, duration: .seconds(2))
        terminal.advance(by: .seconds(1))
        let second = Toast.show("Disk nearly full.", kind: .warning, in: terminal.app, duration: .seconds(2))
        terminal.runUntilIdle()
        terminal.assertScreen([
            "                              ",
            "                   ╭✓───────╮ ",
            "                   │ Saved. │ ",
            "                   ╰────────╯ ",
            "        ╭!──────────────────╮ ",
            "        │ Disk nearly full. │ ",
            "        ╰───────────────────╯ ",
            "                              ",
            "                              ",
            "                              ",
        ])
        terminal.advance(by: .milliseconds(1100))
        #expect(!first.isShown)
        #expect(second.isShown)
        #expect(terminal.screen[1] == "        ╭!──────────────────╮ ")
        terminal.click(at: Point(x: 15, y: 2))
        #expect(!second.isShown)
        #expect(terminal.screen.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func theBorderTakesTheKindsColour() {
        let terminal = TestTerminal(width: 12, height: 4) { _ in }
        Toast.show("Oops", kind: .error, in: terminal.app)
        terminal.runUntilIdle()
        var border = Theme.default.error
        border.attributes.insert(.bold)
        #expect(terminal.styledScreen[1].contains("{\(border)}╭✗"))
        #expect(Toast.Kind.info.mark == "ℹ")
    }
}
