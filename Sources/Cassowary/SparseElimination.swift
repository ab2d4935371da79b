// Gaussian elimination of sparse homogeneous equations, for the direction of a required
// equality when the equalities near it are not enough (SolverState+Equalities.swift).
//
// Gauss-Jordan elimination (every pivot substituted into every row made so far) rewrites, at
// each step along a chain, every row that mentions the chain's moving end: O(N²) cells for N
// links, and removing one view from a row of 800 took seconds. Plain Gaussian elimination
// substitutes a pivot only into the equations not yet pivoted, and an equation whose pivot
// appears in no other equation left needs no substitution at all. Along chains and trees every
// step can be of that kind (a variable in one equation only: a leaf), so the pivots are taken
// in this order:
//
// 1. A variable that only one equation left holds, if its coefficient there is at least a
//    tenth of that equation's largest (stability): no fill.
// 2. Otherwise, in a shortest equation left, the variable held by the fewest equations left
//    (Markowitz), among those with a large enough coefficient; it is substituted into the
//    others that hold it.
//
// Each pivoted equation then holds its pivot and symbols pivoted after it or never. So an
// expression is reduced to the never-pivoted ("free") symbols by eliminating its pivots in
// pivot order, and a direction is found by back-substitution in reverse pivot order. Both cost
// the cells of the equations they pass, so a chain costs O(N) in all.

/// Gaussian elimination of sparse homogeneous linear equations over the solver's symbols,
/// numbered locally, with pivots chosen to keep fill-in low (see the file comment).
struct SparseElimination {
    /// The solver's symbol of each local one.
    private(set) var globalSymbols: [Int32] = []
    /// The local symbol of each of the solver's symbols met so far.
    private var localSymbols: [Int32: Int32] = [:]
    /// Each equation's cells (local symbols, sorted), as reduced until it was pivoted.
    private var equations: [ContiguousArray<Cell>] = []
    /// Whether each equation is still to be pivoted.
    private var isLeft: [Bool] = []
    /// The equations that held each symbol at some point (checked on use).
    private var holders: [[Int32]] = []
    /// How many equations left hold each symbol.
    private var leftHolders: [Int32] = []
    /// The place of each symbol in ``pivots``, or -1 while it is free.
    private var pivotPlace: [Int32] = []
    /// The pivoted equations and their pivots, in pivot order.
    private var pivots: [(equation: Int32, symbol: Int32)] = []
    /// Symbols whose count of equations left fell to one.
    private var singletons: [Int32] = []
    /// Equations left by length (lengths from ``longest`` on share the last list), checked on
    /// use.
    private var byLength: [[Int32]] = Array(repeating: [], count: Self.longest + 1)
    private static let longest = 32
    /// Cells read or written so far (statistics for tests).
    private(set) var work = 0

    /// The local number of the solver's `symbol`, made on first use.
    mutating func local(_ symbol: Int32) -> Int32 {
        if let local = localSymbols[symbol] { return local }
        let local = Int32(globalSymbols.count)
        localSymbols[symbol] = local
        globalSymbols.append(symbol)
        holders.append([])
        leftHolders.append(0)
        pivotPlace.append(-1)
        return local
    }

    /// `constraint`'s expression without its constant, in local symbols (each once, sorted,
    /// none within ``Tableau/epsilon`` of zero).
    mutating func cells(of constraint: Constraint, in state: SolverState) -> ContiguousArray<Cell> {
        var cells = ContiguousArray<Cell>()
        constraint.forEachTerm { variable, coefficient in
            guard let symbol = state.symbol(of: variable) else { return }
            let local = local(symbol)
            if let index = cells.firstIndex(where: { $0.symbol == local }) {
                cells[index].coefficient += coefficient
            } else {
                cells.append(Cell(symbol: local, coefficient: coefficient))
            }
        }
        cells.removeAll { abs($0.coefficient) < Tableau.epsilon }
        cells.sort { $0.symbol < $1.symbol }
        work += cells.count
        return cells
    }

    /// Adds the equation `cells == 0` (local symbols, sorted) to those to pivot.
    mutating func append(_ cells: ContiguousArray<Cell>) {
        let equation = Int32(equations.count)
        equations.append(cells)
        // An empty equation holds nothing: implied.
        isLeft.append(!cells.isEmpty)
        if cells.isEmpty { return }
        for cell in cells { hold(cell.symbol, in: equation) }
        file(equation)
    }

