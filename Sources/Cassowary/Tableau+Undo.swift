// An undo log for the few operations that may have to be taken back (adding a required row
// that the dual simplex must repair; a constant change that the dual simplex finds infeasible).
//
// While a log is open, the first change to each row, basis entry, column list and objective
// coefficient saves the old value (stamps with the log's epoch mark what is saved, so there is
// no lookup); new symbols and row slots are simply cut off again. Rolling back restores
// everything bit for bit, so a failed call leaves the solver exactly as it was, at a cost
// proportional to what the call touched (not to the size of the tableau). With no log open,
// each hook is a branch or two. The hooks before a row, a basis entry or an offset changes
// also note the symbol whose value may change, for the defined values (Tableau+ValueLog.swift).
//
// A column list is saved whole, once: a substitution adds the few symbols of one row to many
// rows, so it touches few columns many times; logging each step cost far more memory. A row's
// cells are copied into one shared buffer rather than kept by reference: a kept array would be
// copied on the row's next change, two arrays for every row a big pivot touches.

/// The saved state of a tableau since ``Tableau/beginUndo()``.
struct UndoLog {
    let symbolCount: Int
    let rowCount: Int
    /// The objective's blocks (blocks made under the log are new ones, cut off again).
    let costBlockCount: Int
    let freeRowSlots: ContiguousArray<Int32>
    let candidates: ContiguousArray<Int32>
    let infeasible: ContiguousArray<Int32>
    let pivotCount: Int
    /// What the value log held when the log opened (a roll-back puts every value back).
    let valueLogMark: ValueLog.Mark
    // Old values, each saved once (see the stamps in ``UndoStamps``).
    var rows: [SavedRow] = []
    /// The cells of the saved rows, one after another.
    var savedCells: ContiguousArray<Cell> = []
    var columns: [(Int32, ContiguousArray<Int32>)] = []
    var rowOf: [(Int32, Int32)] = []
    var costs: [(Int, Double)] = []
    /// Symbols whose costs were cleared: their blocks are freed when the log is committed.
    var clearedCosts: ContiguousArray<Int32> = []
    /// Offsets as they were before each change, in order of change (restored in reverse).
    var offsets: [(Int32, Double)] = []
}

/// A row as it was before an undo log's first change to it; its cells are in
/// ``UndoLog/savedCells``.
struct SavedRow {
    let slot: Int32
    let basic: Int32
    let constant: Double
    let start: Int32
    let count: Int32
}

/// Which entries the open undo log has saved: an entry is saved iff its stamp equals `epoch`.
///
/// Stamps are single bytes (they exist for every row, symbol and objective coefficient, 5 bytes
/// a symbol instead of 20): every 255 epochs they are all cleared, which costs one pass over
/// them in 255 logged operations.
struct UndoStamps {
    var epoch: UInt8 = 0
    var rows: ContiguousArray<UInt8> = []
    var rowOf: ContiguousArray<UInt8> = []
    var columns: ContiguousArray<UInt8> = []
    var costs: ContiguousArray<UInt8> = []

    /// Moves to a new epoch, so that nothing counts as saved.
    mutating func advance() {
        epoch &+= 1
        if epoch == 0 {
            // Wrapped around: clear every stamp so none equals a new epoch by accident.
            for index in rows.indices { rows[index] = 0 }
            for index in rowOf.indices { rowOf[index] = 0 }
            for index in columns.indices { columns[index] = 0 }
            for index in costs.indices { costs[index] = 0 }
            epoch = 1
        }
    }

    /// Starts a new epoch with stamps for `rowCount` rows, `symbolCount` symbols and
    /// `costCount` objective coefficients.
    mutating func begin(rowCount: Int, symbolCount: Int, costCount: Int) {
        advance()
        if rows.count < rowCount { rows.append(contentsOf: repeatElement(0, count: rowCount - rows.count)) }
        if rowOf.count < symbolCount {
            rowOf.append(contentsOf: repeatElement(0, count: symbolCount - rowOf.count))
            columns.append(contentsOf: repeatElement(0, count: symbolCount - columns.count))
        }
        if costs.count < costCount {
            costs.append(contentsOf: repeatElement(0, count: costCount - costs.count))
        }
    }
}

extension Tableau {
    /// Starts recording changes so that ``rollBack()`` can undo them.
    mutating func beginUndo() {
        undoStamps.begin(rowCount: rows.count, symbolCount: kinds.count, costCount: cost.count)
        undo = UndoLog(
            symbolCount: kinds.count, rowCount: rows.count, costBlockCount: costBlockOwner.count,
            freeRowSlots: freeRowSlots,
            candidates: candidates, infeasible: infeasible, pivotCount: pivotCount,
            valueLogMark: valueLog.mark)
    }

    /// Keeps the changes made since ``beginUndo()``, and frees the objective blocks that the
    /// log kept from being freed.
    mutating func commitUndo() {
        let clearedCosts = undo?.clearedCosts ?? []
        undo = nil
        for symbol in clearedCosts { freeCostBlockIfZero(of: symbol) }
    }

