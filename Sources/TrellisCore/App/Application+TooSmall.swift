// The "terminal too small" answer, computed from the constraints: when the required
// constraints need more room than the terminal has, the application says how much it needs.

extension Application {
    /// The notice's lines for a terminal of `size` when the layout needs `needed`.
    static func tooSmallLines(size: Size, needed: Size) -> [String] {
        [
            "Terminal too small",
            "needs \(needed.width)×\(needed.height)",
            "has \(size.width)×\(size.height)",
        ]
    }

    /// The size to ask for on a terminal of `size` that the layout does not fit: the smallest
    /// size its required constraints allow (`required`), and on an axis where that is no larger
    /// than the terminal, the terminal's own length.
    ///
    /// When required constraints tie the two axes together (a width that depends on the height),
    /// the smallest size overall may fit the terminal on both axes although the layout at this
    /// size did not; the notice then asks for the size the window took (`laidOut`), which does
    /// fit.
    static func neededSize(size: Size, required: Size, laidOut: Size) -> Size {
        func atLeastTheTerminal(_ wanted: Size) -> Size {
            Size(width: max(wanted.width, size.width), height: max(wanted.height, size.height))
        }
        let needed = atLeastTheTerminal(required)
        return needed == size ? atLeastTheTerminal(laidOut) : needed
    }

    /// Clears the screen and centres the notice on it.
    func drawTooSmallNotice() {
        let canvas = Canvas(buffer: screen.back)
        let theme = window.theme
        canvas.fill(with: .blank(theme.background))
        let needed = Self.neededSize(
            size: screen.size, required: window.requiredSize, laidOut: window.frame.size)
        let lines = Self.tooSmallLines(size: screen.size, needed: needed)
        // As many lines as fit, the most important first.
        let shown = Array(lines.prefix(max(1, screen.size.height)))
        let top = max(0, (screen.size.height - shown.count) / 2)
        for (index, line) in shown.enumerated() {
            let row = Rect(x: 0, y: top + index, width: screen.size.width, height: 1)
            _ = canvas.draw(
                text: line, in: row, style: index == 0 ? theme.warning : theme.text, alignment: .center,
                wrapping: .none)
        }
    }
}
