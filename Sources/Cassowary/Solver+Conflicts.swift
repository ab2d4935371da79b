// Explaining an unsatisfiable required constraint: a minimal set of already-added required
// constraints that, with it, cannot all hold. Runs only on failure.
//
// Candidates are the required constraints connected to the failing one through shared
// variables (a conflict never involves anything else). QuickXplain (Junker, 2004) then finds a
// minimal subset with O(k · log(n / k)) feasibility checks for a conflict of size k among n
// candidates; each check solves the candidate subset from scratch in a private tableau.

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
        if !Self.isFeasible([probe]) { return [] }
        if Self.isFeasible([probe] + candidates) { return [] }
        let minimal = Self.quickXplain(background: [probe], candidates: candidates, backgroundChanged: false)
        return minimal.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// Required constraints reachable from `failing` through shared variables, in add order.
    private func connectedRequiredConstraints(to failing: Constraint, excluding: Constraint?) -> [Candidate] {
        let required = state.orderedRecords.filter {
            $0.strength.isRequired && $0.constraint !== excluding
        }
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, record) in required.enumerated() {
            for term in record.constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var reached = [Bool](repeating: false, count: required.count)
        var seenVariables = Set<ObjectIdentifier>()
        var queue = failing.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !reached[index] {
                reached[index] = true
                queue.append(
                    contentsOf: required[index].constraint.expression.terms.map {
                        ObjectIdentifier($0.variable)
                    })
            }
        }
        return required.indices.filter { reached[$0] }.map {
            Candidate(
                constraint: required[$0].constraint, constant: required[$0].constant,
                sequence: required[$0].sequence)
        }
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
