/// Where finished frames go: the real terminal (`NcursesBackend` in TrellisNcurses) or memory
/// (`HeadlessBackend`, for tests and benchmarks).
///
/// The `Screen` drives a backend once per frame: `beginFrame()`, one `draw(_:at:)` per changed
/// cell, then `endFrame(cursor:)`. Nothing above the backend knows how the cells reach the
/// terminal.
///
/// A wide cluster (`Cell.width == 2`) is drawn by one call at its left column; its continuation
/// cell is never passed to `draw(_:at:)`.
@MainActor
public protocol Backend: AnyObject {
    /// The size of the screen in cells, as the backend last learned it.
    var size: Size { get }

    /// Starts a frame.
    func beginFrame()

    /// Draws one cell at a position of the screen.
    ///
    /// - Parameters:
    ///   - cell: The cell; never a continuation.
    ///   - position: Its column and row on the screen.
    func draw(_ cell: Cell, at position: Point)

    /// Draws a run of cells that sit side by side on one row, the first at `position`: the
    /// changed cells a `Screen` found next to each other. A continuation in the run is not
    /// drawn on its own (its cluster, earlier in the run, covers it).
    ///
    /// A backend can draw a run for less than its cells one by one; by default it is drawn
    /// cell by cell with `draw(_:at:)`.
    ///
    /// - Parameters:
    ///   - cells: The cells, left to right; valid only during the call.
    ///   - position: The column and row of the first one.
    func draw(_ cells: UnsafeBufferPointer<Cell>, startingAt position: Point)

    /// Ends the frame and makes it visible.
    ///
    /// - Parameter cursor: Where the text cursor is shown, or `nil` to hide it.
    /// - Returns: What the frame cost: cells drawn and, where the backend knows it, bytes written.
    @discardableResult
    func endFrame(cursor: Point?) -> FrameStatistics

    /// Forgets what the screen shows, so that the next frame must repaint every cell (after a
    /// resize, or when the app resumes from suspension).
    func invalidate()

    /// Whether the backend keeps the cells it was given through `invalidate()` and through a
    /// change of its size (keeping the cells inside both sizes, the new ones blank, a wide
    /// cluster cut by the right edge undefined), and repaints the whole terminal from them after
    /// `invalidate()`. A `Screen` then sends it only the cells that differ from its own copy of
    /// them, even in a frame that repaints everything.
    ///
    /// ncurses keeps them; a backend that clears its picture on `invalidate()` does not (the
    /// default, `false`).
    var keepsCellsWhenInvalidated: Bool { get }
}

extension Backend {
    /// Draws the cells of the run one by one with `draw(_:at:)`, skipping continuations.
    public func draw(_ cells: UnsafeBufferPointer<Cell>, startingAt position: Point) {
        for offset in cells.indices where !cells[offset].isContinuation {
            draw(cells[offset], at: Point(x: position.x + offset, y: position.y))
        }
    }

    /// By default a backend forgets its cells on `invalidate()`: the next frame sends every
    /// cell.
    public var keepsCellsWhenInvalidated: Bool { false }
}

/// What one frame cost a backend.
public struct FrameStatistics: Hashable, Sendable {
    /// The cells drawn in the frame.
    public var cellsChanged: Int
    /// The bytes written to the terminal, or `nil` where the backend cannot know.
    public var bytesWritten: Int?

    /// Creates frame statistics.
    public init(cellsChanged: Int, bytesWritten: Int? = nil) {
        self.cellsChanged = cellsChanged
        self.bytesWritten = bytesWritten
    }
}
