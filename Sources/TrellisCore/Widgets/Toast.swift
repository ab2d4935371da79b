/// A short notification in the window's top right corner that goes away by itself: "Saved",
/// "Connection lost".
///
/// ``show(_:kind:in:duration:)`` stacks toasts under each other (the newest at the bottom),
/// each in a rounded box whose border has the colour of its ``Kind`` (the theme's
/// ``Theme/accent``, ``Theme/success``, ``Theme/warning`` or ``Theme/error``). A toast is
/// removed after its duration or when clicked. Toasts are not modal: input goes on to the
/// window below them.
///
/// ```swift
/// Toast.show("Settings saved", kind: .success, in: app)
/// ```
@MainActor
public final class Toast: Box {
    /// What a toast is about, which sets its colour and its mark.
    public enum Kind: Hashable, Sendable {
        /// News: the accent colour, `ℹ`.
        case info
        /// Something worked: `✓`.
        case success
        /// Something may need attention: `!`.
        case warning
        /// Something failed: `✗`.
        case error

        /// The mark in the toast's top border.
        public var mark: String {
            switch self {
            case .info: "ℹ"
            case .success: "✓"
            case .warning: "!"
            case .error: "✗"
            }
        }
    }

    /// What the toast is about.
    public let kind: Kind

    /// The message label.
    public let messageLabel = Label()

    /// The widest a toast gets, border included (40 by default); longer messages wrap.
    public static let maximumWidth = 40

    /// The identifier of the stack view the toasts of a window go in.
    static let stackIdentifier = "Toast.stack"

    /// Creates a toast; ``show(_:kind:in:duration:)`` creates and shows one.
    public init(_ message: String, kind: Kind = .info) {
        self.kind = kind
        super.init(
            title: kind.mark, lineStyle: .rounded, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        identifier = "Toast"
        messageLabel.text = message
        messageLabel.lineBreakMode = .wordWrapping
        contentView.addSubview(messageLabel)
        LayoutConstraint.activate([
            messageLabel.leftAnchor.constraint(equalTo: contentView.leftAnchor),
            messageLabel.rightAnchor.constraint(equalTo: contentView.rightAnchor),
            messageLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            widthAnchor.constraint(lessThanOrEqualToConstant: Double(Self.maximumWidth)),
        ])
    }

    /// The message shown.
    public var message: String { messageLabel.text }

    /// Shows a toast in `app`'s window for `duration`.
    ///
    /// - Returns: The toast, to dismiss it early.
    @discardableResult
    public static func show(
        _ message: String, kind: Kind = .info, in app: Application, duration: Duration = .seconds(3)
    ) -> Toast {
        let toast = Toast(message, kind: kind)
        stack(in: app.window).addArrangedSubview(toast)
        toast.timer = app.schedule(after: duration) { [weak toast] in toast?.dismiss() }
        return toast
    }

    /// The window's stack of toasts, made the first time one is shown.
    static func stack(in window: TermWindow) -> StackView {
        if let stack = window.subviews.first(where: { $0.identifier == stackIdentifier }) as? StackView {
            window.bringSubviewToFront(stack)
            return stack
        }
        let stack = StackView(arrangedSubviews: [], axis: .vertical, spacing: 0)
        stack.identifier = stackIdentifier
        stack.alignment = .trailing
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -1),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            stack.leftAnchor.constraint(greaterThanOrEqualTo: window.leftAnchor),
        ])
        return stack
    }

    /// The timer that removes the toast.
    private var timer: ScheduledTimer?

    /// Whether the toast is on screen.
    public var isShown: Bool { superview != nil }

    /// Removes the toast now.
    public func dismiss() {
        timer?.cancel()
        timer = nil
        guard let stack = superview as? StackView else { return }
        stack.removeArrangedSubview(self)
        removeFromSuperview()
    }

    /// A click dismisses the toast.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .press(.left) else { return false }
        dismiss()
        return true
    }

    /// Clears the toast's rectangle, then draws the border in the kind's colour.
    public override func draw(in canvas: Canvas) {
        canvas.fill(with: .blank(theme.background))
        super.draw(in: canvas)
        let style = borderStyle
        for x in 0..<bounds.width {
            for y in [0, bounds.height - 1] { restyle(Point(x: x, y: y), with: style, in: canvas) }
        }
        for y in 0..<bounds.height {
            for x in [0, bounds.width - 1] { restyle(Point(x: x, y: y), with: style, in: canvas) }
        }
    }

    /// The border's style: the kind's colour, bold.
    var borderStyle: Style {
        let theme = theme
        switch kind {
        case .info: return Style(foreground: theme.accent, attributes: .bold)
        case .success: return theme.success.adding(.bold)
        case .warning: return theme.warning.adding(.bold)
        case .error: return theme.error.adding(.bold)
        }
    }

    private func restyle(_ position: Point, with style: Style, in canvas: Canvas) {
        guard let cell = canvas.cell(at: position), !cell.isContinuation else { return }
        canvas.put(Cell(cell.grapheme, style: style), at: position)
    }
}

extension Style {
    /// The style with `attributes` added.
    fileprivate func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }
}
