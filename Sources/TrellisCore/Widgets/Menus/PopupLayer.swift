/// A transparent layer over the whole window that shows one view — a menu, a drop-down list,
/// a palette — at a place, modally: focus and keys stay in the view, and a press anywhere
/// outside it (or Escape) dismisses it.
///
/// The view is placed by constraints: its preferred position (``Placement``) is held at a
/// high priority and the window's edges are required, so a view that would stick out of the
/// window slides back inside it. The layer draws nothing, so the window shows through.
///
/// ```swift
/// let layer = PopupLayer(content: menuPanel)
/// layer.present(in: app, placement: .below(button.frameInWindow))
/// ```
@MainActor
open class PopupLayer: TermView {
    /// Where the content goes.
    public enum Placement: Hashable, Sendable {
        /// Under a rectangle of the window (its left edge on the rectangle's), such as a menu
        /// under its title or a list under its field.
        case below(Rect)
        /// With its top left corner at a point of the window, such as a context menu.
        case at(Point)
        /// Centred across the window with its top at a row, such as a command palette.
        case centered(top: Int)
    }

    /// The view shown.
    public let content: TermView

    /// Called after the layer was dismissed (by code, a press outside or Escape).
    public var onDismiss: (@MainActor () -> Void)?

    /// Called when a press outside the content or Escape dismissed the layer, before
    /// ``onDismiss``.
    public var onCancel: (@MainActor () -> Void)?

    /// The application showing the layer, while it is presented.
    public var presentingApplication: Application? { presentation.application }

    /// Whether the layer is being shown.
    public var isPresented: Bool { presentation.isActive }

    /// The application and the constraints placing the layer and its content while presented.
    private var presentation = ModalPresentation()

    /// Creates a layer for `content`; give the content its size (an intrinsic size or
    /// constraints), then ``present(in:placement:)`` the layer.
    public init(content: TermView) {
        self.content = content
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        identifier = "PopupLayer"
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
    }

    /// Shows the layer over `app`'s window with the content at `placement`, and focuses the
    /// content's first focusable view. Presenting a layer that is shown does nothing.
    public func present(in app: Application, placement: Placement) {
        guard !isPresented else { return }
        let window = app.window
        window.addSubview(self)
        let corner: (Point) -> [LayoutConstraint] = { [self] point in
            [
                content.leftAnchor.constraint(equalTo: leftAnchor, constant: Double(point.x)),
                content.topAnchor.constraint(equalTo: topAnchor, constant: Double(point.y)),
            ]
        }
        let preferred: [LayoutConstraint]
        switch placement {
        case .below(let anchor):
            preferred = corner(Point(x: anchor.minX, y: anchor.maxY))
        case .at(let point):
            preferred = corner(point)
        case .centered(let top):
            preferred = [
                content.centerXAnchor.constraint(equalTo: centerXAnchor),
                content.topAnchor.constraint(equalTo: topAnchor, constant: Double(top)),
            ]
        }
        for constraint in preferred { constraint.priority = .defaultHigh }
        presentation.present(
            self, in: app,
            constraints: preferred + [
                leftAnchor.constraint(equalTo: window.leftAnchor),
                rightAnchor.constraint(equalTo: window.rightAnchor),
                topAnchor.constraint(equalTo: window.topAnchor),
                bottomAnchor.constraint(equalTo: window.bottomAnchor),
                content.leftAnchor.constraint(greaterThanOrEqualTo: leftAnchor),
                content.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor),
                content.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                content.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            ])
    }

    /// Takes the layer off the screen; focus goes back to the window below. Calls
    /// ``onDismiss``.
    public func dismiss() {
        guard presentation.dismiss(self) else { return }
        onDismiss?()
    }

    /// Dismisses the layer as a press outside it does: calls ``onCancel``, then dismisses.
    public func cancel() {
        guard isPresented else { return }
        onCancel?()
        dismiss()
    }

    /// Escape cancels.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard key == .escape else { return false }
        cancel()
        return true
    }

    /// A press outside the content cancels; every other event that reaches the layer stops
    /// here, so nothing below it reacts.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        if case .press = mouse.kind, !content.frame.contains(mouse.position) { cancel() }
        return true
    }
}
