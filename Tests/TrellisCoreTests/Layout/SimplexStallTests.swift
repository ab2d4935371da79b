import Testing

@testable import TrellisCore

/// A vertex where hundreds of rows are tight at once: a row of one-cell labels, equally
/// centred by the rules an equal-centring stack made before its gaps became guides (each
/// gap's minimum an inequality), whose floors reach the solver after the rules. There the
/// primal simplex, under Bland's rule, toggled the labels' hugging slacks in and out of the
/// basis like a binary counter, without leaving the vertex: 100 labels did not attach in a
/// minute. Once a degenerate run outlasts Bland's share, the solver now chooses leaving rows
/// by the lexicographic rule, as if the tight rows were perturbed apart (`Tableau.optimize()`).
@MainActor
@Suite struct SimplexStallTests {
    /// The rules of a horizontal equal-centring stack aligned at the trailing edge, as the
    /// stack made them, in its order, on a plain view (whose views' floors come at the end of
    /// the layout pass, after the rules).
    private static func equalCentringRules(
        of labels: [Label], in canvas: TermView, guide: LayoutGuide
    ) -> [LayoutConstraint] {
        var maker = StackConstraintMaker(axis: .horizontal)
        for (index, view) in labels.enumerated() {
            let next = index + 1 < labels.count ? labels[index + 1] : nil
            if let next {
                maker.add(
                    StackRole(view, .spacing), next, .leading, .greaterThanOrEqual, view, .trailing, "spacing"
                )
                maker.add(
                    StackRole(view, .hug), next, .leading, .lessThanOrEqual, view, .leading,
                    priority: StackView.huggingPriority, "hug")
            } else {
                maker.add(
                    StackRole(view, .hug), view, .width, .lessThanOrEqual, nil, .notAnAttribute,
                    priority: StackView.huggingPriority, "hug")
            }
            maker.preferIntrinsicLength(of: view, 1)
            if let next {
                maker.addEqualOffsets(
                    StackRole(view, .distribution), (view, .centerX, next, .centerX),
                    (canvas, .leading, guide, .leading), priority: StackView.arrangementPriority, "centring")
            }
            maker.add(StackRole(view, .across(0)), view, .bottom, .equal, canvas, .bottom, "trailing")
            maker.add(StackRole(view, .across(1)), view, .top, .greaterThanOrEqual, canvas, .top, "inside")
        }
        let wide:
            [(LayoutItem, LayoutAttribute, LayoutRelation, LayoutItem?, LayoutAttribute, LayoutPriority)] = [
                (guide, .leading, .equal, canvas, .leading, StackView.guidePriority),
                (guide, .width, .equal, nil, .notAnAttribute, .required),
                (guide, .top, .equal, canvas, .top, .required),
                (guide, .height, .equal, nil, .notAnAttribute, .required),
                (labels[0], .leading, .equal, canvas, .leading, .required),
                (labels[labels.count - 1], .trailing, .equal, canvas, .trailing, .required),
                (canvas, .height, .equal, nil, .notAnAttribute, StackView.huggingPriority),
            ]
        for (item, attribute, relation, other, otherAttribute, priority) in wide {
            maker.add(
                StackRole(.hug), item, attribute, relation, other, otherAttribute, priority: priority, "wide")
        }
        return maker.made.map(\.constraint)
    }

    @Test func aRowWhoseFloorsComeLastAttachesWithoutStalling() {
        let count = 100
        let window = makeWindow(120, 40)
        let canvas = TermView()
        canvas.translatesAutoresizingMaskIntoConstraints = false
        let guide = LayoutGuide()
        canvas.addLayoutGuide(guide)
        let labels = (0..<count).map { Label("\($0 % 10)") }
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(label)
        }
        window.addSubview(canvas)
        LayoutConstraint.activate(
            [
                canvas.leftAnchor.constraint(equalTo: window.leftAnchor),
                canvas.topAnchor.constraint(equalTo: window.topAnchor),
            ] + Self.equalCentringRules(of: labels, in: canvas, guide: guide))
        let pivots = window.solverPivotCount
        window.layoutIfNeeded()
        #expect(
            window.solverPerturbationCount >= 1, "the vertex no longer stalls: the test no longer builds it")
        #expect(window.solverPivotCount - pivots < 200 * count, "\(window.solverPivotCount - pivots) pivots")
        // Equal centring of one-cell labels with nothing to spread them: each one cell wide,
        // one after the other, the first at the left.
        for (index, label) in labels.enumerated() {
            #expect(label.frame == Rect(x: index, y: 0, width: 1, height: 1), "label \(index)")
        }
        #expect(window.solverForChecking._checkInvariants().isEmpty)
    }
}
