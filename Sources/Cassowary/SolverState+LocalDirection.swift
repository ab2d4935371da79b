// The direction of a required equality found near it (see SolverState+Equalities.swift for what a
// direction is and what it is for).
//
// Eliminating every required equality connected to this one costs the whole component: along a
// chain of N links (`top[i+1] == top[i] + height[i]`) hanging from a stack's edge, that is every
// view of the stack however local the change. But a direction only has to leave the *other*
// equalities unchanged, and most of them share no variable with the few it moves. So the
// equalities are eliminated outward from this one, those of one variable at a time (the variable
// in the fewest constraints first, so that a hub such as a stack's edge, which every arranged
// view mentions, is reached last), and before each step a free variable of this equality's
// reduced row is tried (rows are solved for variables inside the eliminated part where they
// can be): moving it, and with it the basic variables of the eliminated rows that contain it,
// keeps every eliminated equality; it keeps every other one too when none of those variables
// appears in an equality not yet eliminated. Then the direction is exact and the search stops.
// The first try comes before any elimination: in a chain, a link's own `height[i]` appears in
// no other required equality.
//
// The search gives up, and the whole component is eliminated (SparseElimination.swift), when
// it meets a redundant equality (which one is promoted depends on the global order), when this
// equality's row reduces to nothing (implied: only the whole component can say which redundant
// equality takes over), or when it has eliminated more than ``localEliminationLimit``
// equalities: its steps substitute each new row into every row made so far, so a walk the
// length of a chain (a link whose own length is fixed too, so that only the views past it can
// move) costs the square of the chain, where the whole component costs its size.

extension SolverState {
    /// The most equalities the local search eliminates before it leaves the direction to the
    /// whole component (see the file comment).
    static let localEliminationLimit = 32

    /// The direction of the required equality at `slot` from the equalities near it, or nil
    /// when the whole component must decide (see the file comment).
    /// - Parameters:
    ///   - eliminated: grows by the number of equalities eliminated.
    ///   - work: grows by the cells read and written.
    func localEqualityDirection(of slot: Int32, eliminated count: inout Int, work: inout Int)
        -> EqualityDirection?
    {
        let own = records[Int(slot)]!.constraint
        var mini = LocalElimination()
        defer { work += mini.work }
        var eliminated: Set<Int32> = [slot]
        // Variables whose equalities are still to be eliminated.
        var pending: [Int32] = []
        for symbol in distinctSymbols(of: own) where mini.register(symbol) { pending.append(symbol) }
        let (records, adjacency) = (self.records, self.adjacency)

        while true {
            // Every symbol of the equality's own row is registered already.
            var none: [Int32] = []
            let reduced = mini.reducedRow(own, in: self, newSymbols: &none)
            if reduced.cells.isEmpty { return nil }
            var checked = 0
            let direction = closedDirection(reduced, mini, eliminated, work: &checked)
            mini.readWork += checked
            if let direction { return .direction(direction) }
            // The variable in the fewest constraints next: a hub (a stack's edge, which every
            // arranged view's alignment mentions) is expanded only when nothing nearer will do.
            guard
                let next = pending.indices.min(by: {
                    adjacency[Int(pending[$0])].count < adjacency[Int(pending[$1])].count
                })
            else { return nil }
            let symbol = pending.remove(at: next)
            var neighbours: [Int32] = []
            for other in adjacency[Int(symbol)] where !eliminated.contains(other) {
                guard let record = records[Int(other)], record.isRequiredEquality else { continue }
                if record.isRedundant { return nil }
                eliminated.insert(other)
                neighbours.append(other)
            }
            // In order of addition, so the outcome does not depend on slot reuse.
            // (The closures read the records and the adjacency alone: one that read `self`
            // would copy the state.)
            neighbours.sort { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
            count += neighbours.count
            if eliminated.count > Self.localEliminationLimit { return nil }
            for other in neighbours {
                mini.eliminate(
                    records[Int(other)]!.constraint, in: self, eliminated: eliminated, newSymbols: &pending)
            }
        }
    }

    /// The direction through a free variable of `reduced` whose move touches no required
    /// equality outside `eliminated`, preferring a large coefficient (stability), then the
    /// fewest dependent rows (a sparse direction); nil when there is none yet.
    /// - Parameter work: grows by the cells and constraint lists read.
    func closedDirection(
        _ reduced: Row, _ mini: LocalElimination, _ eliminated: Set<Int32>, work: inout Int
    ) -> ContiguousArray<Cell>? {
        let largest = reduced.cells.map { abs($0.coefficient) }.max()!
        var best: Cell?
        var bestCount = Int.max
        for cell in reduced.cells where abs(cell.coefficient) >= 0.1 * largest {
            let dependents = mini.tableau.columns[Int(cell.symbol)]
            if dependents.count >= bestCount { continue }
            let moved = [cell.symbol] + dependents.map { mini.tableau.rows[Int($0)].basic }
            work += moved.count
            let isClosed = moved.allSatisfy { local in
                adjacency[Int(mini.globalSymbols[Int(local)])].allSatisfy { other in
                    eliminated.contains(other) || records[Int(other)]?.isRequiredEquality != true
                }
            }
            if isClosed {
                best = cell
                bestCount = dependents.count
            }
        }
        guard let free = best else { return nil }
        let step = -1 / free.coefficient
        var direction = ContiguousArray<Cell>()
        direction.append(Cell(symbol: mini.globalSymbols[Int(free.symbol)], coefficient: step))
        for rowSlot in mini.tableau.columns[Int(free.symbol)] {
            let row = mini.tableau.rows[Int(rowSlot)]
            direction.append(
                Cell(
                    symbol: mini.globalSymbols[Int(row.basic)],
                    coefficient: row.coefficient(of: free.symbol) * step))
        }
        return direction
    }
}

/// Gauss-Jordan elimination of a few required equalities in a small tableau of its own, whose
/// symbols are numbered locally (a tableau the size of the solver's would cost O(symbols) to
/// set up on every call).
struct LocalElimination {
    var tableau = Tableau()
    /// The solver's symbol of each local one.
    var globalSymbols: [Int32] = []
    /// The local symbol of each of the solver's symbols met so far.
    private var localSymbols: [Int32: Int32] = [:]
    /// Cells read outside the tableau's row operations (which count their own).
    var readWork = 0
    /// Every cell read or written so far (statistics for tests).
    var work: Int { readWork + tableau.rowCellWork }

