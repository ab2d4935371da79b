/// One simple layout attribute named in a format string.
///
/// Compound attributes (`center`, `size`, `frame`) never appear here: the parser expands
/// them into these. `baseline` is read as ``lastBaseline``, as Auto Layout does.
public enum FormatAttribute: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in a left-to-right layout).
    case leading
    /// The trailing edge (right in a left-to-right layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text.
    case firstBaseline
    /// The baseline of the last line of text (`baseline` in a format string).
    case lastBaseline

    /// The attribute's spelling in a format string.
    public var description: String { rawValue }

    /// Whether this is a size (`width`, `height`) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether this is a position along the horizontal axis.
    public var isHorizontalLocation: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: true
        default: false
        }
    }

    /// Whether this is a position along the vertical axis.
    public var isVerticalLocation: Bool {
        switch self {
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: true
        default: false
        }
    }

    /// Whether a constraint may relate this attribute to `other`, by Auto Layout's rules.
    ///
    /// Sizes pair with sizes (`width` with `height` too, for aspect ratios); positions pair
    /// with positions on the same axis; `left`/`right` never pair with `leading`/`trailing`,
    /// because the two only agree in a left-to-right layout.
    ///
    /// - Parameter other: the attribute on the other side of the relation.
    public func canPair(with other: FormatAttribute) -> Bool {
        if isDimension || other.isDimension { return isDimension && other.isDimension }
        if isVerticalLocation || other.isVerticalLocation {
            return isVerticalLocation && other.isVerticalLocation
        }
        let absolute: Set<FormatAttribute> = [.left, .right]
        let directional: Set<FormatAttribute> = [.leading, .trailing]
        let mixesKinds =
            (absolute.contains(self) && directional.contains(other))
            || (directional.contains(self) && absolute.contains(other))
        return !mixesKinds
    }
}
