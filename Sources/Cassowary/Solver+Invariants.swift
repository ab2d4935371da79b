// Internal consistency checks for tests and debugging.

extension Solver {
    /// Checks the tableau's internal consistency and returns a description of every violation
    /// (empty when all is well). Meant for tests and debug builds; it does not change anything.
    ///
    /// Checked: rows are sorted with no zero cells and never contain a basic symbol; the basis
    /// map and the column index match the rows exactly; restricted rows are feasible; only
    /// external symbols have offsets; the objective has no basic symbols, no lexicographically
    /// negative pivotable cost and no cost on a parametric external symbol (it is optimal); every
    /// constraint's marker symbols exist; level bookkeeping matches the constraints (a level
    /// no constraint uses any more costs nothing); the objective's blocks belong to parametric
    /// symbols, and free ones are zero; the definitions are consistent; the kept adjacency
    /// lists match the constraints.
    /// - Complexity: O(size of the tableau · log).
    public func _checkInvariants() -> [String] {
        state.invariantViolations()
    }
}

extension SolverState {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        if t.scratch.values.count != t.kinds.count || t.scratch.isTouched.count != t.kinds.count
            || !t.scratch.touched.isEmpty || t.scratch.isTouched.contains(true)
        {
            problems.append("the scratch row has no clean place for every symbol")
        }
        var expectedColumns = [[Int32]](repeating: [], count: t.kinds.count)
        for (index, row) in t.rows.enumerated() where row.basic >= 0 {
            let slot = Int32(index)
            if t.rowOf[Int(row.basic)] != slot {
                problems.append("rowOf mismatch for \(name(of: row.basic))")
            }
            var previous: Int32 = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(name(of: row.basic)) not sorted") }
                previous = cell.symbol
                if abs(cell.coefficient) < Tableau.epsilon {
                    problems.append("zero cell in \(name(of: row.basic))")
                }
                if t.rowOf[Int(cell.symbol)] >= 0 {
                    problems.append("basic \(name(of: cell.symbol)) inside row \(name(of: row.basic))")
                }
                expectedColumns[Int(cell.symbol)].append(slot)
            }
            let kind = t.kinds[Int(row.basic)]
            if kind != .external && row.constant < -Tableau.epsilon {
                problems.append("infeasible row \(name(of: row.basic)) = \(row.constant)")
            }
            if kind == .dummy && abs(row.constant) > Tableau.epsilon {
                problems.append("non-zero dummy row \(name(of: row.basic))")
            }
        }
        for symbol in 0..<t.kinds.count {
            let slot = t.rowOf[symbol]
            if slot >= 0 && (Int(slot) >= t.rows.count || t.rows[Int(slot)].basic != Int32(symbol)) {
                problems.append("rowOf points to a wrong row for \(name(of: Int32(symbol)))")
            }
            if t.columns[symbol].sorted() != expectedColumns[symbol].sorted() {
                problems.append("column index wrong for \(name(of: Int32(symbol)))")
            }
            let place = t.columnIndex.place(of: Int32(symbol))
            if place >= 0 && !t.columnIndex.matches(t.columns[symbol], place: place) {
                problems.append("indexed positions wrong in the column of \(name(of: Int32(symbol)))")
            }
            for level in 0..<t.levelCount where t.cost(of: Int32(symbol), at: level) != 0 {
                if slot >= 0 { problems.append("basic \(name(of: Int32(symbol))) in objective") }
            }
            let (_, lead) = t.leadingCost(Int32(symbol))
            if lead < 0 && t.kinds[symbol].isPivotable && slot < 0 {
                problems.append("objective not optimal: \(name(of: Int32(symbol))) costs \(lead)")
            }
            if lead != 0 && t.kinds[symbol] == .external && slot < 0 {
                problems.append("objective not optimal: free \(name(of: Int32(symbol))) costs \(lead)")
            }
            if t.offsets[symbol] != 0 && t.kinds[symbol] != .external {
                problems.append("offset on restricted \(name(of: Int32(symbol)))")
            }
        }
        problems += costBlockViolations()
        var uses: [Int: Int] = [:]
        for record in records.compactMap({ $0 }) {
            if Int(record.marker) >= t.kinds.count {
                problems.append("bad marker for \(record.constraint)")
            } else if record.isRequiredEquality {
                // No marker, or a definition's dummy.
                if record.marker >= 0 && (t.kinds[Int(record.marker)] != .dummy || !record.isDefinition) {
                    problems.append("bad marker for \(record.constraint)")
                }
                if record.isDefinition && definitions.variableOfDummy[record.marker] == nil {
                    problems.append("definition without its variable: \(record.constraint)")
                }
            } else if record.marker < 0 || record.isDefinition {
                problems.append("bad marker for \(record.constraint)")
            }
            if !record.strength.isRequired { uses[record.strength.level, default: 0] += 1 }
            if let second = record.secondLevelStrength { uses[second.level, default: 0] += 1 }
            if let slack = record.constraint.slackStrength {
                if !record.isRequired || record.relation == .equal {
                    problems.append("a slack strength on \(record.constraint)")
                }
                uses[slack.level, default: 0] += 1
            }
            if let preference = record.constraint.preferenceStrength {
                if record.isRequired || record.relation != .equal {
                    problems.append("a preference strength on \(record.constraint)")
                }
                uses[preference.level, default: 0] += 1
            }
        }
        let usedLevels = levels.indices.filter { levelUses[$0] > 0 }.map { levels[$0] }
        if usedLevels != uses.keys.sorted() {
            problems.append("levels in use: \(usedLevels) vs \(uses.keys.sorted())")
        }
        for (index, level) in levels.enumerated() where uses[level, default: 0] != levelUses[index] {
            problems.append("level \(level) use count \(levelUses[index]) vs \(uses[level] ?? 0)")
        }
        // A level kept after its last constraint went must cost nothing: a residue on it would
        // steer the simplex from above the levels in use.
        for index in levels.indices where levelUses[index] == 0 {
            for symbol in 0..<t.kinds.count where t.cost(of: Int32(symbol), at: index) != 0 {
                problems.append("\(name(of: Int32(symbol))) costs on unused level \(levels[index])")
            }
        }
        if Array(levels) != levels.sorted() { problems.append("levels not sorted") }
        problems += definitionViolations()
        problems += adjacencyViolations()
        return problems
    }

    /// Checks that the kept adjacency lists hold what a fresh build would, in any order, and
    /// that every free symbol is free once and referred to by nothing.
    func adjacencyViolations() -> [String] {
        var problems: [String] = []
        if adjacency.count != tableau.kinds.count || symbolOwners.count != tableau.kinds.count {
            problems.append("per-symbol lists of \(adjacency.count), \(symbolOwners.count) symbols")
            return problems
        }
        var free = Set<Int32>()
        for (position, symbol) in freeVariableSymbols.enumerated()
        where freeVariablePositions[symbol] != Int32(position) {
            problems.append("free variable symbol \(symbol) listed at \(position)")
        }
        if freeVariablePositions.count != freeVariableSymbols.count {
            problems.append("free variable symbols: \(freeVariablePositions.count) positions")
        }
        for symbol in freeSymbols + freeVariableSymbols {
            let index = Int(symbol)
            if !free.insert(symbol).inserted { problems.append("symbol \(symbol) freed twice") }
            if tableau.rowOf[index] >= 0 || !tableau.columns[index].isEmpty || tableau.costBlock[index] >= 0
                || symbolOwners[index] >= 0 || !definitions.isUnused(symbol)
            {
                problems.append("free symbol \(symbol) in use")
            }
        }
        for (position, symbol) in externals.enumerated() where symbolOwners[Int(symbol)] != Int32(position) {
            problems.append("external \(name(of: symbol)) listed at \(position)")
        }
        var expected = [[Int32]](repeating: [], count: tableau.kinds.count)
        for slot in records.indices {
            guard let record = records[slot] else { continue }
            for symbol in adjacentSymbols(of: record.constraint) { expected[Int(symbol)].append(Int32(slot)) }
        }
        for symbol in expected.indices {
            let kept = symbol < adjacency.count ? adjacency[symbol].sorted() : []
            if kept != expected[symbol].sorted() {
                problems.append("adjacency of \(name(of: Int32(symbol))): \(kept) for \(expected[symbol])")
            }
        }
        return problems
    }

    /// The objective's blocks: each symbol's block belongs to it, its spare places are zero, a
    /// free block is all zeros and listed once, no basic symbol keeps one outside of an undo
    /// log, and the blocks fill ``Tableau/cost`` exactly; the non-zero coefficients of each
    /// level are counted right (unless a roll-back left the counts to be made again).
    func costBlockViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        if t.costBlock.count != t.kinds.count {
            problems.append("cost blocks for \(t.costBlock.count) symbols")
        }
        if t.cost.count != t.costBlockOwner.count * t.costStride || t.costStride < t.levelCount {
            problems.append("cost array size")
        }
        for (symbol, block) in t.costBlock.enumerated() where block >= 0 {
            if Int(block) >= t.costBlockOwner.count || t.costBlockOwner[Int(block)] != Int32(symbol) {
                problems.append("cost block of \(name(of: Int32(symbol))) owned by another")
            }
            if t.undo == nil && t.rowOf[symbol] >= 0 {
                problems.append("basic \(name(of: Int32(symbol))) keeps a cost block")
            }
            let base = Int(block) * t.costStride
            if t.cost[base + t.levelCount..<base + t.costStride].contains(where: { $0 != 0 }) {
                problems.append("a spare place of \(name(of: Int32(symbol)))'s cost block is not zero")
            }
        }
        var free = Set<Int32>()
        for block in t.freeCostBlocks {
            if !free.insert(block).inserted { problems.append("cost block \(block) freed twice") }
            if Int(block) >= t.costBlockOwner.count || t.costBlockOwner[Int(block)] != -1 {
                problems.append("free cost block \(block) has an owner")
            } else {
                let base = Int(block) * t.costStride
                if t.cost[base..<base + t.costStride].contains(where: { $0 != 0 }) {
                    problems.append("free cost block \(block) is not zero")
                }
            }
        }
        let owned = t.costBlockOwner.filter { $0 >= 0 }.count
        if owned + free.count != t.costBlockOwner.count { problems.append("a cost block is lost") }
        if !t.nonzeroCostsAreStale {
            var counted = t
            counted.countNonzeroCosts()
            if counted.nonzeroCosts != t.nonzeroCosts {
                problems.append("non-zero costs counted \(t.nonzeroCosts), there are \(counted.nonzeroCosts)")
            }
        }
        return problems
    }

    /// Checks of the definitions: each defines an external symbol that is in no row, not
    /// basic and without cost, through a live definition record whose marker is its dummy.
    func definitionViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        if definitions.list.count != definitions.variableOfDummy.count {
            problems.append(
                "definitions: \(definitions.list.count), dummies: \(definitions.variableOfDummy.count)")
        }
        var dependents = [Int32: [Int32]]()
        for definition in definitions.list {
            for term in definition.terms { dependents[term.symbol, default: []].append(definition.variable) }
        }
        for (symbol, variables) in dependents {
            if definitions.dependentCount(of: symbol) != variables.count {
                problems.append(
                    "dependents of \(name(of: symbol)): \(definitions.dependentCount(of: symbol)) for \(variables.count)"
                )
            }
            if definitions.dependents(of: symbol).sorted() != variables.sorted() {
                problems.append("the dependent edges of \(name(of: symbol)) are not its dependents")
            }
        }
        for (index, definition) in definitions.list.enumerated() {
            let symbol = definition.variable
            let label = name(of: symbol)
            if definitions.index(of: symbol) != Int32(index) {
                problems.append("definition index of \(label)")
            }
            if t.kinds[Int(symbol)] != .external || t.rowOf[Int(symbol)] >= 0
                || !t.columns[Int(symbol)].isEmpty
                || !t.isCostFree(symbol)
            {
                problems.append("defined \(label) is in the tableau")
            }
            guard let record = records[Int(definition.record)], record.isDefinition,
                record.marker == definition.dummy, definitions.variableOfDummy[definition.dummy] == symbol
            else {
                problems.append("definition of \(label) has no record")
                continue
            }
        }
        for problem in definitions.orderViolations() { problems.append(problem) }
        return problems
    }
}

