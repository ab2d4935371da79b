// Defined variables: required equalities kept out of the tableau (off by default in a
// ``Solver``, on in the layout engine's; see ``Solver/definesVariables``).
//
// Along a chain (`top[i+1] == top[i] + height[i]`, each height with optional intrinsic-size
// constraints) a classic tableau holds `top[i]` basic with a row through every item above it
// whenever the chain is under pressure (its end pinned, or pulled by an optional constraint):
// O(N²) cells, O(N) per add, cubic in all. Most of those rows are never needed: nothing but the
// next link mentions `top[i]`.
//
// A required equality whose subject `v` can be an external variable that appears in no row (a
// new variable, or one whose column is empty and that is not basic) is kept as a *definition*
// `v := Σ cᵢ·xᵢ + k + (1/a)·d`, where `d` is the constraint's dummy marker, as in kiwi. It is
// exactly kiwi's row of `v` (a tableau row is determined by its basis), kept lazily: `v` is
// basic, substituted into nothing, and the row is expanded, in the rows of the moment, only into
// the rows of constraints that mention `v` (a chain's end gets one row of O(N) cells, not N
// rows). The dummy rides along in every row that took the expansion, so:
//
// - a constant change moves the rows in the dummy's column, as for any marker;
// - a removal first materialises the row of `v` (the expansion, as a real row) and then
//   removes the dummy's row as kiwi does (``SolverState/removeMarkerRow(_:)``): every row that
//   took the definition, and only those, is updated; when no row took it, kiwi would drop the
//   row of `v` itself, so the definition is just forgotten and `v` is free (at 0);
// - a required equality whose row holds nothing but dummies is implied by those definitions:
//   they become ordinary equalities with rows (their dummies, zero for good, are dropped),
//   and it is redundant as any implied equality is (SolverState+Equalities.swift).
//
// A definition costs its dummy, a cell in every row that takes it: a variable whose row would
// be short (`left == rootLeft`) is better basic. So a definition is made only where a row would
// be long: when one of the other variables is defined already (a chain goes on) or basic with
// a row of at least ``SolverState/definitionRowLength`` cells (a chain starts) — or where the
// constraint asks for one (``Constraint/prefersDefinition``): a chain whose rows stay short
// (a stack whose views are all as long as one shared length) still walks every link when one
// of its plain-row links or an equality next to one is removed.
//
// Definitions may refer to defined variables (a chain's links do): expansion and values go
// through the definitions in dependency order, each visited once. A variable is never defined
// by an expression that depends on it. Values of defined variables are computed when they are
// read (``SolverState/refreshDefinedValues()``) and kept in their offsets (a defined variable is
// never parametric in a row, so nothing else reads them).

extension SolverState {
    /// Whether `symbol` is a defined variable.
    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool {
        !definitions.list.isEmpty && definitions.index(of: symbol) >= 0
    }

    /// Adds `coefficient ·` a symbol that is not defined to the scratch row: its row when it
    /// is basic, else itself; rows are written in `symbol − offset`.
    @inline(__always)
    mutating func scratchAddUndefined(_ symbol: Int32, _ coefficient: Double) {
        let offset = tableau.offsets[Int(symbol)]
        if offset != 0 { tableau.addScratchConstant(coefficient * offset) }
        let slot = tableau.rowOf[Int(symbol)]
        if slot >= 0 {
            tableau.scratchAddRow(at: slot, coefficient)
        } else {
            tableau.scratchAdd(symbol, coefficient)
        }
    }

    /// Adds `coefficient ·` the row of the defined `symbol` to the scratch row (see
    /// ``scratchAddDefined(_:)``).
    mutating func scratchAddDefined(_ symbol: Int32, _ coefficient: Double) {
        scratchAddDefined([Cell(symbol: symbol, coefficient: coefficient)])
    }

