import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct CommandPaletteTests {
    private func makePalette(log: @escaping @MainActor (String) -> Void) -> (TestTerminal, CommandPalette) {
        let titles = ["Open file", "Save all", "Toggle theme", "Quit"]
        let palette = CommandPalette(
            commands: titles.map { title in
                MenuItem(title, shortcut: title == "Quit" ? "q" : nil) { log(title) }
            })
        palette.preferredWidth = 24
        let terminal = TestTerminal(width: 30, height: 10) { app in app.window.theme = .monochrome }
        palette.present(in: terminal.app)
        terminal.runUntilIdle()
        return (terminal, palette)
    }

    @Test func itListsEveryCommandUnderAnEmptyQuery() {
        let (terminal, palette) = makePalette { _ in }
        #expect(terminal.app.focusedView === palette.queryField)
        terminal.assertScreen([
            "                              ",
            "                              ",
            "   ╭───────Commands───────╮   ",
            "   │ Type a command       │   ",
            "   │ Open file            │   ",
            "   │ Save all             │   ",
            "   │ Toggle theme         │   ",
            "   │ Quit               q │   ",
            "   ╰──────────────────────╯   ",
            "                              ",
        ])
    }

    @Test func typingFiltersAndEnterRunsTheBestMatch() {
        var log: [String] = []
        let (terminal, palette) = makePalette { log.append($0) }
        terminal.type("tt")
        #expect(palette.matches.map(\.match.candidate) == ["Toggle theme"])
        #expect(terminal.screen[4].contains("Toggle theme"))
        #expect(terminal.screen[5].contains("╰"))
        terminal.press(.enter)
        #expect(log == ["Toggle theme"])
        #expect(!palette.isPresented)
    }

    @Test func arrowsMoveTheHighlightAndNothingMatchesShowsAPlaceholder() {
        var log: [String] = []
        let (terminal, palette) = makePalette { log.append($0) }
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.up)
        terminal.press(.enter)
        #expect(log == ["Save all"])
        palette.present(in: terminal.app)
        terminal.runUntilIdle()
        terminal.type("zzz")
        #expect(terminal.screen[4].contains("No matching command"))
        terminal.press(.enter)
        #expect(palette.isPresented)
        terminal.press(.escape)
        #expect(!palette.isPresented)
        #expect(log == ["Save all"])
    }

    @Test func aClickRunsACommandAndMatchedLettersAreHighlighted() {
        var log: [String] = []
        let (terminal, _) = makePalette { log.append($0) }
        terminal.app.window.theme = .default
        terminal.type("q")
        let theme = Theme.default
        var highlight = theme.selection
        highlight.attributes.formUnion([.bold, .underline])
        #expect(terminal.styledScreen[4].contains("{\(highlight)}Q{\(theme.selection)}uit"))
        terminal.click(at: Point(x: 6, y: 4))
        #expect(log == ["Quit"])
    }
}
