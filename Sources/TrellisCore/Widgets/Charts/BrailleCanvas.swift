/// A grid of dots two wide and four tall per cell, drawn with the Braille patterns
/// (U+2800–U+28FF): eight times the cells' resolution, for plots and line charts.
///
/// Dots are addressed in dot coordinates, (0, 0) at the top left; dots outside the grid are
/// ignored, so a plot can draw without checking its bounds. Each cell takes the style of the
/// last dot set in it (a cell cannot show two colours).
///
/// ```swift
/// var plot = BrailleCanvas(size: Size(width: 20, height: 5))   // 40×20 dots
/// plot.drawLine(from: Point(x: 0, y: 19), to: Point(x: 39, y: 0), style: theme.accentStyle)
/// plot.draw(in: canvas)
/// ```
public struct BrailleCanvas: Hashable, Sendable {
    /// The grid's size in cells.
    public let size: Size
    /// The dots set in each cell, as the bits of its Braille pattern, row by row.
    private var patterns: [UInt8]
    /// The style of each cell.
    private var styles: [Style]

    /// The bit of each dot of a cell, by column then row (the Braille numbering: dots 1–3 down
    /// the left, 4–6 down the right, then 7 and 8 under them).
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Creates an empty grid.
    ///
    /// - Parameter size: The size in cells; negative sides count as 0.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        patterns = Array(repeating: 0, count: self.size.width * self.size.height)
        styles = Array(repeating: .plain, count: patterns.count)
    }

    /// The grid's width in dots: two per cell.
    public var dotWidth: Int { size.width * 2 }

    /// The grid's height in dots: four per cell.
    public var dotHeight: Int { size.height * 4 }

    /// Sets the dot at `point` (in dots) and gives its cell `style`; a point outside the grid
    /// is ignored.
    public mutating func setDot(at point: Point, style: Style = .plain) {
        guard point.x >= 0, point.y >= 0, point.x < dotWidth, point.y < dotHeight else { return }
        let index = (point.y / 4) * size.width + point.x / 2
        patterns[index] |= Self.bits[point.x % 2][point.y % 4]
        styles[index] = style
    }

    /// Sets the dots of a straight line from `start` to `end`, both included (Bresenham's
    /// line: one dot per step along the longer axis, so the line has no gaps).
    public mutating func drawLine(from start: Point, to end: Point, style: Style = .plain) {
        let dx = abs(end.x - start.x)
        let dy = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = dx + dy
        var point = start
        while true {
            setDot(at: point, style: style)
            if point == end { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                point.x += stepX
            }
            if doubled <= dx {
                error += dx
                point.y += stepY
            }
        }
    }

    /// The Braille pattern of the cell at `cell` (in cells), or `nil` when no dot of it is set
    /// or it is outside the grid.
    public func character(at cell: Point) -> Character? {
        guard cell.x >= 0, cell.y >= 0, cell.x < size.width, cell.y < size.height else { return nil }
        let pattern = patterns[cell.y * size.width + cell.x]
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(pattern)) else { return nil }
        return Character(scalar)
    }

    /// The grid's rows as text, a blank for each empty cell (for tests and logs).
    public var lines: [String] {
        (0..<size.height).map { row in
            String((0..<size.width).map { character(at: Point(x: $0, y: row)) ?? " " })
        }
    }

    /// Draws the cells with dots into `canvas`, the grid's top left at `origin`; empty cells
    /// are left as they are.
    public func draw(in canvas: Canvas, at origin: Point = .zero) {
        for row in 0..<size.height {
            for column in 0..<size.width {
                guard let character = character(at: Point(x: column, y: row)) else { continue }
                let position = Point(x: origin.x + column, y: origin.y + row)
                canvas.put(
                    character, at: position,
                    style: canvas.style(styles[row * size.width + column], over: position))
            }
        }
    }
}
