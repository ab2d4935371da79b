import Testing

@testable import Cassowary

@Suite struct SmokeTests {
    @Test func simpleSystem() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add(x >= 2)
        try solver.add((x == 8).strength(.weak))
        try solver.add((y == 6).strength(.medium))
        solver.updateVariables()
        #expect(abs(x.value - 4) < 1e-9)
        #expect(abs(y.value - 6) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(abs(x.value - 7) < 1e-9)
        #expect(abs(y.value - 3) < 1e-9)
        #expect(solver._checkInvariants().isEmpty)
        print(solver)
    }
}
