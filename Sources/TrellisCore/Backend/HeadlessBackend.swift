/// A backend that keeps the screen in memory: for tests, snapshots and benchmarks.
///
/// It behaves like a terminal: drawing a wide cluster covers two cells, and drawing over half
/// of a wide cluster blanks its other half, so a frame that forgets to repair a wide cluster
/// shows the same blank a real terminal would. It also checks the `Backend` contract and
/// records every breach in `violations` (a continuation drawn, a cell outside the screen, a draw
/// outside a frame), so tests can assert that a renderer plays by the rules.
///
/// ```swift
/// let backend = HeadlessBackend(size: Size(width: 9, height: 3))
/// let screen = Screen(size: backend.size)
/// screen.canvas.drawBox(screen.canvas.bounds, title: "Title")
/// screen.render(to: backend, cursor: nil)
/// backend.lines   // ["┌Title──┐", "│       │", "└───────┘"]
/// ```
///
/// With `encodesANSI` set, each frame is also encoded as the bytes a VT100/xterm-compatible
/// terminal needs (cursor moves, SGR, UTF-8), counted in the frame's `bytesWritten` and kept in
/// `lastFrameANSI`, which measures what a frame would cost on a real terminal.
@MainActor
public final class HeadlessBackend: Backend {
    /// A breach of the `Backend` contract seen by the headless backend.
    public enum Violation: Hashable, Sendable, CustomStringConvertible {
        /// A continuation cell was passed to `draw(_:at:)`.
        case continuationDrawn(Point)
        /// A cell (or the right half of a wide one) was drawn outside the screen.
        case drawnOutsideScreen(Point)
        /// `draw(_:at:)` was called outside `beginFrame()` … `endFrame(cursor:)`.
        case drawnOutsideFrame(Point)
        /// `beginFrame()` was called while a frame was open.
        case frameBegunTwice
        /// `endFrame(cursor:)` was called with no frame open.
        case frameEndedWithoutBegin

        /// What went wrong, in words.
        public var description: String {
            switch self {
            case .continuationDrawn(let point): "continuation cell drawn at \(point)"
            case .drawnOutsideScreen(let point): "cell drawn outside the screen at \(point)"
            case .drawnOutsideFrame(let point): "cell drawn outside a frame at \(point)"
            case .frameBegunTwice: "beginFrame() called inside a frame"
            case .frameEndedWithoutBegin: "endFrame(cursor:) called without beginFrame()"
            }
        }
    }

    // `draw(_:at:)` runs once per changed cell; dynamic exclusivity checks on the properties it
    // touches would make the benchmarks measure them instead of the renderer. The backend is
    // main-actor isolated and no access to these properties can overlap another.

    /// The screen's contents.
    private let display: CellBuffer
    @exclusivity(unchecked) private var isInFrame = false
    private var clearsOnNextFrame = false
    @exclusivity(unchecked) private var encoder: ANSIEncoder?

    /// The size of the screen. Setting it simulates a terminal resize: cells that still fit
    /// keep their contents, new cells are blank.
    public var size: Size {
        get { display.size }
        set { display.resize(to: newValue) }
    }

    /// The number of frames ended so far.
    public private(set) var frameCount = 0
    /// The positions drawn in the last frame (or the one in progress), in the order drawn.
    public private(set) var lastFrameChanges: [Point] {
        get { lastFrameChangesStorage }
        _modify { yield &lastFrameChangesStorage }
    }
    /// The storage of ``lastFrameChanges``; appended to once per drawn
    /// cell by `draw(_:at:)`, which calls out to nothing meanwhile.
    @exclusivity(unchecked) private var lastFrameChangesStorage: [Point] = []
    /// What the last ended frame cost.
    public private(set) var lastFrameStatistics = FrameStatistics(cellsChanged: 0)
    /// The number of cells drawn over all frames.
    public private(set) var totalCellsDrawn = 0
    /// The number of times `invalidate()` was called.
    public private(set) var invalidationCount = 0
    /// Where the cursor was shown at the end of the last frame, or `nil` when it was hidden.
    public private(set) var cursor: Point?
    /// Every breach of the `Backend` contract seen so far, in order.
    public private(set) var violations: [Violation] = []

