/// The simplex tableau: rows of basic symbols in terms of parametric ones, a column index, and
/// the objective (one weighted row per strict priority level the solver keeps).
///
/// A value type so that a failing operation can be undone by restoring a copy (copy-on-write
/// makes taking the copy O(1); see ``Solver``).
///
/// Determinism: nothing here iterates a hashed collection. Rows keep cells in symbol-id order,
/// ties are broken by the lowest symbol id, and the column lists change only as a function of
/// the operations performed.
struct Tableau {
    /// Coefficients and constants closer to zero than this are zero (kiwi's tolerance).
    static let epsilon = 1.0e-8

    /// How far below zero a restricted row's constant may be and still count as feasible: it
    /// is rounding error, and the row is set to exactly zero instead of being pivoted. Without
    /// it, a degenerate system (an inequality that must hold with equality) leaves rows at
    /// -3.6e-15 that no pivot can repair, and a feasible constraint is refused.
    static let feasibilityTolerance = 1.0e-7

    /// How small a subject's coefficient may be beside the largest eligible one in its row
    /// (threshold pivoting, as sparse LU factorizations do): dividing by a small coefficient
    /// multiplies every coefficient and constant the row reaches, and with them their rounding
    /// error. Among the coefficients above the threshold the cheapest subject wins; layout rows,
    /// whose coefficients are mostly ±1, are unaffected. A hundredth, not the tenth some LU
    /// codes use: it already refuses the 1/12-beside-15 subject that made a feasible equality
    /// look infeasible (DegenerateSystemTests), and it departs less from the sparsity-only
    /// choice the benchmarks were tuned with (a tenth measured a grid's N = 1,000 resize at
    /// 66 µs against 41 µs in one run on a loaded machine, not confirmed since).
    static let pivotThreshold = 0.01

    /// How much of the larger operand a row constant that cancels may keep as rounding error:
    /// coefficients drift by about 10⁻¹² relative over many pivots, and a constant sums them
    /// times values of thousands of cells (10⁻¹⁰ of 10⁴ is 10⁻⁶ of a cell).
    static let constantCancellation = 1.0e-10

    /// How much of the larger operand an objective coefficient that cancels may keep as rounding
    /// error (weights go up to kiwi's strong, 10⁶).
    static let costCancellation = 1.0e-12

    /// `base + change`, or exactly 0 when the sum is only the rounding error of cancelling
    /// operands: below ``epsilon``, or below `relative` times the larger operand when they are
    /// large. Row constants and costs are updated through this, so that a quantity that should
    /// be zero is zero.
    @inline(__always)
    static func cancellingSum(_ base: Double, _ change: Double, relative: Double = constantCancellation)
        -> Double
    {
        let sum = base + change
        let scale = max(abs(base), abs(change))
        return abs(sum) < max(epsilon, scale * relative) ? 0 : sum
    }

    // MARK: Symbols

    /// The kind of every symbol, indexed by symbol id.
    var kinds: ContiguousArray<SymbolKind> = []
    /// The row slot where each symbol is basic, or -1 when it is parametric.
    var rowOf: ContiguousArray<Int32> = []
    /// For each symbol, the slots of the rows that contain it as a parametric symbol.
    var columns: ContiguousArray<ContiguousArray<Int32>> = []
    /// Where each entry of a few long columns is, for the columns often taken entries out of
    /// (see Tableau+ColumnIndex.swift).
    var columnIndex = ColumnIndex()
    /// For each symbol, the value it has when it is parametric: always 0 for a restricted
    /// symbol (it sits at its bound); for an external one, wherever it was when it left the
    /// basis (see Tableau+Parking.swift). A variable's value is its offset plus its row's
    /// constant when basic: rows are written in `symbol − offset`.
    var offsets: ContiguousArray<Double> = []

    // MARK: Rows

    /// Row storage; a free slot holds a row whose `basic` is -1.
    var rows: ContiguousArray<Row> = []
    /// Free row slots, reused last-in first-out.
    var freeRowSlots: ContiguousArray<Int32> = []

    // MARK: Objective

