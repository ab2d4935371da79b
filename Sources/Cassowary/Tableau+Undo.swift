// An undo log for the few operations that may have to be taken back (adding a required row
// that the dual simplex must repair; a constant change that the dual simplex finds infeasible).
//
// While a log is open, the first change to each row, column list, basis entry and objective
// coefficient saves the old value; new symbols and row slots are simply cut off again. Rolling
// back restores everything bit for bit, so a failed call leaves the solver exactly as it was,
// at a cost proportional to what the call touched (not to the size of the tableau). With no
// log open, each hook is a single branch.

/// The saved state of a tableau since ``Tableau/beginUndo()``.
struct UndoLog {
    let symbolCount: Int
    let rowCount: Int
    let freeRowSlots: ContiguousArray<Int32>
    let candidates: ContiguousArray<Int32>
    let infeasible: ContiguousArray<Int32>
    let pivotCount: Int
    // Looked up by key and restored entry by entry: iteration order does not matter.
    var rows: [Int32: Row] = [:]
    var columns: [Int32: ContiguousArray<Int32>] = [:]
    var rowOf: [Int32: Int32] = [:]
    var costs: [Int: Double] = [:]
}

extension Tableau {
    /// Starts recording changes so that ``rollBack()`` can undo them.
    mutating func beginUndo() {
        undo = UndoLog(
            symbolCount: kinds.count, rowCount: rows.count, freeRowSlots: freeRowSlots,
            candidates: candidates, infeasible: infeasible, pivotCount: pivotCount)
    }

    /// Keeps the changes made since ``beginUndo()``.
    mutating func commitUndo() {
        undo = nil
    }

    /// Restores the tableau exactly as it was at ``beginUndo()``.
    mutating func rollBack() {
        guard let log = undo else { return }
        undo = nil
        for symbol in candidates where Int(symbol) < isCandidate.count { isCandidate[Int(symbol)] = false }
        kinds.removeLast(kinds.count - log.symbolCount)
        rowOf.removeLast(rowOf.count - log.symbolCount)
        columns.removeLast(columns.count - log.symbolCount)
        isCandidate.removeLast(isCandidate.count - log.symbolCount)
        cost.removeLast(cost.count - log.symbolCount * levelCount)
        if scratch.values.count > log.symbolCount {
            scratch.values.removeLast(scratch.values.count - log.symbolCount)
            scratch.isTouched.removeLast(scratch.isTouched.count - log.symbolCount)
        }
        rows.removeLast(rows.count - log.rowCount)
        for (slot, row) in log.rows { rows[Int(slot)] = row }
        for (symbol, column) in log.columns { columns[Int(symbol)] = column }
        for (symbol, slot) in log.rowOf { rowOf[Int(symbol)] = slot }
        for (index, value) in log.costs { cost[index] = value }
        freeRowSlots = log.freeRowSlots
        candidates = log.candidates
        for symbol in candidates { isCandidate[Int(symbol)] = true }
        infeasible = log.infeasible
        pivotCount = log.pivotCount
    }

    /// Saves row `slot` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeRow(_ slot: Int32) {
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
        if undo != nil { saveRowOf(symbol) }
    }

    /// Saves objective coefficient `index` before its first change under an undo log.
    @inline(__always)
    mutating func willChangeCost(_ index: Int) {
        if undo != nil { saveCost(index) }
    }

    private mutating func saveRow(_ slot: Int32) {
        if Int(slot) < undo!.rowCount && undo!.rows[slot] == nil { undo!.rows[slot] = rows[Int(slot)] }
    }

    private mutating func saveColumn(_ symbol: Int32) {
        if Int(symbol) < undo!.symbolCount && undo!.columns[symbol] == nil {
            undo!.columns[symbol] = columns[Int(symbol)]
        }
    }

    private mutating func saveRowOf(_ symbol: Int32) {
        if Int(symbol) < undo!.symbolCount && undo!.rowOf[symbol] == nil { undo!.rowOf[symbol] = rowOf[Int(symbol)] }
    }

    private mutating func saveCost(_ index: Int) {
        if index < undo!.symbolCount * levelCount && undo!.costs[index] == nil { undo!.costs[index] = cost[index] }
    }
}
