/// A position on the terminal grid, in whole cells.
///
/// `x` grows to the right and `y` grows downwards; the top-left cell of the
/// terminal is `Point(x: 0, y: 0)`.
///
/// ```swift
/// let cursor = Point(x: 3, y: 1)
/// let below = cursor.offsetBy(dx: 0, dy: 1)   // (3, 2)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from the left edge.
    public var x: Int
    /// The row, counted from the top edge.
    public var y: Int

    /// Creates a point at column `x` and row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
