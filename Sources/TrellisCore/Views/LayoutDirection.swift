/// The direction text and leading/trailing anchors follow.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is the left edge (the default).
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}
