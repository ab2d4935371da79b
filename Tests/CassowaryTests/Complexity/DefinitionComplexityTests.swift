import Testing

@testable import Cassowary

/// The chain of a stack view whose end an optional constraint pulls on (a stack hugging its own
/// length: every item's hugging holds with a non-basic slack, the shape that makes a classic
/// tableau hold each top with a row through every item above it). With the solver's definitions
/// on, the tableau stays linear in the chain's length, and taking a link out and putting it
/// back, or hiding and showing an item, costs the same number of pivots at any length.
@Suite struct DefinitionComplexityTests {
    /// A chain of `count` items, each with a floor, compression resistance and hugging, its end
    /// pulled toward 0 at weak strength: the solver, the tops and heights, and the links
    /// (`links[count]` joins the last item to the end).
    static func pulledChain(_ count: Int, definesVariables: Bool = true) -> (
        Solver, tops: [Variable], heights: [Variable], links: [Constraint]
    ) {
        let solver = Solver()
        solver.definesVariables = definesVariables
        let start = Variable("start")
        let end = Variable("end")
        try! solver.add(start == 0)
        var tops: [Variable] = []
        var heights: [Variable] = []
        var links: [Constraint] = []
        let resistance = Strength(strong: 0, medium: 0, weak: 10)
        for item in 0..<count {
            let top = Variable("top\(item)")
            let height = Variable("height\(item)")
            try! solver.add(height >= 0)
            try! solver.add((height >= 1).strength(resistance))
            try! solver.add((height <= 1).strength(.weak))
            let link = item == 0 ? top == start : top == tops[item - 1] + heights[item - 1]
            try! solver.add(link)
            tops.append(top)
            heights.append(height)
            links.append(link)
        }
        let last = end == tops[count - 1] + heights[count - 1]
        try! solver.add(last)
        links.append(last)
        try! solver.add((end == 0).strength(.weak))
        solver.updateVariables()
        return (solver, tops, heights, links)
    }

    /// Whether item i sits at i, 1 high, for every item.
    static func isStacked(_ tops: [Variable], _ heights: [Variable]) -> Bool {
        tops.indices.allSatisfy { tops[$0].value == Double($0) && heights[$0].value == 1 }
    }

    /// A required equality becomes a definition exactly where it pays (see
    /// `SolverState.addDefinition`): a variable of it is defined, or basic in a row of at least
    /// `definitionRowLength` cells, once its terms are added up; or it prefers a definition.
    @Test func aDefinitionIsMadeExactlyWhereItPays() throws {
        let solver = Solver()
        solver.definesVariables = true
        solver.definitionRowLength = 3
        let (a, b, c, x, y, z, w, v) = (
            Variable("a"), Variable("b"), Variable("c"), Variable("x"), Variable("y"), Variable("z"),
            Variable("w"), Variable("v")
        )
        try solver.add(x == y + 1)
        #expect(solver._definitionCount == 0, "new variables only: a row")
        try solver.add(y == a + b + c)
        #expect(solver._definitionCount == 0, "a row of one cell is not long")
        // One of them is basic in a row of three cells (x = a + b + c + 1, or y = …, or a = …).
        func rowLength(_ variable: Variable) -> Int {
            let slot = solver.state.tableau.rowOf[Int(solver.symbol(of: variable))]
            return slot < 0 ? 0 : solver.state.tableau.rows[Int(slot)].cells.count
        }
        let long = try #require([x, y, a, b, c].first { rowLength($0) >= 3 })
        try solver.add(z == long + 1)
        #expect(solver._definitionCount == 1, "a variable basic in a long row: a definition")
        try solver.add(w == z + 2)
        #expect(solver._definitionCount == 2, "a defined variable: a definition")
        // The long row's variable twice, cancelling: not in the equality once added up.
        let cancelling = Constraint(
            terms: [Term(v, 1), Term(long, 1), Term(long, -1)], constant: -5, .equal, strength: .required)
        try solver.add(cancelling)
        #expect(solver._definitionCount == 2, "terms that cancel do not count")
        let preferred = Variable("p") == Variable("q") + 1
        preferred.prefersDefinition = true
        try solver.add(preferred)
        #expect(solver._definitionCount == 3, "one that prefers a definition")
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func pulledChainKeepsTheTableauLinear() {
        let (solver, tops, heights, _) = Self.pulledChain(1_000)
        #expect(Self.isStacked(tops, heights))
        #expect(solver._tableauSize.cells <= 12 * 1_000, "\(solver._tableauSize)")
        // Without definitions the same chain is quadratic.
        let (classic, _, _, _) = Self.pulledChain(100, definesVariables: false)
        #expect(classic._tableauSize.cells > 12 * 100 * 5, "\(classic._tableauSize)")
    }

    @Test func linkOutAndBackCostsTheSamePivotsAtAnyLength() throws {
        var pivots: [Int] = []
        for count in [10, 1_000] {
            let (solver, tops, heights, links) = Self.pulledChain(count)
            let before = solver._pivotCount
            for middle in [count / 2, count / 2 + 1, count / 2] {
                try solver.remove(links[middle])
                try solver.add(links[middle])
            }
            solver.updateVariables()
            pivots.append(solver._pivotCount - before)
            #expect(Self.isStacked(tops, heights))
            // A top whose link was taken out keeps a row (of the items above it) when the link
            // comes back: two such rows here, still linear.
            #expect(solver._tableauSize.cells <= 16 * count + 100, "\(solver._tableauSize)")
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        }
        #expect(pivots[0] == pivots[1], "pivots for three links out and back: \(pivots)")
    }

    @Test func hideAndShowCostTheSamePivotsAtAnyLength() throws {
        var pivots: [Int] = []
        for count in [10, 1_000] {
            let (solver, tops, heights, links) = Self.pulledChain(count)
            let before = solver._pivotCount
            let middle = count / 2
            for _ in 0..<3 {
                try solver.remove(links[middle])
                try solver.remove(links[middle + 1])
                let bypass = tops[middle + 1] == tops[middle - 1] + heights[middle - 1]
                try solver.add(bypass)
                solver.updateVariables()
                #expect(tops[middle + 1].value == Double(middle))
                #expect(tops[count - 1].value == Double(count - 2))
                try solver.remove(bypass)
                try solver.add(links[middle])
                try solver.add(links[middle + 1])
            }
            solver.updateVariables()
            pivots.append(solver._pivotCount - before)
            #expect(Self.isStacked(tops, heights))
            #expect(solver._tableauSize.cells <= 12 * count + 100, "\(solver._tableauSize)")
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        }
        #expect(pivots[0] == pivots[1], "pivots for three hide + show cycles: \(pivots)")
    }
}

/// Bringing the defined values up to date after a change evaluates the definitions the change
/// reaches, not every one: the links after a change near the end of a chain, all of them after
/// a change at its start.
@Suite struct DefinedValueRefreshTests {
    /// The definitions evaluated while `change` runs and the values are read, in a pulled chain
    /// of `count` items read once before.
    static func evaluations(
        chain count: Int,
        _ change: (Solver, _ tops: [Variable], _ heights: [Variable], _ links: [Constraint]) throws -> Void
    ) throws -> Int {
        let (solver, tops, heights, links) = DefinitionComplexityTests.pulledChain(count)
        let before = solver._definedValueEvaluations
        try change(solver, tops, heights, links)
        solver.updateVariables()
        #expect(solver._staleDefinedValueCount() == 0)
        return solver._definedValueEvaluations - before
    }

