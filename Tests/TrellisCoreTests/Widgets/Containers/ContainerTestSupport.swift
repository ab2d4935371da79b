import TrellisCore

/// A view for container tests: fills its bounds with one character, reports an intrinsic
/// size if given one, and records the keys and mouse events that reach it.
@MainActor
final class Swatch: TermView {
    var fill: Character { didSet { setNeedsDisplay() } }
    var size: Size { didSet { invalidateIntrinsicContentSize() } }
    var focusable: Bool
    var keys: [KeyEvent] = []
    var mice: [MouseEvent] = []
    /// The first baseline, counted from the top row.
    var baseline = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// The last baseline, counted upwards from the bottom row.
    var lastBaseline = 0 { didSet { invalidateIntrinsicContentSize() } }

    init(
        _ fill: Character, width: Int = TermView.noIntrinsicMetric,
        height: Int = TermView.noIntrinsicMetric, id: String? = nil, focusable: Bool = false
    ) {
        self.fill = fill
        self.size = Size(width: width, height: height)
        self.focusable = focusable
        super.init()
        identifier = id ?? String(fill)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { size }
    override var firstBaselineOffset: Int { baseline }
    override var lastBaselineOffset: Int { lastBaseline }
    override var canBecomeFocused: Bool { focusable }

    override func draw(in canvas: Canvas) {
        canvas.fill(with: Cell(fill))
    }

    override func handle(_ key: KeyEvent) -> Bool {
        keys.append(key)
        return false
    }

    override func handle(_ mouse: MouseEvent) -> Bool {
        mice.append(mouse)
        return false
    }
}

extension TermView {
    /// Pins the view's edges to `item`'s edges, inset by `inset` cells.
    func pinEdges(to item: LayoutItem, inset: Double = 0) {
        translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            leftAnchor.constraint(equalTo: item.leftAnchor, constant: inset),
            rightAnchor.constraint(equalTo: item.rightAnchor, constant: -inset),
            topAnchor.constraint(equalTo: item.topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: item.bottomAnchor, constant: -inset),
        ])
    }

    /// Fixes the view's size with required constraints.
    @discardableResult
    func pinSize(width: Int? = nil, height: Int? = nil) -> [LayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        var made: [LayoutConstraint] = []
        if let width { made.append(widthAnchor.constraint(equalToConstant: Double(width))) }
        if let height { made.append(heightAnchor.constraint(equalToConstant: Double(height))) }
        LayoutConstraint.activate(made)
        return made
    }

    /// Places the view's top-left corner at a position in its superview.
    func pinOrigin(x: Int, y: Int) {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            leftAnchor.constraint(equalTo: superview.leftAnchor, constant: Double(x)),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: Double(y)),
        ])
    }
}

/// Lines of text, one per row, with an intrinsic size that fits them.
@MainActor
final class LinesView: TermView {
    var lines: [String] { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    init(_ lines: [String], id: String = "text") {
        self.lines = lines
        super.init()
        identifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size {
        Size(width: lines.map(\.count).max() ?? 0, height: lines.count)
    }

    override func draw(in canvas: Canvas) {
        for (row, line) in lines.enumerated() { canvas.draw(text: line, at: Point(x: 0, y: row)) }
    }
}
