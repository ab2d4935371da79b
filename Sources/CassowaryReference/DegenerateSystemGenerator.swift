import Cassowary

/// Makes constraint systems that are hard on purpose, all around a hidden point (the witness)
/// where every required constraint it makes holds, so a refusal of any of them is a bug.
///
/// What makes them hard: inequalities that hold with equality at the witness (zero slack: at
/// the solution they are tight, the normal case in a layout), pairs of opposite inequalities
/// that pin an equality, duplicated and scaled copies of constraints (redundant rows),
/// combinations of equalities (implied ones), fractional coefficients (0.5, 0.25, 1/3), ties
/// between optional constraints of equal weight that pull apart, and several strict levels.
package struct DegenerateSystemGenerator {
    package var random: SplitMix64
    package let variables: [Variable]
    /// The witness: `variables[i]` = `witness[i]` satisfies every required constraint made
    /// by ``requiredConstraint(from:)``.
    package var witness: [Double]
    /// Optional levels to draw from (0 gets kiwi's strong/medium/weak too).
    package let levels: [Int]

    package static let coefficients: [Double] = [
        1, -1, 2, -2, 0.5, -0.5, 0.25, -0.25, 1.0 / 3, -1.0 / 3, 3, 1.5,
    ]

    /// How far the witness and the constants spread: 1 for ±60, 1000 for ±60,000.
    package let scale: Double

    /// A generator for `variableCount` variables whose witness lies within ±60·`scale`.
    package init(seed: UInt64, variableCount: Int, levels: [Int], scale: Double = 1) {
        random = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
        witness = []
        self.levels = levels
        self.scale = scale
        for _ in 0..<variableCount { witness.append(Double(int(-60...60)) * scale) }
    }

    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    package mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// Random terms over 1…3 distinct variables.
    package mutating func randomTerms() -> [Term] {
        let count = int(1...min(3, variables.count))
        var chosen: [Int] = []
        while chosen.count < count {
            let index = int(0...(variables.count - 1))
            if !chosen.contains(index) { chosen.append(index) }
        }
        return chosen.map { Term(variables[$0], pick(Self.coefficients)) }
    }

    /// The exact fraction a generated number stands for: every coefficient and constant made
    /// here is the correctly rounded Double of a fraction with a small denominator (1/3 is
    /// `1.0 / 3`), so the exact reference reads the same system the solver gets.
    static func exact(_ value: Double) -> Rational { Rational(approximating: value)! }

    /// `a · b` computed exactly, then rounded once.
    static func product(_ a: Double, _ b: Double) -> Double {
        ((try? exact(a) * exact(b)) ?? Rational(0)).doubleValue
    }

    /// The exact value of `Σ terms` at the witness.
    func valueAtWitness(_ terms: [Term]) -> Rational {
        var sum = Rational(0)
        for term in terms {
            let index = variables.firstIndex { $0 === term.variable }!
            sum = (try? sum + Self.exact(term.coefficient) * Self.exact(witness[index])) ?? sum
        }
        return sum
    }

    /// The constant that gives `terms` the value `slack` at the witness.
    package func constant(for terms: [Term], slack: Double) -> Double {
        ((try? Self.exact(slack) - valueAtWitness(terms)) ?? Rational(0)).doubleValue
    }

    /// A slack that is zero (tight at the witness) most of the time.
    package mutating func slack() -> Double { chance(60) ? 0 : Double(int(1...20)) * scale }

    /// A required constraint that holds at the witness: new, or built from `existing` (an
    /// opposite inequality, a scaled copy, a combination of two equalities).
    package mutating func requiredConstraint(from existing: [Constraint]) -> Constraint {
        let required = existing.filter { $0.strength.isRequired }
        if !required.isEmpty && chance(35) {
            let base = pick(required)
            let terms = base.expression.terms
            switch int(0...2) {
            case 0:
                // The opposite inequality, tight at the witness: with `base` it pins an equality.
                let negated = terms.map { Term($0.variable, -$0.coefficient) }
                let relation: Relation =
                    base.relation == .equal
                    ? .equal
                    : base.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                return Constraint(Expression(negated, constant: constant(for: negated, slack: 0)), relation)
            case 1:
                // A scaled copy (a redundant row), possibly with its relation flipped by a negative factor.
                let factor = pick([2.0, 0.5, -1, 1.0 / 3, -4])
                let scaled = terms.map { Term($0.variable, Self.product($0.coefficient, factor)) }
                var relation = base.relation
                if factor < 0 && relation != .equal {
                    relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                }
                let value = Self.product(
                    (try? Self.exact(base.constant) + valueAtWitness(terms))?.doubleValue ?? 0, factor)
                let slack = relation == .equal ? 0 : value
                return Constraint(Expression(scaled, constant: constant(for: scaled, slack: slack)), relation)
            default:
                // An implied equality: a combination of two required equalities (or of one).
                let equalities = required.filter { $0.relation == .equal }
                guard let first = equalities.first else { break }
                let second = pick(equalities)
                var terms = first.expression.terms.map { Term($0.variable, Self.product($0.coefficient, 2)) }
                terms += second.expression.terms.map { Term($0.variable, Self.product($0.coefficient, -0.5)) }
                return Constraint(Expression(terms, constant: constant(for: terms, slack: 0)), .equal)
            }
        }
        let terms = randomTerms()
        switch int(0...9) {
        case 0...2:
            return Constraint(Expression(terms, constant: constant(for: terms, slack: 0)), .equal)
        case 3...6:
            return Constraint(
                Expression(terms, constant: constant(for: terms, slack: slack())), .greaterThanOrEqual)
        default:
            return Constraint(
                Expression(terms, constant: constant(for: terms, slack: -slack())), .lessThanOrEqual)
        }
    }

    /// A required constraint that the witness violates (it may or may not conflict with the
    /// others).
    package mutating func violatedConstraint() -> Constraint {
        let terms = randomTerms()
        let miss = Double(int(1...15)) * scale
        if chance(50) {
            return Constraint(Expression(terms, constant: constant(for: terms, slack: miss)), .equal)
        }
        return Constraint(
            Expression(terms, constant: constant(for: terms, slack: -miss)), .greaterThanOrEqual)
    }

    /// An optional strength: few distinct weights, so that ties are common.
    package mutating func optionalStrength() -> Strength {
        let level = pick(levels)
        if level == 0 && chance(40) { return pick([Strength.strong, .medium, .weak]) }
        return Strength(level: level, weight: pick([1.0, 1, 1, 2, 0.5, 3]))
    }

    /// An optional constraint with a random target (usually not satisfiable together with
    /// everything else); sometimes the exact opposite of another one, a tie to break.
    package mutating func optionalConstraint(from existing: [Constraint]) -> Constraint {
        let optional = existing.filter { !$0.strength.isRequired }
        if !optional.isEmpty && chance(20) {
            let base = pick(optional)
            let shift = Double(int(-10...10)) * scale
            var expression = base.expression
            expression.constant =
                (try? Self.exact(base.constant) + Self.exact(shift))?.doubleValue ?? base.constant
            return Constraint(expression, base.relation, strength: base.strength)
        }
        let terms = randomTerms()
        let target = Double(int(-80...80)) * scale
        let relation: Relation = pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Constraint(Expression(terms, constant: target), relation, strength: optionalStrength())
    }

    /// A new constant for a required inequality that keeps the witness inside it.
    package mutating func feasibleConstant(for constraint: Constraint) -> Double? {
        let terms = constraint.expression.terms
        switch constraint.relation {
        case .equal: return nil
        case .greaterThanOrEqual: return constant(for: terms, slack: slack())
        case .lessThanOrEqual: return constant(for: terms, slack: -slack())
        }
    }
}
