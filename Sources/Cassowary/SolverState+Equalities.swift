// Required equalities without marker symbols: how one of them moves the tableau.
//
// kiwi gives each required equality a dummy symbol whose column records how the constraint's
// constant feeds every row; that column is exactly what removal and constant changes need, but
// keeping it in the rows makes them dense. We keep nothing and recompute the column on demand:
//
// 1. Direction. Find a change y of the variables that moves this equality's expression by -1
//    and leaves every other required equality unchanged: elimination of the other required
//    equalities connected to it (through shared variables, SparseElimination.swift), then one
//    free variable of its reduced row fixed to satisfy it. Usually only its neighbours need
//    eliminating (SolverState+LocalDirection.swift). y depends only on the set of required
//    equalities, so it is cached until that set changes: repeated constant changes skip this
//    step.
// 2. Markers. Every other constraint that y disturbs absorbs the change in its own marker
//    (slack or error symbol, which appears in no other original constraint).
// 3. Column. With Δz the resulting change of every symbol, the constant of the row of basic b
//    moves by Δz_b − Σ_j a_bj·Δz_j over its parametric cells: one pass over the columns of the
//    symbols that moved.
//
// A constant change δ adds δ times that column to the row constants (then the dual simplex runs);
// a removal inserts it as the column of a temporary dummy symbol and drops the dummy's row as
// kiwi removes a marker.

/// The outcome of the direction search for a required equality.
enum EqualityDirection {
    /// The variables' change (sparse, by symbol) that moves the equality's expression by -1.
    case direction(ContiguousArray<Cell>)
    /// The equality is implied by the other required equalities. `promoted` is the redundant
    /// equality (record slot) that is no longer implied without it, if any.
    case implied(promoted: Int32?)
}

extension SolverState {
    /// The direction of the required equality recorded at `slot` (cached per equality set).
    mutating func equalityDirection(of slot: Int32) -> EqualityDirection {
        if let cached = directions[slot], cached.version == equalityVersion {
            return .direction(cached.cells)
        }
        var eliminated = 0
        var work = 0
        var result: EqualityDirection?
        if searchesDirectionsLocally {
            result = localEqualityDirection(of: slot, eliminated: &eliminated, work: &work)
        }
        let direction = result ?? computeEqualityDirection(of: slot, eliminated: &eliminated, work: &work)
        eliminatedEqualityCount += eliminated
        directionWork += work
        if case .direction(let cells) = direction {
            directions[slot] = (equalityVersion, cells)
        }
        return direction
    }

    /// Gaussian elimination of all the required equalities connected to the one at `slot`
    /// (SparseElimination.swift): the other non-redundant ones (they are independent), then the
    /// redundant ones in order of addition until one is no longer implied without this one (it
    /// is promoted, and then this one is implied: at most one can be), then this one reduced
    /// to the free variables. ``localEqualityDirection(of:eliminated:work:)`` is tried first.
    /// - Parameters:
    ///   - eliminated: grows by the number of equalities eliminated.
    ///   - work: grows by the cells read and written.
    func computeEqualityDirection(of slot: Int32, eliminated: inout Int, work: inout Int) -> EqualityDirection
    {
        let component = requiredEqualities(connectedTo: slot)
        eliminated += component.count
        var elimination = SparseElimination()
        defer { work += elimination.work }
        let own = elimination.cells(of: records[Int(slot)]!.constraint, in: self)
        var redundant: [Int32] = []
        for other in component {
            let record = records[Int(other)]!
            if record.isRedundant {
                redundant.append(other)
            } else {
                elimination.append(elimination.cells(of: record.constraint, in: self))
            }
        }
        elimination.factor()
        for other in redundant {
            let cells = elimination.reduced(elimination.cells(of: records[Int(other)]!.constraint, in: self))
            if cells.isEmpty { continue }
            elimination.appendPivoted(cells)
            let reducedOwn = elimination.reduced(own)
            if reducedOwn.isEmpty { return .implied(promoted: other) }
            break
        }
        let reducedOwn = elimination.reduced(own)
        // Every equality connected to this one is pivoted, so any free variable of its reduced
        // row will do. As near the equality: a large coefficient (stability), then the fewest
        // variables moved (fewer rows to shift), the first on a tie; of the first few.
        guard let largest = reducedOwn.map({ abs($0.coefficient) }).max() else {
            return .implied(promoted: nil)
        }
        var best: ContiguousArray<Cell>?
        for free in reducedOwn.lazy.filter({ abs($0.coefficient) >= 0.1 * largest }).prefix(4) {
            let direction = elimination.direction(moving: free.symbol, by: -1 / free.coefficient)
            if direction.count < best?.count ?? Int.max { best = direction }
        }
        return .direction(best!)
    }

    /// The required equalities connected to the one at `slot` through shared symbols, but not
    /// it, in order of addition.
    func requiredEqualities(connectedTo slot: Int32) -> [Int32] {
        var found = Set<Int32>([slot])
        var component: [Int32] = []
        var queue = distinctSymbols(of: records[Int(slot)]!.constraint)
        var seenSymbols = Set(queue)
        var next = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            for other in adjacency[Int(symbol)] where !found.contains(other) {
                guard let record = records[Int(other)], record.isRequiredEquality else { continue }
                found.insert(other)
                component.append(other)
                for neighbour in distinctSymbols(of: record.constraint)
                where seenSymbols.insert(neighbour).inserted {
                    queue.append(neighbour)
                }
            }
        }
        // (The closure reads the records alone: one that read `self` would copy the state.)
        let records = self.records
        component.sort { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
        return component
    }

