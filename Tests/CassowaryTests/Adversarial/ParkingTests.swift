import CassowaryReference
import Testing

@testable import Cassowary

/// The solver's parking (Tableau+Parking.swift, off by default): a stack stays sparse, hiding
/// and showing an item costs the same number of pivots at any length, and the adversarial
/// sessions find no wrong answer.
@Suite struct ParkingTests {
    /// A W4 stack (Benchmarks/WORKLOADS.md) of `count` items with parking on: its solver, each
    /// item's top and height, and the links that hide and show rewrite.
    static func stack(_ count: Int) -> (Solver, [Variable], [Variable], [Constraint]) {
        let solver = Solver()
        solver.parksVariables = true
        let rootTop = Variable("rootTop")
        try! solver.add(rootTop == 0)
        var tops: [Variable] = []
        var heights: [Variable] = []
        var links: [Constraint] = []
        let compression = Strength(strong: 0, medium: 0, weak: 10)
        for item in 0..<count {
            let top = Variable("top\(item)")
            let height = Variable("height\(item)")
            try! solver.add(height >= 0)
            try! solver.add((height >= 1).strength(compression))
            try! solver.add((height <= 1).strength(.weak))
            let link = item == 0 ? top == rootTop : top == tops[item - 1] + heights[item - 1]
            try! solver.add(link)
            tops.append(top)
            heights.append(height)
            links.append(link)
        }
        solver.updateVariables()
        return (solver, tops, heights, links)
    }

    @Test func stackStaysSparseAndHidingCostsTheSameAtAnyLength() throws {
        var pivotsPerCycle: [Int] = []
        for count in [10, 200] {
            let (solver, tops, heights, links) = Self.stack(count)
            #expect(tops.enumerated().allSatisfy { $0.element.value == Double($0.offset) })
            // Rows as short as the constraints: a few cells per item, not O(count).
            #expect(solver._tableauSize.cells <= 12 * count, "\(solver._tableauSize)")
            let middle = count / 2
            let before = solver._pivotCount
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
            solver.updateVariables()
            #expect(tops.enumerated().allSatisfy { $0.element.value == Double($0.offset) })
            #expect(solver._checkInvariants().isEmpty, "\(solver._checkInvariants())")
            pivotsPerCycle.append(solver._pivotCount - before)
        }
        #expect(pivotsPerCycle[0] == pivotsPerCycle[1], "pivots per hide + show: \(pivotsPerCycle)")
    }

    @Test func adversarialSessionsFindNoWrongAnswer() {
        var failures: [String] = []
        for seed in UInt64(0)..<120 {
            var session = DegenerateSession(
                seed: seed, variableCount: 5, levels: [0, 250, 750], parksVariables: true)
            session.run(steps: 40)
            failures += session.failures
        }
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n\n"))")
    }
}
