// The objective: one weighted row per strict priority level (in use, or kept cleared after its
// last constraint went; see SolverState.releaseLevel), stored densely per symbol so that
// updating a coefficient is O(1), plus a short list of symbols whose cost may be negative (the
// only possible entering symbols).

extension Tableau {
    /// Inserts an all-zero objective level at `index` (0 = least important).
    /// - Complexity: O(symbols × levels); it runs only when a new level comes into use.
    mutating func insertLevel(at index: Int) {
        let old = cost
        let oldCount = levelCount
        levelCount += 1
        var grown = ContiguousArray<Double>(repeating: 0, count: kinds.count * levelCount)
        for symbol in 0..<kinds.count {
            for level in 0..<oldCount {
                grown[symbol * levelCount + (level < index ? level : level + 1)] =
                    old[symbol * oldCount + level]
            }
        }
        cost = grown
    }

    /// Sets every coefficient of the objective level at `index` to zero: the residue of the
    /// costs of constraints no longer there.
    /// - Complexity: O(symbols), in place.
    mutating func clearLevel(at index: Int) {
        let stride = levelCount
        if undo != nil {
            for position in Swift.stride(from: index, to: cost.count, by: stride) where cost[position] != 0 {
                willChangeCost(position)
                cost[position] = 0
            }
            return
        }
        cost.withUnsafeMutableBufferPointer { cost in
            var position = index
            while position < cost.count {
                cost[position] = 0
                position &+= stride
            }
        }
    }

    /// Removes the objective levels whose `kept` entry is false (their coefficients must be
    /// zero).
    /// - Complexity: O(symbols × levels); it runs only when unused levels outnumber used ones.
    mutating func removeLevels(keeping kept: [Bool]) {
        let old = cost
        let oldCount = levelCount
        let newIndex = kept.indices.filter { kept[$0] }
        levelCount = newIndex.count
        var shrunk = ContiguousArray<Double>(repeating: 0, count: kinds.count * levelCount)
        for symbol in 0..<kinds.count {
            for (level, oldLevel) in newIndex.enumerated() {
                shrunk[symbol * levelCount + level] = old[symbol * oldCount + oldLevel]
            }
        }
        cost = shrunk
    }

    /// The most important non-zero cost of `symbol`: its level index and value, or level -1.
    @inline(__always)
    func leadingCost(_ symbol: Int32) -> (level: Int, value: Double) {
        let base = Int(symbol) * levelCount
        var level = levelCount - 1
        while level >= 0 {
            let value = cost[base + level]
            if value != 0 { return (level, value) }
            level -= 1
        }
        return (-1, 0)
    }

    /// Puts `symbol` on the candidate list when moving it can lower the objective: its cost is
    /// lexicographically negative, or, for an external symbol (free in sign) when variables are
    /// parked, non-zero.
    @inline(__always)
    mutating func noteCost(_ symbol: Int32) {
        if isCandidate[Int(symbol)] { return }
        let value = leadingCost(symbol).value
        if value < 0 || (value != 0 && parksVariables && kinds[Int(symbol)] == .external) {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }

    /// `cost[symbol][level] += amount`, snapping results within epsilon to zero.
    mutating func addCost(_ amount: Double, to symbol: Int32, level: Int) {
        let index = Int(symbol) * levelCount + level
        willChangeCost(index)
        cost[index] = Tableau.cancellingSum(cost[index], amount, relative: Tableau.costCancellation)
        noteCost(symbol)
    }

    /// Adds `factor ·` (the parametric part of) `row` to the objective level `level`.
    mutating func addRowToObjective(_ row: Row, _ factor: Double, level: Int) {
        for cell in row.cells { addCost(factor * cell.coefficient, to: cell.symbol, level: level) }
    }

    /// Adds `factor · symbol` to objective level `level`, expressed in parametric symbols (the
    /// symbol's row if it is basic).
    mutating func addSymbolToObjective(_ symbol: Int32, _ factor: Double, level: Int) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            addRowToObjective(rows[Int(slot)], factor, level: level)
        } else {
            addCost(factor, to: symbol, level: level)
        }
    }

    /// Replaces `symbol` in every objective level by `definition`.
    mutating func substituteInObjective(_ symbol: Int32, _ definition: Row) {
        let levels = levelCount
        if levels == 0 { return }
        let base = Int(symbol) * levels
        for level in 0..<levels {
            let factor = cost[base + level]
            if factor == 0 { continue }
            willChangeCost(base + level)
            cost[base + level] = 0
            for cell in definition.cells {
                let index = Int(cell.symbol) * levels + level
                willChangeCost(index)
                // Costs reach kiwi's strong weight (10⁶): what cancels must be snapped relative to
                // the operands, or a residue of 10⁻⁸ looks like a direction that improves.
                let value = Tableau.cancellingSum(
                    cost[index], factor * cell.coefficient, relative: Tableau.costCancellation)
                cost[index] = value
                // With several levels, clearing a higher level can expose a negative lower one;
                // an external symbol can move either way, so any cost makes it a candidate.
                if value < 0 || levels > 1 || (parksVariables && kinds[Int(cell.symbol)] == .external) {
                    noteCost(cell.symbol)
                }
            }
        }
    }

    /// Compares the cost vectors `a / da` and `b / db` lexicographically (most important level
    /// first), treating differences within epsilon as ties.
    func compareRatios(_ a: Int32, _ da: Double, _ b: Int32, _ db: Double) -> Int {
        var level = levelCount - 1
        let baseA = Int(a) * levelCount
        let baseB = Int(b) * levelCount
        while level >= 0 {
            let ra = cost[baseA + level] / da
            let rb = cost[baseB + level] / db
            if ra < rb - Tableau.epsilon { return -1 }
            if ra > rb + Tableau.epsilon { return 1 }
            level -= 1
        }
        return 0
    }
}
