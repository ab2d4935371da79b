import Testing

@testable import Cassowary

/// An optional equality with a preference (`Solver.setPreferenceStrength(_:of:)`) does in one
/// row what it and a second optional equality of the same expression at the preference's
/// strength do in two (a view's content size carrying a stack's preferred length). Checked
/// against the two constraints in a second solver over random sessions: the same optimum after
/// every add, removal, constant, strength, shortfall and preference change, the invariants of
/// both tableaux, and a fresh solve of the carrying system.
@Suite struct PreferenceStrengthTests {
    /// One soft target in both solvers: with its preference carried in one, beside it as an
    /// equality of its own in the other.
    struct Target {
        /// The target in the carrying solver: an optional equality, its shortfall at a strength
        /// of its own when split.
        let carrying: Constraint
        /// The same target in the other solver: the equality, or its two sides when split.
        let plain: [Constraint]
        /// The preference as a constraint of its own, in the other solver while there is one.
        var preference: Constraint?
        var form: TwinForm
    }

    /// Two solvers that should always agree on the optimum: the first (`carrying`) carries each
    /// target's preference, the second (`separate`) holds it as an equality of its own.
    struct Session: TwinSolverSession {
        var twins: TwinSystems
        var targets: [Target] = []
        var failures: [String] { twins.failures }
        var carrying: Solver { twins.first }
        var separate: Solver { twins.second }

        init(seed: UInt64, variableCount: Int, definesVariables: Bool) {
            twins = TwinSystems(
                seed: seed, variableCount: variableCount, definesVariables: definesVariables,
                names: ("c", "s"))
        }

        /// The preference of `form` at `strength` as a constraint of its own.
        func separatePreference(_ form: TwinForm, _ strength: Strength) -> Constraint {
            Constraint(form.expression(twins.secondVariables), .equal, strength: strength)
        }

        mutating func addTarget() throws {
            let form = twins.form()
            let split = twins.int(0...2) > 0
            let (excess, shortfall) = (twins.strength(), twins.strength())
            let separateVariables = twins.secondVariables
            var target: Target
            if split {
                target = Target(
                    carrying: Constraint(
                        terms: form.terms(twins.firstVariables), constant: form.constant, excess: excess,
                        shortfall: shortfall),
                    plain: [
                        Constraint(form.expression(separateVariables), .lessThanOrEqual, strength: excess),
                        Constraint(
                            form.expression(separateVariables), .greaterThanOrEqual, strength: shortfall),
                    ],
                    form: form)
            } else {
                target = Target(
                    carrying: Constraint(form.expression(twins.firstVariables), .equal, strength: excess),
                    plain: [Constraint(form.expression(separateVariables), .equal, strength: excess)],
                    form: form)
            }
            try carrying.add(target.carrying)
            for constraint in target.plain { try separate.add(constraint) }
            // Most targets take their preference once added; some are added again with it
            // (a constraint added again keeps it).
            if twins.int(0...3) > 0 {
                let preference = twins.strength()
                try carrying.setPreferenceStrength(preference, of: target.carrying)
                target.preference = separatePreference(form, preference)
                try separate.add(target.preference!)
                if twins.int(0...3) == 0 {
                    try carrying.remove(target.carrying)
                    try carrying.add(target.carrying)
                }
            }
            targets.append(target)
        }

        mutating func step() throws {
            let operation = twins.int(0...11)
            // Every operation from 3 to 9 changes a target: the first add makes one.
            if targets.isEmpty && (3...9).contains(operation) { return try addTarget() }
            switch operation {
            case 0...2:
                try addTarget()
            case 3:
                let target = targets.remove(at: twins.int(0...(targets.count - 1)))
                try carrying.remove(target.carrying)
                for constraint in target.plain { try separate.remove(constraint) }
                if let preference = target.preference { try separate.remove(preference) }
            case 4, 5:
                let index = twins.int(0...(targets.count - 1))
                let constant = Double(twins.int(-40...40))
                targets[index].form.constant = constant
                let target = targets[index]
                try carrying.setConstant(constant, of: target.carrying)
                for constraint in target.plain { try separate.setConstant(constant, of: constraint) }
                if let preference = target.preference { try separate.setConstant(constant, of: preference) }
            case 6:
                let target = targets[twins.int(0...(targets.count - 1))]
                let strength = twins.strength()
                try carrying.setStrength(strength, of: target.carrying)
                // (The equality's excess side, or an equality without a shortfall of its own.)
                try separate.setStrength(strength, of: target.plain[0])
            case 7:
                let target = targets[twins.int(0...(targets.count - 1))]
                guard target.plain.count == 2 else { return }
                let strength = twins.strength()
                try carrying.setShortfallStrength(strength, of: target.carrying)
                try separate.setStrength(strength, of: target.plain[1])
            case 8, 9:
                // A new preference, another one, or none.
                let index = twins.int(0...(targets.count - 1))
                let target = targets[index]
                let preference: Strength? = twins.int(0...2) == 0 ? nil : twins.strength()
                try carrying.setPreferenceStrength(preference, of: target.carrying)
                if let old = target.preference { try separate.remove(old) }
                targets[index].preference = preference.map { separatePreference(target.form, $0) }
                if let new = targets[index].preference { try separate.add(new) }
            case 10:
                twins.addRequired(
                    twins.form(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][twins.int(0...2)])
            default:
                if try !twins.removeRequired() { try addTarget() }
            }
        }

        mutating func check(_ step: Int) {
            twins.checkInvariants(step, names: ("carrying", "separate"))
            let carryingObjective = objectiveVector(targets.map(\.carrying), [])
            let separateObjective = objectiveVector(
                targets.flatMap { $0.plain + ($0.preference.map { [$0] } ?? []) }, [])
            if !objectivesMatch(carryingObjective, separateObjective) {
                twins.failures.append(
                    "step \(step): carrying \(carryingObjective), separate \(separateObjective)")
            }
            if let problem = freshSolveDisagreement(with: carrying, system: "carrying", step: step) {
                twins.failures.append(problem)
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
