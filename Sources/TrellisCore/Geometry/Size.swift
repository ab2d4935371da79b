/// A width and a height, in whole cells.
///
/// ```swift
/// let terminal = Size(width: 80, height: 24)
/// terminal.area   // 1920
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A size of zero columns by zero rows.
    public static let zero = Size(width: 0, height: 0)

    /// The number of cells, `width × height` (zero when either is negative).
    public var area: Int { max(0, width) * max(0, height) }

    /// Whether the size holds no cell at all.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `80×24`.
    public var description: String { "\(width)×\(height)" }
}
