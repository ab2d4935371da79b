import Testing

@testable import TrellisCore

@Suite("Equation grammar")
struct EquationParserTests {
    @Test("the seed's first example relates a view to its superview")
    func seedCenterX() throws {
        let parsed = try FormatParser.parse("view1.centerX==|.centerX", views: ["view1"])
        let equation = try #require(parsed.equations.first)
        #expect(parsed.equations.count == 1)
        #expect(equation.firstView == "view1")
        #expect(equation.firstAttribute == .centerX)
        #expect(equation.relation == .equal)
        #expect(equation.secondItem == .superview)
        #expect(equation.secondAttribute == .centerX)
        #expect(equation.multiplier == 1)
        #expect(equation.constant == 0)
        #expect(equation.priority == 1000)
        #expect(equation.column == 1)
    }

    @Test("the seed's compound example expands center and size")
    func seedCompounds() throws {
        #expect(
            try equationTexts("view1.center==|;view1.size==50") == [
                "view1.centerX == |.centerX", "view1.centerY == |.centerY", "view1.width == 50",
                "view1.height == 50",
            ])
    }

    @Test("the seed's mixed example: Visual Format and an equation with a metric")
    func seedMixed() throws {
        let parsed = try FormatParser.parse(
            "H:|[view1(20)];V:|[view1];view1.height==view2+metric1", views: ["view1", "view2"],
            metrics: ["metric1": 42])
        #expect(
            parsed.equations.map(\.description) == [
                "view1.width == 20", "view1.leading == |.leading", "view1.top == |.top",
                "view1.height == view2.height + 42",
            ])
        #expect(parsed.pieces.map(\.column) == [1, 16, 27])
        #expect(parsed.pieces.map(\.text) == ["H:|[view1(20)]", "V:|[view1]", "view1.height==view2+metric1"])
        #expect(parsed.equations.last?.column == 27)
    }

    @Test(
        "relations",
        arguments: [("==", FormatRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)])
    func relations(spelling: String, relation: FormatRelation) throws {
        let parsed = try FormatParser.parse("v.width \(spelling) w.width", views: testViews)
        #expect(parsed.equations.map(\.relation) == [relation])
    }

    @Test("every simple attribute is read, baseline as lastBaseline")
    func simpleAttributes() throws {
        for attribute in FormatAttribute.allCases {
            let parsed = try FormatParser.parse("v.\(attribute) == w.\(attribute)", views: testViews)
            #expect(parsed.equations.map(\.firstAttribute) == [attribute])
            #expect(parsed.equations.map(\.secondAttribute) == [attribute])
        }
        #expect(try equationTexts("v.baseline == w.baseline") == ["v.lastBaseline == w.lastBaseline"])
        #expect(try equationTexts("v.baseline == w.firstBaseline") == ["v.lastBaseline == w.firstBaseline"])
    }

    @Test("frame expands to top, left, bottom, right with the same arithmetic and priority")
    func frameExpansion() throws {
        #expect(
            try equationTexts("v.frame == w.frame * 2 + 3 @ 500") == [
                "v.top == w.top * 2 + 3 @500", "v.left == w.left * 2 + 3 @500",
                "v.bottom == w.bottom * 2 + 3 @500", "v.right == w.right * 2 + 3 @500",
            ])
        #expect(
            try equationTexts("v.frame==|") == [
                "v.top == |.top", "v.left == |.left", "v.bottom == |.bottom", "v.right == |.right",
            ])
    }

    @Test("an omitted right attribute means the left one, for views and the superview")
    func omittedAttribute() throws {
        #expect(try equationTexts("v.width == w") == ["v.width == w.width"])
        #expect(
            try equationTexts("v.size <= w * 2") == ["v.width <= w.width * 2", "v.height <= w.height * 2"])
        #expect(try equationTexts("v.top == |") == ["v.top == |.top"])
        #expect(try equationTexts("v.left == |.right - 2") == ["v.left == |.right - 2"])
    }

    @Test("bare numbers and metrics size dimensions and size")
    func bareConstants() throws {
        #expect(try equationTexts("v.width == 40") == ["v.width == 40"])
        #expect(try equationTexts("v.height >= m") == ["v.height >= 8"])
        #expect(try equationTexts("v.size == metric1") == ["v.width == 42", "v.height == 42"])
        let equation = try #require(try FormatParser.parse("v.width == 40", views: ["v"]).equations.first)
        #expect(equation.secondItem == nil)
        #expect(equation.secondAttribute == nil)
        #expect(equation.multiplier == 1)
    }

    @Test(
        "arithmetic folds into multiplier and constant",
        arguments: [
            ("v.width == w.width * 2 + 3", 2.0, 3.0),
            ("v.width == 2 * w.width", 2, 0),
            ("v.width == w.width + 3 * 2", 1, 6),
            ("v.width == (w.width + 10) * 2", 2, 20),
            ("v.width == w.width / 2", 0.5, 0),
            ("v.width == w.width - 4", 1, -4),
            ("v.width == - 4 + w.width", 1, -4),
            ("v.width == -w.width", -1, 0),
            ("v.width == w.width * 1.5 + .5", 1.5, 0.5),
            ("v.width == w.width + -3", 1, -3),
            ("v.width == 3 - (w.width - 1)", -1, 4),
            ("v.width == w.width + w.width", 2, 0),
            ("v.width == w + w.width * 2", 3, 0),
            ("v.width == w.width * half + m", 0.5, 8),
            ("v.width == w.width * 1e1 - 2.5E-1", 10, -0.25),
            ("v.width == ((w.width))", 1, 0),
            ("v.width == w.width * 2 / 4 * 3", 1.5, 0),
            ("v.width == - - w.width", 1, 0),
            ("v.width == w.width*5.", 5, 0),
        ])
    func arithmetic(format: String, multiplier: Double, constant: Double) throws {
        let equation = try #require(
            try FormatParser.parse(format, views: testViews, metrics: testMetrics).equations.first)
        #expect(equation.secondItem == .view("w"))
        #expect(equation.multiplier == multiplier)
        #expect(equation.constant == constant)
    }

    @Test("arithmetic on bare constants folds into one number")
    func constantArithmetic() throws {
        #expect(try equationTexts("v.width == 10 + 2 * 3") == ["v.width == 16"])
        #expect(try equationTexts("v.width == -3") == ["v.width == -3"])
        #expect(try equationTexts("v.width == (m - 2) / 2") == ["v.width == 3"])
    }

    @Test("aspect ratios relate width to height")
    func aspectRatio() throws {
        #expect(try equationTexts("v.width == v.height * 2") == ["v.width == v.height * 2"])
    }

    @Test(
        "priorities: numbers, metrics and words",
        arguments: [
            ("@750", Float(750)), ("@ 1", 1), ("@1000", 1000), ("@ required", 1000), ("@high", 750),
            ("@low", 250), ("@fittingSize", 50), ("@prio", 600), ("@ 999.5", 999.5),
        ])
    func priorities(suffix: String, priority: Float) throws {
        let parsed = try FormatParser.parse("v.width == 10 \(suffix)", views: ["v"], metrics: testMetrics)
        #expect(parsed.equations.map(\.priority) == [priority])
    }

    @Test("a metric named like a priority word wins over the word")
    func metricShadowsWord() throws {
        let parsed = try FormatParser.parse("v.width == 10 @high", views: ["v"], metrics: ["high": 900])
        #expect(parsed.equations.map(\.priority) == [900])
    }

    @Test("spaces anywhere, or none")
    func spacing() throws {
        let expected = ["v.width <= w.height * 2 + 3 @750"]
        #expect(try equationTexts("v.width<=w.height*2+3@750") == expected)
        #expect(try equationTexts("  v . width  <=  w . height  *  2  +  3  @  750  ") == expected)
        #expect(try equationTexts("\tv.width\n<=\r\nw.height*2+3@750") == expected)
    }

    @Test("the equation column is its first non-space character")
    func equationColumn() throws {
        let parsed = try FormatParser.parse("v.width == 1;   w.center == |", views: testViews)
        #expect(parsed.equations.map(\.column) == [1, 17, 17])
    }

    @Test("equations use the superview on the right in any arithmetic")
    func superviewArithmetic() throws {
        #expect(try equationTexts("v.width == | * 0.5 - 2") == ["v.width == |.width * 0.5 - 2"])
        #expect(
            try equationTexts("v.center == |.center") == ["v.centerX == |.centerX", "v.centerY == |.centerY"])
    }

    @Test("centerX pairs with left or leading, but left never with leading")
    func axisPairs() throws {
        #expect(try equationTexts("v.centerX == w.leading") == ["v.centerX == w.leading"])
        #expect(try equationTexts("v.left == w.centerX") == ["v.left == w.centerX"])
        #expect(try equationTexts("v.top == w.firstBaseline") == ["v.top == w.firstBaseline"])
    }

    @Test("the description leaves out defaults and prints negative constants with '-'")
    func equationDescription() {
        let equation = FormatEquation(
            firstView: "a", firstAttribute: .left, relation: .greaterThanOrEqual, secondItem: .view("b"),
            secondAttribute: .right, multiplier: 1.5, constant: -2.25, priority: 250, column: 3)
        #expect(equation.description == "a.left >= b.right * 1.5 - 2.25 @250")
    }
}
