import TrellisCore

/// Maps Trellis colours to the colour numbers of a terminal with a given depth: each colour
/// becomes the nearest one the terminal has.
///
/// - An RGB colour becomes the nearest entry of the 6×6×6 cube or the grey ramp on a 256-colour
///   terminal (never one of the first 16, which themes redefine), the nearest of the 16 (or 8)
///   ANSI colours on a 16- (or 8-) colour terminal, and itself on a direct-colour one.
/// - A palette index beyond what the terminal has goes through its standard RGB value.
/// - A bright ANSI colour on an 8-colour terminal becomes its normal counterpart.
/// - On a monochrome terminal everything is the default colour.
///
/// "Nearest" weighs the channels 2:4:3 (red, green, blue), a cheap approximation of how
/// differently the eye sees them.
///
/// ```swift
/// let mapper = ColorMapper(depth: .palette256)
/// mapper.colorNumber(for: .rgb(255, 0, 0))   // 196
/// mapper.colorNumber(for: .default)          // -1
/// ```
public struct ColorMapper: Hashable, Sendable {
    /// The depth of the terminal mapped to.
    public let depth: ColorDepth

    /// Creates a mapper for a terminal of the given depth.
    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The terminal's colour number for `color`, as ncurses takes it: `-1` for the terminal's
    /// default, a palette index, or on a direct-colour terminal `0xRRGGBB` (where values below 8
    /// are the ANSI colours, so near-black RGB values are nudged to 8).
    public func colorNumber(for color: Color) -> Int32 {
        switch (color, depth) {
        case (_, .monochrome), (.default, _):
            return -1
        case (.ansi(let index), _):
            return number(forPaletteIndex: index & 15)
        case (.indexed(let index), _):
            return number(forPaletteIndex: index)
        case (.rgb(let red, let green, let blue), .direct):
            return Self.directNumber(red, green, blue)
        case (.rgb(let red, let green, let blue), .palette256):
            return Int32(Self.nearestPaletteIndex(red: red, green: green, blue: blue))
        case (.rgb(let red, let green, let blue), .ansi16):
            return Int32(Self.nearestANSIIndex(red: red, green: green, blue: blue, count: 16))
        case (.rgb(let red, let green, let blue), .ansi8):
            return Int32(Self.nearestANSIIndex(red: red, green: green, blue: blue, count: 8))
        }
    }

    private func number(forPaletteIndex index: UInt8) -> Int32 {
        switch depth {
        case .monochrome: return -1
        case .palette256: return Int32(index)
        case .ansi16 where index < 16, .ansi8 where index < 8: return Int32(index)
        case .ansi8 where index < 16: return Int32(index - 8)
        case .direct where index < 8: return Int32(index)
        case .ansi16, .ansi8, .direct:
            let (red, green, blue) = Self.rgb(ofPaletteIndex: index)
            return colorNumber(for: .rgb(red, green, blue))
        }
    }

    private static func directNumber(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
    }

    /// The six levels of each channel in the 256-colour cube.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values of the 16 ANSI colours.
    static let ansiPalette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The standard RGB value of a 256-colour palette entry (xterm's defaults for the first 16).
    public static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        let value: (Int, Int, Int)
        switch index {
        case 0..<16:
            value = ansiPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            value = (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (Int(index) - 232)
            value = (grey, grey, grey)
        }
        return (UInt8(value.0), UInt8(value.1), UInt8(value.2))
    }

    /// The entry of the colour cube (16–231) or grey ramp (232–255) nearest to an RGB colour.
    ///
    /// - Complexity: O(1): the cube is searched channel by channel (the weighted distance is a
    ///   sum over channels, so the nearest level of each channel gives the nearest cube entry),
    ///   then compared with the nearest grey.
    public static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        let levels = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
        let cubeColor = (cubeLevels[levels.0], cubeLevels[levels.1], cubeLevels[levels.2])
        let cubeIndex = 16 + 36 * levels.0 + 6 * levels.1 + levels.2
        // The nearest grey under the weighted distance is near the weighted mean; the steps on
        // either side of it are checked too, as rounding can land one off.
        let mean = (2 * target.0 + 4 * target.1 + 3 * target.2) / 9
        let center = min(23, max(0, (mean - 8 + 5) / 10))
        var bestGrey = center
        for step in max(0, center - 1)...min(23, center + 1) {
            let grey = 8 + 10 * step
            let best = 8 + 10 * bestGrey
            if distance(target, (grey, grey, grey)) < distance(target, (best, best, best)) { bestGrey = step }
        }
        let grey = 8 + 10 * bestGrey
        if distance(target, (grey, grey, grey)) < distance(target, cubeColor) {
            return UInt8(232 + bestGrey)
        }
        return UInt8(cubeIndex)
    }

    /// The ANSI colour (of the first `count`, 8 or 16) nearest to an RGB colour.
    public static func nearestANSIIndex(red: UInt8, green: UInt8, blue: UInt8, count: Int) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        var best = 0
        var bestDistance = Int.max
        for index in 0..<min(max(count, 1), 16) {
            let candidate = distance(target, ansiPalette[index])
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return UInt8(best)
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for level in 1..<cubeLevels.count where abs(cubeLevels[level] - value) < abs(cubeLevels[best] - value)
        {
            best = level
        }
        return best
    }

    /// The squared distance between two colours, red, green and blue weighted 2:4:3.
    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let red = a.0 - b.0
        let green = a.1 - b.1
        let blue = a.2 - b.2
        return 2 * red * red + 4 * green * green + 3 * blue * blue
    }
}
