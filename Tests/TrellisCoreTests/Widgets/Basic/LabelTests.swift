import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct LabelTests {
    /// Three labels across the whole window, one per alignment.
    private func makeAlignedLabels(width: Int) -> TestTerminal {
        TestTerminal(width: width, height: 3) { app in
            app.window.theme = .monochrome
            for (row, alignment) in [TextAlignment.leading, .center, .trailing].enumerated() {
                let label = Label("Trellis")
                label.alignment = alignment
                app.window.addSubview(label)
                label.bb.left().right().top(Double(row))
            }
        }
    }

    @Test func alignmentsAtTwoSizes() {
        let terminal = makeAlignedLabels(width: 12)
        terminal.assertScreen([
            "Trellis     ",
            "  Trellis   ",
            "     Trellis",
        ])
        terminal.resize(to: Size(width: 9, height: 3))
        terminal.assertScreen([
            "Trellis  ",
            " Trellis ",
            "  Trellis",
        ])
        terminal.resize(to: Size(width: 5, height: 3))
        terminal.assertScreen([
            "Trel…",
            "Trel…",
            "Trel…",
        ])
    }

    @Test func intrinsicSizeIsTheWidestLineByTheLineCount() {
        let label = Label("Name\n名前 OK")
        #expect(label.intrinsicContentSize == Size(width: 7, height: 2))
        let terminal = BasicWidgetTest.terminal(10, 4, showing: label, origin: Point(x: 1, y: 1))
        #expect(label.frame == Rect(x: 1, y: 1, width: 7, height: 2))
        terminal.assertScreen([
            "          ",
            " Name     ",
            " 名前 OK  ",
            "          ",
        ])
        label.text = "a\nb\nlonger"
        terminal.runUntilIdle()
        #expect(label.frame == Rect(x: 1, y: 1, width: 6, height: 3))
        terminal.assertScreen([
            "          ",
            " a        ",
            " b        ",
            " longer   ",
        ])
        #expect(Label().intrinsicContentSize == Size(width: 0, height: 1))
    }

    /// A label measures a line of ASCII in one pass over its bytes, and any other text by its
    /// lines. Either way a text measures as its lines do (the widest line's display width, by
    /// the number of lines), whatever it holds: random texts of letters, spaces, tabs, DEL and
    /// escape, every ASCII newline and two that are not ASCII, accents (one scalar or two),
    /// wide characters and emoji, some one character long, some empty.
    @Test func everyTextMeasuresAsItsLines() {
        let pieces = [
            "a", "Z", " ", "~", "\t", "\u{7F}", "\u{1B}", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}",
            "\u{85}", "\u{2028}", "é", "e\u{301}", "漢", "🙂",
        ]
        var random = SplitMix64Generator(state: 13)
        for _ in 0..<600 {
            let count = random.next(below: 10)
            let text = (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let expected = Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
            #expect(Label(text).intrinsicContentSize == expected, "\(text.debugDescription)")
        }
    }

    @Test func numberOfLinesLimitsTheSizeAndMarksTheCut() {
        let label = Label("one\ntwo\nthree, the longest")
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == Size(width: 3, height: 2))
        let terminal = BasicWidgetTest.terminal(8, 3, showing: label)
        terminal.assertScreen([
            "one     ",
            "tw…     ",
            "        ",
        ])
        label.numberOfLines = 0
        terminal.runUntilIdle()
        #expect(label.frame.size == Size(width: 18, height: 3))
        terminal.assertScreen([
            "one     ",
            "two     ",
            "three, t",
        ])
    }

    @Test func truncationAtTwoSizesWhenTheFrameIsSmallerThanTheText() {
        let label = Label("first line\nsecond\nthird")
        let terminal = BasicWidgetTest.terminal(
            9, 3, showing: label, at: Rect(x: 1, y: 0, width: 7, height: 2))
        terminal.assertScreen([
            " first … ",
            " second… ",
            "         ",
        ])
        let wide = BasicWidgetTest.terminal(
            14, 3, showing: Label("first line\nsecond\nthird"), at: Rect(x: 1, y: 0, width: 12, height: 3))
        wide.assertScreen([
            " first line   ",
            " second       ",
            " third        ",
        ])
    }

    /// A wrapping label across the window with a marker label right below it.
    private func makeWrappingLabel(width: Int) -> (TestTerminal, Label, Label) {
        let text = Label("the quick brown fox jumps over the lazy dog")
        let marker = Label("END")
        let terminal = TestTerminal(width: width, height: 6) { app in
            app.window.theme = .monochrome
            text.lineBreakMode = .wordWrapping
            app.window.addSubview(text)
            app.window.addSubview(marker)
            text.bb.left().right().top()
            marker.bb.left().top(text.bottomAnchor)
        }
        return (terminal, text, marker)
    }

    @Test func wrappingLabelHeightFollowsItsWidthUnderResize() {
        let (terminal, text, marker) = makeWrappingLabel(width: 20)
        #expect(text.frame == Rect(x: 0, y: 0, width: 20, height: 3))
        terminal.assertScreen([
            "the quick brown fox ",
            "jumps over the lazy ",
            "dog                 ",
            "END                 ",
            "                    ",
            "                    ",
        ])
        terminal.resize(to: Size(width: 12, height: 6))
        #expect(text.frame == Rect(x: 0, y: 0, width: 12, height: 4))
        #expect(marker.frame.minY == 4)
        terminal.assertScreen([
            "the quick   ",
            "brown fox   ",
            "jumps over  ",
            "the lazy dog",
            "END         ",
            "            ",
        ])
        terminal.resize(to: Size(width: 50, height: 2))
        #expect(text.frame.height == 1)
        terminal.assertScreen([
            "the quick brown fox jumps over the lazy dog       ",
            "END                                               ",
        ])
        #expect(text.heightForWidth(12) == 4)
        text.lineBreakMode = .truncatingTail
        #expect(text.heightForWidth(12) == nil)
    }

    @Test func wrappingWithALineLimitEndsWithAnEllipsis() {
        let (terminal, text, marker) = makeWrappingLabel(width: 12)
        text.numberOfLines = 2
        terminal.runUntilIdle()
        #expect(text.frame.height == 2)
        #expect(marker.frame.minY == 2)
        terminal.assertScreen([
            "the quick   ",
            "brown fox…  ",
            "END         ",
            "            ",
            "            ",
            "            ",
        ])
    }

    @Test func styleComesFromTheThemeUnlessOverridden() {
        let label = Label("Hi")
        let bold = Theme.monochrome.with { $0.text = Style(attributes: .bold) }
        let terminal = BasicWidgetTest.terminal(4, 1, showing: label, theme: bold)
        #expect(terminal.styledScreen == ["{bold}Hi{plain}  "])
        label.themeStyle = \.secondaryText
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{dim}Hi{plain}  "])
        label.textStyle = Style(foreground: .red)
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{fg=red}Hi{plain}  "])
        label.textStyle = nil
        terminal.runUntilIdle()
        #expect(terminal.styledScreen == ["{dim}Hi{plain}  "])
    }

    @Test func aStyleWithABackgroundFillsTheLabel() {
        let label = Label("ab")
        label.textStyle = Style(background: .blue)
        let terminal = BasicWidgetTest.terminal(
            6, 1, showing: label, at: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(terminal.styledScreen == [" {bg=blue}ab  {plain} "])
    }

    @Test func textKeepsTheBackgroundOfWhatIsBehindIt() {
        let terminal = TestTerminal(width: 6, height: 1) { app in
            app.window.theme = .monochrome
            let panel = TermView()
            panel.backgroundColor = .blue
            panel.translatesAutoresizingMaskIntoConstraints = false
            app.window.addSubview(panel)
            panel.bb.fill()
            let label = Label("ok")
            label.textStyle = Style(attributes: .bold)
            panel.addSubview(label)
            label.bb.left(1).top()
        }
        #expect(terminal.styledScreen == ["{bg=blue} {bold bg=blue}ok{bg=blue}   "])
    }
}
