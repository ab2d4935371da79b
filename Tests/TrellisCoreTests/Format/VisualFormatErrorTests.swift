import Testing

@testable import TrellisCore

@Suite("Visual Format errors, each with its exact column")
struct VisualFormatErrorTests {
    @Test("orientation misuse")
    func orientation() {
        expectFailure("X:[a]", .unknownOrientation("X"), column: 1)
        expectFailure("h:[a]", .unknownOrientation("h"), column: 1)
        expectFailure("V|[a]|", .missingOrientationColon("V"), column: 2)
        expectFailure("H [a]", .missingOrientationColon("H"), column: 3)
        expectFailure("H:V:[a]", .unexpectedCharacter(found: "V", expected: "'[' to begin a view"), column: 3)
        expectFailure("[a]-H:[b]", .unknownMetric("H"), column: 5)
        expectFailure(
            "[a]-m:[b]", .unexpectedCharacter(found: ":", expected: "'-' after the spacing"), column: 6)
    }

    @Test("structure: what may follow what")
    func structure() {
        expectFailure("H:", .unexpectedEnd(expected: "'[' to begin a view"), column: 3)
        expectFailure("|", .unexpectedEnd(expected: "'[' to begin a view"), column: 2)
        expectFailure("|-|", .unexpectedCharacter(found: "|", expected: "'[' to begin a view"), column: 3)
        expectFailure("||", .unexpectedCharacter(found: "|", expected: "'[' to begin a view"), column: 2)
        expectFailure(
            "[a]x", .unexpectedCharacter(found: "x", expected: "'-', '[', '|' or the end"), column: 4)
        expectFailure(
            "[a],[b]", .unexpectedCharacter(found: ",", expected: "'-', '[', '|' or the end"), column: 4)
        expectFailure("[a]-", .unexpectedEnd(expected: "'[' or '|' after '-'"), column: 5)
        expectFailure(
            "[a]--5-[b]", .unexpectedCharacter(found: "-", expected: "'[' or '|' after '-'"), column: 5)
        expectFailure(
            "[a]|[b]", .unexpectedCharacter(found: "[", expected: "the end after the superview '|'"),
            column: 5)
        expectFailure(
            "[a]-5[b]", .unexpectedCharacter(found: "[", expected: "'-' after the spacing"), column: 6)
        expectFailure(
            "[a]-(5)[b]", .unexpectedCharacter(found: "[", expected: "'-' after the spacing"), column: 8)
        expectFailure("-[a]", .unexpectedCharacter(found: "-", expected: "'[' to begin a view"), column: 1)
        expectFailure("[ ]", .unexpectedCharacter(found: "]", expected: "a view name"), column: 3)
        expectFailure("[a", .unexpectedEnd(expected: "'(' or ']'"), column: 3)
        expectFailure("[a b]", .unexpectedCharacter(found: "b", expected: "'(' or ']'"), column: 4)
    }

    @Test("predicate lists")
    func predicates() {
        expectFailure("[a(>=10]", .unexpectedCharacter(found: "]", expected: "',' or ')'"), column: 8)
        expectFailure("[a(>=10)", .unexpectedEnd(expected: "']' to end the view"), column: 9)
        expectFailure(
            "[a()]", .unexpectedCharacter(found: ")", expected: "a number, a metric or a view name"),
            column: 4)
        expectFailure(
            "[a]-(5,)-[b]", .unexpectedCharacter(found: ")", expected: "a number or a metric"), column: 8)
        expectFailure(
            "[a]-()-[b]", .unexpectedCharacter(found: ")", expected: "a number or a metric"), column: 6)
        expectFailure("[a(=5)]", .unexpectedCharacter(found: "=", expected: "'==', '<=' or '>='"), column: 4)
        expectFailure("[a(b@)]", .unexpectedCharacter(found: ")", expected: priorityExpectation), column: 6)
        expectFailure(
            "[a(-b)]", .unexpectedCharacter(found: "b", expected: "a number or a metric after '-'"), column: 5
        )
        expectFailure("[a(5 6)]", .unexpectedCharacter(found: "6", expected: "',' or ')'"), column: 6)
        expectFailure("[a(1.2.3)]", .badNumber("1.2.3"), column: 4)
        expectFailure("[a]-1e-[b]", .badNumber("1e"), column: 5)
    }