    /// The number of priority levels kept (in use, or unused and cleared).
    var levelCount = 0
    /// The length of a block of ``cost``: ``levelCount`` and, past the first level, spare places
    /// (always zero), so that a new level usually fits in every block where it is, with no new
    /// array (see ``insertLevel(at:)``).
    var costStride = 0
    /// The objective's coefficients, in blocks of ``costStride`` (level indices ascending, the
    /// last one the most important): a symbol's costs are at `cost[costBlock[symbol] *
    /// costStride + level]` when it has a block, and all zero when it has none. Only symbols
    /// that have had a cost since they were last basic have one (a stack of labels: the error
    /// symbols, a third of all), so the objective takes a third of the memory of a dense
    /// symbols × levels array, and a new level a third of the time (see Tableau+Objective.swift).
    var cost: ContiguousArray<Double> = []
    /// How many coefficients of each objective level are not zero: a level whose last
    /// constraint went is nearly always all zero already, and clearing it then costs nothing
    /// (see ``clearLevel(at:)``). Kept by every write to ``cost`` outside of the level moves.
    var nonzeroCosts: ContiguousArray<Int> = []
    /// Whether ``nonzeroCosts`` may be wrong: an undo log rolled costs back without counting;
    /// the next clear counts again.
    var nonzeroCostsAreStale = false
    /// Each symbol's block in ``cost``, or -1.
    var costBlock: ContiguousArray<Int32> = []
    /// The symbol each block of ``cost`` belongs to, or -1 for a free block (all zeros).
    var costBlockOwner: ContiguousArray<Int32> = []
    /// The free blocks, reused last-in first-out (not while an undo log is open: see
    /// Tableau+Undo.swift).
    var freeCostBlocks: ContiguousArray<Int32> = []
    /// Symbols whose cost may be lexicographically negative. Outside of an optimization every
    /// other symbol's cost is non-negative, so the entering symbol is found among these.
    var candidates: ContiguousArray<Int32> = []
    /// Whether a symbol is in ``candidates``.
    var isCandidate: ContiguousArray<Bool> = []

    /// Basic symbols of rows that may have become infeasible (negative constant), for the dual
    /// simplex.
    var infeasible: ContiguousArray<Int32> = []

    /// Pivots performed so far (statistics for benchmarks and tests).
    var pivotCount = 0
    /// Degenerate vertices perturbed so far (see ``optimize()``; statistics for tests).
    var perturbationCount = 0
    /// The degenerate run after which ``optimize()`` perturbs the vertex, when set; otherwise
    /// ``stallLimit`` plus one per row. Tests set it low so that the perturbation runs on
    /// systems small enough for the exact reference.
    var stallThreshold: Int?
    /// The cells of the rows that row operations have walked so far: a row stored or removed,
    /// and both rows of every `target += factor · source` (statistics for tests that check a
    /// change costs what it touches: a row that runs the length of a stack makes every pivot
    /// through it cost the stack's length). Work that an undo log takes back stays counted.
    var rowCellWork = 0
    /// The entries of column lists read to find one to remove (statistics for tests: removing
    /// many rows from one long column one at a time costs the column's length each).
    var columnWork = 0

    /// The objective coefficients that clearing levels has visited (statistics for tests: a
    /// level whose last constraint went costs nothing to clear when it is all zero already).
    var objectiveClearWork = 0

    /// Whether external symbols that become basic are parked (see Tableau+Parking.swift).
    var parksVariables = false

    /// External symbols that pivots made basic since ``parkEnteredExternals()`` last ran.
    var enteredExternals: ContiguousArray<Int32> = []
    /// Whether each symbol has moved in the running dual simplex (a symbol moves once at most),
    /// and the symbols that moved (see ``repairByMovingParked(rowAt:limit:)``).
    var hasMoved: ContiguousArray<Bool> = []
    var movedSymbols: ContiguousArray<Int32> = []

    /// The accumulator used to build new rows.
    var scratch = ScratchRow()

    /// The open undo log, if a change may have to be taken back (see Tableau+Undo.swift).
    var undo: UndoLog?
    /// The symbols whose values may have changed since the defined values were last
    /// computed (see Tableau+ValueLog.swift).
    var valueLog = ValueLog()
    /// Marks of what the open undo log has saved.
    var undoStamps = UndoStamps()

