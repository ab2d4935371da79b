/// The double-buffered screen: views draw into `back`, and `render(to:cursor:)` sends the
/// backend only the cells that differ from what it already shows.
///
/// The front buffer remembers what the backend shows. Each frame compares the two buffers cell
/// by cell and hands the backend every changed cell, left to right and top to bottom, then
/// updates the front buffer. Wide clusters never leave halves behind: both buffers keep them
/// whole (see `CellBuffer`), so when a wide cluster appears, disappears or is half overwritten,
/// every cell it covered or now covers shows up as changed, and the continuation is never sent
/// on its own — its cluster is drawn from the left cell.
///
/// The first frame, the frame after `resize(to:)` and the frame after `invalidate()` repaint
/// every cell, after calling the backend's `invalidate()`. A backend that keeps its cells
/// through that (`keepsCellsWhenInvalidated`, as ncurses does) repaints the terminal from its
/// own copy, so it is sent only the cells that changed: after a resize, the front buffer is
/// cropped exactly as the backend's copy is.
///
/// ```swift
/// let screen = Screen(size: backend.size)
/// root.draw(in: screen.canvas)
/// screen.render(to: backend, cursor: nil)
/// ```
@MainActor
public final class Screen {
    /// The buffer views draw into. It keeps its contents between frames, so only what changed
    /// needs redrawing.
    public let back: CellBuffer
    /// What the backend shows, as of the last frame.
    let front: CellBuffer
    /// Whether the next frame must repaint every cell.
    public private(set) var needsFullRepaint = true
    /// The backend the front buffer describes: the one the last frame went to.
    private var frontBackend: ObjectIdentifier?

    /// Creates a screen of blank cells; its first frame repaints everything.
    ///
    /// - Parameter size: The size of the terminal, in cells.
    public init(size: Size) {
        back = CellBuffer(size: size)
        front = CellBuffer(size: size)
    }

    /// The size of the screen, in cells.
    public var size: Size { back.size }

    /// A canvas covering the whole back buffer, for the root of the view tree to draw into.
    public var canvas: Canvas { Canvas(buffer: back) }

    /// Changes the size (after the terminal was resized); the next frame repaints every cell.
    ///
    /// The back buffer keeps the cells that still fit; the rest of it is blank, ready for the
    /// views to draw at the new size.
    ///
    /// - Parameter newSize: The new size, in cells.
    public func resize(to newSize: Size) {
        let keptWidth = min(front.size.width, newSize.width)
        let narrower = newSize.width < front.size.width
        back.resize(to: newSize)
        front.resize(to: newSize)
        if narrower && keptWidth > 0 {
            // A wide cluster cut by the new right edge is undefined in a backend's copy: make
            // the last column differ from whatever will be drawn there.
            for y in 0..<newSize.height {
                front.cells[y * newSize.width + keptWidth - 1] = .unknown
            }
        }
        needsFullRepaint = true
    }

    /// What the backend shows as of the last frame: the cells sent to it, whichever backend it
    /// is (a blank screen before the first frame).
    public func screenshot() -> Screenshot {
        front.screenshot()
    }

    /// Forgets what the terminal shows, so that the next frame repaints every cell (after the
    /// app resumes from suspension, or when the terminal was disturbed).
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Sends one frame to a backend: the cells changed since the last frame, or every cell when
    /// a full repaint is due.
    ///
    /// - Parameters:
    ///   - backend: Where the frame goes. Its size should be the screen's (call `resize(to:)`
    ///     when the terminal's size changes).
    ///   - cursor: Where the text cursor is shown, or `nil` to hide it.
    /// - Returns: What the frame cost, as the backend reports it.
    /// - Complexity: O(*width × height*) comparisons, allocation-free; one backend call per
    ///   run of changed cells side by side (`Backend.draw(_:startingAt:)`).
    @discardableResult
    public func render(to backend: any Backend, cursor: Point?) -> FrameStatistics {
        let backendKeepsFront =
            frontBackend == ObjectIdentifier(backend) && backend.keepsCellsWhenInvalidated
        frontBackend = ObjectIdentifier(backend)
        if needsFullRepaint {
            backend.invalidate()
            backend.beginFrame()
            if backendKeepsFront {
                drawChanges(to: backend)
            } else {
                repaintAll(to: backend)
            }
            needsFullRepaint = false
        } else {
            backend.beginFrame()
            drawChanges(to: backend)
        }
        return backend.endFrame(cursor: cursor)
    }

    private func repaintAll(to backend: any Backend) {
        let width = back.size.width
        let cells = UnsafeBufferPointer(back.cells)
        for y in 0..<back.size.height {
            backend.draw(
                UnsafeBufferPointer(rebasing: cells[(y * width)..<((y + 1) * width)]),
                startingAt: Point(x: 0, y: y))
        }
        front.copyCells(from: back)
        back.clearChangedRows()
    }

    /// Sends the backend every run of changed cells of the rows marked as changed.
    private func drawChanges(to backend: any Backend) {
        let width = back.size.width
        let height = back.size.height
        // Both buffers own their cells through unsafe pointers: no exclusivity or bounds checks
        // in the loop that visits every cell of every frame.
        guard let newCells = back.cells.baseAddress, let oldCells = front.cells.baseAddress else { return }
        let changedRows = back.changedRows
        for y in 0..<height where changedRows[y] {
            changedRows[y] = false
            let rowStart = y * width
            var x = 0
            while x < width {
                if Self.sameContent(newCells + rowStart + x, oldCells + rowStart + x) {
                    x += 1
                    continue
                }
                // A run of changed cells starts here — or one column to the left when this is
                // the right half of a wide cluster whose left half did not change (both buffers
                // keep wide clusters whole, so that is rare).
                let start = newCells[rowStart + x].isContinuation && x > 0 ? x - 1 : x
                var end = x + 1
                while end < width
                    && (newCells[rowStart + end].isContinuation
                        || !Self.sameContent(newCells + rowStart + end, oldCells + rowStart + end))
                {
                    end += 1
                }
                (oldCells + rowStart + start).update(from: newCells + rowStart + start, count: end - start)
                backend.draw(
                    UnsafeBufferPointer(start: newCells + rowStart + start, count: end - start),
                    startingAt: Point(x: start, y: y))
                x = end
            }
        }
    }

    /// Whether two cells look the same.
    ///
    /// First compares their bytes: identical bytes mean the same glyph, style and width, which
    /// is the common case of an unchanged cell and needs no call. Different bytes can still be
    /// equal values (unused bytes of a colour's payload, or padding), so the full comparison
    /// decides then.
    @inline(__always)
    private static func sameContent(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        var offset = 0
        var identical = true
        while offset + 8 <= MemoryLayout<Cell>.size {
            identical =
                identical
                && left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < MemoryLayout<Cell>.size {
            identical =
                identical
                && left.load(fromByteOffset: offset, as: UInt8.self)
                    == right.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        if identical { return true }
        let x = a.pointee
        let y = b.pointee
        return x.width == y.width && x.style == y.style && x.glyph == y.glyph
    }
}
