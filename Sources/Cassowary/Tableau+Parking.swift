// Parking: keeping the user's variables out of the basis where that costs nothing.
//
// A classic Cassowary tableau keeps every parametric symbol at zero, so every variable with a
// non-zero value must be basic, and its row holds every degree of freedom it depends on. Along
// a chain (`top[i] == top[i-1] + height[i-1]`, each height with optional intrinsic-size
// constraints) the row of `top[i]` then holds the slack and error symbols of every item above
// it: rows of length O(N), O(N²) cells in all, and every optional constraint added or removed
// near the top of the chain pivots through them (cubic in all).
//
// Here an external symbol may be parametric at any value: its *offset* (``Tableau/offsets``).
// After an add or a removal, the external symbols that became basic (the new row's subject,
// and any the simplex brought in) are parked: each one's offset takes its row's constant, and a
// symbol of its row with no cost enters the basis in its place, a pivot that changes neither
// the solution nor the objective. A chain then keeps the basis of the
// constraint matrix itself (each height defined by its own two tops, each slack by its own
// height), rows stay as short as the constraints, and later constraints that mention a parked
// variable substitute nothing.
//
// Status: off by default (``Tableau/parksVariables``). With it on, a stack is linear (W4 in
// Benchmarks/WORKLOADS.md), a grid (W3) builds with about as many pivots as without (the
// column limit of ``parkingColumnLimit``), and the adversarial suites pass (ParkingTests; the
// whole test suite passed with it on). It stays off because the layout engine's stacks do not
// gain from it yet: where an optional constraint pulls on the end of a chain (a stack view's
// hugging of its own length), every optimal basis holds each top with a row through every
// item above it, parked or not; and without such a pull, whether the tops stay parked depends
// on the order of degenerate ties (a label's `height <= 1` added before its `height >= 1`
// gives 44k cells for 200 labels, the other order 4k). With it off no variable is ever
// parked, no restricted row holds a free symbol, and every path below behaves as the classic
// tableau.
//
// The simplex accepts parametric external symbols on both sides: the primal simplex moves one
// with a non-zero cost in the direction that lowers the objective (it is free in sign), and the
// dual simplex repairs a negative row that holds one by moving it (a parked variable has no cost
// at an optimum, so any value keeps the objective optimal: the row is set to zero without a
// pivot, and the rows that the move turns negative are repaired in turn), or else prefers one
// as the entering symbol (its ratio is 0, the smallest possible; entering anything else would
// give it a cost). A stack whose item in the middle is hidden moves every item below by a
// move each, one short column apiece.

extension Tableau {
    /// Moves the constant of the row at `slot`, whose basic symbol must be external, into the
    /// symbol's offset: the same value, with a row constant of 0.
    mutating func rebase(rowAt slot: Int32) {
        let basic = rows[Int(slot)].basic
        let constant = rows[Int(slot)].constant
        if constant == 0 { return }
        willChangeOffset(basic)
        willChangeRow(slot)
        offsets[Int(basic)] += constant
        rows[Int(slot)].constant = 0
    }

    /// Whether `symbol` has a cost of 0 on every level of the objective.
    @inline(__always)
    func isCostFree(_ symbol: Int32) -> Bool {
        leadingCost(symbol).level < 0
    }

    /// Repairs the negative row at `slot` by moving a parked variable of the row just far
    /// enough to bring the row to zero: the newest (highest id) that has not moved yet in this
    /// dual simplex. Every choice is correct; the order decides how far a repair spreads.
    /// Variables are created as views are laid out, so the newest are furthest from what
    /// anchors the layout (the window, the first item of a stack), and moving them moves the
    /// loose end of a chain instead of its anchored part. Moving each variable once at most
    /// keeps the repairs finite: rows that contradict each other would otherwise pull two
    /// variables further apart without end (the dual simplex's pivots settle those).
    /// - Returns: false when the row holds no such variable, or when the move would be longer
    ///   than `limit`.
    mutating func repairByMovingParked(rowAt slot: Int32, limit: Double) -> Bool {
        var chosen: Int32 = -1
        var chosenCoefficient = 0.0
        // Cells are in id order: the last one that qualifies is the newest.
        for cell in rows[Int(slot)].cells
        where kinds[Int(cell.symbol)] == .external && !hasMoved[Int(cell.symbol)] {
            chosen = cell.symbol
            chosenCoefficient = cell.coefficient
        }
        guard chosen >= 0 else { return false }
        let distance = -rows[Int(slot)].constant / chosenCoefficient
        guard abs(distance) <= limit else { return false }
        moveParked(chosen, by: distance)
        willChangeRow(slot)
        rows[Int(slot)].constant = 0  // exactly, whatever the rounding of the move
        return true
    }

