import Trellis

extension SeedPanel {
    /// TFLayoutConstraintsFactory's README, in its style: static helpers that return
    /// constraints (`noMetric`, NaN, leaves a value out), activated by the caller.
    ///
    /// Edges to the superview, a size, centring with an offset, and a row and a column of
    /// views of equal size with equal separators between them.
    static func factory() -> SeedPanel {
        let panel = SeedPanel(title: "TFLayoutConstraintsFactory", name: "factory")
        let stage = panel.stage
        do {
            let top = panel.block("top", .blue)
            LayoutConstraint.activate(
                try LayoutConstraint.constraints(
                    for: top,
                    expandingEdgesToSuperviewWith: EdgeInsets(top: 0, left: 2, bottom: .nan, right: 2))
                    + LayoutConstraint.constraints(for: top, size: (width: .nan, height: 1)))
            panel.addCode(
                "constraints(for: top, expandingEdgesToSuperviewWith: EdgeInsets(top: 0, left: 2, "
                    + "bottom: .nan, right: 2)) + constraints(for: top, size: (width: .nan, height: 1))",
                .blue)

            let view = panel.block("view", .teal)
            LayoutConstraint.activate(
                try LayoutConstraint.centeringConstraints(
                    for: view, relativeTo: stage, options: .absolute, offset: (x: .nan, y: -1))
                    + LayoutConstraint.constraints(for: view, size: (width: 8, height: 3)))
            panel.addCode(
                "centeringConstraints(for: view, relativeTo: stage, options: .absolute, offset: (x: .nan, "
                    + "y: -1)) + constraints(for: view, size: (width: 8, height: 3))", .teal)

            let row = ["v1", "v2", "v3"].map { panel.block($0, .purple) }
            let gaps = ["s1", "s2"].map { panel.block($0, .green) }
            LayoutConstraint.activate(
                try LayoutConstraint.horizontalAlignmentConstraints(for: row, separators: gaps, margins: 1)
                    + LayoutConstraint.constraints(for: gaps[0], size: (width: 2, height: 1))
                    + LayoutConstraint.constraints(for: row[0], size: (width: .nan, height: 1))
                    + LayoutConstraint.constraints(
                        for: row[0],
                        expandingEdgesToSuperviewWith: EdgeInsets(
                            top: .nan, left: .nan, bottom: 1, right: .nan)))
            LayoutConstraint.activate(
                (row[1...] + gaps[1...]).flatMap { item in
                    (try? LayoutConstraint.constraints(for: item, size: (width: .nan, height: 1))) ?? []
                })
            panel.addCode(
                "horizontalAlignmentConstraints(for: [v1, v2, v3], separators: [s1, s2], margins: 1) "
                    + "+ constraints(for: s1, size: (width: 2, height: 1))", .purple)

            let column = ["c1", "c2", "c3"].map { panel.block($0, .orange) }
            let spacers = ["t1", "t2"].map { panel.block($0, .red) }
            LayoutConstraint.activate(
                try LayoutConstraint.verticalAlignmentConstraints(
                    for: column, separators: spacers, margins: 2)
                    + LayoutConstraint.constraints(for: spacers[0], size: (width: 2, height: 1))
                    + LayoutConstraint.constraints(
                        for: column[0],
                        expandingEdgesToSuperviewWith: EdgeInsets(
                            top: .nan, left: .nan, bottom: .nan, right: 0))
                    + LayoutConstraint.constraints(for: column[0], size: (width: 2, height: .nan)))
            LayoutConstraint.activate(
                (column[1...] + spacers[1...]).flatMap { item in
                    (try? LayoutConstraint.constraints(for: item, size: (width: 2, height: .nan))) ?? []
                })
            panel.addCode(
                "verticalAlignmentConstraints(for: [c1, c2, c3], separators: [t1, t2], margins: 2) "
                    + "+ constraints(for: t1, size: (width: 2, height: 1))", .orange)
        } catch {
            panel.addError(error)
        }
        return panel
    }
}
