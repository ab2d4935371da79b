/// A linear expression: a sum of terms plus a constant.
///
/// Expressions usually come from operators: `x + 2 * y - 10`. Terms of the same variable are
/// allowed; the solver adds them up.
public struct Expression {
    /// The summands that involve variables, in the order they were written.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    /// - Parameters:
    ///   - terms: The variable summands.
    ///   - constant: The constant summand.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression evaluated with the variables' current values.
    /// - Complexity: O(number of terms).
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.value }
        return sum
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as it would be written, e.g. `x + 2 * y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text =
                    term.coefficient < 0
                    ? "-" + Term(term.variable, -term.coefficient).description
                    : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}
