import Cassowary
import Testing

@testable import TrellisCore

/// What hiding (and showing again) the middle label of a vertical stack costs the solver,
/// counted rather than timed: the constraints that leave it and enter it must be the same in
/// number for a stack of 10 labels and one of 1,000 (issue 13).
@MainActor
@Suite struct StackHideComplexityTests {
    /// The solver's changes over one step: constraints taken out and put in, and pivots.
    struct SolverWork: Equatable, CustomStringConvertible {
        var removed: Int
        var added: Int
        var pivots: Int

        var description: String { "\(removed) removed, \(added) added, \(pivots) pivots" }
    }

    /// A vertical stack of `count` one-line labels, its left, right and top edges pinned to a
    /// 120×40 window, laid out.
    private static func makeStack(labels count: Int) -> (TermWindow, StackView) {
        let window = makeWindow(120, 40)
        let stack = StackView(arrangedSubviews: (0..<count).map { Label("row \($0)") }, axis: .vertical)
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.rightAnchor.constraint(equalTo: window.rightAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The solver's work while `change` runs and the window lays out again.
    private static func work(in window: TermWindow, _ change: () -> Void) -> SolverWork {
        let solver = window.engine.solver
        // Held until the end: a constraint freed meanwhile could leave its address, and so its
        // identifier, to a new one.
        let before = solver.constraints
        let pivots = solver._pivotCount
        change()
        window.layoutIfNeeded()
        let after = solver.constraints
        return withExtendedLifetime(before) {
            let beforeIDs = Set(before.map(ObjectIdentifier.init))
            let afterIDs = Set(after.map(ObjectIdentifier.init))
            return SolverWork(
                removed: beforeIDs.subtracting(afterIDs).count, added: afterIDs.subtracting(beforeIDs).count,
                pivots: solver._pivotCount - pivots)
        }
    }

    /// Hides the middle label of a stack of `count`, then shows it, checking the rows below
    /// it move up one and back.
    private static func hideAndShow(labels count: Int) -> (hide: SolverWork, show: SolverWork) {
        let (window, stack) = makeStack(labels: count)
        let middle = stack.arrangedSubviews[count / 2]
        let below = stack.arrangedSubviews[count / 2 + 1]
        #expect(below.frame.minY == count / 2 + 1)
        let hide = work(in: window) { middle.isHidden = true }
        #expect(below.frame.minY == count / 2)
        let show = work(in: window) { middle.isHidden = false }
        #expect(below.frame.minY == count / 2 + 1 && middle.frame.minY == count / 2)
        return (hide, show)
    }

    /// The work at 10 labels and at 1,000, measured once for both tests.
    private static let measured = (small: hideAndShow(labels: 10), large: hideAndShow(labels: 1000))

    @Test func hidingAndShowingTheMiddleLabelChangesAsManyConstraintsIn10LabelsAsIn1000() {
        let (small, large) = Self.measured
        #expect(small.hide.removed > 0 && small.hide.added > 0)
        #expect(small.hide.removed == large.hide.removed && small.hide.added == large.hide.added)
        #expect(small.show.removed == large.show.removed && small.show.added == large.show.added)
    }

    /// The solver's pivots do not grow with the stack either. (Each pivot may still cost more
    /// in a longer stack: that is for the benchmark, `trellis-bench widgets --only stack`.)
    @Test func hidingAndShowingTheMiddleLabelPivotsAsOftenIn10LabelsAsIn1000() {
        let (small, large) = Self.measured
        #expect(small.hide.pivots == large.hide.pivots)
        #expect(small.show.pivots == large.show.pivots)
    }
}
