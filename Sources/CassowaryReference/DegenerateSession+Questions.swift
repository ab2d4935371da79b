import Cassowary

// What-if questions in a degenerate session: the solver answers what adding an optional
// constraint or suggesting an edit value would give, without changing anything.

extension DegenerateSession {
    /// Asks what the variables would be with a random optional constraint added or a random
    /// suggestion given; checks that asking left the solver exactly as it was (its tableau and
    /// every value, bit for bit) and that the answer is what doing it gives.
    mutating func checkQuestion() {
        solver.updateVariables()
        let before = solver.description
        let values = generator.variables.map(\.value)
        let variables = generator.variables
        if !edits.isEmpty && generator.chance(50) {
            let edit = generator.pick(edits)
            let value = Double(generator.int(-90...90)) * generator.scale
            log.append("ask suggest \(edit.variable) = \(value)")
            let answer: [Double]
            do {
                answer = try solver.values(of: variables, ifSuggesting: [(edit.variable, value)])
            } catch {
                return fail("question refused: \(error)")
            }
            checkUnchanged(since: before, values: values)
            try? solver.suggestValue(edit.variable, value)
            checkAnswer(answer)
            try? solver.suggestValue(edit.variable, edit.suggestion)
        } else {
            let constraint = generator.optionalConstraint(from: constraints)
            log.append("ask add \(constraint) | \(constraint.strength)")
            let answer = solver.values(of: variables, ifAdding: constraint)
            checkUnchanged(since: before, values: values)
            guard let answer else { return }
            do { try solver.add(constraint) } catch { return fail("add after the question: \(error)") }
            checkAnswer(answer)
            try? solver.remove(constraint)
        }
        solver.updateVariables()
        // Doing it and undoing it leave a solver as sound as any change does.
        let problems = solver._checkInvariants()
        if !problems.isEmpty { fail("invariants after doing what was asked and undoing it: \(problems)") }
    }

    /// Asks a question like ``checkQuestion()`` does while the last step's changes are not read
    /// yet, and checks only that asking left the tableau as it was: the check that follows
    /// (`checkSolution`) then finds any defined value the question's roll-back left stale (the
    /// solver's value log still holds those changes when the question is taken back).
    ///
    /// It draws from a copy of the generator, so the session's sequence is the same with it as
    /// without it, and the solver is exactly as it was (or the session fails).
    mutating func askBeforeReading() {
        var side = generator
        let before = solver.description
        if !edits.isEmpty && side.chance(50) {
            let edit = side.pick(edits)
            let value = Double(side.int(-90...90)) * side.scale
            log.append("ask before reading: suggest \(edit.variable) = \(value)")
            do {
                _ = try solver.values(of: side.variables, ifSuggesting: [(edit.variable, value)])
            } catch {
                return fail("question refused: \(error)")
            }
        } else {
            let constraint = side.optionalConstraint(from: constraints)
            log.append("ask before reading: add \(constraint) | \(constraint.strength)")
            _ = solver.values(of: side.variables, ifAdding: constraint)
        }
        checkUnchanged(since: before, values: nil)
    }

    /// Fails unless the solver's tableau and published values (when `values` holds those of
    /// before) are those of before a question.
    private mutating func checkUnchanged(since description: String, values: [Double]?) {
        let now = solver.description
        if now != description {
            let old = description.split(separator: "\n")
            let new = now.split(separator: "\n")
            let lost = old.filter { !new.contains($0) }.prefix(4)
            let gained = new.filter { !old.contains($0) }.prefix(4)
            return fail("a question changed the solver: \(lost) became \(gained)")
        }
        if let values {
            solver.updateVariables()
            let current = generator.variables.map(\.value)
            if current != values { fail("a question moved the solution: \(values) → \(current)") }
        }
        let problems = solver._checkInvariants()
        if !problems.isEmpty { fail("invariants after a question: \(problems)") }
    }

    /// Fails unless the solver, having done what was asked, has the values it answered.
    private mutating func checkAnswer(_ answer: [Double]) {
        solver.updateVariables()
        let done = generator.variables.map(\.value)
        if done != answer { fail("answered \(answer), doing it gives \(done)") }
    }
}
