import Testing
import TrellisCore
import TrellisTesting

@Suite struct FuzzyMatchTests {
    @Test func theQueryMustAppearInOrderIgnoringCase() {
        #expect(FuzzyMatch(query: "gst", candidate: "Git Status") != nil)
        #expect(FuzzyMatch(query: "tsg", candidate: "Git Status") == nil)
        #expect(FuzzyMatch(query: "GIT", candidate: "git") != nil)
        #expect(FuzzyMatch(query: "", candidate: "anything")?.score == 0)
        #expect(FuzzyMatch(query: "x", candidate: "") == nil)
    }

    @Test func wordStartsArePreferredOverEarlierLetters() {
        // "s" appears in "Close" first, but the word start of "Save" is the better place.
        let match = FuzzyMatch(query: "cs", candidate: "Close Save")
        #expect(match?.matchedOffsets == [0, 6])
        // A word start is taken only when the rest of the query still fits after it.
        #expect(FuzzyMatch(query: "oe", candidate: "Open bOx")?.matchedOffsets == [0, 2])
        // Words start after punctuation and at a capital after a lowercase letter.
        #expect(FuzzyMatch(query: "of", candidate: "open_file")?.matchedOffsets == [0, 5])
        #expect(FuzzyMatch(query: "of", candidate: "openFile")?.matchedOffsets == [0, 4])
        #expect(FuzzyMatch(query: "oi", candidate: "openFile")?.matchedOffsets == [0, 5])
    }

    @Test func scoresRewardWordStartsAndRunsAndCostGaps() {
        // Both letters at word starts, one gap of three: 2 + 2×8 − 3 = 15.
        #expect(FuzzyMatch(query: "gs", candidate: "Git Status")?.score == 15)
        // A run of three from the start: 3 + 8 + 2×5 = 21.
        #expect(FuzzyMatch(query: "git", candidate: "Git Status")?.score == 21)
        // Starting late costs one point per character before the match, at most five.
        #expect(FuzzyMatch(query: "t", candidate: "at")?.score == 0)
        #expect(FuzzyMatch(query: "t", candidate: "aaaaaaaat")?.score == -4)
    }

    @Test func rankingIsByScoreThenLengthThenOrder() {
        let ranked = FuzzyMatch.rank(["Toggle theme", "Open file", "Open folder", "Theme", "Open"], by: "op")
        #expect(ranked.map(\.match.candidate) == ["Open", "Open file", "Open folder"])
        #expect(ranked.map(\.index) == [4, 1, 2])
        #expect(FuzzyMatch.rank(["b", "a", "ccc"], by: "").map(\.index) == [0, 1, 2])
        let themes = FuzzyMatch.rank(["Toggle theme", "Open file", "Theme"], by: "th")
        #expect(themes.map(\.match.candidate) == ["Theme", "Toggle theme"])
    }
}
