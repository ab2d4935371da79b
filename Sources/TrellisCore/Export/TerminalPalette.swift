/// The colours a terminal shows for ``Color`` values: its default foreground and background, its
/// 16 ANSI colours, and the standard 256-colour palette built on them. A picture of a screen
/// (``Screenshot/svg(options:)``) is painted with one.
///
/// ```swift
/// let palette = TerminalPalette.dark
/// palette.rgb(for: .red, as: .foreground)      // #cd3131
/// palette.rgb(for: .indexed(196), as: .foreground)  // #ff0000
/// ```
public struct TerminalPalette: Hashable, Sendable {
    /// Which side of a cell a colour paints: the default colour differs between the two.
    public enum Layer: Hashable, Sendable {
        /// The glyph.
        case foreground
        /// The cell behind the glyph.
        case background
    }

    /// What `Color.default` is as a foreground.
    public var foreground: RGBColor
    /// What `Color.default` is as a background.
    public var background: RGBColor
    /// ANSI colours 0…15 (black, red, green, yellow, blue, magenta, cyan, white, then their
    /// bright forms). Fewer than 16 entries leave the rest black.
    public var ansi: [RGBColor]

    /// Creates a palette.
    public init(foreground: RGBColor, background: RGBColor, ansi: [RGBColor]) {
        self.foreground = foreground
        self.background = background
        self.ansi = ansi
    }

    /// Light text on a near-black background, with the customary ANSI colours of terminal
    /// emulators.
    public static let dark = TerminalPalette(
        foreground: RGBColor(hex: 0xd4d4d4), background: RGBColor(hex: 0x1e1e1e),
        ansi: [
            0x000000, 0xcd3131, 0x0dbc79, 0xe5e510, 0x2472c8, 0xbc3fbc, 0x11a8cd, 0xe5e5e5,
            0x666666, 0xf14c4c, 0x23d18b, 0xf5f543, 0x3b8eea, 0xd670d6, 0x29b8db, 0xffffff,
        ].map { RGBColor(hex: $0) })

    /// The colour `color` shows as on this terminal.
    ///
    /// - Parameters:
    ///   - color: The colour of a style.
    ///   - layer: Whether it paints the glyph or the cell (for `Color.default`).
    public func rgb(for color: Color, as layer: Layer) -> RGBColor {
        switch color {
        case .default:
            return layer == .foreground ? foreground : background
        case .ansi(let number), .indexed(let number):
            return paletteEntry(Int(number))
        case .rgb(let red, let green, let blue):
            return RGBColor(red, green, blue)
        }
    }

    /// The foreground and background a cell of `style` is painted with: reverse swaps them, dim
    /// brings the foreground half way to the background.
    public func paint(for style: Style) -> (foreground: RGBColor, background: RGBColor) {
        var glyph = rgb(for: style.foreground, as: .foreground)
        var cell = rgb(for: style.background, as: .background)
        if style.attributes.contains(.reverse) { swap(&glyph, &cell) }
        if style.attributes.contains(.dim) { glyph = glyph.mixed(with: cell, fraction: 0.5) }
        return (glyph, cell)
    }

    /// Entry `number` of the 256-colour palette: the 16 ANSI colours, a 6×6×6 colour cube
    /// (16…231), then 24 greys (232…255).
    private func paletteEntry(_ number: Int) -> RGBColor {
        if number < 16 { return number < ansi.count ? ansi[number] : RGBColor(0, 0, 0) }
        if number < 232 {
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = number - 16
            return RGBColor(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        }
        let grey = UInt8(8 + 10 * (number - 232))
        return RGBColor(grey, grey, grey)
    }
}
