import Testing

@testable import Cassowary

/// Taking a required equality out (or changing its constant) needs its *direction*: a move of
/// the variables that changes it alone. It is worked out from the equalities near it, layer by
/// layer, instead of eliminating every equality connected to it (SolverState+LocalDirection.swift).
@Suite struct EqualityDirectionComplexityTests {
    /// A chain `top[i+1] == top[i] + height[i]` from 0, each height preferring 1 (medium) and
    /// the end pulled toward 0 (weak): the solver, the tops, the heights and the links.
    static func chain(_ count: Int, definesVariables: Bool) -> (Solver, [Variable], [Variable], [Constraint])
    {
        let solver = Solver()
        solver.definesVariables = definesVariables
        var tops = [Variable("top0")]
        var heights: [Variable] = []
        var links: [Constraint] = []
        try! solver.add(tops[0] == 0)
        for item in 0..<count {
            let height = Variable("height\(item)")
            let next = Variable("top\(item + 1)")
            try! solver.add(height >= 0)
            try! solver.add((height == 1).strength(.medium))
            let link = next == tops[item] + height
            try! solver.add(link)
            heights.append(height)
            tops.append(next)
            links.append(link)
        }
        try! solver.add((tops[count] == 0).strength(.weak))
        solver.updateVariables()
        return (solver, tops, heights, links)
    }

    @Test(arguments: [false, true])
    func removingAMiddleLinkEliminatesAsManyEqualitiesAtAnyLength(definesVariables: Bool) throws {
        var counts: [Int] = []
        for count in [10, 1_000] {
            let (solver, tops, _, links) = Self.chain(count, definesVariables: definesVariables)
            let before = solver._eliminatedEqualityCount
            try solver.remove(links[count / 2])
            try solver.setConstant(2, of: links[count / 2 + 1])
            solver.updateVariables()
            counts.append(solver._eliminatedEqualityCount - before)
            // The item after the removed link is free: it and the items below it follow the
            // weak pull on the end as far as their heights allow, the rest stay.
            #expect(tops[count / 2].value == Double(count / 2))
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        }
        #expect(counts[0] == counts[1], "equalities eliminated at 10 and 1,000 items: \(counts)")
    }

    /// A chain of required equalities with no variable of its own per link: every direction
    /// has to reach the chain's free end, many layers away. The local search must still find
    /// a correct one; the values after each removal are those of a fresh solver.
    @Test(arguments: [false, true])
    func aDirectionManyLayersAwayMovesTheRightVariables(definesVariables: Bool) throws {
        let count = 30
        /// `x0 == 0`, `x[i+1] == x[i] + 1` (the constraint at index i + 1), over fresh variables,
        /// and pulls on x4, x16 (weak) and the end (medium), so that each piece left by the
        /// removals below has one value that is best.
        func system() -> ([Variable], [Constraint]) {
            let xs = (0...count).map { Variable("x\($0)") }
            var constraints: [Constraint] = [xs[0] == 0]
            for index in 0..<count { constraints.append(xs[index + 1] == xs[index] + 1) }
            constraints.append((xs[4] == 50).strength(.weak))
            constraints.append((xs[16] == 70).strength(.weak))
            constraints.append((xs[count] == 100).strength(.medium))
            return (xs, constraints)
        }
        let solver = Solver()
        solver.definesVariables = definesVariables
        let (xs, constraints) = system()
        for constraint in constraints { try solver.add(constraint) }
        var removed: Set<Int> = []
        for link in [16, 4, count] {
            try solver.remove(constraints[link])
            removed.insert(link)
            solver.updateVariables()
            let fresh = Solver()
            let (freshXs, freshConstraints) = system()
            for (index, constraint) in freshConstraints.enumerated() where !removed.contains(index) {
                try fresh.add(constraint)
            }
            fresh.updateVariables()
            #expect(xs.map(\.value) == freshXs.map(\.value), "after removing links \(removed.sorted())")
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        }
    }
}