    @Test("names: unknown views and metrics, ambiguity, self reference, views as spacings")
    func names() {
        expectFailure("[x]", .unknownView("x"), column: 2)
        expectFailure("[a]-[b(==x)]", .unknownName("x"), column: 10)
        expectFailure("[a]-gap-[b]", .unknownMetric("gap"), column: 5)
        expectFailure("[a]-(>=gap)-[b]", .unknownMetric("gap"), column: 8)
        expectFailure("[a(gap)]", .unknownName("gap"), column: 4)
        expectFailure("[a(w)]", .ambiguousName("w"), column: 4, metrics: ["w": 3])
        expectFailure("[a(bad)]", .invalidMetric("bad"), column: 4, metrics: ["bad": -.infinity])
        expectFailure("[a]-bad-[b]", .invalidMetric("bad"), column: 5, metrics: ["bad": .nan])
        expectFailure("[a(==a)]", .selfReference("a"), column: 6)
        expectFailure("[a]-b-[c]", .viewInConnection("b"), column: 5)
        expectFailure("[a]-(>=b)-[c]", .viewInConnection("b"), column: 8)
        expectFailure("[a(==|)]", .superviewNotAllowed, column: 6)
        expectFailure("[a]-(|)-[b]", .superviewNotAllowed, column: 6)
        expectFailure("[a]-[b]-[a]", .duplicateView("a"), column: 10)
        expectFailure("[a][a]", .duplicateView("a"), column: 5)
    }

    @Test("a metric wins over a view in a spacing, where only numbers fit")
    func metricWinsInSpacing() throws {
        #expect(try equationTexts("[a]-w-[b]", metrics: ["w": 3]) == ["b.leading == a.trailing + 3"])
    }

    @Test("priorities outside 1…1000 and unknown priority names")
    func priorities() {
        expectFailure("[a(10@0)]", .badPriority("0"), column: 7)
        expectFailure("[a]-(>=2@1000.5)-[b]", .badPriority("1000.5"), column: 10)
        expectFailure("[a(10@loud)]", .unknownMetric("loud"), column: 7)
    }

    @Test("option misuse is reported at the piece's first character")
    func options() {
        expectFailure("H:[a]-[b]", .alignmentOnOwnAxis(.left), column: 1, options: .alignAllLeft)
        expectFailure("[a]", .alignmentOnOwnAxis(.centerX), column: 1, options: .alignAllCenterX)
        expectFailure(
            "a.width == 1;  V:[a]", .alignmentOnOwnAxis(.top), column: 16,
            options: [.alignAllTop, .alignAllBottom])
        expectFailure(
            "V:[a]", .alignmentOnOwnAxis(.firstBaseline), column: 1, options: .alignAllFirstBaseline)
        expectFailure("[a]", .mixedAlignmentAxes, column: 1, options: [.alignAllTop, .alignAllLeft])
        expectFailure("V:[a]", .mixedAlignmentAxes, column: 1, options: [.alignAllTop, .alignAllLeft])
        expectFailure(
            "[a]", .conflictingDirections, column: 1, options: [.directionLeftToRight, .directionRightToLeft])
        expectFailure(
            "[a]", .unknownOptions(1 << 20), column: 1, options: FormatOptions(rawValue: 1 << 20 | 1 << 3))
        expectFailure("[a]", .unknownOptions(1), column: 1, options: FormatOptions(rawValue: 1))
    }

    @Test("the options' derived values")
    func optionValues() {
        let options: FormatOptions = [.alignAllCenterY, .alignAllTop, .directionRightToLeft]
        #expect(options.alignmentAttributes == [.top, .centerY])
        #expect(options.direction == .rightToLeft)
        #expect(FormatOptions.directionLeadingToTrailing.direction == .leadingToTrailing)
        #expect(FormatOptions.directionLeftToRight.direction == .leftToRight)
        #expect(FormatOptions([.directionLeftToRight, .directionRightToLeft]).direction == nil)
    }
}
