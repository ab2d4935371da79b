// Adding and removing constraints: building a row, choosing its subject, the dual simplex when
// no subject keeps the tableau feasible, and removal by the marker.
//
// Unlike kiwi, a required equality gets no dummy marker symbol: a dummy is never eliminated, so
// it rides along into every row derived from the constraint and makes chained layouts dense
// (696k cells instead of 15k for a 1,000-box grid). Removing or re-constanting a required
// equality instead recomputes how the constraint moves the tableau (SolverState+Equalities).

extension SolverState {
    /// Adds a constraint whose record does not exist yet.
    /// - Returns: false when it is a required constraint that cannot be satisfied; the state is
    ///   then unchanged.
    mutating func addConstraint(_ constraint: Constraint, strength: Strength, constant: Double) -> Bool {
        let required = strength.isRequired
        if definesVariables && required && constraint.relation == .equal && !tableau.parksVariables
            && constant == constraint.constant && addDefinition(constraint)
        {
            return true
        }
        var row = linearRow(of: constraint, constant: constant)
        let hasSafeSubject = row.cells.contains { isSafeSubject($0.symbol, ofRowWithConstant: row.constant) }
        if nextSequence >= sequenceLimit { renumberSequences() }
        var record = ConstraintRecord(
            constraint: constraint, sequence: Int32(nextSequence), isRequired: required)
        nextSequence += 1

        // A required row without an external symbol that can take its constant (see
        // isSafeSubject) may be infeasible: it is added as a (possibly negative) row and the dual
        // simplex repairs it, under an undo log so that a contradiction leaves the state
        // untouched.
        var needsDualSimplex = false
        if required && !hasSafeSubject {
            if constraint.relation == .equal {
                if row.cells.isEmpty {
                    recycleRowBuffer(&row)
                    // Implied by the other required equalities, or contradicting them.
                    if abs(row.constant) >= Tableau.epsilon {
                        nextSequence -= 1
                        return false
                    }
                    record.isRedundant = true
                    storeRecord(record)
                    return true
                }
                if abs(row.constant) < Tableau.epsilon
                    && row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy })
                {
                    // Implied by the definitions whose dummies are all it holds: they become
                    // rows (their dummies gone), which leaves this one implied by rows, the
                    // redundant kind (SolverState+Equalities.swift takes it from there).
                    for cell in row.cells { convertDefinitionToRow(dummy: cell.symbol) }
                    recycleRowBuffer(&row)
                    record.isRedundant = true
                    storeRecord(record)
                    return true
                }
                needsDualSimplex = true
            } else {
                let slackFirst = constraint.relation == .greaterThanOrEqual ? -1.0 : 1.0
                let slackFinal = row.constant < 0 ? -slackFirst : slackFirst
                needsDualSimplex = slackFinal >= 0
            }
        }
        // With a zero constant the new row is feasible as it stands and its pivot moves no
        // constant (a ratio of 0), so nothing can fail and nothing needs undoing: the common case
        // of `a.width == b.width` between two views whose widths are already slack-defined
        // (`width >= 0`), which then costs no more than an add through a free variable.
        let mayFail = row.constant != 0 || !row.cells.contains { tableau.kinds[Int($0.symbol)].isPivotable }
        // (An undo log already open belongs to a question being asked: see Solver+WhatIf.swift.)
        let logsForUndo = needsDualSimplex && mayFail && tableau.undo == nil
        if logsForUndo { tableau.beginUndo() }

        // Marker symbols, in kiwi's order, and their objective weights.
        var levelIndex = -1
        // An equality's shortfall side costs its own strength when it has one.
        let shortfall = constraint.hasOwnShortfallStrength ? constraint.shortfallStrength : strength
        var shortfallLevelIndex = -1
        if !required {
            retainLevels(strength, shortfall: constraint.relation == .equal ? shortfall : nil)
            if constraint.relation == .equal, let preference = constraint.preferenceStrength {
                retainLevel(preference.level)
            }
            levelIndex = self.levelIndex(strength.level).index
            shortfallLevelIndex = self.levelIndex(shortfall.level).index
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            record.marker = makeSymbol(.slack)
            row.insertCell(Cell(symbol: record.marker, coefficient: record.markerCoefficient))
            if !required {
                record.other = makeSymbol(.error)
                row.insertCell(Cell(symbol: record.other, coefficient: -record.markerCoefficient))
                tableau.addCost(strength.weight, to: record.other, level: levelIndex)
            }
        case .equal:
            if !required {
                record.marker = makeSymbol(.error)
                record.other = makeSymbol(.error)
                row.insertCell(Cell(symbol: record.marker, coefficient: -1))
                row.insertCell(Cell(symbol: record.other, coefficient: 1))
                tableau.addCost(strength.weight, to: record.marker, level: levelIndex)
                tableau.addCost(shortfall.weight, to: record.other, level: shortfallLevelIndex)
                // A preference costs on both sides (see Constraint.preferenceStrength).
                if let preference = constraint.preferenceStrength {
                    let preferenceLevelIndex = self.levelIndex(preference.level).index
                    tableau.addCost(preference.weight, to: record.marker, level: preferenceLevelIndex)
                    tableau.addCost(preference.weight, to: record.other, level: preferenceLevelIndex)
                }
            }
        }
        if row.constant < 0 { Self.negate(&row) }
        if !required && constraint.relation == .equal && row.constant == 0 && !hasSafeSubject
            && shortfallSubjectCostsLess(row, excess: record.marker, shortfall: record.other)
        {
            Self.negate(&row)  // so that the shortfall error is the one with coefficient -1
        }

        if needsDualSimplex {
            let added = addWithDualSimplex(row, slack: record.marker)
            recycleRowBuffer(&row)
            if !added {
                precondition(logsForUndo, "a row with a zero constant and a pivotable symbol cannot fail")
                tableau.rollBack()
                truncateSymbols()
                giveBackSymbolsTakenUnderUndo()
                droppedUnderUndo.removeAll()
                nextSequence -= 1
                return false
            }
        } else {
            let subject = chooseSubject(row, marker: record.marker, other: record.other)!
            let slot = tableau.insertRow(Self.solved(row, for: subject))
            recycleRowBuffer(&row)
            tableau.substitute(subject, definedByRowAt: slot)
            if tableau.kinds[Int(subject)] == .external { tableau.enteredExternals.append(subject) }
        }
        if logsForUndo {
            tableau.commitUndo()
            takenUnderUndo.removeAll()
            releaseDroppedSymbols()
        }
        tableau.optimize()  // which parks the external symbols that became basic
        storeRecord(record)
        return true
    }

    /// Drops the per-symbol entries of symbols that a rollback removed from the tableau.
    mutating func truncateSymbols() {
        let count = tableau.kinds.count
        symbolOwners.removeLast(symbolOwners.count - count)
        adjacency.removeLists(from: count)
        // (No variable is registered under an undo log, but stay exact if one ever is.)
        while let last = externals.last, Int(last) >= count {
            externals.removeLast()
            externalVariables.removeLast()
        }
    }

    /// The constraint's expression with basic variables replaced by their rows. Registers
    /// variables seen for the first time (only those with a non-zero net coefficient).
    mutating func linearRow(of constraint: Constraint, constant: Double) -> Row {
        var newVariables: [(Variable, Double)] = []
        // Expanded together, so that what cancels is not expanded (see scratchAddDefined).
        var defined: [Cell] = []
        constraint.forEachTerm { variable, coefficient in
            guard abs(coefficient) >= Tableau.epsilon else { return }
            if let symbol = symbol(of: variable) {
                if isDefined(symbol) {
                    defined.append(Cell(symbol: symbol, coefficient: coefficient))
                } else {
                    // The row is written in `symbol − offset` (see Tableau+Parking.swift).
                    scratchAddUndefined(symbol, coefficient)
                }
            } else if let index = newVariables.firstIndex(where: { $0.0 === variable }) {
                newVariables[index].1 += coefficient
            } else {
                newVariables.append((variable, coefficient))
            }
        }
        if !defined.isEmpty { scratchAddDefined(defined) }
        for (variable, coefficient) in newVariables where abs(coefficient) >= Tableau.epsilon {
            tableau.scratchAdd(makeSymbol(.external, for: variable), coefficient)
        }
        tableau.addScratchConstant(constant)
        var buffer = ContiguousArray<Cell>()
        swap(&buffer, &rowBuffer)
        return tableau.takeScratch(into: buffer)
    }

    /// Takes back the cells of a row built by ``linearRow(of:constant:)`` once the row is no
    /// longer needed, to build the next one in: rows that go into the tableau are exact copies
    /// (``solved(_:for:)``), so the buffer's spare capacity never stays in a stored row.
    mutating func recycleRowBuffer(_ row: inout Row) {
        swap(&rowBuffer, &row.cells)
        rowBuffer.removeAll(keepingCapacity: true)
    }

    /// Whether the external `symbol` can be the subject of a new row with `constant` without
    /// making another row infeasible: solving for it moves it by the constant, which moves
    /// every row that holds it. That is harmless for a row of another external symbol (free in
    /// sign), but a restricted row could turn negative, and only parked variables appear in
    /// restricted rows (see Tableau+Parking.swift): without parking, every external symbol is
    /// safe. A zero constant moves nothing.
    @inline(__always)
    func isSafeSubject(_ symbol: Int32, ofRowWithConstant constant: Double) -> Bool {
        guard tableau.kinds[Int(symbol)] == .external else { return false }
        if constant == 0 || !tableau.parksVariables { return true }
        for slot in tableau.columns[Int(symbol)]
        where tableau.kinds[Int(tableau.rows[Int(slot)].basic)] != .external {
            return false
        }
        return true
    }

    /// The subject of a new row. An external symbol that can take the row's constant if there
    /// is one (see ``isSafeSubject(_:ofRowWithConstant:)``; the row is then feasible as it
    /// stands): among those whose coefficient is not small beside the largest one (see
    /// ``Tableau/pivotThreshold``), the one in the fewest rows, as substituting it costs a merge
    /// per row (a new or parked variable costs little), lowest id on ties. Else the marker or
    /// the other error symbol if its coefficient is negative, which keeps the constant
    /// non-negative. Else nil.
    @inline(__always)
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        var largest = 0.0
        for cell in row.cells where isSafeSubject(cell.symbol, ofRowWithConstant: row.constant) {
            largest = max(largest, abs(cell.coefficient))
        }
        let smallest = largest * Tableau.pivotThreshold
        var best: Int32 = -1
        var bestCount = Int.max
        for cell in row.cells
        where abs(cell.coefficient) >= smallest && isSafeSubject(cell.symbol, ofRowWithConstant: row.constant)
        {
            let count = tableau.columns[Int(cell.symbol)].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        if marker >= 0 && tableau.kinds[Int(marker)].isPivotable && row.coefficient(of: marker) < 0 {
            return marker
        }
        if other >= 0 && tableau.kinds[Int(other)].isPivotable && row.coefficient(of: other) < 0 {
            return other
        }
        return nil
    }

    /// Whether an optional equality's row with a zero constant is better solved for its
    /// shortfall error than for its excess error (kiwi's choice, the marker). Either keeps the
    /// row feasible; what differs is the objective after the substitution. With the excess
    /// `e+` as subject, `e+ = Σ aᵢ·xᵢ + e−` gives every symbol with a negative `aᵢ` a negative
    /// share of the objective, and the optimization that follows may bring one of them into
    /// the basis — a pivot that costs that symbol's column. With the shortfall as subject the
    /// signs turn over. So the subject is the error whose negatively priced symbols have the
    /// shorter columns in all: along a stack whose views all share one length (proportional
    /// shares, say), the shared length's symbol is in a row of every view, and each view's new
    /// rule, solved for its excess, swapped it into the basis (O(N) per view, O(N²) to attach)
    /// where the new view's own length (a column of two rows) does as well.
    @inline(__always)
    func shortfallSubjectCostsLess(_ row: Row, excess: Int32, shortfall: Int32) -> Bool {
        var excessWork = 0
        var shortfallWork = 0
        // The excess's coefficient in the row is -1: solved for it, each other symbol keeps
        // the sign it has here.
        for cell in row.cells where cell.symbol != excess && cell.symbol != shortfall {
            let work = tableau.columns[Int(cell.symbol)].count
            if cell.coefficient < 0 { excessWork += work } else { shortfallWork += work }
        }
        return shortfallWork < excessWork
    }

    static func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.cells.indices { row.cells[index].coefficient = -row.cells[index].coefficient }
    }

    /// `0 = constant + Σ cells` as `subject = …`, in a new array of exactly the cells it needs
    /// (a row lives in the tableau for long; spare capacity would stay with it).
    static func solved(_ row: Row, for subject: Int32) -> Row {
        let (found, index) = row.search(subject)
        precondition(found, "subject not in its row")
        let factor = -1 / row.cells[index].coefficient
        var cells = ContiguousArray<Cell>()
        cells.reserveCapacity(row.cells.count - 1)
        for position in row.cells.indices where position != index {
            let cell = row.cells[position]
            cells.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * factor))
        }
        return Row(basic: subject, constant: row.constant * factor, cells: cells)
    }

    /// Turns `0 = constant + Σ cells` into `subject = …`.
    static func solve(_ row: inout Row, for subject: Int32) {
        let (found, index) = row.search(subject)
        precondition(found, "subject not in its row")
        let coefficient = row.cells.remove(at: index).coefficient
        let factor = -1 / coefficient
        row.constant *= factor
        for index in row.cells.indices { row.cells[index].coefficient *= factor }
        row.basic = subject
    }

    /// Adds a required row that has no external symbol and whose subject cannot be chosen to
    /// keep it feasible, by the dual simplex (the objective stays optimal throughout, so no
    /// second phase is needed).
    ///
    /// An inequality is solved for its new slack even if that makes the row negative. An
    /// equality gets a temporary symbol α = row that must reach zero: one dual pivot (ratio test
    /// over the cells whose sign can move α toward zero) makes α parametric, and α is then
    /// dropped, which fixes it at zero. Then the dual simplex repairs the rows that went
    /// negative. Must run under an undo log.
    /// - Returns: false when the required rows cannot all hold.
    mutating func addWithDualSimplex(_ row: Row, slack: Int32) -> Bool {
        if slack >= 0 {
            let slot = tableau.insertRow(Self.solved(row, for: slack))
            notePossiblyInfeasible(slot)
            return tableau.dualOptimize()
        }
        let alpha = makeSymbol(.dummy)
        var newRow = row
        newRow.cells = ContiguousArray()
        newRow.cells.reserveCapacity(row.cells.count)
        newRow.cells.append(contentsOf: row.cells)
        newRow.basic = alpha
        let slot = tableau.insertRow(newRow)
        // α = k + Σ a·p with k ≥ 0: a cell with a < 0 moves α down to zero (any sign at k = 0,
        // and at a k that is only rounding error: the dual simplex absorbs what it moves).
        let wantNegative = newRow.constant >= Tableau.feasibilityTolerance
        var entering: Int32 = -1
        var enteringMagnitude = 0.0
        // A parked variable takes any sign and has no cost: the best entering symbol, the
        // newest (highest id, the loose end of a chain: see Tableau.repairByMovingParked). The
        // rows it moves are repaired by the dual simplex.
        for cell in newRow.cells where tableau.parksVariables && tableau.kinds[Int(cell.symbol)] == .external
        {
            entering = cell.symbol
            enteringMagnitude = abs(cell.coefficient)
        }
        let parkedEnters = entering >= 0
        for cell in newRow.cells where !parkedEnters && tableau.kinds[Int(cell.symbol)].isPivotable {
            if wantNegative && cell.coefficient >= 0 { continue }
            let magnitude = abs(cell.coefficient)
            if entering < 0
                || tableau.compareRatios(cell.symbol, magnitude, entering, enteringMagnitude) < 0
            {
                entering = cell.symbol
                enteringMagnitude = magnitude
            }
        }
        if entering < 0 { return false }
        if !wantNegative && tableau.kinds[Int(entering)] != .external {
            // At k = 0 keep one sign class so the ratio test preserves optimality.
            let sign = newRow.coefficient(of: entering) > 0
            for cell in newRow.cells
            where tableau.kinds[Int(cell.symbol)].isPivotable && (cell.coefficient > 0) == sign {
                if tableau.compareRatios(cell.symbol, abs(cell.coefficient), entering, enteringMagnitude) < 0
                {
                    entering = cell.symbol
                    enteringMagnitude = abs(cell.coefficient)
                }
            }
        }
        tableau.pivot(rowAt: slot, entering: entering)
        // α is parametric now: dropping it fixes it at zero.
        let column = tableau.takeColumn(alpha)
        for target in column { _ = tableau.takeCell(alpha, fromRowAt: target) }
        tableau.clearCosts(of: alpha)
        releaseDropped(alpha)
        return tableau.dualOptimize()
    }

    /// Removes the constraint recorded at `slot`.
    mutating func removeConstraint(recordAt slot: Int32) {
        let record = records[Int(slot)]!
        let required = record.strength.isRequired
        let leaving = variablesLeaving(with: record.constraint)
        if let slackStrength = record.constraint.slackStrength, required, record.relation != .equal {
            priceSlack(of: record, from: slackStrength, to: nil)
        }
        if let preference = record.preferenceStrength {
            pricePreference(of: record, from: preference, to: nil)
        }
        if !required {
            if record.marker >= 0 && tableau.kinds[Int(record.marker)] == .error {
                let level = levelIndex(record.strength.level).index
                tableau.addSymbolToObjective(record.marker, -record.strength.weight, level: level)
            }
            if record.other >= 0 && tableau.kinds[Int(record.other)] == .error {
                let level = levelIndex(record.otherStrength.level).index
                tableau.addSymbolToObjective(record.other, -record.otherStrength.weight, level: level)
            }
        }
        if record.isDefinition {
            removeDefinition(recordAt: slot)
        } else if record.isRequiredEquality && record.marker < 0 {
            removeRequiredEquality(recordAt: slot)
        } else {
            removeMarkerRow(record.marker)
        }
        tableau.optimize()
        for symbol in [record.marker, record.other] where symbol >= 0 && Int(symbol) < tableau.kinds.count {
            tableau.freeCostBlockIfZero(of: symbol)
        }
        if !required { releaseLevels(of: record) }
        dropRecord(at: slot)
        releaseSymbols(of: record, leaving: leaving)
    }

    /// Removes the row that carries `marker`: its own row if basic, else the row chosen by
    /// ``markerLeavingRow(_:)`` after pivoting the marker into it.
    mutating func removeMarkerRow(_ marker: Int32) {
        var slot = tableau.rowOf[Int(marker)]
        if slot < 0 {
            let leaving = markerLeavingRow(marker)
            guard leaving >= 0 else { return }
            tableau.pivot(rowAt: leaving, entering: marker)
            slot = tableau.rowOf[Int(marker)]
        }
        tableau.removeRow(at: slot)
    }

    /// The row in which a parametric marker becomes basic before that row is dropped, so the
    /// remaining rows stay feasible (kiwi's order): the restricted row with the smallest ratio
    /// among those where the marker's coefficient is negative, else among those where it is
    /// positive, else an external row. Ties, and the choice among external rows (any keeps
    /// the tableau feasible), go to the largest coefficient, then the lowest basic id: the
    /// pivot divides by that coefficient, and a small one magnifies rounding error in every
    /// row the marker's column reaches.
    @inline(__always)
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first = LeavingCandidate()
        var second = LeavingCandidate()
        var third = LeavingCandidate()
        for slot in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            if tableau.kinds[Int(row.basic)] == .external {
                third.consider(slot, ratio: 0, coefficient: coefficient, basic: row.basic)
            } else if coefficient < 0 {
                first.consider(
                    slot, ratio: -row.constant / coefficient, coefficient: coefficient, basic: row.basic)
            } else {
                second.consider(
                    slot, ratio: row.constant / coefficient, coefficient: coefficient, basic: row.basic)
            }
        }
        return first.slot >= 0 ? first.slot : (second.slot >= 0 ? second.slot : third.slot)
    }

    /// Moves the marker of a constraint (not a required equality) whose expression constant
    /// changed by `delta`, and queues rows that became infeasible. The marker's column says how
    /// every row depends on it, so this costs one update per row that mentions the marker.
    ///
    /// This is a resize's inner loop, so the constants are not snapped here (it cost a third
    /// more on a grid's resize): a residue just above zero is feasible, and one just below is
    /// set to zero by the dual simplex (``Tableau/feasibilityTolerance``).
    mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) {
        let move = -delta / record.markerCoefficient
        let marker = record.marker
        let slot = tableau.rowOf[Int(marker)]
        if slot >= 0 {
            tableau.noteValueChange(inRowAt: slot)
            tableau.rows[Int(slot)].constant += move
            notePossiblyInfeasible(slot)
        } else {
            for target in tableau.columns[Int(marker)] {
                let coefficient = tableau.rows[Int(target)].coefficient(of: marker)
                tableau.noteValueChange(inRowAt: target)
                tableau.rows[Int(target)].constant -= coefficient * move
                notePossiblyInfeasible(target)
            }
        }
    }

    /// Queues the row for the dual simplex if it is restricted and negative.
    @inline(__always)
    mutating func notePossiblyInfeasible(_ slot: Int32) {
        // Read the two fields in place: copying the row would retain and release its cells.
        guard tableau.rows[Int(slot)].constant < 0 else { return }
        let basic = tableau.rows[Int(slot)].basic
        if tableau.kinds[Int(basic)] != .external {
            tableau.infeasible.append(basic)
        }
    }
}

/// The best row so far in one class of ``SolverState/markerLeavingRow(_:)``: the smallest
/// ratio, then the largest coefficient, then the lowest basic id.
struct LeavingCandidate {
    /// The row's slot, or -1 while there is none.
    var slot: Int32 = -1
    /// How far the marker can move before the row's constant reaches zero.
    var ratio = Double.infinity
    /// The marker's coefficient in the row, in absolute value: the pivot element.
    var magnitude = 0.0
    /// The row's basic symbol, the last tie-break.
    var basic = Int32.max

    /// Takes the row at `slot` if it beats the best so far.
    mutating func consider(_ slot: Int32, ratio: Double, coefficient: Double, basic: Int32) {
        let magnitude = abs(coefficient)
        let better =
            ratio != self.ratio
            ? ratio < self.ratio
            : (magnitude != self.magnitude ? magnitude > self.magnitude : basic < self.basic)
        guard better else { return }
        self.slot = slot
        self.ratio = ratio
        self.magnitude = magnitude
        self.basic = basic
    }
}
