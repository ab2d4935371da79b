import Testing

@testable import Cassowary

/// The undo log's one-byte stamps wrap every 255 logged operations; rollbacks must stay exact
/// across the wrap.
@Suite struct UndoEpochTests {
    @Test func rollbacksStayExactAcrossManyLoggedOperations() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.add(x + y == 10)
        try solver.add(y >= 2)
        let low = x >= 1
        try solver.add(low)
        try solver.add((z == 3).strength(.weak))
        try solver.addEditVariable(z, strength: .medium)
        var logged = 0
        for step in 0..<600 {
            try solver.suggestValue(z, Double(step % 17))
            let before = solver.description
            // x + y == 10 and y >= 2 leave x <= 8: x >= 9 cannot be added.
            let floor = x >= 9
            #expect(throws: SolverError.self) { try solver.add(floor) }
            #expect(solver.description == before)
            // A constant change that the dual simplex finds infeasible rolls back too.
            #expect(throws: SolverError.self) { try solver.setConstant(-9, of: low) }
            #expect(solver.description == before)
            // And one that succeeds under the log.
            try solver.setConstant(Double(-(step % 5) - 1), of: low)
            logged += 3
        }
        #expect(logged > 3 * 255)
        #expect(solver.state.tableau.undoStamps.epoch != 0)
        #expect(solver._checkInvariants().isEmpty)
        solver.updateVariables()
        #expect(abs(x.value + y.value - 10) < 1e-9 && y.value >= 2 - 1e-9)
    }

    @Test func aRowSavedOneCycleAgoIsSavedAgain() throws {
        let solver = Solver()
        // Two independent systems: A is touched once, then B for a whole cycle of stamps.
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add(y >= 2)
        let lowX = x >= 1
        try solver.add(lowX)
        let u = Variable("u")
        let v = Variable("v")
        try solver.add(u + v == 4)
        try solver.add(v >= 0)
        let lowU = u >= 1
        try solver.add(lowU)
        func epoch() -> UInt8 { solver.state.tableau.undoStamps.epoch }

        #expect(throws: SolverError.self) { try solver.setConstant(-9, of: lowX) }
        // The failed change began at this epoch and stamped A's rows with it.
        let stampedAt = epoch() &- 1
        var wrapped = false
        var previous = epoch()
        var steps = 0
        // The epoch after which the next log begins at `stampedAt` (epoch 0 is skipped when the
        // stamps wrap).
        func isJustBefore() -> Bool {
            epoch() == stampedAt &- 1 || (stampedAt == 1 && epoch() == 255)
        }
        while !(wrapped && isJustBefore()) && steps < 2000 {
            try solver.setConstant(Double(-(steps % 3) - 1), of: lowU)  // logged, succeeds
            if epoch() < previous { wrapped = true }
            previous = epoch()
            steps += 1
        }
        #expect(wrapped && steps < 2000)
        let before = solver.description
        // The next log begins at the same epoch number as the one that stamped A's rows.
        #expect(throws: SolverError.self) { try solver.setConstant(-9, of: lowX) }
        #expect(solver.description == before)
        #expect(solver._checkInvariants().isEmpty)
    }
}
