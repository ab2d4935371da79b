/// A grid of cells, `size.width` columns by `size.height` rows, stored row by row.
///
/// The buffer keeps wide clusters whole. Putting a cell of width 2 at column `x` also makes the
/// cell at `x + 1` its continuation; overwriting either half of a wide cluster turns the other
/// half into a blank (keeping its style), so no half-character is ever left behind; a wide cluster
/// that would cross the right edge is stored as a blank instead. Positions outside the buffer are
/// ignored when writing and read as `nil`, never trap.
///
/// A buffer is a reference type so that the `Canvas` windows onto it, handed to every view,
/// all draw into the same cells. It owns its cells as one contiguous, row-major allocation
/// reached through unsafe buffer pointers: writing cells and diffing frames is the hot path of
/// every frame, and going through a class's array property there cost a dynamic exclusivity
/// check and a uniqueness check per cell (about half the time of a full-frame draw).
///
/// ```swift
/// let buffer = CellBuffer(size: Size(width: 4, height: 1))
/// buffer.put(Cell("中"), at: Point(x: 1, y: 0))
/// buffer.lines                                  // [" 中 "]
/// buffer.put(Cell("a"), at: Point(x: 2, y: 0))  // overwrites the right half
/// buffer.lines                                  // ["  a "]
/// ```
public final class CellBuffer {
    // The stored properties change only in `resize(to:)`; cells are written through the
    // pointers. Dynamic exclusivity checks on every read of them cost more than the cell writes
    // themselves, and no access to them can overlap another, so they are turned off here.

    /// The number of columns and rows.
    public private(set) var size: Size {
        get { sizeStorage }
        set { sizeStorage = newValue }
    }
    /// The storage of ``size``; written only in `init` and `resize(to:)`.
    @exclusivity(unchecked) private var sizeStorage: Size
    /// The cells, row-major: the cell at (x, y) is at `y * size.width + x`. Owned by the buffer:
    /// allocated and initialized in `init` and `resize(to:)`, freed in `deinit`.
    @exclusivity(unchecked) private(set) var cells: UnsafeMutableBufferPointer<Cell>
    /// For each cell drawn as part of a line or box, the directions it connects and their
    /// weights (`LineConnections`); 0 for every other cell. Any other write clears it.
    @exclusivity(unchecked) private(set) var lineConnections: UnsafeMutableBufferPointer<UInt8>
    /// For each row, whether a cell in it was written since `clearChangedRows()`: the `Screen`
    /// compares only these rows with what the terminal shows.
    @exclusivity(unchecked) private(set) var changedRows: UnsafeMutableBufferPointer<Bool>
    // The memory behind `cells`, `lineConnections` and `changedRows`: it keeps the largest size
    // the buffer has had, so resizing back and forth (a user dragging a terminal's corner)
    // allocates nothing and touches no new pages.
    @exclusivity(unchecked) private var cellStorage: UnsafeMutableBufferPointer<Cell>
    @exclusivity(unchecked) private var connectionStorage: UnsafeMutableBufferPointer<UInt8>
    @exclusivity(unchecked) private var rowStorage: UnsafeMutableBufferPointer<Bool>
    private var cellCapacity: Int { cellStorage.count }
    private var rowCapacity: Int { rowStorage.count }

    /// Creates a buffer with every cell set to `cell`.
    ///
    /// - Parameters:
    ///   - size: The number of columns and rows; a negative dimension counts as 0.
    ///   - cell: The initial content of every cell; a blank by default. A wide or continuation
    ///     cell is not allowed here and is replaced by a blank of its style.
    public init(size: Size, filledWith cell: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        let fill = cell.width == 1 ? cell : Cell.blank(cell.style)
        self.sizeStorage = size
        cellStorage = .allocate(capacity: size.area)
        cellStorage.initialize(repeating: fill)
        connectionStorage = .allocate(capacity: size.area)
        connectionStorage.initialize(repeating: 0)
        rowStorage = .allocate(capacity: size.height)
        rowStorage.initialize(repeating: true)
        cells = cellStorage
        lineConnections = connectionStorage
        changedRows = rowStorage
    }

