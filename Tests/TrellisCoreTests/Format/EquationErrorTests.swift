import Testing

@testable import TrellisCore

@Suite("Equation errors, each with its exact column")
struct EquationErrorTests {
    @Test("empty pieces: empty string, blank piece, ';;', trailing ';'")
    func emptyPieces() {
        expectFailure("", .emptyPiece, column: 1)
        expectFailure("   ", .emptyPiece, column: 1)
        expectFailure("v.width == 1;", .emptyPiece, column: 14)
        expectFailure("v.width == 1;;w.width == 2", .emptyPiece, column: 14)
        expectFailure("v.width == 1;  ", .emptyPiece, column: 14)
    }

    @Test("unexpected characters say what was expected")
    func unexpectedCharacters() {
        expectFailure(
            "v.width == 3 $", .unexpectedCharacter(found: "$", expected: "an operator, '@' or the end"),
            column: 14)
        expectFailure("9.width == 3", .unexpectedCharacter(found: "9", expected: "a view name"), column: 1)
        expectFailure(
            "v.width = 3", .unexpectedCharacter(found: "=", expected: "'==', '<=' or '>='"), column: 9)
        expectFailure(
            "v.width =< 3", .unexpectedCharacter(found: "=", expected: "'==', '<=' or '>='"), column: 9)
        expectFailure(
            "v.width < 3", .unexpectedCharacter(found: "<", expected: "'==', '<=' or '>='"), column: 9)
        expectFailure(
            "v.width == 3 @ 5 6", .unexpectedCharacter(found: "6", expected: "the end after the priority"),
            column: 18)
        expectFailure(
            "v.width == )", .unexpectedCharacter(found: ")", expected: "a view, a number or a metric"),
            column: 12)
        expectFailure(
            "v.width == 3)", .unexpectedCharacter(found: ")", expected: "an operator, '@' or the end"),
            column: 13)
        expectFailure(
            "v.width == * 3", .unexpectedCharacter(found: "*", expected: "a view, a number or a metric"),
            column: 12)
        expectFailure(
            "v.width == 3 + * 4", .unexpectedCharacter(found: "*", expected: "a view, a number or a metric"),
            column: 16)
        expectFailure(
            "v.width == 3 @ (", .unexpectedCharacter(found: "(", expected: priorityExpectation), column: 16)
        expectFailure("v.5 == 3", .unexpectedCharacter(found: "5", expected: "an attribute name"), column: 3)
    }

    @Test("a non-ASCII character glued to a name is pointed at, counted in Characters")
    func nonASCIIName() {
        let expected = "ASCII letters, digits or '_' in a name"
        expectFailure("v.wídth == 3", .unexpectedCharacter(found: "í", expected: expected), column: 4)
        expectFailure("v.width == w👍🏽.width", .unexpectedCharacter(found: "👍🏽", expected: expected), column: 13)
        expectFailure(
            "v.width == 👍🏽 + 日本", .unexpectedCharacter(found: "👍🏽", expected: "a view, a number or a metric"),
            column: 12)
        expectFailure(
            "v.width == 1 + 日本", .unexpectedCharacter(found: "日", expected: "a view, a number or a metric"),
            column: 16)
    }

    @Test("unexpected end says what was still needed")
    func unexpectedEnd() {
        expectFailure("v.width ==", .unexpectedEnd(expected: "a view, a number or a metric"), column: 11)
        expectFailure("v.", .unexpectedEnd(expected: "an attribute name"), column: 3)
        expectFailure("v.width == 3 @", .unexpectedEnd(expected: priorityExpectation), column: 15)
        expectFailure("v.width == (3", .unexpectedEnd(expected: "')' or an operator"), column: 14)
        expectFailure(
            "v.width == (3;w.width == 1", .unexpectedEnd(expected: "')' or an operator"), column: 14)
    }

    @Test("a missing relation")
    func missingRelation() {
        expectFailure("v.width 10", .missingRelation, column: 9)
        expectFailure("v.width * 2 == 4", .missingRelation, column: 9)
        expectFailure("v.width", .missingRelation, column: 8)
    }

    @Test("a left side without an attribute")
    func missingAttribute() {
        expectFailure("v == w.width", .missingAttribute(view: "v"), column: 3)
        expectFailure("v", .missingAttribute(view: "v"), column: 2)
    }

