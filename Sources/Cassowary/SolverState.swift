/// What the solver knows about one added constraint: 24 bytes (a grid of 10,000 views has
/// 70,000 of these). The strength and the constant live in the constraint object, which the
/// solver updates with them.
struct ConstraintRecord {
    /// The constraint object (identity, terms, strength and constant).
    let constraint: Constraint
    /// Order of addition, for deterministic listings (see ``SolverState/renumberSequences()``).
    var sequence: Int32
    /// The symbol that marks the constraint's row: its slack or its positive error; -1 for a
    /// required equality, which has no marker (see SolverState+Equalities.swift).
    var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32
    /// The relation, copied for quick access.
    let relation: Relation
    /// Whether the strength is required (it never changes to or from required).
    let isRequired: Bool
    /// A required equality that was implied by the other required equalities when added (or
    /// became so): it has no row of its own.
    var isRedundant = false
    /// A required equality kept as a definition of one of its variables (see
    /// SolverState+Definitions.swift): its marker is its dummy.
    var isDefinition = false

    init(constraint: Constraint, sequence: Int32, isRequired: Bool) {
        self.constraint = constraint
        self.sequence = sequence
        self.marker = -1
        self.other = -1
        self.relation = constraint.relation
        self.isRequired = isRequired
    }

    /// The current strength (level and weight).
    var strength: Strength { constraint.strength }
    /// What the shortfall of an optional equality costs (see ``Constraint/shortfallStrength``).
    var shortfallStrength: Strength { constraint.shortfallStrength }
    /// The strength the ``other`` symbol costs: an equality's shortfall, an inequality's
    /// error.
    var otherStrength: Strength { relation == .equal ? shortfallStrength : strength }
    /// The strength `symbol`, one of the record's error symbols, costs.
    func strength(ofError symbol: Int32) -> Strength { symbol == other ? otherStrength : strength }
    /// The strength of the shortfall side when it is not ``strength``'s level: the second level
    /// an optional equality with a shortfall strength of its own costs on.
    var secondLevelStrength: Strength? {
        guard relation == .equal, !isRequired, constraint.hasOwnShortfallStrength else { return nil }
        let shortfall = constraint.shortfallStrength
        return shortfall.level == strength.level ? nil : shortfall
    }
    /// What each unit of an optional equality's error costs on either side besides its own
    /// strengths (see ``Constraint/preferenceStrength``); `nil` for every other constraint.
    var preferenceStrength: Strength? {
        relation == .equal && !isRequired ? constraint.preferenceStrength : nil
    }
    /// The current constant of the expression.
    var constant: Double { constraint.constant }

    /// Whether this is a required equality (the kind without a marker symbol, except for a
    /// definition or an equality implied by definitions, whose marker is a dummy).
    var isRequiredEquality: Bool { relation == .equal && isRequired }

    /// The coefficient of `marker` in the row `0 = expression + markers` as first built: a
    /// slack enters `e <= 0` as `+s` and `e >= 0` as `-s`; the positive error of an optional
    /// equality enters as `-e⁺`. A change δ of the constant is absorbed by moving the marker by
    /// `-δ / markerCoefficient`.
    var markerCoefficient: Double { relation == .lessThanOrEqual ? 1 : -1 }
}

/// An edit variable: a variable with an optional `variable == suggestion` constraint.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var suggestion: Double
    var sequence: Int
}

/// All mutable state of a ``Solver``, in one value so that a failing operation can restore it.
///
/// The small read-only helpers that mutating methods call on every add or remove are
/// `@inline(__always)`: a call to a non-mutating method that is not inlined copies the whole
/// state (872 bytes) first, and attaching 1,000 labels made 25,000 such copies.
struct SolverState {
    var tableau = Tableau()

    /// Symbols of registered variables whose ``Variable/symbolHint`` belongs to another
    /// solver (looked up, never iterated). Usually empty: the hint is the fast path.
    var otherVariableSymbols: [ObjectIdentifier: Int32] = [:]
    /// External symbols in order of registration, for publishing values.
    var externals: ContiguousArray<Int32> = []
    /// The variable of each symbol in ``externals``, at the same index (a list by symbol id
    /// would spend a word on every internal symbol, half of them).
    var externalVariables: ContiguousArray<Variable> = []

