// The bookkeeping of defined variables (see SolverState+Definitions.swift): the definitions by
// defined symbol, what depends on what, and an order in which their values can be computed.

/// The definition `variable := Σ terms + scale · constant − scale · dummy` of a required
/// equality `a·variable + Σ rest + constant == 0` (scale = −1/a, terms = scale · rest).
struct Definition {
    /// The defined (external) symbol.
    let variable: Int32
    /// The constraint's dummy marker (its record's marker).
    let dummy: Int32
    /// The record slot of the constraint.
    let record: Int32
    /// The other symbols and their coefficients in the definition.
    let terms: ContiguousArray<Cell>
    /// −1 / (the coefficient of the variable in the constraint).
    let scale: Double
    /// The constraint's constant (kept here: values are computed from it on every read).
    var constant: Double
}

/// What the table keeps for one symbol that a definition defines or mentions.
struct DefinitionEntry {
    /// The index of the symbol's definition in ``DefinitionTable/list``, or -1.
    var definition: Int32 = -1
    /// How many definitions mention the symbol among their terms.
    var dependents: Int32 = 0
    /// The traversal stamp (see ``DefinitionTable/nextEpoch()``).
    var stamp: UInt32 = 0
    /// The symbol's index in the value order, or -1.
    var orderIndex: Int32 = -1
    /// The index in the value order the symbol's last definition had since the order was last
    /// rebuilt, or -1.
    var lastOrderIndex: Int32 = -1
    /// At most the smallest index in the value order of a definition that mentions the symbol
    /// (set when such a definition comes; not raised when it goes, so it may be smaller than
    /// that: a bound, recomputed when the order is rebuilt).
    var firstDependentIndex = Int32.max
    /// The weight an expansion has gathered on the symbol (see
    /// `SolverState.scratchAddDefined(_:)`).
    var weight = 0.0
    /// The first of the symbol's dependent edges in ``DefinitionTable/edges`` (one for each
    /// definition that mentions the symbol), or -1.
    var firstEdge: Int32 = -1
}

/// One link of a symbol's list of dependents: a definition that mentions the symbol.
struct DependentEdge {
    /// The variable the mentioning definition defines.
    var dependent: Int32
    /// The next edge of the same symbol's list, or -1 (for a free edge: the next free one).
    var next: Int32
}

/// The definitions in use: by defined symbol, by dummy, what refers to what, and the order in
/// which values are computed.
///
/// What is kept per symbol is kept only for the symbols definitions define or mention (the
/// items' positions along a chain), in ``DefinitionEntry`` values that a per-symbol index
/// points to: a stack's tableau has five symbols for each such one (slacks, errors, sizes), and
/// seven arrays over all of them took 10 MB for 10,000 labels.
struct DefinitionTable {
    /// The definitions, in no particular order (removal swaps the last one in).
    private(set) var list: ContiguousArray<Definition> = []
    /// For each symbol, the index of its entry in ``entries``, or -1 (grown on demand).
    private var entryOf: ContiguousArray<Int32> = []
    /// The entries of the symbols definitions define or mention (kept once made).
    private var entries: ContiguousArray<DefinitionEntry> = []
    private var epoch: UInt32 = 0
    /// The dependent edges of all symbols, each symbol's a list through ``DependentEdge/next``
    /// from its entry's ``DefinitionEntry/firstEdge``: a changed value reaches the definitions
    /// that mention it without a walk over every definition (see
    /// `SolverState.refreshDefinedValues()`).
    private var edges: ContiguousArray<DependentEdge> = []
    /// The first free edge, or -1.
    private var firstFreeEdge: Int32 = -1
    /// The defined symbol of each definition's dummy.
    private(set) var variableOfDummy: [Int32: Int32] = [:]
    /// The defined symbols, each after the defined symbols its definition mentions, with -1
    /// where one was removed; valid while ``isOrdered``. A definition added to a variable that
    /// nothing depends on keeps it valid by going last (a chain's links, in any order); one
    /// added to a variable that others depend on, by going back to the place its variable's
    /// last definition had, when that is still after everything it mentions and before
    /// everything that mentions its variable (a link taken out of a chain and put back: a
    /// stack's view hidden and shown; every definition goes back there when it can, so that
    /// a link put back before the next one finds its place). Otherwise the order is rebuilt
    /// when next read.
    private var order: ContiguousArray<Int32> = []
    private var removedFromOrder = 0
    private var isOrdered = true
    /// How many times the order has been rebuilt (statistics for tests: a rebuild walks every
    /// definition).
    private(set) var orderRebuildCount = 0

