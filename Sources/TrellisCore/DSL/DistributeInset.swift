/// How `distribute` methods treat the space between the outer items and the superview's
/// edges.
public enum DistributeInset: Hashable, Sendable {
    /// No constraint to the superview: only the items are related (`a-b-c`).
    case none
    /// The first item's leading (top) edge and the last item's trailing (bottom) edge are
    /// this many cells inside the superview's (`|-n-a-b-c-n-|`).
    case fixed(Double)
    /// The two outer insets are equal to each other; in the `EqualSpacing` variants they are
    /// also equal to the gaps between items (`|-s-a-s-b-s-c-s-|`).
    case equal
}