    /// Pivots every equation left, those that reduce to nothing being dropped.
    mutating func factor() {
        // The symbols held by one equation from the start (counts that fall to one later are
        // queued as they fall).
        for symbol in leftHolders.indices where leftHolders[symbol] == 1 && pivotPlace[symbol] < 0 {
            singletons.append(Int32(symbol))
        }
        while true {
            if let symbol = singletons.popLast() {
                if leftHolders[Int(symbol)] == 1, pivotPlace[Int(symbol)] < 0,
                    let equation = onlyHolder(of: symbol), isStable(symbol, in: equation)
                {
                    pivot(equation, on: symbol)
                }
                continue
            }
            guard let equation = shortestLeft() else { return }
            pivot(equation, on: sparsestStableSymbol(of: equation))
        }
    }

    /// `cells` (local symbols, sorted) with every pivot eliminated, in pivot order: an
    /// expression in the free symbols only (sorted, none within ``Tableau/epsilon`` of zero).
    mutating func reduced(_ cells: ContiguousArray<Cell>) -> ContiguousArray<Cell> {
        var sum: [Int32: Double] = [:]
        // Pivot places, negated: the earliest comes out first.
        var places = MaxHeap<Int32>()
        func add(_ symbol: Int32, _ value: Double) {
            if let old = sum[symbol] {
                sum[symbol] = old + value
            } else {
                sum[symbol] = value
                let place = pivotPlace[Int(symbol)]
                if place >= 0 { places.push(-place) }
            }
        }
        for cell in cells { add(cell.symbol, cell.coefficient) }
        while let negated = places.popLargest() {
            let (equation, symbol) = pivots[Int(-negated)]
            let value = sum.removeValue(forKey: symbol)!
            if abs(value) < Tableau.epsilon { continue }
            let row = equations[Int(equation)]
            let factor = -value / coefficient(of: symbol, in: row)
            work += row.count
            for cell in row where cell.symbol != symbol { add(cell.symbol, factor * cell.coefficient) }
        }
        var result = ContiguousArray<Cell>()
        for (symbol, value) in sum where abs(value) >= Tableau.epsilon {
            result.append(Cell(symbol: symbol, coefficient: value))
        }
        result.sort { $0.symbol < $1.symbol }
        return result
    }

    /// Adds an equation already reduced to free symbols (see ``reduced(_:)``), pivoted on its
    /// largest coefficient.
    mutating func appendPivoted(_ cells: ContiguousArray<Cell>) {
        append(cells)
        let equation = Int32(equations.count - 1)
        let largest = cells.max { abs($0.coefficient) < abs($1.coefficient) }!
        pivot(equation, on: largest.symbol)
    }

    /// The move of the symbols that changes `free` by `step` and keeps every pivoted equation,
    /// the other free symbols still: by back-substitution, in the solver's symbols.
    mutating func direction(moving free: Int32, by step: Double) -> ContiguousArray<Cell> {
        var moves = [Double](repeating: 0, count: globalSymbols.count)
        moves[Int(free)] = step
        for (equation, symbol) in pivots.reversed() {
            let row = equations[Int(equation)]
            work += row.count
            var sum = 0.0
            var pivotCoefficient = 0.0
            for cell in row {
                if cell.symbol == symbol {
                    pivotCoefficient = cell.coefficient
                } else {
                    sum += cell.coefficient * moves[Int(cell.symbol)]
                }
            }
            if sum != 0 { moves[Int(symbol)] = -sum / pivotCoefficient }
        }
        var result = ContiguousArray<Cell>()
        for (local, move) in moves.enumerated() where abs(move) >= Tableau.epsilon {
            result.append(Cell(symbol: globalSymbols[local], coefficient: move))
        }
        return result
    }

    // MARK: Pivoting

    private mutating func hold(_ symbol: Int32, in equation: Int32) {
        holders[Int(symbol)].append(equation)
        leftHolders[Int(symbol)] += 1
    }

    private mutating func release(_ symbol: Int32) {
        leftHolders[Int(symbol)] -= 1
        if leftHolders[Int(symbol)] == 1 { singletons.append(symbol) }
    }

