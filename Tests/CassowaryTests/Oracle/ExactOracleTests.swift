// Tests of the exact reference oracle itself (ExactLexicographicLP and Rational): systems solved
// by hand, the issue's example, random systems with a known feasible point, a brute-force
// cross-check in two dimensions, and overflow handling.

import CassowaryReference
import Testing

@testable import Cassowary

@Suite struct ExactOracleTests {
    // MARK: - Hand-solved systems

    @Test func requiredBoundBeatsWeakPreference() throws {
        let x = Variable("x")
        let result = try optimum([x >= 10, (x == 0).strength(.weak)])
        #expect(result.value(x) == Rational(10))
        #expect(result.objective == [0: Rational(10)])
    }

    @Test(arguments: [false, true])
    func higherLevelWinsWhateverTheWeights(reversed: Bool) throws {
        let x = Variable("x")
        var constraints = [
            (x == 0).strength(Strength(level: 5, weight: 0.001)),
            (x == 10).strength(Strength(level: 1, weight: 1_000_000)),
        ]
        if reversed { constraints.reverse() }
        let result = try optimum(constraints)
        #expect(result.value(x) == .zero)
        #expect(result.objective == [5: .zero, 1: Rational(10_000_000)])
    }

    @Test func weightsTradeOffWithinALevelOnly() throws {
        let x = Variable("x")
        let result = try optimum([
            (x == 1).strength(Strength(level: 5, weight: 2)),
            (x == 2).strength(Strength(level: 5, weight: 3)),
            (x == 3).strength(Strength(level: 4, weight: 1_000_000)),
        ])
        #expect(result.value(x) == Rational(2))
        #expect(result.objective == [5: Rational(2), 4: Rational(1_000_000)])
    }

    @Test func contradictoryRequiredEqualitiesAreInfeasible() throws {
        let x = Variable("x")
        let y = Variable("y")
        let ten = x + y == 10
        let eleven = x + y == 11
        let bound = x >= 0
        #expect(ExactLexicographicLP.solve([ten, eleven, (x == 3).strength(.weak)]) == .infeasible)
        #expect(ExactLexicographicLP.isFeasible([ten, eleven]) == false)
        #expect(ExactLexicographicLP.isFeasible([ten, bound]) == true)
        #expect(ExactLexicographicLP.isMinimalConflict([ten, eleven]) == true)
        // Dropping the bound leaves a conflict, so with it the set is not minimal.
        #expect(ExactLexicographicLP.isMinimalConflict([ten, bound, eleven]) == false)
        #expect(ExactLexicographicLP.isMinimalConflict([ten, bound]) == false)
        // Conflicts are judged as required whatever their strength.
        #expect(ExactLexicographicLP.isMinimalConflict([ten, eleven.strength(.weak)]) == true)
    }

    @Test func fractionalCoefficientsAreExact() throws {
        let x = Variable("x")
        let y = Variable("y")
        let result = try optimum([x == 3 * y, y == 1.0 / 3.0])
        #expect(result.value(x) == Rational(1))
        #expect(result.value(y) == Rational(1, 3))
        #expect(result.objective.isEmpty)

        let scaled = try optimum([(1.0 / 3.0) * x == 2, (x <= 5).strength(.strong)])
        #expect(scaled.value(x) == Rational(6))
        #expect(scaled.objective == [0: Rational(1_000_000)])
    }

    @Test func degenerateSystemsFindTheSharedPoint() throws {
        let x = Variable("x")
        let y = Variable("y")
        let pair = try optimum([x >= y, y >= x, (x == 5).strength(.weak)])
        #expect(pair.value(x) == Rational(5) && pair.value(y) == Rational(5))
        #expect(pair.objective == [0: .zero])

        // Five constraints meet at the origin, where the optimum is.
        let vertex = try optimum([
            x >= 0, y >= 0, x + y >= 0, 2 * x + y >= 0, x + 2 * y >= 0,
            (x == -3).strength(.weak), (y == -3).strength(.weak),
        ])
        #expect(vertex.value(x) == .zero && vertex.value(y) == .zero)
        #expect(vertex.objective == [0: Rational(6)])
    }

