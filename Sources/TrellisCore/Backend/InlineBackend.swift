/// A backend that draws in a region of a few rows below the shell's prompt instead of taking
/// over the whole screen (no alternate screen): the program's output scrolls with the rest of
/// the terminal, and when it ends its last frame stays in the scrollback, like ratatui's inline
/// viewport.
///
/// It writes VT100/xterm sequences through `write` and never addresses the screen absolutely:
/// rows are reached by line feeds (which scroll the terminal when the region starts near its
/// bottom) and cursor-up moves from the region's first row, columns by their number. Between
/// frames the cursor rests at the start of the region's first row (unless a view shows it).
/// After a resize the region is cleared from the cursor's row down and drawn again at the new
/// width. A terminal that re-wraps its lines when it narrows may move the old rows out of
/// reach first (tmux pushes them into its history): a copy of the frame before the resize then
/// stays above the region.
///
/// ```swift
/// let backend = InlineBackend(lines: 6, terminalSize: Size(width: 80, height: 24)) { bytes in
///     FileHandle.standardOutput.write(Data(bytes))
/// }
/// let app = Application(backend: backend, events: events)
/// app.run()
/// backend.finish()   // the last frame stays; the prompt comes back below it
/// ```
@MainActor
public final class InlineBackend: Backend {
    /// The number of rows asked for; the region is that many rows, or the terminal's height
    /// when it has fewer.
    public let requestedLines: Int
    /// The region's size: the terminal's width by ``requestedLines`` (at most the terminal's
    /// height).
    public private(set) var size: Size
    private let write: @MainActor ([UInt8]) -> Void
    private var encoder = ANSIEncoder()
    /// Whether the rows of the region still have to be made (first frame, after a resize).
    private var needsReservation = true
    private var clearsOnNextFrame = true
    private var cellsDrawn = 0
    /// Whether ``finish()`` has handed the terminal back.
    public private(set) var isFinished = false

    /// Creates a backend for a region of `lines` rows starting at the line the cursor is on.
    ///
    /// - Parameters:
    ///   - lines: The rows of the region (at least 1).
    ///   - terminalSize: The terminal's size now.
    ///   - write: Sends bytes to the terminal.
    public init(lines: Int, terminalSize: Size, write: @escaping @MainActor ([UInt8]) -> Void) {
        requestedLines = max(1, lines)
        size = Self.regionSize(lines: requestedLines, terminalSize: terminalSize)
        self.write = write
        encoder.usesInlineAddressing = true
    }

    private static func regionSize(lines: Int, terminalSize: Size) -> Size {
        Size(width: max(0, terminalSize.width), height: max(0, min(lines, terminalSize.height)))
    }

    /// Follows a change of the terminal's size: the region takes the new width (and as many of
    /// its rows as fit), and the next frame clears and redraws it.
    public func resize(terminalSize: Size) {
        size = Self.regionSize(lines: requestedLines, terminalSize: terminalSize)
        needsReservation = true
        clearsOnNextFrame = true
    }

    /// Opens a new region on the cursor's line after ``finish()`` (the program was suspended and
    /// continued): the old one stays on the terminal as it was, and the next frame draws all
    /// of the new one.
    public func reopenBelowCursor(terminalSize: Size) {
        isFinished = false
        resize(terminalSize: terminalSize)
    }

    /// Starts a frame; the first one (and the first after a resize) makes room for the region
    /// below the cursor and clears it.
    public func beginFrame() {
        cellsDrawn = 0
        encoder.beginInlineFrame(
            reservingRows: needsReservation ? size.height : nil, clearing: clearsOnNextFrame)
        needsReservation = false
        clearsOnNextFrame = false
    }

    /// Draws one cell of the region.
    public func draw(_ cell: Cell, at position: Point) {
        guard !isFinished, !cell.isContinuation, position.y >= 0, position.y < size.height,
            position.x >= 0, position.x + max(1, Int(cell.width)) <= size.width
        else { return }
        cellsDrawn += 1
        encoder.draw(cell, at: position, screenWidth: size.width)
    }

    /// Ends the frame and writes it: the cursor is shown where a view wants it, else hidden and
    /// put back at the start of the region.
    @discardableResult
    public func endFrame(cursor: Point?) -> FrameStatistics {
        encoder.endInlineFrame(cursor: cursor)
        let bytes = Array(encoder.bytes)
        if !isFinished { write(bytes) }
        return FrameStatistics(cellsChanged: cellsDrawn, bytesWritten: bytes.count)
    }

    /// Makes the next frame clear the region and draw all of it.
    public func invalidate() {
        clearsOnNextFrame = true
    }

    /// Leaves the last frame on the terminal and puts the cursor at the start of the line below
    /// the region, visible, with the default colours: where the shell's prompt should come
    /// back. Nothing is drawn after it.
    public func finish() {
        guard !isFinished else { return }
        encoder.finishInline(regionHeight: size.height)
        write(Array(encoder.bytes))
        isFinished = true
    }
}
