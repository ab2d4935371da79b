@testable import Cassowary

/// One random sequence of solver changes on a ``DegenerateSystemGenerator`` system, checked
/// after every step: the invariants, every required constraint, the incremental objective
/// against a fresh solve of the same set in another order, and (through `judge`) against an
/// exact reference.
struct DegenerateSession {
    var generator: DegenerateSystemGenerator
    let solver = Solver()
    var constraints: [Constraint] = []
    /// Constraints taken out, to be added again (the same objects).
    var removed: [Constraint] = []
    var edits: [EditSpec] = []
    var failures: [String] = []
    var log: [String] = []
    /// Counts of what happened, so a test can require that the hard paths ran.
    var refusedViolated = 0
    var acceptedViolated = 0
    var operations = 0
    /// An optional exact check of a solution: returns a description of what is wrong, or nil.
    let judge: (([Constraint], [EditSpec]) -> String?)?

    init(
        seed: UInt64, variableCount: Int, levels: [Int],
        judge: (([Constraint], [EditSpec]) -> String?)? = nil
    ) {
        generator = DegenerateSystemGenerator(seed: seed, variableCount: variableCount, levels: levels)
        self.judge = judge
    }

    mutating func fail(_ text: String) {
        failures.append(text + "\n  after: " + log.suffix(12).joined(separator: "\n         "))
    }

    /// Runs `steps` random operations, stopping at the first failure.
    mutating func run(steps: Int) {
        for _ in 0..<steps {
            step()
            if !failures.isEmpty { return }
            check()
            if !failures.isEmpty { return }
        }
    }

    mutating func step() {
        operations += 1
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
            let constant = Double(generator.int(-80...80))
            log.append("setConstant \(constant) of \(constraint)")
            do { try solver.setConstant(constant, of: constraint) } catch { fail("optional setConstant: \(error)") }
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
                do { try solver.addEditVariable(variable, strength: strength) } catch { fail("addEdit: \(error)") }
                edits.append(EditSpec(variable: variable, strength: strength, suggestion: 0))
            }
        default:
            guard !edits.isEmpty else { return }
            let index = generator.int(0...(edits.count - 1))
            let value = Double(generator.int(-90...90)) / generator.pick([1.0, 2, 4])
            log.append("suggest \(edits[index].variable) = \(value)")
            do { try solver.suggestValue(edits[index].variable, value) } catch { fail("suggest: \(error)") }
            edits[index].suggestion = value
        }
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
            acceptedViolated += 1
            constraints.append(constraint)
            check()
            constraints.removeLast()
            log.append("remove \(constraint)")
            try? solver.remove(constraint)
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            refusedViolated += 1
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
        let constant = old + Double(generator.int(-12...12)) / generator.pick([1.0, 2, 4])
        let before = solver.description
        log.append("try setConstant \(constant) of \(constraint)")
        do {
            try solver.setConstant(constant, of: constraint)
            acceptedViolated += 1
            check()
            log.append("setConstant \(old) of \(constraint)")
            do { try solver.setConstant(old, of: constraint) } catch {
                fail("restoring a constant that held before was refused: \(error)")
            }
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            refusedViolated += 1
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

    /// A reported conflict set must be non-empty, conflict with `failing`, and be minimal.
    mutating func checkConflicts(_ conflicts: [Constraint], with failing: Constraint) {
        if conflicts.isEmpty { return fail("refused with no conflicts") }
        if isFeasible(conflicts + [failing]) { fail("conflict set \(conflicts) does not conflict") }
        for index in conflicts.indices {
            var smaller = conflicts
            smaller.remove(at: index)
            if !isFeasible(smaller + [failing]) {
                fail("conflict set \(conflicts) not minimal: \(conflicts[index]) is not needed")
            }
        }
    }

    /// Whether required constraints can all hold, decided by fresh solvers fed in two orders
    /// (the exact reference decides in the oracle-backed tests).
    func isFeasible(_ required: [Constraint]) -> Bool {
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
        for edit in edits { result[edit.strength.level, default: 0] += edit.strength.weight }
        return result
    }

    mutating func check() {
        let problems = solver._checkInvariants()
        if !problems.isEmpty { return fail("invariants: \(problems)") }
        solver.updateVariables()
        for constraint in constraints where constraint.strength.isRequired {
            let scale = constraint.expression.terms.reduce(1) { max($0, abs($1.coefficient * $1.variable.value)) }
            let amount = violation(of: constraint)
            if amount > 1e-6 * scale { return fail("required \(constraint) violated by \(amount)") }
        }
        let ours = objectiveVector(constraints, edits)
        if let judge, let verdict = judge(constraints, edits) { return fail("exact reference: \(verdict)") }
        // A fresh solver, fed the same set in another order, must do as well.
        var shuffled = constraints
        shuffled.shuffle(using: &generator.random)
        guard let fresh = freshSolve(shuffled, edits) else {
            return fail("a fresh solver refuses the same constraints")
        }
        let theirs = objectiveVector(constraints, edits)
        _ = fresh
        solver.updateVariables()
        if !objectivesMatch(ours, theirs, weights: levelWeights()) {
            fail("incremental objective \(ours), fresh \(theirs)")
        }
    }
}