    @Test func redundantRequiredRowsAreHarmless() throws {
        let x = Variable("x")
        let y = Variable("y")
        let result = try optimum([x + y == 4, 2 * x + 2 * y == 8, x - y == 0, (x == 7).strength(.medium)])
        #expect(result.value(x) == Rational(2) && result.value(y) == Rational(2))
        #expect(result.objective == [0: Rational(5_000)])
    }

    @Test func editsAreOptionalEqualities() throws {
        let x = Variable("x")
        let free = Variable("free")
        let edits = [
            OracleEdit(x, strength: .strong, suggestion: 7),
            OracleEdit(free, strength: Strength(level: 3), suggestion: -2.5),
        ]
        let result = try optimum([x <= 5], edits: edits)
        #expect(result.value(x) == Rational(5))
        #expect(result.value(free) == Rational(-5, 2))
        #expect(result.objective == [0: Rational(2_000_000), 3: .zero])
    }

    @Test func constantsWithoutVariables() throws {
        let five = Expression(constant: 5)
        #expect(ExactLexicographicLP.solve([Constraint(five, .equal)]) == .infeasible)
        #expect(ExactLexicographicLP.isFeasible([Constraint(five, .greaterThanOrEqual)]) == true)
        let result = try optimum([Constraint(five, .lessThanOrEqual, strength: .medium)])
        #expect(result.objective == [0: Rational(5_000)])
        #expect(ExactLexicographicLP.solve([]) == .optimal(objective: [:], values: [:]))
    }

    // MARK: - The issue's example

    /// The system of the issue, in `expression OP 0` form; kiwi answers v0 = 134,
    /// v1 = v3 = v4 = −12.
    private func issueSystem() -> (
        constraints: [Constraint], v0: Variable, v1: Variable, v3: Variable, v4: Variable
    ) {
        let system = LayoutTruthRegressionTests()
        return (system.reported, system.v0, system.v1, system.v3, system.v4)
    }

    @Test func issueExampleHasKiwisUniqueOptimum() throws {
        // v1 = v4 = t and v3 ≤ v0 − 146, so t ≤ v0 − 146. With v0 = 134 + d the weak errors are
        // (20.5 − 0.75d) + |d| at best (t = d − 12, strong bound slack), least at d = 0: 41/2,
        // and only with t = −12.
        let (constraints, v0, v1, v3, v4) = issueSystem()
        let result = try optimum(constraints)
        #expect(result.objective == [0: Rational(41, 2)])
        #expect(result.value(v0) == Rational(134))
        #expect(result.value(v1) == Rational(-12))
        #expect(result.value(v3) == Rational(-12))
        #expect(result.value(v4) == Rational(-12))
    }

