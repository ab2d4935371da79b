// Required equalities without marker symbols: how one of them moves the tableau.
//
// kiwi gives each required equality a dummy symbol whose column records how the constraint's
// constant feeds every row; that column is exactly what removal and constant changes need, but
// keeping it in the rows makes them dense. We keep nothing and recompute the column on demand:
//
// 1. Direction. Find a change y of the variables that moves this equality's expression by -1
//    and leaves every other required equality unchanged: Gauss-Jordan elimination of the other
//    required equalities connected to it (through shared variables), then one free variable of
//    its reduced row fixed to satisfy it. Usually only its neighbours need eliminating
//    (SolverState+LocalDirection.swift). y depends only on the set of required equalities, so
//    it is cached until that set changes: repeated constant changes skip this step.
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
        let result =
            localEqualityDirection(of: slot, eliminated: &eliminated)
            ?? computeEqualityDirection(of: slot, eliminated: &eliminated)
        eliminatedEqualityCount += eliminated
        if case .direction(let cells) = result {
            directions[slot] = (equalityVersion, cells)
        }
        return result
    }

    /// Gauss-Jordan elimination of all the required equalities connected to the one at `slot`:
    /// the other non-redundant ones first (they are independent), then the redundant ones, then
    /// this one. See the file comment; ``localEqualityDirection(of:eliminated:)`` is tried first.
    /// - Parameter eliminated: grows by the number of equalities eliminated.
    func computeEqualityDirection(of slot: Int32, eliminated: inout Int) -> EqualityDirection {
        // The connected required equalities, through shared symbols, in a deterministic order.
        var inComponent = Set<Int32>([slot])
        var queue = distinctSymbols(of: records[Int(slot)]!.constraint)
        var seenSymbols = Set(queue)
        var component: [ConstraintRecord] = []
        var componentSlots: [Int32] = []
        while !queue.isEmpty {
            let symbol = queue.removeFirst()
            for other in adjacency[Int(symbol)] where !inComponent.contains(other) {
                guard let record = records[Int(other)], record.isRequiredEquality else { continue }
                inComponent.insert(other)
                component.append(record)
                componentSlots.append(other)
                for next in distinctSymbols(of: record.constraint) where seenSymbols.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        let order = component.indices.sorted {
            let a = component[$0]
            let b = component[$1]
            return a.isRedundant != b.isRedundant ? !a.isRedundant : a.sequence < b.sequence
        }

        var mini = LocalElimination()
        var newSymbols: [Int32] = []
        var promoted: Int32?
        eliminated += order.count
        for index in order {
            let madeRow = mini.eliminate(
                component[index].constraint, in: self, eliminated: inComponent, newSymbols: &newSymbols)
            if madeRow && component[index].isRedundant { promoted = componentSlots[index] }
        }
        let own = mini.reducedRow(records[Int(slot)]!.constraint, in: self, newSymbols: &newSymbols)
        if own.cells.isEmpty { return .implied(promoted: promoted) }
        // Every equality connected to this one is eliminated, so any free variable will do.
        guard let direction = closedDirection(own, mini, inComponent) else {
            preconditionFailure("no free variable in the reduced row of a required equality")
        }
        return .direction(direction)
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
                tableau.columns[Int(dummy)].append(target)
                // The objective, written in parametric symbols, sees the dummy through the
                // rows of basic error symbols.
                let basic = tableau.rows[Int(target)].basic
                let owner = symbolOwners[Int(basic)]
                if owner >= 0, tableau.kinds[Int(basic)] == .error, let ownerRecord = records[Int(owner)] {
                    let level = levelIndex(ownerRecord.strength.level).index
                    tableau.addCost(ownerRecord.strength.weight * shift, to: dummy, level: level)
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
            }
            return true
        }
        tableau.rollBack()
        return false
    }
}
