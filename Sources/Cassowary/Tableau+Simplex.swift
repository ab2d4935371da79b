// The primal simplex (optimizing the objective) and the dual simplex (restoring feasibility
// after constants changed or a required row was added infeasible).

extension Tableau {
    /// After this many degenerate pivots in a row the entering rule falls back to Bland's
    /// (lowest id), which cannot cycle.
    static let degenerateRunLimit = 32

    /// After this many more degenerate pivots in a row (plus one per row), the leaving row is
    /// chosen by the lexicographic rule (see ``lexicographicLeavingRow(for:direction:tight:)``):
    /// Bland's rule cannot cycle, but the bases it may visit at one vertex are exponential in
    /// the rows tight there.
    static let stallLimit = 1_000

    /// The entering symbol for the main objective and the direction it moves in (+1 or -1):
    /// among parametric symbols whose move lowers the objective (a pivotable symbol with a
    /// lexicographically negative cost, growing; an external one with a non-zero cost, against
    /// its sign), the one whose steepest improvement sits on the most important level (steepest
    /// there; lowest id on ties), or with `bland`, the lowest id. -1 when optimal.
    mutating func enteringSymbol(bland: Bool) -> (symbol: Int32, direction: Double) {
        var best: Int32 = -1
        var bestLevel = -1
        var bestRate = 0.0
        var bestDirection = 1.0
        var kept = 0
        for index in candidates.indices {
            let symbol = candidates[index]
            let (level, value) = leadingCost(symbol)
            let kind = kinds[Int(symbol)]
            let movable =
                rowOf[Int(symbol)] < 0
                && (kind.isPivotable ? value < 0 : parksVariables && kind == .external && value != 0)
            if !movable {
                isCandidate[Int(symbol)] = false
                continue
            }
            candidates[kept] = symbol
            kept += 1
            // The objective's change per unit moved (negative).
            let rate = -abs(value)
            let better: Bool
            if best < 0 {
                better = true
            } else if bland {
                better = symbol < best
            } else if level != bestLevel {
                better = level > bestLevel
            } else if rate != bestRate {
                better = rate < bestRate
            } else {
                better = symbol < best
            }
            if better {
                best = symbol
                bestLevel = level
                bestRate = rate
                bestDirection = value < 0 ? 1 : -1
            }
        }
        candidates.removeLast(candidates.count - kept)
        return (best, bestDirection)
    }

