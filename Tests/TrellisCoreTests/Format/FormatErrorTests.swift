import Testing

@testable import TrellisCore

/// One of every kind, for checks that must cover them all.
private let everyKind: [FormatError.Kind] = [
    .emptyPiece, .unexpectedCharacter(found: "$", expected: "x"), .unexpectedEnd(expected: "x"),
    .missingRelation,
    .missingAttribute(view: "v"), .missingOperator, .trailingOperator("+"), .badNumber("1e"), .nestingTooDeep,
    .unknownOrientation("X"), .missingOrientationColon("V"), .unknownView("v"), .unknownMetric("m"),
    .unknownName("n"), .ambiguousName("n"), .invalidMetric("m"), .unknownAttribute("a"),
    .compoundMismatch(first: "center", second: "width"), .incompatibleAttributes(first: .left, second: .top),
    .frameInequality, .locationNeedsItem("left"), .nonlinearTerm, .divisionByItem, .divisionByZero, .overflow,
    .tooManyItems, .zeroMultiplier, .selfReference("v.width"), .superviewOnLeft, .superviewNotAllowed,
    .badPriority("0"), .duplicateView("a"), .viewInConnection("b"), .alignmentOnOwnAxis(.left),
    .mixedAlignmentAxes, .conflictingDirections, .unknownOptions(1),
]

@Suite("FormatError")
struct FormatErrorTests {
    @Test("the error carries the whole format, the piece, its column and the error column")
    func fields() throws {
        let error = try #require(formatError("a.width == 1; v.left == x.right"))
        #expect(error.kind == .unknownView("x"))
        #expect(error.format == "a.width == 1; v.left == x.right")
        #expect(error.piece == " v.left == x.right")
        #expect(error.pieceColumn == 14)
        #expect(error.column == 25)
        #expect(error.message == "unknown view 'x'")
    }

    @Test("the description prints the message, the piece and a caret under the column")
    func description() throws {
        let error = try #require(formatError("a.width == 1; v.left == x.right"))
        #expect(
            error.description == """
                unknown view 'x' at column 25
                     v.left == x.right
                               ^
                """)
    }

    @Test("at the end of a piece the caret stands just past its last character")
    func caretAtEnd() throws {
        let error = try #require(formatError("v.width == 3 +;w.width == 1"))
        #expect(error.kind == .trailingOperator("+"))
        let endError = try #require(formatError("v.width ==;w.width == 1"))
        #expect(endError.column == 11)
        #expect(
            endError.description == """
                unexpected end, expected a view, a number or a metric at column 11
                    v.width ==
                              ^
                """)
    }

    @Test("tabs stay tabs in the caret line; line breaks print as spaces")
    func tabsAndNewlines() throws {
        let tabbed = try #require(formatError("v.width\t==\tq"))
        #expect(tabbed.description.hasSuffix("\n    v.width\t==\tq\n           \t  \t^"))
        let broken = try #require(formatError("v.width ==\nq"))
        #expect(broken.column == 12)
        #expect(broken.description.hasSuffix("\n    v.width == q\n               ^"))
    }

    @Test("columns count Characters: a wide or combined character is one column")
    func characterColumns() throws {
        let error = try #require(formatError("👍🏽;日本.width == 1"))
        #expect(error.kind == .unexpectedCharacter(found: "👍🏽", expected: "a view name"))
        #expect(error.column == 1)
        let second = try #require(formatError("[a]; v.width == 日本"))
        #expect(second.column == 17)
        #expect(second.pieceColumn == 5)
        #expect(second.description.hasSuffix("\n     v.width == 日本\n                ^"))
    }

    @Test("every kind has a distinct name and a message")
    func namesAndMessages() {
        let names = everyKind.map(\.name)
        #expect(Set(names).count == everyKind.count)
        #expect(!names.contains { $0.contains("(") || $0.isEmpty })
        #expect(FormatError.Kind.unknownView("x").name == "unknownView")
        #expect(FormatError.Kind.emptyPiece.name == "emptyPiece")
        #expect(Set(everyKind.map(\.message)).count == everyKind.count)
        #expect(
            FormatError.Kind.unexpectedCharacter(found: "\n", expected: "a view").message
                == "unexpected '\\n', expected a view")
        #expect(FormatError.Kind.unknownOptions(0x100000).message == "unknown option bits 0x100000")
        #expect(
            FormatError.Kind.alignmentOnOwnAxis(.left).message
                == "alignment option 'left' lies along this piece's own axis")
    }
}

@Suite("Splitting into pieces")
struct FormatPieceTests {
    @Test("pieces keep their text and whole-string columns")
    func pieces() throws {
        let parsed = try FormatParser.parse(" v.width == 1 ;[a] ;  V:[b]", views: testViews)
        #expect(parsed.format == " v.width == 1 ;[a] ;  V:[b]")
        #expect(parsed.pieces.map(\.text) == [" v.width == 1 ", "[a] ", "  V:[b]"])
        #expect(parsed.pieces.map(\.column) == [1, 16, 21])
        guard case .equations(let equations) = parsed.pieces[0].content,
            case .visualFormat(let first) = parsed.pieces[1].content,
            case .visualFormat(let second) = parsed.pieces[2].content
        else {
            Issue.record("wrong piece kinds: \(parsed.pieces.map(\.content))")
            return
        }
        #expect(equations.map(\.column) == [2])
        #expect(first.column == 16)
        #expect(first.views.map(\.column) == [17])
        #expect(second.column == 23)
        #expect(second.orientation == .vertical)
    }

    @Test("equations of several pieces come out in the order written")
    func order() throws {
        #expect(
            try equationTexts("v.size == 2; [a]-[b]; w.center == |") == [
                "v.width == 2", "v.height == 2", "b.leading == a.trailing + 1", "w.centerX == |.centerX",
                "w.centerY == |.centerY",
            ])
    }
}
