import Cassowary

// What-if questions in a degenerate session: the solver answers what adding an optional
// constraint or suggesting an edit value would give, without changing anything.

extension DegenerateSession {
    /// A what-if question: a value suggested for an edit variable, or an optional constraint
    /// added.
    enum Question {
        case suggest(EditSpec, Double)
        case add(Constraint)
    }

    /// Draws a question from `generator`: a suggestion half the time when there are edit
    /// variables, else an optional constraint over the session's variables.
    func drawQuestion(from generator: inout DegenerateSystemGenerator) -> Question {
        if !edits.isEmpty && generator.chance(50) {
            let edit = generator.pick(edits)
            return .suggest(edit, Double(generator.int(-90...90)) * generator.scale)
        }
        return .add(generator.optionalConstraint(from: constraints))
    }

    /// What the log says of `question`.
    func describe(_ question: Question) -> String {
        switch question {
        case .suggest(let edit, let value): "suggest \(edit.variable) = \(value)"
        case .add(let constraint): "add \(constraint) | \(constraint.strength)"
        }
    }

    /// The answer to `question`: the values of the generator's variables; nil when the
    /// constraint cannot be added. Fails the session when a suggestion is refused.
    mutating func ask(_ question: Question) -> [Double]? {
        switch question {
        case .suggest(let edit, let value):
            do {
                return try solver.values(of: generator.variables, ifSuggesting: [(edit.variable, value)])
            } catch {
                fail("question refused: \(error)")
                return nil
            }
        case .add(let constraint):
            return solver.values(of: generator.variables, ifAdding: constraint)
        }
    }

    /// Asks what the variables would be with a random optional constraint added or a random
    /// suggestion given; checks that asking left the solver exactly as it was (its tableau and
    /// every value, bit for bit) and that the answer is what doing it gives.
    mutating func checkQuestion() {
        solver.updateVariables()
        let before = solver.description
        let values = generator.variables.map(\.value)
        let question = drawQuestion(from: &generator)
        log.append("ask \(describe(question))")
        let failed = failures.count
        let answer = ask(question)
        if failures.count > failed { return }
        checkUnchanged(since: before, values: values)
        guard let answer else { return }
        switch question {
        case .suggest(let edit, let value):
            try? solver.suggestValue(edit.variable, value)
            checkAnswer(answer)
            try? solver.suggestValue(edit.variable, edit.suggestion)
        case .add(let constraint):
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
        let question = drawQuestion(from: &side)
        log.append("ask before reading: \(describe(question))")
        let failed = failures.count
        _ = ask(question)
        if failures.count > failed { return }
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
