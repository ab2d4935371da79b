/// What a tableau symbol stands for.
///
/// External symbols are the user's variables (free in sign); slack and error symbols are
/// restricted to be non-negative; dummy symbols are restricted to zero and never enter the basis.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    /// Whether the simplex may choose the symbol to enter the basis.
    var isPivotable: Bool { self == .slack || self == .error }
    /// Whether the symbol is restricted (non-negative, or zero for a dummy).
    var isRestricted: Bool { self != .external }
}

/// One non-zero coefficient of a row: `coefficient · symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ cells`.
///
/// Cells are sorted by symbol id (ids are new, or taken back from the free list of symbols that
/// went, in an order that is the same in every process) and never hold a coefficient within
/// ``Tableau/epsilon`` of zero.
/// A row is a value: a class per row cost twice as much in reference counting.
struct Row {
    /// The basic symbol this row defines, or -1 for a detached row (objective, scratch, free slot).
    var basic: Int32
    /// The value of the basic symbol when every parametric symbol is zero.
    var constant: Double
    /// The parametric symbols and their coefficients, sorted by symbol id.
    var cells: ContiguousArray<Cell>

    /// A detached empty row.
    static let empty = Row(basic: -1, constant: 0, cells: [])

    /// The index of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Int32, from start: Int = 0) -> (found: Bool, index: Int) {
        cells.withUnsafeBufferPointer { buffer in
            var low = start
            var high = buffer.count
            while low < high {
                let middle = (low &+ high) >> 1
                let candidate = buffer[middle].symbol
                if candidate < symbol {
                    low = middle &+ 1
                } else if candidate > symbol {
                    high = middle
                } else {
                    return (true, middle)
                }
            }
            return (false, low)
        }
    }

    /// Inserts a cell for a symbol the row does not hold, in its sorted place (at the end for
    /// a new symbol; a reused one may go anywhere).
    @inline(__always)
    mutating func insertCell(_ cell: Cell) {
        if let last = cells.last, last.symbol > cell.symbol {
            let (found, index) = search(cell.symbol)
            precondition(!found, "symbol already in the row")
            cells.insert(cell, at: index)
        } else {
            cells.append(cell)
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `change` to the constant in place, snapping a sum that is only rounding error to 0
    /// (see ``Tableau/cancellingSum(_:_:relative:)``).
    @inline(__always)
    mutating func shiftConstant(by change: Double) {
        constant = Tableau.cancellingSum(constant, change)
    }
}