    @Test func aChangeAtTheEndOfAChainEvaluatesAsManyDefinitionsAt20ItemsAsAt1000() throws {
        func appendAndPull(_ count: Int) throws -> Int {
            try Self.evaluations(chain: count) { solver, tops, heights, links in
                // Another item after the last, pinned to a height of 2.
                let top = Variable("top")
                let height = Variable("height")
                try solver.add(top == tops[count - 1] + heights[count - 1])
                try solver.add(height == 2)
                try solver.setConstant(-5, of: links[count])
            }
        }
        let small = try appendAndPull(20)
        let large = try appendAndPull(1_000)
        #expect(small == large, "\(large) definitions evaluated at 1,000 items, \(small) at 20")
        #expect(large < 20, "\(large) definitions evaluated")
    }

    /// A question taken back (Solver+WhatIf.swift) and an addition that fails leave every
    /// value as it was, so the next read evaluates no more definitions at 1,000 items than at 20
    /// (each roll-back made the next read evaluate every definition: the constraint debugger's
    /// probes over 10,000 labels spent a third of their time there).
    @Test func aQuestionTakenBackEvaluatesAsManyDefinitionsAt20ItemsAsAt1000() throws {
        func askAndFail(_ count: Int) throws -> Int {
            try Self.evaluations(chain: count) { solver, tops, heights, _ in
                let last = tops[count - 1]
                for delta in [1.0, -1.0] {
                    let probe = (last == last.value + delta).strength(Strength(level: 5))
                    let values = try #require(solver.values(of: [last, tops[0]], ifAdding: probe))
                    // The probe's level outranks the chain's weak ones: the last top follows it.
                    #expect(values == [last.value + delta, 0])
                }
                // Contradicts the floor of a height: the dual simplex fails, and is rolled back.
                #expect(throws: SolverError.self) { try solver.add(heights[0] <= -1) }
                solver.updateVariables()
                // A change after the questions is still read.
                try solver.add(heights[count - 1] == 3)
            }
        }
        let small = try askAndFail(20)
        let large = try askAndFail(1_000)
        #expect(small == large, "\(large) definitions evaluated at 1,000 items, \(small) at 20")
        #expect(large < 20, "\(large) definitions evaluated")
    }

    @Test func aChangeAtTheStartOfAChainEvaluatesEveryLinkAfterIt() throws {
        let (solver, tops, _, links) = DefinitionComplexityTests.pulledChain(200)
        try solver.setConstant(-3, of: links[0])  // the first top at 3: every top moves
        solver.updateVariables()
        #expect(solver._staleDefinedValueCount() == 0)
        #expect(tops.indices.allSatisfy { tops[$0].value == Double($0 + 3) })
    }
}
