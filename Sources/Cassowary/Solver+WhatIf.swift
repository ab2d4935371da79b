// Questions about another solution: what the variables would be under other suggestions,
// answered on the live tableau and taken back through its undo log.

extension Solver {
    /// The values `variables` would take if each edit variable of `suggestions` were given its
    /// value — a question, not a change: afterwards the solver is exactly as it was, its
    /// solution included (an ambiguous variable does not move to another optimum).
    ///
    /// ```swift
    /// // The narrowest the required constraints allow: the width's edit pulled to 0.
    /// let narrowest = try solver.values(of: [width], ifSuggesting: [(width, 0)])[0]
    /// ```
    ///
    /// - Parameters:
    ///   - variables: The variables to read (a variable the solver does not know reads as its
    ///     ``Variable/value``).
    ///   - suggestions: Edit variables and the values to suggest to them, in order.
    /// - Returns: The value of each of `variables` in the solution those suggestions give.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if a suggested variable is not an edit
    ///   variable, ``SolverError/nonFiniteValue(_:)`` for an infinite or NaN value; nothing is
    ///   changed then.
    /// - Complexity: What suggesting the values costs (the dual simplex from the current
    ///   solution), and about as much again to take it back, plus, for a variable defined by a
    ///   chain of required equalities, the definitions it depends on; not the size of the
    ///   tableau.
    public func values(of variables: [Variable], ifSuggesting suggestions: [(Variable, Double)])
        throws(SolverError) -> [Double]
    {
        for (variable, value) in suggestions {
            guard let edit = state.edits[ObjectIdentifier(variable)], state.record(of: edit.constraint) != nil
            else { throw .unknownEditVariable(variable) }
            if !value.isFinite { throw .nonFiniteValue(variable) }
        }
        let saved = suggestions.map { state.edits[ObjectIdentifier($0.0)]! }
        state.tableau.beginUndo()
        for (variable, value) in suggestions {
            let edit = state.edits[ObjectIdentifier(variable)]!
            let delta = value - edit.suggestion
            state.edits[ObjectIdentifier(variable)]!.suggestion = value
            let record = state.records[Int(state.record(of: edit.constraint)!)]!
            // shiftMarker, a resize's inner loop, tells no undo log what it changes.
            state.willShiftMarker(of: record)
            state.shiftMarker(of: record, by: -delta)
            edit.constraint.constant -= delta
            _ = state.tableau.dualOptimize()
        }
        let result = state.values(of: variables)
        state.tableau.rollBack()
        for edit in saved {
            let key = ObjectIdentifier(edit.variable)
            edit.constraint.constant += state.edits[key]!.suggestion - edit.suggestion
            state.edits[key] = edit
        }
        return result
    }
}

extension Solver {
    /// The values `variables` would take if the optional `constraint` were added — a question,
    /// not a change: afterwards the solver is exactly as it was, its solution included.
    ///
    /// This is how a layout asks whether a variable can move without making anything worse
    /// (a constraint pulling it away, weaker than every other): adding and removing the
    /// constraint instead would answer too, but could leave an ambiguous solution at another
    /// of its equally good vertices.
    ///
    /// - Parameters:
    ///   - variables: The variables to read (a variable the solver does not know reads as its
    ///     ``Variable/value``).
    ///   - constraint: An optional constraint, not in the solver, over variables the solver
    ///     knows.
    /// - Returns: The value of each of `variables`, or `nil` when `constraint` is required, in
    ///   the solver already, not finite, over a variable the solver does not know, or an
    ///   equality whose shortfall or preference has a strength of its own (not asked about yet).
    /// - Complexity: What adding the constraint costs, and about as much to take it back; a
    ///   strength on a level the objective does not have costs a pass over every symbol to
    ///   make it, and one to clear it after (it is then kept, unused, like any other).
    package func values(of variables: [Variable], ifAdding constraint: Constraint) -> [Double]? {
        guard !constraint.strength.isRequired, !constraint.hasOwnShortfallStrength,
            constraint.preferenceStrength == nil,
            state.record(of: constraint) == nil, constraint.isFinite
        else { return nil }
        var known = true
        constraint.forEachTerm { variable, _ in
            if state.symbol(of: variable) == nil { known = false }
        }
        guard known else { return nil }
        return state.withTemporaryConstraint(constraint) { state in state.values(of: variables) }
    }
}

extension SolverState {
    /// The values of `variables` in the current tableau (a variable the solver does not know
    /// reads as its ``Variable/value``). A defined variable is computed from its definition and
    /// those it mentions — not by refreshing every definition's cached value, which a question
    /// would then have to take back too.
    mutating func values(of variables: [Variable]) -> [Double] {
        let symbols = variables.map { symbol(of: $0) ?? -1 }
        var defined: [Int32: Double] = [:]
        if !definitions.list.isEmpty {
            definitions.grow(to: tableau.kinds.count)
            for symbol in definitions.dependencyOrder(from: symbols.filter { $0 >= 0 }) {
                let definition = definitions.definition(of: symbol)
                var value = definition.scale * definition.constant
                for term in definition.terms {
                    value += term.coefficient * (defined[term.symbol] ?? tableau.value(of: term.symbol))
                }
                defined[symbol] = value
            }
        }
        return zip(variables, symbols).map { variable, symbol in
            symbol < 0 ? variable.value : defined[symbol] ?? tableau.value(of: symbol)
        }
    }

    /// Saves, in the open undo log, the rows ``shiftMarker(of:by:)`` is about to change.
    mutating func willShiftMarker(of record: ConstraintRecord) {
        let slot = tableau.rowOf[Int(record.marker)]
        if slot >= 0 {
            tableau.willChangeRow(slot)
        } else {
            for target in tableau.columns[Int(record.marker)] { tableau.willChangeRow(target) }
        }
    }

    /// Adds the optional `constraint` (over registered variables), runs `body`, and takes the
    /// addition back exactly: the tableau through its undo log, the record, the symbols' and
    /// the level's bookkeeping by hand.
    mutating func withTemporaryConstraint<Result>(
        _ constraint: Constraint, _ body: (inout SolverState) -> Result
    ) -> Result {
        let level = constraint.strength.level
        // A new level re-strides the objective, which the undo log cannot take back: it is
        // made before the log opens, and released after (cleared, and kept or dropped as any
        // level that falls out of use).
        let isNewLevel = !levelIndex(level).found
        if isNewLevel { retainLevel(level) }
        precondition(tableau.undo == nil, "one question at a time")
        let sequence = nextSequence
        let lastSlot = lastStoredSlot
        let recordCount = records.count
        tableau.beginUndo()
        let added = addConstraint(constraint, strength: constraint.strength, constant: constraint.constant)
        precondition(added, "an optional constraint is always added")
        let result = body(&self)
        dropRecord(at: lastStoredSlot)
        if records.count > recordCount {
            // The record took a new slot: the free list gets nothing back.
            records.removeLast()
            freeRecordSlots.removeLast()
        }
        tableau.rollBack()
        truncateSymbols()
        giveBackSymbolsTakenUnderUndo()
        droppedUnderUndo.removeAll()
        releaseLevel(level)
        if isNewLevel { releaseLevel(level) }
        nextSequence = sequence
        lastStoredSlot = lastSlot
        return result
    }
}
