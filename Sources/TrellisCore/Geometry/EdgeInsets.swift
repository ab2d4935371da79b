/// Distances inward from each edge of a rectangle.
///
/// Insets are constraint-side values, so they are `Double`: a fraction is allowed, and the
/// factory helpers take `LayoutConstraint.noMetric` (NaN) for "leave this edge alone".
///
/// ```swift
/// let padding = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
/// let even = EdgeInsets(all: 1)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets for each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// Whether both insets hold the same four values (here NaN equals NaN, so "no metric"
    /// markers compare equal).
    public static func == (lhs: EdgeInsets, rhs: EdgeInsets) -> Bool {
        same(lhs.top, rhs.top) && same(lhs.left, rhs.left) && same(lhs.bottom, rhs.bottom)
            && same(lhs.right, rhs.right)
    }

    /// Hashes the four values consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        for value in [top, left, bottom, right] {
            hasher.combine(value.isNaN ? Double.nan.bitPattern : (value + 0).bitPattern)
        }
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