    /// Adds `coefficient ·` the row of each defined symbol of `terms` to the scratch row: its
    /// definition, with every defined variable in it expanded in turn (each definition once,
    /// whatever the number of paths to it) and every basic one replaced by its row.
    ///
    /// The definitions are expanded from the last in the value order down (a definition comes
    /// after everything it mentions, so a symbol's weight is complete when it is taken), and
    /// one whose weight has cancelled to zero is not expanded, nor what only it reaches. A rule
    /// between two neighbours of a chain (`next.top <= view.top + 2`) names two tops whose
    /// expansions run down the whole chain and cancel after one link: expanded together, it
    /// costs that link, not two walks to the chain's root.
    mutating func scratchAddDefined(_ terms: [Cell]) {
        definitions.grow(to: tableau.kinds.count)
        definitions.keepOrdered()
        // A max-heap of (place in the value order << 32 | symbol): the last placed comes first.
        var heap = MaxHeap<Int64>(capacity: 8)
        let stamp = definitions.nextEpoch()
        func push(_ symbol: Int32) {
            guard definitions.mark(symbol, with: stamp) else { return }
            heap.push(Int64(definitions.orderPlace(of: symbol)) << 32 | Int64(UInt32(bitPattern: symbol)))
        }
        func popLastPlaced() -> Int32? {
            heap.popLargest().map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
        }
        for term in terms {
            definitions.addWeight(term.coefficient, to: term.symbol)
            push(term.symbol)
        }
        while let defined = popLastPlaced() {
            let weight = definitions.takeWeight(of: defined)
            if weight == 0 { continue }
            let definition = definitions.definition(of: defined)
            tableau.addScratchConstant(weight * definition.scale * definition.constant)
            tableau.scratchAdd(definition.dummy, -weight * definition.scale)
            for term in definition.terms {
                if definitions.index(of: term.symbol) >= 0 {
                    definitions.addWeight(weight * term.coefficient, to: term.symbol)
                    push(term.symbol)
                } else {
                    scratchAddUndefined(term.symbol, weight * term.coefficient)
                }
            }
        }
    }

    /// Adds a required equality as a definition when one of its variables can be its subject
    /// (see the file comment): a variable new to the solver first, then one that appears in
    /// no row and no definition, then one that does appear in definitions but on which none
    /// of the other variables depends; among equals the first in term order, and only
    /// variables whose coefficient is at least a tenth of the largest (stability). Only when
    /// it pays (see ``definitionRowLength``): one of the other variables is defined, or basic
    /// with a row of at least that many cells, or the constraint prefers a definition.
    /// - Returns: false when no variable qualifies (nothing changed: add it as a row).
    mutating func addDefinition(_ constraint: Constraint) -> Bool {
        // Most required equalities of a layout do not pay; find that out before any array is
        // made (the check below, on the merged terms, can only pass where this one does).
        if definitionRowLength != 0 && !constraint.prefersDefinition && !mayPayAsDefinition(constraint) {
            return false
        }
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(constraint.termCount)
        constraint.forEachTerm { variable, coefficient in
            if let index = terms.firstIndex(where: { $0.variable === variable }) {
                terms[index].coefficient += coefficient
            } else {
                terms.append((variable, coefficient))
            }
        }
        terms.removeAll { abs($0.coefficient) < Tableau.epsilon }
        if terms.isEmpty { return false }
        var largest = 0.0
        for term in terms { largest = max(largest, abs(term.coefficient)) }
        let pays =
            definitionRowLength == 0 || constraint.prefersDefinition
            || terms.contains { term in
                guard let symbol = symbol(of: term.variable) else { return false }
                if isDefined(symbol) { return true }
                let slot = tableau.rowOf[Int(symbol)]
                return slot >= 0 && tableau.rows[Int(slot)].cells.count >= definitionRowLength
            }
        if !pays { return false }
        definitions.grow(to: tableau.kinds.count)
        var subject = -1
        var subjectRank = Int.max
        for (index, term) in terms.enumerated() where abs(term.coefficient) >= 0.1 * largest {
            let rank: Int
            if let symbol = symbol(of: term.variable) {
                let free =
                    definitions.index(of: symbol) < 0 && tableau.rowOf[Int(symbol)] < 0
                    && tableau.columns[Int(symbol)].isEmpty && tableau.isCostFree(symbol)
                if !free { continue }
                rank = definitions.dependentCount(of: symbol) == 0 ? 1 : 2
                if rank == 2 {
                    let others = terms.indices.filter { $0 != index }.compactMap {
                        self.symbol(of: terms[$0].variable)
                    }
                    if definitions.reaches(symbol, from: others) { continue }
                }
            } else {
                rank = 0
            }
            if rank < subjectRank {
                subject = index
                subjectRank = rank
            }
        }
        if subject < 0 { return false }

        if nextSequence >= sequenceLimit { renumberSequences() }
        var record = ConstraintRecord(constraint: constraint, sequence: Int32(nextSequence), isRequired: true)
        nextSequence += 1
        var symbols: [Int32] = []
        for term in terms {
            symbols.append(symbol(of: term.variable) ?? makeSymbol(.external, for: term.variable))
        }
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        record.isDefinition = true
        definitions.grow(to: tableau.kinds.count)
        let scale = -1 / terms[subject].coefficient
        var cells = ContiguousArray<Cell>()
        for (index, term) in terms.enumerated() where index != subject {
            cells.append(Cell(symbol: symbols[index], coefficient: scale * term.coefficient))
        }
        let slot = freeRecordSlots.last ?? Int32(records.count)
        definitions.insert(
            Definition(
                variable: symbols[subject], dummy: dummy, record: slot, terms: cells, scale: scale,
                constant: constraint.constant))
        tableau.noteValueChange(of: symbols[subject])  // a new definition, to be evaluated
        storeRecord(record)
        precondition(lastStoredSlot == slot, "record slot changed")
        return true
    }

