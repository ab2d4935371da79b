import Testing

@testable import Cassowary

/// What constraints leave behind when they go: a variable no constraint mentions leaves the
/// solver (keeping its last value) and comes back with its own symbol; dead markers and
/// variables' symbols are reused, so a solver that keeps adding and removing stays the same
/// size however long it runs.
@Suite struct SymbolReuseTests {
    @Test func aVariableWhoseLastConstraintGoesLeavesTheSolverWithItsValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 12
        let link = y == x + 3
        try solver.add(pin)
        try solver.add(link)
        solver.updateVariables()
        let symbol = solver.symbol(of: y)
        #expect(solver.knownVariableCount == 2 && symbol >= 0)
        try solver.remove(link)
        #expect(solver.symbol(of: y) == -1, "y is in no constraint")
        #expect(solver.knownVariableCount == 1)
        #expect(y.value == 15, "the last value the solver gave y")
        try solver.add(y == x - 2)
        #expect(solver.symbol(of: y) == symbol, "y comes back with its own symbol")
        solver.updateVariables()
        #expect(y.value == 10 && x.value == 12)
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }

    /// A variable leaves nothing behind in the rows (each row is a combination of the
    /// constraints still in the solver, none of which mentions it), and what was tied to it is
    /// free again: x, which followed y, follows its own constraints alone.
    @Test func aVariableLeavesNothingBehindAndWhatWasTiedToItIsFree() throws {
        for definesVariables in [false, true] {
            let solver = Solver()
            solver.definesVariables = definesVariables
            let x = Variable("x")
            let y = Variable("y")
            let z = Variable("z")
            let link = x == y
            try solver.add(link)
            try solver.add(z == x + 1)
            try solver.add((x >= 5).strength(.weak))
            let bound = (y <= 2).strength(.strong)
            try solver.add(bound)
            try solver.remove(link)
            #expect(solver.symbol(of: y) >= 0, "y <= 2 still mentions y")
            let before = solver._freeSymbolCounts.variables
            try solver.remove(bound)
            #expect(solver.symbol(of: y) == -1)
            #expect(solver._freeSymbolCounts.variables == before + 1)
            #expect(solver._departureResidueCount == 0, "y was in no row when it left")
            try solver.add((x == 40).strength(.medium))
            solver.updateVariables()
            #expect(x.value == 40 && z.value == 41, "x follows its own constraints alone")
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
        }
    }

    /// A log view's pattern: add an item at the end of a chain, drop the first, 500 times.
    /// The solver stays the same size (symbols, variables) after the first cycles.
    @Test(arguments: [false, true])
    func addingAndDroppingItemsKeepsTheSolverTheSameSize(definesVariables: Bool) throws {
        let solver = Solver()
        solver.definesVariables = definesVariables
        let start = Variable("start")
        try solver.add(start == 0)
        var items: [(top: Variable, height: Variable, constraints: [Constraint])] = []
        func append() throws {
            let top = Variable("top")
            let height = Variable("height")
            let previous = items.last
            let constraints = [
                height >= 0, (height == 1).strength(.medium), (height <= 3).strength(.weak),
                previous.map { top == $0.top + $0.height } ?? (top == start),
            ]
            for constraint in constraints { try solver.add(constraint) }
            items.append((top, height, constraints))
        }
        func dropFirst() throws {
            let first = items.removeFirst()
            for constraint in first.constraints { try solver.remove(constraint) }
            if !items.isEmpty {
                // The new first item hangs from the start.
                let old = items[0].constraints[3]
                try solver.remove(old)
                items[0].constraints[3] = items[0].top == start
                try solver.add(items[0].constraints[3])
            }
        }
        for _ in 0..<20 { try append() }
        var sizes: [Int] = []
        for cycle in 0..<500 {
            try append()
            try dropFirst()
            if cycle == 100 || cycle == 499 {
                sizes.append(solver._objectiveStorage.symbols)
                #expect(solver.knownVariableCount == 1 + 2 * 20)
            }
        }
        #expect(sizes[0] == sizes[1], "symbols after 100 and 500 cycles: \(sizes)")
        solver.updateVariables()
        for (index, item) in items.enumerated() { #expect(item.top.value == Double(index)) }
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }

    /// A question (`values(ifAdding:)`) runs under an undo log, where nothing is freed or
    /// reused: the solver after it is the solver before it, symbol for symbol.
    @Test func aQuestionNeitherFreesNorReuses() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let link = y == x + 1
        try solver.add(x == 3)
        try solver.add(z >= 0)
        try solver.add(link)
        try solver.add((y <= 1).strength(.weak))
        try solver.remove(link)
        try solver.remove(solver.constraints.last!)
        #expect(solver._freeSymbolCounts.internal > 0 && solver._freeSymbolCounts.variables == 1)
        let description = solver.description
        let storage = solver._objectiveStorage
        let free = solver._freeSymbolCounts
        let answer = solver.values(of: [z], ifAdding: (z == x * 2).strength(.strong))
        #expect(answer == [6])
        #expect(solver._freeSymbolCounts == free)
        #expect(solver.description == description)
        #expect(solver._objectiveStorage == storage)
        #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
    }
}