    // MARK: Symbol management

    /// Creates a symbol of the given kind; ids are assigned in order of creation.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        offsets.append(0)
        hasMoved.append(false)
        isCandidate.append(false)
        costBlock.append(-1)
        // The scratch row grows with the symbols, not when a row first mentions a new one:
        // growing it then copied every entry at once, in the middle of one small change (the
        // first hide in a stack of 1,000 labels spent a fifth of its time there).
        scratch.values.append(0)
        scratch.isTouched.append(false)
        return symbol
    }

    /// Whether `symbol` is basic.
    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

    /// The current value of `symbol`: its offset, plus its row's constant when it is basic.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return offsets[Int(symbol)] + (slot >= 0 ? rows[Int(slot)].constant : 0)
    }

    // MARK: Rows and the column index

    /// Stores `row` (whose `basic` must be set) and indexes its cells.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = freeRowSlots.popLast() {
            slot = free
            willChangeRow(slot)
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        willChangeRowOf(row.basic)
        rowOf[Int(row.basic)] = slot
        rowCellWork &+= row.cells.count
        for cell in row.cells {
            appendToColumn(cell.symbol, slot)
        }
        return slot
    }

    /// Removes the row at `slot` from the tableau and the column index and returns it.
    @discardableResult
    mutating func removeRow(at slot: Int32) -> Row {
        willChangeRow(slot)
        let row = rows[Int(slot)]
        rows[Int(slot)] = .empty
        rowCellWork &+= row.cells.count
        for cell in row.cells { removeFromColumn(cell.symbol, slot) }
        willChangeRowOf(row.basic)
        rowOf[Int(row.basic)] = -1
        freeRowSlots.append(slot)
        return row
    }

    /// Removes `slot` from the column list of `symbol` (the last entry takes its place).
    @inline(__always)
    mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
        willChangeColumn(symbol)
        if !columnIndex.isEmpty {
            let place = columnIndex.place(of: symbol)
            if place >= 0 {
                removeIndexedEntry(slot, fromColumnOf: symbol, place: place)
                return
            }
        }
        let distance = columns[Int(symbol)].withUnsafeMutableBufferPointer { column in
            var index = column.count - 1
            while index >= 0 && column[index] != slot { index -= 1 }
            precondition(index >= 0, "column index out of sync")
            column[index] = column[column.count - 1]
            return column.count - index
        }
        columnWork &+= distance
        columns[Int(symbol)].removeLast()
        if distance >= Self.longColumnWalk { noteColumnWalk(distance, inColumnOf: symbol) }
    }

    /// Appends `slot` to the column list of `symbol`.
    @inline(__always)
    mutating func appendToColumn(_ symbol: Int32, _ slot: Int32) {
        if !columnIndex.isEmpty {
            let place = columnIndex.place(of: symbol)
            if place >= 0 { columnIndex.note(slot, at: columns[Int(symbol)].count, place: place) }
        }
        willChangeColumn(symbol)
        // Most columns hold a slot or two: a new one gets the smallest block (room for two)
        // and doubles from there. Room for eight at once cost a stack of 10,000 labels 1 MB
        // of its peak resident memory, and saved the 1,000-view grid 0.5% of its instructions.
        columns[Int(symbol)].append(slot)
    }

    /// Empties the column list of `symbol` and returns what it held.
    mutating func takeColumn(_ symbol: Int32) -> ContiguousArray<Int32> {
        willChangeColumn(symbol)
        columnIndex.forget(symbol)
        var column = ContiguousArray<Int32>()
        swap(&column, &columns[Int(symbol)])
        return column
    }

    /// Removes `symbol` from the row at `slot` without touching the symbol's column list, and
    /// returns its coefficient (0 when absent).
    mutating func takeCell(_ symbol: Int32, fromRowAt slot: Int32) -> Double {
        let (found, index) = rows[Int(slot)].search(symbol)
        guard found else { return 0 }
        willChangeRow(slot)
        return rows[Int(slot)].cells.remove(at: index).coefficient
    }

    /// `rows[slot] += factor · source`, keeping cells sorted, dropping cells that cancel, and
    /// updating the column index; a restricted row that turns negative is queued for the dual
    /// simplex.
    mutating func addScaled(_ source: Row, _ factor: Double, toRowAt slot: Int32) {
        let target = Int(slot)
        willChangeRow(slot)
        rows[target].shiftConstant(by: factor * source.constant)
        let sourceCount = source.cells.count
        let targetCount = rows[target].cells.count
        rowCellWork &+= sourceCount &+ targetCount
        if sourceCount * 4 < targetCount {
            mergeBySearch(source, factor, target)
        } else {
            mergeLinearly(source, factor, target)
        }
        let basic = rows[target].basic
        if rows[target].constant < 0 && kinds[Int(basic)] != .external {
            infeasible.append(basic)
        }
    }

    /// Merges a small source row into a large target row cell by cell (binary search).
    private mutating func mergeBySearch(_ source: Row, _ factor: Double, _ target: Int) {
        var start = 0
        for cell in source.cells {
            let value = factor * cell.coefficient
            let (found, index) = rows[target].search(cell.symbol, from: start)
            if found {
                let sum = rows[target].cells[index].coefficient + value
                if abs(sum) < Tableau.epsilon {
                    rows[target].cells.remove(at: index)
                    removeFromColumn(cell.symbol, Int32(target))
                    start = index
                } else {
                    rows[target].cells[index].coefficient = sum
                    start = index + 1
                }
            } else if abs(value) >= Tableau.epsilon {
                rows[target].cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: index)
                appendToColumn(cell.symbol, Int32(target))
                start = index + 1
            } else {
                start = index
            }
        }
    }

    /// Merges two rows of comparable size with linear passes: count what the result needs, then
    /// merge in place from the back when the storage holds exactly that, or into a new array of
    /// exactly the right size otherwise (a row lives long: spare capacity left by cancellations
    /// or growth would stay with it).
    private mutating func mergeLinearly(_ source: Row, _ factor: Double, _ target: Int) {
        let slot = Int32(target)
        var cells = rows[target].cells
        rows[target].cells = []  // sole owner of the storage while merging
        let oldCount = cells.count
        var missing = 0
        var cancelled = 0
        cells.withUnsafeBufferPointer { t in
            source.cells.withUnsafeBufferPointer { s in
                var i = 0
                var j = 0
                while j < s.count {
                    if i == t.count || s[j].symbol < t[i].symbol {
                        if abs(factor * s[j].coefficient) >= Tableau.epsilon { missing += 1 }
                        j += 1
                    } else if s[j].symbol == t[i].symbol {
                        if abs(t[i].coefficient + factor * s[j].coefficient) < Tableau.epsilon {
                            cancelled += 1
                        }
                        i += 1
                        j += 1
                    } else {
                        i += 1
                    }
                }
            }
        }
        let finalCount = oldCount + missing - cancelled
        if oldCount + missing > cells.capacity || cells.capacity - finalCount > 0 {
            rows[target].cells = mergedCopy(cells, source, factor, slot, capacity: finalCount)
            return
        }
        for _ in 0..<missing { cells.append(Cell(symbol: 0, coefficient: 0)) }
        cells.withUnsafeMutableBufferPointer { t in
            source.cells.withUnsafeBufferPointer { s in
                var i = oldCount - 1
                var j = s.count - 1
                var k = oldCount + missing - 1
                while j >= 0 {
                    if i >= 0 && t[i].symbol > s[j].symbol {
                        t[k] = t[i]
                        i -= 1
                        k -= 1
                    } else if i >= 0 && t[i].symbol == s[j].symbol {
                        let sum = t[i].coefficient + factor * s[j].coefficient
                        t[k] = Cell(symbol: t[i].symbol, coefficient: sum)
                        i -= 1
                        j -= 1
                        k -= 1
                    } else {
                        let value = factor * s[j].coefficient
                        if abs(value) >= Tableau.epsilon {
                            t[k] = Cell(symbol: s[j].symbol, coefficient: value)
                            k -= 1
                            appendToColumn(s[j].symbol, slot)
                        }
                        j -= 1
                    }
                }
            }
        }
        if cancelled > 0 {
            var kept = 0
            for index in cells.indices {
                let cell = cells[index]
                if abs(cell.coefficient) < Tableau.epsilon {
                    removeFromColumn(cell.symbol, slot)
                } else {
                    cells[kept] = cell
                    kept += 1
                }
            }
            cells.removeLast(cells.count - kept)
        }
        rows[target].cells = cells
    }

    /// `target + factor · source` as a new array of `capacity` cells (the exact count),
    /// updating the column index of row `slot` as the merge in place does.
    private mutating func mergedCopy(
        _ target: ContiguousArray<Cell>, _ source: Row, _ factor: Double, _ slot: Int32, capacity: Int
    ) -> ContiguousArray<Cell> {
        var merged = ContiguousArray<Cell>()
        merged.reserveCapacity(capacity)
        target.withUnsafeBufferPointer { t in
            source.cells.withUnsafeBufferPointer { s in
                var i = 0
                var j = 0
                while i < t.count || j < s.count {
                    if j == s.count || (i < t.count && t[i].symbol < s[j].symbol) {
                        merged.append(t[i])
                        i += 1
                    } else if i == t.count || s[j].symbol < t[i].symbol {
                        let value = factor * s[j].coefficient
                        if abs(value) >= Tableau.epsilon {
                            merged.append(Cell(symbol: s[j].symbol, coefficient: value))
                            appendToColumn(s[j].symbol, slot)
                        }
                        j += 1
                    } else {
                        let sum = t[i].coefficient + factor * s[j].coefficient
                        if abs(sum) < Tableau.epsilon {
                            removeFromColumn(t[i].symbol, slot)
                        } else {
                            merged.append(Cell(symbol: t[i].symbol, coefficient: sum))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        return merged
    }

    /// Replaces `symbol` everywhere (other rows and the objective) by the
    /// row at `slot`, which defines it. The symbol's column becomes empty.
    mutating func substitute(_ symbol: Int32, definedByRowAt slot: Int32) {
        let definition = rows[Int(slot)]
        let column = takeColumn(symbol)
        // The cells that cancel take entries out of other columns, which may be long (the rows
        // of a chain that all held the same symbol): see Tableau+ColumnIndex.swift.
        for target in column where target != slot {
            let coefficient = takeCell(symbol, fromRowAt: target)
            addScaled(definition, coefficient, toRowAt: target)
        }
        substituteInObjective(symbol, definition)
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves the basis, and
    /// substitutes the new definition everywhere.
    ///
    /// A restricted symbol leaves at 0 (its bound), so the pivot moves the solution by the
    /// row's constant; an external one leaves at its current value when variables are parked
    /// (its offset takes the constant first), so the pivot only changes the basis, and at 0
    /// in the classic tableau.
    mutating func pivot(rowAt slot: Int32, entering: Int32) {
        pivotCount += 1
        if parksVariables && kinds[Int(rows[Int(slot)].basic)] == .external { rebase(rowAt: slot) }
        willChangeRow(slot)
        var row = rows[Int(slot)]
        rows[Int(slot)] = .empty
        let leaving = row.basic
        let (found, index) = row.search(entering)
        precondition(found, "pivot on a symbol the row does not contain")
        let coefficient = row.cells.remove(at: index).coefficient
        // leaving = k + a·entering + Σ → entering = (leaving - k - Σ) / a
        let (_, insertAt) = row.search(leaving)
        row.cells.insert(Cell(symbol: leaving, coefficient: -1), at: insertAt)
        let factor = -1 / coefficient
        row.constant *= factor
        for i in row.cells.indices { row.cells[i].coefficient *= factor }
        row.basic = entering
        rows[Int(slot)] = row
        removeFromColumn(entering, slot)
        appendToColumn(leaving, slot)
        willChangeRowOf(leaving)
        willChangeRowOf(entering)
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        if kinds[Int(entering)] == .external { enteredExternals.append(entering) }
        substitute(entering, definedByRowAt: slot)
    }
}
