import Testing

@testable import Cassowary

@Suite struct ValueTypeTests {
    @Test func kiwiStrengths() {
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.required.isRequired)
        #expect(Strength.strong.weight == 1_000_000 && Strength.strong.level == 0)
        #expect(Strength.medium.weight == 1_000 && Strength.medium.level == 0)
        #expect(Strength.weak.weight == 1 && Strength.weak.level == 0)
        #expect(!Strength.strong.isRequired)
    }

    @Test func createClipsEachPartLikeKiwi() {
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).weight == 1_250)
        #expect(Strength(strong: 0, medium: 100, weak: 0).weight == 100_000)
        #expect(Strength(strong: 5000, medium: -3, weak: 2000).weight == 1_000_001_000)
        let top = Strength(strong: 1000, medium: 1000, weak: 1000)
        #expect(!top.isRequired && top.level == 0)
        #expect(top < .required)
        #expect(Strength(strong: .nan, medium: 0, weak: 1).weight == 1)
    }

    @Test func levelsOrderStrictly() {
        let low = Strength(level: 750, weight: 1_000_000)
        let high = Strength(level: 751)
        #expect(low < high)
        #expect(Strength.strong < low)
        #expect(high < .required)
        #expect(Strength(level: 3, weight: 1) < Strength(level: 3, weight: 2))
        #expect(!Strength(level: Int.max).isRequired)
        #expect(Strength(level: 2, weight: -5).weight == 0)
        #expect(Strength(level: 2, weight: .nan).weight == 0)
        #expect(Set([Strength.weak, Strength(level: 0, weight: 1)]).count == 1)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(level: 0, weight: 1234.5).description == "1234.5")
        #expect(Strength(level: 751).description == "level 751")
        #expect(Strength(level: 751, weight: 2).description == "level 751 weight 2")
        let x = Variable("x")
        let y = Variable("y")
        #expect((x + 2 * y - 10).description == "x + 2 * y - 10")
        #expect((-x + 3).description == "-x + 3")
        #expect(Expression(constant: 4).description == "4")
        #expect((x == 10).description == "x - 10 == 0")
        #expect((x >= y).strength(.weak).description == "x - y >= 0 | weak")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Variable().description.hasPrefix("var@"))
    }

    @Test func valuesFollowVariables() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 4)
        solver.updateVariables()
        #expect(Term(x, 2).value == 8)
        #expect((3 * x + 1).value == 13)
        #expect(x.value == 4)
    }

    @Test func constraintCopiesAndCurrentValues() throws {
        let x = Variable("x")
        let original = x == 10
        let weak = original.strength(.weak)
        #expect(weak !== original)
        #expect(weak.strength == .weak && original.strength == .required)
        #expect(weak.constant == -10 && weak.relation == .equal)
        let solver = Solver()
        try solver.add(weak)
        try solver.setConstant(-20, of: weak)
        try solver.setStrength(.strong, of: weak)
        #expect(weak.constant == -20)
        #expect(weak.strength == .strong)
        #expect(weak.expression.constant == -10)
        let copy = weak.strength(.medium)
        #expect(copy.constant == -20 && copy.expression.constant == -20)
    }
}
