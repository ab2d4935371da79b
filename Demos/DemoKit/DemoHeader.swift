import Trellis

/// A demo's top bar: its name on the left, and on the right what it shows and the terminal's
/// current size (so a resize is visible at a glance). The right side gives way first.
@MainActor
public final class DemoHeader: TermView {
    /// The name on the left.
    public let title: String
    /// The words before the size on the right.
    public let tagline: String

    /// Creates a header with a title and a tagline.
    public init(title: String, tagline: String) {
        self.title = title
        self.tagline = tagline
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "header"
    }

    /// Draws the bar in the theme's status-bar style.
    public override func draw(in canvas: Canvas) {
        let theme = theme
        let bar = theme.statusBar
        canvas.fill(with: .blank(bar))
        var titleStyle = bar
        titleStyle.attributes.insert(.bold)
        if theme.accent != .default { titleStyle.foreground = .brightWhite }
        var mark = titleStyle
        if theme.accent != .default { mark.foreground = theme.accent }
        let markWidth = canvas.draw(text: " ◆ ", at: .zero, style: mark)
        let titleEnd = markWidth + canvas.draw(text: title, at: Point(x: markWidth, y: 0), style: titleStyle)
        // The right side gives way first: the tagline, then the size.
        let size = window?.size ?? bounds.size
        let sizeText = "\(size.width)×\(size.height) "
        let room = bounds.width - titleEnd - 2
        var right = sizeText
        if DisplayWidth.of(tagline) + 3 + DisplayWidth.of(sizeText) <= room {
            right = tagline + " · " + sizeText
        }
        guard DisplayWidth.of(right) <= room else { return }
        canvas.draw(text: right, at: Point(x: bounds.width - DisplayWidth.of(right), y: 0), style: bar)
    }
}
