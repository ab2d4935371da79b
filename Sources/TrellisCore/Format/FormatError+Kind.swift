extension FormatError {
    /// Every way a format string can be wrong.
    ///
    /// The cases fall in three groups: syntax (what character was expected), names (views,
    /// metrics, attributes the caller did not give), and meaning (a well-formed string that
    /// describes no valid constraint, such as `v.left == 10` or `[a(==a)]`).
    public enum Kind: Hashable, Sendable {
        // MARK: Syntax

        /// A piece holds nothing but spaces (`"a.width == 1;"` ends in an empty piece).
        case emptyPiece
        /// A character that cannot appear here; `expected` says what could.
        case unexpectedCharacter(found: Character, expected: String)
        /// The piece ended too early; `expected` says what was still needed.
        case unexpectedEnd(expected: String)
        /// An equation's left side lacks its relation (`v.width 10`, `v.width * 2 == 4`).
        case missingRelation
        /// An equation's left side names a view without an attribute (`v == w.width`).
        case missingAttribute(view: String)
        /// Two operands in a row with no operator between them (`v.width == 10 20`,
        /// `2 v.width`).
        case missingOperator
        /// An operator with nothing after it (`v.width == 3 +`, `v.width == 3 * @750`).
        case trailingOperator(Character)
        /// A malformed number (`1.2.3`, `1e`, `12px`) or one too large to represent.
        case badNumber(String)
        /// Parentheses nested deeper than the parser allows (``FormatParser/maximumNesting``).
        case nestingTooDeep
        /// `X:` where only `H:` or `V:` may be.
        case unknownOrientation(String)
        /// `H` or `V` not followed by `:` (`V|[box]|`).
        case missingOrientationColon(String)

        // MARK: Names

        /// A view name the caller did not pass.
        case unknownView(String)
        /// A metric name the caller did not pass (where only a metric can be).
        case unknownMetric(String)
        /// A bare name that is neither a view nor a metric.
        case unknownName(String)
        /// A bare name given both as a view and as a metric, where either would fit.
        case ambiguousName(String)
        /// A metric whose value is not finite (NaN or infinite).
        case invalidMetric(String)
        /// An attribute name that does not exist (`v.middle`).
        case unknownAttribute(String)

        // MARK: Meaning

        /// A compound attribute related to something else (`v.center == w.width`).
        case compoundMismatch(first: String, second: String)
        /// Two attributes that cannot be related (`v.left == w.top`, `v.left == w.leading`,
        /// `v.left == w.width`).
        case incompatibleAttributes(first: FormatAttribute, second: FormatAttribute)
        /// `frame` with `<=` or `>=` (only `==` is meaningful for all four edges at once).
        case frameInequality
        /// A position set to a bare number (`v.left == 10`): positions need a view.
        case locationNeedsItem(String)
        /// Two view terms multiplied together (`v.width * w.width`).
        case nonlinearTerm
        /// A division by a view term (`10 / v.width`).
        case divisionByItem
        /// A division by zero.
        case divisionByZero
        /// An arithmetic result too large to represent.
        case overflow
        /// More than one distinct view term on the right side (`a.width + b.width`).
        case tooManyItems
        /// The view term's multiplier folds to zero (`w.width * 0`, `w.width - w.width`).
        case zeroMultiplier
        /// An attribute related to itself with a multiplier of 1, which cancels it out
        /// (`v.width == v.width + 2`, `[a(==a)]`); `v.width == v.width * 2.5 - 10` is accepted.
        case selfReference(String)
        /// `|` on the left side of an equation.
        case superviewOnLeft
        /// `|` where it means nothing (inside a Visual Format predicate).
        case superviewNotAllowed
        /// `|` stands for the superview of a view that has none (raised when the parsed
        /// constraints are made, not by the parser).
        case missingSuperview(view: String)
        /// A priority outside 1…1000 or not a finite number.
        case badPriority(String)
        /// A view that appears twice in one Visual Format piece.
        case duplicateView(String)
        /// A view name used as a spacing (`[a]-(==b)-[c]`): spacings are numbers.
        case viewInConnection(String)
        /// An alignment option along the piece's own axis (`alignAllLeft` on an `H:` piece).
        case alignmentOnOwnAxis(FormatAttribute)
        /// Alignment options on both axes at once.
        case mixedAlignmentAxes
        /// Both direction options at once (`leftToRight` and `rightToLeft`).
        case conflictingDirections
        /// Option bits that name no option.
        case unknownOptions(UInt32)
    }
}

