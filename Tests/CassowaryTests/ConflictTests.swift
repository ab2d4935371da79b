import Testing

@testable import Cassowary

/// Unsatisfiable required constraints are reported with a minimal conflict set.
@Suite struct ConflictTests {
    /// Checks that `conflicts` + `failing` is infeasible and that dropping any member fixes it.
    func expectMinimalConflict(
        _ conflicts: [Constraint], _ failing: Constraint, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!requiredAreFeasible(conflicts + [failing]), sourceLocation: sourceLocation)
        for index in conflicts.indices {
            var reduced = conflicts
            reduced.remove(at: index)
            #expect(requiredAreFeasible(reduced + [failing]), sourceLocation: sourceLocation)
        }
    }

    @Test func chainOfInequalities() throws {
        let solver = Solver()
        let v = (0..<6).map { Variable("v\($0)") }
        var chain: [Constraint] = []
        for i in 1..<6 {
            chain.append(v[i] >= v[i - 1] + 1)
            try solver.add(chain.last!)
        }
        // Unrelated constraints must not appear in the explanation.
        let other = Variable("other")
        try solver.add(other >= 3)
        try solver.add(v[2] <= 100)
        let failing = v[5] <= v[1] + 2
        do {
            try solver.add(failing)
            Issue.record("expected a conflict")
        } catch .unsatisfiableConstraint(let culprit, let conflicts) {
            #expect(culprit === failing)
            #expect(conflicts.count == 4)
            #expect(conflicts.allSatisfy { c in chain[1...].contains { $0 === c } })
            expectMinimalConflict(conflicts, failing)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func conflictingEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let a = x == y + 1
        let b = y == z + 1
        let c = x == 5
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)
        try solver.add((z == 0).strength(.strong))
        let failing = z == 4
        do {
            try solver.add(failing)
            Issue.record("expected a conflict")
        } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.count == 3)
            expectMinimalConflict(conflicts, failing)
        } catch {
            Issue.record("\(error)")
        }
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func selfContradictionHasNoConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 0)
        let impossible = x - x == 1
        do { try solver.add(impossible) } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.isEmpty)
        } catch { Issue.record("\(error)") }
    }

    @Test func oneOfManyExplanations() throws {
        // x is pinned both ways; either pin explains the failure, and the set is minimal.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5)
        try solver.add(x >= 5)
        try solver.add(x <= 5)
        let failing = x >= 6
        do { try solver.add(failing) } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.count == 1)
            expectMinimalConflict(conflicts, failing)
        } catch { Issue.record("\(error)") }
    }

    @Test func everyLinkOfALongChain() throws {
        // A row of 60 boxes filling a width, each at least 2 wide; then too small a width.
        let solver = Solver()
        let left = (0...60).map { Variable("l\($0)") }
        try solver.add(left[0] == 0)
        var widths: [Constraint] = []
        for i in 1...60 {
            let c = left[i] >= left[i - 1] + 2
            widths.append(c)
            try solver.add(c)
            try solver.add((left[i] == left[i - 1] + 5).strength(.weak))
        }
        let failing = left[60] <= 119
        do { try solver.add(failing) } catch .unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.count == 61)
            #expect(!requiredAreFeasible(conflicts + [failing]))
        } catch { Issue.record("\(error)") }
        #expect(solver._checkInvariants().isEmpty)
    }
}