    /// The entry index of `symbol`, or -1.
    @inline(__always)
    private func entryIndex(_ symbol: Int32) -> Int {
        Int(symbol) < entryOf.count ? Int(entryOf[Int(symbol)]) : -1
    }

    /// The entry index of `symbol`, made if it has none (the symbol must be within
    /// ``grow(to:)``).
    private mutating func makeEntry(_ symbol: Int32) -> Int {
        let index = Int(entryOf[Int(symbol)])
        if index >= 0 { return index }
        entryOf[Int(symbol)] = Int32(entries.count)
        entries.append(DefinitionEntry())
        return entries.count - 1
    }

    /// Puts `dependent` at the head of the dependents of the symbol whose entry is `entry`.
    private mutating func addEdge(from entry: Int, to dependent: Int32) {
        let edge = DependentEdge(dependent: dependent, next: entries[entry].firstEdge)
        if firstFreeEdge >= 0 {
            let index = firstFreeEdge
            firstFreeEdge = edges[Int(index)].next
            edges[Int(index)] = edge
            entries[entry].firstEdge = index
        } else {
            entries[entry].firstEdge = Int32(edges.count)
            edges.append(edge)
        }
    }

    /// Takes `dependent` out of the dependents of the symbol whose entry is `entry` (a walk of
    /// that list: a symbol is mentioned by a few definitions, a chain's by one or two).
    private mutating func removeEdge(from entry: Int, to dependent: Int32) {
        var previous: Int32 = -1
        var edge = entries[entry].firstEdge
        while edge >= 0 && edges[Int(edge)].dependent != dependent {
            previous = edge
            edge = edges[Int(edge)].next
        }
        precondition(edge >= 0, "dependent edge missing")
        let next = edges[Int(edge)].next
        if previous < 0 { entries[entry].firstEdge = next } else { edges[Int(previous)].next = next }
        edges[Int(edge)] = DependentEdge(dependent: -1, next: firstFreeEdge)
        firstFreeEdge = edge
    }

    /// Appends the variable of every definition that mentions `symbol` to `dependents`.
    ///
    /// (Not a call per dependent: a caller that marks what it is given would mutate the table
    /// during the walk, and the table would be copied for every call.)
    @inline(__always)
    func appendDependents(of symbol: Int32, to dependents: inout ContiguousArray<Int32>) {
        let entry = entryIndex(symbol)
        guard entry >= 0 else { return }
        var edge = entries[entry].firstEdge
        while edge >= 0 {
            dependents.append(edges[Int(edge)].dependent)
            edge = edges[Int(edge)].next
        }
    }

    /// The variables of the definitions that mention `symbol`, by walking its edges (for the
    /// invariant checks).
    func dependents(of symbol: Int32) -> [Int32] {
        var result = ContiguousArray<Int32>()
        appendDependents(of: symbol, to: &result)
        return Array(result)
    }

    /// The index in ``list`` of the definition of `symbol`, or -1.
    @inline(__always)
    func index(of symbol: Int32) -> Int32 {
        let entry = entryIndex(symbol)
        return entry < 0 ? -1 : entries[entry].definition
    }

    /// How many definitions mention `symbol` among their terms.
    func dependentCount(of symbol: Int32) -> Int32 {
        let entry = entryIndex(symbol)
        return entry < 0 ? 0 : entries[entry].dependents
    }

    /// Whether no definition defines or mentions `symbol` (nor waits to take its place in
    /// the value order): what the table keeps for it may be forgotten.
    func isUnused(_ symbol: Int32) -> Bool {
        let entry = entryIndex(symbol)
        guard entry >= 0 else { return true }
        return entries[entry].definition < 0 && entries[entry].dependents == 0
            && entries[entry].orderIndex < 0
    }

    /// Forgets what is kept for the unused `symbol`, whose id is about to be reused (its entry
    /// stays with the id, as new), except the place its last definition had in the value order:
    /// a variable that leaves and comes back gets its symbol back when it is still free (see
    /// SolverState+SymbolReuse.swift), and its definition its place (the place is checked
    /// before it is taken, so a stale one costs nothing).
    mutating func forget(_ symbol: Int32) {
        let entry = entryIndex(symbol)
        guard entry >= 0 else { return }
        precondition(isUnused(symbol), "forgetting a symbol a definition uses")
        let place = entries[entry].lastOrderIndex
        entries[entry] = DefinitionEntry()
        entries[entry].lastOrderIndex = place
    }

    /// The definition of `symbol`, which must be defined.
    @inline(__always)
    func definition(of symbol: Int32) -> Definition {
        list[Int(entries[Int(entryOf[Int(symbol)])].definition)]
    }