    /// Whether a variable of `constraint`, as written (a variable twice, or with a coefficient
    /// of about zero, counts too), is defined, or basic with a row of at least
    /// ``definitionRowLength`` cells: false means a definition cannot pay.
    @inline(__always)
    private func mayPayAsDefinition(_ constraint: Constraint) -> Bool {
        var pays = false
        constraint.forEachTerm { variable, _ in
            guard !pays, let symbol = symbol(of: variable) else { return }
            if isDefined(symbol) {
                pays = true
            } else {
                let slot = tableau.rowOf[Int(symbol)]
                pays = slot >= 0 && tableau.rows[Int(slot)].cells.count >= definitionRowLength
            }
        }
        return pays
    }

    /// Removes the definition recorded at `slot`. When no row took it, it is forgotten (the
    /// variable is free); else this materialises the defined variable's row (its
    /// expansion, as a real row; the variable appears in no row, so nothing is substituted),
    /// forgets the definition, and removes the dummy's row as kiwi removes a marker, which
    /// updates exactly the rows that took the definition. The variable is an ordinary one from
    /// then on.
    mutating func removeDefinition(recordAt slot: Int32) {
        let dummy = records[Int(slot)]!.marker
        if tableau.columns[Int(dummy)].isEmpty && tableau.isCostFree(dummy) {
            // Nothing took the definition: its row would be the only one with the dummy, and
            // kiwi would drop it, leaving the variable free and parametric (at 0).
            guard let definition = definitions.remove(dummy: dummy) else {
                preconditionFailure("definition record without a definition")
            }
            tableau.willChangeOffset(definition.variable)
            tableau.offsets[Int(definition.variable)] = 0
            return
        }
        materialiseDefinition(dummy: dummy)
        removeMarkerRow(dummy)
    }

    /// Turns the definition whose dummy is `dummy` into an ordinary required equality with a
    /// row (the defined variable's, basic) and no marker: its dummy, which is zero for good,
    /// is dropped from every row and from the objective. For a required equality that only
    /// the definitions imply: it is then implied by rows, and redundant.
    mutating func convertDefinitionToRow(dummy: Int32) {
        guard definitions.variableOfDummy[dummy] != nil else { return }
        let slot = symbolOwners[Int(dummy)]
        materialiseDefinition(dummy: dummy)
        for target in tableau.takeColumn(dummy) { _ = tableau.takeCell(dummy, fromRowAt: target) }
        tableau.clearCosts(of: dummy)
        symbolOwners[Int(dummy)] = -1
        records[Int(slot)]!.marker = -1
        records[Int(slot)]!.isDefinition = false
        equalityVersion += 1
        releaseDropped(dummy)
    }

    /// Inserts the row of the variable defined through `dummy` (its expansion) into the
    /// tableau and forgets the definition: the variable is basic, an ordinary variable.
    mutating func materialiseDefinition(dummy: Int32) {
        // Expanded while the definition is still there, then forgotten.
        guard let variable = definitions.variableOfDummy[dummy] else {
            preconditionFailure("definition record without a definition")
        }
        scratchAddDefined(variable, 1)
        _ = definitions.remove(dummy: dummy)
        var row = tableau.takeScratch()
        row.basic = variable
        tableau.willChangeOffset(variable)
        tableau.offsets[Int(variable)] = 0
        tableau.insertRow(row)
    }