    /// Creates a blank screen.
    ///
    /// - Parameters:
    ///   - size: The screen's size, in cells.
    ///   - encodesANSI: Whether to encode every frame as terminal bytes (see `lastFrameANSI`).
    public init(size: Size, encodesANSI: Bool = false) {
        display = CellBuffer(size: size)
        encoder = encodesANSI ? ANSIEncoder() : nil
    }

    /// Whether the cursor was visible at the end of the last frame.
    public var isCursorVisible: Bool { cursor != nil }

    /// The screen as text, one string per row; a wide cluster appears once, blank cells as
    /// spaces, styles are left out.
    public var lines: [String] { display.lines }

    /// The screen as text with its styles marked, one string per row, for golden tests.
    ///
    /// A row starts in the plain style; wherever the style changes, `{description}` of the new
    /// style is inserted (see `Style.description`), `{plain}` for a return to the plain style.
    /// A literal `{` in the text is doubled.
    ///
    /// ```swift
    /// // a red bold "Error" then a plain " ok":
    /// "{bold fg=red}Error{plain} ok"
    /// ```
    public var styledLines: [String] {
        (0..<display.size.height).map { y in
            var text = ""
            var current = Style.plain
            for x in 0..<display.size.width {
                guard let cell = display[x, y], !cell.isContinuation else { continue }
                if cell.style != current {
                    text += "{\(cell.style)}"
                    current = cell.style
                }
                text += cell.grapheme == "{" ? "{{" : String(cell.grapheme)
            }
            return text
        }
    }

    /// The cell shown at a position (a continuation for the right half of a wide cluster), or
    /// `nil` outside the screen.
    public func cell(at position: Point) -> Cell? {
        display[position]
    }

    /// A copy of the screen's cells, for pictures (`Screenshot.svg(options:)`) and styled
    /// snapshots.
    public func screenshot() -> Screenshot {
        display.screenshot()
    }

    /// The terminal bytes of the last ended frame when `encodesANSI` was set, else `nil`.
    public var lastFrameANSI: String? {
        encoder.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Starts a frame.
    public func beginFrame() {
        if isInFrame { violations.append(.frameBegunTwice) }
        isInFrame = true
        lastFrameChanges.removeAll(keepingCapacity: true)
        if clearsOnNextFrame { display.fill(with: .blank) }
        encoder?.beginFrame(clearingScreen: clearsOnNextFrame)
        clearsOnNextFrame = false
    }

    /// Draws one cell, as a terminal would: a wide cell covers two cells, and half of a wide
    /// cluster overwritten blanks its other half.
    public func draw(_ cell: Cell, at position: Point) {
        if !isInFrame { violations.append(.drawnOutsideFrame(position)) }
        guard !cell.isContinuation else {
            violations.append(.continuationDrawn(position))
            return
        }
        let rightmost = position.offsetBy(dx: cell.width >= 2 ? 1 : 0, dy: 0)
        guard display.bounds.contains(position), display.bounds.contains(rightmost) else {
            violations.append(.drawnOutsideScreen(position))
            return
        }
        display.put(cell, at: position)
        lastFrameChanges.append(position)
        encoder?.draw(cell, at: position, screenWidth: display.size.width)
    }

    /// Ends the frame, recording the cursor and what the frame cost.
    @discardableResult
    public func endFrame(cursor: Point?) -> FrameStatistics {
        if !isInFrame { violations.append(.frameEndedWithoutBegin) }
        isInFrame = false
        self.cursor = cursor
        frameCount += 1
        totalCellsDrawn += lastFrameChanges.count
        encoder?.endFrame(cursor: cursor)
        lastFrameStatistics = FrameStatistics(
            cellsChanged: lastFrameChanges.count, bytesWritten: encoder?.bytes.count)
        return lastFrameStatistics
    }

    /// Forgets what the screen shows: the next frame starts from a cleared screen, so anything
    /// it does not repaint shows as blank.
    public func invalidate() {
        invalidationCount += 1
        clearsOnNextFrame = true
    }
}
