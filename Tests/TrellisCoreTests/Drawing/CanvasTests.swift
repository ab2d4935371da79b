import Testing
import TrellisCore

@Suite("Canvas")
struct CanvasTests {
    private func makeCanvas(_ width: Int, _ height: Int) -> (CellBuffer, Canvas) {
        let buffer = CellBuffer(size: Size(width: width, height: height), filledWith: Cell("."))
        return (buffer, Canvas(buffer: buffer))
    }

    @Test func coordinatesAreRelativeToTheSubcanvas() {
        let (buffer, canvas) = makeCanvas(6, 3)
        let child = canvas.subcanvas(Rect(x: 2, y: 1, width: 3, height: 2))
        child.put("a", at: .zero)
        child.put("b", at: Point(x: 2, y: 1))
        #expect(child.size == Size(width: 3, height: 2))
        #expect(child.bounds == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(buffer.lines == ["......", "..a...", "....b."])
    }

    @Test func writesOutsideTheClipAreDropped() {
        let (buffer, canvas) = makeCanvas(6, 3)
        let child = canvas.subcanvas(Rect(x: 1, y: 1, width: 2, height: 1))
        child.put("x", at: Point(x: -1, y: 0))
        child.put("x", at: Point(x: 2, y: 0))
        child.put("x", at: Point(x: 0, y: 1))
        child.put("x", at: Point(x: 0, y: -1))
        child.draw(text: "hello", at: Point(x: 0, y: 0))
        #expect(buffer.lines == ["......", ".he...", "......"])
    }

    @Test func nestedSubcanvasesIntersectTheirClips() {
        let (buffer, canvas) = makeCanvas(8, 1)
        let parent = canvas.subcanvas(Rect(x: 1, y: 0, width: 4, height: 1))
        let child = parent.subcanvas(Rect(x: 2, y: 0, width: 5, height: 1))
        #expect(child.clipRect == Rect(x: 0, y: 0, width: 2, height: 1))
        child.fill(with: Cell("#"))
        #expect(buffer.lines == ["...##..."])
    }

    @Test func canvasPartlyOutsideTheBufferIsClippedToIt() {
        let (buffer, canvas) = makeCanvas(4, 2)
        let child = canvas.subcanvas(Rect(x: -2, y: 1, width: 4, height: 4))
        #expect(child.clipRect == Rect(x: 2, y: 0, width: 2, height: 1))
        child.fill(with: Cell("#"))
        #expect(buffer.lines == ["....", "##.."])
        let outside = canvas.subcanvas(Rect(x: 10, y: 0, width: 3, height: 1))
        #expect(outside.clipRect.isEmpty)
        outside.fill(with: Cell("!"))
        #expect(buffer.lines == ["....", "##.."])
    }

    @Test func readsBackOnlyVisibleCells() {
        let (_, canvas) = makeCanvas(4, 1)
        let child = canvas.subcanvas(Rect(x: 1, y: 0, width: 2, height: 1))
        child.put("z", at: Point(x: 1, y: 0))
        #expect(child.cell(at: Point(x: 1, y: 0))?.grapheme == "z")
        #expect(child.cell(at: Point(x: 2, y: 0)) == nil)
    }

    @Test func wideClusterCutByTheClipLeavesABlank() {
        let (buffer, canvas) = makeCanvas(6, 1)
        let child = canvas.subcanvas(Rect(x: 1, y: 0, width: 3, height: 1))
        child.draw(text: "a中", at: Point(x: 1, y: 0))  // 中 would need columns 2 and 3 of 3
        child.put("文", at: Point(x: -1, y: 0))  // only its right half is inside
        #expect(buffer.lines == [". a .."])
    }

    @Test func fillWithAWideCellKeepsToTheRectangle() {
        let (buffer, canvas) = makeCanvas(7, 1)
        canvas.fill(Rect(x: 1, y: 0, width: 5, height: 1), with: Cell("中"))
        #expect(buffer.lines == [".中中 ."])
    }

    @Test func controlCharacterBecomesReplacementCharacterInPut() {
        let (buffer, canvas) = makeCanvas(2, 1)
        canvas.put("\u{1B}", at: .zero)
        #expect(buffer.lines == ["\u{FFFD}."])
    }
}
