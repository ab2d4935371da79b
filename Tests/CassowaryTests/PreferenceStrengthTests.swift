import Testing

@testable import Cassowary

/// An optional equality with a preference (`Solver.setPreferenceStrength(_:of:)`) does in one
/// row what it and a second optional equality of the same expression at the preference's
/// strength do in two (a view's content size carrying a stack's preferred length). Checked
/// against the two constraints in a second solver over random sessions: the same optimum after
/// every add, removal, constant, strength, shortfall and preference change, the invariants of
/// both tableaux, and a fresh solve of the carrying system.
@Suite struct PreferenceStrengthTests {
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

    /// One soft target in both solvers: with its preference carried in one, beside it as an
    /// equality of its own in the other.
    struct Target {
        /// The target in the carrying solver: an optional equality, its shortfall at a strength
        /// of its own when `split`.
        let carrying: Constraint
        /// The same target in the other solver: the equality, or its two sides when `split`.
        let plain: [Constraint]
        /// The preference as a constraint of its own, in the other solver while there is one.
        var preference: Constraint?
        var form: Form
    }

    /// Two solvers that should always agree on the optimum.
    struct Session: TwinSolverSession {
        var random: SplitMix64
        let carrying = Solver()
        let separate = Solver()
        let carryingVariables: [Variable]
        let separateVariables: [Variable]
        var targets: [Target] = []
        /// The required constraints, in the same order in both.
        var required: [(carrying: Constraint, separate: Constraint)] = []
        var failures: [String] = []

        init(seed: UInt64, variableCount: Int, definesVariables: Bool) {
            for solver in [carrying, separate] {
                solver.definesVariables = definesVariables
                solver.definitionRowLength = 0  // a definition wherever one can be made
            }
            random = SplitMix64(seed: seed)
            carryingVariables = (0..<variableCount).map { Variable("c\($0)") }
            separateVariables = (0..<variableCount).map { Variable("s\($0)") }
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
                terms.append((int(0...(carryingVariables.count - 1)), [-2.0, -1, 1, 1, 2, 0.5][int(0...5)]))
            }
            return Form(terms: terms, constant: Double(int(-40...40)))
        }

        /// Strict levels as the layout engine uses them (a preference often on a level of the
        /// target's own), or kiwi's weights on one level.
        mutating func strength() -> Strength {
            int(0...2) == 0
                ? [Strength.strong, .medium, .weak][int(0...2)] : Strength(level: int(1...4), weight: 1)
        }

        mutating func addRequired(_ form: Form, _ relation: Relation) {
            let inCarrying = Constraint(form.expression(carryingVariables), relation)
            let inSeparate = Constraint(form.expression(separateVariables), relation)
            let addedToCarrying = (try? carrying.add(inCarrying)) != nil
            let addedToSeparate = (try? separate.add(inSeparate)) != nil
            if addedToCarrying != addedToSeparate {
                failures.append("a required constraint added to one solver only: \(inCarrying)")
            }
            if addedToCarrying && addedToSeparate { required.append((inCarrying, inSeparate)) }
        }

        /// The preference of `form` at `strength` as a constraint of its own.
        func separatePreference(_ form: Form, _ strength: Strength) -> Constraint {
            Constraint(form.expression(separateVariables), .equal, strength: strength)
        }

        mutating func addTarget() throws {
            let form = form()
            let split = int(0...2) > 0
            let (excess, shortfall) = (strength(), strength())
            var target: Target
            if split {
                target = Target(
                    carrying: Constraint(
                        terms: form.terms(carryingVariables), constant: form.constant, excess: excess,
                        shortfall: shortfall),
                    plain: [
                        Constraint(form.expression(separateVariables), .lessThanOrEqual, strength: excess),
                        Constraint(
                            form.expression(separateVariables), .greaterThanOrEqual, strength: shortfall),
                    ],
                    form: form)
            } else {
                target = Target(
                    carrying: Constraint(form.expression(carryingVariables), .equal, strength: excess),
                    plain: [Constraint(form.expression(separateVariables), .equal, strength: excess)],
                    form: form)
            }
            try carrying.add(target.carrying)
            for constraint in target.plain { try separate.add(constraint) }
            // Most targets take their preference once added; some are added with one already
            // set (a constraint added again keeps it).
            if int(0...3) > 0 {
                let preference = strength()
                try carrying.setPreferenceStrength(preference, of: target.carrying)
                target.preference = separatePreference(form, preference)
                try separate.add(target.preference!)
                if int(0...3) == 0 {
                    try carrying.remove(target.carrying)
                    try carrying.add(target.carrying)
                }
            }
            targets.append(target)
        }