extension FormatError.Kind {
    /// A short stable name of the case, without its payload (for counting and logs).
    public var name: String {
        let full = String(describing: self)
        return String(full.prefix { $0 != "(" })
    }

    /// A one-line human message.
    public var message: String {
        switch self {
        case .emptyPiece: "empty piece: nothing between ';' separators"
        case .unexpectedCharacter(let found, let expected):
            "unexpected '\(found.isNewline ? "\\n" : String(found))', expected \(expected)"
        case .unexpectedEnd(let expected): "unexpected end, expected \(expected)"
        case .missingRelation: "missing relation: expected '==', '<=' or '>=' after the left side"
        case .missingAttribute(let view): "'\(view)' needs an attribute on the left side, as in \(view).width"
        case .missingOperator: "two operands in a row: expected an operator ('+', '-', '*', '/') between them"
        case .trailingOperator(let op): "operator '\(op)' has no operand after it"
        case .badNumber(let text): "bad number '\(text)'"
        case .nestingTooDeep: "parentheses nested too deeply"
        case .unknownOrientation(let text): "unknown orientation '\(text):', expected 'H:' or 'V:'"
        case .missingOrientationColon(let text): "expected ':' after '\(text)' to give the orientation"
        case .unknownView(let name): "unknown view '\(name)'"
        case .unknownMetric(let name): "unknown metric '\(name)'"
        case .unknownName(let name): "'\(name)' is neither a view nor a metric"
        case .ambiguousName(let name): "'\(name)' is both a view and a metric"
        case .invalidMetric(let name): "metric '\(name)' is not a finite number"
        case .unknownAttribute(let name): "unknown attribute '\(name)'"
        case .compoundMismatch(let first, let second):
            "compound attribute mismatch: '\(first)' cannot be related to '\(second)'"
        case .incompatibleAttributes(let first, let second):
            "'\(first)' cannot be related to '\(second)'"
        case .frameInequality: "'frame' can only be used with '=='"
        case .locationNeedsItem(let attribute):
            "'\(attribute)' is a position and needs a view on the right side, not only a number"
        case .nonlinearTerm: "two view terms multiplied together: the equation must stay linear"
        case .divisionByItem: "division by a view term: the equation must stay linear"
        case .divisionByZero: "division by zero"
        case .overflow: "number too large"
        case .tooManyItems: "more than one view term on the right side"
        case .zeroMultiplier: "the view term's multiplier is zero"
        case .selfReference(let text): "'\(text)' is related to itself"
        case .superviewOnLeft: "'|' (the superview) cannot be on the left side"
        case .superviewNotAllowed: "'|' (the superview) is not allowed here"
        case .missingSuperview(let view): "'|' is the superview of '\(view)', which has none"
        case .badPriority(let text): "bad priority '\(text)': expected a number from 1 to 1000"
        case .duplicateView(let name): "view '\(name)' appears more than once"
        case .viewInConnection(let name): "view '\(name)' used as a spacing: spacings are numbers or metrics"
        case .alignmentOnOwnAxis(let attribute):
            "alignment option '\(attribute)' lies along this piece's own axis"
        case .mixedAlignmentAxes: "alignment options on both axes at once"
        case .conflictingDirections: "both 'leftToRight' and 'rightToLeft' given"
        case .unknownOptions(let bits): "unknown option bits 0x\(String(bits, radix: 16))"
        }
    }
}
