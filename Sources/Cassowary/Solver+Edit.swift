// Edit variables: a variable with an optional `variable == suggestion` constraint whose
// suggestion can change cheaply (the dual simplex repairs feasibility from the last solution).

extension Solver {
    /// Makes `variable` an edit variable: adds the optional constraint `variable == 0` (until a
    /// value is suggested) with the given strength.
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: An optional strength (how strongly suggestions are followed).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is already one,
    ///   ``SolverError/requiredEditStrength(_:)`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        revision &+= 1
        let key = ObjectIdentifier(variable)
        if state.edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression([Term(variable)]), .equal, strength: strength)
        _ = state.addConstraint(constraint, strength: strength, constant: 0)
        state.edits[key] = EditRecord(
            variable: variable, constraint: constraint, suggestion: 0, sequence: state.nextSequence)
    }

    /// Stops editing `variable`: removes its edit constraint.
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        revision &+= 1
        let key = ObjectIdentifier(variable)
        guard let edit = state.edits[key], let slot = state.record(of: edit.constraint) else {
            throw .unknownEditVariable(variable)
        }
        state.removeConstraint(recordAt: slot)
        state.edits[key] = nil
    }

    /// Whether `variable` is an edit variable of this solver.
    /// - Parameter variable: Any variable.
    /// - Returns: true if it is being edited.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    ///
    /// - Parameters:
    ///   - variable: An edit variable.
    ///   - value: The value it should take, as far as its strength allows.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable,
    ///   ``SolverError/nonFiniteValue(_:)`` if `value` is infinite or NaN.
    /// - Complexity: Proportional to the rows that depend on the variable, plus any pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        revision &+= 1
        let key = ObjectIdentifier(variable)
        guard let edit = state.edits[key], let slot = state.record(of: edit.constraint) else {
            throw .unknownEditVariable(variable)
        }
        if !value.isFinite { throw .nonFiniteValue(variable) }
        let delta = value - edit.suggestion
        state.edits[key]!.suggestion = value
        // The edit constraint is `variable - suggestion == 0`: its constant moves by -delta.
        state.shiftMarker(of: state.records[Int(slot)]!, by: -delta)
        edit.constraint.constant -= delta
        _ = state.tableau.dualOptimize()
    }
}
