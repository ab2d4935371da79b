extension Canvas {
    /// `style` with the background of the cell already at `position` when `style` leaves the
    /// background to the terminal's default.
    ///
    /// Text drawn on a coloured panel should keep the panel's colour behind it rather than
    /// punch default-coloured holes into it.
    func style(_ style: Style, over position: Point) -> Style {
        guard style.background == .default, let below = cell(at: position) else { return style }
        var merged = style
        merged.background = below.style.background
        return merged
    }

    /// Draws one line of `text` from `position` in `style`; where `style` leaves the
    /// background to the default, each cell keeps the background of the cell it covers.
    ///
    /// Cell by cell, not the first cell's background for the whole line: a frame repaints only
    /// the damaged cells (WindowRenderer), and a cell must come out the same whether or not
    /// the line's first cell is repainted with it. The line is drawn in runs of cells over the
    /// same background (one run, usually).
    /// - Returns: The width of the text, in cells.
    @discardableResult
    func draw(text: some StringProtocol, at position: Point, over style: Style) -> Int {
        guard style.background == .default else { return draw(text: text, at: position, style: style) }
        let line = Substring(text)
        func background(at x: Int) -> Color {
            cell(at: Point(x: x, y: position.y))?.style.background ?? .default
        }
        var runStart = line.startIndex
        var runBackground = background(at: position.x)
        var runX = position.x
        var x = position.x
        var index = line.startIndex
        while index < line.endIndex {
            let width = DisplayWidth.of(line[index])
            if width > 0 && x != runX {
                let below = background(at: x)
                if below != runBackground {
                    var runStyle = style
                    runStyle.background = runBackground
                    draw(text: line[runStart..<index], at: Point(x: runX, y: position.y), style: runStyle)
                    (runStart, runBackground, runX) = (index, below, x)
                }
            }
            x += width
            index = line.index(after: index)
        }
        var runStyle = style
        runStyle.background = runBackground
        draw(text: line[runStart...], at: Point(x: runX, y: position.y), style: runStyle)
        return x - position.x
    }
}
