// What the solver gives back when constraints go: symbols nothing refers to any more are reused,
// and a variable that no constraint mentions leaves the solver.
//
// Without this, every constraint ever added kept its marker symbols, and every variable ever
// mentioned kept its symbol and its object: an app that appends a line to a log view and drops
// the oldest grew by two dozen symbols and four variables per line, for as long as it ran.
//
// A marker (slack, error or dummy symbol) is dead once its constraint is gone and it is in no
// row, in no column and in the objective nowhere; one that rounding left in a row (an optional
// constraint's other error symbol, which kiwi leaves in place) is left there. A variable whose
// adjacency list (the constraints that mention it) is empty is in no row (see
// `dropDepartingSymbol`) and is unregistered; it keeps its last value. Dead symbols go to free
// lists, which `makeSymbol` takes from before it makes a new one: internal symbols to one,
// variables' to another, so that a variable that comes back (a stack's view hidden and shown:
// its position leaves with its last constraint) usually finds its own symbol still free, and
// with it its definition's place in the value order.
//
// Nothing is freed while an undo log is open: what is dropped under it is freed once it is
// committed. A symbol reused under it is noted, and given back to its list if the log is
// rolled back (the rollback takes it out of every row; symbols made new under the log are cut
// off). Nothing is freed while variables are parked: parking takes the highest id for the
// newest variable, and moves offsets an elimination would have to follow.

extension SolverState {
    /// The symbols of the variables that only `constraint` mentions, which leave the solver
    /// with it, and their values before it goes (none under an undo log or while variables
    /// are parked). A defined variable's value is the one the solver last computed for it (its
    /// offset: see ``refreshDefinedValues()``), which the engine read at its last layout pass;
    /// computing it afresh would walk its definition's dependencies, the length of a stack.
    func variablesLeaving(with constraint: Constraint) -> [(symbol: Int32, value: Double)] {
        guard tableau.undo == nil, !tableau.parksVariables else { return [] }
        var leaving: [(symbol: Int32, value: Double)] = []
        forEachAdjacentSymbol(of: constraint) { symbol in
            if adjacency[Int(symbol)].count == 1 { leaving.append((symbol, tableau.value(of: symbol))) }
        }
        return leaving
    }

    /// Gives back what the constraint just removed held: its dead markers, and the variables
    /// `leaving` with it (see ``variablesLeaving(with:)``), which keep the values they had.
    mutating func releaseSymbols(of record: ConstraintRecord, leaving: [(symbol: Int32, value: Double)]) {
        guard tableau.undo == nil, !tableau.parksVariables else { return }
        for symbol in [record.marker, record.other] where symbol >= 0 { releaseIfDead(symbol) }
        for (symbol, value) in leaving where adjacency[Int(symbol)].isEmpty {
            unregisterVariable(ofSymbol: symbol, value: value)
        }
    }

    /// Releases an internal symbol the tableau has just dropped for good (a dummy that is zero
    /// for good, an equality's α): now, or when the open undo log is committed.
    mutating func releaseDropped(_ symbol: Int32) {
        if tableau.undo == nil {
            releaseIfDead(symbol)
        } else {
            droppedUnderUndo.append(symbol)
        }
    }

    /// Releases what the operation whose undo log was just committed dropped.
    mutating func releaseDroppedSymbols() {
        for symbol in droppedUnderUndo { releaseIfDead(symbol) }
        droppedUnderUndo.removeAll()
    }

    /// Puts an internal symbol on the free list when nothing refers to it: no row holds it,
    /// it is not basic, it has no cost, no record owns it and no definition mentions it.
    mutating func releaseIfDead(_ symbol: Int32) {
        let index = Int(symbol)
        guard tableau.undo == nil, !tableau.parksVariables, tableau.kinds[index] != .external,
            tableau.rowOf[index] < 0,
            tableau.columns[index].isEmpty, tableau.costBlock[index] < 0, symbolOwners[index] < 0,
            adjacency[index].isEmpty, definitions.isUnused(symbol)
        else { return }
        freeSymbol(symbol)
    }

    /// Takes the external `symbol`, which no constraint mentions any more, out of the tableau
    /// and out of the registry: the variable's value becomes `value` (the one it had before its
    /// last constraint went) and stays, and the variable comes back, with its own symbol when
    /// that is still free, if a later constraint mentions it.
    ///
    /// Not done for a symbol a definition still mentions (none should: a definition's record
    /// mentions it).
    mutating func unregisterVariable(ofSymbol symbol: Int32, value: Double) {
        let index = Int(symbol)
        guard tableau.kinds[index] == .external, definitions.isUnused(symbol) else { return }
        // Out of the registry: the last external takes its place in the lists.
        let position = Int(symbolOwners[index])
        let variable = externalVariables[position]
        variable.value = value
        forgetLookup(of: variable, symbol: symbol)
        let lastSymbol = externals.removeLast()
        let lastVariable = externalVariables.removeLast()
        if position < externals.count {
            externals[position] = lastSymbol
            externalVariables[position] = lastVariable
            symbolOwners[Int(lastSymbol)] = Int32(position)
        }
        symbolOwners[index] = -1
        unregistrationCount &+= 1
        recentlyUnregistered.append(symbol)
        if recentlyUnregistered.count > Self.recentlyUnregisteredLimit {
            recentlyUnregistered.removeFirst(Self.recentlyUnregisteredLimit / 2)
        }
        // (No cached direction names it: directions are of the required equalities, cached for
        // the set they were computed with, and none of those mentions it any more.)
        dropDepartingSymbol(symbol)
        tableau.clearCosts(of: symbol)
        tableau.resetSymbol(symbol)
        definitions.forget(symbol)
        pushFreeVariableSymbol(symbol)
    }