    /// Makes the per-symbol index at least `count` long.
    mutating func grow(to count: Int) {
        if entryOf.count >= count { return }
        // With room to spare, so that growing by a few symbols after a jump copies nothing.
        if count > entryOf.capacity { entryOf.reserveCapacity(count + count / 2) }
        entryOf.append(contentsOf: repeatElement(-1, count: count - entryOf.count))
    }

    /// Marks the defined `symbol` with `stamp`; false if it had it already.
    @inline(__always)
    mutating func mark(_ symbol: Int32, with stamp: UInt32) -> Bool {
        let entry = Int(entryOf[Int(symbol)])
        if entries[entry].stamp == stamp { return false }
        entries[entry].stamp = stamp
        return true
    }

    /// Adds `weight` to what an expansion has gathered on the defined `symbol`.
    @inline(__always)
    mutating func addWeight(_ weight: Double, to symbol: Int32) {
        entries[Int(entryOf[Int(symbol)])].weight += weight
    }

    /// What an expansion has gathered on the defined `symbol`, which it takes (leaving 0).
    @inline(__always)
    mutating func takeWeight(of symbol: Int32) -> Double {
        let entry = Int(entryOf[Int(symbol)])
        defer { entries[entry].weight = 0 }
        return entries[entry].weight
    }

    /// Adds a definition (the symbols must be within ``grow(to:)``).
    mutating func insert(_ definition: Definition) {
        let variable = makeEntry(definition.variable)
        var place = Int32(order.count)
        if isOrdered, let reused = reusableOrderIndex(for: definition) {
            place = reused
        } else if entries[variable].dependents > 0 {
            isOrdered = false
        }
        for term in definition.terms {
            let entry = makeEntry(term.symbol)
            entries[entry].dependents += 1
            entries[entry].firstDependentIndex = min(entries[entry].firstDependentIndex, place)
            addEdge(from: entry, to: definition.variable)
        }
        entries[variable].definition = Int32(list.count)
        variableOfDummy[definition.dummy] = definition.variable
        list.append(definition)
        entries[variable].orderIndex = place
        if place == order.count {
            order.append(definition.variable)
        } else {
            order[Int(place)] = definition.variable
            removedFromOrder -= 1
        }
    }

    /// The index in ``order`` the last definition of `definition`'s variable had, if it is
    /// free and the definition may go there: after every defined symbol it mentions, before
    /// every definition that mentions its variable. Only while ``isOrdered``.
    private func reusableOrderIndex(for definition: Definition) -> Int32? {
        let variable = entries[entryIndex(definition.variable)]
        let place = variable.lastOrderIndex
        guard place >= 0, Int(place) < order.count, order[Int(place)] == -1,
            variable.firstDependentIndex > place
        else { return nil }
        for term in definition.terms {
            let entry = entryIndex(term.symbol)
            if entry >= 0 && entries[entry].definition >= 0 && entries[entry].orderIndex >= place {
                return nil
            }
        }
        return place
    }

    /// Records that the constant of the definition whose dummy is `dummy` is now `constant`.
    mutating func setConstant(_ constant: Double, ofDummy dummy: Int32) {
        guard let variable = variableOfDummy[dummy] else { return }
        list[Int(index(of: variable))].constant = constant
    }

    /// Removes the definition whose dummy is `dummy` and returns it, or nil if there is none.
    mutating func remove(dummy: Int32) -> Definition? {
        guard let variable = variableOfDummy.removeValue(forKey: dummy) else { return nil }
        let entry = entryIndex(variable)
        let index = Int(entries[entry].definition)
        let definition = list[index]
        for term in definition.terms {
            let termEntry = entryIndex(term.symbol)
            entries[termEntry].dependents -= 1
            removeEdge(from: termEntry, to: variable)
        }
        entries[entry].definition = -1
        let last = list.removeLast()
        if index < list.count {
            list[index] = last
            entries[entryIndex(last.variable)].definition = Int32(index)
        }
        let place = entries[entry].orderIndex
        order[Int(place)] = -1
        entries[entry].lastOrderIndex = place
        entries[entry].orderIndex = -1
        removedFromOrder += 1
        return definition
    }

    /// The place of the defined `symbol` in the value order (valid after ``keepOrdered()``).
    @inline(__always)
    func orderPlace(of symbol: Int32) -> Int32 {
        entries[Int(entryOf[Int(symbol)])].orderIndex
    }

    /// Rebuilds the value order if it is not valid (see ``valueOrder()``).
    mutating func keepOrdered() {
        _ = valueOrder()
    }