    private mutating func file(_ equation: Int32) {
        byLength[min(equations[Int(equation)].count, Self.longest)].append(equation)
    }

    /// The one equation left that holds `symbol`.
    private func onlyHolder(of symbol: Int32) -> Int32? {
        holders[Int(symbol)].last { equation in
            isLeft[Int(equation)] && coefficient(of: symbol, in: equations[Int(equation)]) != 0
        }
    }

    /// Whether `symbol`'s coefficient in `equation` is at least a tenth of its largest.
    private func isStable(_ symbol: Int32, in equation: Int32) -> Bool {
        let row = equations[Int(equation)]
        let largest = row.map { abs($0.coefficient) }.max()!
        return abs(coefficient(of: symbol, in: row)) >= 0.1 * largest
    }

    /// A shortest equation left (lists are checked: an equation is filed again when its
    /// length changes).
    private mutating func shortestLeft() -> Int32? {
        for length in byLength.indices {
            while let equation = byLength[length].popLast() {
                let count = equations[Int(equation)].count
                if isLeft[Int(equation)] && min(count, Self.longest) == length { return equation }
            }
        }
        return nil
    }

    /// The symbol of `equation` held by the fewest equations left, among those with a
    /// coefficient at least a tenth of its largest; then the largest coefficient, then the
    /// lowest number.
    private func sparsestStableSymbol(of equation: Int32) -> Int32 {
        let row = equations[Int(equation)]
        let largest = row.map { abs($0.coefficient) }.max()!
        var best = row[0]
        var bestHolders = Int32.max
        for cell in row where abs(cell.coefficient) >= 0.1 * largest {
            let count = leftHolders[Int(cell.symbol)]
            if count < bestHolders || (count == bestHolders && abs(cell.coefficient) > abs(best.coefficient))
            {
                best = cell
                bestHolders = count
            }
        }
        return best.symbol
    }

    /// Pivots `equation` on `symbol`, substituting it into the other equations left that hold
    /// it.
    private mutating func pivot(_ equation: Int32, on symbol: Int32) {
        isLeft[Int(equation)] = false
        pivotPlace[Int(symbol)] = Int32(pivots.count)
        pivots.append((equation, symbol))
        let row = equations[Int(equation)]
        for cell in row { release(cell.symbol) }
        guard leftHolders[Int(symbol)] > 0 else { return }
        let pivotCoefficient = coefficient(of: symbol, in: row)
        for other in holders[Int(symbol)] where isLeft[Int(other)] {
            let value = coefficient(of: symbol, in: equations[Int(other)])
            if value == 0 { continue }
            substitute(row, scaledBy: -value / pivotCoefficient, into: other, removing: symbol)
        }
    }

    /// Adds `factor · row` to the equation `target`, which loses `pivot` exactly; cells that
    /// cancel are dropped, and an equation left with none is implied (and dropped).
    private mutating func substitute(
        _ row: ContiguousArray<Cell>, scaledBy factor: Double, into target: Int32, removing pivot: Int32
    ) {
        let old = equations[Int(target)]
        work += old.count + row.count
        var merged = ContiguousArray<Cell>()
        merged.reserveCapacity(old.count + row.count)
        var (i, j) = (0, 0)
        while i < old.count || j < row.count {
            let symbol = min(
                i < old.count ? old[i].symbol : Int32.max, j < row.count ? row[j].symbol : Int32.max)
            var value = 0.0
            let wasHeld = i < old.count && old[i].symbol == symbol
            if wasHeld {
                value += old[i].coefficient
                i += 1
            }
            if j < row.count && row[j].symbol == symbol {
                value += factor * row[j].coefficient
                j += 1
            }
            let keeps = symbol != pivot && abs(value) >= Tableau.epsilon
            if keeps { merged.append(Cell(symbol: symbol, coefficient: value)) }
            if wasHeld && !keeps { release(symbol) }
            if !wasHeld && keeps { hold(symbol, in: target) }
        }
        equations[Int(target)] = merged
        if merged.isEmpty {
            isLeft[Int(target)] = false
        } else {
            file(target)
        }
    }

    private func coefficient(of symbol: Int32, in row: ContiguousArray<Cell>) -> Double {
        Row(basic: -1, constant: 0, cells: row).coefficient(of: symbol)
    }
}
