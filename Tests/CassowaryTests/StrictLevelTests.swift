import Testing

@testable import Cassowary

/// Levels compare lexicographically; weights only within a level.
@Suite struct StrictLevelTests {
    @Test func oneHigherLevelConstraintBeatsAHundredBelow() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<100 { try solver.add((x == 0).strength(Strength(level: 750, weight: 1000))) }
        try solver.add((x == 10).strength(Strength(level: 751, weight: 0.001)))
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func kiwiLevelIsAWeightedSum() throws {
        // The same system on level 0 only: a hundred weak errors outweigh one medium.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<100 { try solver.add((x == 0).strength(Strength(level: 0, weight: 1000))) }
        try solver.add((x == 10).strength(Strength(level: 0, weight: 1000 * 50)))
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }

    @Test func weightsCompareWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).strength(Strength(level: 5, weight: 2)))
        try solver.add((x == 2).strength(Strength(level: 5, weight: 3)))
        try solver.add((x == 3).strength(Strength(level: 4, weight: 1_000_000)))
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-9)
    }

    @Test func lowerLevelsBreakTiesOfHigherOnes() throws {
        // Level 9 only says x + y == 10; level 1 decides how to split it.
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add((x + y == 10).strength(Strength(level: 9)))
        try solver.add((x == 3).strength(Strength(level: 1)))
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        solver.updateVariables()
        #expect(abs(x.value - 3) < 1e-9 && abs(y.value - 7) < 1e-9)
    }

    @Test func windowEditsOnTopLevelWinOverEveryPriority() throws {
        // The layout engine's pattern: priorities on levels, window size edits above them all.
        let solver = Solver()
        let width = Variable("window")
        let content = Variable("content")
        try solver.add(content <= width)
        try solver.add((content >= 500).strength(Strength(level: 999_000)))
        try solver.addEditVariable(width, strength: Strength(level: 1_000_001))
        try solver.suggestValue(width, 80)
        solver.updateVariables()
        #expect(abs(width.value - 80) < 1e-9 && abs(content.value - 80) < 1e-9)
        try solver.suggestValue(width, 900)
        solver.updateVariables()
        #expect(abs(width.value - 900) < 1e-9 && content.value >= 500 - 1e-9)
    }

    @Test func levelsComeAndGo() throws {
        let solver = Solver()
        let x = Variable("x")
        let levels = [7, 3, 11, 3, 0]
        var added: [Constraint] = []
        for (index, level) in levels.enumerated() {
            let constraint = (x == Double(index)).strength(Strength(level: level))
            try solver.add(constraint)
            added.append(constraint)
        }
        // The levels in use, and all the objective has (unused ones are kept until they
        // outnumber the used ones, so that a level coming back costs no pass over the symbols).
        func levelSets() -> (used: [Int], kept: [Int]) {
            let state = solver.state
            return (
                state.levels.indices.filter { state.levelUses[$0] > 0 }.map { state.levels[$0] },
                Array(state.levels)
            )
        }
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-9)  // level 11 wins
        #expect(levelSets() == ([0, 3, 7, 11], [0, 3, 7, 11]))
        try solver.remove(added[2])
        solver.updateVariables()
        #expect(abs(x.value - 0) < 1e-9)  // level 7 wins
        #expect(levelSets() == ([0, 3, 7], [0, 3, 7, 11]))
        try solver.add(added[2])  // level 11 comes back into its kept place
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-9 && levelSets() == ([0, 3, 7, 11], [0, 3, 7, 11]))
        try solver.remove(added[2])
        try solver.setStrength(Strength(level: 2), of: added[0])
        #expect(levelSets() == ([0, 2, 3], [0, 2, 3, 7, 11]))
        solver.updateVariables()
        #expect(abs(x.value - 1) < 1e-9 || abs(x.value - 3) < 1e-9)  // the two level-3 ones tie
        #expect(solver._checkInvariants().isEmpty)
        // Three unused levels against two used: all three go.
        try solver.remove(added[1])
        try solver.remove(added[3])
        #expect(levelSets() == ([0, 2], [0, 2]))
        solver.updateVariables()
        #expect(abs(x.value - 0) < 1e-9)  // level 2 wins
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func dualSimplexRespectsLevels() throws {
        // Resizing across a level-ordered preference makes the dual simplex pick by level.
        let solver = Solver()
        let width = Variable("w")
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(a + b == width)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add((a == 30).strength(Strength(level: 20)))
        try solver.add((b == 30).strength(Strength(level: 10, weight: 1000)))
        try solver.addEditVariable(width, strength: Strength(level: 30))
        for target in [100.0, 40, 10, 70] {
            try solver.suggestValue(width, target)
            solver.updateVariables()
            #expect(abs(a.value - min(30, target)) < 1e-9, "width \(target)")
            #expect(abs(b.value - (target - min(30, target))) < 1e-9, "width \(target)")
            #expect(solver._checkInvariants().isEmpty)
        }
    }
}
