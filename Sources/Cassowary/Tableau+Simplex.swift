// The primal simplex (optimizing the objective) and the dual simplex (restoring feasibility
// after constants changed or a required row was added infeasible).

extension Tableau {
    /// After this many degenerate pivots in a row the entering rule falls back to Bland's
    /// (lowest id), which cannot cycle.
    static let degenerateRunLimit = 32

    /// The entering symbol for the main objective: among symbols with a lexicographically
    /// negative cost, the one whose most negative coefficient sits on the most important level
    /// (most negative there; lowest id on ties), or with `bland`, the lowest id. -1 when optimal.
    mutating func enteringSymbol(bland: Bool) -> Int32 {
        var best: Int32 = -1
        var bestLevel = -1
        var bestValue = 0.0
        var kept = 0
        for index in candidates.indices {
            let symbol = candidates[index]
            let (level, value) = leadingCost(symbol)
            if value >= 0 || !kinds[Int(symbol)].isPivotable || rowOf[Int(symbol)] >= 0 {
                isCandidate[Int(symbol)] = false
                continue
            }
            candidates[kept] = symbol
            kept += 1
            let better: Bool
            if best < 0 {
                better = true
            } else if bland {
                better = symbol < best
            } else if level != bestLevel {
                better = level > bestLevel
            } else if value != bestValue {
                better = value < bestValue
            } else {
                better = symbol < best
            }
            if better {
                best = symbol
                bestLevel = level
                bestValue = value
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best
    }

    /// The row that limits `entering` first (primal ratio test): among restricted rows where
    /// the entering symbol has a negative coefficient, the smallest `constant / -coefficient`;
    /// lowest basic id on ties. -1 when nothing limits it.
    func leavingRow(for entering: Int32) -> (slot: Int32, ratio: Double) {
        var bestSlot: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for slot in columns[Int(entering)] {
            let row = rows[Int(slot)]
            if kinds[Int(row.basic)] == .external { continue }
            let coefficient = row.coefficient(of: entering)
            if coefficient >= 0 { continue }
            let ratio = max(0, row.constant) / -coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                bestSlot = slot
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return (bestSlot, bestRatio)
    }

    /// Optimizes the main objective with the primal simplex.
    ///
    /// The objective (weighted errors, all ≥ 0) is bounded below by zero, so a symbol whose
    /// cost is negative but which no row limits can only owe that cost to rounding: its cost is
    /// set to zero and the optimization goes on (stopping there would leave real improvements on
    /// lower levels undone).
    mutating func optimize() {
        var degenerateRun = 0
        while true {
            let entering = enteringSymbol(bland: degenerateRun >= Tableau.degenerateRunLimit)
            if entering < 0 { return }
            let (slot, ratio) = leavingRow(for: entering)
            if slot < 0 {
                let (level, _) = leadingCost(entering)
                let index = Int(entering) * levelCount + level
                willChangeCost(index)
                cost[index] = 0  // the candidate list drops it, or keeps it for a lower level
                continue
            }
            degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
            pivot(rowAt: slot, entering: entering)
        }
    }

    /// Restores feasibility with the dual simplex after row constants changed (the objective
    /// stays optimal throughout).
    /// - Returns: false when a row cannot be made feasible: the required constraints conflict.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            if slot < 0 || rows[Int(slot)].constant >= 0 { continue }
            if rows[Int(slot)].constant > -Tableau.feasibilityTolerance {
                // Rounding error, not infeasibility (see feasibilityTolerance).
                willChangeRow(slot)
                rows[Int(slot)].constant = 0
                continue
            }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            if entering < 0 {
                infeasible.append(leaving)
                return false
            }
            pivot(rowAt: slot, entering: entering)
        }
        return true
    }

    /// The dual ratio test: among the row's pivotable symbols with a positive coefficient, the
    /// smallest cost/coefficient (lexicographically); lowest id on ties.
    func dualEnteringSymbol(_ row: Row) -> Int32 {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isPivotable {
            if best < 0 || compareRatios(cell.symbol, cell.coefficient, best, bestCoefficient) < 0 {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
