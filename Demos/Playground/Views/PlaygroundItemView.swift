import TrellisCore

/// One of the views the user lays out: a coloured box with its name and size, drawn with a
/// dashed border and a `?` while its frame is ambiguous.
final class PlaygroundItemView: TermView {
    /// `v1` … `v4`: the name constraints use.
    let name: String
    /// The box's colours.
    let style: Style
    /// Whether the constraints leave the frame open; the playground sets it after each change.
    var isAmbiguous = false {
        didSet { if isAmbiguous != oldValue { setNeedsDisplay() } }
    }

    /// The items' colours: white on blue, green, magenta and teal.
    static let palette: [Color] = [.indexed(25), .indexed(28), .indexed(90), .indexed(30)]

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - name: The name constraints use, which the box shows.
    ///   - colorIndex: Which colour of ``palette`` it takes.
    init(name: String, colorIndex: Int) {
        self.name = name
        style = Style(
            foreground: .brightWhite, background: Self.palette[colorIndex % Self.palette.count],
            attributes: .bold)
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = name
    }

    /// A box that fits its name and size: 10 × 3.
    override var intrinsicContentSize: Size { Size(width: 10, height: 3) }

    /// Fills the frame with the colour, draws the border with the name in it and the size
    /// inside (`20×5`), or `v1?` with a dashed border while ambiguous.
    override func draw(in canvas: Canvas) {
        canvas.fill(with: .blank(style))
        let title = isAmbiguous ? "\(name)?" : name
        canvas.drawBox(
            bounds, lineStyle: isAmbiguous ? .ascii : .single, style: style, title: title)
        let size = "\(bounds.width)×\(bounds.height)"
        if bounds.height >= 3, bounds.width >= size.count + 2 {
            canvas.draw(
                text: size, at: Point(x: (bounds.width - size.count) / 2, y: bounds.height / 2), style: style)
        }
    }
}
