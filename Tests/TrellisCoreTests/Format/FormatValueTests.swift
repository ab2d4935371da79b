import Testing

@testable import TrellisCore

@Suite("Format value types")
struct FormatValueTests {
    @Test("attribute kinds: sizes, horizontal and vertical positions")
    func attributeKinds() {
        let sizes = FormatAttribute.allCases.filter(\.isDimension)
        let across = FormatAttribute.allCases.filter(\.isHorizontalLocation)
        let down = FormatAttribute.allCases.filter(\.isVerticalLocation)
        #expect(sizes == [.width, .height])
        #expect(across == [.left, .right, .leading, .trailing, .centerX])
        #expect(down == [.top, .bottom, .centerY, .firstBaseline, .lastBaseline])
        #expect(sizes.count + across.count + down.count == FormatAttribute.allCases.count)
        #expect(FormatAttribute.centerX.description == "centerX")
    }

    @Test("which attributes pair, by Auto Layout's rules")
    func pairs() {
        #expect(FormatAttribute.width.canPair(with: .height))
        #expect(!FormatAttribute.width.canPair(with: .left))
        #expect(!FormatAttribute.top.canPair(with: .height))
        #expect(FormatAttribute.top.canPair(with: .lastBaseline))
        #expect(!FormatAttribute.top.canPair(with: .left))
        #expect(FormatAttribute.left.canPair(with: .right))
        #expect(FormatAttribute.leading.canPair(with: .trailing))
        #expect(FormatAttribute.centerX.canPair(with: .leading))
        #expect(FormatAttribute.right.canPair(with: .centerX))
        #expect(!FormatAttribute.left.canPair(with: .trailing))
        #expect(!FormatAttribute.leading.canPair(with: .right))
        for first in FormatAttribute.allCases {
            for second in FormatAttribute.allCases {
                #expect(first.canPair(with: second) == second.canPair(with: first), "\(first), \(second)")
            }
        }
    }

    @Test("relations flip when the sides swap; items and orientations print as written")
    func smallTypes() {
        #expect(FormatRelation.equal.flipped == .equal)
        #expect(FormatRelation.lessThanOrEqual.flipped == .greaterThanOrEqual)
        #expect(FormatRelation.greaterThanOrEqual.flipped == .lessThanOrEqual)
        #expect(FormatRelation.lessThanOrEqual.description == "<=")
        #expect(FormatItem.view("box").description == "box")
        #expect(FormatItem.superview.description == "|")
        #expect(FormatOrientation.horizontal.description == "H")
        #expect(FormatOrientation.vertical.description == "V")
    }

    @Test("an equation without a second item prints only its constant")
    func constantDescription() {
        let equation = FormatEquation(
            firstView: "v", firstAttribute: .height, relation: .lessThanOrEqual, secondItem: nil,
            secondAttribute: nil, constant: 2.5, column: 1)
        #expect(equation.description == "v.height <= 2.5")
        #expect(equation.multiplier == 1)
        #expect(equation.priority == 1000)
    }
}
