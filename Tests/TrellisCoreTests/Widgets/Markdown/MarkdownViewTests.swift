import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct MarkdownViewTests {
    @Test func textWrapsAtWordsWithHangingIndentsForListItems() {
        let view = MarkdownView(
            markdown:
                "# Hello\n\nA paragraph that wraps.\n\n- an item that wraps too\n- two\n\n```\ncode line that is long\n```"
        )
        #expect(
            view.renderedLines(width: 14) == [
                "Hello",
                "",
                "A paragraph",
                "that wraps.",
                "",
                "• an item that",
                "  wraps too",
                "• two",
                "",
                // Code is cut a column short of each edge.
                " code line t…",
            ])
        #expect(view.heightForWidth(14) == 10)
        #expect(view.heightForWidth(40) == 8)
    }

    @Test func aWordWiderThanTheRowIsCut() {
        let view = MarkdownView(markdown: "abcdefghij")
        #expect(view.renderedLines(width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func stylesComeFromTheTheme() {
        let view = MarkdownView(markdown: "# T\n\n*e* **s** `c` [l](u)")
        let theme = Theme.default
        let terminal = BasicWidgetTest.terminal(
            10, 3, showing: view, at: Rect(x: 0, y: 0, width: 10, height: 3), theme: theme)
        var heading = theme.title
        heading.foreground = theme.accent
        heading.attributes.insert(.underline)
        #expect(terminal.styledScreen[0] == "{\(heading)}T{\(Style.plain)}         ")
        let emphasis = Style(attributes: .italic)
        let strong = Style(attributes: .bold)
        let code = Style(background: theme.field.background)
        let link = Style(foreground: theme.accent, attributes: .underline)
        #expect(
            terminal.styledScreen[2]
                == "{\(emphasis)}e{\(Style.plain)} {\(strong)}s{\(Style.plain)} {\(code)}c{\(Style.plain)} {\(link)}l{\(Style.plain)}   "
        )
    }

    @Test func aClickOnALinkOpensIt() {
        let view = MarkdownView(markdown: "see [docs](https://example.org) here")
        var opened: [String] = []
        view.onOpenLink = { opened.append($0) }
        let terminal = BasicWidgetTest.terminal(
            20, 2, showing: view, at: Rect(x: 0, y: 0, width: 20, height: 2))
        terminal.click(at: Point(x: 1, y: 0))
        #expect(opened.isEmpty)
        terminal.click(at: Point(x: 5, y: 0))
        #expect(opened == ["https://example.org"])
    }
}
