/// The right side of an equation while it is being folded: `coefficient × item + constant`.
///
/// Folding keeps the side linear: at most one item (after like terms combine), never an
/// item times an item, never a division by an item.
struct LinearForm {
    /// An item with the attribute it was written with (or the left side's, when omitted).
    struct Term: Equatable {
        var item: FormatItem
        var attribute: AttributeName
        /// Where the item was written (index into the whole string).
        var index: Int
    }

    var term: Term?
    var coefficient: Double
    var constant: Double

    /// A bare number.
    static func constant(_ value: Double) -> LinearForm {
        LinearForm(term: nil, coefficient: 0, constant: value)
    }

    /// One item with multiplier 1.
    static func item(_ term: Term) -> LinearForm {
        LinearForm(term: term, coefficient: 1, constant: 0)
    }

    /// Whether both numbers are finite.
    var isFinite: Bool { coefficient.isFinite && constant.isFinite }

    /// The form times `factor`.
    func scaled(by factor: Double) -> LinearForm {
        LinearForm(term: term, coefficient: coefficient * factor, constant: constant * factor)
    }

    /// `self + sign × other`, or `nil` when both hold different items.
    func adding(_ other: LinearForm, sign: Double) -> LinearForm? {
        var sum = LinearForm(term: term, coefficient: coefficient, constant: constant + sign * other.constant)
        guard let otherTerm = other.term else { return sum }
        if let term, term.item != otherTerm.item || term.attribute != otherTerm.attribute { return nil }
        sum.term = term ?? otherTerm
        sum.coefficient += sign * other.coefficient
        return sum
    }
}
