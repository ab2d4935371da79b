import Testing

@testable import Cassowary

/// A required inequality whose slack has a strength (`Solver.setSlackStrength(_:of:)`) costs
/// what it and an optional inequality of the same expression and the opposite relation cost
/// together, in one row. Checked against those two constraints in a second solver over random
/// sessions: the same optimum after every add, removal, constant change and change of either
/// strength; the invariants of both tableaux; and a fresh solve of the priced constraints.
@Suite struct SlackStrengthTests {
    /// `Σ coefficient · variable[index] + constant`, over variable indices.
    struct Form {
        var terms: [(index: Int, coefficient: Double)]
        var constant: Double

        func expression(_ variables: [Variable]) -> Expression {
            Expression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant)
        }
    }

    /// A priced required inequality in one solver; in the other, the required inequality and,
    /// while the slack has a strength, the optional one of the opposite relation.
    struct Bound {
        let priced: Constraint
        let required: Constraint
        var partner: Constraint?
        let form: Form
        let relation: Relation
    }

    /// Two solvers that should always agree on the optimum.
    struct Session: TwinSolverSession {
        var random: SplitMix64
        let priced = Solver()
        let pairs = Solver()
        let pricedVariables: [Variable]
        let pairVariables: [Variable]
        var bounds: [Bound] = []
        /// Optional constraints, the same in both.
        var targets: [(priced: Constraint, pairs: Constraint)] = []
        /// Required constraints without a price, the same in both (the box first).
        var plain: [(priced: Constraint, pairs: Constraint)] = []
        var failures: [String] = []

        init(seed: UInt64, variableCount: Int, definesVariables: Bool) {
            for solver in [priced, pairs] {
                solver.definesVariables = definesVariables
                solver.definitionRowLength = 0  // a definition wherever one can be made
            }
            random = SplitMix64(seed: seed)
            pricedVariables = (0..<variableCount).map { Variable("p\($0)") }
            pairVariables = (0..<variableCount).map { Variable("q\($0)") }
            // Every variable within [0, 40], so every optimum is finite.
            for index in 0..<variableCount {
                addPlain(Form(terms: [(index, 1)], constant: 0), .greaterThanOrEqual)
                addPlain(Form(terms: [(index, 1)], constant: -40), .lessThanOrEqual)
            }
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        /// Short forms with small coefficients and constants: many ties, many degenerate
        /// vertices, and bounds that often coincide with the box or with one another.
        mutating func form() -> Form {
            var terms: [(index: Int, coefficient: Double)] = []
            for _ in 0..<int(1...3) {
                terms.append((int(0...(pricedVariables.count - 1)), [-2.0, -1, 1, 1, 1, 2, 0.5][int(0...6)]))
            }
            return Form(terms: terms, constant: Double([0, 0, -10, 10, int(-30...30)][int(0...4)]))
        }

        /// Strict levels as the layout engine uses them, or kiwi's weights on one level.
        mutating func strength() -> Strength {
            int(0...2) == 0
                ? [Strength.strong, .medium, .weak][int(0...2)] : Strength(level: int(1...4), weight: 1)
        }

        mutating func addPlain(_ form: Form, _ relation: Relation) {
            let inPriced = Constraint(form.expression(pricedVariables), relation)
            let inPairs = Constraint(form.expression(pairVariables), relation)
            let addedToPriced = (try? priced.add(inPriced)) != nil
            let addedToPairs = (try? pairs.add(inPairs)) != nil
            if addedToPriced != addedToPairs {
                failures.append("a required constraint added to one solver only: \(inPriced)")
            }
            if addedToPriced && addedToPairs { plain.append((inPriced, inPairs)) }
        }

        mutating func addBound() throws {
            let form = form()
            let relation: Relation = int(0...2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual
            var bound = Bound(
                priced: Constraint(form.expression(pricedVariables), relation),
                required: Constraint(form.expression(pairVariables), relation), partner: nil, form: form,
                relation: relation)
            let addedToPriced = (try? priced.add(bound.priced)) != nil
            let addedToPairs = (try? pairs.add(bound.required)) != nil
            if addedToPriced != addedToPairs {
                failures.append("a bound added to one solver only: \(bound.priced)")
            }
            guard addedToPriced && addedToPairs else { return }
            try price(&bound, strength())
            bounds.append(bound)
        }

        /// Gives the bound's slack `strength` (nil: none) in one solver, and its partner that
        /// strength in the other.
        func price(_ bound: inout Bound, _ strength: Strength?) throws {
            try priced.setSlackStrength(strength, of: bound.priced)
            switch (bound.partner, strength) {
            case (nil, nil):
                break
            case (let partner?, nil):
                try pairs.remove(partner)
                bound.partner = nil
            case (let partner?, let strength?):
                try pairs.setStrength(strength, of: partner)
            case (nil, let strength?):
                let opposite: Relation =
                    bound.relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
                var expression = bound.form.expression(pairVariables)
                expression.constant = bound.required.constant
                let partner = Constraint(expression, opposite, strength: strength)
                try pairs.add(partner)
                bound.partner = partner
            }
        }

        mutating func step() throws {
            let operation = int(0...11)
            if bounds.isEmpty && (2...6).contains(operation) { return try addBound() }
            switch operation {
            case 0, 1:
                try addBound()
            case 2:
                let bound = bounds.remove(at: int(0...(bounds.count - 1)))
                try priced.remove(bound.priced)
                try pairs.remove(bound.required)
                if let partner = bound.partner { try pairs.remove(partner) }
            case 3, 4:
                let index = int(0...(bounds.count - 1))
                try price(&bounds[index], int(0...3) == 0 ? nil : strength())
            case 5, 6:
                // A new constant for the bound (and so for its priced side): in place, unless
                // the required constraints can no longer hold, which both solvers must refuse.
                let bound = bounds[int(0...(bounds.count - 1))]
                let constant = Double(int(-30...30))
                let movedPriced = (try? priced.setConstant(constant, of: bound.priced)) != nil
                let movedPairs = (try? pairs.setConstant(constant, of: bound.required)) != nil
                if movedPriced != movedPairs {
                    failures.append("a constant moved in one solver only: \(bound.priced) to \(constant)")
                }
                if movedPairs, let partner = bound.partner { try pairs.setConstant(constant, of: partner) }
            case 7:
                let form = form()
                let strength = strength()
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
                let target = (
                    Constraint(form.expression(pricedVariables), relation, strength: strength),
                    Constraint(form.expression(pairVariables), relation, strength: strength)
                )
                try priced.add(target.0)
                try pairs.add(target.1)
                targets.append(target)
            case 8:
                guard !targets.isEmpty else { return try addBound() }
                let target = targets.remove(at: int(0...(targets.count - 1)))
                try priced.remove(target.priced)
                try pairs.remove(target.pairs)
            case 9:
                addPlain(form(), [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)])
            default:
                let boxCount = 2 * pricedVariables.count
                guard plain.count > boxCount else { return try addBound() }
                let removed = plain.remove(at: int(boxCount...(plain.count - 1)))
                try priced.remove(removed.priced)
                try pairs.remove(removed.pairs)
            }
        }

        mutating func check(_ step: Int) {
            for (name, solver) in [("priced", priced), ("pairs", pairs)] {
                let problems = solver._checkInvariants()
                if !problems.isEmpty { failures.append("step \(step): \(name) invariants: \(problems)") }
            }
            priced.updateVariables()
            pairs.updateVariables()
            let pricedObjective = objectiveVector(priced.constraints, [])
            let pairObjective = objectiveVector(pairs.constraints, [])
            if !objectivesMatch(pricedObjective, pairObjective) {
                failures.append("step \(step): priced \(pricedObjective), pairs \(pairObjective)")
            }
            // Every required constraint holds in the priced solver's solution.
            for constraint in priced.constraints where constraint.strength.isRequired {
                if violation(of: constraint) > 1e-6 { failures.append("step \(step): \(constraint) broken") }
            }
            if let problem = freshSolveDisagreement(with: priced, system: "priced", step: step) {
                failures.append(problem)
            }
        }
    }

    /// In the classic tableau and with definitions (the layout engine's mode).
    @Test(arguments: UInt64(0)..<150, [false, true])
    func aPricedSlackHasTheOptimumOfItsOptionalPartner(seed: UInt64, definesVariables: Bool) throws {
        var session = Session(seed: seed, variableCount: 4, definesVariables: definesVariables)
        try session.run(steps: 40)
        #expect(
            session.failures.isEmpty,
            "seed \(seed), definitions \(definesVariables): \(session.failures.prefix(3))")
    }

    /// A length at least 0 whose room costs a weak strength: pulled to 6 by a medium target it
    /// goes there; with the target weaker than the slack, it stays at 0.
    @Test func theSlackCostsItsStrength() throws {
        let solver = Solver()
        let length = Variable("length")
        let floor = length >= 0
        try solver.add(floor)
        try solver.setSlackStrength(Strength(level: 2), of: floor)
        let pull = (length == 6).strength(Strength(level: 3))
        try solver.add(pull)
        solver.updateVariables()
        #expect(length.value == 6)
        try solver.setStrength(Strength(level: 1), of: pull)
        solver.updateVariables()
        #expect(length.value == 0)
        try solver.setSlackStrength(nil, of: floor)
        solver.updateVariables()
        #expect(length.value == 6)
        #expect(solver._checkInvariants().isEmpty)
        // Removed with its price, the floor leaves no cost behind; added again, it has it.
        try solver.setSlackStrength(Strength(level: 2), of: floor)
        try solver.remove(floor)
        #expect(solver._checkInvariants().isEmpty)
        try solver.add(floor)
        solver.updateVariables()
        #expect(length.value == 0 && floor.slackStrength == Strength(level: 2))
        #expect(solver._checkInvariants().isEmpty)
    }

    /// `x <= 10` priced: the room below 10 costs, so a weaker pull to 0 leaves x at 10.
    @Test func anAtMostBoundPricesTheRoomBelowIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = x <= 10
        try solver.add(bound)
        try solver.add(x >= 0)
        try solver.setSlackStrength(Strength(level: 2), of: bound)
        try solver.add((x == 0).strength(Strength(level: 1)))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func onlyARequiredInequalityTakesASlackStrength() throws {
        let solver = Solver()
        let x = Variable("x")
        let optional = (x >= 1).strength(.weak)
        let equality = x == 3
        let floor = x >= 0
        try solver.add(optional)
        try solver.add(equality)
        #expect(throws: SolverError.self) { try solver.setSlackStrength(.strong, of: optional) }
        #expect(throws: SolverError.self) { try solver.setSlackStrength(.strong, of: equality) }
        #expect(throws: SolverError.self) { try solver.setSlackStrength(.strong, of: floor) }
        try solver.add(floor)
        #expect(throws: SolverError.self) { try solver.setSlackStrength(.required, of: floor) }
        try solver.setSlackStrength(.weak, of: floor)
        #expect(floor.description == "x >= 0 | slack weak")
        #expect(floor.copy().description == floor.description)
        #expect(solver.description.contains("x >= 0 | required, slack weak"))
        #expect(solver._checkInvariants().isEmpty)
    }
}
