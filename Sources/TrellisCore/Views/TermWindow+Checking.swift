import Cassowary

// What a checker outside the module needs to compare the window's live layout with the same
// system solved from scratch (`trellis-bench monkey`), and the solver's work for benchmarks.

extension TermWindow {
    /// The window's live solver, with every pending change laid out. Read it only: a change
    /// made behind the engine's back would not reach the frames.
    package var solverForChecking: Solver {
        layoutIfNeeded()
        return engine.solver
    }

    /// The pivots the window's solver has made so far, without laying out: benchmarks print the
    /// pivots a step took beside its time.
    package var solverPivotCount: Int { engine.solver._pivotCount }

    /// How many times the window's solver perturbed a vertex where the simplex stalled (see
    /// `Solver._perturbationCount`).
    package var solverPerturbationCount: Int { engine.solver._perturbationCount }

    /// The cells of the solver's rows that its row operations have walked so far, without
    /// laying out (see `Solver._rowCellWork`).
    package var solverRowCellWork: Int { engine.solver._rowCellWork }

    /// Every view in the window (the window first, parents before children) with the
    /// variables of its minX, minY, width and height.
    package var viewVariablesForChecking: [(view: TermView, variables: [Variable])] {
        var result: [(view: TermView, variables: [Variable])] = []
        func visit(_ view: TermView) {
            result.append(
                (view, [view.minXVariable, view.minYVariable, view.widthVariable, view.heightVariable]))
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return result
    }

    /// The cells the layout pass publishes for a view whose variables have these values (minX,
    /// minY, width, height), in window coordinates.
    package static func cellsForChecking(_ values: [Double]) -> Rect {
        LayoutEngine.roundedRect(values[0], values[1], values[2], values[3])
    }
}
