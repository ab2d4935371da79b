import Testing

@testable import Cassowary

/// How much simplex work building a grid takes (the W3 workload of Benchmarks/WORKLOADS.md,
/// smaller): counted in pivots, never timed. A change of pivoting rule that made every box
/// pivot more (the α pivot once stopped at its first candidate: 1,102 pivots instead of
/// 1,001 for 1,000 boxes, and a 40 times slower build) fails here.
@Suite struct GridPivotCountTests {
    /// A grid of `count` boxes in 10 equal columns filling a root of edit-variable size.
    static func buildGrid(_ count: Int, parking: Bool = false) -> Solver {
        let solver = Solver()
        solver.parksVariables = parking
        let rootLeft = Variable("rootLeft")
        let rootTop = Variable("rootTop")
        let rootWidth = Variable("rootWidth")
        let rootHeight = Variable("rootHeight")
        let rows = count / 10
        try! solver.add(rootLeft == 0)
        try! solver.add(rootTop == 0)
        try! solver.addEditVariable(rootWidth, strength: .strong)
        try! solver.addEditVariable(rootHeight, strength: .strong)
        try! solver.suggestValue(rootWidth, 209)
        try! solver.suggestValue(rootHeight, Double(rows * 21 - 1))
        var left: [Variable] = []
        var top: [Variable] = []
        var width: [Variable] = []
        var height: [Variable] = []
        for box in 0..<count {
            left.append(Variable("left\(box)"))
            top.append(Variable("top\(box)"))
            width.append(Variable("width\(box)"))
            height.append(Variable("height\(box)"))
            let (row, column) = (box / 10, box % 10)
            let first = box - column
            if column == 0 {
                try! solver.add(left[box] == rootLeft)
            } else {
                try! solver.add(left[box] == left[box - 1] + width[box - 1] + 1)
                try! solver.add(width[box] == width[first])
            }
            if column == 9 { try! solver.add(left[box] + width[box] == rootLeft + rootWidth) }
            if column == 0 {
                if row == 0 {
                    try! solver.add(top[box] == rootTop)
                } else {
                    try! solver.add(top[box] == top[box - 10] + height[box - 10] + 1)
                    try! solver.add(height[box] == height[0])
                }
            } else {
                try! solver.add(top[box] == top[first])
                try! solver.add(height[box] == height[first])
            }
            if row == rows - 1 && column == 0 {
                try! solver.add(top[box] + height[box] == rootTop + rootHeight)
            }
            try! solver.add(width[box] >= 1)
            try! solver.add(height[box] >= 1)
            try! solver.add((width[box] == 10).strength(.weak))
        }
        solver.updateVariables()
        #expect(width.allSatisfy { $0.value == 20 } && height.allSatisfy { $0.value == 20 })
        return solver
    }

    @Test(arguments: [100, 1_000])
    func gridBuildsWithOnePivotPerBox(count: Int) {
        let solver = Self.buildGrid(count)
        #expect(solver._pivotCount <= count + 1, "\(solver._pivotCount) pivots for \(count) boxes")
        #expect(solver._tableauSize.cells <= 3 * solver._tableauSize.rows)
    }

    /// With parking on, a park pivot substitutes into every row of the symbol that enters, so
    /// parking through a shared variable (the width of a row's first box, the root's size)
    /// would cost a long column per box: without a limit on the column's length the grid took
    /// 4,462 pivots for 1,000 boxes (and 37 times the time). Parking may add a few pivots, no
    /// more than one box in eight.
    @Test(arguments: [100, 1_000])
    func parkingGridBuildsWithAboutOnePivotPerBox(count: Int) {
        let solver = Self.buildGrid(count, parking: true)
        #expect(solver._pivotCount <= count + count / 8 + 8, "\(solver._pivotCount) pivots for \(count) boxes")
        #expect(solver._tableauSize.cells <= 3 * solver._tableauSize.rows)
    }
}
