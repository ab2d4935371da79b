import TrellisCore

/// Drawing a horizontal meter: a bar filled to a fraction with eighth-of-a-cell precision, in
/// a colour that warns as the fraction rises (as `htop` does).
enum MeterBar {
    /// The partial blocks, from one eighth to seven eighths of a cell.
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Draws a bar of `width` cells at `origin`, filled to `fraction` (clamped to 0…1).
    static func draw(
        fraction: Double, width: Int, at origin: Point, in canvas: Canvas, theme: Theme
    ) {
        guard width > 0 else { return }
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let filledEighths = Int((clamped * Double(width * 8)).rounded())
        let fill = fillStyle(for: clamped, theme: theme)
        for x in 0..<width {
            let position = Point(x: origin.x + x, y: origin.y)
            let cellEighths = filledEighths - x * 8
            if cellEighths >= 8 {
                canvas.put("█", at: position, style: fill)
            } else if cellEighths > 0 {
                canvas.put(eighths[cellEighths - 1], at: position, style: fill)
            } else {
                canvas.put("░", at: position, style: theme.progressTrack)
            }
        }
    }

    /// The fill's style: the theme's progress colour while low, its warning colour above 60 %,
    /// its error colour above 85 % (in a monochrome theme all three are plain).
    static func fillStyle(for fraction: Double, theme: Theme) -> Style {
        let level: Style =
            fraction > 0.85 ? theme.error : (fraction > 0.6 ? theme.warning : theme.progressFill)
        return Style(
            foreground: level.foreground == .default ? theme.progressFill.foreground : level.foreground,
            background: theme.progressFill.background, attributes: theme.progressFill.attributes)
    }
}