    deinit {
        cellStorage.deallocate()
        connectionStorage.deallocate()
        rowStorage.deallocate()
    }

    /// The rectangle covering the whole buffer, with its origin at (0, 0).
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at a column and row, or `nil` outside the buffer.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// The cell at a position, or `nil` outside the buffer.
    public subscript(position: Point) -> Cell? {
        self[position.x, position.y]
    }

    /// Writes one cell, keeping wide clusters whole.
    ///
    /// - A cell of width 1 replaces the cell at `position`; if that was half of a wide cluster,
    ///   the other half becomes a blank.
    /// - A cell of width 2 (or more, treated as 2) takes `position` and the cell to its right,
    ///   which becomes its continuation; if there is no column to its right, a blank with the
    ///   cell's style is written instead.
    /// - A continuation cell (width 0) is ignored: the buffer makes continuations itself.
    ///
    /// - Parameters:
    ///   - cell: The cell to write.
    ///   - position: Where; outside the buffer nothing happens.
    /// - Complexity: O(1).
    public func put(_ cell: Cell, at position: Point) {
        guard position.x >= 0, position.y >= 0, position.x < size.width, position.y < size.height,
            cell.width > 0
        else { return }
        let index = position.y * size.width + position.x
        changedRows[position.y] = true
        if cell.width == 1 {
            detach(index)
            store(cell, at: index)
        } else if position.x + 1 < size.width {
            detach(index)
            detach(index + 1)
            var lead = cell
            lead.width = 2
            store(lead, at: index)
            store(.continuation(cell.style), at: index + 1)
        } else {
            detach(index)
            store(.blank(cell.style), at: index)
        }
    }