    /// Moves the parametric external `symbol` by `distance`: its offset grows by the distance,
    /// and every row that holds it shifts by its coefficient times the distance (rows that turn
    /// negative are queued for the dual simplex). The basis and the objective do not change.
    mutating func moveParked(_ symbol: Int32, by distance: Double) {
        if !hasMoved[Int(symbol)] {
            hasMoved[Int(symbol)] = true
            movedSymbols.append(symbol)
        }
        willChangeOffset(symbol)
        offsets[Int(symbol)] += distance
        for slot in columns[Int(symbol)] {
            let coefficient = rows[Int(slot)].coefficient(of: symbol)
            willChangeRow(slot)
            rows[Int(slot)].shiftConstant(by: coefficient * distance)
            let basic = rows[Int(slot)].basic
            if rows[Int(slot)].constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
        }
    }

    /// Forgets which variables moved in the dual simplex that ends.
    mutating func clearMoveDirections() {
        for symbol in movedSymbols where Int(symbol) < hasMoved.count {
            hasMoved[Int(symbol)] = false
        }
        movedSymbols.removeAll(keepingCapacity: true)
    }

    /// Parks every external symbol that a pivot made basic since the last call (see
    /// ``park(_:)``).
    mutating func parkEnteredExternals() {
        guard parksVariables else {
            enteredExternals.removeAll(keepingCapacity: true)
            return
        }
        while let symbol = enteredExternals.popLast() {
            park(symbol)
        }
    }

    /// The most rows a symbol may be in and still enter the basis to park another.
    ///
    /// Parking pays where a variable would otherwise gather a chain: the top of a stacked
    /// item, whose row would take in every item above it. The symbol that takes its place
    /// there is one of the item's own (its height, a slack of its floor), in a handful of rows.
    /// A symbol in many rows is shared (the width of a grid's first column, the root's size):
    /// the pivot would substitute into each of them, and then again each time a later row
    /// parks through it — a grid of 1,000 boxes built 37 times slower with no limit. Such a
    /// variable stays basic, as in the classic tableau.
    static let parkingColumnLimit = 4

    /// Makes the basic external `symbol` parametric at its current value, if its row holds a
    /// symbol that can take its place without changing the objective: a slack, error or
    /// external symbol without cost, in at most ``parkingColumnLimit`` rows, with a
    /// coefficient no smaller than a tenth of the row's largest (for stability), the one in
    /// the fewest rows (the pivot substitutes it into each), lowest id on ties.
    mutating func park(_ symbol: Int32) {
        let slot = rowOf[Int(symbol)]
        guard slot >= 0 else { return }
        var largest = 0.0
        for cell in rows[Int(slot)].cells { largest = max(largest, abs(cell.coefficient)) }
        var entering: Int32 = -1
        var enteringCount = Int.max
        for cell in rows[Int(slot)].cells {
            if kinds[Int(cell.symbol)] == .dummy || abs(cell.coefficient) < 0.1 * largest { continue }
            if !isCostFree(cell.symbol) { continue }
            let count = columns[Int(cell.symbol)].count
            if count <= Self.parkingColumnLimit && count < enteringCount {
                entering = cell.symbol
                enteringCount = count
            }
        }
        guard entering >= 0 else { return }
        pivot(rowAt: slot, entering: entering)
        // An external symbol brought in here stays basic: parking it in turn could swap the
        // two back and forth.
        if kinds[Int(entering)] == .external { enteredExternals.removeLast() }
    }
}
