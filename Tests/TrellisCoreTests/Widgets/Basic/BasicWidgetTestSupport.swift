import TrellisCore
import TrellisTesting

/// Helpers shared by the basic-widget tests.
@MainActor
enum BasicWidgetTest {
    /// A terminal showing `view` at a fixed rectangle of the window, in the monochrome theme
    /// (so golden screens do not depend on colours).
    static func terminal<View: TermView>(
        _ width: Int, _ height: Int, showing view: View, at rect: Rect,
        theme: Theme = .monochrome
    ) -> TestTerminal {
        TestTerminal(width: width, height: height) { app in
            app.window.theme = theme
            app.window.addSubview(view)
            place(view, at: rect)
        }
    }

    /// A terminal showing `view` at its intrinsic size (hugging it) at `origin`.
    static func terminal<View: TermView>(
        _ width: Int, _ height: Int, showing view: View, origin: Point = .zero,
        theme: Theme = .monochrome
    ) -> TestTerminal {
        TestTerminal(width: width, height: height) { app in
            app.window.theme = theme
            app.window.addSubview(view)
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: app.window.leftAnchor, constant: Double(origin.x)),
                view.topAnchor.constraint(equalTo: app.window.topAnchor, constant: Double(origin.y)),
            ])
        }
    }

    /// Holds `view` at `rect` of its superview with required constraints.
    static func place(_ view: TermView, at rect: Rect) {
        guard let superview = view.superview else { return }
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: Double(rect.minX)),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: Double(rect.minY)),
            view.widthAnchor.constraint(equalToConstant: Double(rect.width)),
            view.heightAnchor.constraint(equalToConstant: Double(rect.height)),
        ])
    }
}