    @Test func discrepancyAcceptsTheOptimumAndExplainsOtherValues() throws {
        let (constraints, v0, v1, v3, v4) = issueSystem()
        func values(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Variable) -> Double {
            { variable in
                variable === v0 ? a : variable === v1 ? b : variable === v3 ? c : variable === v4 ? d : 0
            }
        }
        #expect(
            try ExactLexicographicLP.discrepancy(in: constraints, values: values(134, -12, -12, -12)) == nil)
        // Within tolerance of the optimum is fine.
        #expect(
            try ExactLexicographicLP.discrepancy(
                in: constraints, values: values(134 + 1e-9, -12, -12 + 1e-10, -12)) == nil)
        // Feasible but worse: 16 + 6 = 22 on level 0.
        let worse = try ExactLexicographicLP.discrepancy(in: constraints, values: values(140, -6, -6, -6))
        #expect(worse == .levelObjective(level: 0, expected: Rational(41, 2), got: 22))
        #expect(worse?.description.contains("level 0") == true)
        // v0 − v3 − 146 ≥ 0 fails by 1.
        let infeasible = try ExactLexicographicLP.discrepancy(
            in: constraints, values: values(133, -12, -12, -12))
        guard case .requiredViolated(let index, _, let violation, _) = infeasible else {
            Issue.record("expected a violated required constraint, got \(String(describing: infeasible))")
            return
        }
        #expect(index == 2 && violation == 1)
    }

    @Test func discrepancyReportsTheMostImportantLevelFirst() throws {
        let x = Variable("x")
        let y = Variable("y")
        let constraints = [
            (x == 1).strength(Strength(level: 5)),
            (y == 1).strength(Strength(level: 1)),
        ]
        // Both levels are off by 2; level 5 is reported.
        let found = try ExactLexicographicLP.discrepancy(in: constraints) { $0 === x ? 3 : -1 }
        #expect(found == .levelObjective(level: 5, expected: .zero, got: 2))
    }

    @Test func discrepancyNoticesRequiredConstraintsThatOnlyNearlyHold() throws {
        let x = Variable("x")
        // Each holds within 1e-6 · 1e6 at the midpoint, but not both exactly.
        let constraints = [x == 1_000_000, x == 1_000_000.5]
        let found = try ExactLexicographicLP.discrepancy(in: constraints) { _ in 1_000_000.25 }
        #expect(found == .requiredInfeasible)
    }

    // MARK: - Random systems

    @Test func randomSystemsWithAKnownFeasiblePoint() throws {
        var generator = OracleTestGenerator(seed: 0x5EED_0001)
        var solved = 0
        var unknown = 0
        for _ in 0..<300 {
            let variableCount = Int.random(in: 1...8, using: &generator)
            let system = RandomSystem(feasibleAround: &generator, variableCount: variableCount)
            let outcome: ExactLexicographicLP.Outcome
            do {
                outcome = try ExactLexicographicLP.outcome(of: system.constraints, edits: system.edits)
            } catch {
                unknown += 1
                continue
            }
            guard case .optimal(let objective, let values) = outcome else {
                Issue.record("infeasible, yet the constructed point satisfies every required constraint")
                continue
            }
            solved += 1
            let atConstructed = try ExactLexicographicLP.evaluate(
                system.constraints, edits: system.edits, at: system.point)
            #expect(atConstructed.requiredHold, "the generator broke its own point")
            #expect(ExactLexicographicLP.compareLexicographically(objective, atConstructed.objective) <= 0)
            // The oracle's own point is feasible and scores exactly what it reports.
            let atOptimum = try ExactLexicographicLP.evaluate(
                system.constraints, edits: system.edits, at: values)
            #expect(atOptimum.requiredHold)
            #expect(atOptimum.objective == objective)
            // …and passes the Double check.
            let found = try ExactLexicographicLP.discrepancy(in: system.constraints, edits: system.edits) {
                values[ObjectIdentifier($0)]?.doubleValue ?? 0
            }
            #expect(found == nil)
        }
        #expect(unknown * 20 <= solved, "too many systems without an exact answer: \(unknown)")
    }

    @Test func twoVariableSystemsMatchABruteForceSearch() throws {
        // In two dimensions the lexicographic optimum, when there is one, is attained at an
        // intersection of two constraint lines, on a constraint line, or anywhere (the origin);
        // see `BruteForce2D`.
        var generator = OracleTestGenerator(seed: 0x5EED_0002)
        var feasible = 0
        var infeasible = 0
        for _ in 0..<300 {
            let x = Variable("x")
            let y = Variable("y")
            let constraints = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
                randomConstraint(x, y, using: &generator)
            }
            guard let outcome = ExactLexicographicLP.solve(constraints) else { continue }
            let best = try BruteForce2D.optimum(constraints, x, y)
            switch (outcome, best) {
            case (.infeasible, nil):
                infeasible += 1
            case (.optimal(let objective, _), let best?):
                feasible += 1
                #expect(objective == best, "\(constraints)")
            default:
                Issue.record("oracle \(outcome), brute force \(String(describing: best)) for \(constraints)")
            }
        }
        #expect(feasible > 50 && infeasible > 10)
    }

    @Test func fullSizeSystemsAreAnswered() throws {
        // 10 variables and 25 constraints, the largest the solver's tests use: exact arithmetic
        // must not overflow on nearly all of them.
        var generator = OracleTestGenerator(seed: 0x5EED_0003)
        let systems = (0..<30).map { _ in
            RandomSystem(feasibleAround: &generator, variableCount: 10, constraintCount: 25)
        }
        let answered = systems.filter { ExactLexicographicLP.solve($0.constraints, edits: $0.edits) != nil }
            .count
        #expect(answered * 10 >= systems.count * 9)
    }

    // MARK: - Unknowns

    @Test func overflowMakesTheOracleSayUnknown() throws {
        // x₅ = 2^160 does not fit in Int128.
        let chain = (0..<5).map { Variable("x\($0)") }
        var constraints = [chain[0] == 1]
        for index in 1..<chain.count {
            constraints.append(chain[index] == 1_099_511_627_776 * chain[index - 1])
        }
        #expect(ExactLexicographicLP.solve(constraints) == nil)
        #expect(ExactLexicographicLP.isFeasible(constraints) == nil)
        #expect(ExactLexicographicLP.isMinimalConflict(constraints) == nil)
        #expect(throws: OracleUnknown.arithmeticOverflow) {
            try ExactLexicographicLP.outcome(of: constraints)
        }
        // The chain's own point passes the Double check of the required constraints; only the
        // exact optimum is unknown.
        #expect(throws: OracleUnknown.arithmeticOverflow) {
            try ExactLexicographicLP.discrepancy(in: constraints) { variable in
                let index = chain.firstIndex { $0 === variable }!
                return Double(sign: .plus, exponent: 40 * index, significand: 1)
            }
        }
        // One link fewer fits (2^120).
        let shorter = try optimum(Array(constraints.dropLast()))
        #expect(shorter.value(chain[3]) == Rational(Int128(1) << 120, 1))
    }

    @Test func numbersWithoutAClearRationalAreUnsupported() {
        let x = Variable("x")
        #expect(throws: OracleUnknown.unsupportedNumber(-1e-9)) {
            try ExactLexicographicLP.outcome(of: [x == 1e-9])
        }
        #expect(ExactLexicographicLP.solve([(x == 1).strength(Strength(level: 0, weight: .pi))]) == nil)
    }

    // MARK: - Rational arithmetic

    @Test func rationalArithmeticIsExactAndReduced() throws {
        #expect(try Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(2, -4) == Rational(-1, 2))
        #expect(Rational(-1, 2).denominator == 2 && Rational(-1, 2).numerator == -1)
        #expect(try Rational(2, 3) * Rational(9, 4) == Rational(3, 2))
        #expect(try Rational(1, 3) - Rational(1, 3) == .zero)
        #expect(try (Rational(1, 3) - Rational(1, 3)).denominator == 1)
        #expect(try Rational(-3, 4) / Rational(-3, 8) == Rational(2))
        #expect(Rational(1, 3) < Rational(1, 2) && Rational(-1, 2) < Rational(-1, 3))
        // Cross-multiplication beyond Int128 still compares correctly.
        let huge = Int128.max / 3
        #expect(Rational(huge, huge - 1) < Rational(huge - 1, huge - 2))
        #expect(!(Rational(huge - 1, huge - 2) < Rational(huge, huge - 1)))
        #expect(Rational(huge - 1, huge) < Rational(huge, huge + 1))
        // Cancelling first keeps results that fit from overflowing.
        #expect(try Rational(Int128(1) << 100, 3) * Rational(3, Int128(1) << 100) == .one)
    }

    @Test func rationalOverflowIsReportedNotWrapped() {
        #expect(throws: RationalOverflow()) { try Rational(Int128.max, 1) + Rational(1) }
        #expect(throws: RationalOverflow()) { try Rational(Int128.max - 1, 1) + Rational(3) }
        #expect(throws: RationalOverflow()) { try Rational(-Int128.max, 1) - Rational(1) }
        #expect(throws: RationalOverflow()) {
            try Rational(Int128(1) << 100, 1) * Rational(Int128(1) << 30, 1)
        }
        #expect(throws: RationalOverflow()) {
            try Rational(1, Int128(1) << 100) * Rational(1, Int128(1) << 30)
        }
        #expect(throws: RationalOverflow()) {
            try Rational(1, Int128(1) << 100) + Rational(1, 205_891_132_094_649)
        }  // 3^30
        #expect(throws: RationalOverflow()) {
            try Rational(Int128(1) << 100, 1) / Rational(1, Int128(1) << 30)
        }
    }

    @Test func doublesConvertExactlyOrToTheFractionMeant() {
        #expect(Rational(approximating: 0.5) == Rational(1, 2))
        #expect(Rational(approximating: -2.75) == Rational(-11, 4))
        #expect(Rational(approximating: 1_000_000) == Rational(1_000_000))
        #expect(Rational(approximating: 1.0 / 3.0) == Rational(1, 3))
        #expect(Rational(approximating: -2.0 / 3.0) == Rational(-2, 3))
        #expect(Rational(approximating: 0.1) == Rational(1, 10))
        #expect(Rational(approximating: 1.0 / 9_999.0) == Rational(1, 9_999))
        #expect(Rational(approximating: 12_345.678) == Rational(6_172_839, 500))
        #expect(Rational(approximating: 1.0 / 10_007.0) == nil)
        #expect(Rational(approximating: 1e-9) == nil)
        #expect(Rational(approximating: .pi) == nil)
        #expect(Rational(approximating: .nan) == nil)
        #expect(Rational(approximating: .infinity) == nil)
        #expect(Rational(approximating: 0x1p-20) == Rational(1, 1 << 20))
        // Exactly: 0.1 is a dyadic fraction with denominator 2^55.
        #expect(Rational(exactly: 0.1)?.denominator == Int128(1) << 55)
        #expect(Rational(exactly: 0.1)?.doubleValue == 0.1)
        #expect(Rational(exactly: 0x1p100) == Rational(Int128(1) << 100, 1))
        #expect(Rational(exactly: 0x1p127) == nil)
    }
}

