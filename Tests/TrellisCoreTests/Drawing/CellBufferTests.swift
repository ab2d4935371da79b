import Testing
import TrellisCore

@Suite("CellBuffer")
struct CellBufferTests {
    private func buffer(_ width: Int, _ height: Int = 1) -> CellBuffer {
        CellBuffer(size: Size(width: width, height: height))
    }

    private func put(_ buffer: CellBuffer, _ text: String, x: Int, y: Int = 0) {
        var column = x
        for character in text {
            buffer.put(Cell(character), at: Point(x: column, y: y))
            column += character.displayWidth
        }
    }

    @Test func startsBlankAndIsRowMajor() {
        let grid = buffer(3, 2)
        #expect(grid.lines == ["   ", "   "])
        grid.put(Cell("a"), at: Point(x: 2, y: 1))
        #expect(grid.lines == ["   ", "  a"])
        #expect(grid[2, 1]?.grapheme == "a")
        #expect(grid[Point(x: 2, y: 1)]?.grapheme == "a")
    }

    @Test func outsideReadsNilAndWritesNothing() {
        let grid = buffer(2, 2)
        #expect(grid[-1, 0] == nil)
        #expect(grid[2, 0] == nil)
        #expect(grid[0, 2] == nil)
        grid.put(Cell("x"), at: Point(x: 5, y: 0))
        grid.put(Cell("x"), at: Point(x: -1, y: 0))
        grid.put(Cell("x"), at: Point(x: 0, y: -1))
        #expect(grid.lines == ["  ", "  "])
    }

    @Test func negativeSizeIsEmpty() {
        let grid = CellBuffer(size: Size(width: -3, height: 2))
        #expect(grid.size == Size(width: 0, height: 2))
        #expect(grid.lines == ["", ""])
    }

    @Test func wideClusterSetsItsContinuation() {
        let grid = buffer(4)
        grid.put(Cell("中", style: Style(foreground: .red)), at: Point(x: 1, y: 0))
        #expect(grid.lines == [" 中 "])
        #expect(grid[1, 0]?.width == 2)
        #expect(grid[2, 0]?.isContinuation == true)
        #expect(grid[2, 0]?.style == Style(foreground: .red))
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        let grid = buffer(4)
        put(grid, "中文", x: 0)
        grid.put(Cell("a"), at: Point(x: 2, y: 0))
        #expect(grid.lines == ["中a "])
        #expect(grid[3, 0] == Cell.blank)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        let grid = buffer(4)
        put(grid, "中文", x: 0)
        grid.put(Cell("a"), at: Point(x: 1, y: 0))
        #expect(grid.lines == [" a文"])
        #expect(grid[0, 0] == Cell.blank)
    }

    @Test func repairedHalfKeepsItsStyle() {
        let grid = buffer(2)
        let red = Style(background: .red)
        grid.put(Cell("中", style: red), at: .zero)
        grid.put(Cell("a"), at: Point(x: 1, y: 0))
        #expect(grid[0, 0] == Cell.blank(red))
    }

    @Test func wideOverWideAtAnOffsetRepairsBothNeighbours() {
        let grid = buffer(6)
        put(grid, "中文字", x: 0)
        grid.put(Cell("日"), at: Point(x: 1, y: 0))
        #expect(grid.lines == [" 日 字"])
        grid.put(Cell("本"), at: Point(x: 3, y: 0))
        #expect(grid.lines == [" 日本 "])
        #expect(grid[5, 0] == Cell.blank)
    }

    @Test func wideClusterAtTheRightEdgeBecomesABlank() {
        let grid = buffer(3)
        let style = Style(foreground: .green)
        grid.put(Cell("中", style: style), at: Point(x: 2, y: 0))
        #expect(grid.lines == ["   "])
        #expect(grid[2, 0] == Cell.blank(style))
    }

    @Test func continuationCellsAreNotWritten() {
        let grid = buffer(2)
        grid.put(.continuation(.plain), at: .zero)
        #expect(grid[0, 0] == Cell.blank)
    }

    @Test func fillRepairsWideClustersCutByTheRectangle() {
        let grid = buffer(6, 2)
        put(grid, "中文字", x: 0, y: 0)
        put(grid, "中文字", x: 0, y: 1)
        grid.fill(Rect(x: 1, y: 0, width: 4, height: 1), with: Cell("."))
        #expect(grid.lines == [" .... ", "中文字"])
    }

    @Test func fillWithAWideCellRepeatsItEveryTwoColumns() {
        let grid = buffer(5)
        grid.fill(with: Cell("中"))
        #expect(grid.lines == ["中中 "])
    }

    @Test func fillIsClippedToTheBuffer() {
        let grid = buffer(3, 2)
        grid.fill(Rect(x: -5, y: 1, width: 7, height: 9), with: Cell("#"))
        #expect(grid.lines == ["   ", "## "])
    }

    @Test func resizeKeepsWhatFitsAndBlanksTheRest() {
        let grid = buffer(3, 2)
        put(grid, "abc", x: 0, y: 0)
        put(grid, "def", x: 0, y: 1)
        grid.resize(to: Size(width: 4, height: 3))
        #expect(grid.lines == ["abc ", "def ", "    "])
        grid.resize(to: Size(width: 2, height: 1))
        #expect(grid.lines == ["ab"])
        #expect(grid.size == Size(width: 2, height: 1))
    }

    @Test func resizeCuttingAWideClusterBlanksIt() {
        let grid = buffer(4)
        put(grid, "a中b", x: 0)
        grid.resize(to: Size(width: 2, height: 1))
        #expect(grid.lines == ["a "])
        #expect(grid[1, 0]?.width == 1)
    }

    @Test func resizingBackAndForthReusesMemoryWithoutStaleCells() {
        let grid = buffer(6, 3)
        put(grid, "abcdef", x: 0, y: 0)
        put(grid, "ghijkl", x: 0, y: 1)
        put(grid, "mnopqr", x: 0, y: 2)
        grid.resize(to: Size(width: 3, height: 2))
        #expect(grid.lines == ["abc", "ghi"])
        // Growing back within the old memory: the cells outside the kept 3×2 are blank, not
        // what the larger buffer held there before.
        grid.resize(to: Size(width: 6, height: 3))
        #expect(grid.lines == ["abc   ", "ghi   ", "      "])
        grid.resize(to: Size(width: 2, height: 3))
        #expect(grid.lines == ["ab", "gh", "  "])
        grid.resize(to: Size(width: 5, height: 2))
        #expect(grid.lines == ["ab   ", "gh   "])
        // Beyond the largest size so far.
        grid.resize(to: Size(width: 8, height: 4))
        #expect(grid.lines == ["ab      ", "gh      ", "        ", "        "])
        put(grid, "中z", x: 6, y: 3)
        #expect(grid.lines[3] == "      中")
        #expect(grid[7, 3]?.isContinuation == true)
    }
}
