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
    /// the line's first cell is repainted with it.
    /// - Returns: The width of the text, in cells.
    @discardableResult
    func draw(text: some StringProtocol, at position: Point, over style: Style) -> Int {
        guard style.background == .default else { return draw(text: text, at: position, style: style) }
        var x = position.x
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            let cellPosition = Point(x: x, y: position.y)
            draw(text: String(character), at: cellPosition, style: self.style(style, over: cellPosition))
            x += width
        }
        return x - position.x
    }
}
