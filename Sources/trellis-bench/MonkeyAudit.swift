// `trellis-bench monkey`: the layout check. The window's live solver has been edited by every
// event before; its system (constraints and edit variables) is solved again from scratch in a
// new solver, and the two must agree: every required constraint holds, the objective is the
// same on every priority level, every view shows the frame its solved variables round to, and
// every view whose frame its constraints determine (not ambiguous) has the same cells in both.

import Cassowary
import CassowaryReference
import TrellisCore

/// What one comparison of the live layout with a fresh solve found; no problems when they agree.
struct MonkeyAuditResult {
    var problems: [String] = []
    /// Views whose frame differed from the fresh solve's but that are ambiguous (any value
    /// is as good), so either answer is right.
    var ambiguousDifferences = 0
}

/// Compares `window`'s live layout with its system solved from scratch.
@MainActor
func auditLayout(of window: TermWindow) -> MonkeyAuditResult {
    var result = MonkeyAuditResult()
    let solver = window.solverForChecking
    let constraints = solver.constraints
    let edits = solver.editVariables.map {
        EditSpec(variable: $0.variable, strength: $0.strength, suggestion: $0.suggestion)
    }
    let problems = solver._checkInvariants()
    if !problems.isEmpty { result.problems.append("solver invariants: \(problems.prefix(3))") }

    solver.updateVariables()
    for constraint in constraints where constraint.strength.isRequired {
        var scale = abs(constraint.constant)
        constraint.forEachTerm { variable, coefficient in scale += abs(coefficient * variable.value) }
        if violation(of: constraint) > 1e-7 * max(1, scale) {
            result.problems.append("required constraint broken in the live solution: \(constraint)")
        }
    }
    let liveObjective = objectiveVector(constraints, edits)
    let viewVariables = window.viewVariablesForChecking
    let liveValues = viewVariables.map { $0.variables.map(\.value) }

    // The fresh solver publishes its solution into the same variables.
    guard freshSolve(constraints, edits) != nil else {
        solver.updateVariables()
        result.problems.append("the fresh solver finds the required constraints unsatisfiable")
        return result
    }
    let freshObjective = objectiveVector(constraints, edits)
    let freshValues = viewVariables.map { $0.variables.map(\.value) }
    solver.updateVariables()  // the live values again, for anyone reading variables

    var weights: [Int: Double] = [:]
    for constraint in constraints where !constraint.strength.isRequired {
        weights[constraint.strength.level, default: 0] += constraint.strength.weight
        if constraint.hasOwnShortfallStrength {
            weights[constraint.shortfallStrength.level, default: 0] += constraint.shortfallStrength.weight
        }
    }
    for constraint in constraints {
        if let slack = constraint.slackStrength { weights[slack.level, default: 0] += slack.weight }
    }
    for edit in edits { weights[edit.strength.level, default: 0] += edit.strength.weight }
    if !objectivesMatch(liveObjective, freshObjective, weights: weights) {
        result.problems.append(
            "objective differs from a fresh solve: live \(sortedLevels(liveObjective)), "
                + "fresh \(sortedLevels(freshObjective))")
    }
    for (index, entry) in viewVariables.enumerated() {
        let live = TermWindow.cellsForChecking(liveValues[index])
        let fresh = TermWindow.cellsForChecking(freshValues[index])
        if entry.view.frameInWindow != live {
            result.problems.append(
                "\(type(of: entry.view)) shows \(entry.view.frameInWindow) but its solved frame is \(live)")
        }
        guard fresh != live else { continue }
        if entry.view.hasAmbiguousLayout {
            result.ambiguousDifferences += 1
        } else {
            result.problems.append(
                "\(type(of: entry.view)) is at \(live), a fresh solve puts it at \(fresh), and its "
                    + "constraints determine its frame (it is not ambiguous)")
        }
    }
    return result
}

/// An objective vector as text, levels ascending.
private func sortedLevels(_ objective: [Int: Double]) -> String {
    objective.keys.sorted().map { "\($0): \(objective[$0]!)" }.joined(separator: ", ")
}
