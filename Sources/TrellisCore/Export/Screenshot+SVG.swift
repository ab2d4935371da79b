extension Screenshot {
    /// How ``Screenshot/svg(options:)`` draws a screen: the colours, the size of a cell, the
    /// font and the margin around the grid.
    public struct SVGOptions: Hashable, Sendable {
        /// The colours of the terminal pictured.
        public var palette: TerminalPalette
        /// The width of one cell, in SVG user units (pixels).
        public var cellWidth: Int
        /// The height of one cell (one row), in pixels.
        public var cellHeight: Int
        /// The font size, in pixels; a monospace font's advance is about 0.6 of it.
        public var fontSize: Int
        /// The CSS font families, best first: monospace fonts with box-drawing glyphs.
        public var fontFamily: String
        /// The margin around the grid, in pixels, painted with the default background.
        public var padding: Int
        /// A title for the picture (an SVG `<title>`, which viewers show as its name), or `nil`.
        public var title: String?

        /// Creates options; the defaults draw 9×18-pixel cells in a 15-pixel monospace font on
        /// the dark palette.
        public init(
            palette: TerminalPalette = .dark, cellWidth: Int = 9, cellHeight: Int = 18, fontSize: Int = 15,
            fontFamily: String =
                "'DejaVu Sans Mono', 'Cascadia Mono', 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
            padding: Int = 8, title: String? = nil
        ) {
            self.palette = palette
            self.cellWidth = cellWidth
            self.cellHeight = cellHeight
            self.fontSize = fontSize
            self.fontFamily = fontFamily
            self.padding = padding
            self.title = title
        }

        /// The distance from the top of a row to the baseline of its text: four fifths of the
        /// row, where a monospace font's descenders still fit.
        public var baseline: Int { (cellHeight * 4 + 2) / 5 }
    }

    /// The screenshot as an SVG picture: every cell in its place on a grid, in its colours and
    /// attributes.
    ///
    /// The picture is plain SVG 1.1 (valid XML): one `<rect>` per run of cells sharing a
    /// background other than the default, and one `<text>` per run of glyphs sharing a style,
    /// placed at the run's first cell and stretched (`textLength`) to exactly its cells — a wide
    /// cluster gets a `<text>` of two cells of its own — so the grid holds whatever font the
    /// viewer substitutes. Bold, italic, underline and strikethrough become the font's weight,
    /// style and decorations; reverse swaps the colours and dim mixes the glyph's colour half way
    /// into the background (``TerminalPalette/paint(for:)``). Blink is not drawn.
    ///
    /// - Parameter options: Colours, cell size and font.
    /// - Returns: The SVG document.
    /// - Complexity: O(*width × height*).
    public func svg(options: SVGOptions = SVGOptions()) -> String {
        let width = options.padding * 2 + size.width * options.cellWidth
        let height = options.padding * 2 + size.height * options.cellHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" xml:space="preserve">

            """
        if let title = options.title { svg += "<title>\(Self.escaped(title))</title>\n" }
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(options.palette.background)\"/>\n"
        svg += "<g shape-rendering=\"crispEdges\">\n"
        for y in 0..<size.height { appendBackgrounds(ofRow: y, options: options, to: &svg) }
        svg += "</g>\n"
        svg += "<g font-family=\"\(Self.escaped(options.fontFamily))\" font-size=\"\(options.fontSize)\">\n"
        for y in 0..<size.height { appendText(ofRow: y, options: options, to: &svg) }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// One `<rect>` per run of cells whose background is not the picture's.
    private func appendBackgrounds(ofRow y: Int, options: SVGOptions, to svg: inout String) {
        let cells = row(y)
        var x = 0
        while x < size.width {
            let fill = options.palette.paint(for: cells[cells.startIndex + x].style).background
            var end = x + 1
            while end < size.width,
                options.palette.paint(for: cells[cells.startIndex + end].style).background == fill
            {
                end += 1
            }
            if fill != options.palette.background {
                svg +=
                    "<rect x=\"\(options.padding + x * options.cellWidth)\" "
                    + "y=\"\(options.padding + y * options.cellHeight)\" "
                    + "width=\"\((end - x) * options.cellWidth)\" height=\"\(options.cellHeight)\" fill=\"\(fill)\"/>\n"
            }
            x = end
        }
    }

    /// One `<text>` per run of one-cell glyphs of one style (undecorated spaces at its ends left
    /// out), and one per wide cluster.
    private func appendText(ofRow y: Int, options: SVGOptions, to svg: inout String) {
        let cells = row(y)
        let first = cells.startIndex
        var x = 0
        while x < size.width {
            let cell = cells[first + x]
            if cell.isContinuation {
                x += 1
                continue
            }
            var end = x + 1
            if cell.width == 1 {
                while end < size.width, cells[first + end].width == 1, cells[first + end].style == cell.style
                {
                    end += 1
                }
            } else {
                end = min(size.width, x + Int(cell.width))
            }
            var start = x
            x = end
            // (A wide cluster's continuation counts as a space: only runs of one-cell glyphs are
            // trimmed.)
            if cell.width == 1, !Self.drawsSpaces(cell.style) {
                while start < end, cells[first + start].isSpace { start += 1 }
                while end > start, cells[first + end - 1].isSpace { end -= 1 }
            }
            guard start < end else { continue }
            let text = String(
                cells[(first + start)..<(first + end)].lazy.filter { !$0.isContinuation }.map(\.grapheme))
            svg += Self.textElement(
                text, style: cell.style, column: start, row: y, columns: end - start, options: options)
        }
    }

    private static func textElement(
        _ text: String, style: Style, column: Int, row: Int, columns: Int, options: SVGOptions
    ) -> String {
        var element = "<text x=\"\(options.padding + column * options.cellWidth)\" "
        element += "y=\"\(options.padding + row * options.cellHeight + options.baseline)\" "
        element += "fill=\"\(options.palette.paint(for: style).foreground)\""
        if style.attributes.contains(.bold) { element += " font-weight=\"bold\"" }
        if style.attributes.contains(.italic) { element += " font-style=\"italic\"" }
        var decorations: [String] = []
        if style.attributes.contains(.underline) { decorations.append("underline") }
        if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
        if !decorations.isEmpty { element += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        element += " textLength=\"\(columns * options.cellWidth)\" lengthAdjust=\"spacingAndGlyphs\">"
        return element + escaped(text) + "</text>\n"
    }

    /// Whether spaces of this style show anything besides their background.
    private static func drawsSpaces(_ style: Style) -> Bool {
        !style.attributes.isDisjoint(with: [.underline, .strikethrough])
    }

    /// `text` with XML's special characters escaped, and characters XML 1.0 cannot hold (C0
    /// controls other than tab and line feed, which a cell never holds) replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
