/// A still copy of a screen's cells — what a terminal shows at one moment — that can be saved
/// as an SVG picture (``svg(options:)``) or as text with ANSI colours (``ansiText()``).
///
/// The headless backend and the live terminal share one cell model: take a screenshot of what a
/// `HeadlessBackend` holds (`backend.screenshot()`), of what an `Application` last sent to its
/// backend, whatever the backend (`app.screenshot()`), or of any `CellBuffer`.
///
/// ```swift
/// let picture = app.screenshot()
/// try picture.svg().write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// print(picture.ansiText())
/// ```
public struct Screenshot: Hashable, Sendable {
    /// The number of columns and rows.
    public let size: Size
    /// The cells, row by row: the cell at column x of row y is at `y * size.width + x`. The right
    /// half of a wide cluster is a continuation cell (`Cell.isContinuation`).
    public let cells: [Cell]

    /// Copies the cells of a buffer.
    ///
    /// - Parameter buffer: The buffer to copy.
    /// - Complexity: O(*width × height*).
    public init(_ buffer: CellBuffer) {
        size = buffer.size
        cells = Array(buffer.cells)
    }

    /// The cell at a column and row, or `nil` outside the screenshot.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// One row's cells, left to right.
    ///
    /// - Parameter y: The row, from 0 to `size.height - 1`.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// The screenshot as text, one string per row: each cluster once, styles left out.
    public var lines: [String] {
        (0..<size.height).map { y in
            String(row(y).lazy.filter { !$0.isContinuation }.map(\.grapheme))
        }
    }
}

extension CellBuffer {
    /// A copy of the buffer's cells as they are now.
    public func screenshot() -> Screenshot {
        Screenshot(self)
    }
}