    /// Makes `variable`, which had `symbol`, unknown to this solver's lookup, leaving the hint
    /// that gives it the symbol back if it returns while the symbol is free.
    private mutating func forgetLookup(of variable: Variable, symbol: Int32) {
        if variable.symbolHint == symbol {
            variable.symbolHint = Self.formerSymbolHint(symbol)
        } else {
            otherVariableSymbols[ObjectIdentifier(variable)] = nil
        }
    }

    /// Puts a variable's former symbol on ``freeVariableSymbols``.
    private mutating func pushFreeVariableSymbol(_ symbol: Int32) {
        freeVariablePositions[symbol] = Int32(freeVariableSymbols.count)
        freeVariableSymbols.append(symbol)
    }

    /// How many of the latest unregistered symbols are remembered for clients that keep
    /// symbols (see ``Solver/unregisteredSymbols(since:)``).
    static let recentlyUnregisteredLimit = 4_096

    /// The ``Variable/symbolHint`` of a variable that left this solver with `symbol`: negative,
    /// so that no lookup takes it for a symbol, and -2 - symbol, so that the variable gets the
    /// symbol back if it returns while the symbol is free.
    static func formerSymbolHint(_ symbol: Int32) -> Int32 { -2 - symbol }

    /// A free symbol for a new symbol of `variable` (an external one), or of an internal one
    /// for nil, when there is one: a returning variable's own symbol if it is free; else one
    /// from the list of its kind, else from the other. Under an undo log the symbol is noted,
    /// to be given back if the log is rolled back (``giveBackSymbolsTakenUnderUndo()``).
    mutating func takeFreeSymbol(for variable: Variable?) -> Int32? {
        var taken: (symbol: Int32, isVariables: Bool)?
        if let variable, variable.symbolHint <= -2,
            let position = freeVariablePositions[-2 - variable.symbolHint]
        {
            taken = (removeFreeVariableSymbol(at: Int(position)), true)
        } else if variable == nil, let free = freeSymbols.popLast() {
            taken = (free, false)
        } else if !freeVariableSymbols.isEmpty {
            taken = (removeFreeVariableSymbol(at: freeVariableSymbols.count - 1), true)
        } else if let free = freeSymbols.popLast() {
            taken = (free, false)
        }
        if let taken, tableau.undo != nil { takenUnderUndo.append(taken) }
        return taken?.symbol
    }

    /// Puts the free symbols taken under the undo log just rolled back back on their lists
    /// (the rollback took them out of every row; the registry forgets them here).
    mutating func giveBackSymbolsTakenUnderUndo() {
        while let (symbol, isVariables) = takenUnderUndo.popLast() {
            let index = Int(symbol)
            if tableau.kinds[index] == .external {
                let position = Int(symbolOwners[index])
                forgetLookup(of: externalVariables[position], symbol: symbol)
                precondition(position == externals.count - 1, "variables registered under a log come last")
                externals.removeLast()
                externalVariables.removeLast()
            }
            symbolOwners[index] = -1
            tableau.resetSymbol(symbol)
            if isVariables {
                pushFreeVariableSymbol(symbol)
            } else {
                freeSymbols.append(symbol)
            }
        }
    }

    /// Takes the symbol at `position` out of ``freeVariableSymbols`` (the last takes its place)
    /// and returns it.
    private mutating func removeFreeVariableSymbol(at position: Int) -> Int32 {
        let symbol = freeVariableSymbols[position]
        let last = freeVariableSymbols.removeLast()
        freeVariablePositions[symbol] = nil
        if position < freeVariableSymbols.count {
            freeVariableSymbols[position] = last
            freeVariablePositions[last] = Int32(position)
        }
        return symbol
    }

    /// Takes an external symbol that no constraint mentions out of the rows. Every row is a
    /// combination of the constraints in the solver (a removed constraint's marker leaves with
    /// its row, and with it the constraint's share of every other row), so such a symbol has a
    /// coefficient of 0 in every row: it is in none, up to rounding. What rounding left is
    /// dropped: its cells, and a row it is basic in (which, the symbol being free, binds
    /// nothing). Counted in ``departureResidueCount``.
    mutating func dropDepartingSymbol(_ symbol: Int32) {
        let slot = tableau.rowOf[Int(symbol)]
        let column = tableau.takeColumn(symbol)
        if slot >= 0 || !column.isEmpty { departureResidueCount += 1 }
        for target in column { _ = tableau.takeCell(symbol, fromRowAt: target) }
        if slot >= 0 { tableau.removeRow(at: slot) }
    }

    /// Resets what is kept for `symbol` and puts it on the free list.
    private mutating func freeSymbol(_ symbol: Int32) {
        tableau.resetSymbol(symbol)
        definitions.forget(symbol)
        freeSymbols.append(symbol)
    }
}

extension Tableau {
    /// Makes the free `symbol` a new symbol of `kind` (see ``SolverState/freeSymbols``).
    mutating func reuseSymbol(_ symbol: Int32, as kind: SymbolKind) {
        kinds[Int(symbol)] = kind
    }

    /// Clears what the tableau keeps for a symbol that is in no row and has no cost.
    mutating func resetSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        precondition(rowOf[index] < 0 && columns[index].isEmpty && costBlock[index] < 0, "symbol in use")
        columns[index] = []  // its capacity too
        columnIndex.forget(symbol)
        offsets[index] = 0
        hasMoved[index] = false
    }
}