    /// The change of every row constant (by row slot) when the required equality's constant
    /// grows by 1, given its variables' direction.
    func rowShifts(for direction: ContiguousArray<Cell>) -> [(slot: Int32, shift: Double)] {
        // Δz over symbols: the variables' direction plus the markers that absorb it.
        var deltaZ: [Int32: Double] = [:]
        var order: [Int32] = []
        func add(_ symbol: Int32, _ value: Double) {
            if let old = deltaZ[symbol] {
                deltaZ[symbol] = old + value
            } else {
                deltaZ[symbol] = value
                order.append(symbol)
            }
        }
        var visited = Set<Int32>()
        for cell in direction {
            add(cell.symbol, cell.coefficient)
        }
        for cell in direction {
            for recordSlot in adjacency[Int(cell.symbol)] where visited.insert(recordSlot).inserted {
                let record = records[Int(recordSlot)]!
                if record.isRequiredEquality { continue }
                var disturbance = 0.0
                record.constraint.forEachTerm { variable, coefficient in
                    guard let symbol = symbol(of: variable), let move = deltaZ[symbol],
                        tableau.kinds[Int(symbol)] == .external
                    else { return }
                    disturbance += coefficient * move
                }
                if disturbance != 0 { add(record.marker, -disturbance / record.markerCoefficient) }
            }
        }
        // Row constants: Δz_b − Σ_j a_bj·Δz_j.
        var shifts: [Int32: Double] = [:]
        var touched: [Int32] = []
        func shift(_ slot: Int32, _ value: Double) {
            if let old = shifts[slot] {
                shifts[slot] = old + value
            } else {
                shifts[slot] = value
                touched.append(slot)
            }
        }
        for symbol in order {
            let move = deltaZ[symbol]!
            if move == 0 { continue }
            let slot = tableau.rowOf[Int(symbol)]
            if slot >= 0 {
                shift(slot, move)
            } else {
                for target in tableau.columns[Int(symbol)] {
                    shift(target, -tableau.rows[Int(target)].coefficient(of: symbol) * move)
                }
            }
        }
        return touched.map { ($0, shifts[$0]!) }
    }

    /// Removes a required equality: redundant ones have no row; otherwise its column is
    /// recomputed and inserted as a temporary dummy, whose row is then dropped.
    mutating func removeRequiredEquality(recordAt slot: Int32) {
        let record = records[Int(slot)]!
        if record.isRedundant { return }
        switch equalityDirection(of: slot) {
        case .implied(let promoted):
            // The others imply it: the solution set does not change. The redundant equality
            // it was standing in for takes over its role.
            if let promoted {
                records[Int(promoted)]!.isRedundant = false
                equalityVersion += 1
            }
        case .direction(let direction):
            let dummy = makeSymbol(.dummy)
            for (target, shift) in rowShifts(for: direction) where abs(shift) >= Tableau.epsilon {
                tableau.rows[Int(target)].insertCell(Cell(symbol: dummy, coefficient: shift))
                tableau.appendToColumn(dummy, target)
                // The objective, written in parametric symbols, sees the dummy through the
                // rows of the basic symbols that cost something.
                let (strength, preference) = objectiveStrengths(ofBasic: tableau.rows[Int(target)].basic)
                if let strength {
                    tableau.addCost(
                        strength.weight * shift, to: dummy, level: levelIndex(strength.level).index)
                }
                if let preference {
                    tableau.addCost(
                        preference.weight * shift, to: dummy, level: levelIndex(preference.level).index)
                }
            }
            removeMarkerRow(dummy)
            releaseDropped(dummy)
        }
    }
}

extension SolverState {
    /// Changes the constant of a required constraint by `delta` and restores feasibility.
    /// - Returns: false, with the state unchanged, when the required constraints can no longer
    ///   all hold.
    mutating func shiftRequiredConstant(recordAt slot: Int32, by delta: Double) -> Bool {
        let record = records[Int(slot)]!
        var shifts: [(slot: Int32, shift: Double)]
        if record.isRequiredEquality && record.marker < 0 {
            if record.isRedundant { return false }
            guard case .direction(let direction) = equalityDirection(of: slot) else { return false }
            shifts = rowShifts(for: direction)
        } else {
            // A slack, or the dummy of a definition or of an equality implied by definitions:
            // its column is how the constant moves every row.
            let move = -1 / record.markerCoefficient
            let markerSlot = tableau.rowOf[Int(record.marker)]
            if markerSlot >= 0 {
                shifts = [(markerSlot, move)]
            } else {
                shifts = tableau.columns[Int(record.marker)].map {
                    ($0, -tableau.rows[Int($0)].coefficient(of: record.marker) * move)
                }
            }
        }
        tableau.beginUndo()
        let queued = tableau.infeasible.count
        for (target, shift) in shifts {
            tableau.willChangeRow(target)
            tableau.rows[Int(target)].shiftConstant(by: delta * shift)
            notePossiblyInfeasible(target)
        }
        if tableau.infeasible.count == queued || tableau.dualOptimize() {
            tableau.commitUndo()
            if record.isDefinition {
                definitions.setConstant(record.constant + delta, ofDummy: record.marker)
                if let variable = definitions.variableOfDummy[record.marker] {
                    tableau.noteValueChange(of: variable)
                }
            }
            return true
        }
        tableau.rollBack()
        return false
    }
}
