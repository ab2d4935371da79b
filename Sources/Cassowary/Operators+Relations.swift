// Relational operators that build constraints: `x + 2 * y == 10`, `a >= b + 1`.
//
// Every pair of Variable, Term, Expression and Double with at least one side that has a
// variable; `lhs OP rhs` becomes the constraint `lhs - rhs OP 0` (required).

// MARK: ==

/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([Term(rhs)]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([rhs]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression([Term(lhs)]) - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression(constant: rhs), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression([lhs]) - Expression([Term(rhs)]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression([lhs]) - Expression([rhs]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression([lhs]) - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression([lhs]) - Expression(constant: rhs), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression([Term(rhs)]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs - Expression([rhs]), .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([Term(rhs)]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([rhs]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .equal)
}

// MARK: <=

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([Term(rhs)]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([rhs]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression([Term(lhs)]) - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression(constant: rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression([lhs]) - Expression([Term(rhs)]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression([lhs]) - Expression([rhs]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression([lhs]) - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression([lhs]) - Expression(constant: rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression([Term(rhs)]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(lhs - Expression([rhs]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([Term(rhs)]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([rhs]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .lessThanOrEqual)
}

// MARK: >=

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([Term(rhs)]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression([rhs]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression([Term(lhs)]) - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)]) - Expression(constant: rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression([lhs]) - Expression([Term(rhs)]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression([lhs]) - Expression([rhs]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression([lhs]) - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression([lhs]) - Expression(constant: rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression([Term(rhs)]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(lhs - Expression([rhs]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([Term(rhs)]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression([rhs]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .greaterThanOrEqual)
}
