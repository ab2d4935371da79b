import Testing
import TrellisCore

@Suite("Canvas text")
struct CanvasTextTests {
    private func makeCanvas(_ width: Int, _ height: Int) -> (CellBuffer, Canvas) {
        let buffer = CellBuffer(size: Size(width: width, height: height), filledWith: Cell("."))
        return (buffer, Canvas(buffer: buffer))
    }

    @Test func drawsTextAndReturnsItsWidth() {
        let (buffer, canvas) = makeCanvas(10, 1)
        let used = canvas.draw(text: "ab中c", at: Point(x: 1, y: 0))
        #expect(used == 5)
        #expect(buffer.lines == [".ab中c...."])
    }

    @Test func returnsTheFullWidthEvenWhenClipped() {
        let (buffer, canvas) = makeCanvas(3, 1)
        #expect(canvas.draw(text: "hello", at: Point(x: 1, y: 0)) == 5)
        #expect(canvas.draw(text: "hello", at: Point(x: 0, y: 4)) == 5)
        #expect(buffer.lines == [".he"])
        let (wideBuffer, wideCanvas) = makeCanvas(4, 1)
        #expect(wideCanvas.draw(text: "中文字e\u{301}", at: Point(x: 1, y: 0)) == 7)
        #expect(wideBuffer.lines == [".中 "])
    }

    @Test func appliesTheStyle() {
        let (buffer, canvas) = makeCanvas(3, 1)
        let bold = Style(attributes: .bold)
        canvas.draw(text: "ok", at: .zero, style: bold)
        #expect(buffer[0, 0]?.style == bold)
        #expect(buffer[1, 0]?.style == bold)
        #expect(buffer[2, 0]?.style == .plain)
    }

    @Test func dropsClustersWithoutWidth() {
        let (buffer, canvas) = makeCanvas(8, 1)
        let used = canvas.draw(text: "a\tb\n\u{200B}c\u{1B}d", at: .zero)
        #expect(used == 4)
        #expect(buffer.lines == ["abcd...."])
    }

    @Test func keepsCombiningMarksWithTheirBase() {
        let (buffer, canvas) = makeCanvas(4, 1)
        canvas.draw(text: "e\u{301}x", at: .zero)
        #expect(buffer[0, 0]?.grapheme == "e\u{301}")
        #expect(buffer.lines == ["e\u{301}x.."])
    }

    @Test func alignsLinesInARectangle() {
        let (buffer, canvas) = makeCanvas(8, 3)
        canvas.draw(text: "ab", in: Rect(x: 1, y: 0, width: 6, height: 1), alignment: .leading)
        canvas.draw(text: "ab", in: Rect(x: 1, y: 1, width: 6, height: 1), alignment: .center)
        canvas.draw(text: "ab", in: Rect(x: 1, y: 2, width: 6, height: 1), alignment: .trailing)
        #expect(buffer.lines == [".ab.....", "...ab...", ".....ab."])
    }

    @Test func centersWideTextByDisplayWidth() {
        let (buffer, canvas) = makeCanvas(7, 1)
        canvas.draw(text: "中文", in: Rect(x: 0, y: 0, width: 7, height: 1), alignment: .center)
        #expect(buffer.lines == [".中文.."])
    }

    @Test func truncatesWithoutWrapping() {
        let (buffer, canvas) = makeCanvas(6, 3)
        let rows = canvas.draw(
            text: "Hello, world\nok\nthird", in: Rect(x: 0, y: 0, width: 6, height: 2), wrapping: .none)
        #expect(rows == 2)
        #expect(buffer.lines == ["Hello…", "ok....", "......"])
    }

    @Test func truncationNeverSplitsAWideCluster() {
        let (buffer, canvas) = makeCanvas(5, 1)
        canvas.draw(text: "中文字幕", in: Rect(x: 0, y: 0, width: 5, height: 1), wrapping: .none)
        #expect(buffer.lines == ["中文…"])
    }

    @Test func wrapsWordsInARectangle() {
        let (buffer, canvas) = makeCanvas(10, 4)
        let rows = canvas.draw(text: "the quick brown fox", in: Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(rows == 2)
        #expect(buffer.lines == ["the quick.", "brown fox.", "..........", ".........."])
    }

    @Test func wrappedTextTooLongForTheRectangleEndsWithEllipsis() {
        let (buffer, canvas) = makeCanvas(12, 2)
        let rows = canvas.draw(
            text: "A long description of the item", in: Rect(x: 0, y: 0, width: 12, height: 2))
        #expect(rows == 2)
        #expect(buffer.lines == ["A long......", "description…"])
    }

    @Test func wrappedAndCentered() {
        let (buffer, canvas) = makeCanvas(7, 2)
        canvas.draw(text: "ab cdefg", in: Rect(x: 0, y: 0, width: 7, height: 2), alignment: .center)
        #expect(buffer.lines == ["..ab...", ".cdefg."])
    }

    @Test func emptyRectangleDrawsNothing() {
        let (buffer, canvas) = makeCanvas(3, 1)
        #expect(canvas.draw(text: "abc", in: Rect(x: 0, y: 0, width: 0, height: 1)) == 0)
        #expect(buffer.lines == ["..."])
    }
}
