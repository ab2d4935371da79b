import TrellisCore

/// Helpers for the data widget tests (lists and tables).
@MainActor
enum DataFixtures {
    /// Pins `view` to its superview's edges, inset by `insets` cells (left, top, right, bottom).
    static func pin(_ view: TermView, inset: (left: Int, top: Int, right: Int, bottom: Int) = (0, 0, 0, 0)) {
        guard let superview = view.superview else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: Double(inset.left)),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: Double(inset.top)),
            view.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -Double(inset.right)),
            view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -Double(inset.bottom)),
        ])
    }

    /// The text of row `row` in the test lists.
    static func rowName(_ row: Int) -> String { "Row \(row)" }
}
