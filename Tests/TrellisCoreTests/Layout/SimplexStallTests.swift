import Testing

@testable import TrellisCore

/// A vertex where hundreds of rows are tight at once: a horizontal stack of one-cell labels,
/// equally centred, whose floors reach the solver after the stack's rules (the order before
/// the stack put each view's floor in first). There the primal simplex, under Bland's rule,
/// toggled the labels' hugging slacks in and out of the basis like a binary counter, without
/// leaving the vertex: 100 labels did not attach in a minute. Once a degenerate run outlasts
/// Bland's share, the solver now chooses leaving rows by the lexicographic rule, as if the
/// tight rows were perturbed apart (`Tableau.optimize()`).
@MainActor
@Suite struct SimplexStallTests {
    @Test func aStackWhoseFloorsComeLastAttachesWithoutStalling() {
        StackView.insertsFloorsBeforeRules = false
        defer { StackView.insertsFloorsBeforeRules = true }
        let count = 100
        let window = makeWindow(120, 40)
        let stack = StackView()
        stack.axis = .horizontal
        stack.distribution = .equalCentering
        stack.alignment = .trailing
        for index in 0..<count { stack.addArrangedSubview(Label("\(index % 10)")) }
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        let pivots = window.solverPivotCount
        window.layoutIfNeeded()
        #expect(
            window.solverPerturbationCount >= 1, "the vertex no longer stalls: the test no longer builds it")
        #expect(window.solverPivotCount - pivots < 200 * count, "\(window.solverPivotCount - pivots) pivots")
        // Equal centring of one-cell labels with nothing to spread them: each one cell wide,
        // one after the other, the first at the left.
        for (index, label) in stack.arrangedSubviews.enumerated() {
            #expect(label.frame == Rect(x: index, y: 0, width: 1, height: 1), "label \(index)")
        }
        #expect(window.solverForChecking._checkInvariants().isEmpty)
    }
}
