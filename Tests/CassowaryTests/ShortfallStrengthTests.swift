import Testing

@testable import Cassowary

/// An optional equality whose shortfall has a strength of its own (`Constraint(terms:constant:
/// excess:shortfall:)`) does in one row what an optional `<=` at the excess strength and an
/// optional `>=` at the shortfall strength do in two (a view's hugging and compression
/// resistance). Checked against those two constraints in a second solver over random sessions:
/// the same optimum after every add, removal, constant and strength change, the invariants of
/// both tableaux, and a fresh solve of the split constraints.
@Suite struct ShortfallStrengthTests {
    /// One soft target in both solvers: the split equality in one, the pair in the other.
    struct Target {
        let split: Constraint
        let atMost: Constraint
        let atLeast: Constraint
    }

    /// Two solvers that should always agree on the optimum: the first (`split`) holds each
    /// target as one constraint, the second (`pairs`) as two.
    struct Session: TwinSolverSession {
        var twins: TwinSystems
        var targets: [Target] = []
        var failures: [String] { twins.failures }
        var split: Solver { twins.first }
        var pairs: Solver { twins.second }

        init(seed: UInt64, variableCount: Int, definesVariables: Bool) {
            twins = TwinSystems(
                seed: seed, variableCount: variableCount, definesVariables: definesVariables,
                names: ("s", "p"))
        }

        mutating func addTarget() {
            let form = twins.form()
            let (excess, shortfall) = (twins.strength(), twins.strength())
            let pairVariables = twins.secondVariables
            let target = Target(
                split: Constraint(
                    terms: form.terms(twins.firstVariables), constant: form.constant, excess: excess,
                    shortfall: shortfall),
                atMost: Constraint(form.expression(pairVariables), .lessThanOrEqual, strength: excess),
                atLeast: Constraint(form.expression(pairVariables), .greaterThanOrEqual, strength: shortfall))
            do {
                try split.add(target.split)
                try pairs.add(target.atMost)
                try pairs.add(target.atLeast)
            } catch {
                twins.failures.append("an optional constraint refused: \(error)")
            }
            targets.append(target)
        }

        mutating func step() throws {
            let operation = twins.int(0...9)
            // Every operation from 3 to 7 changes a target: the first add makes one.
            if targets.isEmpty && (3...7).contains(operation) { return addTarget() }
            switch operation {
            case 0...2:
                addTarget()
            case 3:
                let target = targets.remove(at: twins.int(0...(targets.count - 1)))
                try split.remove(target.split)
                try pairs.remove(target.atMost)
                try pairs.remove(target.atLeast)
            case 4, 5:
                let target = targets[twins.int(0...(targets.count - 1))]
                let constant = Double(twins.int(-40...40))
                try split.setConstant(constant, of: target.split)
                try pairs.setConstant(constant, of: target.atMost)
                try pairs.setConstant(constant, of: target.atLeast)
            case 6:
                let target = targets[twins.int(0...(targets.count - 1))]
                let strength = twins.strength()
                try split.setStrength(strength, of: target.split)
                try pairs.setStrength(strength, of: target.atMost)
            case 7:
                let target = targets[twins.int(0...(targets.count - 1))]
                let strength = twins.strength()
                try split.setShortfallStrength(strength, of: target.split)
                try pairs.setStrength(strength, of: target.atLeast)
            case 8:
                twins.addRequired(
                    twins.form(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][twins.int(0...2)])
            default:
                if try !twins.removeRequired() { addTarget() }
            }
        }

        mutating func check(_ step: Int) {
            twins.checkInvariants(step, names: ("split", "pairs"))
            let splitObjective = objectiveVector(targets.map(\.split), [])
            let pairObjective = objectiveVector(targets.flatMap { [$0.atMost, $0.atLeast] }, [])
            if !objectivesMatch(splitObjective, pairObjective) {
                twins.failures.append("step \(step): split \(splitObjective), pairs \(pairObjective)")
            }
            if let problem = freshSolveDisagreement(with: split, system: "split", step: step) {
                twins.failures.append(problem)
            }
        }
    }

    /// In the classic tableau and with definitions (the layout engine's mode).
    @Test(arguments: UInt64(0)..<150, [false, true])
    func aSplitEqualityHasTheOptimumOfItsTwoInequalities(seed: UInt64, definesVariables: Bool) throws {
        var session = Session(seed: seed, variableCount: 4, definesVariables: definesVariables)
        try session.run(steps: 40)
        #expect(
            session.failures.isEmpty,
            "seed \(seed), definitions \(definesVariables): \(session.failures.prefix(3))")
    }

    /// Held at 10 with hugging (the excess) weaker than compression resistance (the shortfall):
    /// pushed to 4 at a level between them, the target gives way above and holds below.
    @Test func eachSideCostsItsOwnStrength() throws {
        let solver = Solver()
        let width = Variable("width")
        let target = Constraint(
            terms: [Term(width, 1)], constant: -10, excess: Strength(level: 1), shortfall: Strength(level: 3))
        try solver.add(target)
        let push = (width == 4).strength(Strength(level: 2))
        try solver.add(push)
        solver.updateVariables()
        #expect(width.value == 10)
        try solver.setConstant(-2, of: target)
        solver.updateVariables()
        #expect(width.value == 4)
        // Swap the sides: the push now beats the shortfall.
        try solver.setShortfallStrength(Strength(level: 1), of: target)
        try solver.setConstant(-10, of: target)
        solver.updateVariables()
        #expect(width.value == 4)
        try solver.setStrength(Strength(level: 3), of: target)
        try solver.setConstant(-2, of: target)
        solver.updateVariables()
        #expect(width.value == 2)
        #expect(solver._checkInvariants().isEmpty)
        try solver.remove(target)
        try solver.remove(push)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func descriptionsNameBothStrengths() throws {
        let width = Variable("width")
        let target = Constraint(terms: [Term(width, 1)], constant: -6, excess: .weak, shortfall: .strong)
        #expect(target.description == "width - 6 == 0 | weak above, strong below")
        let solver = Solver()
        try solver.add(target)
        #expect(solver.description.contains("| weak above, strong below"))
        #expect(target.copy().description == target.description)
    }

    @Test func aShortfallStrengthIsForOptionalEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let atMost = (x <= 5).strength(.weak)
        try solver.add(atMost)
        try solver.setShortfallStrength(.strong, of: atMost)
        #expect(atMost.shortfallStrength == .weak && !atMost.hasOwnShortfallStrength)
        let required = x >= 0
        try solver.add(required)
        #expect(throws: SolverError.self) { try solver.setShortfallStrength(.strong, of: required) }
        let target = Constraint(terms: [Term(x, 1)], constant: -1, excess: .weak, shortfall: .medium)
        #expect(throws: SolverError.self) { try solver.setShortfallStrength(.strong, of: target) }
        try solver.add(target)
        #expect(solver.values(of: [x], ifAdding: target.copy()) == nil)
        #expect(throws: SolverError.self) { try solver.setShortfallStrength(.required, of: target) }
    }
}
