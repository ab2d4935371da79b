/// How well a query matches a candidate as a fuzzy search does: the query's characters must
/// appear in the candidate in order (not necessarily together), ignoring case.
///
/// The ``score`` rewards what people mean when they type a few letters: characters at the
/// start of words (`gs` for "Git Status"), runs of consecutive characters, and an early first
/// match; it costs a little for each character skipped. A higher score is a better match.
///
/// ```swift
/// let hits = commands.compactMap { FuzzyMatch(query: "ops", candidate: $0) }
///     .sorted { $0.score > $1.score }
/// ```
public struct FuzzyMatch: Hashable, Sendable {
    /// The candidate matched.
    public let candidate: String
    /// How good the match is; higher is better.
    public let score: Int
    /// The positions (in `Character`s) of the candidate's characters that matched the query.
    public let matchedOffsets: [Int]

    /// Points for each matched character.
    static let matchPoints = 1
    /// Extra points for a character right after the previous match.
    static let consecutiveBonus = 5
    /// Extra points for a character that starts a word.
    static let wordStartBonus = 8
    /// Points lost for each candidate character skipped between matches.
    static let gapPenalty = 1
    /// Points lost for each character before the first match, at most ``maximumLeadPenalty``.
    static let leadPenalty = 1
    /// The most points lost before the first match.
    static let maximumLeadPenalty = 5

    /// Matches `query` against `candidate`; `nil` when the query's characters do not all appear
    /// in order. An empty query matches everything with a score of 0.
    ///
    /// Each query character takes the best place for it in a single left-to-right pass: the
    /// next word start where the character appears, if the rest of the query still fits
    /// after it, else its next occurrence.
    public init?(query: String, candidate: String) {
        let needle = Array(query.lowercased())
        let haystack = Array(candidate)
        let lowered = haystack.map { Character($0.lowercased()) }
        self.candidate = candidate
        guard !needle.isEmpty else {
            score = 0
            matchedOffsets = []
            return
        }
        var offsets: [Int] = []
        var position = 0
        for (queryIndex, character) in needle.enumerated() {
            guard let next = lowered[position...].firstIndex(of: character) else { return nil }
            var chosen = next
            let rest = needle[(queryIndex + 1)...]
            let previousIsAdjacent = offsets.last.map { $0 + 1 == next } ?? false
            if !previousIsAdjacent, !Self.isWordStart(next, in: haystack) {
                var candidateIndex = next + 1
                while candidateIndex < lowered.count {
                    if lowered[candidateIndex] == character, Self.isWordStart(candidateIndex, in: haystack),
                        Self.contains(rest, inOrderIn: lowered[(candidateIndex + 1)...])
                    {
                        chosen = candidateIndex
                        break
                    }
                    candidateIndex += 1
                }
            }
            offsets.append(chosen)
            position = chosen + 1
        }
        matchedOffsets = offsets
        score = Self.score(offsets, in: haystack)
    }

    /// Whether `offset` starts a word of `text`: the first character, one after a space or
    /// punctuation, or an uppercase letter after a lowercase one.
    static func isWordStart(_ offset: Int, in text: [Character]) -> Bool {
        guard offset > 0 else { return true }
        let previous = text[offset - 1]
        if previous == " " || previous.isPunctuation || previous.isSymbol { return true }
        return text[offset].isUppercase && previous.isLowercase
    }

    private static func contains(_ needle: ArraySlice<Character>, inOrderIn haystack: ArraySlice<Character>)
        -> Bool
    {
        var iterator = needle.makeIterator()
        var wanted = iterator.next()
        for character in haystack where character == wanted {
            wanted = iterator.next()
            if wanted == nil { return true }
        }
        return wanted == nil
    }

    private static func score(_ offsets: [Int], in text: [Character]) -> Int {
        var total = -min(maximumLeadPenalty, offsets[0] * leadPenalty)
        for (index, offset) in offsets.enumerated() {
            total += matchPoints
            if isWordStart(offset, in: text) { total += wordStartBonus }
            if index > 0 {
                let gap = offset - offsets[index - 1] - 1
                total += gap == 0 ? consecutiveBonus : -gap * gapPenalty
            }
        }
        return total
    }

    /// The candidates that match `query` with their indices, best first; equal scores keep
    /// the shorter candidate first, then the candidates' order. An empty query keeps every
    /// candidate, in order.
    public static func rank(_ candidates: [String], by query: String) -> [(index: Int, match: FuzzyMatch)] {
        guard !query.isEmpty else {
            return candidates.enumerated().compactMap { index, candidate in
                FuzzyMatch(query: "", candidate: candidate).map { (index: index, match: $0) }
            }
        }
        return candidates.enumerated()
            .compactMap { index, candidate in
                FuzzyMatch(query: query, candidate: candidate).map { (index: index, match: $0) }
            }
            .sorted { lhs, rhs in
                if lhs.match.score != rhs.match.score { return lhs.match.score > rhs.match.score }
                if lhs.match.candidate.count != rhs.match.candidate.count {
                    return lhs.match.candidate.count < rhs.match.candidate.count
                }
                return lhs.index < rhs.index
            }
    }
}
