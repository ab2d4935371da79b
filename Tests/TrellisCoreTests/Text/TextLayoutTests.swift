import Testing
import TrellisCore

@Suite("Truncation and wrapping")
struct TextLayoutTests {
    @Test func truncationKeepsTextThatFits() {
        #expect("short".truncated(toDisplayWidth: 8) == "short")
        #expect("exactly8".truncated(toDisplayWidth: 8) == "exactly8")
    }

    @Test func truncationEndsWithEllipsisByDisplayWidth() {
        #expect("Hello, world".truncated(toDisplayWidth: 8) == "Hello, …")
        #expect("中文字幕".truncated(toDisplayWidth: 6) == "中文…")
        #expect("中文字幕".truncated(toDisplayWidth: 5) == "中文…")
        #expect("中文字幕".truncated(toDisplayWidth: 4) == "中…")
        #expect("abc".truncated(toDisplayWidth: 1) == "…")
        #expect("abc".truncated(toDisplayWidth: 0) == "")
        #expect("abc".truncated(toDisplayWidth: -3) == "")
    }

    @Test func truncationNeverSplitsACluster() {
        #expect("e\u{301}e\u{301}e\u{301}".truncated(toDisplayWidth: 2) == "e\u{301}…")
        #expect("👨\u{200D}👩\u{200D}👧xyz".truncated(toDisplayWidth: 3) == "👨\u{200D}👩\u{200D}👧…")
        #expect("👨\u{200D}👩\u{200D}👧xyz".truncated(toDisplayWidth: 2) == "…")
    }

    @Test func wrapsAtSpaces() {
        #expect("the quick brown fox".wrapped(toDisplayWidth: 10) == ["the quick", "brown fox"])
        #expect("the quick brown fox".wrapped(toDisplayWidth: 9) == ["the quick", "brown fox"])
        #expect("the quick brown fox".wrapped(toDisplayWidth: 8) == ["the", "quick", "brown", "fox"])
        #expect("a b".wrapped(toDisplayWidth: 100) == ["a b"])
    }

    @Test func breaksWordsLongerThanALine() {
        #expect("abcdefghij".wrapped(toDisplayWidth: 4) == ["abcd", "efgh", "ij"])
        #expect("go abcdefghij now".wrapped(toDisplayWidth: 4) == ["go", "abcd", "efgh", "ij", "now"])
    }

    @Test func keepsNewlinesAndEmptyLines() {
        #expect("one\n\ntwo".wrapped(toDisplayWidth: 10) == ["one", "", "two"])
        #expect("a\r\nb".wrapped(toDisplayWidth: 10) == ["a", "b"])
        #expect("".wrapped(toDisplayWidth: 10) == [""])
    }

    @Test func keepsIndentationButDropsSpacesAtBreaks() {
        #expect("  indented text".wrapped(toDisplayWidth: 11) == ["  indented", "text"])
        #expect("a    b".wrapped(toDisplayWidth: 3) == ["a", "b"])
    }

    @Test func noBreakSpaceDoesNotBreak() {
        #expect("10\u{A0}km away".wrapped(toDisplayWidth: 6) == ["10\u{A0}km", "away"])
    }

    @Test func wrapsCJKBetweenCharacters() {
        #expect("中文中文中文".wrapped(toDisplayWidth: 5) == ["中文", "中文", "中文"])
        #expect("ab中文".wrapped(toDisplayWidth: 4) == ["ab中", "文"])
    }

    @Test func wideClusterOnAOneColumnLineStillProgresses() {
        #expect("中文".wrapped(toDisplayWidth: 1) == ["中", "文"])
    }

    @Test func nothingFitsInZeroWidth() {
        #expect("abc".wrapped(toDisplayWidth: 0) == [])
    }
}
