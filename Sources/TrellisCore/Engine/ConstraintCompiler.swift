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
    /// The variables to use for an item; `nil` drops the item's terms. `nil` for the live
    /// compiler, which uses each item's own variables straight from its node.
    var variables: ((LayoutItem) -> ItemVariables?)?

    /// A compiler that uses each item's own variables.
    static let live = ConstraintCompiler(variables: nil)

    /// The solver's version of `constraint`.
    func compile(_ constraint: LayoutConstraint) -> Constraint {
        var terms = ContiguousArray<Term>()
        return compile(constraint, using: &terms)
    }

    /// The solver's version of `constraint`, its terms gathered in `scratch` (emptied first):
    /// with one array reused for every constraint, compiling allocates nothing but the solver's
    /// constraint, whose terms are stored inline.
    func compile(_ constraint: LayoutConstraint, using scratch: inout ContiguousArray<Term>) -> Constraint {
        let constant = gatherTerms(of: constraint, into: &scratch)
        let compiled = Constraint(
            terms: scratch, constant: constant, Self.relation(constraint.relation),
            strength: Self.strength(for: constraint.priority))
        if constraint.isChainLink { compiled.prefersDefinition = true }
        return compiled
    }

    /// The one solver constraint of a view's hugging and compression resistance on one axis
    /// (both optional, of the same length and constant): `length − intrinsic == 0`, its excess
    /// at the hugging priority, its shortfall at the compression resistance (see
    /// LayoutEngine+ContentSize.swift).
    func compileContentSize(
        hugging: LayoutConstraint, compression: LayoutConstraint, using scratch: inout ContiguousArray<Term>
    ) -> Constraint {
        let constant = gatherTerms(of: hugging, into: &scratch)
        return Constraint(
            terms: scratch, constant: constant, excess: Self.strength(for: hugging.priority),
            shortfall: Self.strength(for: compression.priority))
    }

    /// Whether `constraint` (`length REL c`, no second item) compiles to the expression that
    /// `solverConstraint` holds for `lengthConstraint` (a constraint on one length term alone,
    /// `length − c'` as the solver holds it): when the two left-hand sides are the same single
    /// term (item, attribute, coefficient) and the solver's constant is `−c`.
    ///
    /// This rests on what the compiler does with a width or height term (`add` below): it becomes its
    /// item's own variable and adds no constant (only baselines add one). So the test says what
    /// gathering and comparing both expressions would, without gathering either: the engine
    /// asks it on every add of a constraint of that shape (LayoutEngine+PricedFloors.swift,
    /// LayoutEngine+CarriedPreferences.swift).
    static func compilesAlike(
        _ constraint: LayoutConstraint, asTheLengthOf lengthConstraint: LayoutConstraint,
        heldIn solverConstraint: Constraint
    ) -> Bool {
        let (term, length) = (constraint.first, lengthConstraint.first)
        let isLength = term.first.attribute == .width || term.first.attribute == .height
        return isLength && constraint.secondNode == nil && term.second == nil && length.second == nil
            && lengthConstraint.secondNode == nil && term.first.node === length.first.node
            && term.first.attribute == length.first.attribute
            && term.first.coefficient == length.first.coefficient
            && solverConstraint.constant == -constraint.constant
    }

    /// Writes the terms of `first − multiplier × second − constant` into `scratch` (emptied
    /// first), each variable once, in order of first appearance, without those that cancel;
    /// returns the constant.
    private func gatherTerms(of constraint: LayoutConstraint, into scratch: inout ContiguousArray<Term>)
        -> Double
    {
        scratch.removeAll(keepingCapacity: true)
        let constant = forEachTerm(of: constraint) { variable, coefficient in
            for index in scratch.indices where scratch[index].variable === variable {
                scratch[index].coefficient += coefficient
                return
            }
            scratch.append(Term(variable, coefficient))
        }
        // Drop terms that cancelled, keeping the order of the rest.
        var kept = 0
        for index in scratch.indices where scratch[index].coefficient != 0 {
            if kept != index { scratch[kept] = scratch[index] }
            kept += 1
        }
        scratch.removeLast(scratch.count - kept)
        return constant
    }

    /// `first − multiplier × second − constant`.
    func expression(for constraint: LayoutConstraint) -> Expression {
        var builder = ExpressionBuilder()
        let constant = forEachTerm(of: constraint) { builder.add($0, $1) }
        builder.constant = constant
        return builder.expression
    }

    /// The constant of ``expression(for:)`` alone, for in-place constant updates.
    func solverConstant(for constraint: LayoutConstraint) -> Double {
        forEachTerm(of: constraint) { _, _ in }
    }

    /// Calls `emit` with each variable term of `first − multiplier × second − constant`, in
    /// order (a variable may come more than once), and returns the constant.
    ///
    /// It reads the constraint's compact storage directly rather than its `first` and `second`
    /// sides: building those retains every node, and on a cold object each retain is a cache
    /// miss that stalls (reference counting was the largest cost of activating a grid).
    private func forEachTerm(
        of constraint: LayoutConstraint, _ emit: (Variable, Double) -> Void
    ) -> Double {
        var constant = 0.0
        guard let extras = constraint.extras else {
            add(constraint.firstNode, constraint.firstTermAttribute, 1, emit, &constant)
            if let secondNode = constraint.secondNode {
                add(secondNode, constraint.secondTermAttribute, -1, emit, &constant)
            }
            return constant - constraint.constant
        }
        add(constraint.firstNode, constraint.firstTermAttribute, extras.firstCoefficient, emit, &constant)
        if let offset = extras.firstOffset {
            add(offset.node, offset.attribute, offset.coefficient, emit, &constant)
        }
        if let secondNode = constraint.secondNode {
            let scale = -extras.multiplier
            add(secondNode, constraint.secondTermAttribute, extras.secondCoefficient * scale, emit, &constant)
            if let offset = extras.secondOffset {
                add(offset.node, offset.attribute, offset.coefficient * scale, emit, &constant)
            }
        }
        return constant - constraint.constant
    }

    /// Emits `k ×` the attribute of the item of `node` (nothing when the item is gone, `k` is 0
    /// or the compiler's `variables` drops the item).
    ///
    /// The live compiler reads the node's own variables in place: passing the node rather than
    /// its four variables spares four retains of objects that are usually cold.
    @inline(__always)
    private func add(
        _ node: LayoutNode, _ attribute: LayoutAttribute, _ k: Double, _ emit: (Variable, Double) -> Void,
        _ constant: inout Double
    ) {
        guard node.item != nil, k != 0 else { return }
        if let variables {
            guard let item = node.item, let v = variables(item) else { return }
            let (attribute, k) = Self.resolve(attribute, k, of: item)
            switch attribute {
            case .left, .centerX, .right: emit(v.minX, k)
            case .top, .centerY, .bottom, .firstBaseline, .lastBaseline: emit(v.minY, k)
            default: break
            }
            switch attribute {
            case .width, .right: emit(v.width, k)
            case .centerX: emit(v.width, k / 2)
            case .height, .bottom, .lastBaseline: emit(v.height, k)
            case .centerY: emit(v.height, k / 2)
            default: break
            }
            constant += Self.baselineConstant(attribute, k, of: item)
            return
        }
        var attribute = attribute
        var k = k
        if attribute == .leading || attribute == .trailing || attribute == .firstBaseline
            || attribute == .lastBaseline, let item = node.item
        {
            (attribute, k) = Self.resolve(attribute, k, of: item)
            constant += Self.baselineConstant(attribute, k, of: item)
        }
        switch attribute {
        case .left, .centerX, .right: emit(node.minX, k)
        case .top, .centerY, .bottom, .firstBaseline, .lastBaseline: emit(node.minY, k)
        default: break
        }
        switch attribute {
        case .width, .right: emit(node.width, k)
        case .centerX: emit(node.width, k / 2)
        case .height, .bottom, .lastBaseline: emit(node.height, k)
        case .centerY: emit(node.height, k / 2)
        default: break
        }
    }

    /// Leading and trailing as left or right, with the coefficient's sign for the direction.
    ///
    /// Right to left, leading and trailing are measured in the mirrored axis x' = −x: leading
    /// is −right and trailing is −left. So `a.leading == b.leading + 2` insets `a` two cells
    /// from `b`'s right edge, and inequalities mirror too.
    private static func resolve(_ attribute: LayoutAttribute, _ k: Double, of item: LayoutItem) -> (
        LayoutAttribute, Double
    ) {
        guard attribute == .leading || attribute == .trailing else { return (attribute, k) }
        let isLeading = attribute == .leading
        if item.isRightToLeft { return (isLeading ? .right : .left, -k) }
        return (isLeading ? .left : .right, k)
    }

    /// The constant a baseline adds: the first baseline is `offset` rows below the top; the
    /// last row is top + height − 1 and the last baseline `offset` rows above it.
    private static func baselineConstant(_ attribute: LayoutAttribute, _ k: Double, of item: LayoutItem)
        -> Double
    {
        switch attribute {
        case .firstBaseline: k * Double(item.firstBaselineOffsetFromTop)
        case .lastBaseline: -(k * Double(1 + item.lastBaselineOffsetFromBottom))
        default: 0
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
    ///
    /// Priorities above 999.999 (up to the largest `Float` below 1000, 999.99994) share the
    /// highest level: in thousandths they would round up to 1000000 and tie with the window's
    /// size, which must out-rank them.
    static func level(for priority: LayoutPriority) -> Int {
        min(Int((Double(priority.rawValue) * 1000).rounded()), highestOptionalLevel)
    }

    /// The level of the highest optional priority (999.999 and above).
    static let highestOptionalLevel = 999_999

    /// The level of a live edit made at `.required` (see `beginEditing(_:priority:)`): above
    /// every optional priority, below the window's size.
    static let requiredEditLevel = highestOptionalLevel + 1

    /// The level of the window-size edit variables: above every optional priority and every
    /// live edit, so when the required constraints cannot fit the terminal, the window's size
    /// is the only thing that gives way.
    static let windowLevel = requiredEditLevel + 1

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
