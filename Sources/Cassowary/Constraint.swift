/// A linear relation `expression OP 0` with a strength.
///
/// Constraints have identity semantics (compare them with `===`): adding the same object twice
/// is an error, while two equal-looking constraints are two constraints. Build them with the
/// relational operators:
///
/// ```swift
/// let c = x + 2 * y == 10            // required
/// let d = (x >= 5).strength(.weak)   // optional
/// ```
///
/// `Sendable` so that a ``SolverError`` can carry it; its ``strength`` and ``constant`` change
/// only through a solver, which must be used from one thread or actor at a time.
public final class Constraint: @unchecked Sendable {
    /// The expression compared with zero, as written at creation (its constant is the constant
    /// at creation; see ``constant`` for the current one).
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// The current strength (``Solver/setStrength(_:of:)`` changes it).
    public internal(set) var strength: Strength
    /// The current constant of the expression (``Solver/setConstant(_:of:)`` changes it).
    public internal(set) var constant: Double

    /// The record slot this constraint had in the solver that added it first; only a hint,
    /// always verified against that solver's records (see ``SolverState/record(of:)``).
    @exclusivity(unchecked) var recordHint: Int32 = -1

    /// Creates `expression OP 0`.
    /// - Parameters:
    ///   - expression: The left-hand side; the right-hand side is 0.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: How much the constraint matters (required by default).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.constant = expression.constant
    }

    /// A new constraint with the same expression and relation and another strength.
    ///
    /// `(x == 10).strength(.weak)` reads like the math; the original is left untouched.
    /// - Parameter strength: The strength of the copy.
    /// - Returns: A new constraint (a different identity).
    public func strength(_ strength: Strength) -> Constraint {
        var expression = self.expression
        expression.constant = constant
        return Constraint(expression, relation, strength: strength)
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as it reads, e.g. `x + 2 * y - 10 == 0 | strong`.
    public var description: String {
        var expression = self.expression
        expression.constant = constant
        let text = "\(expression) \(relation) 0"
        return strength.isRequired ? text : "\(text) | \(strength)"
    }
}
