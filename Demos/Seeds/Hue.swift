import Trellis

/// A colour pair: a block's background and, brighter, the colour of the code that placed it,
/// so each line of code and its result are matched by colour.
struct Hue: Sendable {
    /// The block's background (256-colour palette).
    let block: Color
    /// The code's text colour.
    let code: Color

    static let blue = Hue(block: .indexed(25), code: .indexed(75))
    static let teal = Hue(block: .indexed(30), code: .indexed(44))
    static let purple = Hue(block: .indexed(97), code: .indexed(141))
    static let orange = Hue(block: .indexed(130), code: .indexed(215))
    static let green = Hue(block: .indexed(28), code: .indexed(114))
    static let red = Hue(block: .indexed(124), code: .indexed(203))
}

/// A coloured block named after the variable it stands for in the example code, placed only
/// by the example's constraints (it has no intrinsic size to add to them).
@MainActor
final class Block: TermView {
    /// The name shown on the block: the variable's name in the code.
    let name: String
    /// The block's colours.
    let hue: Hue

    /// Creates a block; its identifier is `identifierPrefix` and its name.
    init(_ name: String, hue: Hue, identifierPrefix: String) {
        self.name = name
        self.hue = hue
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "\(identifierPrefix).\(name)"
    }

    override func draw(in canvas: Canvas) {
        let style =
            theme.accent == .default
            ? Style(attributes: .reverse) : Style(foreground: .brightWhite, background: hue.block)
        canvas.fill(with: .blank(style))
        let row = Rect(x: 0, y: max(0, (bounds.height - 1) / 2), width: bounds.width, height: 1)
        _ = canvas.draw(text: name, in: row, style: style, alignment: .center, wrapping: .none)
    }
}
