import Testing

@testable import Cassowary

/// Random sequences of every mutating operation, checked after each step against the
/// invariants, the required constraints, and a solver built from scratch.
@Suite struct RandomizedTests {
    /// One random session: a few variables and a random mix of operations.
    struct Session {
        var random: SplitMix64
        let solver = Solver()
        let variables: [Variable]
        var constraints: [Constraint] = []
        var edits: [EditSpec] = []
        let levels: [Int]
        var failures: [String] = []
        var lastOperation = ""
        /// Rejected adds and rejected constant changes (so the rollback paths are exercised).
        var rejectedAdds = 0
        var rejectedConstants = 0

        init(seed: UInt64, variableCount: Int, levels: [Int], definesVariables: Bool = false) {
            solver.definesVariables = definesVariables
            solver.definitionRowLength = 0  // a definition wherever one can be made
            random = SplitMix64(seed: seed)
            variables = (0..<variableCount).map { Variable("v\($0)") }
            self.levels = levels
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        mutating func strength(allowRequired: Bool) -> Strength {
            if allowRequired && int(0...2) == 0 { return .required }
            let level = levels[int(0...(levels.count - 1))]
            let weights = [1.0, 2, 10, 1000]
            return level == 0 && int(0...1) == 0
                ? [Strength.strong, .medium, .weak][int(0...2)]
                : Strength(level: level, weight: weights[int(0...3)])
        }

        mutating func randomConstraint() -> Constraint {
            var terms: [Term] = []
            for _ in 0..<int(1...3) {
                let coefficient = [-2.0, -1, 1, 2, 0.5][int(0...4)]
                terms.append(Term(variables[int(0...(variables.count - 1))], coefficient))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
            let expression = Expression(terms, constant: Double(int(-20...20)))
            return Constraint(expression, relation, strength: strength(allowRequired: true))
        }

        mutating func check(_ step: String) {
            let problems = solver._checkInvariants()
            if !problems.isEmpty { failures.append("\(step): invariants: \(problems)") }
            // The defined values brought up to date from the value log, as a read does, equal
            // every definition evaluated afresh.
            let stale = solver._staleDefinedValueCount()
            if stale > 0 { failures.append("\(step): \(stale) defined values stale") }
            solver.updateVariables()
            for constraint in constraints where constraint.strength.isRequired {
                if violation(of: constraint) > 1e-8 {
                    failures.append(
                        "\(step): required \(constraint) violated by \(violation(of: constraint))")
                }
            }
            let ours = objectiveVector(constraints, edits)
            guard let fresh = freshSolve(constraints, edits) else {
                failures.append("\(step): fresh solver rejects the constraints")
                return
            }
            _ = fresh
            let theirs = objectiveVector(constraints, edits)
            solver.updateVariables()
            if !objectivesMatch(ours, theirs) {
                failures.append("\(step): objective \(ours) but fresh \(theirs)")
            }
        }

        /// Checks that a rejected constraint (or change) left the solver exactly as before and
        /// that the reported conflict set is a minimal conflict.
        mutating func checkRejection(
            _ step: String, before: String, failing: Constraint, conflicts: [Constraint]
        ) {
            if solver.description != before { failures.append("\(step): solver changed by a failed call") }
            if requiredAreFeasible(conflicts + [failing]) {
                failures.append("\(step): reported conflicts \(conflicts) do not conflict with \(failing)")
            }
            for index in conflicts.indices {
                var reduced = conflicts
                reduced.remove(at: index)
                if !requiredAreFeasible(reduced + [failing]) {
                    failures.append("\(step): conflict set not minimal without \(conflicts[index])")
                }
            }
        }

        mutating func step(_ number: Int) {
            let label = "step \(number)"
            switch int(0...9) {
            case 0...3:
                let constraint = randomConstraint()
                let before = solver.description
                lastOperation = "add \(constraint)"
                do {
                    try solver.add(constraint)
                    constraints.append(constraint)
                } catch .unsatisfiableConstraint(let failing, let conflicts) {
                    rejectedAdds += 1
                    checkRejection(
                        label + " add \(constraint)", before: before, failing: failing, conflicts: conflicts)
                } catch {
                    failures.append("\(label): unexpected \(error)")
                }
            case 4:
                guard !constraints.isEmpty else { return }
                let constraint = constraints.remove(at: int(0...(constraints.count - 1)))
                lastOperation = "remove \(constraint)"
                do { try solver.remove(constraint) } catch { failures.append("\(label): remove \(error)") }
            case 5:
                let variable = variables[int(0...(variables.count - 1))]
                if let index = edits.firstIndex(where: { $0.variable === variable }) {
                    do { try solver.removeEditVariable(variable) } catch {
                        failures.append("\(label): removeEdit \(error)")
                    }
                    edits.remove(at: index)
                } else {
                    let strength = strength(allowRequired: false)
                    do { try solver.addEditVariable(variable, strength: strength) } catch {
                        failures.append("\(label): addEdit \(error)")
                    }
                    edits.append(EditSpec(variable: variable, strength: strength, suggestion: 0))
                }
            case 6, 7:
                guard !edits.isEmpty else { return }
                let index = int(0...(edits.count - 1))
                let value = Double(int(-30...30))
                lastOperation = "suggest \(value)"
                do { try solver.suggestValue(edits[index].variable, value) } catch {
                    failures.append("\(label): suggest \(error)")
                }
                edits[index].suggestion = value
            case 8:
                guard !constraints.isEmpty else { return }
                // Mostly required constraints: their changes can fail and must roll back.
                let required = constraints.filter { $0.strength.isRequired }
                let pool = !required.isEmpty && int(0...3) > 0 ? required : constraints
                let constraint = pool[int(0...(pool.count - 1))]
                let constant = Double(int(-40...40))
                let before = solver.description
                lastOperation = "setConstant \(constant) of \(constraint)"
                do {
                    try solver.setConstant(constant, of: constraint)
                    if constraint.constant != constant { failures.append("\(label): constant not updated") }
                } catch .unsatisfiableConstraint(_, let conflicts) {
                    rejectedConstants += 1
                    var changed = constraint.expression
                    changed.constant = constant
                    let probe = Constraint(changed, constraint.relation)
                    let others = constraints.filter { $0 !== constraint }
                    let reportedOK = conflicts.allSatisfy { c in others.contains { $0 === c } }
                    if !reportedOK { failures.append("\(label): conflicts include unknown constraints") }
                    checkRejection(
                        label + " setConstant", before: before, failing: probe, conflicts: conflicts)
                } catch {
                    failures.append("\(label): setConstant \(error)")
                }
            default:
                guard !constraints.isEmpty else { return }
                let constraint = constraints[int(0...(constraints.count - 1))]
                let strength = strength(allowRequired: false)
                lastOperation = "setStrength \(strength) of \(constraint)"
                do {
                    try solver.setStrength(strength, of: constraint)
                    if constraint.strength != strength { failures.append("\(label): strength not updated") }
                } catch .requiredStrengthChange {
                    if !constraint.strength.isRequired {
                        failures.append("\(label): wrong requiredStrengthChange")
                    }
                } catch {
                    failures.append("\(label): setStrength \(error)")
                }
            }
            check(label + " " + lastOperation)
        }
    }

    static func run(
        seeds: Range<UInt64>, steps: Int, variableCount: Int, levels: [Int],
        minimumRejectedConstants: Int = 10, definesVariables: Bool = false
    ) -> [String] {
        var failures: [String] = []
        var rejectedAdds = 0
        var rejectedConstants = 0
        for seed in seeds {
            var session = Session(
                seed: seed, variableCount: variableCount, levels: levels, definesVariables: definesVariables)
            for number in 0..<steps {
                session.step(number)
                if !session.failures.isEmpty { break }
            }
            rejectedAdds += session.rejectedAdds
            rejectedConstants += session.rejectedConstants
            if !session.failures.isEmpty {
                failures.append("seed \(seed): " + session.failures.joined(separator: "\n"))
                if failures.count > 3 { break }
            }
        }
        if rejectedAdds < 20 || rejectedConstants < minimumRejectedConstants {
            failures.append(
                "too few rejections exercised: \(rejectedAdds) adds, \(rejectedConstants) constants")
        }
        return failures
    }

    @Test(arguments: [false, true])
    func kiwiLevelSequences(definesVariables: Bool) {
        let failures = Self.run(
            seeds: 0..<800, steps: 25, variableCount: 5, levels: [0], definesVariables: definesVariables)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test(arguments: [false, true])
    func strictLevelSequences(definesVariables: Bool) {
        let failures = Self.run(
            seeds: 10_000..<10_800, steps: 25, variableCount: 5, levels: [0, 3, 750, 751],
            definesVariables: definesVariables)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test(arguments: [false, true])
    func largerSequences(definesVariables: Bool) {
        let failures = Self.run(
            seeds: 20_000..<20_100, steps: 80, variableCount: 9, levels: [0, 5, 9],
            minimumRejectedConstants: 1, definesVariables: definesVariables)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}
