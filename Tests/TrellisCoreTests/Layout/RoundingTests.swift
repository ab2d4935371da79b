import Testing

@testable import TrellisCore

/// Frames are solved edges rounded to whole cells; an edge that two views share must round the
/// same way for both, even when the solver reaches it with a rounding error.
@Suite struct RoundingTests {
    @Test(arguments: [35.5, 35.5 - 1e-9, 35.5 - 4e-12, 35.5 + 1e-9])
    func anEdgeAtAHalfCellRoundsUpDespiteRoundingErrors(edge: Double) {
        #expect(LayoutEngine.cell(edge) == 36)
    }

    @Test func edgesAwayFromHalfCellsRoundToTheNearestCell() {
        #expect(LayoutEngine.cell(35.49) == 35)
        #expect(LayoutEngine.cell(35.51) == 36)
        #expect(LayoutEngine.cell(-0.5 - 1e-9) == 0)
        #expect(LayoutEngine.cell(-0.51) == -1)
        #expect(LayoutEngine.cell(.nan) == 0)
    }

    @Test func neighboursSharingANoisyHalfCellEdgeNeitherOverlapNorGap() {
        // The right edge of one column as x + width, the next column's x with an error below it.
        let left = LayoutEngine.roundedRect(32.5, 0, 3, 1)
        let right = LayoutEngine.roundedRect(35.5 - 3e-10, 0, 10, 1)
        #expect(left.maxX == right.minX)
        #expect(left == Rect(x: 33, y: 0, width: 3, height: 1))
        #expect(right == Rect(x: 36, y: 0, width: 10, height: 1))
    }
}
