import Trellis

/// A coloured block with a caption: what the gallery's layout demonstrations place, so the
/// result of each constraint is easy to see.
///
/// The caption can be computed from the swatch's current size, so a swatch shows the width
/// the solver gave it.
@MainActor
final class Swatch: TermView {
    /// The text shown centred on the block.
    var text: String {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The block's colour (with a colourless theme the block is drawn reversed instead).
    var color: Color {
        didSet { setNeedsDisplay() }
    }

    /// Makes the shown text from the swatch's size; `nil` shows ``text``.
    var caption: (@MainActor (Size) -> String)? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text's width is the swatch's intrinsic width; turn it off where only
    /// explicit constraints should decide the width (so that no content hugging or compression
    /// resistance takes part in a demonstration of priorities).
    var hasIntrinsicWidth = true {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a swatch.
    ///
    /// - Parameters:
    ///   - text: The text shown on the block; also its intrinsic width (plus a cell each side).
    ///   - color: The block's colour.
    init(_ text: String, color: Color) {
        self.text = text
        self.color = color
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The text and a cell on each side (unless ``hasIntrinsicWidth`` is off), one row.
    override var intrinsicContentSize: Size {
        Size(width: hasIntrinsicWidth ? DisplayWidth.of(text) + 2 : TermView.noIntrinsicMetric, height: 1)
    }

    /// The block's style: white on its colour, or reversed text when the theme has no colours.
    var blockStyle: Style {
        theme.accent == .default
            ? Style(attributes: .reverse) : Style(foreground: .brightWhite, background: color)
    }

    override func draw(in canvas: Canvas) {
        let style = blockStyle
        canvas.fill(with: .blank(style))
        let shown = caption?(bounds.size) ?? text
        let row = Rect(x: 0, y: max(0, (bounds.height - 1) / 2), width: bounds.width, height: 1)
        _ = canvas.draw(text: shown, in: row, style: style, alignment: .center, wrapping: .none)
    }
}
