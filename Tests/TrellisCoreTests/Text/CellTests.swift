import Testing

@testable import TrellisCore

@Suite("Cell")
struct CellTests {
    @Test func clustersOfEveryLengthRoundTrip() {
        let clusters: [Character] = [
            "a", " ", "é", "e\u{301}", "中", "😀", "🇫🇷", "❤️", "👍🏽",
            "👨‍👩‍👧‍👦",  // 25 bytes: kept in the table
            "🏴󠁧󠁢󠁳󠁣󠁴󠁿",  // 28 bytes
        ]
        for cluster in clusters {
            let cell = Cell(cluster)
            #expect(cell.grapheme == cluster)
            #expect(cell.withUTF8 { Array($0) } == Array(String(cluster).utf8))
            var changed = Cell.blank
            changed.grapheme = cluster
            #expect(changed == Cell(grapheme: cluster, width: 1))
        }
    }

    @Test func equalClustersAreEqualCellsAndLongOnesAreStoredOnce() {
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(Cell(family) == Cell(family))
        #expect(Cell(family).hashValue == Cell(family).hashValue)
        #expect(Cell(family) != Cell("👨‍👩‍👧"))
        #expect(CellGlyphTable.shared.number(of: family) == CellGlyphTable.shared.number(of: family))
    }

    @Test func canonicallyEquivalentSpellingsAreDifferentCells() {
        // The terminal receives different bytes, so the screen diff must see a change.
        let composed = Cell("\u{E9}")
        let decomposed = Cell("e\u{301}")
        #expect(composed.grapheme == decomposed.grapheme)
        #expect(composed != decomposed)
    }

    @Test func scalarIsTheOnlyCodePointOrNil() {
        #expect(Cell("a").scalar == "a")
        #expect(Cell("é").scalar == "\u{E9}")
        #expect(Cell("─").scalar == "\u{2500}")
        #expect(Cell("😀").scalar == "\u{1F600}")
        #expect(Cell("e\u{301}").scalar == nil)
        #expect(Cell("🇫🇷").scalar == nil)
        #expect(Cell("👨‍👩‍👧‍👦").scalar == nil)
    }

    @Test func isSpaceOnlyForASingleSpace() {
        #expect(Cell.blank.isSpace)
        #expect(Cell.blank(Style(background: .red)).isSpace)
        #expect(Cell(" ").isSpace)
        #expect(!Cell("a").isSpace)
        #expect(!Cell("\u{3000}").isSpace)
        #expect(Cell.continuation(.plain).isSpace)
    }
}
