/// A rectangle of whole cells: an origin and a size.
///
/// The rectangle covers the columns `minX..<maxX` and the rows `minY..<maxY`.
///
/// ```swift
/// let frame = Rect(x: 2, y: 1, width: 10, height: 3)
/// frame.maxX                             // 12
/// frame.contains(Point(x: 11, y: 3))     // true
/// frame.contains(Point(x: 12, y: 3))     // false
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows covered.
    public var size: Size

    /// Creates a rectangle from its top-left cell and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left cell and its size, given as four numbers.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// The column just right of the rectangle.
    public var maxX: Int { origin.x + size.width }
    /// The row just below the rectangle.
    public var maxY: Int { origin.y + size.height }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; an empty rectangle when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else {
            return Rect(x: left, y: top, width: 0, height: 0)
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The smallest rectangle that covers both; an empty rectangle does not count.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(
            x: left, y: top,
            width: max(maxX, other.maxX) - left,
            height: max(maxY, other.maxY) - top)
    }

    /// This rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// This rectangle shrunk by whole-cell insets on each side (rounded to the nearest cell);
    /// the size never becomes negative.
    public func inset(by insets: EdgeInsets) -> Rect {
        let left = Int((insets.left).rounded())
        let top = Int((insets.top).rounded())
        let right = Int((insets.right).rounded())
        let bottom = Int((insets.bottom).rounded())
        return Rect(
            x: minX + left, y: minY + top,
            width: max(0, width - left - right),
            height: max(0, height - top - bottom))
    }

    /// `(x, y, width×height)`.
    public var description: String { "(\(minX), \(minY), \(width)×\(height))" }
}
