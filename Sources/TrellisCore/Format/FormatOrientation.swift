/// The axis a Visual Format piece lays its views along (`H:` or `V:`).
public enum FormatOrientation: Hashable, Sendable, CustomStringConvertible {
    /// `H:`, the default: views side by side, left to right (or as the direction option says).
    case horizontal
    /// `V:`: views stacked from top to bottom.
    case vertical

    /// `H` or `V`.
    public var description: String { self == .horizontal ? "H" : "V" }
}
