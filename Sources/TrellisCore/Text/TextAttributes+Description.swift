extension TextAttributes: CustomStringConvertible {
    /// Every attribute with its name, in the order of their bits.
    static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
        (.reverse, "reverse"), (.blink, "blink"), (.strikethrough, "strikethrough"),
    ]

    /// The attributes' names separated by spaces (`bold underline`); empty for no attribute.
    public var description: String {
        Self.named.filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }
}