    @Test("two operands in a row (two constants, a number before a view)")
    func missingOperator() {
        expectFailure("v.width == 10 20", .missingOperator, column: 15)
        expectFailure("v.width == 2 w.width", .missingOperator, column: 14)
        expectFailure("v.width == w.width (2)", .missingOperator, column: 20)
        expectFailure("v.width == w.width m", .missingOperator, column: 20)
        expectFailure("v.width == 3 |", .missingOperator, column: 14)
    }

    @Test("an operator with nothing after it")
    func trailingOperator() {
        expectFailure("v.width == 3 +", .trailingOperator("+"), column: 14)
        expectFailure("v.width == w.width * @750", .trailingOperator("*"), column: 20)
        expectFailure("v.width == (3 -)", .trailingOperator("-"), column: 15)
        expectFailure("v.width == -", .trailingOperator("-"), column: 12)
        expectFailure("v.width == 3 /   ", .trailingOperator("/"), column: 14)
    }

    @Test("bad numbers")
    func badNumbers() {
        expectFailure("v.width == 1.2.3", .badNumber("1.2.3"), column: 12)
        expectFailure("v.width == 12px", .badNumber("12px"), column: 12)
        expectFailure("v.width == 1e", .badNumber("1e"), column: 12)
        expectFailure("v.width == 2 * 1e999", .badNumber("1e999"), column: 16)
        expectFailure("v.width == 1 @ 1x", .badNumber("1x"), column: 16)
    }

    @Test("parentheses nest up to the limit and no deeper")
    func nesting() throws {
        let limit = FormatParser.maximumNesting
        let deepest =
            "v.width == " + String(repeating: "(", count: limit) + "1" + String(repeating: ")", count: limit)
        #expect(try equationTexts(deepest) == ["v.width == 1"])
        let tooDeep =
            "v.width == " + String(repeating: "(", count: limit + 1) + "1"
            + String(repeating: ")", count: limit + 1)
        expectFailure(tooDeep, .nestingTooDeep, column: 12 + limit)
        let huge = "v.width == " + String(repeating: "(", count: 100_000)
        expectFailure(huge, .nestingTooDeep, column: 12 + limit)
        let signs = "v.width == " + String(repeating: "-", count: 100_000) + "1"
        #expect(try equationTexts(signs) == ["v.width == 1"])
    }

    @Test("unknown views, metrics and names")
    func unknownNames() {
        expectFailure("x.width == 1", .unknownView("x"), column: 1)
        expectFailure("v.width == x.width", .unknownView("x"), column: 12)
        expectFailure("v.width == m.width", .unknownView("m"), column: 12)
        expectFailure("v.width == 1 @ nope", .unknownMetric("nope"), column: 16)
        expectFailure("v.width == nope", .unknownName("nope"), column: 12)
        expectFailure("v.width == 2 * nope", .unknownName("nope"), column: 16)
    }

    @Test("a name that is both a view and a metric is ambiguous where either fits")
    func ambiguous() throws {
        expectFailure("v.width == w", .ambiguousName("w"), column: 12, metrics: ["w": 1])
        #expect(try equationTexts("v.width == w.width", metrics: ["w": 1]) == ["v.width == w.width"])
    }

    @Test("a metric that is not finite")
    func invalidMetric() {
        expectFailure("v.width == bad", .invalidMetric("bad"), column: 12, metrics: ["bad": .nan])
        expectFailure("v.width == 1 @ bad", .invalidMetric("bad"), column: 16, metrics: ["bad": .infinity])
    }

    @Test("unknown attributes, case-sensitive")
    func unknownAttribute() {
        expectFailure("v.middle == 1", .unknownAttribute("middle"), column: 3)
        expectFailure("v.width == w.Width", .unknownAttribute("Width"), column: 14)
        expectFailure("v.CenterX == w", .unknownAttribute("CenterX"), column: 3)
        expectFailure("v.width == |.depth", .unknownAttribute("depth"), column: 14)
    }

    @Test("compound attributes only relate to the same compound")
    func compoundMismatch() {
        expectFailure("v.center == w.width", .compoundMismatch(first: "center", second: "width"), column: 13)
        expectFailure("v.width == w.size", .compoundMismatch(first: "width", second: "size"), column: 12)
        expectFailure("v.size == w.center", .compoundMismatch(first: "size", second: "center"), column: 11)
        expectFailure(
            "v.centerX == |.center", .compoundMismatch(first: "centerX", second: "center"), column: 14)
        expectFailure("v.frame == w.size", .compoundMismatch(first: "frame", second: "size"), column: 12)
    }

