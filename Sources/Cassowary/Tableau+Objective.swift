// The objective: one weighted row per strict priority level (in use, or kept cleared after its
// last constraint went; see SolverState.releaseLevel), stored in a block of coefficients per
// symbol that has a cost, so that updating a coefficient is O(1), plus a short list of symbols
// whose cost may be negative (the only possible entering symbols).
//
// A symbol gets its block when a cost is first written to it and gives it back when it becomes
// basic (its costs are then zero by definition) or its constraint goes; outside of an undo
// log, a new block reuses a free one. Levels come and go rarely (a new priority in use): past
// the first level a block keeps spare places, so a new level usually moves only the levels above
// it within each block; when none is left, the blocks are re-strided in place with room for two
// more, so the objective never needs two copies of itself at once.

extension Tableau {
    /// The objective coefficient of `symbol` on level `level`.
    @inline(__always)
    func cost(of symbol: Int32, at level: Int) -> Double {
        let block = costBlock[Int(symbol)]
        return block < 0 ? 0 : cost[Int(block) * costStride + level]
    }

    /// The index in ``cost`` of the first level of `symbol`'s block, which is made if the
    /// symbol has none.
    @inline(__always)
    mutating func costBase(of symbol: Int32) -> Int {
        let block = costBlock[Int(symbol)]
        return Int(block < 0 ? makeCostBlock(for: symbol) : block) * costStride
    }

    /// Gives `symbol` a block of zeros: a free one, or, while an undo log is open (which cuts
    /// blocks made under it off again), a new one.
    private mutating func makeCostBlock(for symbol: Int32) -> Int32 {
        let block: Int32
        if undo == nil, let free = freeCostBlocks.popLast() {
            block = free
            costBlockOwner[Int(block)] = symbol
        } else {
            block = Int32(costBlockOwner.count)
            costBlockOwner.append(symbol)
            cost.append(contentsOf: repeatElement(0, count: costStride))
        }
        costBlock[Int(symbol)] = block
        return block
    }

    /// Sets every cost of `symbol` to zero, and frees its block (when an undo log is open, once
    /// it is committed).
    mutating func clearCosts(of symbol: Int32) {
        let block = costBlock[Int(symbol)]
        guard block >= 0 else { return }
        let base = Int(block) * costStride
        for position in base..<base + levelCount where cost[position] != 0 {
            willChangeCost(position)
            cost[position] = 0
            nonzeroCosts[position - base] -= 1
        }
        if undo == nil {
            costBlock[Int(symbol)] = -1
            costBlockOwner[Int(block)] = -1
            freeCostBlocks.append(block)
        } else {
            undo!.clearedCosts.append(symbol)
        }
    }

    /// Frees the block of a parametric `symbol` whose costs are all zero (a marker or error
    /// symbol whose constraint went, which may stay in rows), when no undo log is open.
    mutating func freeCostBlockIfZero(of symbol: Int32) {
        let block = costBlock[Int(symbol)]
        guard block >= 0, undo == nil else { return }
        let base = Int(block) * costStride
        if cost[base..<base + levelCount].allSatisfy({ $0 == 0 }) { clearCosts(of: symbol) }
    }

    /// Inserts an all-zero objective level at `index` (0 = least important). When the blocks
    /// have a spare place, each block's more important levels move up one within it; else
    /// every block moves to a wider place with room for two more levels (none for the first
    /// level), last block first (none moves before its new place is free).
    /// - Complexity: O(blocks × levels above `index`), with no new array while a spare place
    ///   is left; it runs only when a new level comes into use, never under an undo log.
    mutating func insertLevel(at index: Int) {
        precondition(undo == nil, "levels change outside of undo logs")
        let old = levelCount
        levelCount = old + 1
        nonzeroCosts.insert(0, at: index)
        let blocks = costBlockOwner.count
        if old < costStride {
            cost.withUnsafeMutableBufferPointer { cost in
                var base = 0
                for _ in 0..<blocks {
                    var level = old
                    while level > index {
                        cost[base + level] = cost[base + level - 1]
                        level -= 1
                    }
                    cost[base + index] = 0
                    base &+= costStride
                }
            }
            return
        }
        let oldStride = costStride
        // The first level gets no spare place: a solver whose strengths are all on one level
        // (kiwi's) keeps one cost per block.
        let stride = old == 0 ? 1 : old + 3
        costStride = stride
        cost.append(contentsOf: repeatElement(0, count: blocks * (stride - oldStride)))
        cost.withUnsafeMutableBufferPointer { cost in
            var block = blocks - 1
            while block >= 0 {
                var place = stride - 1
                while place > old {
                    cost[block * stride + place] = 0
                    place -= 1
                }
                var level = old - 1
                while level >= 0 {
                    let moved = cost[block * oldStride + level]
                    cost[block * stride + (level < index ? level : level + 1)] = moved
                    level -= 1
                }
                cost[block * stride + index] = 0
                block -= 1
            }
        }
    }

