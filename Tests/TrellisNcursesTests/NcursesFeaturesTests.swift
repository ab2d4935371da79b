import CNcurses
import Foundation
import Testing
import TrellisCore

@testable import TrellisNcurses

/// What the ncurses built against provides, and what the backend says it draws without.
@Suite("NcursesFeatures")
struct NcursesFeaturesTests {
    static let legacy = NcursesFeatures(
        version: "5.7.20081102", extendedColorPairs: false, italic: false, isLegacyBuild: false)
    static let current = NcursesFeatures(version: "6.4.20221231", extendedColorPairs: true, italic: true)

    @Test func theBuildIsTheOneTheLegacyScriptAskedFor() {
        // Scripts/check-legacy-ncurses.sh sets the variable; a define that did not reach the
        // shim would leave this a normal build.
        let expected = ProcessInfo.processInfo.environment["TRELLIS_EXPECT_LEGACY_NCURSES"] == "1"
        let features = NcursesFeatures.compiled
        #expect(features.isLegacyBuild == expected)
        if features.isLegacyBuild {
            #expect(!features.extendedColorPairs)
            #expect(!features.italic)
            #expect(trellis_usable_color_pairs() <= 256)
        }
    }

    @Test func ncurses57LosesItalicPairsAndDirectColour() {
        let lost = Self.legacy.degradations(terminalPairs: 65536, usablePairs: 256, directColorWanted: true)
        #expect(lost.map(\.feature) == ["italic", "colour pairs", "direct colour"])
        #expect(
            lost[0].description == "italic: drawn upright; ncurses 5.7.20081102 has no italic attribute")
        #expect(
            lost[1].fallback
                == "256 of the terminal's 65536, then the default colours; ncurses 5.7.20081102 has no extended colour pairs"
        )
    }

    @Test func aTerminalWithFewPairsLosesNoPairs() {
        let lost = Self.legacy.degradations(terminalPairs: 64, usablePairs: 64, directColorWanted: false)
        #expect(lost.map(\.feature) == ["italic"])
    }

    @Test func ncurses61LosesNothing() {
        #expect(
            Self.current.degradations(terminalPairs: 65536, usablePairs: 65536, directColorWanted: false)
                .isEmpty)
    }

    @Test func theLegacyBuildSaysSo() {
        var features = Self.legacy
        features.isLegacyBuild = true
        let lost = features.degradations(terminalPairs: 8, usablePairs: 8, directColorWanted: false)
        #expect(lost.first?.fallback.contains("(built for the 5.7 API)") == true)
    }
}

extension NcursesBackendTests {
    @Test func theBackendReportsWhatItsNcursesLacks() throws {
        try withOffscreenBackend { backend in
            let features = NcursesFeatures.compiled
            let expected = features.degradations(
                terminalPairs: Int(trellis_color_pairs()), usablePairs: Int(trellis_usable_color_pairs()),
                directColorWanted: false)
            #expect(backend.degradations == expected)
            // xterm-256color offers 65536 pairs: a 5.7 build uses 256 of them and no italic.
            #expect(backend.degradations.contains { $0.feature == "italic" } == !features.italic)
            #expect(
                backend.degradations.contains { $0.feature == "colour pairs" } == !features.extendedColorPairs
            )
        }
    }

    @Test func pairsBeyondTheUsableOnesAreDrawnInTheDefaultColours() throws {
        try withOffscreenBackend(width: 40, height: 10) { backend in
            let usable = Int(trellis_usable_color_pairs())
            backend.beginFrame()
            // 300 combinations of foreground and background (pair 0 is the default colours').
            for index in 0..<300 {
                let style = Style(
                    foreground: .indexed(UInt8(index % 256)), background: .indexed(UInt8(index / 256)))
                backend.draw(cell("x", style), at: Point(x: index % 40, y: index / 40))
            }
            backend.endFrame(cursor: nil)
            #expect(backend.pairCount == min(300, usable - 1))
            let first = try #require(backend.inspectCell(at: Point(x: 1, y: 0)))
            #expect((first.foreground, first.background) == (1, 0))
            let last = try #require(backend.inspectCell(at: Point(x: 299 % 40, y: 299 / 40)))
            let expected: (Int32, Int32) = usable > 300 ? (43, 1) : (-1, -1)
            #expect((last.foreground, last.background) == expected)
        }
    }
}
