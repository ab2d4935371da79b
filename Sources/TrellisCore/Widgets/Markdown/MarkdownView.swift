/// Markdown text (``MarkdownDocument``'s subset), laid out to the view's width: headings in
/// the theme's title style and accent colour, *emphasis* in italics, **strong** in bold,
/// `code` and code blocks on the field colour, links underlined in the accent colour, and
/// lists with hanging indents.
///
/// Paragraphs and list items wrap at words; code blocks do not (long lines are cut). The view
/// asks for the height its text needs at its width (``heightForWidth(_:)``), so put a long
/// document in a ``ScrollView``. A click on a link calls ``onOpenLink`` with its target.
///
/// ```swift
/// let help = MarkdownView(markdown: "# Keys\n\n- **q** quits\n- `Tab` moves focus")
/// help.onOpenLink = { url in report(url) }
/// ```
@MainActor
public final class MarkdownView: TermView {
    /// The Markdown shown; setting it parses it again and re-lays out the view.
    public var markdown: String {
        didSet {
            guard markdown != oldValue else { return }
            document = MarkdownDocument(parsing: markdown)
            cachedLayout = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The parsed document.
    public private(set) var document: MarkdownDocument

    /// Called with a link's target when it is clicked.
    public var onOpenLink: (@MainActor (String) -> Void)?

    /// A run of text on a laid-out row: where it starts, its text and how it looks.
    struct Run: Hashable {
        var x: Int
        var text: String
        var style: Style
        var link: String?
    }

    /// One laid-out row: its runs, and the style its whole width is filled with (code blocks).
    struct Row: Hashable {
        var runs: [Run] = []
        var fill: Style?
    }

    /// The rows at the last width laid out, with the theme they were styled with.
    private var cachedLayout: (width: Int, theme: Theme, rows: [Row])?

    /// Creates a view of `markdown`.
    public init(markdown: String = "") {
        self.markdown = markdown
        document = MarkdownDocument(parsing: markdown)
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// No width of its own; the rows the text takes at the current width.
    public override var intrinsicContentSize: Size {
        Size(width: TermView.noIntrinsicMetric, height: rows(width: bounds.width).count)
    }

    /// The rows the text takes at `width` columns.
    public override func heightForWidth(_ width: Int) -> Int? {
        rows(width: width).count
    }

    /// The text of each row at `width` columns, as it is drawn (for tests and logs).
    public func renderedLines(width: Int) -> [String] {
        rows(width: width).map { row in
            var line = ""
            for run in row.runs {
                line += String(repeating: " ", count: max(0, run.x - DisplayWidth.of(line))) + run.text
            }
            return line
        }
    }

    /// The laid-out rows at `width`, from the cache when the width and theme are the same.
    func rows(width: Int) -> [Row] {
        let theme = theme
        if let cachedLayout, cachedLayout.width == width, cachedLayout.theme == theme {
            return cachedLayout.rows
        }
        let rows = MarkdownLayout(theme: theme, width: max(1, width)).rows(for: document)
        cachedLayout = (width, theme, rows)
        return rows
    }

    // MARK: - Input and drawing

    /// A press on a link calls ``onOpenLink``.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .press(.left) else { return false }
        let rows = rows(width: bounds.width)
        guard rows.indices.contains(mouse.position.y) else { return false }
        let x = mouse.position.x
        guard
            let run = rows[mouse.position.y].runs.first(where: {
                $0.link != nil && x >= $0.x && x < $0.x + DisplayWidth.of($0.text)
            }), let link = run.link
        else { return false }
        onOpenLink?(link)
        return true
    }

    /// Draws the rows that fit.
    public override func draw(in canvas: Canvas) {
        for (y, row) in rows(width: bounds.width).prefix(max(0, bounds.height)).enumerated() {
            if let fill = row.fill {
                canvas.fill(Rect(x: 0, y: y, width: bounds.width, height: 1), with: .blank(fill))
            }
            for run in row.runs {
                let position = Point(x: run.x, y: y)
                canvas.draw(text: run.text, at: position, over: run.style)
            }
        }
    }
}

/// Lays a ``MarkdownDocument`` out in rows of styled runs at a width.
@MainActor
struct MarkdownLayout {
    let theme: Theme
    let width: Int

    /// The rows of `document`: its blocks with a blank row between them (none between the
    /// items of a list).
    func rows(for document: MarkdownDocument) -> [MarkdownView.Row] {
        var rows: [MarkdownView.Row] = []
        var previousWasItem = false
        for block in document.blocks {
            var isItem = false
            if case .listItem = block { isItem = true }
            if !rows.isEmpty, !(isItem && previousWasItem) { rows.append(MarkdownView.Row()) }
            rows += self.rows(for: block)
            previousWasItem = isItem
        }
        return rows
    }

    private func rows(for block: MarkdownDocument.Block) -> [MarkdownView.Row] {
        switch block {
        case .heading(let level, let spans):
            var style = theme.title
            if level <= 2 { style.foreground = theme.accent }
            if level == 1 { style.attributes.insert(.underline) }
            return wrap(spans, base: style, indent: 0, firstPrefix: nil)
        case .paragraph(let spans):
            return wrap(spans, base: theme.text, indent: 0, firstPrefix: nil)
        case .listItem(let marker, let depth, let spans):
            let indent = min(depth * 2, width / 2)
            let prefix = MarkdownView.Run(x: indent, text: marker, style: theme.secondaryText)
            return wrap(
                spans, base: theme.text, indent: indent + DisplayWidth.of(marker) + 1, firstPrefix: prefix)
        case .code(_, let lines):
            return lines.map { line in
                MarkdownView.Row(
                    runs: [
                        MarkdownView.Run(
                            x: 1, text: line.truncated(toDisplayWidth: width - 2), style: theme.field)
                    ],
                    fill: theme.field)
            }
        case .rule:
            return [
                MarkdownView.Row(
                    runs: [
                        MarkdownView.Run(
                            x: 0, text: String(repeating: "─", count: width), style: theme.border)
                    ])
            ]
        }
    }

    /// The style of a span over `base`.
    private func style(of span: MarkdownDocument.Span, base: Style) -> Style {
        var style = base
        if span.isStrong { style.attributes.insert(.bold) }
        if span.isEmphasis { style.attributes.insert(.italic) }
        if span.isCode {
            style.background = theme.field.background
            style.attributes.formUnion(theme.field.attributes)
        }
        if span.link != nil {
            style.foreground = theme.accent
            style.attributes.insert(.underline)
        }
        return style
    }

    /// Wraps spans at words into rows from column `indent`, with `firstPrefix` (a list
    /// marker) before the first row. A word wider than the row is cut across rows.
    private func wrap(
        _ spans: [MarkdownDocument.Span], base: Style, indent: Int, firstPrefix: MarkdownView.Run?
    ) -> [MarkdownView.Row] {
        var rows = [MarkdownView.Row(runs: firstPrefix.map { [$0] } ?? [])]
        var x = indent
        let available = max(1, width - indent)
        func place(_ text: String, _ style: Style, _ link: String?) {
            let runWidth = DisplayWidth.of(text)
            if let last = rows[rows.count - 1].runs.last, last.style == style, last.link == link,
                last.x + DisplayWidth.of(last.text) == x, last.x >= indent
            {
                rows[rows.count - 1].runs[rows[rows.count - 1].runs.count - 1].text += text
            } else {
                rows[rows.count - 1].runs.append(MarkdownView.Run(x: x, text: text, style: style, link: link))
            }
            x += runWidth
        }
        func newRow() {
            rows.append(MarkdownView.Row())
            x = indent
        }
        for span in spans {
            let style = style(of: span, base: base)
            for word in Self.words(span.text) {
                if word == " " {
                    if x > indent, x < width { place(" ", style, span.link) }
                    continue
                }
                var remaining = Substring(word)
                while !remaining.isEmpty {
                    let wordWidth = DisplayWidth.of(remaining)
                    if x + wordWidth > width, x > indent {
                        // Drop the space the row ended with.
                        trimTrailingSpace(&rows[rows.count - 1])
                        newRow()
                        continue
                    }
                    let piece = TextLayout.prefix(of: remaining, fitting: available).text
                    let taken = piece.isEmpty ? remaining.prefix(1) : piece
                    place(String(taken), style, span.link)
                    remaining = remaining.dropFirst(taken.count)
                    if !remaining.isEmpty { newRow() }
                }
            }
        }
        trimTrailingSpace(&rows[rows.count - 1])
        return rows
    }

    private func trimTrailingSpace(_ row: inout MarkdownView.Row) {
        guard let last = row.runs.indices.last, row.runs[last].text.hasSuffix(" ") else { return }
        row.runs[last].text.removeLast()
        if row.runs[last].text.isEmpty { row.runs.removeLast() }
    }

    /// `text` cut into words and single spaces.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character == " " {
                if !word.isEmpty { words.append(word) }
                words.append(" ")
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