    /// Sets every cell of a rectangle to `cell`.
    ///
    /// A wide cell is repeated every two columns (a last odd column gets a blank); wide clusters
    /// cut by the rectangle's edges are repaired as by `put(_:at:)`.
    ///
    /// - Parameters:
    ///   - rect: The cells to set; the part outside the buffer is ignored.
    ///   - cell: The content; a continuation cell leaves the buffer unchanged.
    /// - Complexity: O(*rect.area*).
    public func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, cell.width > 0 else { return }
        if cell.width > 1 {
            for y in area.minY..<area.maxY {
                for x in stride(from: area.minX, to: area.maxX, by: 2) {
                    put(x + 1 < area.maxX ? cell : .blank(cell.style), at: Point(x: x, y: y))
                }
            }
            return
        }
        for y in area.minY..<area.maxY {
            changedRows[y] = true
            let rowStart = y * size.width
            // Only the two edge cells can belong to a wide cluster that reaches outside.
            detach(rowStart + area.minX)
            detach(rowStart + area.maxX - 1)
            (cells.baseAddress! + rowStart + area.minX).update(repeating: cell, count: area.width)
            (lineConnections.baseAddress! + rowStart + area.minX).update(repeating: 0, count: area.width)
        }
    }

    /// Sets every cell of the buffer to `cell` (a blank by default).
    public func fill(with cell: Cell = .blank) {
        fill(bounds, with: cell)
    }

    /// Changes the size, keeping the cells that are inside both the old and the new size at
    /// their positions and filling new cells with blanks.
    ///
    /// A wide cluster cut by the new right edge becomes a blank. The buffer keeps the memory of
    /// the largest size it has had, so a resize within it allocates nothing.
    ///
    /// - Parameter newSize: The new number of columns and rows; negative counts as 0.
    /// - Complexity: O(*newSize.area*).
    public func resize(to newSize: Size) {
        let newSize = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        guard newSize != size else { return }
        let oldSize = size
        let keptWidth = min(oldSize.width, newSize.width)
        let keptHeight = min(oldSize.height, newSize.height)
        if newSize.area > cellCapacity || newSize.height > rowCapacity {
            // Grow the storage: copy the kept cells into new memory.
            let capacity = max(newSize.area, cellCapacity)
            let rows = max(newSize.height, rowCapacity)
            let newCells = UnsafeMutableBufferPointer<Cell>.allocate(capacity: capacity)
            newCells.initialize(repeating: .blank)
            let newConnections = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
            newConnections.initialize(repeating: 0)
            for y in 0..<keptHeight {
                (newCells.baseAddress! + y * newSize.width).update(
                    from: cells.baseAddress! + y * oldSize.width, count: keptWidth)
                (newConnections.baseAddress! + y * newSize.width).update(
                    from: lineConnections.baseAddress! + y * oldSize.width, count: keptWidth)
            }
            cellStorage.deallocate()
            connectionStorage.deallocate()
            rowStorage.deallocate()
            cellStorage = newCells
            connectionStorage = newConnections
            rowStorage = .allocate(capacity: rows)
            rowStorage.initialize(repeating: true)
        } else {
            // Rearrange the rows in place: cells are plain values, so rows move with memmove.
            // Narrower rows move towards the start (top row first), wider ones towards the end
            // (bottom row first), so no row is overwritten before it has moved.
            let base = cellStorage.baseAddress!
            let connections = connectionStorage.baseAddress!
            func moveRow(_ y: Int) {
                (base + y * newSize.width).update(from: base + y * oldSize.width, count: keptWidth)
                (connections + y * newSize.width).update(
                    from: connections + y * oldSize.width, count: keptWidth)
                if newSize.width > keptWidth {
                    (base + y * newSize.width + keptWidth).update(
                        repeating: .blank, count: newSize.width - keptWidth)
                    (connections + y * newSize.width + keptWidth).update(
                        repeating: 0, count: newSize.width - keptWidth)
                }
            }
            if newSize.width <= oldSize.width {
                for y in 0..<keptHeight { moveRow(y) }
            } else {
                for y in (0..<keptHeight).reversed() { moveRow(y) }
            }
            let newRows = keptHeight * newSize.width..<newSize.area
            (base + newRows.lowerBound).update(repeating: .blank, count: newRows.count)
            (connections + newRows.lowerBound).update(repeating: 0, count: newRows.count)
        }
        size = newSize
        cells = UnsafeMutableBufferPointer(rebasing: cellStorage[0..<newSize.area])
        lineConnections = UnsafeMutableBufferPointer(rebasing: connectionStorage[0..<newSize.area])
        changedRows = UnsafeMutableBufferPointer(rebasing: rowStorage[0..<newSize.height])
        changedRows.update(repeating: true)
        // A wide cluster cut by the new right edge becomes a blank.
        if keptWidth > 0 && newSize.width < oldSize.width {
            for y in 0..<keptHeight {
                let last = y * newSize.width + keptWidth - 1
                if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
            }
        }
    }

    /// The buffer as text, one string per row: each cluster once (the continuation of a wide
    /// cluster adds nothing), styles left out. A row of a buffer holding only narrow cells has
    /// exactly `size.width` characters.
    public var lines: [String] {
        (0..<size.height).map { line(at: $0) }
    }

    /// One row as text, as in `lines`.
    func line(at y: Int) -> String {
        var text = ""
        text.reserveCapacity(size.width)
        for cell in cells[(y * size.width)..<((y + 1) * size.width)] where !cell.isContinuation {
            text.append(cell.grapheme)
        }
        return text
    }

    /// Forgets which rows were written (after the `Screen` has compared them).
    func clearChangedRows() {
        changedRows.update(repeating: false)
    }

    /// Makes the contents equal to `other`'s, which must have the same size.
    func copyCells(from other: CellBuffer) {
        guard other.size == size else { return }
        _ = cells.update(fromContentsOf: other.cells)
    }

    /// Stores a cell without any wide-cluster bookkeeping, clearing its line connections.
    @inline(__always)
    func store(_ cell: Cell, at index: Int) {
        cells[index] = cell
        lineConnections[index] = 0
    }

    /// Before the cell at `index` is overwritten: if it is half of a wide cluster, blanks the
    /// other half so that no half-character remains.
    @inline(__always)
    private func detach(_ index: Int) {
        let width = cells[index].width
        if width == 0 {
            // A continuation: its lead is the cell to the left (never at column 0 by invariant).
            if index % size.width > 0 { store(.blank(cells[index - 1].style), at: index - 1) }
        } else if width >= 2 && index % size.width + 1 < size.width {
            store(.blank(cells[index + 1].style), at: index + 1)
        }
    }
}