    /// Restores the tableau exactly as it was at ``beginUndo()``.
    mutating func rollBack() {
        guard let log = undo else { return }
        undo = nil
        // Rows and offsets go back without the hooks, to the values they had at the mark.
        valueLog.restore(log.valueLogMark)
        for symbol in candidates where Int(symbol) < isCandidate.count { isCandidate[Int(symbol)] = false }
        kinds.removeLast(kinds.count - log.symbolCount)
        rowOf.removeLast(rowOf.count - log.symbolCount)
        columns.removeLast(columns.count - log.symbolCount)
        isCandidate.removeLast(isCandidate.count - log.symbolCount)
        for block in log.costBlockCount..<costBlockOwner.count {
            let owner = costBlockOwner[block]
            if owner >= 0 && Int(owner) < log.symbolCount { costBlock[Int(owner)] = -1 }
        }
        costBlockOwner.removeLast(costBlockOwner.count - log.costBlockCount)
        costBlock.removeLast(costBlock.count - log.symbolCount)
        cost.removeLast(cost.count - log.costBlockCount * costStride)
        for (symbol, value) in log.offsets.reversed() where Int(symbol) < log.symbolCount {
            offsets[Int(symbol)] = value
        }
        offsets.removeLast(offsets.count - log.symbolCount)
        hasMoved.removeLast(hasMoved.count - log.symbolCount)
        movedSymbols.removeAll { Int($0) >= log.symbolCount }
        enteredExternals.removeAll()
        if scratch.values.count > log.symbolCount {
            scratch.values.removeLast(scratch.values.count - log.symbolCount)
            scratch.isTouched.removeLast(scratch.isTouched.count - log.symbolCount)
        }
        rows.removeLast(rows.count - log.rowCount)
        for saved in log.rows {
            let start = Int(saved.start)
            rows[Int(saved.slot)] = Row(
                basic: saved.basic, constant: saved.constant,
                cells: ContiguousArray(log.savedCells[start..<start + Int(saved.count)]))
        }
        for (symbol, column) in log.columns { columns[Int(symbol)] = column }
        columnIndex.forgetAll()  // the positions it kept are of the columns rolled back
        for (symbol, slot) in log.rowOf { rowOf[Int(symbol)] = slot }
        for (index, value) in log.costs { cost[index] = value }
        nonzeroCostsAreStale = true  // (and blocks made under the log were cut off)
        undoStamps.advance()  // forget what this log saved
        freeRowSlots = log.freeRowSlots
        candidates = log.candidates
        for symbol in candidates { isCandidate[Int(symbol)] = true }
        infeasible = log.infeasible
        pivotCount = log.pivotCount
    }

    /// Saves row `slot` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeRow(_ slot: Int32) {
        noteValueChange(inRowAt: slot)
        if undo != nil { saveRow(slot) }
    }

    /// Saves the column list of `symbol` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeColumn(_ symbol: Int32) {
        if undo != nil { saveColumn(symbol) }
    }

    /// Saves the basis entry of `symbol` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeRowOf(_ symbol: Int32) {
        noteValueChange(of: symbol)
        if undo != nil { saveRowOf(symbol) }
    }

    /// Saves objective coefficient `index` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeCost(_ index: Int) {
        if undo != nil { saveCost(index) }
    }

    /// Saves the offset of `symbol` before a change under an undo log (offsets change rarely:
    /// every change is logged, without stamps).
    @inline(__always)
    mutating func willChangeOffset(_ symbol: Int32) {
        noteValueChange(of: symbol)
        if undo != nil { undo!.offsets.append((symbol, offsets[Int(symbol)])) }
    }

    private mutating func saveRow(_ slot: Int32) {
        let index = Int(slot)
        if index < undo!.rowCount && undoStamps.rows[index] != undoStamps.epoch {
            undoStamps.rows[index] = undoStamps.epoch
            let row = rows[index]
            undo!.rows.append(
                SavedRow(
                    slot: slot, basic: row.basic, constant: row.constant,
                    start: Int32(undo!.savedCells.count), count: Int32(row.cells.count)))
            undo!.savedCells.append(contentsOf: row.cells)
        }
    }

    private mutating func saveColumn(_ symbol: Int32) {
        let index = Int(symbol)
        if index < undo!.symbolCount && undoStamps.columns[index] != undoStamps.epoch {
            undoStamps.columns[index] = undoStamps.epoch
            undo!.columns.append((symbol, columns[index]))
        }
    }

    private mutating func saveRowOf(_ symbol: Int32) {
        let index = Int(symbol)
        if index < undo!.symbolCount && undoStamps.rowOf[index] != undoStamps.epoch {
            undoStamps.rowOf[index] = undoStamps.epoch
            undo!.rowOf.append((symbol, rowOf[index]))
        }
    }

    private mutating func saveCost(_ index: Int) {
        if index < undo!.costBlockCount * costStride && undoStamps.costs[index] != undoStamps.epoch {
            undoStamps.costs[index] = undoStamps.epoch
            undo!.costs.append((index, cost[index]))
        }
    }
}