    /// Record slots of constraints whose ``Constraint/recordHint`` belongs to another solver
    /// (looked up, never iterated). Usually empty: the hint is the fast path.
    var otherRecordSlots: [ObjectIdentifier: Int32] = [:]
    var records: ContiguousArray<ConstraintRecord?> = []
    var freeRecordSlots: ContiguousArray<Int32> = []
    /// The slot of the record stored last (see ``Solver/addReturningSlot(_:)``).
    var lastStoredSlot: Int32 = -1
    var nextSequence = 0
    /// When ``nextSequence`` reaches this, the sequences are renumbered from 0 (records store
    /// 32 bits); lower in tests.
    var sequenceLimit = Int(Int32.max)

    /// The cells of the row being built by an add, kept to reuse their capacity.
    var rowBuffer = ContiguousArray<Cell>()

    /// Edit records (looked up, never iterated; listings sort by sequence).
    var edits: [ObjectIdentifier: EditRecord] = [:]

    /// For each symbol, the record slots of the constraints that mention it (see
    /// ``adjacentSymbols(of:)``), kept by every add and remove: the required-equality
    /// bookkeeping walks it, and a variable whose list empties leaves the solver (see
    /// SolverState+SymbolReuse.swift). Building it at the first removal instead cost that
    /// removal a pass over every constraint (a stack's first hidden view of 1,000: 1.1 ms).
    /// The lists share one array (a list of its own for each variable took an allocation and
    /// about 70 bytes a variable: ListPool.swift).
    var adjacency = ListPool()
    /// The adjacency entries walked (and moved) to take records out of the lists (statistics
    /// for tests).
    var adjacencyWork = 0
    /// Cached directions of required equalities (by record slot), valid for the
    /// ``equalityVersion`` they were computed at.
    var directions: [Int32: (version: Int, cells: ContiguousArray<Cell>)] = [:]
    /// Internal symbols nothing refers to any more, reused before new ones are made (see
    /// SolverState+SymbolReuse.swift).
    var freeSymbols: ContiguousArray<Int32> = []
    /// The symbols of variables that left the solver, kept apart so that a variable that comes
    /// back (a view hidden and shown) finds its own, and its place in the definitions' order,
    /// again; and where each is in the list.
    var freeVariableSymbols: ContiguousArray<Int32> = []
    var freeVariablePositions: [Int32: Int32] = [:]
    /// The symbols of the latest variables to leave, oldest first: the
    /// ``unregistrationCount`` - `count` + 1-th to the last (see
    /// ``Solver/unregisteredSymbols(since:)``).
    var recentlyUnregistered: ContiguousArray<Int32> = []
    /// Symbols an operation dropped from the tableau under its undo log (an equality's α),
    /// released once the log is committed, forgotten when it is rolled back.
    var droppedUnderUndo: ContiguousArray<Int32> = []
    /// Free symbols taken while an undo log is open, and from which list, given back if it is
    /// rolled back.
    var takenUnderUndo: ContiguousArray<(symbol: Int32, isVariables: Bool)> = []
    /// How many times a variable has been registered, and unregistered, so far: a client that
    /// keeps symbols looks them up again when these change (see ``Solver/variableRegistrations``).
    var registrationCount = 0
    var unregistrationCount = 0
    /// Variables that left with rounding residue in rows, which was dropped (statistics).
    var departureResidueCount = 0
    /// For each symbol: the record slot of the constraint that owns it for a marker or error
    /// symbol, its index in ``externals`` for an external one, -1 for others.
    var symbolOwners: ContiguousArray<Int32> = []
    /// Bumped whenever the set of required equalities (or which are redundant) changes.
    var equalityVersion = 0
    /// Required equalities eliminated so far to find directions (statistics for tests).
    var eliminatedEqualityCount = 0
    /// Definitions evaluated so far to bring the defined values up to date (statistics for
    /// tests: after a small change, the few its changes reach).
    var definedValueEvaluations = 0
    /// Cells of equalities read or written to find directions so far (statistics for tests).
    var directionWork = 0

    /// The distinct optional levels kept, ascending, and how many constraints use each (0 for
    /// a level kept after its last constraint went; see ``releaseLevel(_:)``).
    var levels: ContiguousArray<Int> = []
    var levelUses: ContiguousArray<Int> = []

