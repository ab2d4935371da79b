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
}
