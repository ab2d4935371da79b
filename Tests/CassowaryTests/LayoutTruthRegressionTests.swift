import Testing

@testable import Cassowary

/// The systems issue #12 reported, each a case the solver got wrong: a feasible system refused
/// because a row that must stay at zero came out at −3.6·10⁻¹⁵, and a suggestion that then
/// left a required row infeasible.
@Suite struct LayoutTruthRegressionTests {
    let v0 = Variable("v0")
    let v1 = Variable("v1")
    let v3 = Variable("v3")
    let v4 = Variable("v4")

    /// The reported system: constraints 4 and 6 pin v4 == v1 as two zero-slack inequalities.
    var reported: [Constraint] {
        [
            v3 - v1 >= 0,
            (v4 + 21 >= 0).strength(.strong),
            v0 - v3 - 146 >= 0,
            (-0.5 * v1 - 0.25 * v0 + 48 <= 0).strength(.weak),
            v1 - v4 >= 0,
            (v0 - 134 == 0).strength(.weak),
            v4 - v1 >= 0,
        ]
    }

    @Test func zeroSlackPairIsAccepted() throws {
        let solver = Solver()
        let constraints = reported
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        #expect(solver._checkInvariants().isEmpty)
        // The unique optimum (the exact reference agrees: level 0 costs exactly 41/2).
        #expect(abs(v0.value - 134) < 1e-9)
        for variable in [v1, v3, v4] { #expect(abs(variable.value + 12) < 1e-9, "\(variable)") }
        #expect(try ExactLexicographicLP.discrepancy(in: constraints) == nil)
    }

    @Test func everyOrderOfTheReportedSystemIsAccepted() throws {
        // The residue depends on the pivots, so every order must get through, not only one.
        var random = SplitMix64(seed: 12)
        for _ in 0..<200 {
            let solver = Solver()
            let constraints = reported.shuffled(using: &random)
            for constraint in constraints { try solver.add(constraint) }
            solver.updateVariables()
            #expect(try ExactLexicographicLP.discrepancy(in: constraints) == nil)
        }
    }

    @Test func aStrongSuggestionNeverBreaksARequiredConstraint() throws {
        let solver = Solver()
        let constraints = reported + [v4 - 8 <= 0]
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(v4, strength: Strength(level: 900))
        for value in [114.0, -300, 7.75, 8, 1e4, -12] {
            try solver.suggestValue(v4, value)
            solver.updateVariables()
            #expect(v4.value <= 8 + 1e-9, "suggesting \(value)")
            #expect(solver._checkInvariants().isEmpty)
            let edit = OracleEdit(v4, strength: Strength(level: 900), suggestion: value)
            #expect(try ExactLexicographicLP.discrepancy(in: constraints, edits: [edit]) == nil)
        }
    }

    @Test func theConflictOfARefusedConstraintIsMinimal() throws {
        let solver = Solver()
        let constraints = reported
        for constraint in constraints { try solver.add(constraint) }
        // v4 == v1 ≤ v3 ≤ v0 − 146, so v4 ≥ v0 − 100 cannot hold.
        let failing = v4 - v0 + 100 >= 0
        #expect {
            try solver.add(failing)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let constraint, let conflicts) = error else {
                return false
            }
            return constraint === failing
                && ExactLexicographicLP.isMinimalConflict(conflicts + [failing]) == true
        }
    }

    @Test func aConstantTheSolutionStillSatisfiesIsAccepted() throws {
        let solver = Solver()
        let constraints = reported
        for constraint in constraints { try solver.add(constraint) }
        // v0 − v3 ≥ 146 with v0 − v3 = 146 now: loosening or keeping it must be accepted.
        for constant in [-146.0, -100, -146, -145.75] {
            try solver.setConstant(constant, of: constraints[2])
            solver.updateVariables()
            #expect(try ExactLexicographicLP.discrepancy(in: constraints) == nil)
        }
    }
}