    /// The row that limits `entering` first when it moves in `direction` (primal ratio test):
    /// among restricted rows whose constant the move lowers, the smallest `constant / rate`.
    /// -1 when nothing limits it.
    ///
    /// Ties go to the shortest row, then the lowest basic id; with `bland`, to the lowest basic
    /// id (Bland's rule rules out cycling only with both of its choices lowest). The pivot
    /// substitutes the leaving row into every row of the entering symbol's column, so a short
    /// one adds the fewest cells; and at a degenerate vertex (many rows at 0, such as a stack
    /// whose views are all as tall as it) the shortest tie is the one nearest the entering
    /// symbol's own constraint. Taking the lowest id instead handed the tie to the next view's
    /// row, whose cost then made the next view's symbol enter: removing the first of N views
    /// walked all N of them, one degenerate pivot each.
    func leavingRow(for entering: Int32, direction: Double, bland: Bool = false) -> (
        slot: Int32, ratio: Double
    ) {
        var bestSlot: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var bestLength = Int.max
        for slot in columns[Int(entering)] {
            let row = rows[Int(slot)]
            if kinds[Int(row.basic)] == .external { continue }
            let coefficient = row.coefficient(of: entering) * direction
            if coefficient >= 0 { continue }
            let ratio = max(0, row.constant) / -coefficient
            let length = bland ? 0 : row.cells.count
            if ratio < bestRatio
                || (ratio == bestRatio
                    && (length < bestLength || (length == bestLength && row.basic < bestBasic)))
            {
                bestSlot = slot
                bestRatio = ratio
                bestBasic = row.basic
                bestLength = length
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
    ///
    /// A run of degenerate pivots that outlasts Bland's rule's share (``stallLimit``) is
    /// stalling at a vertex where many rows are tight: from there until the simplex leaves the
    /// vertex, the leaving row is chosen by the lexicographic rule, which visits no basis twice
    /// and, unlike Bland's, needs no luck to get out.
    mutating func optimize() {
        var degenerateRun = 0
        let threshold = stallThreshold ?? Tableau.stallLimit + rows.count
        // The basic symbols of the rows tight at the vertex where the run stalled, in the
        // order of their (infinitesimal) perturbations; empty while not stalled.
        var tight: ContiguousArray<Int32> = []
        while true {
            if degenerateRun >= threshold && tight.isEmpty {
                tight = tightBasicSymbols()
                if !tight.isEmpty { perturbationCount += 1 }
            }
            let stalled = !tight.isEmpty
            let bland = degenerateRun >= Tableau.degenerateRunLimit && !stalled
            let (entering, direction) = enteringSymbol(bland: bland)
            if entering < 0 {
                parkEnteredExternals()
                return
            }
            var (slot, ratio) = leavingRow(for: entering, direction: direction, bland: bland)
            if slot < 0 {
                let (level, _) = leadingCost(entering)
                let index = costBase(of: entering) + level
                willChangeCost(index)
                setCost(0, at: index, level: level)  // the candidate list drops it, or keeps a lower level
                continue
            }
            if ratio == 0 && stalled {
                slot = lexicographicLeavingRow(for: entering, direction: direction, tight: tight)
            }
            if ratio == 0 {
                degenerateRun += 1
            } else {
                degenerateRun = 0
                tight.removeAll(keepingCapacity: true)
            }
            pivot(rowAt: slot, entering: entering)
        }
    }

    /// The basic symbols of the restricted rows tight at the current vertex (constant ≤ 0),
    /// by symbol id.
    func tightBasicSymbols() -> ContiguousArray<Int32> {
        var result: ContiguousArray<Int32> = []
        for row in rows where row.basic >= 0 && kinds[Int(row.basic)] != .external && row.constant <= 0 {
            result.append(row.basic)
        }
        result.sort()
        return result
    }

    /// The leaving row for `entering` among the rows that limit it at ratio 0, by the
    /// lexicographic rule: as if the constant of the row of each symbol in `tight` had grown by
    /// an infinitesimal ε₁ ≫ ε₂ ≫ … (in the order of `tight`), which makes the vertex
    /// non-degenerate, the row whose perturbed ratio is smallest.
    ///
    /// Nothing is added to the constants: a row's perturbation is read off its cells. With
    /// each tight symbol `p` standing for `p + εₚ`, a row holds `εₚ` if `p` is its basic symbol
    /// and `-a·εₚ` for each cell `a·p`; when the stall began, every tight symbol was basic, so
    /// each tight row held its own ε alone. The rule keeps every tight row's perturbation
    /// positive, so each pivot lowers the perturbed objective and no basis comes back.
    func lexicographicLeavingRow(for entering: Int32, direction: Double, tight: ContiguousArray<Int32>)
        -> Int32
    {
        // The perturbation of the row at `slot` in ε-order, divided by the entering symbol's
        // rate of decrease there.
        func perturbedRatio(_ slot: Int32, _ rate: Double, at position: Int) -> Double {
            let symbol = tight[position]
            let row = rows[Int(slot)]
            let amount = row.basic == symbol ? 1 : -row.coefficient(of: symbol)
            return amount / rate
        }
        var best: Int32 = -1
        var bestRate = 0.0
        for slot in columns[Int(entering)] {
            let row = rows[Int(slot)]
            if kinds[Int(row.basic)] == .external || row.constant > 0 { continue }
            let coefficient = row.coefficient(of: entering) * direction
            if coefficient >= 0 { continue }
            let rate = -coefficient
            if best < 0 {
                (best, bestRate) = (slot, rate)
                continue
            }
            for position in tight.indices {
                let candidate = perturbedRatio(slot, rate, at: position)
                let incumbent = perturbedRatio(best, bestRate, at: position)
                if candidate != incumbent {
                    if candidate < incumbent { (best, bestRate) = (slot, rate) }
                    break
                }
            }
        }
        return best
    }

    /// Restores feasibility with the dual simplex after row constants changed (the objective
    /// stays optimal throughout, but for rounding: see the end).
    ///
    /// A negative row that holds a parked variable is repaired by moving that variable (see
    /// ``moveParked(_:by:)``): the basis, and with it the objective's optimality, stays as it
    /// is, and the rows stay as short as they are. Within one call a variable moves once at
    /// most, and the moves are bounded; past either limit (rows that pull variables apart may
    /// contradict each other) the row is repaired by a pivot, which the dual simplex's own
    /// ratio test keeps finite and which tells a contradiction apart.
    /// - Returns: false when a row cannot be made feasible: the required constraints conflict.
    mutating func dualOptimize() -> Bool {
        var moveBudget = 4 * (rows.count + 16)
        // How far a move may go: a few times the largest violation there was to repair. A
        // cascade of moves that grows beyond it is rows pulling variables apart; pivots settle
        // those without the values running away (and rounding with them).
        var violation = 1.0
        for basic in infeasible where rowOf[Int(basic)] >= 0 {
            violation = max(violation, -rows[Int(rowOf[Int(basic)])].constant)
        }
        let moveLimit = 16 * violation
        defer { clearMoveDirections() }
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            if slot < 0 || rows[Int(slot)].constant >= 0 { continue }
            if rows[Int(slot)].constant > -Tableau.feasibilityTolerance {
                // Rounding error, not infeasibility (see feasibilityTolerance).
                willChangeRow(slot)
                rows[Int(slot)].constant = 0
                continue
            }
            if parksVariables && moveBudget > 0, repairByMovingParked(rowAt: slot, limit: moveLimit) {
                moveBudget -= 1
                continue
            }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            if entering < 0 {
                infeasible.append(leaving)
                return false
            }
            pivot(rowAt: slot, entering: entering)
        }
        // The ratio test takes ratios within epsilon of the smallest as ties, so a pivot can
        // leave another symbol a cost of about -epsilon: the primal simplex, from this feasible
        // tableau, takes it out (it parks the entered externals too).
        if candidates.isEmpty {
            parkEnteredExternals()
        } else {
            optimize()
        }
        return true
    }

    /// The dual ratio test: a parametric external symbol of the row if there is one (free in
    /// sign and without cost at an optimum, its ratio is 0; entering anything else would give
    /// it a cost), the one with the largest coefficient; else among the row's pivotable symbols
    /// with a positive coefficient, the smallest cost/coefficient (lexicographically). Lowest id
    /// on ties.
    func dualEnteringSymbol(_ row: Row) -> Int32 {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for cell in row.cells where parksVariables && kinds[Int(cell.symbol)] == .external {
            if abs(cell.coefficient) > bestCoefficient {
                best = cell.symbol
                bestCoefficient = abs(cell.coefficient)
            }
        }
        if best >= 0 { return best }
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isPivotable {
            if best < 0 || compareRatios(cell.symbol, cell.coefficient, best, bestCoefficient) < 0 {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }
}
