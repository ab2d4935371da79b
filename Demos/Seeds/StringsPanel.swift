import Trellis

extension SeedPanel {
    /// JBNSLayoutConstraint's README, in its style: linear equations and Visual Format in one
    /// string, installed on the nearest common ancestor in one call.
    ///
    /// Visual Format with a fixed width, the compound `center` with a metric, a row of equal
    /// widths at the standard spacing, and an equation with a multiplier and a priority.
    static func strings() -> SeedPanel {
        let panel = SeedPanel(title: "JBNSLayoutConstraint · strings", name: "strings")
        let view1 = panel.block("view1", .teal)
        let view2 = panel.block("view2", .blue)
        let tag = panel.block("tag", .green)
        let row = ["a", "b", "c"].map { panel.block($0, .purple) }
        let examples: [(format: String, options: FormatOptions, hue: Hue)] = [
            ("H:|[view2(10)]; V:|[view2(1)]", [], .blue),
            ("view1.center == |; view1.width == 12; view1.height == view2.height + metric1", [], .teal),
            (
                "tag.left == view1.right + 1; tag.top == view1; tag.width == view1.width * 0.5 @ 750; "
                    + "tag.right <= |.right; tag.height == 1", [], .green
            ),
            ("H:|-[a]-[b(==a)]-[c(==a)]-|", .alignAllCenterY, .purple),
            ("V:[a(1)]|; b.height == a; c.height == a", [], .purple),
        ]
        let views: [String: LayoutItem] = [
            "view1": view1, "view2": view2, "tag": tag, "a": row[0], "b": row[1], "c": row[2],
        ]
        for example in examples {
            do {
                try LayoutConstraint.installConstraints(
                    withVisualFormat: example.format, options: example.options, metrics: ["metric1": 2],
                    views: views)
                let options = example.options.isEmpty ? "" : "  (options: .alignAllCenterY)"
                panel.addCode("\"\(example.format)\"\(options)", example.hue)
            } catch {
                panel.addError(error)
            }
        }
        return panel
    }
}
