/// The rows a block of text takes in a given width: the layout shared by ``Label`` and the
/// other widgets that show static text.
///
/// Kept apart from the views so it can be computed without drawing, for intrinsic sizes and
/// heights for widths.
struct TextBlock {
    /// The rows, each already fitted to the width it was made for.
    var rows: [String]

    /// The lines of `text` split at newlines (an empty text is one empty line).
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// Whether `text` is one line of ASCII (the common label), which needs no splitting into
    /// lines: no byte past ASCII and none of the ASCII newlines (0x0A to 0x0D; the others are
    /// not ASCII).
    static func isOneASCIILine(_ text: String) -> Bool {
        !text.utf8.contains { $0 >= 0x80 || ($0 >= 0x0A && $0 <= 0x0D) }
    }

    /// Lays out `text` in `width` columns and at most `maximumRows` rows (0 for no limit).
    ///
    /// When rows are cut away, the last row kept ends with `…` so the reader sees that
    /// something is missing.
    init(_ text: String, width: Int, mode: LineBreakMode, maximumRows: Int) {
        guard width > 0 else {
            rows = []
            return
        }
        var rows: [String]
        switch mode {
        case .wordWrapping:
            rows = text.wrapped(toDisplayWidth: width)
        case .truncatingTail:
            rows = Self.lines(of: text).map { $0.truncated(toDisplayWidth: width) }
        }
        if maximumRows > 0, rows.count > maximumRows {
            rows.removeSubrange(maximumRows...)
            rows[maximumRows - 1] = Self.markedAsCut(rows[maximumRows - 1], width: width)
        }
        self.rows = rows
    }

    /// `row` ending with `…`, shortened so that the two fit in `width` columns.
    static func markedAsCut(_ row: String, width: Int) -> String {
        if row.hasSuffix("…") { return row }
        return TextLayout.prefix(of: row[...], fitting: width - 1).text + "…"
    }

    /// The number of rows `text` takes in `width` columns, with at most `maximumRows` rows
    /// (0 for no limit).
    static func rowCount(of text: String, width: Int, mode: LineBreakMode, maximumRows: Int) -> Int {
        let count: Int
        switch mode {
        case .wordWrapping: count = text.wrapped(toDisplayWidth: width).count
        case .truncatingTail: count = lines(of: text).count
        }
        return maximumRows > 0 ? min(count, maximumRows) : count
    }
}
