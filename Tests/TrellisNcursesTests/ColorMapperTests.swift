import Testing
import TrellisCore

@testable import TrellisNcurses

@Suite("Colour mapping")
struct ColorMapperTests {
    @Test func rgbToNearestOf256() {
        #expect(ColorMapper.nearestPaletteIndex(red: 255, green: 0, blue: 0) == 196)
        #expect(ColorMapper.nearestPaletteIndex(red: 0, green: 0, blue: 0) == 16)
        #expect(ColorMapper.nearestPaletteIndex(red: 255, green: 255, blue: 255) == 231)
        #expect(ColorMapper.nearestPaletteIndex(red: 95, green: 135, blue: 175) == 67)
        // Near a cube point but off by a few.
        #expect(ColorMapper.nearestPaletteIndex(red: 100, green: 130, blue: 170) == 67)
        // Greys fall on the grey ramp, which is finer than the cube's diagonal.
        #expect(ColorMapper.nearestPaletteIndex(red: 128, green: 128, blue: 128) == 244)
        #expect(ColorMapper.nearestPaletteIndex(red: 20, green: 20, blue: 20) == 233)
        #expect(ColorMapper.nearestPaletteIndex(red: 238, green: 238, blue: 238) == 255)
    }

    @Test func nearestOf256IsTrulyNearestByBruteForce() {
        // Compare with a search over all 240 cube and grey entries, on a grid of colours.
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 3, through: 255, by: 28) {
                    let target = (red, green, blue)
                    let chosen = ColorMapper.nearestPaletteIndex(
                        red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    let best = (16...255).map { index -> Int in
                        let (r, g, b) = ColorMapper.rgb(ofPaletteIndex: UInt8(index))
                        return ColorMapper.distance(target, (Int(r), Int(g), Int(b)))
                    }.min()!
                    let (r, g, b) = ColorMapper.rgb(ofPaletteIndex: chosen)
                    #expect(ColorMapper.distance(target, (Int(r), Int(g), Int(b))) == best)
                }
            }
        }
    }

    @Test func rgbToNearestOf16And8() {
        #expect(ColorMapper.nearestANSIIndex(red: 255, green: 0, blue: 0, count: 16) == 9)
        #expect(ColorMapper.nearestANSIIndex(red: 200, green: 10, blue: 10, count: 16) == 1)
        #expect(ColorMapper.nearestANSIIndex(red: 90, green: 90, blue: 250, count: 16) == 12)
        #expect(ColorMapper.nearestANSIIndex(red: 130, green: 130, blue: 130, count: 16) == 8)
        #expect(ColorMapper.nearestANSIIndex(red: 255, green: 0, blue: 0, count: 8) == 1)
        #expect(ColorMapper.nearestANSIIndex(red: 250, green: 250, blue: 250, count: 8) == 7)
    }

    @Test func paletteValues() {
        #expect(ColorMapper.rgb(ofPaletteIndex: 16) == (0, 0, 0))
        #expect(ColorMapper.rgb(ofPaletteIndex: 196) == (255, 0, 0))
        #expect(ColorMapper.rgb(ofPaletteIndex: 67) == (95, 135, 175))
        #expect(ColorMapper.rgb(ofPaletteIndex: 232) == (8, 8, 8))
        #expect(ColorMapper.rgb(ofPaletteIndex: 255) == (238, 238, 238))
        #expect(ColorMapper.rgb(ofPaletteIndex: 9) == (255, 0, 0))
    }

    @Test func colourNumbersPerDepth() {
        let palette = ColorMapper(depth: .palette256)
        #expect(palette.colorNumber(for: .default) == -1)
        #expect(palette.colorNumber(for: .red) == 1)
        #expect(palette.colorNumber(for: .indexed(200)) == 200)
        #expect(palette.colorNumber(for: .rgb(255, 0, 0)) == 196)

        let ansi16 = ColorMapper(depth: .ansi16)
        #expect(ansi16.colorNumber(for: .brightRed) == 9)
        #expect(ansi16.colorNumber(for: .indexed(196)) == 9)
        #expect(ansi16.colorNumber(for: .indexed(4)) == 4)
        #expect(ansi16.colorNumber(for: .rgb(0, 0, 230)) == 4)

        let ansi8 = ColorMapper(depth: .ansi8)
        #expect(ansi8.colorNumber(for: .brightRed) == 1)
        #expect(ansi8.colorNumber(for: .indexed(196)) == 1)
        #expect(ansi8.colorNumber(for: .rgb(0, 200, 0)) == 2)

        let direct = ColorMapper(depth: .direct)
        #expect(direct.colorNumber(for: .rgb(0x12, 0x34, 0x56)) == 0x123456)
        #expect(direct.colorNumber(for: .red) == 1)
        #expect(direct.colorNumber(for: .brightRed) == 0xFF0000)
        #expect(direct.colorNumber(for: .indexed(67)) == 0x5F87AF)
        #expect(direct.colorNumber(for: .rgb(0, 0, 3)) == 8)  // not ANSI colour 3

        let mono = ColorMapper(depth: .monochrome)
        #expect(mono.colorNumber(for: .rgb(255, 0, 0)) == -1)
        #expect(mono.colorNumber(for: .red) == -1)
    }

    @Test func depthFromColourCount() {
        #expect(ColorDepth(colorCount: 0) == .monochrome)
        #expect(ColorDepth(colorCount: 8) == .ansi8)
        #expect(ColorDepth(colorCount: 88) == .ansi16)
        #expect(ColorDepth(colorCount: 256) == .palette256)
        #expect(ColorDepth(colorCount: 0x1000000) == .direct)
        #expect(ColorDepth.ansi16 < .palette256)
    }
}
