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

/// The definitions in use: by defined symbol, by dummy, what refers to what, and the order in
/// which values are computed.
struct DefinitionTable {
    /// The definitions, in no particular order (removal swaps the last one in).
    private(set) var list: ContiguousArray<Definition> = []
    /// For each symbol, the index of its definition in ``list``, or -1 (grown on demand).
    private var indexOf: ContiguousArray<Int32> = []
    /// For each symbol, how many definitions mention it among their terms (grown on demand).
    private(set) var dependents: ContiguousArray<Int32> = []
    /// Per-symbol stamps and weights for the traversals (grown on demand).
    var stamps: ContiguousArray<UInt32> = []
    var weights: ContiguousArray<Double> = []
    private var epoch: UInt32 = 0
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
    /// Each defined symbol's index in ``order`` (grown on demand).
    private var orderIndex: ContiguousArray<Int32> = []
    /// For each symbol, the index in ``order`` its last definition had since the order was last
    /// rebuilt, or -1 (grown on demand).
    private var lastOrderIndex: ContiguousArray<Int32> = []
    /// For each symbol, at most the smallest index in ``order`` of a definition that mentions
    /// it (set when such a definition comes; not raised when it goes, so it may be smaller
    /// than that: a bound, recomputed when the order is rebuilt; grown on demand).
    private var firstDependentIndex: ContiguousArray<Int32> = []
    private var removedFromOrder = 0
    private var isOrdered = true
    /// How many times the order has been rebuilt (statistics for tests: a rebuild walks every
    /// definition).
    private(set) var orderRebuildCount = 0

    /// The index in ``list`` of the definition of `symbol`, or -1.
    @inline(__always)
    func index(of symbol: Int32) -> Int32 {
        Int(symbol) < indexOf.count ? indexOf[Int(symbol)] : -1
    }

    /// The definition of `symbol`, which must be defined.
    @inline(__always)
    func definition(of symbol: Int32) -> Definition {
        list[Int(indexOf[Int(symbol)])]
    }

    /// Makes every per-symbol array at least `count` long.
    mutating func grow(to count: Int) {
        if indexOf.count >= count { return }
        let missing = count - indexOf.count
        indexOf.append(contentsOf: repeatElement(-1, count: missing))
        dependents.append(contentsOf: repeatElement(0, count: missing))
        stamps.append(contentsOf: repeatElement(0, count: missing))
        weights.append(contentsOf: repeatElement(0, count: missing))
        orderIndex.append(contentsOf: repeatElement(-1, count: missing))
        lastOrderIndex.append(contentsOf: repeatElement(-1, count: missing))
        firstDependentIndex.append(contentsOf: repeatElement(Int32.max, count: missing))
    }

    /// Adds a definition (the symbols must be within ``grow(to:)``).
    mutating func insert(_ definition: Definition) {
        let variable = definition.variable
        var place = Int32(order.count)
        if isOrdered, let reused = reusableOrderIndex(for: definition) {
            place = reused
        } else if dependents[Int(variable)] > 0 {
            isOrdered = false
        }
        for term in definition.terms { dependents[Int(term.symbol)] += 1 }
        indexOf[Int(variable)] = Int32(list.count)
        variableOfDummy[definition.dummy] = variable
        list.append(definition)
        orderIndex[Int(variable)] = place
        if place == order.count {
            order.append(variable)
        } else {
            order[Int(place)] = variable
            removedFromOrder -= 1
        }
        for term in definition.terms {
            firstDependentIndex[Int(term.symbol)] = min(firstDependentIndex[Int(term.symbol)], place)
        }
    }

    /// The index in ``order`` the last definition of `definition`'s variable had, if it is
    /// free and the definition may go there: after every defined symbol it mentions, before
    /// every definition that mentions its variable. Only while ``isOrdered``.
    private func reusableOrderIndex(for definition: Definition) -> Int32? {
        let place = lastOrderIndex[Int(definition.variable)]
        guard place >= 0, Int(place) < order.count, order[Int(place)] == -1,
            firstDependentIndex[Int(definition.variable)] > place
        else { return nil }
        for term in definition.terms where index(of: term.symbol) >= 0 {
            if orderIndex[Int(term.symbol)] >= place { return nil }
        }
        return place
    }

    /// Records that the constant of the definition whose dummy is `dummy` is now `constant`.
    mutating func setConstant(_ constant: Double, ofDummy dummy: Int32) {
        guard let variable = variableOfDummy[dummy] else { return }
        list[Int(indexOf[Int(variable)])].constant = constant
    }

    /// Removes the definition whose dummy is `dummy` and returns it, or nil if there is none.
    mutating func remove(dummy: Int32) -> Definition? {
        guard let variable = variableOfDummy.removeValue(forKey: dummy) else { return nil }
        let index = Int(indexOf[Int(variable)])
        let definition = list[index]
        for term in definition.terms { dependents[Int(term.symbol)] -= 1 }
        indexOf[Int(variable)] = -1
        let last = list.removeLast()
        if index < list.count {
            list[index] = last
            indexOf[Int(last.variable)] = Int32(index)
        }
        order[Int(orderIndex[Int(variable)])] = -1
        lastOrderIndex[Int(variable)] = orderIndex[Int(variable)]
        orderIndex[Int(variable)] = -1
        removedFromOrder += 1
        return definition
    }

    /// The place of the defined `symbol` in the value order (valid after ``keepOrdered()``).
    @inline(__always)
    func orderPlace(of symbol: Int32) -> Int32 {
        orderIndex[Int(symbol)]
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
            for index in lastOrderIndex.indices {
                lastOrderIndex[index] = -1
                firstDependentIndex[index] = Int32.max
            }
            for (index, symbol) in order.enumerated() {
                orderIndex[Int(symbol)] = Int32(index)
                for term in list[Int(indexOf[Int(symbol)])].terms {
                    let current = firstDependentIndex[Int(term.symbol)]
                    firstDependentIndex[Int(term.symbol)] = min(current, Int32(index))
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
            let place = orderIndex[Int(definition.variable)]
            if place < 0 || Int(place) >= order.count || order[Int(place)] != definition.variable {
                problems.append(
                    "definition of symbol \(definition.variable) is not at its place in the order")
                continue
            }
            for term in definition.terms {
                if index(of: term.symbol) >= 0 && orderIndex[Int(term.symbol)] >= place {
                    problems.append("symbol \(definition.variable) is ordered before symbol \(term.symbol)")
                }
                if firstDependentIndex[Int(term.symbol)] > place {
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
            for index in stamps.indices { stamps[index] = 0 }
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
            if position < 0 || stamps[Int(symbol)] == stamp { continue }
            stamps[Int(symbol)] = stamp
            stack.append((symbol, true))
            for term in list[Int(position)].terms where index(of: term.symbol) >= 0 {
                if stamps[Int(term.symbol)] != stamp { stack.append((term.symbol, false)) }
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
        if isOrdered && Int(target) < firstDependentIndex.count {
            var placedBefore = true
            for source in sources {
                if source == target { return true }
                if index(of: source) >= 0 && orderIndex[Int(source)] >= firstDependentIndex[Int(target)] {
                    placedBefore = false
                }
            }
            if placedBefore { return false }
        }
        let stamp = nextEpoch()
        var stack = sources
        while let symbol = stack.popLast() {
            if symbol == target { return true }
            let position = index(of: symbol)
            if position < 0 || stamps[Int(symbol)] == stamp { continue }
            stamps[Int(symbol)] = stamp
            for term in list[Int(position)].terms { stack.append(term.symbol) }
        }
        return false
    }
}
