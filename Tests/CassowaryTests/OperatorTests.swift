import Testing

@testable import Cassowary

/// Every operator form compiles and builds the expected terms, constant and relation.
@Suite struct OperatorTests {
    let x = Variable("x")
    let y = Variable("y")

    /// The (variable, coefficient) pairs of an expression, with the constant.
    func shape(_ expression: Expression) -> ([(Variable, Double)], Double) {
        (expression.terms.map { ($0.variable, $0.coefficient) }, expression.constant)
    }

    func expect(
        _ expression: Expression, _ terms: [(Variable, Double)], _ constant: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (actual, actualConstant) = shape(expression)
        #expect(actual.count == terms.count, sourceLocation: sourceLocation)
        for (a, b) in zip(actual, terms) {
            #expect(a.0 === b.0 && a.1 == b.1, sourceLocation: sourceLocation)
        }
        #expect(actualConstant == constant, sourceLocation: sourceLocation)
    }

    func expect(
        _ constraint: Constraint, _ relation: Relation, _ terms: [(Variable, Double)], _ constant: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(constraint.relation == relation, sourceLocation: sourceLocation)
        #expect(constraint.strength == .required, sourceLocation: sourceLocation)
        expect(constraint.expression, terms, constant, sourceLocation: sourceLocation)
    }

    @Test func multiplicationDivisionAndNegation() {
        let t1: Term = x * 2
        let t2: Term = 2 * x
        let t3: Term = Term(x, 3) * 2
        let t4: Term = 2 * Term(x, 3)
        #expect(t1.coefficient == 2 && t2.coefficient == 2 && t3.coefficient == 6 && t4.coefficient == 6)
        expect((x + 1) * 2, [(x, 2)], 2)
        expect(2 * (x + 1), [(x, 2)], 2)
        #expect((x / 4).coefficient == 0.25)
        #expect((Term(x, 2) / 4).coefficient == 0.5)
        expect((x + 2) / 2, [(x, 0.5)], 1)
        #expect((-x).coefficient == -1)
        #expect((-Term(x, 2)).coefficient == -2)
        expect(-(x + 2), [(x, -1)], -2)
    }

    @Test func addition() {
        let e = x + 1
        let t = Term(y, 2)
        expect(e + e, [(x, 1), (x, 1)], 2)
        expect(e + t, [(x, 1), (y, 2)], 1)
        expect(e + y, [(x, 1), (y, 1)], 1)
        expect(e + 3, [(x, 1)], 4)
        expect(t + e, [(y, 2), (x, 1)], 1)
        expect(t + t, [(y, 2), (y, 2)], 0)
        expect(t + x, [(y, 2), (x, 1)], 0)
        expect(t + 3, [(y, 2)], 3)
        expect(x + e, [(x, 1), (x, 1)], 1)
        expect(x + t, [(x, 1), (y, 2)], 0)
        expect(x + y, [(x, 1), (y, 1)], 0)
        expect(x + 3, [(x, 1)], 3)
        expect(3 + e, [(x, 1)], 4)
        expect(3 + t, [(y, 2)], 3)
        expect(3 + x, [(x, 1)], 3)
    }

    @Test func subtraction() {
        let e = x + 1
        let t = Term(y, 2)
        expect(e - e, [(x, 1), (x, -1)], 0)
        expect(e - t, [(x, 1), (y, -2)], 1)
        expect(e - y, [(x, 1), (y, -1)], 1)
        expect(e - 3, [(x, 1)], -2)
        expect(t - e, [(y, 2), (x, -1)], -1)
        expect(t - t, [(y, 2), (y, -2)], 0)
        expect(t - x, [(y, 2), (x, -1)], 0)
        expect(t - 3, [(y, 2)], -3)
        expect(x - e, [(x, 1), (x, -1)], -1)
        expect(x - t, [(x, 1), (y, -2)], 0)
        expect(x - y, [(x, 1), (y, -1)], 0)
        expect(x - 3, [(x, 1)], -3)
        expect(3 - e, [(x, -1)], 2)
        expect(3 - t, [(y, -2)], 3)
        expect(3 - x, [(x, -1)], 3)
    }

    @Test func relationsBetweenEveryPair() {
        let e = y + 1
        let t = Term(y, 2)
        let cases: [(Relation, [Constraint])] = [
            (
                .equal,
                [
                    x == y, x == t, x == e, x == 5, t == x, t == t, t == e, t == 5, e == x, e == t, e == e,
                    e == 5, 5 == x, 5 == t, 5 == e,
                ]
            ),
            (
                .lessThanOrEqual,
                [
                    x <= y, x <= t, x <= e, x <= 5, t <= x, t <= t, t <= e, t <= 5, e <= x, e <= t, e <= e,
                    e <= 5, 5 <= x, 5 <= t, 5 <= e,
                ]
            ),
            (
                .greaterThanOrEqual,
                [
                    x >= y, x >= t, x >= e, x >= 5, t >= x, t >= t, t >= e, t >= 5, e >= x, e >= t, e >= e,
                    e >= 5, 5 >= x, 5 >= t, 5 >= e,
                ]
            ),
        ]
        for (relation, constraints) in cases {
            #expect(constraints.count == 15)
            for constraint in constraints { #expect(constraint.relation == relation) }
            // lhs - rhs OP 0
            expect(constraints[0], relation, [(x, 1), (y, -1)], 0)
            expect(constraints[1], relation, [(x, 1), (y, -2)], 0)
            expect(constraints[2], relation, [(x, 1), (y, -1)], -1)
            expect(constraints[3], relation, [(x, 1)], -5)
            expect(constraints[4], relation, [(y, 2), (x, -1)], 0)
            expect(constraints[7], relation, [(y, 2)], -5)
            expect(constraints[11], relation, [(y, 1)], -4)
            expect(constraints[12], relation, [(x, -1)], 5)
            expect(constraints[14], relation, [(y, -1)], 4)
        }
    }

    @Test func readsLikeTheMath() throws {
        let solver = Solver()
        try solver.add(x + 2 * y == 10)
        try solver.add(x >= y + 1)
        try solver.add((x == 10).strength(.weak))
        solver.updateVariables()
        #expect(abs(x.value + 2 * y.value - 10) < 1e-9)
        #expect(x.value >= y.value + 1 - 1e-9)
        #expect(abs(x.value - 10) < 1e-9)
    }
}
