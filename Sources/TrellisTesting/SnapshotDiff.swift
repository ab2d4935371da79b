import TrellisCore

/// What differs between a stored snapshot and the screen, in words: the screens side by side
/// when the text differs, else each run of cells whose style changed, with its text and both
/// styles.
///
/// ```text
/// Styles differ (row, columns, text: expected → actual):
///   row 3, columns 2–5 “Save”: bold fg=green → fg=green
/// ```
struct SnapshotDiff: CustomStringConvertible {
    /// The stored snapshot.
    let expected: StyledSnapshot
    /// The screen now.
    let actual: Screenshot

    /// The most runs of changed styles listed.
    static let maximumRuns = 40

    var description: String {
        let actualText = actual.lines
        if expected.text != actualText {
            return ScreenDiff(expected: expected.text, actual: actualText).description
        }
        if expected.styleKeys.isEmpty {
            return "The stored snapshot has the same text but no styles (it was recorded before "
                + "snapshots kept them); record it again with TRELLIS_RECORD=1."
        }
        let runs = changedStyleRuns()
        guard !runs.isEmpty else {
            return "The text and styles are the same but the file is laid out differently; "
                + "record it again with TRELLIS_RECORD=1."
        }
        var lines = ["Styles differ (row, columns, text: expected → actual):"]
        lines += runs.prefix(Self.maximumRuns).map { "  \($0)" }
        if runs.count > Self.maximumRuns {
            lines.append("  … and \(runs.count - Self.maximumRuns) more runs")
        }
        return lines.joined(separator: "\n")
    }

    /// Each run of neighbouring cells of one row whose expected and actual styles are the same
    /// pair of different styles.
    private func changedStyleRuns() -> [String] {
        let actualStyles = StyledSnapshot(actual)
        var runs: [String] = []
        for y in 0..<actual.size.height {
            let before = expected.styles(ofRow: y) ?? []
            let after = actualStyles.styles(ofRow: y) ?? []
            var x = 0
            while x < after.count {
                let was = x < before.count ? before[x] : "<missing>"
                guard was != after[x] else {
                    x += 1
                    continue
                }
                var end = x + 1
                while end < after.count, (end < before.count ? before[end] : "<missing>") == was,
                    after[end] == after[x]
                {
                    end += 1
                }
                let text = String(
                    actual.row(y).dropFirst(x).prefix(end - x).filter { !$0.isContinuation }.map(\.grapheme))
                let columns = end - x == 1 ? "column \(x)" : "columns \(x)–\(end - 1)"
                runs.append("row \(y), \(columns) “\(text)”: \(was) → \(after[x])")
                x = end
            }
        }
        return runs
    }
}
