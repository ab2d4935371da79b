import Foundation
import Testing
import TrellisCore

@testable import TrellisTesting

/// Screenshots saved as SVG and as ANSI text show the screen cell for cell: the SVG is read back
/// with an XML parser and held against every cell's glyph, colours and attributes.
@MainActor
@Suite struct ScreenshotExportTests {
    /// A screen with every attribute, each kind of colour, wide characters and XML's special
    /// characters.
    private func styledTerminal() -> TestTerminal {
        TestTerminal(width: 24, height: 5) { app in
            app.addOverlay { canvas in
                canvas.draw(text: "Plain <&> \"q\"", at: Point(x: 0, y: 0))
                canvas.draw(
                    text: "bold", at: Point(x: 14, y: 0), style: Style(foreground: .red, attributes: .bold))
                canvas.draw(text: "漢字🌳", at: Point(x: 0, y: 1), style: Style(background: .blue))
                canvas.draw(text: "dim", at: Point(x: 7, y: 1), style: Style(attributes: .dim))
                canvas.draw(
                    text: "rev", at: Point(x: 11, y: 1),
                    style: Style(foreground: .green, attributes: .reverse))
                canvas.draw(
                    text: "it ul", at: Point(x: 0, y: 2), style: Style(attributes: [.italic, .underline]))
                canvas.draw(text: "  ", at: Point(x: 5, y: 2), style: Style(attributes: .underline))
                canvas.draw(text: "strike", at: Point(x: 8, y: 2), style: Style(attributes: .strikethrough))
                canvas.draw(
                    text: "idx", at: Point(x: 0, y: 3),
                    style: Style(foreground: .indexed(196), background: .indexed(238)))
                canvas.draw(
                    text: "rgb", at: Point(x: 4, y: 3),
                    style: Style(foreground: .rgb(0x12, 0xab, 0xef), background: .rgb(1, 2, 3)))
                canvas.fill(Rect(x: 10, y: 4, width: 5, height: 1), with: .blank(Style(background: .magenta)))
                canvas.draw(text: "中", at: Point(x: 22, y: 4), style: Style(foreground: .yellow))
            }
        }
    }

    @Test func theSVGShowsEveryCellInItsGlyphColoursAndAttributes() throws {
        let terminal = styledTerminal()
        let options = Screenshot.SVGOptions(title: "a <styled> screen")
        let svg = terminal.snapshotSVG(options: options)
        let screenshot = terminal.backend.screenshot()
        let picture = try SVGScreenReader(svg: svg, columns: 24, rows: 5, options: options)
        #expect(picture.rootSize?.width == 8 * 2 + 24 * 9)
        #expect(picture.rootSize?.height == 8 * 2 + 5 * 18)
        var mismatches: [String] = []
        for y in 0..<5 {
            for x in 0..<24 {
                let cell = try #require(screenshot[x, y])
                let expected = Self.painted(cell, left: screenshot[x - 1, y], palette: options.palette)
                var shown = picture.cells[y][x]
                if Self.showsOnlyBackground(cell) {
                    // A blank inside a run of text may be drawn with the run's colours; either
                    // way it shows nothing but its background.
                    shown = SVGScreenReader.PaintedCell(glyph: shown.glyph, background: shown.background)
                }
                if shown != expected {
                    mismatches.append("(\(x), \(y)): shown \(shown), expected \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // The screen really has what the test means to check.
        #expect(screenshot.lines[1].hasPrefix("漢字🌳"))
        #expect(svg.contains("<title>a &lt;styled&gt; screen</title>"))
    }

    /// Whether a cell is a blank that shows its background alone.
    private static func showsOnlyBackground(_ cell: Cell) -> Bool {
        !cell.isContinuation && cell.isSpace
            && cell.style.attributes.isDisjoint(with: [.underline, .strikethrough])
    }

    /// What a cell should look like in the picture: a space shows nothing but its background
    /// unless it is underlined or struck through.
    private static func painted(_ cell: Cell, left: Cell?, palette: TerminalPalette)
        -> SVGScreenReader.PaintedCell
    {
        let paint = palette.paint(for: cell.style)
        var expected = SVGScreenReader.PaintedCell(background: paint.background.description)
        let glyphCell = cell.isContinuation ? left! : cell
        let attributes = glyphCell.style.attributes
        guard !showsOnlyBackground(glyphCell) else { return expected }
        expected.glyph = cell.isContinuation ? " " : cell.grapheme
        expected.isRightHalf = cell.isContinuation
        expected.foreground = palette.paint(for: glyphCell.style).foreground.description
        expected.bold = attributes.contains(.bold)
        expected.italic = attributes.contains(.italic)
        expected.decorations = [
            attributes.contains(.underline) ? "underline" : nil,
            attributes.contains(.strikethrough) ? "line-through" : nil,
        ].compactMap { $0 }.joined(separator: " ")
        return expected
    }

    @Test func thePaletteMapsEveryKindOfColour() {
        let palette = TerminalPalette.dark
        #expect(palette.rgb(for: .default, as: .foreground) == palette.foreground)
        #expect(palette.rgb(for: .default, as: .background) == palette.background)
        #expect(palette.rgb(for: .brightWhite, as: .foreground) == palette.ansi[15])
        #expect(palette.rgb(for: .indexed(9), as: .foreground) == palette.ansi[9])
        #expect(palette.rgb(for: .indexed(196), as: .foreground) == RGBColor(255, 0, 0))
        #expect(palette.rgb(for: .indexed(16), as: .foreground) == RGBColor(0, 0, 0))
        #expect(palette.rgb(for: .indexed(110), as: .foreground) == RGBColor(135, 175, 215))
        #expect(palette.rgb(for: .indexed(232), as: .foreground) == RGBColor(8, 8, 8))
        #expect(palette.rgb(for: .indexed(255), as: .foreground) == RGBColor(238, 238, 238))
        #expect(palette.rgb(for: .rgb(1, 2, 3), as: .background).description == "#010203")
        let reversed = palette.paint(for: Style(foreground: .red, attributes: .reverse))
        #expect(reversed.foreground == palette.background)
        #expect(reversed.background == palette.ansi[1])
        let dim = palette.paint(
            for: Style(foreground: .rgb(200, 100, 0), background: .rgb(0, 0, 0), attributes: .dim))
        #expect(dim.foreground == RGBColor(100, 50, 0))
    }

    @Test func theANSITextShowsTheSameCells() {
        let terminal = TestTerminal(width: 12, height: 3) { app in
            app.addOverlay { canvas in
                canvas.draw(text: "ok", at: Point(x: 0, y: 0))
                canvas.draw(
                    text: "err", at: Point(x: 3, y: 0), style: Style(foreground: .red, attributes: .bold))
                canvas.draw(text: "漢", at: Point(x: 0, y: 1), style: Style(background: .indexed(236)))
                canvas.draw(text: "x", at: Point(x: 5, y: 1), style: Style(foreground: .rgb(1, 2, 3)))
            }
        }
        let text = terminal.backend.screenshot().ansiText()
        #expect(
            text == "ok \u{1B}[0;1;31merr\u{1B}[0m\n"
                + "\u{1B}[0;48;5;236m漢\u{1B}[0m   \u{1B}[0;38;2;1;2;3mx\u{1B}[0m\n"
                + "\n")
    }
}
