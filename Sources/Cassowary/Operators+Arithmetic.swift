// Arithmetic that builds terms and expressions: `x + 2 * y - 10`.
//
// The overload set is the cross product of Variable, Term, Expression and Double (with at least
// one side that has a variable), and nothing else: no protocols or generics, so the type
// checker resolves each operator from the concrete operand types quickly.

// MARK: Multiplication and division by a number

/// `coefficient * variable` as a term.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `coefficient * variable` as a term.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// A term scaled by a number.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// A term scaled by a number.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// An expression scaled by a number (every term and the constant).
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
/// An expression scaled by a number (every term and the constant).
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// A variable divided by a number, as a term.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// A term divided by a number.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }
/// An expression divided by a number.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

// MARK: Negation

/// `-variable` as a term.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// A negated term.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// A negated expression.
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: Addition

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// An expression plus a term.
public func + (lhs: Expression, rhs: Term) -> Expression {
    Expression(lhs.terms + [rhs], constant: lhs.constant)
}
/// An expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Term(rhs) }
/// An expression plus a number.
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}
/// A term plus an expression.
public func + (lhs: Term, rhs: Expression) -> Expression {
    Expression([lhs] + rhs.terms, constant: rhs.constant)
}
/// The sum of two terms.
public func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
/// A term plus a variable.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
/// A term plus a number.
public func + (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Term(lhs) + rhs }
/// A variable plus a term.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// A variable plus a number.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// A number plus an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// A number plus a term.
public func + (lhs: Double, rhs: Term) -> Expression { Expression([rhs], constant: lhs) }
/// A number plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }

// MARK: Subtraction

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// An expression minus a term.
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// An expression minus a number.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// A term minus an expression.
public func - (lhs: Term, rhs: Expression) -> Expression { lhs + -rhs }
/// The difference of two terms.
public func - (lhs: Term, rhs: Term) -> Expression { lhs + -rhs }
/// A term minus a variable.
public func - (lhs: Term, rhs: Variable) -> Expression { lhs + -rhs }
/// A term minus a number.
public func - (lhs: Term, rhs: Double) -> Expression { lhs + -rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs + -rhs }
/// A variable minus a term.
public func - (lhs: Variable, rhs: Term) -> Expression { lhs + -rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs + -rhs }
/// A variable minus a number.
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
/// A number minus an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
/// A number minus a term.
public func - (lhs: Double, rhs: Term) -> Expression { lhs + -rhs }
/// A number minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
