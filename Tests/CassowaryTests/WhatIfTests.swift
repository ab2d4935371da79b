import Testing

@testable import Cassowary

/// Questions about another solution (Solver+WhatIf.swift): the answer is what doing it would
/// give, and the solver is left as it was. DegenerateSession asks one after every step of its
/// random sessions; these are the plain cases and the errors.
@Suite struct WhatIfTests {
    /// A row `left ... right` of width `width`, whose content wants 30 but can shrink to 12,
    /// and an ambiguous `free` variable: what-if answers leave `free` where it was.
    @Test func aSuggestionIsAnsweredAndTakenBack() throws {
        let solver = Solver()
        let width = Variable("width")
        let content = Variable("content")
        let free = Variable("free")
        try solver.add(content >= 12)
        try solver.add(content <= width)
        try solver.add((content == 30).strength(.weak))
        try solver.add(free >= 0)
        try solver.add(free <= width)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 40)
        solver.updateVariables()
        let before = solver.description
        let (contentBefore, freeBefore) = (content.value, free.value)

        let narrow = try solver.values(of: [width, content], ifSuggesting: [(width, 0)])
        #expect(narrow == [12, 12])
        let wide = try solver.values(of: [content, Variable("unknown")], ifSuggesting: [(width, 100)])
        #expect(wide == [30, 0])
        #expect(solver.description == before)
        solver.updateVariables()
        #expect(content.value == contentBefore && free.value == freeBefore && width.value == 40)
        #expect(solver._checkInvariants().isEmpty)
        // The edit keeps its suggestion: a resize from here starts at 40.
        #expect(solver.editVariables.first?.suggestion == 40)
    }

    @Test func aSuggestionToAVariableThatIsNotEditedThrowsAndChangesNothing() throws {
        let solver = Solver()
        let width = Variable("width")
        let other = Variable("other")
        try solver.add(width >= 3)
        try solver.addEditVariable(width, strength: .strong)
        let before = solver.description
        #expect(throws: SolverError.self) {
            try solver.values(of: [width], ifSuggesting: [(width, 5), (other, 1)])
        }
        #expect(throws: SolverError.self) {
            try solver.values(of: [width], ifSuggesting: [(width, .infinity)])
        }
        #expect(solver.description == before)
    }

    @Test func anOptionalConstraintIsAnsweredAndTakenBack() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        solver.updateVariables()
        let before = solver.description
        let values = (x.value, y.value)
        // On a level not in use yet (made and dropped around the question).
        let pull = (x == 7).strength(Strength(level: 3, weight: 1))
        #expect(solver.values(of: [x, y], ifAdding: pull) == [7, 3])
        #expect(solver.description == before)
        solver.updateVariables()
        #expect(x.value == values.0 && y.value == values.1)
        #expect(!solver.contains(pull))
        #expect(solver._checkInvariants().isEmpty)
        // Asked again, and then done: the same answer.
        #expect(solver.values(of: [x, y], ifAdding: pull) == [7, 3])
        try solver.add(pull)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 3)
    }

    @Test func constraintsThatCannotBeAskedAboutGetNoAnswer() throws {
        let solver = Solver()
        let x = Variable("x")
        let inSolver = (x == 1).strength(.weak)
        try solver.add(inSolver)
        #expect(solver.values(of: [x], ifAdding: x == 4) == nil)  // required
        #expect(solver.values(of: [x], ifAdding: inSolver) == nil)  // already added
        #expect(solver.values(of: [x], ifAdding: (x == Variable("new")).strength(.weak)) == nil)
        #expect(solver.values(of: [x], ifAdding: (x == .infinity).strength(.weak)) == nil)
    }
}
