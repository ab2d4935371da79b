// Access for the layout engine in this package. It reads the solution by symbol: four values
// per view on every resize, and a contiguous list of symbols read in one call costs a fraction
// of publishing every variable into its object and reading the objects back. And it keeps what
// it knows about each of its constraints by the constraint's record slot.

extension Solver {
    /// The symbol of `variable` in this solver, or -1 when no constraint in it mentions the
    /// variable. A variable keeps its symbol while a constraint mentions it; once none does,
    /// it leaves the solver and its symbol may be given to another (see
    /// SolverState+SymbolReuse.swift).
    package func symbol(of variable: Variable) -> Int32 {
        state.symbol(of: variable) ?? -1
    }

    /// How many variables the solver has registered, and unregistered, so far: a symbol from
    /// ``symbol(of:)`` stays valid while `unregistered` stays the same, and a variable whose
    /// symbol was -1 may have one once `registered` grows.
    package var variableRegistrations: (registered: Int, unregistered: Int) {
        (state.registrationCount, state.unregistrationCount)
    }

    /// The symbols of the variables unregistered since ``variableRegistrations`` said
    /// `unregistered` was `count`, or nil when the solver no longer remembers them all (a client
    /// then looks every symbol up again).
    package func unregisteredSymbols(since count: Int) -> ArraySlice<Int32>? {
        let missed = state.unregistrationCount - count
        guard missed >= 0, missed <= state.recentlyUnregistered.count else { return nil }
        return ArraySlice(state.recentlyUnregistered.suffix(missed))
    }

    /// How many variables constraints in the solver mention.
    package var knownVariableCount: Int {
        state.externals.count
    }

    /// Writes the current value of each symbol, as ``updateVariables()`` would publish it (0
    /// for -1), without publishing anything.
    /// - Parameters:
    ///   - symbols: Symbols from ``symbol(of:)``, or -1.
    ///   - values: Where the values go, one per symbol.
    package func readValues(
        ofSymbols symbols: UnsafeBufferPointer<Int32>, into values: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(values.count >= symbols.count, "too few value slots")
        refreshDefinedValues()
        state.tableau.rowOf.withUnsafeBufferPointer { rowOf in
            state.tableau.rows.withUnsafeBufferPointer { rows in
                state.tableau.offsets.withUnsafeBufferPointer { offsets in
                    for index in 0..<symbols.count {
                        let symbol = symbols[index]
                        var value = 0.0
                        if symbol >= 0 && Int(symbol) < rowOf.count {
                            value = offsets[Int(symbol)]
                            let slot = rowOf[Int(symbol)]
                            if slot >= 0 { value += rows[Int(slot)].constant }
                        }
                        values[index] = value
                    }
                }
            }
        }
    }

    /// The current value of `variable`, as ``updateVariables()`` would publish it.
    package func currentValue(of variable: Variable) -> Double {
        guard let symbol = state.symbol(of: variable) else { return variable.value }
        refreshDefinedValues()
        return state.tableau.value(of: symbol)
    }

    /// Adds a constraint like ``add(_:)`` and returns its record slot (see
    /// ``recordSlot(of:)``), without looking it up again.
    /// - Throws: As ``add(_:)``.
    package func addReturningSlot(_ constraint: Constraint) throws(SolverError) -> Int {
        try add(constraint)
        return Int(state.lastStoredSlot)
    }

    /// The record slot of a constraint in the solver, or `nil` when it is not in it. Slots
    /// are small integers, unique among the constraints in the solver at one time; a removed
    /// constraint's slot is given to a later one.
    package func recordSlot(of constraint: Constraint) -> Int? {
        state.record(of: constraint).map { Int($0) }
    }

    /// Whether the solver parks variables (off by default; see Tableau+Parking.swift). Set it on
    /// an empty solver. It keeps chained layouts sparse and linear, and passes the adversarial
    /// suites, but makes the W3 grid build far slower: it stays off until that is solved.
    package var parksVariables: Bool {
        get { state.tableau.parksVariables }
        set {
            precondition(state.records.allSatisfy { $0 == nil }, "set parksVariables on an empty solver")
            state.tableau.parksVariables = newValue
        }
    }

