import Cassowary

/// The four solver variables of one item.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
}

/// Turns layout constraints into solver constraints.
///
/// Every anchor is a linear expression of its item's four variables (left, top, width,
/// height, in window coordinates), so `first REL multiplier × second + constant` becomes
/// `first − multiplier × second − constant REL 0`. Leading and trailing resolve by the item's
/// layout direction (mirrored right to left); baselines add the item's baseline offset as a
/// constant.
@MainActor
struct ConstraintCompiler {
    /// The variables to use for an item; `nil` drops the item's terms.
    var variables: (LayoutItem) -> ItemVariables?

    /// A compiler that uses each item's own variables.
    static let live = ConstraintCompiler { item in
        ItemVariables(
            minX: item.minXVariable, minY: item.minYVariable, width: item.widthVariable,
            height: item.heightVariable)
    }

    /// The solver's version of `constraint`.
    func compile(_ constraint: LayoutConstraint) -> Constraint {
        Constraint(
            expression(for: constraint), Self.relation(constraint.relation),
            strength: Self.strength(for: constraint.priority))
    }

    /// `first − multiplier × second − constant`.
    func expression(for constraint: LayoutConstraint) -> Expression {
        var builder = ExpressionBuilder()
        constraint.first.forEach { add($0, scale: 1, to: &builder) }
        constraint.second?.forEach { add($0, scale: -constraint.multiplier, to: &builder) }
        builder.constant -= constraint.constant
        return builder.expression
    }

    /// The constant of ``expression(for:)`` alone, for in-place constant updates.
    func solverConstant(for constraint: LayoutConstraint) -> Double {
        expression(for: constraint).constant
    }

    private func add(_ term: AnchorTerm, scale: Double, to builder: inout ExpressionBuilder) {
        guard let item = term.item, let v = variables(item) else { return }
        var k = term.coefficient * scale
        guard k != 0 else { return }
        var attribute = term.attribute
        // Right to left, leading and trailing are measured in the mirrored axis x' = −x: leading
        // is −right and trailing is −left. So `a.leading == b.leading + 2` insets `a` two cells
        // from `b`'s right edge, and inequalities mirror too.
        if attribute == .leading || attribute == .trailing {
            let isLeading = attribute == .leading
            if item.isRightToLeft {
                attribute = isLeading ? .right : .left
                k = -k
            } else {
                attribute = isLeading ? .left : .right
            }
        }
        switch attribute {
        case .left:
            builder.add(v.minX, k)
        case .right:
            builder.add(v.minX, k)
            builder.add(v.width, k)
        case .centerX:
            builder.add(v.minX, k)
            builder.add(v.width, k / 2)
        case .width:
            builder.add(v.width, k)
        case .top:
            builder.add(v.minY, k)
        case .bottom:
            builder.add(v.minY, k)
            builder.add(v.height, k)
        case .centerY:
            builder.add(v.minY, k)
            builder.add(v.height, k / 2)
        case .height:
            builder.add(v.height, k)
        case .firstBaseline:
            builder.add(v.minY, k)
            builder.constant += k * Double(item.firstBaselineOffsetFromTop)
        case .lastBaseline:
            // The last row is top + height − 1; the text sits `offset` rows above it.
            builder.add(v.minY, k)
            builder.add(v.height, k)
            builder.constant -= k * Double(1 + item.lastBaselineOffsetFromBottom)
        case .leading, .trailing, .notAnAttribute:
            break
        }
    }

    /// The solver relation for a layout relation.
    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The strict solver level of an optional priority: its value in thousandths, so that
    /// 750 and 750.5 are distinct levels (1000…999999). Levels compare lexicographically, so a
    /// higher priority beats any number of lower ones.
    static func level(for priority: LayoutPriority) -> Int {
        Int((Double(priority.rawValue) * 1000).rounded())
    }

    /// The level of the window-size edit variables: above every optional priority.
    static let windowLevel = 1_000_000

    /// The level the ambiguity probes use: below every priority, so they only choose among the
    /// solutions the real constraints leave equally good.
    static let probeLevel = 0

    /// The solver strength for a priority.
    static func strength(for priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(level: level(for: priority))
    }
}

/// Accumulates terms, merging repeated variables so the solver sees each once.
struct ExpressionBuilder {
    private(set) var terms: [Term] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    var expression: Expression {
        Expression(terms.filter { $0.coefficient != 0 }, constant: constant)
    }
}