    /// Whether required equalities become definitions where they can (see
    /// SolverState+Definitions.swift; never while variables are parked).
    var definesVariables = false {
        didSet { tableau.valueLog.isEnabled = definesVariables }
    }
    /// The row length from which a variable's row is worth a definition instead (see
    /// SolverState+Definitions.swift); 0 makes a definition wherever one can be made.
    var definitionRowLength = 8
    /// Whether a required equality's direction is first looked for among the equalities near it
    /// (see SolverState+LocalDirection.swift); off, the whole component is always eliminated.
    var searchesDirectionsLocally = true
    /// The definitions in use.
    var definitions = DefinitionTable()

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind, for variable: Variable? = nil) -> Int32 {
        let symbol: Int32
        if let free = takeFreeSymbol(for: variable) {
            symbol = free
            tableau.reuseSymbol(symbol, as: kind)
            symbolOwners[Int(symbol)] = variable == nil ? -1 : Int32(externals.count)
        } else {
            symbol = tableau.makeSymbol(kind)
            symbolOwners.append(variable == nil ? -1 : Int32(externals.count))
            adjacency.appendList()
        }
        if let variable {
            registrationCount &+= 1
            externals.append(symbol)
            externalVariables.append(variable)
            if variable.symbolHint < 0 {
                variable.symbolHint = symbol
            } else {
                otherVariableSymbols[ObjectIdentifier(variable)] = symbol
            }
        }
        return symbol
    }

    /// The symbol of a registered variable, or nil.
    @inline(__always)
    func symbol(of variable: Variable) -> Int32? {
        let hint = variable.symbolHint
        if hint >= 0 && Int(hint) < symbolOwners.count {
            // For an external symbol, its index in `externals` (which lists only external
            // symbols, so a marker's record slot never passes the second test).
            let index = Int(symbolOwners[Int(hint)])
            if index >= 0 && index < externals.count && externals[index] == hint
                && externalVariables[index] === variable
            {
                return hint
            }
        }
        if otherVariableSymbols.isEmpty { return nil }
        return otherVariableSymbols[ObjectIdentifier(variable)]
    }

    // MARK: Levels

    /// The index of `level` among the levels kept (or where it would go).
    @inline(__always)
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

    /// Counts a new optional constraint among the users of its levels: `strength`'s, and
    /// `shortfall`'s (an equality's) when that is another level.
    mutating func retainLevels(_ strength: Strength, shortfall: Strength?) {
        retainLevel(strength.level)
        if let shortfall, shortfall.level != strength.level { retainLevel(shortfall.level) }
    }

    /// Counts the record's constraint among the users of its levels (see ``retainLevels(_:shortfall:)``).
    mutating func retainLevels(of record: ConstraintRecord) {
        retainLevels(record.strength, shortfall: record.secondLevelStrength)
    }

    /// Counts the record's constraint out of the users of its levels.
    mutating func releaseLevels(of record: ConstraintRecord) {
        releaseLevels(record.strength, second: record.secondLevelStrength)
    }

    /// Counts one user less of `strength`'s level and of `second`'s.
    mutating func releaseLevels(_ strength: Strength, second: Strength?) {
        releaseLevel(strength.level)
        if let second { releaseLevel(second.level) }
    }

    /// Moves an error symbol's cost from one strength to another (both levels kept).
    mutating func moveCost(of symbol: Int32, from old: Strength, to new: Strength) {
        tableau.addSymbolToObjective(symbol, -old.weight, level: levelIndex(old.level).index)
        tableau.addSymbolToObjective(symbol, new.weight, level: levelIndex(new.level).index)
    }

    /// Moves the cost of a required inequality's slack from `old` to `new` (`nil`: none),
    /// keeping the levels' use counts: the slack counts as a user of its strength's level.
    mutating func priceSlack(of record: ConstraintRecord, from old: Strength?, to new: Strength?) {
        if let new { retainLevel(new.level) }
        if let old {
            tableau.addSymbolToObjective(record.marker, -old.weight, level: levelIndex(old.level).index)
        }
        if let new {
            tableau.addSymbolToObjective(record.marker, new.weight, level: levelIndex(new.level).index)
        }
        if let old { releaseLevel(old.level) }
    }

    /// Moves the preference of an optional equality (see ``Constraint/preferenceStrength``)
    /// from `old` to `new` (`nil`: none) on both its error symbols, keeping the levels' use
    /// counts: the preference counts as a user of its strength's level.
    mutating func pricePreference(of record: ConstraintRecord, from old: Strength?, to new: Strength?) {
        if let new { retainLevel(new.level) }
        // (Each symbol in turn, not in an array literal, which would be allocated.)
        var symbol = record.marker
        for _ in 0..<2 {
            if symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
                if let old {
                    tableau.addSymbolToObjective(symbol, -old.weight, level: levelIndex(old.level).index)
                }
                if let new {
                    tableau.addSymbolToObjective(symbol, new.weight, level: levelIndex(new.level).index)
                }
            }
            symbol = record.other
        }
        if let old { releaseLevel(old.level) }
    }

    /// The strengths the objective prices the basic symbol `symbol` at (its cost, substituted
    /// into the objective through its row); none when it costs nothing. An optional
    /// constraint's error symbol costs its side's strength and the constraint's preference, if
    /// any; a required inequality's slack its slack strength, if any.
    func objectiveStrengths(ofBasic symbol: Int32) -> (Strength?, preference: Strength?) {
        let kind = tableau.kinds[Int(symbol)]
        // (An external symbol's owner is its place among the externals, not a record.)
        guard kind == .error || kind == .slack else { return (nil, nil) }
        let owner = symbolOwners[Int(symbol)]
        guard owner >= 0, let record = records[Int(owner)] else { return (nil, nil) }
        if kind == .slack { return (record.constraint.slackStrength, nil) }
        return (record.strength(ofError: symbol), record.preferenceStrength)
    }

    /// Counts one user less of `level`. A level no constraint uses keeps its place in the
    /// objective, cleared to zero (what rounding left there must not steer the simplex), so
    /// that the next constraint on it needs no new objective (a stack's hidden view brings
    /// its collapse priority in and out on every hide and show: clearing one level in place
    /// costs a fraction of reallocating them all, twice); the unused levels go together, in
    /// one pass, once they outnumber the used ones.
    mutating func releaseLevel(_ level: Int) {
        let (found, index) = levelIndex(level)
        guard found else { return }
        levelUses[index] -= 1
        if levelUses[index] == 0 {
            tableau.clearLevel(at: index)
            let unused = levelUses.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
            if unused > levels.count - unused { dropUnusedLevels() }
        }
    }

    /// Drops every level no constraint uses (their costs are all zero) in one pass.
    mutating func dropUnusedLevels() {
        let kept = levelUses.map { $0 > 0 }
        tableau.removeLevels(keeping: kept)
        levels = ContiguousArray(levels.indices.filter { kept[$0] }.map { levels[$0] })
        levelUses = ContiguousArray(levelUses.filter { $0 > 0 })
    }

    // MARK: Records

    /// The record slot of a constraint in this solver, or nil.
    @inline(__always)
    func record(of constraint: Constraint) -> Int32? {
        let hint = constraint.recordHint
        if hint >= 0 && Int(hint) < records.count && records[Int(hint)]?.constraint === constraint {
            return hint
        }
        if otherRecordSlots.isEmpty { return nil }
        return otherRecordSlots[ObjectIdentifier(constraint)]
    }

    mutating func storeRecord(_ record: ConstraintRecord) {
        let slot: Int32
        defer { lastStoredSlot = slot }
        if let free = freeRecordSlots.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        let constraint = record.constraint
        if constraint.recordHint < 0 {
            constraint.recordHint = slot
        } else {
            otherRecordSlots[ObjectIdentifier(constraint)] = slot
        }
        if record.marker >= 0 { symbolOwners[Int(record.marker)] = slot }
        if record.other >= 0 { symbolOwners[Int(record.other)] = slot }
        // Taken out while it grows, so that the closure does not overlap an access to self.
        var lists = ListPool()
        swap(&lists, &adjacency)
        forEachAdjacentSymbol(of: constraint) { symbol in lists.append(slot, to: Int(symbol)) }
        swap(&lists, &adjacency)
        if record.isRequiredEquality { equalityVersion += 1 }
    }

    mutating func dropRecord(at slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        let constraint = record.constraint
        let key = ObjectIdentifier(constraint)
        if !otherRecordSlots.isEmpty && otherRecordSlots[key] == slot {
            otherRecordSlots[key] = nil
        } else if constraint.recordHint == slot {
            constraint.recordHint = -1
        }
        if record.marker >= 0 { symbolOwners[Int(record.marker)] = -1 }
        if record.other >= 0 { symbolOwners[Int(record.other)] = -1 }
        var lists = ListPool()
        swap(&lists, &adjacency)
        // (Counted apart: a closure that wrote to self would make the call copy all of it.)
        var walked = 0
        forEachAdjacentSymbol(of: constraint) { symbol in
            // From the end: what goes is most often what came last (a stack's hidden view
            // gets its collapse rules and loses them on the next show, in a list through every
            // view of the stack), and the entries after it are the ones passed over and moved.
            guard let passed = lists.remove(slot, from: Int(symbol)) else {
                preconditionFailure("constraint missing from the adjacency of its variable")
            }
            walked &+= passed
        }
        adjacencyWork &+= walked
        swap(&lists, &adjacency)
        directions[slot] = nil
        if record.isRequiredEquality { equalityVersion += 1 }
        records[Int(slot)] = nil
        freeRecordSlots.append(slot)
    }

    /// Clears the lookup hints this solver set in its variables and constraints, so that the
    /// next solver to use them gets the fast path (called by reset and deinit).
    func releaseHints() {
        for (index, symbol) in externals.enumerated() {
            let variable = externalVariables[index]
            guard variable.symbolHint == symbol else { continue }
            if otherVariableSymbols[ObjectIdentifier(variable)] == nil { variable.symbolHint = -1 }
        }
        for (slot, record) in records.enumerated() {
            guard let record, record.constraint.recordHint == Int32(slot) else { continue }
            if otherRecordSlots[ObjectIdentifier(record.constraint)] == nil {
                record.constraint.recordHint = -1
            }
        }
    }

    /// The registered symbols of a constraint's variables, each once, in term order.
    func distinctSymbols(of constraint: Constraint) -> [Int32] {
        var result: [Int32] = []
        constraint.forEachTerm { variable, _ in
            if let symbol = symbol(of: variable), !result.contains(symbol) { result.append(symbol) }
        }
        return result
    }

    /// The symbols of a constraint's variables whose coefficients do not cancel, each once, in
    /// term order: what ``adjacency`` lists. (A variable whose terms cancel is not registered
    /// by its constraint, and may be by a later one: it must not count then either.)
    func adjacentSymbols(of constraint: Constraint) -> [Int32] {
        var result: [Int32] = []
        forEachAdjacentSymbol(of: constraint) { result.append($0) }
        return result
    }

    /// Calls `body` with each of ``adjacentSymbols(of:)``, in order, adding up the terms in
    /// stack memory: every add and remove lists a constraint's adjacency, where two arrays per
    /// constraint would be most of the cost.
    func forEachAdjacentSymbol(of constraint: Constraint, _ body: (Int32) -> Void) {
        let capacity = constraint.terms.count
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { symbols in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { net in
                var count = 0
                constraint.forEachTerm { variable, coefficient in
                    guard let symbol = symbol(of: variable) else { return }
                    for index in 0..<count where symbols[index] == symbol {
                        net[index] += coefficient
                        return
                    }
                    symbols[count] = symbol
                    net[count] = coefficient
                    count += 1
                }
                for index in 0..<count where abs(net[index]) >= Tableau.epsilon { body(symbols[index]) }
            }
        }
    }

    /// Numbers the live records and edits 0, 1, 2… in their order, so sequences fit in 32 bits
    /// however many constraints came and went.
    mutating func renumberSequences() {
        var entries: [(sequence: Int, record: Int32?, edit: ObjectIdentifier?)] = []
        for slot in records.indices {
            if let record = records[slot] { entries.append((Int(record.sequence), Int32(slot), nil)) }
        }
        for (key, edit) in edits { entries.append((edit.sequence, nil, key)) }
        // Sequences are unique, so this order is total (and deterministic).
        entries.sort { $0.sequence < $1.sequence }
        for (index, entry) in entries.enumerated() {
            if let slot = entry.record { records[Int(slot)]!.sequence = Int32(index) }
            if let key = entry.edit { edits[key]!.sequence = index }
        }
        nextSequence = entries.count
    }

    /// Live records in order of addition.
    var orderedRecords: [ConstraintRecord] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
    }
}
