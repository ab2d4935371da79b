import Trellis

extension SeedPanel {
    /// Bamboo's README, in Bamboo's style: chains on `view.bb` and `[views].bb`.
    ///
    /// The quick-look line (`view.bb.centerX().below(view2).size(…)`), the fill family, a
    /// priority with `~`, `<=` and the multiple-item `each` and `distributeXEqualSpacing`.
    static func bamboo() -> SeedPanel {
        let panel = SeedPanel(title: "Bamboo · view.bb chains", name: "bamboo")

        let view2 = panel.block("view2", .blue)
        view2.bb.fillTop().height(1)
        panel.addCode("view2.bb.fillTop().height(1)", .blue)

        let view = panel.block("view", .teal)
        view.bb.centerX().below(view2).size(width: 12, height: 3)
        panel.addCode("view.bb.centerX().below(view2).size(width: 12, height: 3)", .teal)

        let tag = panel.block("tag", .green)
        tag.bb.left(view.rightAnchor + 1 ~ 500).top(view).size(width: 4, height: 1).right(<=0)
        panel.addCode(
            "tag.bb.left(view.rightAnchor + 1 ~ 500).top(view).size(width: 4, height: 1).right(<=0)", .green)

        let row = ["a", "b", "c"].map { panel.block($0, .purple) }
        row.bb.each { $0.bb.below(view, spacing: 1) }.size(width: 4, height: 1).distributeXEqualSpacing(
            inset: .equal)
        panel.addCode(
            "[a, b, c].bb.each { $0.bb.below(view, spacing: 1) }.size(width: 4, height: 1)"
                + ".distributeXEqualSpacing(inset: .equal)", .purple)

        let view3 = panel.block("view3", .orange)
        view3.bb.fillBottom().height(1)
        panel.addCode("view3.bb.fillBottom().height(1)", .orange)
        return panel
    }
}
