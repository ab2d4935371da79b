// Changing a live constraint in place: its constant (dual simplex, like a suggested value), its
// optional strength or the price of a required inequality's slack (objective coefficients, then
// the primal simplex). No remove/add.

extension Solver {
    /// Changes the constant of a constraint in the solver, in place, and re-solves with the
    /// dual simplex from the current solution (about the cost of ``suggestValue(_:_:)``).
    ///
    /// The constraint is `expression OP 0`; `constant` replaces the expression's constant, so
    /// for `x == y + 10` (built as `x - y - 10 == 0`) pass `-20` to mean `x == y + 20`.
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression.
    ///   - constraint: A constraint in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/nonFiniteConstraint(_:)`` if `constant` is infinite or NaN,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the required constraints
    ///   can no longer all hold (the solver is then left unchanged; `conflicts` are the other
    ///   required constraints that conflict with the changed one).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        revision &+= 1
        guard let slot = state.record(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        if !constant.isFinite { throw .nonFiniteConstraint(constraint) }
        let record = state.records[Int(slot)]!
        let delta = constant - record.constant
        if delta == 0 { return }
        if record.strength.isRequired {
            if !state.shiftRequiredConstant(recordAt: slot, by: delta) {
                var changed = constraint.expression
                changed.constant = constant
                let probe = Constraint(changed, constraint.relation, strength: .required)
                throw .unsatisfiableConstraint(
                    constraint, conflicts: conflicts(for: probe, excluding: constraint))
            }
        } else {
            state.shiftMarker(of: record, by: delta)
            _ = state.tableau.dualOptimize()
        }
        constraint.constant = constant
    }

    /// Changes the strength of an optional constraint in place (it may move to another level)
    /// and re-optimizes with the primal simplex. An equality whose shortfall has a strength of
    /// its own keeps that one: only its excess changes price.
    ///
    /// - Parameters:
    ///   - strength: The new, optional strength.
    ///   - constraint: An optional constraint in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/requiredStrengthChange(_:)`` if the constraint or `strength` is
    ///   required (remove and add it instead).
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        let record = try optionalRecord(of: constraint, newStrength: strength)
        if record.strength == strength { return }
        let old = (strength: record.strength, other: record.otherStrength, second: record.secondLevelStrength)
        constraint.strength = strength
        // The record reads the constraint: from here on it has the new strengths.
        state.retainLevels(of: record)
        if record.marker >= 0 && state.tableau.kinds[Int(record.marker)] == .error {
            state.moveCost(of: record.marker, from: old.strength, to: strength)
        }
        if record.other >= 0 && old.other != record.otherStrength {
            state.moveCost(of: record.other, from: old.other, to: record.otherStrength)
        }
        state.releaseLevels(old.strength, second: old.second)
        state.tableau.optimize()
    }

    /// Changes what the shortfall of an optional equality costs (the expression below zero;
    /// see ``Constraint/shortfallStrength``), in place, and re-optimizes with the primal
    /// simplex. From then on ``setStrength(_:of:)`` changes only the excess side's.
    ///
    /// - Parameters:
    ///   - shortfall: The new, optional strength of the shortfall.
    ///   - constraint: An optional constraint in the solver; an inequality has no shortfall
    ///     side, and is left as it is.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/requiredStrengthChange(_:)`` if the constraint or `shortfall` is
    ///   required.
    package func setShortfallStrength(_ shortfall: Strength, of constraint: Constraint) throws(SolverError) {
        let record = try optionalRecord(of: constraint, newStrength: shortfall)
        guard record.relation == .equal else { return }
        if constraint.hasOwnShortfallStrength && record.shortfallStrength == shortfall { return }
        let old = (other: record.otherStrength, second: record.secondLevelStrength)
        constraint.hasOwnShortfallStrength = true
        constraint.secondStrengthStorage = shortfall
        if let second = record.secondLevelStrength { state.retainLevel(second.level) }
        if record.other >= 0 && old.other != shortfall {
            state.moveCost(of: record.other, from: old.other, to: shortfall)
        }
        if let second = old.second { state.releaseLevel(second.level) }
        state.tableau.optimize()
    }

    /// Prices the slack of a required inequality (see ``Constraint/slackStrength``): each unit
    /// by which `e >= 0` holds with room to spare (`e` above zero; for `e <= 0`, below) costs
    /// `strength`, as an optional `e <= 0` (`e >= 0`) at `strength` would, in place, without
    /// a row of its own; `nil` takes the price off. Re-optimizes with the primal simplex.
    ///
    /// The price stays with the constraint: a copy, or the constraint added again, has it.
    ///
    /// - Parameters:
    ///   - strength: The new, optional strength of the slack, or `nil` for none.
    ///   - constraint: A required inequality in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/requiredStrengthChange(_:)`` if it is not a required inequality or
    ///   `strength` is required.
    package func setSlackStrength(_ strength: Strength?, of constraint: Constraint) throws(SolverError) {
        revision &+= 1
        guard let slot = state.record(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        let record = state.records[Int(slot)]!
        guard record.isRequired, record.relation != .equal, strength?.isRequired != true else {
            throw .requiredStrengthChange(constraint)
        }
        let old = constraint.slackStrength
        if old == strength { return }
        constraint.hasSlackStrength = strength != nil
        if let strength { constraint.secondStrengthStorage = strength }
        state.priceSlack(of: record, from: old, to: strength)
        state.tableau.optimize()
    }

    /// Prices an optional equality's error on both sides at `strength` besides its own
    /// strengths (see ``Constraint/preferenceStrength``): each unit of the expression away from
    /// zero costs what a second optional `e == 0` at `strength` would, in place, without a
    /// row of its own; `nil` takes the preference off. Re-optimizes with the primal simplex.
    ///
    /// The preference stays with the constraint: a copy, or the constraint added again, has it.
    ///
    /// - Parameters:
    ///   - strength: The new, optional strength of the preference, or `nil` for none.
    ///   - constraint: An optional equality in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/requiredStrengthChange(_:)`` if it is not an optional equality or
    ///   `strength` is required.
    package func setPreferenceStrength(_ strength: Strength?, of constraint: Constraint) throws(SolverError) {
        revision &+= 1
        guard let slot = state.record(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        let record = state.records[Int(slot)]!
        guard !record.isRequired, record.relation == .equal, strength?.isRequired != true else {
            throw .requiredStrengthChange(constraint)
        }
        let old = constraint.preferenceStrength
        if old == strength { return }
        constraint.preferenceStorage = strength ?? .required
        state.pricePreference(of: record, from: old, to: strength)
        state.tableau.optimize()
    }

    /// The record of `constraint`, about to take the optional `newStrength` on one of its
    /// sides (the revision counts the change).
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/requiredStrengthChange(_:)`` if it or `newStrength` is required.
    private func optionalRecord(of constraint: Constraint, newStrength: Strength) throws(SolverError)
        -> ConstraintRecord
    {
        revision &+= 1
        guard let slot = state.record(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        let record = state.records[Int(slot)]!
        if record.strength.isRequired || newStrength.isRequired { throw .requiredStrengthChange(constraint) }
        return record
    }
}