    /// The defined symbols, each after those its definition mentions (with -1 for gaps): the
    /// order is rebuilt when a definition went to a variable others depended on, or when gaps
    /// make up half of it.
    mutating func valueOrder() -> ContiguousArray<Int32> {
        if !isOrdered || removedFromOrder * 2 > order.count {
            order = dependencyOrder(from: list.map(\.variable))
            for index in entries.indices {
                entries[index].lastOrderIndex = -1
                entries[index].firstDependentIndex = Int32.max
            }
            for (index, symbol) in order.enumerated() {
                let entry = entryIndex(symbol)
                entries[entry].orderIndex = Int32(index)
                for term in list[Int(entries[entry].definition)].terms {
                    let termEntry = entryIndex(term.symbol)
                    entries[termEntry].firstDependentIndex = min(
                        entries[termEntry].firstDependentIndex, Int32(index))
                }
            }
            removedFromOrder = 0
            isOrdered = true
            orderRebuildCount += 1
        }
        return order
    }

    /// What is wrong with the order kept for values (for the invariant checks): while it is
    /// valid, each defined symbol sits at its index, after every defined symbol its definition
    /// mentions, and no symbol's bound on its first dependent's index is above that index.
    func orderViolations() -> [String] {
        guard isOrdered else { return [] }
        var problems: [String] = []
        for definition in list {
            let place = orderPlace(of: definition.variable)
            if place < 0 || Int(place) >= order.count || order[Int(place)] != definition.variable {
                problems.append(
                    "definition of symbol \(definition.variable) is not at its place in the order")
                continue
            }
            for term in definition.terms {
                let entry = entries[entryIndex(term.symbol)]
                if entry.definition >= 0 && entry.orderIndex >= place {
                    problems.append("symbol \(definition.variable) is ordered before symbol \(term.symbol)")
                }
                if entry.firstDependentIndex > place {
                    problems.append("the first dependent of symbol \(term.symbol) is placed above its bound")
                }
            }
        }
        let holes = order.reduce(0) { $0 + ($1 < 0 ? 1 : 0) }
        if holes != removedFromOrder {
            problems.append("\(holes) gaps in the order, \(removedFromOrder) counted")
        }
        return problems
    }

    /// A fresh traversal stamp (all stamps are cleared when the counter wraps).
    mutating func nextEpoch() -> UInt32 {
        if epoch == UInt32.max {
            for index in entries.indices { entries[index].stamp = 0 }
            epoch = 0
        }
        epoch += 1
        return epoch
    }

    /// The defined symbols reachable from `starts` through definitions (the starts included
    /// when defined), each once, every one after all those its definition mentions:
    /// dependencies first.
    mutating func dependencyOrder(from starts: [Int32]) -> ContiguousArray<Int32> {
        let stamp = nextEpoch()
        var order = ContiguousArray<Int32>()
        var stack: [(symbol: Int32, expanded: Bool)] = starts.reversed().map { ($0, false) }
        while let (symbol, expanded) = stack.popLast() {
            if expanded {
                order.append(symbol)
                continue
            }
            let position = index(of: symbol)
            if position < 0 || !mark(symbol, with: stamp) { continue }
            stack.append((symbol, true))
            for term in list[Int(position)].terms where index(of: term.symbol) >= 0 {
                if entries[entryIndex(term.symbol)].stamp != stamp { stack.append((term.symbol, false)) }
            }
        }
        return order
    }

    /// Whether `target` is reachable from any of `sources` through definitions (a source
    /// equal to `target` counts).
    ///
    /// While the order is valid, a source placed before every definition that mentions `target`
    /// cannot reach it (whatever a definition reaches is placed before it): when all are, the
    /// answer needs no walk down their chains.
    mutating func reaches(_ target: Int32, from sources: [Int32]) -> Bool {
        if isOrdered {
            let targetEntry = entryIndex(target)
            let bound = targetEntry < 0 ? Int32.max : entries[targetEntry].firstDependentIndex
            var placedBefore = true
            for source in sources {
                if source == target { return true }
                if index(of: source) >= 0 && orderPlace(of: source) >= bound { placedBefore = false }
            }
            if placedBefore { return false }
        }
        let stamp = nextEpoch()
        var stack = sources
        while let symbol = stack.popLast() {
            if symbol == target { return true }
            let position = index(of: symbol)
            if position < 0 || !mark(symbol, with: stamp) { continue }
            for term in list[Int(position)].terms { stack.append(term.symbol) }
        }
        return false
    }
}