extension Solver {
    /// Diagnostics: the number of simplex pivots performed since the solver was created or
    /// reset (for benchmarks and tests of the pivoting rules).
    public var _pivotCount: Int { state.tableau.pivotCount }

    /// Diagnostics: the free symbols, kept for reuse, of constraints and of variables that went
    /// (see SolverState+SymbolReuse.swift).
    public var _freeSymbolCounts: (internal: Int, variables: Int) {
        (state.freeSymbols.count, state.freeVariableSymbols.count)
    }

    /// Diagnostics: how many variables left the solver (with their last constraint) with
    /// rounding residue in its rows, which was dropped (see SolverState+SymbolReuse.swift).
    public var _departureResidueCount: Int { state.departureResidueCount }

    /// Diagnostics: how many times the primal simplex perturbed a vertex where it stalled (see
    /// `Tableau.optimize()`).
    public var _perturbationCount: Int { state.tableau.perturbationCount }

    /// Diagnostics: the cells of the rows that row operations have walked so far (rows stored
    /// and removed, both rows of every row update), including work an undo took back: for
    /// tests that check a change costs as much in a system of any size.
    public var _rowCellWork: Int { state.tableau.rowCellWork }

    /// Diagnostics: the entries of column lists (the rows each symbol is in) read so far to
    /// find the ones to remove (for tests that check a change costs as much in a system of any
    /// size).
    public var _columnWork: Int { state.tableau.columnWork }

