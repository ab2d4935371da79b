import Testing

@testable import Cassowary

@Suite struct SolverTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func addRemoveContains() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = x >= 10
        let b = (x == 0).strength(.weak)
        try solver.add(a)
        try solver.add(b)
        #expect(solver.contains(a) && solver.contains(b))
        #expect(solver.constraints.count == 2 && solver.constraints[0] === a && solver.constraints[1] === b)
        solver.updateVariables()
        #expect(close(x.value, 10))
        try solver.remove(a)
        #expect(!solver.contains(a))
        solver.updateVariables()
        #expect(close(x.value, 0))
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func errorsCarryTheCulpritAndChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let c = x + y == 10
        try solver.add(c)
        try solver.add((x == 3).strength(.medium))
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 4)
        let before = solver.description

        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch .duplicateConstraint(let culprit) { #expect(culprit === c) } catch {
            Issue.record("\(error)")
        }
        let stranger = x == 1
        do { try solver.remove(stranger) } catch .unknownConstraint(let culprit) {
            #expect(culprit === stranger)
        } catch {
            Issue.record("\(error)")
        }
        do { try solver.setConstant(1, of: stranger) } catch .unknownConstraint(let culprit) {
            #expect(culprit === stranger)
        } catch { Issue.record("\(error)") }
        do { try solver.setStrength(.weak, of: stranger) } catch .unknownConstraint(let culprit) {
            #expect(culprit === stranger)
        } catch { Issue.record("\(error)") }
        do { try solver.setStrength(.weak, of: c) } catch .requiredStrengthChange(let culprit) {
            #expect(culprit === c)
        } catch { Issue.record("\(error)") }
        do { try solver.addEditVariable(y, strength: .weak) } catch .duplicateEditVariable(let culprit) {
            #expect(culprit === y)
        } catch { Issue.record("\(error)") }
        do { try solver.addEditVariable(x, strength: .required) } catch .requiredEditStrength(let culprit) {
            #expect(culprit === x)
        } catch { Issue.record("\(error)") }
        do { try solver.removeEditVariable(x) } catch .unknownEditVariable(let culprit) {
            #expect(culprit === x)
        } catch {
            Issue.record("\(error)")
        }
        do { try solver.suggestValue(x, 1) } catch .unknownEditVariable(let culprit) {
            #expect(culprit === x)
        } catch {
            Issue.record("\(error)")
        }
        do { try solver.suggestValue(y, .nan) } catch .nonFiniteValue(let culprit) {
            #expect(culprit === y)
        } catch {
            Issue.record("\(error)")
        }
        let infinite = Constraint(Expression([Term(x, .infinity)]), .equal)
        do { try solver.add(infinite) } catch .nonFiniteConstraint(let culprit) {
            #expect(culprit === infinite)
        } catch {
            Issue.record("\(error)")
        }
        do { try solver.setConstant(.infinity, of: c) } catch .nonFiniteConstraint(let culprit) {
            #expect(culprit === c)
        } catch { Issue.record("\(error)") }
        let impossible = x + y == 11
        do { try solver.add(impossible) } catch .unsatisfiableConstraint(let culprit, let conflicts) {
            #expect(culprit === impossible)
            #expect(conflicts.count == 1 && conflicts[0] === c)
        } catch { Issue.record("\(error)") }
        #expect(solver.description == before)
        #expect(!solver.contains(impossible))
        #expect("\(SolverError.unknownEditVariable(x))".contains("x"))
    }

    @Test func editVariables() throws {
        let solver = Solver()
        let width = Variable("width")
        let half = Variable("half")
        try solver.add(half * 2 == width)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width) && !solver.hasEditVariable(half))
        try solver.suggestValue(width, 100)
        solver.updateVariables()
        #expect(close(half.value, 50))
        try solver.suggestValue(width, 30)
        solver.updateVariables()
        #expect(close(half.value, 15))
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.constraints.count == 1)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func suggestionsCompeteByStrength() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 50)
        try solver.add((x == 10).strength(.medium))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        #expect(close(x.value, 50))
        try solver.suggestValue(x, 20)
        solver.updateVariables()
        #expect(close(x.value, 20))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 5
        try solver.add(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        solver.reset()
        #expect(!solver.contains(c) && !solver.hasEditVariable(x) && solver.constraints.isEmpty)
        #expect(x.value == 5)
        try solver.add(c)
        try solver.add(x == 5)
        solver.updateVariables()
        #expect(close(x.value, 5))
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func setConstantOfEveryKind() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let link = x - y - 10 == 0  // required equality: x = y + 10
        let floor = y >= 5  // required inequality
        let preference = (z == 7).strength(.weak)  // optional equality
        let soft = (y <= 100).strength(.medium)  // optional inequality
        for constraint in [link, floor, preference, soft] { try solver.add(constraint) }
        try solver.add((y == 0).strength(.weak))
        solver.updateVariables()
        #expect(close(x.value, 15) && close(y.value, 5) && close(z.value, 7))
        try solver.setConstant(-20, of: link)
        solver.updateVariables()
        #expect(close(x.value, 25) && close(y.value, 5))
        try solver.setConstant(-8, of: floor)
        solver.updateVariables()
        #expect(close(x.value, 28) && close(y.value, 8))
        try solver.setConstant(-9, of: preference)
        solver.updateVariables()
        #expect(close(z.value, 9))
        try solver.setConstant(-6, of: soft)  // y <= 6 (medium) loses to y >= 8 (required)
        solver.updateVariables()
        #expect(close(y.value, 8))
        #expect(link.constant == -20 && floor.constant == -8)
        #expect(solver._checkInvariants().isEmpty)

        // Infeasible changes are refused and leave everything as it was.
        try solver.add(y <= 30)
        let before = solver.description
        do { try solver.setConstant(-40, of: floor) } catch .unsatisfiableConstraint(
            let culprit, let conflicts)
        {
            #expect(culprit === floor)
            #expect(conflicts.count == 1 && conflicts[0].constant == -30)
        } catch { Issue.record("\(error)") }
        #expect(solver.description == before)
        #expect(floor.constant == -8)
        // A removal after many constant changes still works.
        try solver.remove(link)
        try solver.remove(floor)
        solver.updateVariables()
        #expect(close(y.value, 0))
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func setConstantOfARequiredEqualityInAChain() throws {
        // a = 0, b = a + 10, c = b + 10, d = c + 10: moving the middle link moves what follows.
        let solver = Solver()
        let v = (0..<4).map { Variable("v\($0)") }
        try solver.add(v[0] == 0)
        var links: [Constraint] = []
        for i in 1..<4 {
            links.append(v[i] == v[i - 1] + 10)
            try solver.add(links.last!)
        }
        try solver.setConstant(-25, of: links[1])
        solver.updateVariables()
        #expect(v.map(\.value) == [0, 10, 35, 45])
        try solver.setConstant(-5, of: links[1])
        solver.updateVariables()
        #expect(v.map(\.value) == [0, 10, 15, 25])
        try solver.remove(links[1])
        try solver.add((v[2] == 100).strength(.weak))
        solver.updateVariables()
        #expect(v.map(\.value) == [0, 10, 100, 110])
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func redundantEqualitiesTakeOverWhenTheOriginalGoes() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x == y + 5
        let second = 2 * x == 2 * y + 10  // implied by the first
        try solver.add(first)
        try solver.add(second)
        try solver.add((y == 1).strength(.weak))
        try solver.add((x == 100).strength(.weak))
        // While the first holds, the implied one cannot move.
        let before = solver.description
        do { try solver.setConstant(0, of: second) } catch .unsatisfiableConstraint(
            let culprit, let conflicts)
        {
            #expect(culprit === second)
            #expect(conflicts.count == 1 && conflicts[0] === first)
        } catch { Issue.record("\(error)") }
        #expect(solver.description == before)
        // Without the first, the second holds on its own and can move.
        try solver.remove(first)
        solver.updateVariables()
        #expect(abs(x.value - y.value - 5) < 1e-9)
        try solver.setConstant(-4, of: second)
        solver.updateVariables()
        #expect(abs(x.value - y.value - 2) < 1e-9)
        try solver.remove(second)
        solver.updateVariables()
        #expect(close(x.value, 100) && close(y.value, 1))
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func setStrengthChangesTheWinner() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = (x == 10).strength(.weak)
        let b = (x == 20).strength(.medium)
        try solver.add(a)
        try solver.add(b)
        solver.updateVariables()
        #expect(close(x.value, 20))
        try solver.setStrength(.strong, of: a)
        solver.updateVariables()
        #expect(close(x.value, 10))
        try solver.setStrength(Strength(level: 1), of: b)
        solver.updateVariables()
        #expect(close(x.value, 20))
        try solver.setStrength(.weak, of: b)
        solver.updateVariables()
        #expect(close(x.value, 10))
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func descriptionDumpsTheTableau() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 2)
        try solver.add((x == 8).strength(Strength(level: 3)))
        try solver.addEditVariable(x, strength: .weak)
        let text = solver.description
        #expect(text.contains("Rows:"))
        #expect(text.contains("x0[x]"))
        #expect(text.contains("Objective level 3"))
        #expect(text.contains("Objective level 0"))
        #expect(text.contains("Edit x = 0 | weak"))
        #expect(text.contains("x - 2 >= 0 | required marker s"))
    }

    @Test func sameCallsSameTableau() throws {
        func build() throws -> String {
            let solver = Solver()
            let v = (0..<6).map { Variable("v\($0)") }
            for i in 1..<6 { try solver.add(v[i] >= v[i - 1] + 1) }
            for i in 0..<6 { try solver.add((v[i] == Double(3 * i % 7)).strength(.weak)) }
            try solver.addEditVariable(v[5], strength: .strong)
            try solver.suggestValue(v[5], 4)
            return solver.description + "\(solver._pivotCount)"
        }
        #expect(try build() == build())
    }

    @Test func variablesSharedBetweenSolvers() throws {
        let x = Variable("x")
        let c = x >= 3
        let first = Solver()
        let second = Solver()
        try first.add(c)
        try second.add(c)
        try second.add(x <= 9)
        try first.add((x == 100).strength(.weak))
        try second.add((x == -100).strength(.weak))
        first.updateVariables()
        #expect(close(x.value, 100))
        second.updateVariables()
        #expect(close(x.value, 3))
        try first.remove(c)
        #expect(!first.contains(c) && second.contains(c))
        try second.remove(c)
        #expect(!second.contains(c))
        try first.add(c)
        #expect(first.contains(c))
    }

    @Test func objectsOutliveTheirSolver() throws {
        let x = Variable("x")
        let c = x >= 4
        do {
            let first = Solver()
            try first.add(c)
            try first.add((x == 1).strength(.weak))
        }
        let second = Solver()
        #expect(!second.contains(c))
        try second.add(c)
        try second.add((x == 9).strength(.weak))
        second.updateVariables()
        #expect(close(x.value, 9))
        second.reset()
        try second.add(c)
        try second.add(x <= 5)
        second.updateVariables()
        #expect(x.value >= 4 - 1e-9 && x.value <= 5 + 1e-9)
        #expect(second._checkInvariants().isEmpty)
    }

    @Test func gridPivotsStayLinear() throws {
        // A W3-style grid of 10 columns × 10 rows: the most-negative entering rule needs about
        // one pivot per box, and resizing without crossing a preference needs none.
        let solver = Solver()
        let width = Variable("width")
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 209)
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for row in 0..<10 {
            for column in 0..<10 {
                let left = Variable("l\(row)_\(column)")
                let boxWidth = Variable("w\(row)_\(column)")
                if column == 0 {
                    try solver.add(left == 0)
                } else {
                    try solver.add(left == lefts.last! + widths.last! + 1)
                    try solver.add(boxWidth == widths[widths.count - column])
                }
                if column == 9 { try solver.add(left + boxWidth == width) }
                try solver.add(boxWidth >= 1)
                try solver.add((boxWidth == 10).strength(.weak))
                lefts.append(left)
                widths.append(boxWidth)
            }
        }
        solver.updateVariables()
        #expect(widths.allSatisfy { abs($0.value - 20) < 1e-9 })
        #expect(solver._pivotCount <= 2 * 100)
        let pivots = solver._pivotCount
        try solver.suggestValue(width, 309)
        solver.updateVariables()
        #expect(solver._pivotCount == pivots)
        #expect(widths.allSatisfy { abs($0.value - 30) < 1e-9 })
        let (rows, cells) = solver._tableauSize
        #expect(rows >= 100 && cells < 10 * rows)
        #expect(solver._checkInvariants().isEmpty)
    }

    @Test func theRevisionCountsEveryCallThatMayChangeTheSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let c = (x == 10).strength(.weak)
        var last = solver.revision
        func changed(_ step: () throws -> Void) rethrows -> Bool {
            try step()
            defer { last = solver.revision }
            return solver.revision != last
        }
        #expect(try changed { try solver.add(c) })
        #expect(try changed { try solver.setConstant(-3, of: c) })
        #expect(try changed { try solver.setStrength(.strong, of: c) })
        #expect(try changed { try solver.addEditVariable(y, strength: .medium) })
        #expect(try changed { try solver.suggestValue(y, 4) })
        #expect(try changed { try solver.removeEditVariable(y) })
        #expect(try changed { try solver.remove(c) })
        #expect(changed { solver.reset() })
        // Reading changes nothing.
        #expect(!changed { solver.updateVariables() })
        #expect(!changed { _ = solver.contains(c) })
        #expect(!changed { _ = solver.description })
    }
}
