// Explaining an unsatisfiable required constraint: a minimal set of already-added required
// constraints that, with it, cannot all hold. Runs only on failure.
//
// Candidates are the required constraints connected to the failing one through shared
// variables (a conflict never involves anything else), nearest first (breadth-first over shared
// variables). Adding them in that order to a private tableau that starts with the failing
// constraint stops at the first infeasible prefix: conflicts are usually local, so the prefix is
// small, and its last member belongs to every conflict within it. QuickXplain (Junker, 2004)
// then minimizes the rest of the prefix with O(k · log(n / k)) feasibility checks for a conflict
// of size k among n; each check solves its subset from scratch.

/// A required constraint with the constant it has in the solver.
private struct Candidate {
    let constraint: Constraint
    let constant: Double
    let sequence: Int
}

extension Solver {
    /// A minimal set of required constraints in the solver that conflict with `failing`.
    /// - Parameters:
    ///   - failing: The constraint that could not be added (or a changed copy).
    ///   - excluding: A constraint of the solver to leave out (the one being changed).
    func conflicts(for failing: Constraint, excluding: Constraint?) -> [Constraint] {
        let candidates = connectedRequiredConstraints(to: failing, excluding: excluding)
        let probe = Candidate(constraint: failing, constant: failing.constant, sequence: -1)
        // The shortest infeasible prefix of the candidates, nearest first.
        var scratch = SolverState()
        if !scratch.addConstraint(probe.constraint, strength: .required, constant: probe.constant) {
            return []
        }
        var end = 0
        while end < candidates.count {
            let candidate = candidates[end]
            if !scratch.addConstraint(candidate.constraint, strength: .required, constant: candidate.constant)
            {
                break
            }
            end += 1
        }
        guard end < candidates.count else { return [] }
        let last = candidates[end]
        let rest = Self.quickXplain(
            background: [probe, last], candidates: Array(candidates[..<end]), backgroundChanged: true)
        return (rest + [last]).sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Required constraints reachable from `failing` through shared variables, nearest first
    /// (breadth-first; within a step in the order they were added).
    private func connectedRequiredConstraints(to failing: Constraint, excluding: Constraint?) -> [Candidate] {
        let required = state.orderedRecords.filter {
            $0.strength.isRequired && $0.constraint !== excluding
        }
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, record) in required.enumerated() {
            record.constraint.forEachTerm { variable, _ in
                byVariable[ObjectIdentifier(variable), default: []].append(index)
            }
        }
        var reached = [Bool](repeating: false, count: required.count)
        var seenVariables = Set<ObjectIdentifier>()
        var order: [Int] = []
        var frontier = Self.variableIdentifiers(of: [failing])
        while !frontier.isEmpty {
            var step: [Int] = []
            for variable in frontier where seenVariables.insert(variable).inserted {
                for index in byVariable[variable] ?? [] where !reached[index] {
                    reached[index] = true
                    step.append(index)
                }
            }
            step.sort()
            order.append(contentsOf: step)
            frontier = Self.variableIdentifiers(of: step.map { required[$0].constraint })
        }
        return order.map {
            Candidate(
                constraint: required[$0].constraint, constant: required[$0].constant,
                sequence: Int(required[$0].sequence))
        }
    }

    /// The identities of the constraints' variables, in order (repeats included).
    private static func variableIdentifiers(of constraints: [Constraint]) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        for constraint in constraints {
            constraint.forEachTerm { variable, _ in result.append(ObjectIdentifier(variable)) }
        }
        return result
    }

    /// QuickXplain: a minimal subset of `candidates` that is infeasible together with
    /// `background` (which must be infeasible with all of `candidates`).
    private static func quickXplain(background: [Candidate], candidates: [Candidate], backgroundChanged: Bool)
        -> [Candidate]
    {
        if backgroundChanged && !isFeasible(background) { return [] }
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = quickXplain(
            background: background + first, candidates: second, backgroundChanged: true)
        let fromFirst = quickXplain(
            background: background + fromSecond, candidates: first, backgroundChanged: !fromSecond.isEmpty)
        return fromFirst + fromSecond
    }

    /// Whether the required constraints can all hold, solved in a private tableau.
    private static func isFeasible(_ constraints: [Candidate]) -> Bool {
        var scratch = SolverState()
        for candidate in constraints
        where !scratch.addConstraint(candidate.constraint, strength: .required, constant: candidate.constant)
        {
            return false
        }
        return true
    }
}