/// Where the direction of a link has to reach the end of a chain — every item's own length is
/// fixed by a required equality, so only the items past the link can move — the equalities it
/// passes through are many, but each should cost the same: the work grows with the chain, not
/// faster. (A search that eliminated them one layer at a time rewrote every row it had made at
/// each layer: removing one of 800 views from a row took seconds.)
@Suite struct ChainDirectionWorkTests {
    /// How the items' lengths are fixed.
    enum Lengths: CaseIterable, Sendable {
        /// `length[i] == 1`.
        case constant
        /// `length[i] == length[0]`, with `length[0] >= 1` and a weak pull toward 0 on it.
        case equalToTheFirst
        /// `length[i] == length[i-1]`, with `length[0] >= 1` and a weak pull toward 0 on it.
        case equalToThePrevious
    }

    /// A row from 0, `left[i+1] == left[i] + length[i]`, its end pulled toward 10·`count`
    /// (weak): the solver, the lefts (one more than the items) and the links.
    static func row(_ count: Int, lengths: Lengths, definesVariables: Bool)
        -> (Solver, [Variable], [Constraint])
    {
        let solver = Solver()
        solver.definesVariables = definesVariables
        var lefts = [Variable("left0")]
        var lengthVariables: [Variable] = []
        var links: [Constraint] = []
        try! solver.add(lefts[0] == 0)
        for item in 0..<count {
            let length = Variable("length\(item)")
            switch lengths {
            case .constant:
                try! solver.add(length == 1)
            case .equalToTheFirst, .equalToThePrevious:
                if item == 0 {
                    try! solver.add(length >= 1)
                    try! solver.add((length == 0).strength(.weak))
                } else {
                    try! solver.add(length == lengthVariables[lengths == .equalToTheFirst ? 0 : item - 1])
                }
            }
            let next = Variable("left\(item + 1)")
            let link = next == lefts[item] + length
            try! solver.add(link)
            lengthVariables.append(length)
            lefts.append(next)
            links.append(link)
        }
        try! solver.add((lefts[count] == Double(10 * count)).strength(.weak))
        solver.updateVariables()
        return (solver, lefts, links)
    }

    /// The direction work and the column work of removing the middle link, checking the
    /// values after it.
    static func removalWork(_ count: Int, lengths: Lengths, definesVariables: Bool) throws -> (
        direction: Int, columns: Int
    ) {
        let (solver, lefts, links) = row(count, lengths: lengths, definesVariables: definesVariables)
        let before = (solver._directionWork, solver._columnWork)
        try solver.remove(links[count / 2])
        solver.updateVariables()
        // The items past the removed link follow the weak pull on the end; the others stay.
        #expect(abs(lefts[count / 2].value - Double(count / 2)) < 1e-9, "\(lefts[count / 2].value)")
        #expect(abs(lefts[count].value - Double(10 * count)) < 1e-9, "\(lefts[count].value)")
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        return (solver._directionWork - before.0, solver._columnWork - before.1)
    }

    /// (Both chains long enough for a column that runs them to be indexed: shorter columns are
    /// walked, see Tableau+ColumnIndex.swift.)
    @Test(arguments: Lengths.allCases, [false, true])
    func removingAMiddleLinkWorksInProportionToTheChain(lengths: Lengths, definesVariables: Bool) throws {
        let small = try Self.removalWork(200, lengths: lengths, definesVariables: definesVariables)
        let large = try Self.removalWork(800, lengths: lengths, definesVariables: definesVariables)
        #expect(
            large.direction <= 5 * small.direction,
            "direction work \(large.direction) at 800 items, \(small.direction) at 200")
        // Taking the link's column out of the tableau substitutes into every row past it; the
        // entries that cancel leave the same few long columns, each of which must be walked
        // once, not once per entry. Indexing a column costs what its walks cost, so one chain
        // may pay it and the other not: 4 times the items, at most 10 times the entries
        // (walking once per entry: 16 times, and more).
        #expect(
            large.columns <= 10 * small.columns,
            "column entries read: \(large.columns) at 800 items, \(small.columns) at 200")
    }
}
