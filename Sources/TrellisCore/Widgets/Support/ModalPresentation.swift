/// The bookkeeping of a view shown with `Application.presentModal` and held in place by
/// constraints while shown: which application shows it and which constraints to take away
/// again. ``Dialog`` and ``PopupLayer`` present themselves through it.
@MainActor
struct ModalPresentation {
    /// The application showing the view, while it is shown.
    private(set) weak var application: Application?
    /// The constraints placing the view while it is shown.
    private var constraints: [LayoutConstraint] = []

    /// Whether the view is shown.
    var isActive: Bool { application != nil }

    /// Activates `constraints` (the view must already be in `app`'s window) and shows `view`
    /// modally.
    mutating func present(_ view: TermView, in app: Application, constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
        self.constraints = constraints
        application = app
        app.presentModal(view)
    }

    /// Ends the modal presentation of `view` and deactivates its constraints.
    ///
    /// - Returns: Whether the view was shown (and so is dismissed now).
    mutating func dismiss(_ view: TermView) -> Bool {
        guard let app = application else { return false }
        application = nil
        app.dismissModal(view)
        LayoutConstraint.deactivate(constraints)
        constraints = []
        return true
    }
}
