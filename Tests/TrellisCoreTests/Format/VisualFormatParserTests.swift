import Testing

@testable import TrellisCore

/// The names in Apple's Visual Format examples.
private let appleViews: Set<String> = [
    "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
    "button2", "flexibleButton", "find", "findNext", "findField",
]

@Suite("Visual Format grammar")
struct VisualFormatParserTests {
    @Test(
        "Apple's documented examples",
        arguments: [
            ("[button]-[textField]", ["textField.leading == button.trailing + 1"]),
            ("[button(>=50)]", ["button.width >= 50"]),
            (
                "|-50-[purpleBox]-50-|",
                ["purpleBox.leading == |.leading + 50", "purpleBox.trailing == |.trailing - 50"]
            ),
            ("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"]),
            ("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"]),
            ("[button(100@20)]", ["button.width == 100 @20"]),
            ("[button1(==button2)]", ["button1.width == button2.width"]),
            ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
            (
                "|-[find]-[findNext]-[findField(>=20)]-|",
                [
                    "findField.width >= 20", "find.leading == |.leading + 1",
                    "findNext.leading == find.trailing + 1",
                    "findField.leading == findNext.trailing + 1", "findField.trailing == |.trailing - 1",
                ]
            ),
        ])
    func appleExamples(format: String, expected: [String]) throws {
        #expect(try equationTexts(format, views: appleViews) == expected)
    }

    @Test("the complete line of layout keeps its structure and columns")
    func structure() throws {
        let parsed = try FormatParser.parse("|-[find]-[findNext]-[findField(>=20)]-|", views: appleViews)
        guard case .visualFormat(let format) = try #require(parsed.pieces.first).content else {
            Issue.record("not a Visual Format piece")
            return
        }
        #expect(format.orientation == .horizontal)
        #expect(format.direction == .leadingToTrailing)
        #expect(format.column == 1)
        #expect(format.leadingEdge == .init(column: 1, connection: .init(spacing: .standard, column: 2)))
        #expect(format.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(format.views.map(\.column) == [4, 11, 22])
        #expect(
            format.views[2].predicates == [
                .init(relation: .greaterThanOrEqual, object: .constant(20), priority: 1000, column: 32)
            ])
        #expect(
            format.connections == [
                .init(spacing: .standard, column: 9), .init(spacing: .standard, column: 20),
            ])
        #expect(format.trailingEdge == .init(column: 39, connection: .init(spacing: .standard, column: 38)))
    }

    @Test("H: is the default; V: uses heights, tops and bottoms")
    func orientation() throws {
        #expect(try equationTexts("H:[a(10)]") == ["a.width == 10"])
        #expect(
            try equationTexts("V:|-(>=2)-[a(10)]-[b]|") == [
                "a.height == 10", "a.top >= |.top + 2", "b.top == a.bottom + 1", "b.bottom == |.bottom",
            ])
    }

    @Test("spacings: flush, standard, numbers, metrics, negative in parentheses, predicates")
    func connections() throws {
        #expect(try equationTexts("[a][b]") == ["b.leading == a.trailing"])
        #expect(try equationTexts("[a]-[b]") == ["b.leading == a.trailing + 1"])
        #expect(try equationTexts("[a]-0-[b]") == ["b.leading == a.trailing"])
        #expect(try equationTexts("[a]-2.5-[b]") == ["b.leading == a.trailing + 2.5"])
        #expect(try equationTexts("[a]-m-[b]") == ["b.leading == a.trailing + 8"])
        #expect(try equationTexts("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
        #expect(try equationTexts("[a]-(-m)-[b]") == ["b.leading == a.trailing - 8"])
        #expect(try equationTexts("[a]-(+3)-[b]") == ["b.leading == a.trailing + 3"])
        #expect(
            try equationTexts("[a]-(>=5@750,<=m)-[b]") == [
                "b.leading >= a.trailing + 5 @750", "b.leading <= a.trailing + 8",
            ])
    }

    @Test("superview edges, with inequalities flipping at the trailing edge")
    func superviewEdges() throws {
        #expect(
            try equationTexts("|-50-[v]-(>=0)-|") == [
                "v.leading == |.leading + 50", "v.trailing <= |.trailing",
            ])
        #expect(try equationTexts("|[v]|") == ["v.leading == |.leading", "v.trailing == |.trailing"])
        #expect(
            try equationTexts("|-[v]-|") == ["v.leading == |.leading + 1", "v.trailing == |.trailing - 1"])
        #expect(
            try equationTexts("|-(>=3,<=9@20)-[v]") == [
                "v.leading >= |.leading + 3", "v.leading <= |.leading + 9 @20",
            ])
        #expect(try equationTexts("[v]-(<=4)-|") == ["v.trailing >= |.trailing - 4"])
    }

    @Test("view predicates: relations, metrics, other views, priorities, several at once")
    func viewPredicates() throws {
        #expect(try equationTexts("[a(m)]") == ["a.width == 8"])
        #expect(try equationTexts("[a(>=m@prio)]") == ["a.width >= 8 @600"])
        #expect(try equationTexts("[a(<=b@high)]") == ["a.width <= b.width @750"])
        #expect(try equationTexts("[a(b)]") == ["a.width == b.width"])
        #expect(try equationTexts("[a(-5)]") == ["a.width == -5"])
        #expect(
            try equationTexts("V:[a(>=10,<=40@750,==b@low)]") == [
                "a.height >= 10", "a.height <= 40 @750", "a.height == b.height @250",
            ])
    }

    @Test("spaces between tokens are allowed")
    func spaces() throws {
        #expect(
            try equationTexts("  H : | - [ a ( >= 10 , <= m @ 5 ) ] - ( >= 2 ) - [ b ] |  ") == [
                "a.width >= 10", "a.width <= 8 @5", "a.leading == |.leading + 1",
                "b.leading >= a.trailing + 2",
                "b.trailing == |.trailing",
            ])
    }

    @Test("direction options choose left/right, or run right to left")
    func directions() throws {
        #expect(
            try equationTexts("|-[a]-[b]-|", options: .directionLeftToRight) == [
                "a.left == |.left + 1", "b.left == a.right + 1", "b.right == |.right - 1",
            ])
        #expect(
            try equationTexts("|-[a]-(>=2)-[b]-(<=3)-|", options: .directionRightToLeft) == [
                "a.right == |.right - 1", "a.left >= b.right + 2", "b.left <= |.left + 3",
            ])
        #expect(
            try equationTexts("V:|-[a]-[b]", options: .directionRightToLeft) == [
                "a.top == |.top + 1", "b.top == a.bottom + 1",
            ])
    }

    @Test("alignment options align each view with the previous one, in bit order")
    func alignments() throws {
        #expect(
            try equationTexts("[a]-[b]-[c]", options: [.alignAllBottom, .alignAllTop]) == [
                "b.leading == a.trailing + 1", "c.leading == b.trailing + 1", "b.top == a.top",
                "c.top == b.top",
                "b.bottom == a.bottom", "c.bottom == b.bottom",
            ])
        #expect(
            try equationTexts("V:[a][b]", options: [.alignAllCenterX, .alignAllLeading]) == [
                "b.top == a.bottom", "b.leading == a.leading", "b.centerX == a.centerX",
            ])
        #expect(
            try equationTexts("[a][b]", options: [.alignAllFirstBaseline, .alignAllLastBaseline]) == [
                "b.leading == a.trailing", "b.lastBaseline == a.lastBaseline",
                "b.firstBaseline == a.firstBaseline",
            ])
        #expect(try equationTexts("[a]", options: .alignAllTop) == [])
    }

    @Test("options apply to every Visual Format piece and are ignored by equations")
    func optionsPerPiece() throws {
        #expect(
            try equationTexts("[a][b]; a.width == 3; [c]-[v]", options: .alignAllCenterY) == [
                "b.leading == a.trailing", "b.centerY == a.centerY", "a.width == 3",
                "v.leading == c.trailing + 1",
                "v.centerY == c.centerY",
            ])
        let odd = FormatOptions([.alignAllLeft, .alignAllTop, .directionLeftToRight, .directionRightToLeft])
        #expect(try equationTexts("a.width == 3", options: odd) == ["a.width == 3"])
    }

    @Test("the constraint order is data: view predicates, connections, alignments")
    func steps() throws {
        let parsed = try FormatParser.parse(
            "|-[a(>=1,<=5)]-(>=2@3,<=4)-[b(==a)]|", views: testViews, options: .alignAllTop)
        guard case .visualFormat(let format) = try #require(parsed.pieces.first).content else {
            Issue.record("not a Visual Format piece")
            return
        }
        #expect(
            format.steps == [
                .viewPredicate(view: 0, predicate: 0), .viewPredicate(view: 0, predicate: 1),
                .viewPredicate(view: 1, predicate: 0), .leadingEdge(predicate: 0),
                .connection(0, predicate: 0),
                .connection(0, predicate: 1), .trailingEdge(predicate: 0),
                .alignment(view: 1, attribute: .top),
            ])
        #expect(
            format.equations().map(\.description) == [
                "a.width >= 1", "a.width <= 5", "b.width == a.width", "a.leading == |.leading + 1",
                "b.leading >= a.trailing + 2 @3", "b.leading <= a.trailing + 4", "b.trailing == |.trailing",
                "b.top == a.top",
            ])
        #expect(format.equations().map(\.column) == [6, 10, 31, 2, 17, 23, 36, 29])
    }

    @Test("flush and standard connections read as predicates")
    func connectionPredicates() {
        let flush = VisualFormat.Connection(spacing: .flush, column: 4)
        #expect(
            flush.predicates == [.init(relation: .equal, object: .constant(0), priority: 1000, column: 4)])
        let standard = VisualFormat.Connection(spacing: .standard, column: 7)
        #expect(
            standard.predicates == [
                .init(
                    relation: .equal, object: .constant(VisualFormat.standardSpacing), priority: 1000,
                    column: 7)
            ])
        #expect(VisualFormat.standardSpacing == 1)
    }

    @Test("a name before ':' makes a Visual Format piece; H or V before '.' an equation")
    func classification() throws {
        #expect(try equationTexts("H.width == 3", views: ["H"]) == ["H.width == 3"])
        #expect(try equationTexts("V : [V]", views: ["V"]) == [])
        #expect(try equationTexts("V:[V(3)]", views: ["V"]) == ["V.height == 3"])
        expectFailure("Q:[a]", .unknownOrientation("Q"), column: 1)
    }
}
