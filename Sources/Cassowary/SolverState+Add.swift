// Adding and removing constraints: building a row, choosing its subject, the artificial
// variable (phase one) when no subject keeps the tableau feasible, and removal by the marker.

extension SolverState {
    /// Adds a constraint whose record does not exist yet.
    /// - Returns: false when it is a required constraint that cannot be satisfied; the state is
    ///   then unchanged.
    mutating func addConstraint(_ constraint: Constraint, strength: Strength, constant: Double) -> Bool {
        let required = strength.isRequired
        var row = linearRow(of: constraint, constant: constant)
        let hasExternal = row.cells.contains { tableau.kinds[Int($0.symbol)] == .external }

        // Decide whether the add can fail before anything is allocated, so a failure leaves
        // the state untouched (only the artificial-variable path needs a copy to restore).
        var snapshot: SolverState?
        if required && !hasExternal {
            if constraint.relation == .equal {
                let onlyDummies = row.cells.allSatisfy { tableau.kinds[Int($0.symbol)] == .dummy }
                if onlyDummies && abs(row.constant) >= Tableau.epsilon { return false }
                if !onlyDummies { snapshot = self }
            } else {
                let slackFirst = constraint.relation == .greaterThanOrEqual ? -1.0 : 1.0
                let slackFinal = row.constant < 0 ? -slackFirst : slackFirst
                if slackFinal >= 0 { snapshot = self }
            }
        }

        // Marker symbols, in kiwi's order, and their objective weights.
        var marker: Int32
        var other: Int32 = -1
        var markerCoefficient: Double
        var levelIndex = -1
        if !required {
            retainLevel(strength.level)
            levelIndex = self.levelIndex(strength.level).index
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.cells.append(Cell(symbol: marker, coefficient: markerCoefficient))
            if !required {
                other = makeSymbol(.error)
                row.cells.append(Cell(symbol: other, coefficient: -markerCoefficient))
                tableau.addCost(strength.weight, to: other, level: levelIndex)
            }
        case .equal:
            if required {
                markerCoefficient = 1
                marker = makeSymbol(.dummy)
                row.cells.append(Cell(symbol: marker, coefficient: 1))
            } else {
                markerCoefficient = -1
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.cells.append(Cell(symbol: marker, coefficient: -1))
                row.cells.append(Cell(symbol: other, coefficient: 1))
                tableau.addCost(strength.weight, to: marker, level: levelIndex)
                tableau.addCost(strength.weight, to: other, level: levelIndex)
            }
        }
        if row.constant < 0 { Self.negate(&row) }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            Self.solve(&row, for: subject)
            let slot = tableau.insertRow(row)
            tableau.substitute(subject, definedByRowAt: slot)
        } else if !addWithArtificialVariable(row) {
            self = snapshot!
            return false
        }
        tableau.optimize()
        storeRecord(
            ConstraintRecord(
                constraint: constraint, sequence: nextSequence, relation: constraint.relation,
                strength: strength, constant: constant, marker: marker, other: other,
                markerCoefficient: markerCoefficient))
        nextSequence += 1
        return true
    }

    /// The constraint's expression with basic variables replaced by their rows. Registers
    /// variables seen for the first time (only those with a non-zero net coefficient).
    mutating func linearRow(of constraint: Constraint, constant: Double) -> Row {
        var newVariables: [(Variable, Double)] = []
        for term in constraint.expression.terms where abs(term.coefficient) >= Tableau.epsilon {
            if let symbol = symbol(of: term.variable) {
                let slot = tableau.rowOf[Int(symbol)]
                if slot >= 0 {
                    tableau.scratchAddRow(at: slot, term.coefficient)
                } else {
                    tableau.scratchAdd(symbol, term.coefficient)
                }
            } else if let index = newVariables.firstIndex(where: { $0.0 === term.variable }) {
                newVariables[index].1 += term.coefficient
            } else {
                newVariables.append((term.variable, term.coefficient))
            }
        }
        for (variable, coefficient) in newVariables where abs(coefficient) >= Tableau.epsilon {
            tableau.scratchAdd(makeSymbol(.external, for: variable), coefficient)
        }
        tableau.scratch.constant += constant
        return tableau.takeScratch()
    }

    /// kiwi's subject rule: the first external symbol; else the marker or the other error
    /// symbol if its coefficient is negative (solving for it keeps the constant non-negative);
    /// else, for a row of dummies only, the marker.
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [marker, other] where symbol >= 0 && tableau.kinds[Int(symbol)].isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) { return marker }
        return nil
    }

    static func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.cells.indices { row.cells[index].coefficient = -row.cells[index].coefficient }
    }

    /// Turns `0 = constant + Σ cells` into `subject = …`.
    static func solve(_ row: inout Row, for subject: Int32) {
        let (_, index) = row.search(subject)
        let coefficient = row.cells.remove(at: index).coefficient
        let factor = -1 / coefficient
        row.constant *= factor
        for index in row.cells.indices { row.cells[index].coefficient *= factor }
        row.basic = subject
    }

    /// Adds `row` (`0 = constant + Σ cells`, constant ≥ 0) through an artificial variable:
    /// minimize it with the primal simplex; the row is satisfiable iff it reaches zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        var artificialRow = row
        artificialRow.basic = artificialSymbol
        tableau.insertRow(artificialRow)
        tableau.artificial = Row(basic: -1, constant: row.constant, cells: row.cells)
        let bounded = tableau.optimizeArtificial()
        let success = bounded && abs(tableau.artificial!.constant) < Tableau.epsilon
        tableau.artificial = nil
        guard success else { return false }

        let slot = tableau.rowOf[Int(artificialSymbol)]
        if slot >= 0 {
            var basicRow = tableau.removeRow(at: slot)
            if !basicRow.cells.isEmpty {
                guard
                    let entering = basicRow.cells.first(where: { tableau.kinds[Int($0.symbol)].isPivotable })?
                        .symbol
                else { return false }
                // artificial = k + Σ  →  0 = k + Σ - artificial, solved for `entering`.
                let (_, index) = basicRow.search(artificialSymbol)
                basicRow.cells.insert(Cell(symbol: artificialSymbol, coefficient: -1), at: index)
                Self.solve(&basicRow, for: entering)
                let newSlot = tableau.insertRow(basicRow)
                tableau.substitute(entering, definedByRowAt: newSlot)
            }
        }
        // The artificial variable is parametric (zero) now: drop it everywhere.
        let column = tableau.columns[Int(artificialSymbol)]
        tableau.columns[Int(artificialSymbol)] = []
        for slot in column { _ = tableau.takeCell(artificialSymbol, fromRowAt: slot) }
        for level in 0..<tableau.levelCount {
            tableau.cost[Int(artificialSymbol) * tableau.levelCount + level] = 0
        }
        return true
    }

    /// Removes the constraint recorded at `slot`.
    mutating func removeConstraint(recordAt slot: Int32) {
        let record = records[Int(slot)]!
        let required = record.strength.isRequired
        if !required {
            let level = levelIndex(record.strength.level).index
            for symbol in [record.marker, record.other]
            where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
                tableau.addSymbolToObjective(symbol, -record.strength.weight, level: level)
            }
        }
        removeMarkerRow(record.marker)
        tableau.optimize()
        if !required { releaseLevel(record.strength.level) }
        dropRecord(at: slot)
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

    /// kiwi's choice of the row in which a parametric marker becomes basic before its row is
    /// dropped: the restricted row that limits a decrease... first by the smallest ratio among
    /// rows with a negative coefficient, then among rows with a positive one, then any external
    /// row; lowest basic id on ties.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var thirdBasic = Int32.max
        for slot in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            if tableau.kinds[Int(row.basic)] == .external {
                if row.basic < thirdBasic {
                    third = slot
                    thirdBasic = row.basic
                }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio
                    || (ratio == firstRatio && row.basic < tableau.rows[Int(first)].basic)
                {
                    first = slot
                    firstRatio = ratio
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio
                    || (ratio == secondRatio && row.basic < tableau.rows[Int(second)].basic)
                {
                    second = slot
                    secondRatio = ratio
                }
            }
        }
        return first >= 0 ? first : (second >= 0 ? second : third)
    }

    /// Moves the marker of a constraint whose expression constant changed by `delta`, and
    /// queues rows that became infeasible.
    /// - Returns: false when a dummy (a required equality that is implied by others) would have
    ///   to become non-zero: the change contradicts the other required constraints.
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double) -> Bool {
        let move = -delta / record.markerCoefficient
        let marker = record.marker
        var consistent = true
        let slot = tableau.rowOf[Int(marker)]
        if slot >= 0 {
            tableau.rows[Int(slot)].constant += move
            consistent = notePossiblyInfeasible(slot)
        } else {
            for target in tableau.columns[Int(marker)] {
                let coefficient = tableau.rows[Int(target)].coefficient(of: marker)
                tableau.rows[Int(target)].constant -= coefficient * move
                if !notePossiblyInfeasible(target) { consistent = false }
            }
        }
        return consistent
    }

    /// Queues the row for the dual simplex if it is restricted and negative; a dummy row must
    /// stay at zero.
    private mutating func notePossiblyInfeasible(_ slot: Int32) -> Bool {
        let row = tableau.rows[Int(slot)]
        let kind = tableau.kinds[Int(row.basic)]
        if kind == .dummy { return abs(row.constant) < Tableau.epsilon }
        if kind != .external && row.constant < 0 { tableau.infeasible.append(row.basic) }
        return true
    }
}