// MARK: - Helpers

extension ExactLexicographicLP.Outcome {
    /// The objective and point of an optimal outcome; nil when infeasible.
    fileprivate var optimum: OptimalPoint? {
        guard case .optimal(let objective, let values) = self else { return nil }
        return OptimalPoint(objective: objective, values: values)
    }
}

/// An optimal outcome, with its variables readable by object.
private struct OptimalPoint {
    let objective: [Int: Rational]
    let values: [ObjectIdentifier: Rational]

    /// The value of `variable` at the optimum (nil if the system does not mention it).
    func value(_ variable: Variable) -> Rational? { values[ObjectIdentifier(variable)] }
}

/// The oracle's optimum, failing the test when there is none.
private func optimum(
    _ constraints: [Constraint], edits: [OracleEdit] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws -> OptimalPoint {
    let outcome = try #require(
        ExactLexicographicLP.solve(constraints, edits: edits), sourceLocation: sourceLocation)
    return try #require(outcome.optimum, "infeasible", sourceLocation: sourceLocation)
}

/// A small deterministic generator (xorshift64*), so the random tests are reproducible.
private struct OracleTestGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// Coefficients the random systems use: integers, halves and a third (as the Double 1/3).
private let sampleCoefficients = [
    Rational(1), Rational(-1), Rational(2), Rational(-3), Rational(1, 2), Rational(-1, 2), Rational(1, 3),
]

