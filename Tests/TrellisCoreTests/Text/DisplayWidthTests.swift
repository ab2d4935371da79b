import Testing

@testable import TrellisCore

@Suite("Display width")
struct DisplayWidthTests {
    /// Tricky clusters and the width Unicode 15.0's rules give them.
    static let clusters: [(name: String, cluster: Character, width: Int)] = [
        ("ASCII letter", "a", 1),
        ("space", " ", 1),
        ("CJK ideograph", "中", 2),
        ("halfwidth katakana", "ｱ", 1),
        ("fullwidth latin A", "Ａ", 2),
        ("ideographic space", "\u{3000}", 2),
        ("hiragana", "あ", 2),
        ("precomposed Hangul syllable", "한", 2),
        ("Hangul jamo L V", "\u{1100}\u{1161}", 2),
        ("Hangul jamo L V T", "\u{1100}\u{1161}\u{11A8}", 2),
        ("heart alone (text default)", "\u{2764}", 1),
        ("heart with VS16", "\u{2764}\u{FE0F}", 2),
        ("watch (emoji default)", "\u{231A}", 2),
        ("watch with VS15", "\u{231A}\u{FE0E}", 1),
        ("grinning face", "😀", 2),
        ("grinning face with VS15 (no text variant)", "😀\u{FE0E}", 2),
        ("ZWJ family", "👨\u{200D}👩\u{200D}👧", 2),
        ("rainbow flag (VS16 inside a ZWJ sequence)", "🏳\u{FE0F}\u{200D}🌈", 2),
        ("flag of France", "🇫🇷", 2),
        ("thumbs up with skin tone", "👍🏽", 2),
        ("index pointing up (text default) with skin tone", "\u{261D}🏽", 2),
        ("keycap", "#\u{FE0F}\u{20E3}", 2),
        ("digit with VS16", "1\u{FE0F}", 2),
        ("e with combining acute", "e\u{301}", 1),
        ("precomposed é", "é", 1),
        ("a with two combining marks", "a\u{301}\u{323}", 1),
        ("CJK with combining mark", "中\u{301}", 2),
        ("zero-width joiner alone", "\u{200D}", 0),
        ("zero-width space", "\u{200B}", 0),
        ("combining mark alone", "\u{301}", 0),
        ("variation selector alone", "\u{FE0F}", 0),
        ("byte order mark", "\u{FEFF}", 0),
        ("soft hyphen (policy: 1)", "\u{AD}", 1),
        ("Arabic number sign (prepended concatenation mark)", "\u{600}", 1),
        ("NUL", "\u{0}", 0),
        ("BEL", "\u{7}", 0),
        ("tab", "\t", 0),
        ("newline", "\n", 0),
        ("CR LF", "\r\n", 0),
        ("DEL", "\u{7F}", 0),
        ("C1 control", "\u{85}", 0),
        ("line separator", "\u{2028}", 0),
        ("Latin-1 letter", "ß", 1),
        ("Greek letter", "λ", 1),
        ("box drawing", "┼", 1),
        ("ambiguous-width arrow", "→", 1),
        ("private use", "\u{E000}", 1),
        ("unassigned in a CJK block (Wide by default)", "\u{2FFFD}", 2),
        ("CJK extension B", "𠀀", 2),
        ("lone regional indicator", "🇫", 2),
    ]

    @Test("tricky clusters", arguments: clusters.indices)
    func trickyCluster(_ index: Int) {
        let (name, cluster, width) = Self.clusters[index]
        #expect(DisplayWidth.of(cluster) == width, "\(name)")
        #expect(cluster.displayWidth == width, "\(name)")
    }

    @Test func stringWidthSumsClusters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("Hi 世界") == 7)
        #expect(DisplayWidth.of("e\u{301}te\u{301}") == 3)
        #expect(DisplayWidth.of("🇫🇷🇩🇪") == 4)
        #expect(DisplayWidth.of("a\tb\r\nc") == 3)
        #expect("❤️ ok".displayWidth == 5)
        #expect("abc"[...].displayWidth == 3)
    }

    @Test func asciiFastPathAgreesWithClusterRules() {
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        let string = String(ascii)
        #expect(DisplayWidth.of(string) == ascii.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(string) == 95)
    }

    @Test func latinFastPathAgreesWithTable() {
        for value in UInt32(0xA0)..<0x300 {
            #expect(
                DisplayWidth.width(ofScalar: value) == DisplayWidth.properties(of: value).width,
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func stagedTableAgreesWithTheRanges() {
        var mismatches: [UInt32] = []
        for value in 0..<DisplayWidth.stagedLimit
        where DisplayWidth.properties(of: value) != DisplayWidth.searchedProperties(of: value) {
            mismatches.append(value)
        }
        #expect(mismatches.isEmpty)
    }

    @Test func tableRangesAreSortedAndDisjoint() {
        var previousLast: Int64 = -1
        for entry in DisplayWidth.ranges {
            let first = Int64(entry >> 32)
            let last = Int64(entry >> 8 & 0xFF_FFFF)
            #expect(first > previousLast && last >= first)
            previousLast = last
        }
        #expect(previousLast <= 0x10FFFF)
    }

    @Test func unicodeVersionIsStated() {
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
    }

    @Test func cellInitMeasuresTheCluster() {
        #expect(Cell("a").width == 1)
        #expect(Cell("中").width == 2)
        #expect(Cell("👨\u{200D}👩\u{200D}👧").width == 2)
        let bold = Style(attributes: .bold)
        #expect(Cell("x", style: bold).style == bold)
    }

    @Test func cellInitReplacesClustersWithoutWidth() {
        for cluster: Character in ["\u{7}", "\n", "\u{200D}", "\u{301}"] {
            let cell = Cell(cluster)
            #expect(cell.grapheme == "\u{FFFD}")
            #expect(cell.width == 1)
        }
    }
}