        mutating func step() throws {
            let operation = int(0...11)
            // Every operation from 3 to 9 changes a target: the first add makes one.
            if targets.isEmpty && (3...9).contains(operation) { return try addTarget() }
            switch operation {
            case 0...2:
                try addTarget()
            case 3:
                let target = targets.remove(at: int(0...(targets.count - 1)))
                try carrying.remove(target.carrying)
                for constraint in target.plain { try separate.remove(constraint) }
                if let preference = target.preference { try separate.remove(preference) }
            case 4, 5:
                let index = int(0...(targets.count - 1))
                let constant = Double(int(-40...40))
                targets[index].form.constant = constant
                let target = targets[index]
                try carrying.setConstant(constant, of: target.carrying)
                for constraint in target.plain { try separate.setConstant(constant, of: constraint) }
                if let preference = target.preference { try separate.setConstant(constant, of: preference) }
            case 6:
                let target = targets[int(0...(targets.count - 1))]
                let strength = strength()
                try carrying.setStrength(strength, of: target.carrying)
                // (The equality's excess side, or an equality without a shortfall of its own.)
                try separate.setStrength(strength, of: target.plain[0])
            case 7:
                let target = targets[int(0...(targets.count - 1))]
                guard target.plain.count == 2 else { return }
                let strength = strength()
                try carrying.setShortfallStrength(strength, of: target.carrying)
                try separate.setStrength(strength, of: target.plain[1])
            case 8, 9:
                // A new preference, another one, or none.
                let index = int(0...(targets.count - 1))
                let target = targets[index]
                let preference: Strength? = int(0...2) == 0 ? nil : strength()
                try carrying.setPreferenceStrength(preference, of: target.carrying)
                if let old = target.preference { try separate.remove(old) }
                targets[index].preference = preference.map { separatePreference(target.form, $0) }
                if let new = targets[index].preference { try separate.add(new) }
            case 10:
                addRequired(form(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)])
            default:
                guard required.count > 2 * carryingVariables.count else { return try addTarget() }
                let index = int((2 * carryingVariables.count)...(required.count - 1))
                let removed = required.remove(at: index)
                try carrying.remove(removed.carrying)
                try separate.remove(removed.separate)
            }
        }

        mutating func check(_ step: Int) {
            for (name, solver) in [("carrying", carrying), ("separate", separate)] {
                let problems = solver._checkInvariants()
                if !problems.isEmpty { failures.append("step \(step): \(name) invariants: \(problems)") }
            }
            carrying.updateVariables()
            separate.updateVariables()
            let carryingObjective = objectiveVector(targets.map(\.carrying), [])
            let separateObjective = objectiveVector(
                targets.flatMap { $0.plain + ($0.preference.map { [$0] } ?? []) }, [])
            if !objectivesMatch(carryingObjective, separateObjective) {
                failures.append("step \(step): carrying \(carryingObjective), separate \(separateObjective)")
            }
            if let problem = freshSolveDisagreement(with: carrying, system: "carrying", step: step) {
                failures.append(problem)
            }
        }
    }

    /// In the classic tableau and with definitions (the layout engine's mode).
    @Test(arguments: UInt64(0)..<150, [false, true])
    func aCarriedPreferenceHasTheOptimumOfASecondEquality(seed: UInt64, definesVariables: Bool) throws {
        var session = Session(seed: seed, variableCount: 4, definesVariables: definesVariables)
        try session.run(steps: 40)
        #expect(
            session.failures.isEmpty,
            "seed \(seed), definitions \(definesVariables): \(session.failures.prefix(3))")
    }

    /// The stack's case: a length held at 10 by its content size (hugging 250 above,
    /// compression resistance 750 below) and pulled to 14 at 250 by a rival. Without a
    /// preference the rival and the hugging tie at level 250, and the solver may settle anywhere
    /// in between; a preference at 25 breaks the tie for 10, and nothing else moves.
    @Test func aPreferenceBreaksATieBelowTheTargetsOwnLevels() throws {
        let solver = Solver()
        let length = Variable("length")
        try solver.add(length >= 0)
        let contentSize = Constraint(
            terms: [Term(length, 1)], constant: -10, excess: Strength(level: 250),
            shortfall: Strength(level: 750))
        try solver.add(contentSize)
        try solver.add((length == 14).strength(Strength(level: 250)))
        try solver.setPreferenceStrength(Strength(level: 25), of: contentSize)
        solver.updateVariables()
        #expect(length.value == 10)
        #expect(solver._checkInvariants().isEmpty)
        // Taken off, a preference at 25 pulling the other way breaks the tie for 14.
        try solver.setPreferenceStrength(nil, of: contentSize)
        try solver.add((length == 14).strength(Strength(level: 25)))
        solver.updateVariables()
        #expect(length.value == 14)
        #expect(solver._checkInvariants().isEmpty)
    }

    /// The preference is named in descriptions, kept by copies, and refused where it means
    /// nothing: on a required constraint, an inequality, at a required strength, or on a
    /// constraint the solver does not hold.
    @Test func aPreferenceIsForOptionalEqualitiesInTheSolver() throws {
        let solver = Solver()
        let x = Variable("x")
        let target = (x == 3).strength(Strength(level: 250))
        try solver.add(target)
        try solver.setPreferenceStrength(Strength(level: 25), of: target)
        #expect(target.preferenceStrength == Strength(level: 25))
        #expect(target.description.hasSuffix(", preference \(Strength(level: 25))"))
        #expect(solver.description.contains(", preference \(Strength(level: 25))"))
        #expect(target.copy().preferenceStrength == Strength(level: 25))
        #expect(solver.values(of: [x], ifAdding: target.copy()) == nil)

        let required = x >= 1
        let inequality = (x <= 5).strength(.weak)
        try solver.add(required)
        try solver.add(inequality)
        #expect(throws: SolverError.self) { try solver.setPreferenceStrength(.weak, of: required) }
        #expect(throws: SolverError.self) { try solver.setPreferenceStrength(.weak, of: inequality) }
        #expect(throws: SolverError.self) { try solver.setPreferenceStrength(.required, of: target) }
        #expect(throws: SolverError.self) {
            try solver.setPreferenceStrength(.weak, of: (x == 4).strength(.weak))
        }
        try solver.setPreferenceStrength(nil, of: target)
        #expect(target.preferenceStrength == nil)
        #expect(solver._checkInvariants().isEmpty)
    }
}