/// The strengths the random systems use: kiwi's three and two strict levels.
private let sampleStrengths: [Strength] = [
    .weak, .medium, .strong, Strength(level: 2, weight: 2), Strength(level: 7, weight: 10),
]

/// A random system built around a point where every required constraint holds.
private struct RandomSystem {
    var constraints: [Constraint] = []
    var edits: [OracleEdit] = []
    /// The point, exactly.
    var point: [ObjectIdentifier: Rational] = [:]

    init(
        feasibleAround generator: inout OracleTestGenerator, variableCount: Int,
        constraintCount: Int? = nil
    ) {
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let values = variables.map { _ in Rational(Int.random(in: -20...20, using: &generator)) }
        for (variable, value) in zip(variables, values) { point[ObjectIdentifier(variable)] = value }
        let count = constraintCount ?? Int.random(in: 1...12, using: &generator)
        for _ in 0..<count {
            // Σ coefficient · variable, evaluated exactly at the point.
            var terms: [Term] = []
            var sum = Rational.zero
            for _ in 0..<Int.random(in: 1...min(3, variableCount), using: &generator) {
                let index = Int.random(in: 0..<variableCount, using: &generator)
                let coefficient = sampleCoefficients.randomElement(using: &generator)!
                terms.append(Term(variables[index], coefficient.doubleValue))
                sum = try! sum + coefficient * values[index]
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
                .randomElement(using: &generator)!
            let required = Int.random(in: 0..<10, using: &generator) < 4
            let constant: Rational
            if required {
                // Holds at the point: equal exactly, inequalities with some room.
                let room = Rational(Int.random(in: 0...5, using: &generator))
                switch relation {
                case .equal: constant = -sum
                case .lessThanOrEqual: constant = try! -sum - room
                case .greaterThanOrEqual: constant = try! -sum + room
                }
            } else {
                constant = Rational(Int.random(in: -30...30, using: &generator))
            }
            let strength = required ? Strength.required : sampleStrengths.randomElement(using: &generator)!
            constraints.append(
                Constraint(Expression(terms, constant: constant.doubleValue), relation, strength: strength))
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            edits.append(
                OracleEdit(
                    variables.randomElement(using: &generator)!,
                    strength: sampleStrengths.randomElement(using: &generator)!,
                    suggestion: Double(Int.random(in: -40...40, using: &generator))))
        }
    }
}

/// A random constraint on x and y, with no promise of feasibility.
private func randomConstraint(_ x: Variable, _ y: Variable, using generator: inout OracleTestGenerator)
    -> Constraint
{
    let a = Double(Int.random(in: -2...2, using: &generator)) * (Bool.random(using: &generator) ? 1 : 0.5)
    let b = Double(Int.random(in: -2...2, using: &generator))
    let c = Double(Int.random(in: -10...10, using: &generator))
    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
    let strength =
        Int.random(in: 0..<10, using: &generator) < 4
        ? Strength.required : sampleStrengths.randomElement(using: &generator)!
    return Constraint(Expression([Term(x, a), Term(y, b)], constant: c), relation, strength: strength)
}

/// The lexicographic optimum of a system in x and y by enumeration, independent of the simplex.
///
/// The set of optimal points is convex and, on each cell of the arrangement of all constraint
/// lines, a face of that cell (every level's objective is affine on a cell). So if it has a
/// vertex, that vertex is an intersection of two lines; if not, it contains a line and is the
/// whole plane (the origin is in it) or is bounded by a constraint line lying entirely in it.
private enum BruteForce2D {
    /// The least objective over the candidate points that satisfy the required constraints, or
    /// nil when none does (then nothing does).
    static func optimum(_ constraints: [Constraint], _ x: Variable, _ y: Variable) throws -> [Int: Rational]?
    {
        let lines = try constraints.compactMap { constraint -> (a: Rational, b: Rational, c: Rational)? in
            var a = Rational.zero
            var b = Rational.zero
            try constraint.forEachTerm { variable, coefficient in
                let exact = try #require(Rational(approximating: coefficient))
                if variable === x { a = try a + exact } else { b = try b + exact }
            }
            let c = try #require(Rational(approximating: constraint.constant))
            return a.isZero && b.isZero ? nil : (a, b, c)
        }
        var candidates: [(Rational, Rational)] = [(.zero, .zero)]
        for (index, first) in lines.enumerated() {
            candidates.append(
                first.a.isZero ? (.zero, try -first.c / first.b) : (try -first.c / first.a, .zero))
            for second in lines[(index + 1)...] {
                let determinant = try first.a * second.b - second.a * first.b
                if determinant.isZero { continue }
                let px = try (first.b * second.c - second.b * first.c) / determinant
                let py = try (first.c * second.a - second.c * first.a) / determinant
                candidates.append((px, py))
            }
        }
        var best: [Int: Rational]?
        for (px, py) in candidates {
            let evaluation = try ExactLexicographicLP.evaluate(
                constraints, at: [ObjectIdentifier(x): px, ObjectIdentifier(y): py])
            guard evaluation.requiredHold else { continue }
            if best == nil || ExactLexicographicLP.compareLexicographically(evaluation.objective, best!) < 0 {
                best = evaluation.objective
            }
        }
        return best
    }
}
