import Testing

@testable import Cassowary

/// The objective keeps coefficients only for symbols that have a cost (a block of one per
/// level), gives a block back when its symbol becomes basic or its constraint goes, reuses the
/// blocks it got back, and keeps them through new levels and questions.
@Suite struct ObjectiveStorageTests {
    @Test func aLongChainKeepsBlocksOnlyForSymbolsWithACost() {
        let (solver, _, _, _) = DefinitionComplexityTests.pulledChain(1_000)
        let storage = solver._objectiveStorage
        // Each item has eight symbols: its top and height, the slack of its floor, a slack and
        // an error for each of its two optional inequalities, and its link's dummy. At this
        // optimum the costs sit on the two errors and the two slacks of the optional ones (the
        // pull on the end keeps every hugging slack non-basic): half of the symbols, where a
        // dense objective would hold a coefficient per level for every symbol.
        #expect(storage.symbols >= 8 * 1_000)
        #expect(storage.blocks <= 4 * 1_000 + 4, "\(storage)")
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }

    @Test func removingAndAddingAgainReusesTheBlocksItFreed() throws {
        let (solver, _, heights, _) = DefinitionComplexityTests.pulledChain(200)
        let middle = heights[100]
        var constraint = (middle <= 1).strength(.weak)
        try solver.add(constraint)
        try solver.remove(constraint)
        let before = solver._objectiveStorage
        for _ in 0..<100 {
            constraint = (middle <= 1).strength(.weak)
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        let after = solver._objectiveStorage
        // The constraint's slack and error symbols are reused, and so are their blocks.
        #expect(after.symbols == before.symbols, "\(before) → \(after)")
        #expect(after.blocks + after.freeBlocks == before.blocks + before.freeBlocks, "\(before) → \(after)")
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }

    @Test func newLevelsAndTheirDepartureKeepEveryCost() throws {
        let (solver, tops, heights, _) = DefinitionComplexityTests.pulledChain(50)
        let before = solver._objectiveStorage
        // Two levels above the chain's (kiwi's strengths are all on level 0): each moves every
        // block to a wider place; once both are unused they outnumber the one in use and are
        // dropped together, which moves every block back.
        let far = (tops[25] == 1_000).strength(Strength(level: 1))
        let near = (tops[10] == 500).strength(Strength(level: 2, weight: 3))
        try solver.add(far)
        try solver.add(near)
        solver.updateVariables()
        #expect(tops[10].value == 500 && tops[25].value == 1_000)
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        try solver.remove(near)
        try solver.remove(far)
        solver.updateVariables()
        #expect(DefinitionComplexityTests.isStacked(tops, heights))
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        let after = solver._objectiveStorage
        #expect(
            after.blocks + after.freeBlocks <= before.blocks + before.freeBlocks + 8, "\(before) → \(after)")
    }

    @Test func newLevelsTakeSparePlacesAndKeepEveryCostWhereItBelongs() throws {
        let (solver, tops, _, _) = DefinitionComplexityTests.pulledChain(50)
        // kiwi's strengths are all on one level: one cost per block, no spare place.
        #expect(solver._objectiveLevels == (levels: 1, stride: 1))
        // A level above the chain's finds no spare place: every block moves to a wider place,
        // with room for two more.
        try solver.add((tops[25] == 1_000).strength(Strength(level: 4)))
        #expect(solver._objectiveLevels == (levels: 2, stride: 4))
        // One between and one below it take the spare places, moving only the costs of the
        // levels above them within each block.
        try solver.add((tops[10] == 500).strength(Strength(level: 2)))
        try solver.add((tops[10] == 400).strength(Strength(level: 1)))
        #expect(solver._objectiveLevels == (levels: 4, stride: 4))
        solver.updateVariables()
        #expect(tops[10].value == 500 && tops[25].value == 1_000)
        // A fifth between the two wishes on the same top beats the weaker two only if the
        // costs of each level stayed on their own level through the moves.
        try solver.add((tops[10] == 450).strength(Strength(level: 3)))
        #expect(solver._objectiveLevels == (levels: 5, stride: 7))
        solver.updateVariables()
        #expect(tops[10].value == 450 && tops[25].value == 1_000)
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }

    @Test func aQuestionLeavesTheBlocksAsTheyWere() {
        let (solver, tops, _, _) = DefinitionComplexityTests.pulledChain(50)
        let before = solver._objectiveStorage
        let description = solver.description
        let answer = solver.values(of: [tops[49]], ifAdding: (tops[10] == 100).strength(.medium))
        #expect(answer != nil && answer![0] > 100, "\(String(describing: answer))")
        #expect(solver._objectiveStorage == before, "\(before) → \(solver._objectiveStorage)")
        #expect(solver.description == description)
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }
}
