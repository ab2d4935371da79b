import Trellis

/// One seed library's panel: a titled box with a stage, where blocks are placed by the
/// library's own style of constraints, above the code that placed them, each line in its
/// block's colour.
///
/// The stage keeps at least ``minimumStageHeight`` rows (above the code's wish to show all its
/// lines) and otherwise shares the panel with the code; code that does not fit ends with `…`.
@MainActor
final class SeedPanel: Box {
    /// The rows the stage keeps before the code listing gets any.
    static let minimumStageHeight = 8.0

    /// Where the example's blocks go; its size is what the constraints are solved against.
    let stage = Stage()
    /// The code, one entry per example.
    let listing = CodeListing()
    /// A name for identifiers: `bamboo`, `factory`, `strings`.
    let name: String

    /// Creates an empty panel.
    ///
    /// - Parameters:
    ///   - title: The box's title.
    ///   - name: The prefix of the panel's identifiers.
    init(title: String, name: String) {
        self.name = name
        super.init(
            title: title, lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        identifier = name
        stage.identifier = "\(name).stage"
        listing.identifier = "\(name).code"
        contentView.addSubview(stage)
        contentView.addSubview(listing)
        stage.bb.fillTop().height(>=Self.minimumStageHeight ~ 800).height(0.55 * contentView ~ 500)
        listing.bb.below(stage, spacing: 1).fillWidth().bottom(<=0)
    }

    /// Makes a block on the stage, named after the variable it stands for.
    func block(_ name: String, _ hue: Hue) -> Block {
        let block = Block(name, hue: hue, identifierPrefix: self.name)
        stage.addSubview(block)
        return block
    }

    /// Adds the code of one example to the listing, in `hue`'s code colour.
    func addCode(_ code: String, _ hue: Hue) {
        listing.append(code, style: Style(foreground: hue.code))
    }

    /// Shows an error the example threw, instead of hiding it.
    func addError(_ error: any Error) {
        listing.append("error: \(error)", style: theme.error)
    }
}

/// The area a panel's blocks are placed in, drawn as a dotted floor so its edges (what the
/// examples' `|` and "superview" mean) are visible.
@MainActor
final class Stage: TermView {
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func draw(in canvas: Canvas) {
        let style = theme.accent == .default ? theme.secondaryText : Style(foreground: .indexed(239))
        for y in 0..<bounds.height {
            for x in stride(from: 0, to: bounds.width, by: 2) {
                canvas.put("·", at: Point(x: x, y: y), style: style)
            }
        }
    }
}
