/// How much a constraint matters, from 1 to 1000, as in Auto Layout.
///
/// A constraint at `.required` (1000) must hold. Any other priority is optional, and Trellis
/// orders them strictly: a constraint at priority 751 beats any number of constraints at 750,
/// which a solver minimizing one weighted sum could not promise.
///
/// ```swift
/// let gap = label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1)
/// gap.priority = .defaultHigh - 1
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number, 1…1000.
    public var rawValue: Float

    /// Creates a priority; values outside 1…1000 are clamped into that range (NaN becomes 1).
    public init(rawValue: Float) {
        self.rawValue = rawValue.isNaN ? 1 : Swift.min(1000, Swift.max(1, rawValue))
    }

    /// Creates a priority; values outside 1…1000 are clamped into that range.
    public init(_ value: Float) {
        self.init(rawValue: value)
    }

    /// Creates a priority from a literal such as `750.5`.
    public init(floatLiteral value: Float) {
        self.init(rawValue: value)
    }

    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) {
        self.init(rawValue: Float(value))
    }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// 50: the priority at which a view is asked for its fitting size.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// Whether this is `.required`.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders priorities by their values.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority raised by `amount`, clamped to 1…1000.
    public static func + (lhs: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + amount)
    }

    /// A priority lowered by `amount`, clamped to 1…1000.
    public static func - (lhs: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - amount)
    }

    /// The number, without a trailing `.0` for whole priorities: `750`, `750.5`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
