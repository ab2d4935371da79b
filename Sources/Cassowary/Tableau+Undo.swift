// An undo log for the few operations that may have to be taken back (adding a required row
// that the dual simplex must repair; a constant change that the dual simplex finds infeasible).
//
// While a log is open, the first change to each row, basis entry and objective coefficient
// saves the old value (stamps with the log's epoch mark what is saved, so there is no lookup);
// column lists log each small step instead, undone in reverse; new symbols and row slots are
// simply cut off again. Rolling
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
    // Old values, each saved once (see the stamps in ``UndoStamps``).
    var rows: [(Int32, Row)] = []
    var columns: [(Int32, ColumnChange)] = []
    var rowOf: [(Int32, Int32)] = []
    var costs: [(Int, Double)] = []
}

/// One change to a column list, logged to be undone in reverse order (column lists change by
/// small steps, so logging the step is cheaper than copying the list).
enum ColumnChange {
    /// A slot was appended.
    case appended
    /// The slot at `index` was removed and the last entry moved into its place.
    case removed(index: Int32, slot: Int32)
    /// The whole list was taken away.
    case cleared(ContiguousArray<Int32>)
}

/// Which entries the open undo log has saved: an entry is saved iff its stamp equals `epoch`.
struct UndoStamps {
    var epoch: UInt32 = 0
    var rows: ContiguousArray<UInt32> = []
    var rowOf: ContiguousArray<UInt32> = []
    var costs: ContiguousArray<UInt32> = []

    /// Starts a new epoch with stamps for `rowCount` rows, `symbolCount` symbols and
    /// `costCount` objective coefficients.
    mutating func begin(rowCount: Int, symbolCount: Int, costCount: Int) {
        epoch &+= 1
        if epoch == 0 {
            // Wrapped around: clear every stamp so none equals the new epoch by accident.
            rows = []
            rowOf = []
            costs = []
            epoch = 1
        }
        if rows.count < rowCount { rows.append(contentsOf: repeatElement(0, count: rowCount - rows.count)) }
        if rowOf.count < symbolCount {
            rowOf.append(contentsOf: repeatElement(0, count: symbolCount - rowOf.count))
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
        for (symbol, change) in log.columns.reversed() {
            switch change {
            case .appended:
                columns[Int(symbol)].removeLast()
            case .removed(let index, let slot):
                if Int(index) == columns[Int(symbol)].count {
                    columns[Int(symbol)].append(slot)  // it was the last entry
                } else {
                    columns[Int(symbol)].append(columns[Int(symbol)][Int(index)])
                    columns[Int(symbol)][Int(index)] = slot
                }
            case .cleared(let column):
                columns[Int(symbol)] = column
            }
        }
        for (symbol, slot) in log.rowOf { rowOf[Int(symbol)] = slot }
        for (index, value) in log.costs { cost[index] = value }
        undoStamps.epoch &+= 1  // forget what this log saved
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

    /// Logs a change to the column list of an existing symbol under an undo log.
    mutating func logColumn(_ change: ColumnChange, _ symbol: Int32) {
        if Int(symbol) < undo!.symbolCount { undo!.columns.append((symbol, change)) }
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
        let index = Int(slot)
        if index < undo!.rowCount && undoStamps.rows[index] != undoStamps.epoch {
            undoStamps.rows[index] = undoStamps.epoch
            undo!.rows.append((slot, rows[index]))
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
        if index < undo!.symbolCount * levelCount && undoStamps.costs[index] != undoStamps.epoch {
            undoStamps.costs[index] = undoStamps.epoch
            undo!.costs.append((index, cost[index]))
        }
    }
}
