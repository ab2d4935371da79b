import Testing

@testable import Cassowary

/// The package-level reading of the solution by symbol, which the layout engine uses instead of
/// `updateVariables()`.
@Suite struct SolverValuesTests {
    @Test func readValuesMatchesWhatUpdateVariablesPublishes() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let unknown = Variable("unknown")
        try solver.add(x + y == 10)
        try solver.add(y >= 3)
        try solver.add((x == 2).strength(.weak))
        try solver.add((z == 0).strength(.weak))
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(z, 7)
        #expect(solver.symbol(of: unknown) == -1)
        #expect(solver.knownVariableCount == 3)
        let symbols = [x, y, z, unknown].map { solver.symbol(of: $0) }
        var values = [Double](repeating: .nan, count: symbols.count)
        symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { solver.readValues(ofSymbols: symbols, into: $0) }
        }
        // Nothing was published yet.
        #expect(x.value == 0 && y.value == 0 && z.value == 0)
        solver.updateVariables()
        #expect(values == [x.value, y.value, z.value, 0])
        #expect(values == [2, 8, 7, 0])
        #expect(solver.currentValue(of: y) == 8)
    }

    @Test func currentValueFollowsTheSolverBeforeAnyPublishing() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width >= 5)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 40)
        #expect(solver.currentValue(of: width) == 40)
        try solver.suggestValue(width, 1)
        #expect(solver.currentValue(of: width) == 5)
        #expect(width.value == 0)
        // A variable the solver never saw keeps its own value.
        #expect(solver.currentValue(of: Variable()) == 0)
    }

    @Test func symbolsStayWhileVariablesJoin() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(a == 1)
        let symbolOfA = solver.symbol(of: a)
        #expect(symbolOfA >= 0 && solver.symbol(of: b) == -1)
        try solver.add(b == a + 1)
        #expect(solver.symbol(of: a) == symbolOfA && solver.symbol(of: b) >= 0)
        #expect(solver.knownVariableCount == 2)
        #expect(solver.currentValue(of: b) == 2)
    }
}

/// Record slots: what the layout engine keeps per constraint.
@Suite struct RecordSlotTests {
    @Test func slotsIdentifyConstraintsWhileTheyAreIn() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 1
        let b = (x == 5).strength(.weak)
        let slotA = try solver.addReturningSlot(a)
        let slotB = try solver.addReturningSlot(b)
        #expect(slotA != slotB)
        #expect(solver.recordSlot(of: a) == slotA && solver.recordSlot(of: b) == slotB)
        try solver.remove(a)
        #expect(solver.recordSlot(of: a) == nil)
        let c = x <= 9
        #expect(try solver.addReturningSlot(c) == slotA)  // the free slot is reused
        #expect(throws: SolverError.self) { try solver.addReturningSlot(c) }
        #expect(solver.recordSlot(of: c) == slotA)
    }
}

/// Records keep their order of addition in 32 bits: the numbers are compacted when they run out.
@Suite struct SequenceRenumberingTests {
    @Test func orderSurvivesRenumbering() throws {
        let solver = Solver()
        solver.state.sequenceLimit = 30
        let x = Variable("x")
        let y = Variable("y")
        var kept: [Constraint] = []
        for step in 0..<20 {
            let keep = (x >= Double(step)).strength(.weak)
            let drop = (y <= Double(step)).strength(.medium)
            try solver.add(keep)
            try solver.add(drop)
            try solver.remove(drop)
            kept.append(keep)
            if step == 3 { try solver.addEditVariable(y, strength: .strong) }
            if step == 9 { try solver.addEditVariable(x, strength: .strong) }
        }
        // 42 additions so far, 22 of them still in: the numbers were compacted at least once.
        #expect(solver.state.nextSequence <= 30)
        let listed = solver.constraints
        #expect(listed.count == kept.count)
        #expect(zip(listed, kept).allSatisfy { $0 === $1 })
        let dump = solver.description
        let editY = try #require(dump.range(of: "Edit y"))
        let editX = try #require(dump.range(of: "Edit x"))
        #expect(editY.lowerBound < editX.lowerBound)
        #expect(solver._checkInvariants().isEmpty)
    }
}
