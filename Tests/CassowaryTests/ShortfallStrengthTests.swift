import Testing

@testable import Cassowary

/// An optional equality whose shortfall has a strength of its own (`Constraint(terms:constant:
/// excess:shortfall:)`) does in one row what an optional `<=` at the excess strength and an
/// optional `>=` at the shortfall strength do in two (a view's hugging and compression
/// resistance). Checked against those two constraints in a second solver over random sessions:
/// the same optimum after every add, removal, constant and strength change, the invariants of
/// both tableaux, and a fresh solve of the split constraints.
@Suite struct ShortfallStrengthTests {
    /// `Σ coefficient · variable[index] + constant`, over variable indices.
    struct Form {
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double

        func terms(_ variables: [Variable]) -> ContiguousArray<Term> {
            ContiguousArray(terms.map { Term(variables[$0.index], $0.coefficient) })
        }

        func expression(_ variables: [Variable]) -> Expression {
            Expression(Array(terms(variables)), constant: constant)
        }
    }

    /// One soft target in both solvers: the split equality in one, the pair in the other.
    struct Target {
        let split: Constraint
        let atMost: Constraint
        let atLeast: Constraint
    }

    /// Two solvers that should always agree on the optimum: `split` holds each target as one
    /// constraint, `pairs` as two.
    struct Session: TwinSolverSession {
        var random: SplitMix64
        let split = Solver()
        let pairs = Solver()
        let splitVariables: [Variable]
        let pairVariables: [Variable]
        var targets: [Target] = []
        /// The required constraints, in the same order in both.
        var required: [(split: Constraint, pairs: Constraint)] = []
        var failures: [String] = []

        init(seed: UInt64, variableCount: Int, definesVariables: Bool) {
            for solver in [split, pairs] {
                solver.definesVariables = definesVariables
                solver.definitionRowLength = 0  // a definition wherever one can be made
            }
            random = SplitMix64(seed: seed)
            splitVariables = (0..<variableCount).map { Variable("s\($0)") }
            pairVariables = (0..<variableCount).map { Variable("p\($0)") }
            // Every variable within [0, 50], so every optimum is finite.
            for index in 0..<variableCount {
                addRequired(Form(terms: [(index, 1)], constant: 0), .greaterThanOrEqual)
                addRequired(Form(terms: [(index, 1)], constant: -50), .lessThanOrEqual)
            }
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        mutating func form() -> Form {
            var terms: [(index: Int, coefficient: Double)] = []
            for _ in 0..<int(1...3) {
                terms.append((int(0...(splitVariables.count - 1)), [-2.0, -1, 1, 1, 2, 0.5][int(0...5)]))
            }
            return Form(terms: terms, constant: Double(int(-40...40)))
        }

        /// Strict levels as the layout engine uses them, or kiwi's weights on one level.
        mutating func strength() -> Strength {
            int(0...2) == 0
                ? [Strength.strong, .medium, .weak][int(0...2)] : Strength(level: int(1...4), weight: 1)
        }

        mutating func addRequired(_ form: Form, _ relation: Relation) {
            let inSplit = Constraint(form.expression(splitVariables), relation)
            let inPairs = Constraint(form.expression(pairVariables), relation)
            let addedToSplit = (try? split.add(inSplit)) != nil
            let addedToPairs = (try? pairs.add(inPairs)) != nil
            if addedToSplit != addedToPairs {
                failures.append("a required constraint added to one solver only: \(inSplit)")
            }
            if addedToSplit && addedToPairs { required.append((inSplit, inPairs)) }
        }

        mutating func addTarget() {
            let form = form()
            let (excess, shortfall) = (strength(), strength())
            let target = Target(
                split: Constraint(
                    terms: form.terms(splitVariables), constant: form.constant, excess: excess,
                    shortfall: shortfall),
                atMost: Constraint(form.expression(pairVariables), .lessThanOrEqual, strength: excess),
                atLeast: Constraint(form.expression(pairVariables), .greaterThanOrEqual, strength: shortfall))
            do {
                try split.add(target.split)
                try pairs.add(target.atMost)
                try pairs.add(target.atLeast)
            } catch {
                failures.append("an optional constraint refused: \(error)")
            }
            targets.append(target)
        }

        mutating func step() throws {
            let operation = int(0...9)
            // Every operation from 3 to 7 changes a target: the first add makes one.
            if targets.isEmpty && (3...7).contains(operation) { return addTarget() }
            switch operation {
            case 0...2:
                addTarget()
            case 3:
                let target = targets.remove(at: int(0...(targets.count - 1)))
                try split.remove(target.split)
                try pairs.remove(target.atMost)
                try pairs.remove(target.atLeast)
            case 4, 5:
                let target = targets[int(0...(targets.count - 1))]
                let constant = Double(int(-40...40))
                try split.setConstant(constant, of: target.split)
                try pairs.setConstant(constant, of: target.atMost)
                try pairs.setConstant(constant, of: target.atLeast)
            case 6:
                let target = targets[int(0...(targets.count - 1))]
                let strength = strength()
                try split.setStrength(strength, of: target.split)
                try pairs.setStrength(strength, of: target.atMost)
            case 7:
                let target = targets[int(0...(targets.count - 1))]
                let strength = strength()
                try split.setShortfallStrength(strength, of: target.split)
                try pairs.setStrength(strength, of: target.atLeast)
            case 8:
                addRequired(form(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)])
            default:
                guard required.count > 2 * splitVariables.count else { return addTarget() }
                let index = int((2 * splitVariables.count)...(required.count - 1))
                let removed = required.remove(at: index)
                try split.remove(removed.split)
                try pairs.remove(removed.pairs)
            }
        }

        mutating func check(_ step: Int) {
            for (name, solver) in [("split", split), ("pairs", pairs)] {
                let problems = solver._checkInvariants()
                if !problems.isEmpty { failures.append("step \(step): \(name) invariants: \(problems)") }
            }
            split.updateVariables()
            pairs.updateVariables()
            let splitObjective = objectiveVector(targets.map(\.split), [])
            let pairObjective = objectiveVector(targets.flatMap { [$0.atMost, $0.atLeast] }, [])
            if !objectivesMatch(splitObjective, pairObjective) {
                failures.append("step \(step): split \(splitObjective), pairs \(pairObjective)")
            }
            if let problem = freshSolveDisagreement(with: split, system: "split", step: step) {
                failures.append(problem)
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
