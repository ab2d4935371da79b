import Cassowary

/// One random sequence of solver changes on a ``DegenerateSystemGenerator`` system, checked
/// after every step: the solver's invariants, every required constraint, the objective against
/// the exact reference (``ExactLexicographicLP``), and the incremental objective against a fresh
/// solve of the same set in another order. Refusals are checked too: a refused change must not
/// fit, must leave the solver as it was, and must name a non-empty, minimal conflict set.
package struct DegenerateSession {
    /// What a session did, so a test can require that the hard paths ran.
    package struct Counts {
        /// Operations performed.
        package var operations = 0
        /// States compared with the exact reference.
        package var exactChecks = 0
        /// States the exact reference had no answer for (overflow): skipped.
        package var exactUnknown = 0
        /// Changes the witness violates that the solver refused (their conflicts were checked).
        package var refused = 0
        /// Changes the witness violates that the solver accepted (then checked and undone).
        package var accepted = 0
        /// Checked states in which the solver kept at least one definition (see
        /// ``Solver/definesVariables``).
        package var withDefinitions = 0
        /// Degenerate vertices the solver perturbed (see ``Solver/stallThreshold``).
        package var perturbations = 0
        /// Variables that left the solver with their last constraint, and those of them that
        /// left rounding residue in its rows.
        package var departures = 0
        package var departureResidues = 0
        /// Slacks of required inequalities priced (or given another price; see
        /// ``DegenerateSession/pricesSlacks``).
        package var pricedSlacks = 0
        /// Optional equalities given a preference (or another one; see
        /// ``DegenerateSession/carriesPreferences``).
        package var preferences = 0

        /// Adds another session's counts.
        package mutating func add(_ other: Counts) {
            operations += other.operations
            exactChecks += other.exactChecks
            exactUnknown += other.exactUnknown
            refused += other.refused
            accepted += other.accepted
            withDefinitions += other.withDefinitions
            perturbations += other.perturbations
            pricedSlacks += other.pricedSlacks
            preferences += other.preferences
            departures += other.departures
            departureResidues += other.departureResidues
        }

        /// No counts yet.
        package init() {}
    }

    var generator: DegenerateSystemGenerator
    let solver = Solver()
    var constraints: [Constraint] = []
    /// Constraints taken out, to be added again (the same objects).
    var removed: [Constraint] = []
    var edits: [EditSpec] = []
    /// What went wrong, each with the operations that led to it; the session stops at the first.
    package private(set) var failures: [String] = []
    var log: [String] = []
    /// What the session did.
    package private(set) var counts = Counts()
    /// Whether states are compared with the exact reference (else only with fresh solvers).
    let exact: Bool
    /// Whether every state is also compared with a fresh solve in another order.
    let compareFresh: Bool
    /// Whether every other step's question (``checkQuestion()``, on odd operations) comes
    /// before its check instead of after it: the check then sees the solver right after doing
    /// what was asked and undoing it. The orders draw the generator's numbers in another order,
    /// so they make different sequences of sessions.
    package var asksBeforeChecking = false
    /// Whether one step in ten prices the slack of a required inequality, changes its price or
    /// takes it off (``Solver/setSlackStrength(_:of:)``). Off by default: it draws numbers the
    /// sessions without it do not, so it makes other sequences of sessions.
    package var pricesSlacks = false
    /// Whether one step in ten gives an optional equality a preference, changes it or takes it
    /// off (``Solver/setPreferenceStrength(_:of:)``). Off by default, for the same reason.
    package var carriesPreferences = false

    /// A session over `variableCount` variables, optional levels drawn from `levels`, witness
    /// values within ±60·`scale`; `parksVariables` turns the solver's parking on and
    /// `definesVariables` its definitions (both off by default; fresh reference solvers stay
    /// classic); a `stallThreshold` makes the solver perturb degenerate vertices after that
    /// many degenerate pivots (fresh reference solvers keep the default); without
    /// `searchesDirectionsLocally` the solver finds every direction by eliminating the whole
    /// component (see ``Solver/searchesDirectionsLocally``).
    package init(
        seed: UInt64, variableCount: Int, levels: [Int], scale: Double = 1, exact: Bool = true,
        compareFresh: Bool = true, parksVariables: Bool = false, definesVariables: Bool = false,
        stallThreshold: Int? = nil, searchesDirectionsLocally: Bool = true
    ) {
        generator = DegenerateSystemGenerator(
            seed: seed, variableCount: variableCount, levels: levels, scale: scale)
        self.exact = exact
        self.compareFresh = compareFresh
        solver.parksVariables = parksVariables
        solver.definesVariables = definesVariables
        solver.definitionRowLength = 0  // as many definitions as can be made
        solver.stallThreshold = stallThreshold
        solver.searchesDirectionsLocally = searchesDirectionsLocally
    }

    mutating func fail(_ text: String) {
        failures.append(text + "\n  after: " + log.suffix(12).joined(separator: "\n         "))
    }

    /// Runs `steps` random operations, stopping at the first failure.
    package mutating func run(steps: Int) {
        let perturbationsBefore = solver._perturbationCount
        let departuresBefore = solver.variableRegistrations.unregistered
        let departureResiduesBefore = solver._departureResidueCount
        defer {
            counts.perturbations += solver._perturbationCount - perturbationsBefore
            counts.departures += solver.variableRegistrations.unregistered - departuresBefore
            counts.departureResidues += solver._departureResidueCount - departureResiduesBefore
        }
        for _ in 0..<steps {
            step()
            if !failures.isEmpty { return }
            check()
            if !failures.isEmpty { return }
        }
    }

    mutating func step() {
        counts.operations += 1
        if pricesSlacks && generator.int(0...9) == 0 { return priceSlack() }
        if carriesPreferences && generator.int(0...9) == 0 { return setPreference() }
        switch generator.int(0...99) {
        case 0..<30:
            let constraint = generator.requiredConstraint(from: constraints)
            addExpectingSuccess(constraint)
        case 30..<52:
            let constraint = generator.optionalConstraint(from: constraints)
            addExpectingSuccess(constraint)
        case 52..<56:
            tryViolated()
        case 56..<58:
            tryConstant()
        case 58..<66:
            guard !constraints.isEmpty else { return }
            let constraint = constraints.remove(at: generator.int(0...(constraints.count - 1)))
            log.append("remove \(constraint)")
            do { try solver.remove(constraint) } catch { fail("remove refused: \(error)") }
            removed.append(constraint)
        case 66..<72:
            guard !removed.isEmpty else { return }
            let constraint = removed.remove(at: generator.int(0...(removed.count - 1)))
            // Re-adding keeps the witness only for constants it still satisfies.
            if constraint.strength.isRequired && violationAtWitness(constraint) > 1e-9 { return }
            addExpectingSuccess(constraint, verb: "re-add")
        case 72..<80:
            let required = constraints.filter { $0.strength.isRequired && $0.relation != .equal }
            guard !required.isEmpty else { return }
            let constraint = generator.pick(required)
            guard let constant = generator.feasibleConstant(for: constraint) else { return }
            log.append("setConstant \(constant) of \(constraint)")
            do { try solver.setConstant(constant, of: constraint) } catch {
                fail("setConstant refused although the witness satisfies it: \(error)")
            }
        case 80..<84:
            let optional = constraints.filter { !$0.strength.isRequired }
            guard !optional.isEmpty else { return }
            let constraint = generator.pick(optional)
            let constant = Double(generator.int(-80...80)) * generator.scale
            log.append("setConstant \(constant) of \(constraint)")
            do { try solver.setConstant(constant, of: constraint) } catch {
                fail("optional setConstant: \(error)")
            }
        case 84..<88:
            let optional = constraints.filter { !$0.strength.isRequired }
            guard !optional.isEmpty else { return }
            let constraint = generator.pick(optional)
            let strength = generator.optionalStrength()
            log.append("setStrength \(strength) of \(constraint)")
            do { try solver.setStrength(strength, of: constraint) } catch { fail("setStrength: \(error)") }
        case 88..<93:
            let variable = generator.pick(generator.variables)
            if let index = edits.firstIndex(where: { $0.variable === variable }) {
                log.append("removeEdit \(variable)")
                do { try solver.removeEditVariable(variable) } catch { fail("removeEdit: \(error)") }
                edits.remove(at: index)
            } else {
                let strength = generator.optionalStrength()
                log.append("addEdit \(variable) \(strength)")
                do { try solver.addEditVariable(variable, strength: strength) } catch {
                    fail("addEdit: \(error)")
                }
                edits.append(EditSpec(variable: variable, strength: strength, suggestion: 0))
            }
        default:
            guard !edits.isEmpty else { return }
            let index = generator.int(0...(edits.count - 1))
            let value = Double(generator.int(-90...90)) / generator.pick([1.0, 2, 4]) * generator.scale
            log.append("suggest \(edits[index].variable) = \(value)")
            do { try solver.suggestValue(edits[index].variable, value) } catch { fail("suggest: \(error)") }
            edits[index].suggestion = value
        }
    }

    /// Prices the slack of a random required inequality in the solver, or takes its price off.
    mutating func priceSlack() {
        let inequalities = constraints.filter { $0.strength.isRequired && $0.relation != .equal }
        guard !inequalities.isEmpty else { return }
        let constraint = generator.pick(inequalities)
        let strength = generator.int(0...3) == 0 ? nil : generator.optionalStrength()
        log.append("setSlackStrength \(strength.map(String.init(describing:)) ?? "none") of \(constraint)")
        do { try solver.setSlackStrength(strength, of: constraint) } catch {
            fail("setSlackStrength: \(error)")
        }
        if strength != nil { counts.pricedSlacks += 1 }
    }

    /// Gives a random optional equality in the solver a preference, another one, or none.
    mutating func setPreference() {
        let equalities = constraints.filter { !$0.strength.isRequired && $0.relation == .equal }
        guard !equalities.isEmpty else { return }
        let constraint = generator.pick(equalities)
        let strength = generator.int(0...3) == 0 ? nil : generator.optionalStrength()
        log.append(
            "setPreferenceStrength \(strength.map(String.init(describing:)) ?? "none") of \(constraint)")
        do { try solver.setPreferenceStrength(strength, of: constraint) } catch {
            fail("setPreferenceStrength: \(error)")
        }
        if strength != nil { counts.preferences += 1 }
    }

    func violationAtWitness(_ constraint: Constraint) -> Double {
        var value = constraint.constant
        constraint.forEachTerm { variable, coefficient in
            let index = generator.variables.firstIndex { $0 === variable }!
            value += coefficient * generator.witness[index]
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }

    mutating func addExpectingSuccess(_ constraint: Constraint, verb: String = "add") {
        log.append("\(verb) \(constraint) | \(constraint.strength)")
        do {
            try solver.add(constraint)
            constraints.append(constraint)
        } catch {
            fail("\(verb) refused although the witness satisfies every required constraint: \(error)")
        }
    }

    /// Adds a required constraint the witness violates: if it is refused, the conflict set must
    /// be non-empty, really conflict, and be minimal; if accepted, it is taken out again (the
    /// witness must stay valid for later steps) after the checks ran with it.
    mutating func tryViolated() {
        let constraint = generator.violatedConstraint()
        let before = solver.description
        log.append("try \(constraint)")
        do {
            try solver.add(constraint)
            counts.accepted += 1
            constraints.append(constraint)
            check()
            constraints.removeLast()
            log.append("remove \(constraint)")
            try? solver.remove(constraint)
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            counts.refused += 1
            if failing !== constraint { fail("refusal names another constraint: \(failing)") }
            if solver.description != before { fail("a refused add changed the solver") }
            let required = constraints.filter { $0.strength.isRequired }
            if isFeasible(required + [constraint]) {
                fail("refused a constraint that fits: the required set with it is feasible")
            }
            checkConflicts(conflicts, with: constraint)
        } catch {
            fail("unexpected \(error)")
        }
    }

    /// Gives a required constraint (often an equality) a constant the witness may violate:
    /// if accepted, the checks run and the old constant comes back (which must be accepted:
    /// it held before); if refused, the conflict set must be right and the solver unchanged.
    mutating func tryConstant() {
        let required = constraints.filter { $0.strength.isRequired }
        guard !required.isEmpty else { return }
        let constraint = generator.pick(required)
        let old = constraint.constant
        let shift = Double(generator.int(-12...12)) / generator.pick([1.0, 2, 4]) * generator.scale
        let constant =
            (try? DegenerateSystemGenerator.exact(old) + DegenerateSystemGenerator.exact(shift))?.doubleValue
            ?? old
        let before = solver.description
        log.append("try setConstant \(constant) of \(constraint)")
        do {
            try solver.setConstant(constant, of: constraint)
            counts.accepted += 1
            check()
            log.append("setConstant \(old) of \(constraint)")
            do { try solver.setConstant(old, of: constraint) } catch {
                fail("restoring a constant that held before was refused: \(error)")
            }
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            counts.refused += 1
            if failing !== constraint { fail("refusal names another constraint: \(failing)") }
            if solver.description != before { fail("a refused setConstant changed the solver") }
            var changed = constraint.expression
            changed.constant = constant
            let probe = Constraint(changed, constraint.relation)
            let others = constraints.filter { $0.strength.isRequired && $0 !== constraint }
            if isFeasible(others + [probe]) { fail("refused a constant that fits") }
            checkConflicts(conflicts, with: probe)
        } catch {
            fail("unexpected \(error)")
        }
    }

    /// A reported conflict set must conflict with `failing` and be minimal; it is empty only
    /// when `failing` cannot hold on its own (`0 == 4`, its terms having cancelled).
    mutating func checkConflicts(_ conflicts: [Constraint], with failing: Constraint) {
        if conflicts.isEmpty {
            if isFeasible([failing]) { fail("refused with no conflicts") }
            return
        }
        if isFeasible(conflicts + [failing]) { fail("conflict set \(conflicts) does not conflict") }
        for index in conflicts.indices {
            var smaller = conflicts
            smaller.remove(at: index)
            if !isFeasible(smaller + [failing]) {
                fail("conflict set \(conflicts) not minimal: \(conflicts[index]) is not needed")
            }
        }
    }

    /// Whether constraints can all hold as required ones: the exact reference decides, or, when
    /// it has no answer, fresh solvers fed in two orders.
    mutating func isFeasible(_ required: [Constraint]) -> Bool {
        if exact, let answer = ExactLexicographicLP.isFeasible(required) { return answer }
        for order in [required, required.reversed()] {
            let fresh = Solver()
            var ok = true
            for constraint in order where ok {
                do { try fresh.add(constraint.strength(.required)) } catch { ok = false }
            }
            if ok { return true }
        }
        return false
    }

    /// The total weight on each level in use: an objective may be off by 1e-6 of a cell per
    /// unit of weight (rounding), not more.
    func levelWeights() -> [Int: Double] {
        var result: [Int: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            result[constraint.strength.level, default: 0] += constraint.strength.weight
        }
        for constraint in constraints {
            if let slack = constraint.slackStrength { result[slack.level, default: 0] += slack.weight }
            if let preference = constraint.preferenceStrength {
                result[preference.level, default: 0] += preference.weight
            }
        }
        for edit in edits { result[edit.strength.level, default: 0] += edit.strength.weight }
        return result
    }

    /// Asks a question before the step's changes are read, checks the current state, then
    /// asks the solver a question about another state (see DegenerateSession+Questions.swift).
    mutating func check() {
        askBeforeReading()
        let questionFirst = asksBeforeChecking && counts.operations % 2 == 1
        if questionFirst, failures.isEmpty { checkQuestion() }
        if failures.isEmpty { checkSolution() }
        if !questionFirst, failures.isEmpty { checkQuestion() }
    }

    /// Checks the invariants, the required constraints, and the objective against the exact
    /// optimum and a fresh solve.
    mutating func checkSolution() {
        let problems = solver._checkInvariants()
        if !problems.isEmpty { return fail("invariants: \(problems)") }
        if solver._definitionCount > 0 { counts.withDefinitions += 1 }
        // The defined values brought up to date from the value log, as a read does, equal
        // every definition evaluated afresh.
        let stale = solver._staleDefinedValueCount()
        if stale > 0 { return fail("\(stale) defined values stale") }
        solver.updateVariables()
        for constraint in constraints where constraint.strength.isRequired {
            let scale = constraint.expression.terms.reduce(1) {
                max($0, abs($1.coefficient * $1.variable.value))
            }
            let amount = violation(of: constraint)
            if amount > 1e-6 * scale { return fail("required \(constraint) violated by \(amount)") }
        }
        let ours = objectiveVector(constraints, edits)
        let magnitude = largestMagnitude(generator.variables)
        if exact { checkExactly(ours, magnitude: magnitude) }
        if !failures.isEmpty || !compareFresh { return }
        // A fresh solver, fed the same set in another order, must do as well.
        var shuffled = constraints
        shuffled.shuffle(using: &generator.random)
        guard let fresh = freshSolve(shuffled, edits) else {
            return fail("a fresh solver refuses the same constraints")
        }
        let theirs = objectiveVector(constraints, edits)
        let largest = max(magnitude, largestMagnitude(generator.variables))
        _ = fresh
        solver.updateVariables()
        if !objectivesMatch(ours, theirs, weights: levelWeights(), magnitude: largest) {
            fail("incremental objective \(ours), fresh \(theirs)")
        }
    }

    /// Compares the objective with the exact optimum, level by level; `magnitude` is the
    /// largest value in the solver's solution (see ``objectivesMatch(_:_:tolerance:weights:magnitude:)``).
    mutating func checkExactly(_ ours: [Int: Double], magnitude: Double) {
        let exactEdits = edits.map {
            OracleEdit($0.variable, strength: $0.strength, suggestion: $0.suggestion)
        }
        switch ExactLexicographicLP.solve(constraints, edits: exactEdits) {
        case nil:
            counts.exactUnknown += 1
        case .infeasible:
            fail("the solver accepted required constraints that cannot all hold")
        case .optimal(let objective, _):
            counts.exactChecks += 1
            let expected = objective.mapValues(\.doubleValue)
            if !objectivesMatch(ours, expected, weights: levelWeights(), magnitude: magnitude) {
                fail("objective \(ours), exact optimum \(expected) (largest value \(magnitude))")
            }
        }
    }
}
