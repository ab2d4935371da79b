import Trellis

/// The code under a panel's stage: one entry per example, each wrapped to the width and drawn
/// in its block's colour, with a blank row between entries when they all fit that way.
///
/// When the panel is too short for every row, the rows that fit are drawn and the last one
/// ends with `…`, so a short terminal shows the beginning of each example rather than a mix.
@MainActor
final class CodeListing: TermView {
    /// One example's code and the style it is drawn in.
    struct Entry {
        let text: String
        let style: Style
    }

    /// The entries, in order.
    private(set) var entries: [Entry] = []

    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Adds an entry at the end.
    func append(_ text: String, style: Style) {
        entries.append(Entry(text: text, style: style))
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The entries' wrapped rows at `width`, and whether a blank row goes before each.
    private func rows(width: Int, height: Int) -> [(text: String, style: Style)] {
        let wrapped = entries.map { entry in
            entry.text.wrapped(toDisplayWidth: width).map { ($0, entry.style) }
        }
        let compact = wrapped.flatMap { $0 }
        guard compact.count + entries.count - 1 <= height else { return compact }
        var spaced: [(text: String, style: Style)] = []
        for (index, rows) in wrapped.enumerated() {
            if index > 0 { spaced.append(("", Style())) }
            spaced += rows
        }
        return spaced
    }

    /// No width of its own; its height is its wrapped rows with blank rows between entries.
    override var intrinsicContentSize: Size {
        Size(width: TermView.noIntrinsicMetric, height: entries.count * 2 - 1)
    }

    /// The rows at `width`; before the listing has a width, one row per entry and the blank
    /// rows between (a value rather than `nil`, so the engine keeps asking as the width changes).
    override func heightForWidth(_ width: Int) -> Int? {
        guard width > 0 else { return max(0, entries.count * 2 - 1) }
        return rows(width: width, height: Int.max).count
    }

    override func draw(in canvas: Canvas) {
        let rows = rows(width: bounds.width, height: bounds.height)
        for (index, row) in rows.prefix(bounds.height).enumerated() {
            let cut = index == bounds.height - 1 && rows.count > bounds.height
            let text = cut ? String(row.text.truncated(toDisplayWidth: bounds.width - 1)) + "…" : row.text
            let style = theme.accent == .default ? theme.text : row.style
            canvas.draw(text: text, at: Point(x: 0, y: index), style: style)
        }
    }
}
