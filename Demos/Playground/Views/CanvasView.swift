import TrellisCore

/// The area the items are laid out in: `|` in the constraints. It draws a faint dot every
/// five columns and two rows so positions can be read off, and the origin's corner.
final class CanvasView: TermView {
    /// Creates the canvas.
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "canvas"
    }

    /// The dots.
    override func draw(in canvas: Canvas) {
        let style = theme.secondaryText
        for y in stride(from: 0, to: bounds.height, by: 2) {
            for x in stride(from: 0, to: bounds.width, by: 5) {
                canvas.put("·", at: Point(x: x, y: y), style: style)
            }
        }
    }
}