    @Test("attributes that cannot be related")
    func incompatibleAttributes() {
        expectFailure("v.left == w.top", .incompatibleAttributes(first: .left, second: .top), column: 11)
        expectFailure(
            "v.left == w.leading", .incompatibleAttributes(first: .left, second: .leading), column: 11)
        expectFailure(
            "v.trailing == w.right", .incompatibleAttributes(first: .trailing, second: .right), column: 15)
        expectFailure("v.width == w.left", .incompatibleAttributes(first: .width, second: .left), column: 12)
        expectFailure("v.top == |.width", .incompatibleAttributes(first: .top, second: .width), column: 10)
        expectFailure(
            "v.centerY == w.centerX", .incompatibleAttributes(first: .centerY, second: .centerX), column: 14)
    }

    @Test("frame only with ==")
    func frameInequality() {
        expectFailure("v.frame >= w.frame", .frameInequality, column: 9)
        expectFailure("v.frame<=|", .frameInequality, column: 8)
    }

    @Test("positions need a view on the right")
    func locationNeedsItem() {
        expectFailure("v.left == 10", .locationNeedsItem("left"), column: 11)
        expectFailure("v.center == m", .locationNeedsItem("center"), column: 13)
        expectFailure("v.frame == 0", .locationNeedsItem("frame"), column: 12)
        expectFailure("v.baseline == 2 * 3", .locationNeedsItem("lastBaseline"), column: 15)
    }

    @Test("the right side must stay linear")
    func linearity() {
        expectFailure("v.width == w.width * v.height", .nonlinearTerm, column: 20)
        expectFailure("v.width == (w.width + 1) * (w.width - 1)", .nonlinearTerm, column: 26)
        expectFailure("v.width == 10 / w.width", .divisionByItem, column: 17)
        expectFailure("v.width == w.width / 0", .divisionByZero, column: 20)
        expectFailure("v.width == w.width / (m - 8)", .divisionByZero, column: 20)
        expectFailure("v.width == w.width / zero", .divisionByZero, column: 20)
        expectFailure("v.width == 1e300 * 1e300", .overflow, column: 18)
        expectFailure("v.width == 1e308 + 1e308", .overflow, column: 18)
    }

    @Test("at most one item on the right, with a multiplier other than zero")
    func items() {
        expectFailure("v.width == w.width + v.height", .tooManyItems, column: 22)
        expectFailure("v.width == w.width + w.height", .tooManyItems, column: 22)
        expectFailure("v.width == w.width - |", .tooManyItems, column: 22)
        expectFailure("v.width == w.width * 0", .zeroMultiplier, column: 12)
        expectFailure("v.width == w.width - w.width + 3", .zeroMultiplier, column: 12)
    }

    @Test("an attribute related to itself with a multiplier of 1 (it cancels out)")
    func selfReference() throws {
        expectFailure("v.width == v.width + 2", .selfReference("v.width"), column: 12)
        expectFailure("v.center == v", .selfReference("v.center"), column: 13)
        // Any other multiplier makes a plain linear equation (JBNSLayoutConstraint's own tests).
        #expect(try equationTexts("v.width == v * 2.5 - 10") == ["v.width == v.width * 2.5 - 10"])
        #expect(try equationTexts("v.width == v.height") == ["v.width == v.height"])
    }

    @Test("the superview only on the right")
    func superviewOnLeft() {
        expectFailure("|.width == v.width", .superviewOnLeft, column: 1)
        expectFailure("v.width == 1;  |.left == v.left", .superviewOnLeft, column: 16)
    }

    @Test("priorities outside 1…1000")
    func badPriority() {
        expectFailure("v.width == 1 @ 0", .badPriority("0"), column: 16)
        expectFailure("v.width == 1 @1001", .badPriority("1001"), column: 15)
        expectFailure("v.width == 1 @ -5", .badPriority("-5"), column: 16)
        expectFailure("v.width == 1 @ zero", .badPriority("0"), column: 16)
        expectFailure("v.width == 1 @ 0.5", .badPriority("0.5"), column: 16)
    }

    @Test("the first error from the left wins")
    func firstErrorWins() {
        expectFailure("x.width == y.width", .unknownView("x"), column: 1)
        expectFailure("v.width == 1; x.width == 1; |", .unknownView("x"), column: 15)
    }
}

/// What a priority may be, as the parser says it.
let priorityExpectation = "a priority (a number, a metric, required, high, low or fittingSize)"
