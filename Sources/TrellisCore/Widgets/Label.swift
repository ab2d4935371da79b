/// Read-only text: one line or many, aligned, truncated with `…` or wrapped at words.
///
/// A label's intrinsic size is its text's: the widest line by the number of lines (at most
/// ``numberOfLines``). With ``LineBreakMode/wordWrapping`` its height follows the width the
/// layout gives it (``heightForWidth(_:)``), so a label pinned between two edges grows taller
/// as the terminal gets narrower. Its first and last baselines sit on its first and last rows
/// of text, so `firstBaselineAnchor` lines it up with the text of a field beside it.
///
/// ```swift
/// let name = Label("Name:")
/// let help = Label("Type a name and press Enter to save it.")
/// help.lineBreakMode = .wordWrapping
/// help.textStyle = window.theme.secondaryText
/// window.addSubview(name)
/// window.addSubview(help)
/// name.bb.left(2).top(1)
/// help.bb.left(2).right(-2).top(name.bottomAnchor + 1)
/// ```
@MainActor
open class Label: TermView {
    /// The text shown. Newlines start new lines.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            measureText()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The style of the text, overriding the theme; `nil` (the default) draws with the theme's
    /// style named by ``themeStyle`` (``Theme/text`` unless changed).
    public var textStyle: Style? {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }

    /// The old second name of ``textStyle``, kept so that code using it still compiles.
    @available(*, deprecated, renamed: "textStyle")
    public var style: Style? {
        get { textStyle }
        set { textStyle = newValue }
    }

    /// The theme's style the label draws with when ``textStyle`` is `nil`: `\.text` by default;
    /// `\.title` or `\.secondaryText` for titles and hints that should follow the theme.
    public var themeStyle: KeyPath<Theme, Style> = \.text {
        didSet { if themeStyle != oldValue { setNeedsDisplay() } }
    }

    /// Where each line sits in the label's width (`.leading` by default).
    public var alignment: TextAlignment = .leading {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }

    /// What happens to lines wider than the label: cut with `…` (the default) or wrapped.
    public var lineBreakMode: LineBreakMode = .truncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The most rows the label shows; 0 (the default, or less) for as many as the text needs. When
    /// text is cut off, the last row shown ends with `…`.
    public var numberOfLines = 0 {
        didSet {
            guard numberOfLines != oldValue else { return }
            measureText()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The widest line (among the first ``numberOfLines``) and the number of lines, kept
    /// between text changes so that layout does not measure the text again.
    private var measuredSize = Size(width: 0, height: 1)

    /// Creates a label.
    ///
    /// - Parameter text: The text; newlines start new lines.
    public init(_ text: String = "") {
        self.text = text
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        measureText()
    }

    /// The style the text is drawn with now: ``textStyle`` or the theme's.
    public var effectiveTextStyle: Style {
        textStyle ?? theme[keyPath: themeStyle]
    }

    private func measureText() {
        if TextBlock.isOneASCIILine(text) {
            measuredSize = Size(width: DisplayWidth.of(text), height: 1)
            return
        }
        var lines = TextBlock.lines(of: text)
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeSubrange(numberOfLines...) }
        let widest = lines.lazy.map { DisplayWidth.of($0) }.max() ?? 0
        measuredSize = Size(width: widest, height: lines.count)
    }

    // MARK: - Layout

    /// The widest line by the number of lines (at most ``numberOfLines``).
    open override var intrinsicContentSize: Size { measuredSize }

    /// With ``LineBreakMode/wordWrapping``, the rows the wrapped text takes at `width` columns
    /// (at most ``numberOfLines``); `nil` when truncating, where the height does not depend on
    /// the width. Before the label has a width (0), the height of the unwrapped text.
    open override func heightForWidth(_ width: Int) -> Int? {
        guard lineBreakMode == .wordWrapping else { return nil }
        guard width > 0 else { return measuredSize.height }
        return max(
            1, TextBlock.rowCount(of: text, width: width, mode: .wordWrapping, maximumRows: numberOfLines))
    }

    /// The first row of text: the label's top row.
    open override var firstBaselineOffset: Int { 0 }

    /// The last row of text: the label's bottom row, since the label is as tall as its text
    /// when it hugs its intrinsic height (a taller label leaves its extra rows blank below).
    open override var lastBaselineOffset: Int { 0 }

    // MARK: - Drawing

    /// Draws the rows of text that fit, aligned; a style with a background colour fills the
    /// whole label.
    open override func draw(in canvas: Canvas) {
        let style = effectiveTextStyle
        if style.background != .default { canvas.fill(with: .blank(style)) }
        let block = TextBlock(text, width: bounds.width, mode: lineBreakMode, maximumRows: numberOfLines)
        var rows = block.rows
        if rows.count > bounds.height {
            // Fewer rows than the text needs: show that the rest is cut.
            rows.removeSubrange(max(0, bounds.height)...)
            if let last = rows.indices.last {
                rows[last] = TextBlock.markedAsCut(rows[last], width: bounds.width)
            }
        }
        for (row, line) in rows.enumerated() {
            let x = alignment.offset(ofLineWidth: DisplayWidth.of(line), in: bounds.width)
            let position = Point(x: x, y: row)
            canvas.draw(text: line, at: position, over: style)
        }
    }
}

/// What a ``Label`` does with text wider than its frame.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Each line of the text (split at newlines) keeps to one row and is cut with `…` at its
    /// end when it does not fit.
    case truncatingTail
    /// Lines break at spaces and around wide characters, so the text takes as many rows as
    /// the width needs (see `wrapped(toDisplayWidth:)`); the label's height follows its width.
    case wordWrapping
}
