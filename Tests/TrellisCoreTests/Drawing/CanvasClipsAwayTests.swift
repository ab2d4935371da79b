import Testing

@testable import TrellisCore

/// `Canvas.clipsAway(_:)` answers, without making the canvas, whether a subcanvas for a
/// rectangle would show nothing: the renderer skips a subview on its word (a stack of 10,000
/// labels draws only the ones on screen), so a wrong "yes" hides a view and a wrong "no" only
/// costs time.
@Suite struct CanvasClipsAwayTests {
    @Test(arguments: UInt64(0)..<20)
    func answersAsTheSubcanvasWould(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        let buffer = CellBuffer(size: Size(width: 12, height: 8), filledWith: Cell("."))
        func rect(_ span: Int, _ shift: Int) -> Rect {
            Rect(
                x: random.next(below: span) - shift, y: random.next(below: span) - shift,
                width: random.next(below: span) - 2, height: random.next(below: span) - 2)
        }
        for _ in 0..<200 {
            // Nested canvases, each placed (possibly partly or wholly) outside its parent, and
            // some with negative or zero sizes.
            var canvas = Canvas(buffer: buffer)
            for _ in 0..<random.next(below: 3) { canvas = canvas.subcanvas(rect(14, 4)) }
            let child = rect(16, 6)
            let drawn = canvas.subcanvas(child)
            #expect(
                canvas.clipsAway(child) == drawn.clipRect.isEmpty,
                "\(child) in a canvas clipped to \(canvas.clipRect)")
        }
    }

    @Test func aRectOnTheClipsEdgeIsNotClippedAway() {
        let buffer = CellBuffer(size: Size(width: 6, height: 3), filledWith: Cell("."))
        let canvas = Canvas(buffer: buffer).subcanvas(Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(!canvas.clipsAway(Rect(x: 2, y: 1, width: 1, height: 1)))
        #expect(canvas.clipsAway(Rect(x: 3, y: 0, width: 1, height: 1)))
        #expect(canvas.clipsAway(Rect(x: -1, y: 0, width: 1, height: 2)))
        #expect(canvas.clipsAway(Rect(x: 0, y: 0, width: 0, height: 2)))
    }
}
