// The steps of the layout-only widget workloads (distributions, chain): each a change and a
// layout pass, timed, with the solver's pivots.

import TrellisCore

/// Runs each of `steps` (a change, then a layout pass of `window`) and returns, for each,
/// ", name time (k pivots)"; `afterEach` runs after each step's layout, untimed.
@MainActor
func timedLayoutSteps(
    _ steps: [(String, () -> Void)], in window: TermWindow, afterEach: () -> Void = {}
) -> String {
    var line = ""
    for (step, change) in steps {
        let pivots = window.solverPivotCount
        let start = monotonicNanoseconds()
        change()
        window.layoutIfNeeded()
        line += ", \(step) \(formatDuration(Double(monotonicNanoseconds() - start)))"
        line += " (\(window.solverPivotCount - pivots) pivots)"
        afterEach()
    }
    return line
}