    /// Diagnostics: the objective coefficients visited so far to clear the levels whose last
    /// constraint went (for tests that check a change costs as much in a system of any size).
    public var _objectiveClearWork: Int { state.tableau.objectiveClearWork }

    /// Diagnostics: the entries of the lists of the constraints that mention each symbol
    /// walked so far to take constraints out of them (for tests that check a change costs as
    /// much in a system of any size).
    public var _adjacencyWork: Int { state.adjacencyWork }

    /// Diagnostics: the number of required equalities eliminated so far to work out how the
    /// removal or constant change of a required equality moves the tableau (for tests that
    /// check such a change costs what is near it, not the whole connected system).
    public var _eliminatedEqualityCount: Int { state.eliminatedEqualityCount }

    /// Diagnostics: the definitions evaluated so far to bring the defined variables' values up
    /// to date (for tests that check a change near the end of a chain evaluates the links it
    /// reaches, not every link).
    public var _definedValueEvaluations: Int { state.definedValueEvaluations }

    /// Diagnostics: the cells of equalities read or written so far to work out those moves
    /// (for tests that check the work grows with the equalities it has to reach, not faster).
    public var _directionWork: Int { state.directionWork }

    /// Diagnostics: how many times the order in which defined variables' values are computed
    /// has been rebuilt, a walk over every definition (for tests that check that taking a link
    /// out of a chain and putting it back keeps the order).
    public var _definitionOrderRebuildCount: Int { state.definitions.orderRebuildCount }

    /// Diagnostics: the symbols of the tableau, and how many of them hold a block of objective
    /// coefficients, with the free blocks kept for reuse (for tests that check the objective
    /// stores costs only for symbols that have some).
    public var _objectiveStorage: (symbols: Int, blocks: Int, freeBlocks: Int) {
        let t = state.tableau
        return (t.kinds.count, t.costBlockOwner.count - t.freeCostBlocks.count, t.freeCostBlocks.count)
    }

    /// Diagnostics: the objective's levels, and the length of a symbol's block of costs (the
    /// levels and the spare places a new level takes without moving any block; for tests).
    public var _objectiveLevels: (levels: Int, stride: Int) {
        (state.tableau.levelCount, state.tableau.costStride)
    }

    /// Diagnostics: the number of rows and of non-zero cells in the tableau.
    public var _tableauSize: (rows: Int, cells: Int) {
        var rows = 0
        var cells = 0
        for row in state.tableau.rows where row.basic >= 0 {
            rows += 1
            cells += row.cells.count
        }
        return (rows, cells)
    }
}
