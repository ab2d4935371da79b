/// A misuse of the ``Solver`` or an unsatisfiable request. Every case carries the culprit.
///
/// After any thrown error the solver is exactly as it was before the call.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` is a minimal set of those (in the order they were added): with
    /// the failing constraint they cannot all hold, and without any one of them they can.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional (non-required) strength.
    case requiredEditStrength(Variable)
    /// ``Solver/setStrength(_:of:)`` can only move an optional constraint to another optional
    /// strength; the constraint or the new strength is required.
    case requiredStrengthChange(Constraint)
    /// A coefficient or the constant of the constraint is infinite or NaN (also: a new
    /// constant passed to ``Solver/setConstant(_:of:)``).
    case nonFiniteConstraint(Constraint)
    /// A suggested value is infinite or NaN; carries the edit variable.
    case nonFiniteValue(Variable)

    /// A one-line explanation naming the culprit.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let list = conflicts.map { "\($0)" }.joined(separator: "; ")
            return "unsatisfiable constraint: \(constraint) (conflicts with: \(list))"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable)"
        case .requiredEditStrength(let variable):
            return "edit variable \(variable) cannot have a required strength"
        case .requiredStrengthChange(let constraint):
            return "cannot change a strength to or from required: \(constraint)"
        case .nonFiniteConstraint(let constraint):
            return "constraint with a non-finite coefficient or constant: \(constraint)"
        case .nonFiniteValue(let variable):
            return "non-finite value suggested for \(variable)"
        }
    }
}
