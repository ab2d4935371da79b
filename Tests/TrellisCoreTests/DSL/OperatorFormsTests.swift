import Testing

@testable import TrellisCore

/// Every accepted `bb` expression form, written out so that the file only compiles while the
/// operators and overloads accept them; running it checks each form made one constraint (or
/// the documented number) with the intended relation, multiplier and constant.
@MainActor
@Suite struct OperatorFormsTests {
    /// (description, relation, multiplier, constant, priority) of a constraint, for comparing.
    private func shape(_ c: LayoutConstraint) -> String {
        "\(c.relation) ×\(formatNumber(c.multiplier)) +\(formatNumber(c.constant)) @\(c.priority)"
    }

    @Test func locationForms() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let guide = LayoutGuide()
        window.addLayoutGuide(guide)
        let level: Float = 300
        let chain = a.bb
        let made: [(LayoutConstraint, String)] = [
            (chain.left().constraint, "== ×1 +0 @1000"),
            (chain.left(2).constraint, "== ×1 +2 @1000"),
            (chain.left(2.5).constraint, "== ×1 +2.5 @1000"),
            (chain.left(b).constraint, "== ×1 +0 @1000"),
            (chain.left(guide).constraint, "== ×1 +0 @1000"),
            (chain.left(b.rightAnchor).constraint, "== ×1 +0 @1000"),
            (chain.left(b + 1).constraint, "== ×1 +1 @1000"),
            (chain.left(1 + b).constraint, "== ×1 +1 @1000"),
            (chain.left(b - 1).constraint, "== ×1 +-1 @1000"),
            (chain.left(b + 1 + 2).constraint, "== ×1 +3 @1000"),
            (chain.left(b.rightAnchor + 1).constraint, "== ×1 +1 @1000"),
            (chain.left(1 + b.rightAnchor).constraint, "== ×1 +1 @1000"),
            (chain.left(b.rightAnchor - 1).constraint, "== ×1 +-1 @1000"),
            (chain.left(>=b).constraint, ">= ×1 +0 @1000"),
            (chain.left(<=b.rightAnchor).constraint, "<= ×1 +0 @1000"),
            (chain.left(>=2).constraint, ">= ×1 +2 @1000"),
            (chain.left(<=2).constraint, "<= ×1 +2 @1000"),
            (chain.left(>=(b + 1)).constraint, ">= ×1 +1 @1000"),
            (chain.left(>=b + 1).constraint, ">= ×1 +1 @1000"),
            (chain.left(b ~ 500).constraint, "== ×1 +0 @500"),
            (chain.left(b ~ level).constraint, "== ×1 +0 @300"),
            (chain.left(b.rightAnchor ~ .defaultHigh).constraint, "== ×1 +0 @750"),
            (chain.left(b.rightAnchor + 1 ~ 500).constraint, "== ×1 +1 @500"),
            (chain.left(>=b.rightAnchor + 1 ~ 500).constraint, ">= ×1 +1 @500"),
            (chain.left(2 ~ 500).constraint, "== ×1 +2 @500"),
            (chain.left(>=2 ~ level).constraint, ">= ×1 +2 @300"),
            (chain.left(b.rightAnchor + SystemSpacing(2)).constraint, "== ×1 +2 @1000"),
            (chain.left(b + SystemSpacing()).constraint, "== ×1 +1 @1000"),
            (chain.left(>=b.rightAnchor + SystemSpacing()).constraint, ">= ×1 +1 @1000"),
            (chain.left(<=b + SystemSpacing(3) ~ 10).constraint, "<= ×1 +3 @10"),
            (chain.top(b.bottomAnchor + 1).constraint, "== ×1 +1 @1000"),
            (chain.firstBaseline(b.lastBaselineAnchor - 1).constraint, "== ×1 +-1 @1000"),
            (chain.centerY(>=b.centerYAnchor + SystemSpacing(1) ~ level).constraint, ">= ×1 +1 @300"),
        ]
        for (constraint, expected) in made {
            #expect(shape(constraint) == expected, "\(constraint)")
        }
        LayoutConstraint.deactivate(made.map(\.0))
    }

    @Test func dimensionForms() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let chain = a.bb
        let made: [(LayoutConstraint, String)] = [
            (chain.width().constraint, "== ×1 +0 @1000"),
            (chain.width(10).constraint, "== ×1 +10 @1000"),
            (chain.width(b).constraint, "== ×1 +0 @1000"),
            (chain.width(b.heightAnchor).constraint, "== ×1 +0 @1000"),
            (chain.width(2 * b).constraint, "== ×2 +0 @1000"),
            (chain.width(b * 2).constraint, "== ×2 +0 @1000"),
            (chain.width(b / 2).constraint, "== ×0.5 +0 @1000"),
            (chain.width(2 * b + 5).constraint, "== ×2 +5 @1000"),
            (chain.width(5 + 2 * b).constraint, "== ×2 +5 @1000"),
            (chain.width((b + 10) * 2).constraint, "== ×2 +20 @1000"),
            (chain.width(3 * (b - 1)).constraint, "== ×3 +-3 @1000"),
            (chain.width((b - 4) / 2).constraint, "== ×0.5 +-2 @1000"),
            (chain.width(b.heightAnchor * 2 + 1).constraint, "== ×2 +1 @1000"),
            (chain.width(0.5 * b.widthAnchor).constraint, "== ×0.5 +0 @1000"),
            (chain.width(b.widthAnchor / 4 - 1).constraint, "== ×0.25 +-1 @1000"),
            (chain.width(>=10).constraint, ">= ×1 +10 @1000"),
            (chain.width(<=b * 2).constraint, "<= ×2 +0 @1000"),
            (chain.width(>=b * 2).constraint, ">= ×2 +0 @1000"),
            (chain.width(>=b.heightAnchor / 2 ~ 500).constraint, ">= ×0.5 +0 @500"),
            (chain.width(b ~ 300).constraint, "== ×1 +0 @300"),
            (chain.width((b.widthAnchor + 1) * 2 - 3 ~ .defaultLow).constraint, "== ×2 +-1 @250"),
            (chain.width(b.leftAnchor - a.rightAnchor).constraint, "== ×1 +0 @1000"),
            (chain.width((b.leftAnchor - a.rightAnchor) * 2).constraint, "== ×2 +0 @1000"),
            (chain.height(b.heightAnchor / 3).constraint, "== ×0.333 +0 @1000"),
            (
                chain.offset(b.leftAnchor - a.rightAnchor, b.topAnchor - a.bottomAnchor).constraint,
                "== ×1 +0 @1000"
            ),
            (
                chain.offset(b.leftAnchor - a.rightAnchor, (b.topAnchor - a.bottomAnchor) * 2 + 1 ~ 500)
                    .constraint, "== ×2 +1 @500"
            ),
            (
                chain.offset(b.leftAnchor - a.rightAnchor, >=(b.topAnchor - a.bottomAnchor)).constraint,
                ">= ×1 +0 @1000"
            ),
            (chain.offset(b.leftAnchor - a.rightAnchor, 3).constraint, "== ×1 +3 @1000"),
        ]
        for (constraint, expected) in made {
            // Thirds print with many digits; compare their first three decimals.
            let text = shape(constraint).replacingOccurrences(of: "0.3333333333333333", with: "0.333")
            #expect(text == expected, "\(constraint)")
        }
        LayoutConstraint.deactivate(made.map(\.0))
    }

    @Test func compoundAndItemsForms() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let views = [a, b]
        let counts: [Int] = [
            a.bb.center(b + 1).constraints.count,
            a.bb.center(>=b ~ 10).constraints.count,
            a.bb.center(<=2).constraints.count,
            a.bb.size(b * 2).constraints.count,
            a.bb.size(>=5).constraints.count,
            a.bb.size(b.widthAnchor).constraints.count,
            a.bb.size(b.heightAnchor / 2 + 1).constraints.count,
            a.bb.fill(b, insets: 1).fillWidth(insets: EdgeInsets(left: 1)).constraints.count,
            views.bb.left().size(Size(width: 1, height: 1)).width(2).constraints.count,
            views.bb.each { $0.bb.height(1) }.between { $0.bb.top($1) }.triple { x, _, _ in x.bb.left() }
                .constraints.count,
        ]
        #expect(counts == [2, 2, 2, 2, 2, 2, 2, 6, 7, 3])
    }
}