    /// The run of degenerate pivots after which the primal simplex perturbs the vertex (see
    /// `Tableau.optimize()`): `nil`, the default, is 1,000 plus one per row. Tests set it low,
    /// so that the perturbation runs on systems small enough for the exact reference.
    package var stallThreshold: Int? {
        get { state.tableau.stallThreshold }
        set { state.tableau.stallThreshold = newValue }
    }

    /// Whether the direction of a required equality (how its removal or a change of its
    /// constant moves the tableau) is first looked for among the equalities near it (on by
    /// default; see SolverState+LocalDirection.swift). Tests turn it off so that the
    /// elimination of the whole component, which otherwise runs only where the search gives
    /// up, meets the exact reference on every removal.
    package var searchesDirectionsLocally: Bool {
        get { state.searchesDirectionsLocally }
        set { state.searchesDirectionsLocally = newValue }
    }

    /// Whether required equalities are kept as definitions of one of their variables where
    /// they can (off by default; see SolverState+Definitions.swift): a chain of required links
    /// stays out of the tableau, and only the rows of constraints that mention its variables
    /// take their definitions. No effect while ``parksVariables`` is on. Set it on an empty
    /// solver.
    package var definesVariables: Bool {
        get { state.definesVariables }
        set {
            precondition(state.records.allSatisfy { $0 == nil }, "set definesVariables on an empty solver")
            state.definesVariables = newValue
        }
    }

    /// With ``definesVariables``, the length of row from which a variable's row is kept as a
    /// definition instead (8 by default; 0 makes a definition wherever one can be made, which
    /// the adversarial tests use). Set it on an empty solver.
    package var definitionRowLength: Int {
        get { state.definitionRowLength }
        set {
            precondition(state.records.allSatisfy { $0 == nil }, "set definitionRowLength on an empty solver")
            state.definitionRowLength = max(0, newValue)
        }
    }

    /// Diagnostics: how many required equalities are kept as definitions.
    package var _definitionCount: Int { state.definitions.list.count }

    /// Diagnostics: brings the defined values up to date as a read does, then counts those
    /// that differ from their definitions evaluated afresh (0 unless a change escaped the value
    /// log; see Tableau+ValueLog.swift).
    package func _staleDefinedValueCount() -> Int {
        refreshDefinedValues()
        var evaluated = state
        evaluated.tableau.valueLog.overflow()
        evaluated.refreshDefinedValues()
        var stale = 0
        for definition in state.definitions.list {
            let symbol = Int(definition.variable)
            if evaluated.tableau.offsets[symbol] != state.tableau.offsets[symbol] { stale += 1 }
        }
        return stale
    }

    /// Computes the values of the defined variables if anything changed since they were last
    /// computed.
    func refreshDefinedValues() {
        if definedValuesRevision == revision && !state.tableau.valueLog.hasPending { return }
        state.refreshDefinedValues()
        definedValuesRevision = revision
    }

    /// Brings the values up to date and returns the symbols whose values may have changed
    /// since the last call (with repeats, in no order; see Tableau+ValueLog.swift), or `nil`
    /// when any may have: at the first call, after a change that moved more than a few values
    /// or was taken back, and always in a solver that does not define variables.
    package func takeChangedSymbols() -> ContiguousArray<Int32>? {
        refreshDefinedValues()
        return state.tableau.valueLog.takeChanges()
    }

    /// The current value of `symbol`, a symbol from ``symbol(of:)``, as ``readValues(ofSymbols:into:)``
    /// reads it; only after ``takeChangedSymbols()`` or ``readValues(ofSymbols:into:)``, with no
    /// change to the solver since (the defined values are not brought up to date here).
    @inline(__always)
    package func value(ofSymbol symbol: Int32) -> Double {
        guard symbol >= 0, Int(symbol) < state.tableau.rowOf.count else { return 0 }
        return state.tableau.value(of: symbol)
    }
}
