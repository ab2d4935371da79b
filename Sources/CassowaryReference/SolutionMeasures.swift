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
/// Σ weight · violation over optional constraints and edit variables on that level, plus
/// Σ weight · room to spare over required inequalities with a slack strength.
package func objectiveVector(_ constraints: [Constraint], _ edits: [EditSpec]) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for constraint in constraints {
        guard let slack = constraint.slackStrength else { continue }
        // A required inequality's room to spare costs its slack strength.
        var expression = constraint.expression
        expression.constant = constraint.constant
        result[slack.level, default: 0] += slack.weight * abs(expression.value)
    }
    for constraint in constraints where !constraint.strength.isRequired {
        if let preference = constraint.preferenceStrength {
            // Each unit away from zero, on either side, costs the preference too.
            result[preference.level, default: 0] += preference.weight * violation(of: constraint)
        }
        if constraint.relation == .equal && constraint.hasOwnShortfallStrength {
            // The excess and the shortfall cost their own strengths.
            var expression = constraint.expression
            expression.constant = constraint.constant
            let value = expression.value
            let side = value >= 0 ? constraint.strength : constraint.shortfallStrength
            result[side.level, default: 0] += side.weight * abs(value)
            continue
        }
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
/// `weights` (the total weight on each level), also within what rounding in the solution can
/// cost per unit of weight: `tolerance` of a unit, or, when the solution's values are large
/// (`magnitude`, the largest of them in absolute value), ``relativeRounding`` of them. A value
/// of 10⁹ carries rounding error near 10⁻⁷ after a single operation; a solver that reaches such
/// values (an optimum of a system with free directions may lie far out) cannot place a
/// constraint's error closer than that.
package func objectivesMatch(
    _ a: [Int: Double], _ b: [Int: Double], tolerance: Double = 1e-6, weights: [Int: Double] = [:],
    magnitude: Double = 0
) -> Bool {
    let perUnitOfWeight = max(tolerance, magnitude * relativeRounding)
    for level in Set(a.keys).union(b.keys) {
        let x = a[level] ?? 0
        let y = b[level] ?? 0
        let allowed = max(tolerance * max(1, abs(x), abs(y)), perUnitOfWeight * (weights[level] ?? 0))
        if abs(x - y) > allowed { return false }
    }
    return true
}

/// Rounding error relative to the largest value in a solution that an objective comparison
/// allows: about 250,000 units in the last place of a double. Each pivot adds a few ulps of
/// the values it combines, and a constraint's error sums terms that cancel: a removal that
/// recomputes a column over values of 3·10⁶ was seen to leave 4·10⁻⁶ (10⁻¹² of the values),
/// and session 424 of `crosscheck --variables 8 --scale 1000` (its values up to 1.8·10⁵, its
/// coefficients thirds and quarters) ends a 40-step run with one top-level error at
/// 4.5·10⁻⁶ where the optimum has 0 (2.5·10⁻¹¹ of the values; the levels below it off by as
/// much, none by more). Below values of 2·10⁴ the absolute tolerance (10⁻⁶ of a cell) is the
/// stricter one; a wrong basis costs far more than either (witness values are multiples of a
/// twelfth of the scale, 83 cells at that scale).
package let relativeRounding = 5e-11

/// The largest absolute value among `variables`: the scale of a solution's rounding error.
package func largestMagnitude(_ variables: [Variable]) -> Double {
    variables.reduce(0) { max($0, abs($1.value)) }
}

/// Solves `constraints` and `edits` from scratch in a new solver; returns nil if a required
/// constraint is unsatisfiable.
package func freshSolve(_ constraints: [Constraint], _ edits: [EditSpec]) -> Solver? {
    let solver = Solver()
    for constraint in constraints {
        do { try solver.add(constraint.copy()) } catch { return nil }
    }
    for edit in edits {
        try? solver.addEditVariable(edit.variable, strength: edit.strength)
        try? solver.suggestValue(edit.variable, edit.suggestion)
    }
    solver.updateVariables()
    return solver
}
