// A dense accumulator for building a new row from a constraint's terms: adding a basic
// variable's whole row is O(row length), and only touched entries are reset afterwards.

/// The accumulator's storage; kept in the ``Tableau`` so its capacity is reused between adds.
struct ScratchRow {
    /// One place per symbol (``Tableau/makeSymbol(_:)`` adds it), zero outside of a build.
    var values: ContiguousArray<Double> = []
    /// Whether each symbol's place is in ``touched``.
    var isTouched: ContiguousArray<Bool> = []
    /// The symbols with a place in use, in the order they were first added.
    var touched: ContiguousArray<Int32> = []
    var constant = 0.0
    /// The largest magnitude added to ``constant``, to tell rounding error from a value.
    var constantScale = 0.0
}

extension Tableau {
    /// Adds `value · symbol` to the scratch row.
    @inline(__always)
    mutating func scratchAdd(_ symbol: Int32, _ value: Double) {
        let index = Int(symbol)  // `makeSymbol` gave the scratch row a place for it.
        if scratch.isTouched[index] {
            scratch.values[index] += value
        } else {
            scratch.isTouched[index] = true
            scratch.values[index] = value
            scratch.touched.append(symbol)
        }
    }

    /// Adds `factor ·` the row at `slot` (constant included) to the scratch row.
    mutating func scratchAddRow(at slot: Int32, _ factor: Double) {
        let row = rows[Int(slot)]
        addScratchConstant(factor * row.constant)
        for cell in row.cells { scratchAdd(cell.symbol, factor * cell.coefficient) }
    }

    /// Adds `value` to the scratch row's constant.
    @inline(__always)
    mutating func addScratchConstant(_ value: Double) {
        scratch.constant += value
        scratch.constantScale = max(scratch.constantScale, abs(value))
    }

    /// Empties the scratch row into sorted cells (dropping near-zero coefficients).
    mutating func takeScratch() -> Row {
        var cells = ContiguousArray<Cell>()
        cells.reserveCapacity(scratch.touched.count + 2)
        return takeScratch(into: cells)
    }

    /// Empties the scratch row into `cells`, which must be empty (a buffer whose capacity is
    /// reused: see ``SolverState/addConstraint(_:strength:constant:)``).
    mutating func takeScratch(into cells: consuming ContiguousArray<Cell>) -> Row {
        var cells = cells
        scratch.touched.sort()
        cells.reserveCapacity(scratch.touched.count + 2)
        for symbol in scratch.touched {
            let index = Int(symbol)
            let value = scratch.values[index]
            scratch.values[index] = 0
            scratch.isTouched[index] = false
            if abs(value) >= Tableau.epsilon { cells.append(Cell(symbol: symbol, coefficient: value)) }
        }
        scratch.touched.removeAll(keepingCapacity: true)
        // A constant that is only the rounding error of what cancelled is zero.
        let threshold = max(Tableau.epsilon, scratch.constantScale * Tableau.constantCancellation)
        let constant = abs(scratch.constant) < threshold ? 0 : scratch.constant
        let row = Row(basic: -1, constant: constant, cells: cells)
        scratch.constant = 0
        scratch.constantScale = 0
        return row
    }
}
