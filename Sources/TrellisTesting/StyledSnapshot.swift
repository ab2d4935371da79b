import TrellisCore

/// A screen as a snapshot file stores it: the text, row by row, then the style of every cell as
/// a grid of one-letter keys of the same shape, then what each key means.
///
/// ```text
/// |Name  Ada   |
/// |[ OK ]      |
/// styles:
/// |AAAA..BBB...|
/// |CCCCCC......|
/// A = bold
/// B = underline
/// C = fg=black bg=cyan
/// ```
///
/// Rows sit between `|` marks so trailing spaces survive editors. `.` is the plain style; the
/// other keys are handed out in reading order (`A`–`Z`, `a`–`z`, `0`–`9`, then more), so a
/// change of one style changes few lines. The grid has one key per column — a wide character,
/// shown once in the text, has two — so in a monospace editor each key sits under its cell.
struct StyledSnapshot: Equatable {
    /// The rows as text (a wide cluster once).
    var text: [String]
    /// The rows of style keys, one per column.
    var styleKeys: [String]
    /// What each key other than `.` stands for (a `Style.description`).
    var legend: [Character: String]

    /// The key of the plain style.
    static let plainKey: Character = "."
    private static let stylesHeader = "styles:"

    /// Takes the text and styles of a screenshot.
    init(_ screenshot: Screenshot) {
        text = screenshot.lines
        var keys: [Style: Character] = [.plain: Self.plainKey]
        var legend: [Character: String] = [:]
        styleKeys = (0..<screenshot.size.height).map { y in
            String(
                screenshot.row(y).map { cell in
                    if let key = keys[cell.style] { return key }
                    let key = Self.key(number: keys.count - 1)
                    keys[cell.style] = key
                    legend[key] = cell.style.description
                    return key
                })
        }
        self.legend = legend
    }

    /// Reads a stored snapshot; a file of text rows alone (the format before styles were kept)
    /// reads with no style rows.
    init(decoding file: String) {
        var text: [String] = []
        var styleKeys: [String] = []
        var legend: [Character: String] = [:]
        var inStyles = false
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == Self.stylesHeader {
                inStyles = true
            } else if line.hasPrefix("|"), line.hasSuffix("|"), line.count >= 2 {
                let row = String(line.dropFirst().dropLast())
                if inStyles { styleKeys.append(row) } else { text.append(row) }
            } else if inStyles, line.count >= 4, line.dropFirst().hasPrefix(" = ") {
                legend[line.first!] = String(line.dropFirst(4))
            }
        }
        self.text = text
        self.styleKeys = styleKeys
        self.legend = legend
    }

    /// The file's contents.
    var encoded: String {
        var lines = text.map { "|\($0)|" }
        lines.append(Self.stylesHeader)
        lines += styleKeys.map { "|\($0)|" }
        lines += legend.keys.sorted { Self.order(of: $0) < Self.order(of: $1) }.map {
            "\($0) = \(legend[$0]!)"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The style (as described in the legend) of each column of row `y`, or `nil` past the
    /// stored rows.
    func styles(ofRow y: Int) -> [String]? {
        guard y < styleKeys.count else { return nil }
        return styleKeys[y].map { $0 == Self.plainKey ? Style.plain.description : legend[$0] ?? "?\($0)" }
    }

    // MARK: - Keys

    private static let firstKeys = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#$%&*+-/:;<=>?@^_~!'()[]{},`")

    /// Single-column letters for keys past the ASCII ones: Latin Extended-A and -B, then Latin
    /// Extended Additional (no combining marks among them).
    private static let moreKeys: [ClosedRange<UInt32>] = [0x100...0x24F, 0x1E00...0x1EFF]

    /// The key of the `number`th style met (from 0): ASCII first, then Latin letters, then CJK
    /// ideographs (two columns wide: a screen with that many styles loses the grid's alignment,
    /// not its meaning).
    static func key(number: Int) -> Character {
        if number < firstKeys.count { return firstKeys[number] }
        var rest = UInt32(number - firstKeys.count)
        for range in moreKeys {
            if rest < UInt32(range.count) { return Character(Unicode.Scalar(range.lowerBound + rest)!) }
            rest -= UInt32(range.count)
        }
        return Character(Unicode.Scalar(0x4E00 + rest % 0x5000)!)
    }

    private static func order(of key: Character) -> Int {
        if let index = firstKeys.firstIndex(of: key) { return index }
        return firstKeys.count + Int(key.unicodeScalars.first!.value)
    }
}
