import TrellisCore

/// A view that shows a fixed text on its first row and records what reaches it.
@MainActor
final class ProbeView: TermView {
    var text: String { didSet { setNeedsDisplay() } }
    var focusable = false
    var keys: [KeyEvent] = []
    var mice: [MouseEvent] = []
    var pastes: [String] = []
    var handlesKeys = true
    var drawCount = 0

    init(_ text: String, id: String, focusable: Bool = false) {
        self.text = text
        self.focusable = focusable
        super.init()
        identifier = id
    }

    override var canBecomeFocused: Bool { focusable }

    override func draw(in canvas: Canvas) {
        drawCount += 1
        let style = isFocused ? Style(attributes: .reverse) : Style.plain
        _ = canvas.draw(text: text, at: .zero, style: style)
    }

    override func handle(_ key: KeyEvent) -> Bool {
        keys.append(key)
        return handlesKeys && key.key != .tab && key.key != .backTab
    }

    override func handle(_ mouse: MouseEvent) -> Bool {
        mice.append(mouse)
        return true
    }

    override func handle(paste text: String) -> Bool {
        pastes.append(text)
        return true
    }

    override var cursorPosition: Point? { focusable ? Point(x: text.count, y: 0) : nil }
}

extension TermView {
    /// Places the view at a fixed frame with constraints (left, top, width, height).
    func pin(_ rect: Rect) {
        translatesAutoresizingMaskIntoConstraints = false
        guard let superview else { return }
        LayoutConstraint.activate([
            leftAnchor.constraint(equalTo: superview.leftAnchor, constant: Double(rect.minX)),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: Double(rect.minY)),
            widthAnchor.constraint(equalToConstant: Double(rect.width)),
            heightAnchor.constraint(equalToConstant: Double(rect.height)),
        ])
    }
}
