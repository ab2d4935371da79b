import Testing
import TrellisCore

@MainActor
@Suite("Screen")
struct ScreenTests {
    private func makeScreen(_ width: Int, _ height: Int) -> (Screen, HeadlessBackend) {
        let backend = HeadlessBackend(size: Size(width: width, height: height))
        return (Screen(size: backend.size), backend)
    }

    @Test func firstFrameRepaintsEveryCell() {
        let (screen, backend) = makeScreen(4, 2)
        screen.canvas.draw(text: "hi", at: .zero)
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(statistics.cellsChanged == 8)
        #expect(backend.invalidationCount == 1)
        #expect(backend.lines == ["hi  ", "    "])
        #expect(backend.violations.isEmpty)
    }

    @Test func unchangedFrameSendsNothing() {
        let (screen, backend) = makeScreen(4, 2)
        screen.canvas.draw(text: "hi", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.draw(text: "hi", at: .zero)
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(statistics.cellsChanged == 0)
        #expect(backend.lastFrameChanges.isEmpty)
        #expect(backend.frameCount == 2)
    }

    @Test func oneCellChangeSendsExactlyOneDraw() {
        let (screen, backend) = makeScreen(20, 5)
        screen.canvas.drawBox(screen.canvas.bounds, title: "Panel")
        screen.render(to: backend, cursor: nil)
        screen.canvas.put("x", at: Point(x: 7, y: 3))
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(statistics.cellsChanged == 1)
        #expect(backend.lastFrameChanges == [Point(x: 7, y: 3)])
        #expect(backend.lines == screen.back.lines)
        #expect(backend.invalidationCount == 1)
    }

    @Test func styleChangeAloneIsAChange() {
        let (screen, backend) = makeScreen(3, 1)
        screen.canvas.draw(text: "abc", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.draw(text: "b", at: Point(x: 1, y: 0), style: Style(attributes: .reverse))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameChanges == [Point(x: 1, y: 0)])
        #expect(backend.cell(at: Point(x: 1, y: 0))?.style == Style(attributes: .reverse))
    }

    @Test func resizeRepaintsEverything() {
        let (screen, backend) = makeScreen(4, 2)
        screen.canvas.draw(text: "abcd", at: .zero)
        screen.render(to: backend, cursor: nil)
        backend.size = Size(width: 6, height: 3)
        screen.resize(to: backend.size)
        screen.canvas.draw(text: "wide", at: Point(x: 2, y: 2))
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(statistics.cellsChanged == 18)
        #expect(backend.invalidationCount == 2)
        #expect(backend.lines == ["abcd  ", "      ", "  wide"])
        #expect(backend.violations.isEmpty)
    }

    @Test func invalidateRepaintsEverything() {
        let (screen, backend) = makeScreen(3, 2)
        screen.render(to: backend, cursor: nil)
        screen.invalidate()
        #expect(screen.needsFullRepaint)
        #expect(screen.render(to: backend, cursor: nil).cellsChanged == 6)
        #expect(screen.needsFullRepaint == false)
        #expect(screen.render(to: backend, cursor: nil).cellsChanged == 0)
    }

    @Test func wideClusterIsDrawnOnceFromItsLeftCell() {
        let (screen, backend) = makeScreen(4, 1)
        screen.canvas.draw(text: "abcd", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.put("中", at: Point(x: 1, y: 0))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameChanges == [Point(x: 1, y: 0)])
        #expect(backend.lines == ["a中d"])
        #expect(backend.violations.isEmpty)
    }

    @Test func overwritingTheRightHalfRepairsTheLeftHalfOnTheBackend() {
        let (screen, backend) = makeScreen(5, 1)
        screen.canvas.draw(text: "中文", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.put("x", at: Point(x: 1, y: 0))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameChanges == [Point(x: 0, y: 0), Point(x: 1, y: 0)])
        #expect(backend.lines == [" x文 "])
        #expect(backend.violations.isEmpty)
    }

    @Test func overwritingTheLeftHalfRepairsTheRightHalfOnTheBackend() {
        let (screen, backend) = makeScreen(5, 1)
        screen.canvas.draw(text: "中文", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.put("x", at: Point(x: 2, y: 0))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lastFrameChanges == [Point(x: 2, y: 0), Point(x: 3, y: 0)])
        #expect(backend.lines == ["中x  "])
    }

    @Test func shiftedWideClustersRedrawEveryCellTheyTouch() {
        let (screen, backend) = makeScreen(6, 1)
        screen.canvas.draw(text: "中文字", at: .zero)
        screen.render(to: backend, cursor: nil)
        screen.canvas.fill(with: .blank)
        screen.canvas.draw(text: "中文", at: Point(x: 1, y: 0))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lines == [" 中文 "])
        #expect(backend.lines == screen.back.lines)
        #expect(backend.violations.isEmpty)
    }