    /// Sets every coefficient of the objective level at `index` to zero: the residue of the
    /// costs of constraints no longer there.
    /// - Complexity: O(1) when the level is all zero already (the usual case: what the
    ///   constraints added cancelled exactly as they went), else O(blocks), in place.
    mutating func clearLevel(at index: Int) {
        if nonzeroCostsAreStale { countNonzeroCosts() }
        guard nonzeroCosts[index] > 0 else { return }
        nonzeroCosts[index] = 0
        let stride = costStride
        objectiveClearWork &+= costBlockOwner.count
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

    /// Counts the non-zero coefficients of every level again (after a roll-back).
    /// - Complexity: O(blocks × levels).
    mutating func countNonzeroCosts() {
        var counts = ContiguousArray(repeating: 0, count: levelCount)
        var base = 0
        while base < cost.count {
            for level in 0..<levelCount where cost[base + level] != 0 { counts[level] += 1 }
            base += costStride
        }
        nonzeroCosts = counts
        nonzeroCostsAreStale = false
    }

    /// Removes the objective levels whose `kept` entry is false (their coefficients must be
    /// zero), moving each block's levels down within it; the places freed stay as spare ones.
    /// - Complexity: O(blocks × levels); it runs only when unused levels outnumber used ones,
    ///   never under an undo log.
    mutating func removeLevels(keeping kept: [Bool]) {
        precondition(undo == nil, "levels change outside of undo logs")
        let old = levelCount
        let keptLevels = kept.indices.filter { kept[$0] }
        levelCount = keptLevels.count
        nonzeroCosts = ContiguousArray(keptLevels.map { nonzeroCosts[$0] })
        let blocks = costBlockOwner.count
        cost.withUnsafeMutableBufferPointer { cost in
            var base = 0
            for _ in 0..<blocks {
                for (level, oldLevel) in keptLevels.enumerated() {
                    cost[base + level] = cost[base + oldLevel]
                }
                for level in keptLevels.count..<old { cost[base + level] = 0 }
                base &+= costStride
            }
        }
    }

    /// The most important non-zero cost of `symbol`: its level index and value, or level -1.
    @inline(__always)
    func leadingCost(_ symbol: Int32) -> (level: Int, value: Double) {
        let block = costBlock[Int(symbol)]
        if block < 0 { return (-1, 0) }
        let base = Int(block) * costStride
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
        let index = costBase(of: symbol) + level
        willChangeCost(index)
        let sum = Tableau.cancellingSum(cost[index], amount, relative: Tableau.costCancellation)
        setCost(sum, at: index, level: level)
        noteCost(symbol)
    }

    /// `cost[index] = value`, where `index` is on level `level`, keeping ``nonzeroCosts``.
    @inline(__always)
    mutating func setCost(_ value: Double, at index: Int, level: Int) {
        let old = cost[index]
        if (old == 0) != (value == 0) { nonzeroCosts[level] += value == 0 ? -1 : 1 }
        cost[index] = value
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

    /// Replaces `symbol` in every objective level by `definition`; `symbol` is left without
    /// costs (and without a block, outside of an undo log).
    mutating func substituteInObjective(_ symbol: Int32, _ definition: Row) {
        let levels = levelCount
        let block = costBlock[Int(symbol)]
        if block < 0 { return }
        let base = Int(block) * costStride
        for level in 0..<levels {
            let factor = cost[base + level]
            if factor == 0 { continue }
            willChangeCost(base + level)
            cost[base + level] = 0
            nonzeroCosts[level] -= 1
            for cell in definition.cells {
                let index = costBase(of: cell.symbol) + level
                willChangeCost(index)
                // Costs reach kiwi's strong weight (10⁶): what cancels must be snapped relative to
                // the operands, or a residue of 10⁻⁸ looks like a direction that improves.
                let value = Tableau.cancellingSum(
                    cost[index], factor * cell.coefficient, relative: Tableau.costCancellation)
                setCost(value, at: index, level: level)
                // With several levels, clearing a higher level can expose a negative lower one;
                // an external symbol can move either way, so any cost makes it a candidate.
                if value < 0 || levels > 1 || (parksVariables && kinds[Int(cell.symbol)] == .external) {
                    noteCost(cell.symbol)
                }
            }
        }
        clearCosts(of: symbol)
    }

    /// Compares the cost vectors `a / da` and `b / db` lexicographically (most important level
    /// first), treating differences within epsilon as ties.
    func compareRatios(_ a: Int32, _ da: Double, _ b: Int32, _ db: Double) -> Int {
        var level = levelCount - 1
        while level >= 0 {
            let ra = cost(of: a, at: level) / da
            let rb = cost(of: b, at: level) / db
            if ra < rb - Tableau.epsilon { return -1 }
            if ra > rb + Tableau.epsilon { return 1 }
            level -= 1
        }
        return 0
    }
}
