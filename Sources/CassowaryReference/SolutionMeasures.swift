// What the checks measure in a solution: how far the published values violate a constraint,
// and the objective per level. Shared by the tests and `trellis-bench crosscheck`.

import Cassowary

/// A small deterministic PRNG (SplitMix64) so randomized tests are reproducible.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How far the current variable values violate a constraint (0 when it holds).
package func violation(of constraint: Constraint) -> Double {
    var expression = constraint.expression
    expression.constant = constraint.constant
    let value = expression.value
    switch constraint.relation {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
}

/// An edit variable with its strength and the value suggested last.
package struct EditSpec {
    package let variable: Variable
    package let strength: Strength
    package var suggestion: Double

    /// An edit of `variable` at `strength`, last suggested `suggestion`.
    package init(variable: Variable, strength: Strength, suggestion: Double) {
        self.variable = variable
        self.strength = strength
        self.suggestion = suggestion
    }
}

/// The objective of the current solution as a vector: for each level in use (ascending),
/// Σ weight · violation over optional constraints and edit variables on that level.
package func objectiveVector(_ constraints: [Constraint], _ edits: [EditSpec]) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for constraint in constraints where !constraint.strength.isRequired {
        result[constraint.strength.level, default: 0] +=
            constraint.strength.weight * violation(of: constraint)
    }
    for edit in edits {
        result[edit.strength.level, default: 0] +=
            edit.strength.weight * abs(edit.variable.value - edit.suggestion)
    }
    return result
}

/// Whether two objective vectors agree within a relative tolerance, level by level; with
/// `weights` (the total weight on each level), also within `tolerance` of a unit of error per
/// unit of weight, which is what rounding in the solution can cost.
package func objectivesMatch(
    _ a: [Int: Double], _ b: [Int: Double], tolerance: Double = 1e-6, weights: [Int: Double] = [:]
) -> Bool {
    for level in Set(a.keys).union(b.keys) {
        let x = a[level] ?? 0
        let y = b[level] ?? 0
        if abs(x - y) > tolerance * max(1, abs(x), abs(y), weights[level] ?? 0) { return false }
    }
    return true
}

/// Solves `constraints` and `edits` from scratch in a new solver; returns nil if a required
/// constraint is unsatisfiable.
package func freshSolve(_ constraints: [Constraint], _ edits: [EditSpec]) -> Solver? {
    let solver = Solver()
    for constraint in constraints {
        do { try solver.add(constraint.strength(constraint.strength)) } catch { return nil }
    }
    for edit in edits {
        try? solver.addEditVariable(edit.variable, strength: edit.strength)
        try? solver.suggestValue(edit.variable, edit.suggestion)
    }
    solver.updateVariables()
    return solver
}