    @Test func everyWayOfWritingReachesTheBackend() {
        let (screen, backend) = makeScreen(8, 4)
        screen.render(to: backend, cursor: nil)
        let canvas = screen.canvas
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: Cell("#"))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lines == ["###     ", "        ", "        ", "        "])
        canvas.drawBox(Rect(x: 3, y: 1, width: 5, height: 3), lineStyle: .rounded, title: "t")
        screen.render(to: backend, cursor: nil)
        canvas.draw(text: "中", in: Rect(x: 0, y: 2, width: 3, height: 1), alignment: .trailing)
        screen.back.put(Cell("z"), at: Point(x: 0, y: 3))
        screen.render(to: backend, cursor: nil)
        #expect(backend.lines == ["###     ", "   ╭t──╮", " 中│   │", "z  ╰───╯"])
        #expect(backend.lines == screen.back.lines)
    }

    @Test func equalGraphemesInDifferentStorageAreNotRedrawn() {
        let (screen, backend) = makeScreen(4, 1)
        // Longer than a small string: each copy built at run time has its own heap storage.
        let family = ["👨", "👩", "👧"].joined(separator: "\u{200D}")
        screen.canvas.draw(text: family, at: .zero)
        screen.render(to: backend, cursor: nil)
        let rebuilt = ["👨", "👩", "👧"].joined(separator: "\u{200D}")
        screen.canvas.draw(text: rebuilt, at: .zero)
        #expect(screen.render(to: backend, cursor: nil).cellsChanged == 0)
        #expect(backend.lines == [family + "  "])
    }

    @Test func cursorIsPassedToTheBackend() {
        let (screen, backend) = makeScreen(3, 1)
        screen.render(to: backend, cursor: Point(x: 2, y: 0))
        #expect(backend.cursor == Point(x: 2, y: 0))
        #expect(backend.isCursorVisible)
        screen.render(to: backend, cursor: nil)
        #expect(backend.cursor == nil)
        #expect(backend.isCursorVisible == false)
    }

    /// Random narrow and wide writes, frame after frame: the backend must always end up showing
    /// exactly the back buffer, without ever being handed a continuation.
    @Test(arguments: [1, 2, 3, 42])
    func randomFramesKeepTheBackendInSync(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        let (screen, backend) = makeScreen(13, 4)
        let glyphs: [Character] = ["a", "b", "中", "文", "😀", "é", " ", "─"]
        let styles = [Style.plain, Style(foreground: .red), Style(attributes: .bold)]
        for _ in 0..<60 {
            for _ in 0..<random.next(below: 12) {
                let glyph = glyphs[random.next(below: glyphs.count)]
                let style = styles[random.next(below: styles.count)]
                let position = Point(x: random.next(below: 14) - 1, y: random.next(below: 4))
                screen.canvas.put(glyph, at: position, style: style)
            }
            screen.render(to: backend, cursor: nil)
            #expect(backend.lines == screen.back.lines)
            for y in 0..<4 {
                for x in 0..<13 {
                    let position = Point(x: x, y: y)
                    #expect(backend.cell(at: position) == screen.back[position])
                }
            }
        }
        #expect(backend.violations.isEmpty)
    }
}
