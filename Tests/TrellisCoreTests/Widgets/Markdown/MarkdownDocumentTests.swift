import Testing
import TrellisCore

@MainActor
@Suite struct MarkdownDocumentTests {
    typealias Span = MarkdownDocument.Span

    @Test func blocksOfEveryKind() {
        let document = MarkdownDocument(
            parsing: """
                # Title
                Some text
                over two lines.

                - one
                  continued
                  - nested
                3. third

                ```swift
                let x = 1
                  indented
                ```
                ---
                #not a heading
                """)
        #expect(
            document.blocks == [
                .heading(level: 1, [Span("Title")]),
                .paragraph([Span("Some text over two lines.")]),
                .listItem(marker: "•", depth: 0, [Span("one continued")]),
                .listItem(marker: "•", depth: 1, [Span("nested")]),
                .listItem(marker: "3.", depth: 0, [Span("third")]),
                .code(language: "swift", lines: ["let x = 1", "  indented"]),
                .rule,
                .paragraph([Span("#not a heading")]),
            ])
    }

    @Test func inlineStyles() {
        #expect(
            MarkdownDocument.spans(parsing: "a *b* **c** `d*e` [f](g)")
                == [
                    Span("a "), Span("b", isEmphasis: true), Span(" "), Span("c", isStrong: true), Span(" "),
                    Span("d*e", isCode: true), Span(" "), Span("f", link: "g"),
                ])
        #expect(
            MarkdownDocument.spans(parsing: "__strong _and emphasis_ here__")
                == [
                    Span("strong ", isStrong: true), Span("and emphasis", isEmphasis: true, isStrong: true),
                    Span(" here", isStrong: true),
                ])
        #expect(
            MarkdownDocument.spans(parsing: "[**bold** link](u)")
                == [Span("bold", isStrong: true, link: "u"), Span(" link", link: "u")])
    }

    @Test func unclosedMarkersAndEscapesStayText() {
        #expect(MarkdownDocument.spans(parsing: "2 * 3 * 4") == [Span("2 * 3 * 4")])
        #expect(MarkdownDocument.spans(parsing: "snake_case_name") == [Span("snake_case_name")])
        #expect(MarkdownDocument.spans(parsing: "a *b") == [Span("a *b")])
        #expect(MarkdownDocument.spans(parsing: "\\*not\\* `open") == [Span("*not* `open")])
        #expect(MarkdownDocument.spans(parsing: "[no link] (x)") == [Span("[no link] (x)")])
        #expect(
            MarkdownDocument(parsing: "```\nnever closed").blocks == [
                .code(language: nil, lines: ["never closed"])
            ])
        #expect(MarkdownDocument(parsing: "").blocks.isEmpty)
    }
}
