/// A variable multiplied by a coefficient: one summand of an ``Expression``.
///
/// Terms usually come from operators: `2 * x` is `Term(x, 2)`.
public struct Term {
    /// The variable of this term.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its factor (1 by default).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term evaluated with the variable's current ``Variable/value``.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// The term as it would be written, e.g. `2 * x` or `x`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Formats a number without a trailing `.0` for whole values, so descriptions read like math.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
