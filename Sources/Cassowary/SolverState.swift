/// What the solver knows about one added constraint.
struct ConstraintRecord {
    /// The constraint object (identity).
    let constraint: Constraint
    /// Order of addition, for deterministic listings.
    let sequence: Int
    /// The relation, copied for quick access.
    let relation: Relation
    /// The current strength (level and weight).
    var strength: Strength
    /// The current constant of the expression.
    var constant: Double
    /// The symbol that marks the constraint's row: its slack or its positive error; -1 for a
    /// required equality, which has no marker (see SolverState+Equalities.swift).
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The coefficient of `marker` in the row `0 = expression + markers` as first built; a
    /// change δ of the constant is absorbed by moving the marker by `-δ / markerCoefficient`.
    var markerCoefficient: Double
    /// A required equality that was implied by the other required equalities when added (or
    /// became so): it has no row of its own.
    var isRedundant = false
    /// For a required equality: how the variables move when its constant grows by 1 (see
    /// ``SolverState/equalityDirection(of:)``), valid while ``SolverState/equalityVersion`` is
    /// `directionVersion`.
    var direction: ContiguousArray<Cell>?
    var directionVersion = -1

    /// Whether this is a required equality (the kind without a marker symbol).
    var isRequiredEquality: Bool { relation == .equal && strength.isRequired }
}

/// An edit variable: a variable with an optional `variable == suggestion` constraint.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var suggestion: Double
    let sequence: Int
}

/// All mutable state of a ``Solver``, in one value so that a failing operation can restore it.
struct SolverState {
    var tableau = Tableau()

    /// The variable of each external symbol (nil for internal symbols), by symbol id.
    var symbolVariables: ContiguousArray<Variable?> = []
    /// Symbol of each registered variable (looked up, never iterated).
    var variableSymbols: [ObjectIdentifier: Int32] = [:]
    /// External symbols in order of registration, for publishing values.
    var externals: ContiguousArray<Int32> = []

    /// Record slot of each constraint (looked up, never iterated).
    var recordSlots: [ObjectIdentifier: Int32] = [:]
    var records: ContiguousArray<ConstraintRecord?> = []
    var freeRecordSlots: ContiguousArray<Int32> = []
    var nextSequence = 0

    /// Edit records (looked up, never iterated; listings sort by sequence).
    var edits: [ObjectIdentifier: EditRecord] = [:]

    /// For each symbol, the record slots of the constraints that mention it (for the required
    /// equality bookkeeping and conflict candidates). Lists change only through add/remove.
    var constraintsOfSymbol: ContiguousArray<ContiguousArray<Int32>> = []
    /// The record slot of the constraint that owns each marker or error symbol (-1 for others).
    var symbolOwners: ContiguousArray<Int32> = []
    /// Bumped whenever the set of required equalities (or which are redundant) changes.
    var equalityVersion = 0

    /// The distinct optional levels in use, ascending, and how many constraints use each.
    var levels: ContiguousArray<Int> = []
    var levelUses: ContiguousArray<Int> = []

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind, for variable: Variable? = nil) -> Int32 {
        let symbol = tableau.makeSymbol(kind)
        symbolVariables.append(variable)
        constraintsOfSymbol.append([])
        symbolOwners.append(-1)
        if let variable {
            variableSymbols[ObjectIdentifier(variable)] = symbol
            externals.append(symbol)
            variable.symbolHint = symbol
        }
        return symbol
    }

    /// The symbol of a registered variable, or nil.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32? {
        let hint = variable.symbolHint
        if hint >= 0 && Int(hint) < symbolVariables.count && symbolVariables[Int(hint)] === variable {
            return hint
        }
        let symbol = variableSymbols[ObjectIdentifier(variable)]
        if let symbol { variable.symbolHint = symbol }
        return symbol
    }

    // MARK: Levels

    /// The index of `level` among the levels in use (or where it would go).
    func levelIndex(_ level: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] < level { low = middle + 1 } else { high = middle }
        }
        return (low < levels.count && levels[low] == level, low)
    }

    /// Counts one more user of `level`, adding an objective level when it is new.
    mutating func retainLevel(_ level: Int) {
        let (found, index) = levelIndex(level)
        if found {
            levelUses[index] += 1
        } else {
            levels.insert(level, at: index)
            levelUses.insert(1, at: index)
            tableau.insertLevel(at: index)
        }
    }

    /// Counts one user less of `level`, dropping its objective level when unused.
    mutating func releaseLevel(_ level: Int) {
        let (found, index) = levelIndex(level)
        guard found else { return }
        levelUses[index] -= 1
        if levelUses[index] == 0 {
            levels.remove(at: index)
            levelUses.remove(at: index)
            tableau.removeLevel(at: index)
        }
    }

    // MARK: Records

    func record(of constraint: Constraint) -> Int32? { recordSlots[ObjectIdentifier(constraint)] }

    mutating func storeRecord(_ record: ConstraintRecord) {
        let slot: Int32
        if let free = freeRecordSlots.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        recordSlots[ObjectIdentifier(record.constraint)] = slot
        if record.marker >= 0 { symbolOwners[Int(record.marker)] = slot }
        if record.other >= 0 { symbolOwners[Int(record.other)] = slot }
        for symbol in distinctSymbols(of: record.constraint) { constraintsOfSymbol[Int(symbol)].append(slot) }
        if record.isRequiredEquality { equalityVersion += 1 }
    }

    mutating func dropRecord(at slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        recordSlots[ObjectIdentifier(record.constraint)] = nil
        if record.marker >= 0 { symbolOwners[Int(record.marker)] = -1 }
        if record.other >= 0 { symbolOwners[Int(record.other)] = -1 }
        for symbol in distinctSymbols(of: record.constraint) {
            constraintsOfSymbol[Int(symbol)].withUnsafeMutableBufferPointer { list in
                if let index = list.firstIndex(of: slot) {
                    list.swapAt(index, list.count - 1)
                }
            }
            if constraintsOfSymbol[Int(symbol)].last == slot { constraintsOfSymbol[Int(symbol)].removeLast() }
        }
        if record.isRequiredEquality { equalityVersion += 1 }
        records[Int(slot)] = nil
        freeRecordSlots.append(slot)
    }

    /// The registered symbols of a constraint's variables, each once, in term order.
    func distinctSymbols(of constraint: Constraint) -> [Int32] {
        var result: [Int32] = []
        for term in constraint.expression.terms {
            if let symbol = symbol(of: term.variable), !result.contains(symbol) { result.append(symbol) }
        }
        return result
    }

    /// Live records in order of addition.
    var orderedRecords: [ConstraintRecord] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
    }
}
