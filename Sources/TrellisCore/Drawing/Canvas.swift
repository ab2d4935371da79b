/// A clipped, translated window onto a `CellBuffer`: what a view draws into.
///
/// Coordinates are relative to the canvas's own origin, so a view always draws from (0, 0) to
/// `size`, wherever it sits on the screen. Every write is clipped to `clipRect`, the part of the
/// canvas that is visible (inside the canvas, inside every enclosing canvas and inside the
/// buffer); writes outside it are silently dropped, which is what lets a view draw without
/// checking its bounds. `subcanvas(_:)` makes a child's canvas, clipped to both.
///
/// A wide cluster cut by the clip keeps neither half: its visible half becomes a blank of its
/// style. Overwriting half of a wide cluster that lies partly outside the clip blanks the other
/// half even outside the clip, because the terminal cannot show half a character.
///
/// ```swift
/// let screen = CellBuffer(size: Size(width: 20, height: 5))
/// let canvas = Canvas(buffer: screen)
/// let panel = canvas.subcanvas(Rect(x: 2, y: 1, width: 8, height: 3))
/// panel.drawBox(panel.bounds, lineStyle: .rounded, title: "Log")
/// panel.draw(text: "hello, world", at: Point(x: 1, y: 1))   // clipped at the panel's edge
/// ```
public struct Canvas {
    /// The buffer drawn into.
    let buffer: CellBuffer
    /// Where the canvas's (0, 0) is in the buffer.
    let origin: Point
    /// The cells that may be written, in buffer coordinates.
    let clip: Rect

    /// The canvas's extent: it covers (0, 0) to (`size.width`, `size.height`).
    public let size: Size

    /// The colour cells drawn with the default background get instead: the background of the
    /// nearest enclosing view that has one (``TermView/backgroundColor``), so that a label on a
    /// coloured panel or on a list's selected row shows the colour behind it rather than a hole
    /// of the terminal's default. `nil` draws the default as it is.
    let backdrop: Color?

    /// Creates a canvas covering a whole buffer.
    ///
    /// - Parameter buffer: The buffer to draw into.
    public init(buffer: CellBuffer) {
        self.init(buffer: buffer, frame: buffer.bounds)
    }

    /// Creates a canvas covering part of a buffer.
    ///
    /// - Parameters:
    ///   - buffer: The buffer to draw into.
    ///   - frame: The canvas's rectangle in buffer coordinates; its origin becomes the canvas's
    ///     (0, 0). Only the part inside the buffer can be drawn into. A negative width or height
    ///     counts as 0.
    public init(buffer: CellBuffer, frame: Rect) {
        let size = Size(width: max(0, frame.width), height: max(0, frame.height))
        self.init(
            buffer: buffer, origin: frame.origin, size: size,
            clip: Rect(origin: frame.origin, size: size).intersection(buffer.bounds))
    }

    init(buffer: CellBuffer, origin: Point, size: Size, clip: Rect, backdrop: Color? = nil) {
        self.buffer = buffer
        self.origin = origin
        self.size = size
        self.clip = clip
        self.backdrop = backdrop
    }

    /// This canvas with `color` behind what is drawn with the default background (see
    /// ``backdrop``); its subcanvases keep it.
    func withBackdrop(_ color: Color) -> Canvas {
        Canvas(buffer: buffer, origin: origin, size: size, clip: clip, backdrop: color)
    }

    /// `cell` as it is written: on the backdrop when it has the default background.
    @inline(__always)
    func onBackdrop(_ cell: Cell) -> Cell {
        guard let backdrop, cell.style.background == .default else { return cell }
        var cell = cell
        cell.style.background = backdrop
        return cell
    }

