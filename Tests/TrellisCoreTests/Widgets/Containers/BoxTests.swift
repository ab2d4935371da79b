import Testing
import TrellisCore
import TrellisTesting

@MainActor
@Suite struct BoxTests {
    /// A box one cell inside the window, with a padded content view filled with dots.
    private func makeBox(
        width: Int, height: Int, title: String? = "Log", lineStyle: LineStyle = .single,
        padding: EdgeInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    ) -> (TestTerminal, Box, Swatch) {
        var parts: (Box, Swatch)!
        let terminal = TestTerminal(width: width, height: height) { app in
            app.window.theme = .monochrome
            let box = Box(title: title, lineStyle: lineStyle, padding: padding)
            app.window.addSubview(box)
            box.pinEdges(to: app.window, inset: 1)
            let dots = Swatch(".")
            box.contentView.addSubview(dots)
            dots.pinEdges(to: box.contentView)
            parts = (box, dots)
        }
        return (terminal, parts.0, parts.1)
    }

    @Test func contentSitsInsideBorderAndPaddingAtTwoSizes() {
        let (terminal, box, dots) = makeBox(width: 14, height: 6)
        terminal.assertScreen([
            "              ",
            " ┌Log───────┐ ",
            " │ ........ │ ",
            " │ ........ │ ",
            " └──────────┘ ",
            "              ",
        ])
        #expect(dots.frameInWindow == Rect(x: 3, y: 2, width: 8, height: 2))
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        terminal.resize(to: Size(width: 9, height: 5))
        terminal.assertScreen([
            "         ",
            " ┌Log──┐ ",
            " │ ... │ ",
            " └─────┘ ",
            "         ",
        ])
        #expect(dots.frameInWindow == Rect(x: 3, y: 2, width: 3, height: 1))
    }

    @Test func everyLineStyleAndTitleAlignment() {
        let (terminal, box, _) = makeBox(width: 12, height: 5, title: "T", padding: .zero)
        let expectations: [(LineStyle, TextAlignment, [String])] = [
            (.double, .leading, ["╔T═══════╗", "║........║", "╚════════╝"]),
            (.rounded, .center, ["╭───T────╮", "│........│", "╰────────╯"]),
            (.heavy, .trailing, ["┏━━━━━━━T┓", "┃........┃", "┗━━━━━━━━┛"]),
            (.ascii, .leading, ["+T-------+", "|........|", "+--------+"]),
        ]
        for (style, alignment, rows) in expectations {
            box.lineStyle = style
            box.titleAlignment = alignment
            terminal.runUntilIdle()
            #expect(Array(terminal.screen[1...3].map { String($0.dropFirst().dropLast()) }) == rows)
        }
    }

    @Test func paddingChangesMoveTheContent() {
        let (terminal, box, dots) = makeBox(width: 12, height: 7, title: nil, padding: .zero)
        #expect(dots.frameInWindow == Rect(x: 2, y: 2, width: 8, height: 3))
        box.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 3)
        terminal.runUntilIdle()
        #expect(box.padding == EdgeInsets(top: 1, left: 2, bottom: 0, right: 3))
        #expect(dots.frameInWindow == Rect(x: 4, y: 3, width: 3, height: 2))
        terminal.assertScreen([
            "            ",
            " ┌────────┐ ",
            " │        │ ",
            " │  ...   │ ",
            " │  ...   │ ",
            " └────────┘ ",
            "            ",
        ])
        // The layout margins guide is the same rectangle the content view fills.
        #expect(box.layoutMarginsGuide.layoutFrame == dots.frameInWindow.offsetBy(dx: -1, dy: -1))
    }

    @Test func longTitlesAreTruncated() {
        let (terminal, box, _) = makeBox(width: 10, height: 4, title: "A long title")
        _ = box
        #expect(terminal.screen[1] == " ┌A lon…┐ ")
    }

    @Test func theBoxTakesItsFittingSizeFromItsContent() {
        var box: Box!
        let terminal = TestTerminal(width: 20, height: 8) { app in
            box = Box(title: "Fit", padding: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
            app.window.addSubview(box)
            box.pinOrigin(x: 0, y: 0)
            let content = Swatch("#", width: 4, height: 2)
            box.contentView.addSubview(content)
            content.pinEdges(to: box.contentView)
        }
        #expect(box.frame == Rect(x: 0, y: 0, width: 8, height: 6))
        #expect(
            box.systemLayoutSizeFitting(TermView.layoutFittingCompressedSize) == Size(width: 8, height: 6))
        _ = terminal
    }

    @Test func theBorderShowsWhenFocusIsInside() {
        var parts: (Box, Swatch, Swatch)!
        let terminal = TestTerminal(width: 16, height: 4) { app in
            let box = Box(title: "In")
            app.window.addSubview(box)
            box.pinOrigin(x: 0, y: 0)
            box.pinSize(width: 8, height: 3)
            let inside = Swatch("i", id: "inside", focusable: true)
            box.contentView.addSubview(inside)
            inside.pinEdges(to: box.contentView)
            let outside = Swatch("o", id: "outside", focusable: true)
            app.window.addSubview(outside)
            outside.pinOrigin(x: 10, y: 0)
            outside.pinSize(width: 3, height: 1)
            parts = (box, inside, outside)
        }
        let (box, inside, outside) = parts
        let unfocused = terminal.styledScreen
        #expect(!box.containsFocus)
        #expect(terminal.backend.cell(at: Point(x: 0, y: 0))?.style == Theme.default.border)
        inside.becomeFocused()
        terminal.runUntilIdle()
        #expect(box.containsFocus)
        #expect(terminal.styledScreen != unfocused)
        #expect(terminal.backend.cell(at: Point(x: 0, y: 0))?.style == Theme.default.focusedBorder)
        #expect(terminal.backend.cell(at: Point(x: 7, y: 2))?.style == Theme.default.focusedBorder)
        outside.becomeFocused()
        terminal.runUntilIdle()
        #expect(!box.containsFocus)
        #expect(terminal.styledScreen == unfocused)
    }
}
