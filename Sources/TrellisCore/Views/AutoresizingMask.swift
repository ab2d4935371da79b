/// Which parts of a view's frame stretch when its superview changes size, for views that
/// translate their frame into constraints (UIKit's `UIView.AutoresizingMask`).
///
/// A flexible part takes a share of the change proportional to its size; fixed parts keep
/// their size. With no flexible part on an axis, the view keeps its position and size and the
/// trailing margin absorbs the change.
///
/// ```swift
/// let footer = TermView(frame: Rect(x: 0, y: 23, width: 80, height: 1))
/// footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a mask from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's notation: `h=` then left margin, width, right margin, and `v=` then top margin,
    /// height, bottom margin, each `-` when fixed and `&` when flexible: `h=-&- v=--&`.
    public var description: String {
        func mark(_ part: AutoresizingMask) -> String { contains(part) ? "&" : "-" }
        return "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) "
            + "v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }
}