    /// The canvas's rectangle in its own coordinates: origin (0, 0), size `size`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The visible part of the canvas, in its own coordinates; empty when nothing is visible.
    public var clipRect: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// A canvas for a part of this one, such as a child view's frame.
    ///
    /// - Parameter rect: The part, in this canvas's coordinates; its origin becomes the new
    ///   canvas's (0, 0). It may reach outside this canvas: the new canvas is clipped to this
    ///   canvas's clip as well as to `rect`.
    /// - Returns: The new canvas, sharing this canvas's buffer.
    public func subcanvas(_ rect: Rect) -> Canvas {
        let size = Size(width: max(0, rect.width), height: max(0, rect.height))
        let newOrigin = origin.offsetBy(dx: rect.minX, dy: rect.minY)
        return Canvas(
            buffer: buffer, origin: newOrigin, size: size,
            clip: clip.intersection(Rect(origin: newOrigin, size: size)), backdrop: backdrop)
    }

    /// Whether nothing of `rect` (in this canvas's coordinates) is inside the clip: a
    /// ``subcanvas(_:)`` for it would draw nothing. Answered without making that canvas.
    func clipsAway(_ rect: Rect) -> Bool {
        let size = Size(width: max(0, rect.width), height: max(0, rect.height))
        let placed = Rect(origin: origin.offsetBy(dx: rect.minX, dy: rect.minY), size: size)
        return clip.intersection(placed).isEmpty
    }

    /// The cell shown at a position of the canvas, or `nil` outside the visible part.
    ///
    /// For the right half of a wide cluster this is its continuation cell.
    public func cell(at position: Point) -> Cell? {
        let target = position.offsetBy(dx: origin.x, dy: origin.y)
        return clip.contains(target) ? buffer[target] : nil
    }

    /// Draws one cell.
    ///
    /// A wide cell whose right half falls outside the visible part is drawn as a blank of its
    /// style (and likewise when only its right half is visible).
    ///
    /// - Parameters:
    ///   - cell: The cell; a continuation cell is ignored.
    ///   - position: Where its (left) column goes, in canvas coordinates.
    public func put(_ cell: Cell, at position: Point) {
        let target = position.offsetBy(dx: origin.x, dy: origin.y)
        guard target.y >= clip.minY, target.y < clip.maxY else { return }
        let cell = onBackdrop(cell)
        if cell.width >= 2 {
            let leftVisible = target.x >= clip.minX && target.x < clip.maxX
            let rightVisible = target.x + 1 >= clip.minX && target.x + 1 < clip.maxX
            if leftVisible && rightVisible {
                buffer.put(cell, at: target)
            } else if leftVisible {
                buffer.put(.blank(cell.style), at: target)
            } else if rightVisible {
                buffer.put(.blank(cell.style), at: target.offsetBy(dx: 1, dy: 0))
            }
        } else if target.x >= clip.minX && target.x < clip.maxX {
            buffer.put(cell, at: target)
        }
    }

    /// Draws one grapheme cluster, measuring its width (see `Cell(_:style:)`).
    ///
    /// - Parameters:
    ///   - character: The cluster; one without a width of its own is drawn as U+FFFD.
    ///   - position: Where it goes, in canvas coordinates.
    ///   - style: How it looks.
    public func put(_ character: Character, at position: Point, style: Style = .plain) {
        put(Cell(character, style: style), at: position)
    }

    /// Sets every visible cell of a rectangle to `cell`.
    ///
    /// - Parameters:
    ///   - rect: The cells, in canvas coordinates.
    ///   - cell: The content, usually a blank with a background colour; a wide cell is repeated
    ///     every two columns.
    public func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        let cell = onBackdrop(cell)
        if cell.width >= 2 {
            // Keep the two-column rhythm anchored at the rectangle's own left edge;
            // an odd last column gets a blank, never half a cluster outside the rectangle.
            let start = rect.minX + origin.x
            let end = rect.maxX + origin.x
            for y in area.minY..<area.maxY {
                for x in stride(from: start, to: area.maxX, by: 2) where x + 1 >= area.minX {
                    let content = x + 1 < end ? cell : .blank(cell.style)
                    put(content, at: Point(x: x - origin.x, y: y - origin.y))
                }
            }
        } else {
            buffer.fill(area, with: cell)
        }
    }

    /// Sets every visible cell of the canvas to `cell` (a blank by default): clears the canvas.
    public func fill(with cell: Cell = .blank) {
        fill(bounds, with: cell)
    }
}
