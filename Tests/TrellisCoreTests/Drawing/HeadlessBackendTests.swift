import Testing
import TrellisCore

@MainActor
@Suite("HeadlessBackend")
struct HeadlessBackendTests {
    @Test func drawsLikeATerminal() {
        let backend = HeadlessBackend(size: Size(width: 5, height: 2))
        backend.beginFrame()
        backend.draw(Cell("中"), at: Point(x: 0, y: 0))
        backend.draw(Cell("文"), at: Point(x: 2, y: 0))
        backend.draw(Cell("x"), at: Point(x: 3, y: 0))  // over the right half of 文
        backend.draw(Cell("y"), at: Point(x: 4, y: 1))
        let statistics = backend.endFrame(cursor: Point(x: 1, y: 1))
        #expect(backend.lines == ["中 x ", "    y"])
        #expect(statistics == FrameStatistics(cellsChanged: 4, bytesWritten: nil))
        #expect(backend.lastFrameChanges.count == 4)
        #expect(backend.totalCellsDrawn == 4)
        #expect(backend.frameCount == 1)
        #expect(backend.cursor == Point(x: 1, y: 1))
        #expect(backend.violations.isEmpty)
    }

    @Test func styledLinesMarkStyleChanges() {
        let backend = HeadlessBackend(size: Size(width: 8, height: 2))
        let error = Style(foreground: .red, attributes: .bold)
        backend.beginFrame()
        for (offset, character) in "Err".enumerated() {
            backend.draw(Cell(character, style: error), at: Point(x: offset, y: 0))
        }
        backend.draw(Cell("{"), at: Point(x: 4, y: 0))
        backend.draw(Cell("中", style: Style(background: .rgb(1, 2, 255))), at: Point(x: 0, y: 1))
        backend.draw(Cell("i", style: Style(foreground: .indexed(196))), at: Point(x: 7, y: 1))
        backend.endFrame(cursor: nil)
        #expect(
            backend.styledLines == [
                "{bold fg=red}Err{plain} {{   ",
                "{bg=#0102ff}中{plain}     {fg=indexed(196)}i",
            ])
    }

    @Test func resizingKeepsWhatFits() {
        let backend = HeadlessBackend(size: Size(width: 3, height: 1))
        backend.beginFrame()
        backend.draw(Cell("a"), at: .zero)
        backend.draw(Cell("中"), at: Point(x: 1, y: 0))
        backend.endFrame(cursor: nil)
        backend.size = Size(width: 2, height: 2)
        #expect(backend.size == Size(width: 2, height: 2))
        #expect(backend.lines == ["a ", "  "])
    }

    @Test func invalidatedScreenStartsTheNextFrameBlank() {
        let backend = HeadlessBackend(size: Size(width: 2, height: 1))
        backend.beginFrame()
        backend.draw(Cell("a"), at: .zero)
        backend.draw(Cell("b"), at: Point(x: 1, y: 0))
        backend.endFrame(cursor: nil)
        backend.invalidate()
        #expect(backend.lines == ["ab"])
        backend.beginFrame()
        backend.draw(Cell("c"), at: .zero)
        backend.endFrame(cursor: nil)
        #expect(backend.lines == ["c "])
        #expect(backend.invalidationCount == 1)
    }

    @Test func recordsContractViolations() {
        let backend = HeadlessBackend(size: Size(width: 2, height: 1))
        backend.draw(Cell("a"), at: .zero)
        backend.endFrame(cursor: nil)
        backend.beginFrame()
        backend.beginFrame()
        backend.draw(.continuation(.plain), at: Point(x: 1, y: 0))
        backend.draw(Cell("b"), at: Point(x: 2, y: 0))
        backend.draw(Cell("中"), at: Point(x: 1, y: 0))
        backend.endFrame(cursor: nil)
        #expect(
            backend.violations == [
                .drawnOutsideFrame(.zero),
                .frameEndedWithoutBegin,
                .frameBegunTwice,
                .continuationDrawn(Point(x: 1, y: 0)),
                .drawnOutsideScreen(Point(x: 2, y: 0)),
                .drawnOutsideScreen(Point(x: 1, y: 0)),
            ])
        #expect(backend.lines == ["a "])
        #expect(backend.violations[3].description == "continuation cell drawn at (1, 0)")
    }

    @Test func encodesFramesAsANSI() {
        let backend = HeadlessBackend(size: Size(width: 4, height: 2), encodesANSI: true)
        backend.beginFrame()
        backend.draw(Cell("a"), at: Point(x: 1, y: 0))
        backend.draw(Cell("b"), at: Point(x: 2, y: 0))
        backend.draw(Cell("中", style: Style(foreground: .red, attributes: .bold)), at: Point(x: 0, y: 1))
        backend.draw(
            Cell("c", style: Style(foreground: .brightBlue, background: .rgb(1, 2, 3))), at: Point(x: 2, y: 1)
        )
        let statistics = backend.endFrame(cursor: Point(x: 3, y: 1))
        let expected =
            "\u{1B}[1;2H\u{1B}[0mab"
            + "\u{1B}[2;1H\u{1B}[0;1;31m中"
            + "\u{1B}[0;94;48;2;1;2;3mc"
            + "\u{1B}[0m\u{1B}[2;4H\u{1B}[?25h"
        #expect(backend.lastFrameANSI == expected)
        #expect(statistics.bytesWritten == expected.utf8.count)
    }

    @Test func oneCellChangeEmitsAFewBytes() {
        let backend = HeadlessBackend(size: Size(width: 80, height: 24), encodesANSI: true)
        let screen = Screen(size: backend.size)
        screen.canvas.fill(with: Cell("."))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameANSI?.hasPrefix("\u{1B}[0m\u{1B}[2J") == true)
        screen.canvas.put("x", at: Point(x: 9, y: 4))
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameANSI == "\u{1B}[5;10H\u{1B}[0mx\u{1B}[0m\u{1B}[?25l")
        #expect(statistics.bytesWritten == 22)
    }

    @Test func withoutEncodingThereIsNoANSI() {
        let backend = HeadlessBackend(size: Size(width: 1, height: 1))
        #expect(backend.lastFrameANSI == nil)
    }
}
