import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct MenuTests {
    /// A terminal with a menu bar on its top row and room for the menus under it.
    private func makeBar(log: @escaping @MainActor (String) -> Void) -> (TestTerminal, MenuBar) {
        let item: (String) -> MenuItem = { title in MenuItem(title) { log(title) } }
        let bar = MenuBar(menus: [
            MenuBar.Menu("File", items: [item("New"), MenuItem("Save", shortcut: "^S") { log("Save") }]),
            MenuBar.Menu("Edit", items: [item("Undo"), MenuItem("Redo", isEnabled: false), item("Copy")]),
        ])
        let terminal = BasicWidgetTest.terminal(
            24, 6, showing: bar, at: Rect(x: 0, y: 0, width: 24, height: 1))
        return (terminal, bar)
    }

    @Test func aClickOnATitleDropsItsMenuUnderIt() {
        var log: [String] = []
        let (terminal, bar) = makeBar { log.append($0) }
        #expect(bar.titleRange(1) == 6..<12)
        terminal.click(at: Point(x: 7, y: 0))
        #expect(bar.openIndex == 1)
        terminal.assertScreen([
            " File  Edit             ",
            "      ┌──────┐          ",
            "      │ Undo │          ",
            "      │ Redo │          ",
            "      │ Copy │          ",
            "      └──────┘          ",
        ])
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.enter)
        // Redo is disabled (it can be highlighted, not chosen); Copy is two rows down.
        #expect(log == ["Copy"])
        #expect(bar.openIndex == nil)
        #expect(terminal.screen[1].allSatisfy { $0 == " " })
    }

    @Test func leftAndRightMoveBetweenMenusAndEscapeCloses() {
        var log: [String] = []
        let (terminal, bar) = makeBar { log.append($0) }
        bar.open(0)
        terminal.runUntilIdle()
        #expect(terminal.screen[3] == "│ Save   ^S │           ")
        terminal.press(.right)
        #expect(bar.openIndex == 1)
        terminal.press(.right)
        #expect(bar.openIndex == 0)
        terminal.press(.left)
        #expect(bar.openIndex == 1)
        terminal.press(.escape)
        #expect(bar.openIndex == nil)
        #expect(log.isEmpty)
    }

    @Test func aClickOutsideClosesWithoutChoosingAndAClickOnAnItemChooses() {
        var log: [String] = []
        let (terminal, bar) = makeBar { log.append($0) }
        bar.open(0)
        terminal.runUntilIdle()
        terminal.click(at: Point(x: 20, y: 5))
        #expect(bar.openIndex == nil)
        bar.open(0)
        terminal.runUntilIdle()
        terminal.click(at: Point(x: 3, y: 2))
        #expect(log == ["New"])
        #expect(bar.openIndex == nil)
    }

    @Test func aContextMenuStaysInsideTheWindow() {
        var chosen: [String] = []
        var cancelled = 0
        let terminal = TestTerminal(width: 20, height: 6) { app in app.window.theme = .monochrome }
        let menu = MenuPanel(
            items: ["Cut", "Copy", "Paste"].map { title in MenuItem(title) { chosen.append(title) } })
        menu.onCancel = { cancelled += 1 }
        // Asked for at the bottom right corner, it slides up and left to fit.
        menu.present(in: terminal.app, placement: .at(Point(x: 18, y: 5)))
        terminal.runUntilIdle()
        #expect(menu.frame == Rect(x: 11, y: 1, width: 9, height: 5))
        terminal.press(.escape)
        #expect(cancelled == 1)
        #expect(!menu.isPresented)
        menu.present(in: terminal.app, placement: .at(Point(x: 0, y: 0)))
        terminal.runUntilIdle()
        terminal.press(.end)
        terminal.press(.enter)
        #expect(chosen == ["Paste"])
    }

    @Test func theHighlightAndTheBarUseTheTheme() {
        let (terminal, bar) = makeBar { _ in }
        terminal.app.window.theme = .default
        bar.open(0)
        terminal.runUntilIdle()
        let theme = Theme.default
        #expect(terminal.styledScreen[0].hasPrefix("{\(theme.selection)} File {\(theme.statusBar)} Edit"))
        #expect(terminal.styledScreen[2].contains("{\(theme.selection)} New"))
    }
}
