// The "terminal too small" answer, computed from the constraints: when the required
// constraints need more room than the terminal has, the application says how much it needs.

extension Application {
    /// The notice's lines for a terminal of `size` when the layout needs `required`.
    static func tooSmallLines(size: Size, required: Size) -> [String] {
        [
            "Terminal too small",
            "needs \(max(required.width, size.width))×\(max(required.height, size.height))",
            "has \(size.width)×\(size.height)",
        ]
    }

    /// Clears the screen and centres the notice on it.
    func drawTooSmallNotice() {
        let canvas = Canvas(buffer: screen.back)
        let theme = window.theme
        canvas.fill(with: .blank(theme.background))
        let lines = Self.tooSmallLines(size: screen.size, required: window.requiredSize)
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