    /// Writes the value of every defined variable whose value may have changed since the last
    /// call into its offset: its definition evaluated at the current values, dependencies first.
    /// The tableau's value log (Tableau+ValueLog.swift) says which symbols changed; the
    /// definitions that mention them are evaluated, and those that mention a defined variable
    /// whose value changed, in the value order. When the log overflowed, or the changes reach
    /// more than a few of the definitions, every definition is evaluated.
    mutating func refreshDefinedValues() {
        defer {
            tableau.valueLog.clear()
            tableau.valueLog.limit = 64 + definitions.list.count / 2
            tableau.valueLog.changedLimit = 64 + tableau.kinds.count / 4
        }
        if definitions.list.isEmpty { return }
        definitions.grow(to: tableau.kinds.count)
        let order = definitions.valueOrder()
        if tableau.valueLog.isOverflowed || !refreshChangedDefinedValues(order: order) {
            refreshAllDefinedValues(order: order)
            tableau.valueLog.overflowComputedChanges()
        }
    }

    /// Evaluates the definitions reached from the value log's symbols, in the value order;
    /// false, with some evaluated, when they pass an eighth of the definitions (evaluating all
    /// of them in order then costs less than the heap).
    private mutating func refreshChangedDefinedValues(order: ContiguousArray<Int32>) -> Bool {
        let budget = 16 + definitions.list.count / 8
        let stamp = definitions.nextEpoch()
        // Places in the value order, negated: the heap gives the smallest place first.
        var queue = MaxHeap<Int32>()
        var queued = 0
        var reached = ContiguousArray<Int32>()
        func enqueue(_ symbol: Int32) {
            guard definitions.index(of: symbol) >= 0, definitions.mark(symbol, with: stamp) else { return }
            queue.push(-definitions.orderPlace(of: symbol))
            queued += 1
        }
        func enqueueDependents(of symbol: Int32) {
            reached.removeAll(keepingCapacity: true)
            definitions.appendDependents(of: symbol, to: &reached)
            for dependent in reached { enqueue(dependent) }
        }
        let symbolCount = Int32(tableau.kinds.count)
        for symbol in tableau.valueLog.symbols where symbol < symbolCount {
            enqueue(symbol)
            enqueueDependents(of: symbol)
            if queued > budget { return false }
        }
        while let negatedPlace = queue.popLargest() {
            let symbol = order[Int(-negatedPlace)]
            definedValueEvaluations &+= 1
            let value = definedValue(definitions.definition(of: symbol))
            if value == tableau.offsets[Int(symbol)] { continue }
            tableau.offsets[Int(symbol)] = value
            tableau.valueLog.noteComputedChange(symbol)
            enqueueDependents(of: symbol)
            if queued > budget { return false }
        }
        return true
    }

    /// The value of a definition at the current values.
    @inline(__always)
    private func definedValue(_ definition: Definition) -> Double {
        var value = definition.scale * definition.constant
        for term in definition.terms {
            value += term.coefficient * tableau.value(of: term.symbol)
        }
        return value
    }

    /// Writes the value of every defined variable into its offset, dependencies first.
    private mutating func refreshAllDefinedValues(order: ContiguousArray<Int32>) {
        definedValueEvaluations &+= definitions.list.count
        // Unsafe buffers: a pass over thousands of definitions, without retaining each one's
        // terms.
        definitions.list.withUnsafeBufferPointer { list in
            tableau.rows.withUnsafeBufferPointer { rows in
                tableau.rowOf.withUnsafeBufferPointer { rowOf in
                    tableau.offsets.withUnsafeMutableBufferPointer { offsets in
                        for symbol in order where symbol >= 0 {
                            let definition = list[Int(definitions.index(of: symbol))]
                            var value = definition.scale * definition.constant
                            for term in definition.terms {
                                let slot = rowOf[Int(term.symbol)]
                                let termValue =
                                    offsets[Int(term.symbol)] + (slot >= 0 ? rows[Int(slot)].constant : 0)
                                value += term.coefficient * termValue
                            }
                            offsets[Int(symbol)] = value
                        }
                    }
                }
            }
        }
    }
}
