import Testing

@testable import TrellisCore

/// A backend that keeps its cells through `invalidate()` and resizes, as ncurses does: it must
/// receive only the cells that differ from what it keeps, and still end up with every cell
/// right.
@MainActor
private final class KeepingBackend: Backend {
    let cells: CellBuffer
    private(set) var drawn: [Point] = []
    private(set) var runs: [(Point, Int)] = []
    private(set) var invalidations = 0

    init(size: Size) {
        cells = CellBuffer(size: size)
    }

    var size: Size { cells.size }
    var keepsCellsWhenInvalidated: Bool { true }
    func resize(to size: Size) { cells.resize(to: size) }
    func beginFrame() {
        drawn = []
        runs = []
    }
    func draw(_ cells: UnsafeBufferPointer<Cell>, startingAt position: Point) {
        runs.append((position, cells.count))
        for offset in cells.indices where !cells[offset].isContinuation {
            draw(cells[offset], at: Point(x: position.x + offset, y: position.y))
        }
    }
    func draw(_ cell: Cell, at position: Point) {
        drawn.append(position)
        cells.put(cell, at: position)
    }
    func endFrame(cursor: Point?) -> FrameStatistics { FrameStatistics(cellsChanged: drawn.count) }
    func invalidate() { invalidations += 1 }
}

@MainActor
@Suite("Screen with a backend that keeps its cells")
struct ScreenKeepingBackendTests {
    /// A keeping backend of `width`×`height` and a screen whose first frame showed `text` on
    /// its top row.
    private func shown(_ text: String, width: Int, height: Int = 1) -> (KeepingBackend, Screen) {
        let backend = KeepingBackend(size: Size(width: width, height: height))
        let screen = Screen(size: backend.size)
        screen.canvas.draw(text: text, at: .zero)
        screen.render(to: backend, cursor: nil)
        return (backend, screen)
    }

    /// The terminal changed size: the backend, then the screen, follow.
    private func resize(_ backend: KeepingBackend, _ screen: Screen, to size: Size) {
        backend.resize(to: size)
        screen.resize(to: backend.size)
    }

    @Test func firstFrameSendsEveryCellThenRepaintsSendOnlyChanges() {
        let (backend, screen) = shown("hello", width: 5, height: 2)
        // The backend's state is unknown before the first frame: every cell goes.
        #expect(backend.drawn.count == 10)
        screen.invalidate()
        screen.canvas.draw(text: "J", at: .zero)
        screen.render(to: backend, cursor: nil)
        #expect(backend.invalidations == 2)
        #expect(backend.drawn == [Point(x: 0, y: 0)])
        #expect(backend.cells.lines == ["Jello", "     "])
    }

    @Test func afterAResizeOnlyChangedCellsAndTheCutColumnAreSent() {
        let backend = KeepingBackend(size: Size(width: 6, height: 2))
        let screen = Screen(size: backend.size)
        screen.canvas.draw(text: "abcdef", at: .zero)
        screen.canvas.draw(text: "ghijkl", at: Point(x: 0, y: 1))
        screen.render(to: backend, cursor: nil)

        // Narrower and taller: the views draw again; unchanged cells stay with the backend,
        // the last kept column is sent whatever it holds (a wide cluster cut there is
        // undefined in the backend's copy).
        resize(backend, screen, to: Size(width: 4, height: 3))
        screen.canvas.draw(text: "abXd", at: .zero)
        screen.canvas.draw(text: "ghij", at: Point(x: 0, y: 1))
        screen.canvas.draw(text: "new", at: Point(x: 0, y: 2))
        screen.render(to: backend, cursor: nil)
        #expect(
            Set(backend.drawn)
                == [
                    Point(x: 2, y: 0), Point(x: 3, y: 0), Point(x: 3, y: 1), Point(x: 3, y: 2),
                    Point(x: 0, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 2),
                ])
        #expect(backend.cells.lines == ["abXd", "ghij", "new "])
        #expect(screen.back.lines == backend.cells.lines)

        // Wider: nothing to redraw but what the views changed.
        resize(backend, screen, to: Size(width: 6, height: 3))
        screen.canvas.draw(text: "abXd!", at: .zero)
        screen.canvas.draw(text: "ghij", at: Point(x: 0, y: 1))
        screen.canvas.draw(text: "new", at: Point(x: 0, y: 2))
        screen.render(to: backend, cursor: nil)
        #expect(backend.drawn == [Point(x: 4, y: 0)])
        #expect(backend.cells.lines == ["abXd! ", "ghij  ", "new   "])
    }

    @Test func aWideClusterCutByTheNewEdgeIsRepaired() {
        let (backend, screen) = shown("ab中", width: 4)
        resize(backend, screen, to: Size(width: 3, height: 1))
        screen.canvas.draw(text: "ab", at: .zero)
        screen.render(to: backend, cursor: nil)
        #expect(backend.drawn == [Point(x: 2, y: 0)])
        #expect(backend.cells.lines == ["ab "])
    }

    @Test func anotherBackendGetsEveryCell() {
        let first = KeepingBackend(size: Size(width: 3, height: 1))
        let second = KeepingBackend(size: Size(width: 3, height: 1))
        let screen = Screen(size: first.size)
        screen.canvas.draw(text: "abc", at: .zero)
        screen.render(to: first, cursor: nil)
        screen.invalidate()
        screen.render(to: second, cursor: nil)
        #expect(second.drawn.count == 3)
        #expect(second.cells.lines == ["abc"])
    }

    @Test func changedCellsSideBySideGoAsOneRun() {
        let (backend, screen) = shown("0123456789", width: 10, height: 2)
        #expect(backend.runs.map(\.1) == [10, 10])  // the first frame: whole rows
        screen.canvas.draw(text: "abc", at: Point(x: 2, y: 0))
        screen.canvas.draw(text: "中", at: Point(x: 6, y: 0))
        screen.canvas.draw(text: "z", at: Point(x: 9, y: 1))
        screen.render(to: backend, cursor: nil)
        #expect(backend.runs.map(\.0) == [Point(x: 2, y: 0), Point(x: 6, y: 0), Point(x: 9, y: 1)])
        #expect(backend.runs.map(\.1) == [3, 2, 1])  // the wide cluster with its right half
        #expect(backend.cells.lines == ["01abc5中89", "         z"])
    }

    @Test func aChangedRightHalfRedrawsItsUnchangedLeftHalf() {
        let (backend, screen) = shown("中ab", width: 4)
        // Same cluster, but its right half's style differs: the run starts at the left half.
        // (No drawing call produces that; write the buffer directly.)
        screen.back.cells[1] = .continuation(Style(attributes: .bold))
        screen.back.changedRows[0] = true
        screen.render(to: backend, cursor: nil)
        #expect(backend.runs.map(\.0) == [Point(x: 0, y: 0)])
        #expect(backend.drawn == [Point(x: 0, y: 0)])
    }

    @Test func anEmptyScreenDrawsNothingAndGrowsBack() {
        let (backend, screen) = shown("abc", width: 3)
        resize(backend, screen, to: Size(width: 0, height: 0))
        #expect(screen.render(to: backend, cursor: nil).cellsChanged == 0)
        resize(backend, screen, to: Size(width: 2, height: 1))
        screen.canvas.draw(text: "xy", at: .zero)
        screen.render(to: backend, cursor: nil)
        #expect(backend.cells.lines == ["xy"])
    }
}