    /// Gives `symbol` a local number; false when it had one.
    mutating func register(_ symbol: Int32) -> Bool {
        if localSymbols[symbol] != nil { return false }
        localSymbols[symbol] = tableau.makeSymbol(.external)
        globalSymbols.append(symbol)
        return true
    }

    /// `constraint`'s expression without its constant, with every basic symbol replaced by its
    /// row; symbols new to the elimination are numbered and appended to `newSymbols`.
    mutating func reducedRow(_ constraint: Constraint, in state: SolverState, newSymbols: inout [Int32])
        -> Row
    {
        constraint.forEachTerm { variable, coefficient in
            guard abs(coefficient) >= Tableau.epsilon, let symbol = state.symbol(of: variable) else { return }
            if register(symbol) { newSymbols.append(symbol) }
            let local = localSymbols[symbol]!
            let rowSlot = tableau.rowOf[Int(local)]
            if rowSlot >= 0 {
                readWork += tableau.rows[Int(rowSlot)].cells.count
                tableau.scratchAddRow(at: rowSlot, coefficient)
            } else {
                tableau.scratchAdd(local, coefficient)
            }
        }
        var row = tableau.takeScratch()
        row.constant = 0
        return row
    }

    /// Adds `constraint` to the elimination: its reduced row, solved for a subject and
    /// substituted into the other rows; false, and nothing changes, when the row reduces to
    /// nothing (the equalities eliminated already imply it).
    ///
    /// The subject is the variable with the fewest required equalities outside `eliminated`,
    /// then the largest coefficient, among those with a coefficient at least a tenth of the
    /// largest (stability). A direction moves the basic variables of the rows that contain its
    /// free variable, so basic variables had better be *inside* — in no equality yet to be
    /// eliminated — and those on the edge stay parametric. Along a chain, a neighbouring link
    /// solved for the far item's top would tie every later top to this one, and the search
    /// would walk the whole chain.
    @discardableResult
    mutating func eliminate(
        _ constraint: Constraint, in state: SolverState, eliminated: Set<Int32>, newSymbols: inout [Int32]
    ) -> Bool {
        var row = reducedRow(constraint, in: state, newSymbols: &newSymbols)
        if row.cells.isEmpty { return false }
        let largest = row.cells.map { abs($0.coefficient) }.max()!
        var subject = Cell(symbol: -1, coefficient: 0)
        var subjectOutside = Int.max
        for cell in row.cells where abs(cell.coefficient) >= 0.1 * largest {
            let global = globalSymbols[Int(cell.symbol)]
            var outside = 0
            for other in state.adjacency[Int(global)] where !eliminated.contains(other) {
                if state.records[Int(other)]?.isRequiredEquality == true { outside += 1 }
                if outside > subjectOutside { break }  // a hub: no need to count them all
            }
            if outside < subjectOutside
                || (outside == subjectOutside && abs(cell.coefficient) > abs(subject.coefficient))
            {
                subject = cell
                subjectOutside = outside
            }
        }
        SolverState.solve(&row, for: subject.symbol)
        let rowSlot = tableau.insertRow(row)
        tableau.substitute(subject.symbol, definedByRowAt: rowSlot)
        return true
    }
}
