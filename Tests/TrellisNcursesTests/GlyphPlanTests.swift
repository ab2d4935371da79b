import Testing

@testable import TrellisNcurses

/// Widths as glibc 2.36 gives them, fixed here so the policy is tested independently of the
/// machine's C library.
private func libcLikeWidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0..<0x20, 0x7F: -1
    case 0x0300...0x036F, 0x200D, 0xFE0F: 0
    case 0x4E00...0x9FFF, 0x1F300...0x1F64F, 0xFF01...0xFF60: 2
    default: 1  // including U+2764 HEAVY BLACK HEART and the regional indicators
    }
}

private func plan(_ grapheme: Character, width: Int, strikethrough: Bool = false) -> GlyphPlan {
    GlyphPlan.plan(for: grapheme, width: width, strikethrough: strikethrough, scalarWidth: libcLikeWidth)
}

@Suite("Cluster fallback policy")
struct GlyphPlanTests {
    @Test func plainAndWideAndCombiningClustersAreDrawnAsTheyAre() {
        #expect(
            plan("a", width: 1) == GlyphPlan(scalars: ["a"], terminalWidth: 1, padding: 0, treatment: .asIs))
        #expect(
            plan("中", width: 2) == GlyphPlan(scalars: ["中"], terminalWidth: 2, padding: 0, treatment: .asIs))
        #expect(
            plan("e\u{301}", width: 1)
                == GlyphPlan(scalars: ["e", "\u{301}"], terminalWidth: 1, padding: 0, treatment: .asIs))
        #expect(plan("😀", width: 2).treatment == .asIs)
    }

    @Test func heartWithVS16LosesTheSelectorAndIsPadded() {
        let heart = plan("\u{2764}\u{FE0F}", width: 2)
        #expect(heart.scalars == ["\u{2764}"])
        #expect(heart.terminalWidth == 1)
        #expect(heart.padding == 1)
        #expect(heart.treatment == .presentationSelectorRemoved)
    }

    @Test func emojiWithVS16ThatLibcAlreadyMeasuresWideIsKept() {
        let smiley = plan("😀\u{FE0F}", width: 2)
        #expect(smiley.scalars == ["😀", "\u{FE0F}"])
        #expect(smiley.treatment == .asIs)
    }

    @Test func zwjFamilyIsShortenedToItsFirstEmoji() {
        let family: Character = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let shortened = plan(family, width: 2)
        #expect(shortened.scalars == ["\u{1F468}"])  // the dangling joiner is dropped too
        #expect(shortened.padding == 0)
        #expect(shortened.treatment == .shortened)
    }

    @Test func flagIsShortenedAndPadded() {
        let flag = plan("\u{1F1EB}\u{1F1F7}", width: 2)
        #expect(flag.scalars == ["\u{1F1EB}"])
        #expect(flag.terminalWidth == 1)
        #expect(flag.padding == 1)
        #expect(flag.treatment == .shortened)
    }

    @Test func moreThanFiveCodePointsAreCutToFive() {
        let stacked: Character = "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}"
        let result = plan(stacked, width: 1)
        #expect(result.scalars.count == GlyphPlan.maximumScalars)
        #expect(result.scalars.first == "a")
        #expect(result.treatment == .shortened)
    }

    @Test func narrowerOnTheTerminalIsPadded() {
        // A character Unicode calls wide that this libc calls narrow.
        let result = plan("\u{2600}", width: 2)
        #expect(result == GlyphPlan(scalars: ["\u{2600}"], terminalWidth: 1, padding: 1, treatment: .padded))
    }

    @Test func unprintableBecomesAPlaceholderOfTheRightWidth() {
        #expect(plan("\u{7}", width: 1) == GlyphPlan.placeholder(width: 1))
        #expect(plan("\u{7}", width: 2).padding == 1)
        #expect(plan("\u{7}", width: 1).scalars == ["\u{FFFD}"])
    }

    @Test func widerOnTheTerminalThanTheCellIsAPlaceholder() {
        // A wide character clipped to the last column, or measured narrow by Unicode.
        #expect(plan("中", width: 1) == GlyphPlan.placeholder(width: 1))
    }

    @Test func loneCombiningMarkSitsOnADottedCircle() {
        let mark = plan("\u{301}", width: 1)
        #expect(mark.scalars == ["\u{25CC}", "\u{301}"])
        #expect(mark.treatment == .dottedCircleBase)
    }

    @Test func strikethroughOverlaysAStrokeWhereThereIsRoom() {
        #expect(plan("a", width: 1, strikethrough: true).scalars == ["a", "\u{336}"])
        let full: Character = "a\u{300}\u{301}\u{302}\u{303}"
        #expect(plan(full, width: 1, strikethrough: true).scalars.count == 5)
    }
}
