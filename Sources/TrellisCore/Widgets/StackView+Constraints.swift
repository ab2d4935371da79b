// The constraints of a stack view's arrangement, worked out afresh whenever the arrangement
// changes (an arranged view added, removed, hidden or shown; axis, distribution, alignment or
// spacing set) and compared with the active ones, so only the constraints that differ leave
// and enter the solver: hiding one view of a long stack touches a handful of constraints.
// Every constraint carries an identifier starting with "stack-", so the constraint debugger
// and layout issues say which rule of the stack made it.

extension StackView {
    /// Below every priority a user is likely to pick, so the stack only hugs its views when
    /// nothing else decides its size (UIKit's stack views hug their content at a similar level).
    static let huggingPriority = LayoutPriority(rawValue: 49)

    /// Breaks ties: views hold their intrinsic length at this priority, all but the last one in
    /// the fill distribution, so the last view takes what is left or given up.
    static let preferredLengthPriority = LayoutPriority(rawValue: 25)

    /// Above content hugging and compression resistance but below required: how strongly a
    /// hidden view collapses and a proportional view keeps its share.
    static let arrangementPriority = LayoutPriority(rawValue: 999)

    /// Brings the arrangement's constraints up to date with the arranged views.
    func rebuildArrangementConstraints() {
        arrangedSubviews.removeAll { view in
            if view.superview === self { return false }
            arrangedIdentifiers.remove(ObjectIdentifier(view))
            return true
        }
        var maker = StackConstraintMaker(axis: axis)
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = visibleArrangedSubviews
        for view in arrangedSubviews where view.isHidden {
            maker.collapse(view, in: canvas)
        }
        if visible.isEmpty {
            maker.add(
                canvas, maker.alongLength, .equal, nil, .notAnAttribute, priority: Self.huggingPriority,
                "stack-empty")
            maker.add(
                canvas, maker.acrossLength, .equal, nil, .notAnAttribute, priority: Self.huggingPriority,
                "stack-empty")
        } else {
            makeAlongConstraints(visible, canvas: canvas, maker: &maker)
            makeAcrossConstraints(visible, canvas: canvas, maker: &maker)
        }
        applyArrangement(maker)
    }

    /// Keeps the active constraints that the new arrangement also has, deactivates the rest
    /// and activates the new ones — in that order, so old and new never meet in the solver.
    private func applyArrangement(_ maker: StackConstraintMaker) {
        var active: [ConstraintShape: [LayoutConstraint]] = [:]
        for constraint in arrangementConstraints where constraint.isActive {
            active[ConstraintShape(constraint), default: []].append(constraint)
        }
        var kept: [ObjectIdentifier: LayoutConstraint] = [:]
        var keptOld = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        result.reserveCapacity(maker.made.count)
        for constraint in maker.made {
            let shape = ConstraintShape(constraint)
            if let old = active[shape]?.popLast() {
                kept[ObjectIdentifier(constraint)] = old
                keptOld.insert(ObjectIdentifier(old))
                result.append(old)
            } else {
                result.append(constraint)
                added.append(constraint)
            }
        }
        // In the arrangement's order, not the dictionary's: that one follows the constraints'
        // addresses, so the solver would meet the removals (and break degenerate ties) in a
        // different order from run to run.
        LayoutConstraint.deactivate(
            arrangementConstraints.filter { $0.isActive && !keptOld.contains(ObjectIdentifier($0)) })
        LayoutConstraint.activate(added)
        arrangementConstraints = result
        preferredLengthConstraints.removeAll()
        for (view, constraint) in maker.preferred {
            preferredLengthConstraints[ObjectIdentifier(view)] =
                kept[ObjectIdentifier(constraint)] ?? constraint
        }
    }

    /// The gaps between neighbouring visible views: each view's custom spacing or `spacing`.
    private func gaps(_ visible: [TermView]) -> [Double] {
        visible.dropLast().map { customSpacing(after: $0) }
    }

    /// Position and length along the axis: the edges, the gaps, and the distribution's rule.
    private func makeAlongConstraints(
        _ visible: [TermView], canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let start = maker.alongStart
        let end = maker.alongEnd
        let length = maker.alongLength
        let gaps = gaps(visible)
        maker.add(visible[0], start, .equal, canvas, start, "stack-leading-edge")
        maker.add(visible[visible.count - 1], end, .equal, canvas, end, "stack-trailing-edge")
        // Nothing else stops a view that gives up room from reaching a negative length, which
        // would let it pull its neighbours over its gap.
        for view in visible {
            maker.add(view, length, .greaterThanOrEqual, nil, .notAnAttribute, "stack-nonnegative")
        }
        let exactGaps = [.fill, .fillEqually, .fillProportionally].contains(distribution)
        for index in visible.indices.dropLast() {
            maker.add(
                visible[index + 1], start, exactGaps ? .equal : .greaterThanOrEqual, visible[index], end,
                constant: gaps[index], "stack-spacing")
        }
        // The stack is as short as its views allow when nothing else sets its length.
        maker.add(canvas, length, .equal, nil, .notAnAttribute, priority: Self.huggingPriority, "stack-hug")
        switch distribution {
        case .fill:
            for view in visible.dropLast() {
                maker.preferIntrinsicLength(of: view, intrinsicLength(of: view))
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                maker.add(view, length, .equal, visible[0], length, "stack-fill-equally")
            }
        case .fillProportionally:
            makeProportionalConstraints(visible, gapTotal: gaps.reduce(0, +), canvas: canvas, maker: &maker)
        case .equalSpacing:
            for view in visible { maker.preferIntrinsicLength(of: view, intrinsicLength(of: view)) }
            guard visible.count > 2 else { break }
            for index in 1..<(visible.count - 1) {
                maker.addEqualOffsets(
                    (visible[index], end, visible[index + 1], start), (visible[0], end, visible[1], start),
                    priority: .required, "stack-equal-spacing")
            }
        case .equalCentering:
            for view in visible { maker.preferIntrinsicLength(of: view, intrinsicLength(of: view)) }
            guard visible.count > 2 else { break }
            let center = maker.alongCenter
            for index in 1..<(visible.count - 1) {
                maker.addEqualOffsets(
                    (visible[index], center, visible[index + 1], center),
                    (visible[0], center, visible[1], center),
                    priority: Self.arrangementPriority, "stack-equal-centering")
            }
        }
    }

    /// Each view's length is its share of the stack's length without the gaps, the share being
    /// its intrinsic length over the sum of them (equal shares when no view has one).
    private func makeProportionalConstraints(
        _ visible: [TermView], gapTotal: Double, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let weights = visible.map { Double(max(0, intrinsicLength(of: $0))) }
        let total = weights.reduce(0, +)
        for (view, weight) in zip(visible, weights) {
            let share = total > 0 ? weight / total : 1 / Double(visible.count)
            maker.add(
                view, maker.alongLength, .equal, canvas, maker.alongLength, multiplier: share,
                constant: -gapTotal * share, priority: Self.arrangementPriority, "stack-fill-proportionally")
        }
    }

    /// Position across the axis, by the alignment.
    private func makeAcrossConstraints(
        _ visible: [TermView], canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let start = maker.acrossStart
        let end = maker.acrossEnd
        var alignment = alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        if alignment != .fill {
            maker.add(
                canvas, maker.acrossLength, .equal, nil, .notAnAttribute, priority: Self.huggingPriority,
                "stack-hug")
        }
        for view in visible {
            switch alignment {
            case .fill:
                maker.add(view, start, .equal, canvas, start, "stack-fill")
                maker.add(view, end, .equal, canvas, end, "stack-fill")
            case .leading:
                maker.add(view, start, .equal, canvas, start, "stack-leading")
                maker.add(view, end, .lessThanOrEqual, canvas, end, "stack-inside")
            case .trailing:
                maker.add(view, end, .equal, canvas, end, "stack-trailing")
                maker.add(view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
            case .center:
                maker.add(view, maker.acrossCenter, .equal, canvas, maker.acrossCenter, "stack-center")
                maker.add(view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== visible[0] {
                    maker.add(view, baseline, .equal, visible[0], baseline, "stack-baseline")
                }
                maker.add(view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
                maker.add(view, end, .lessThanOrEqual, canvas, end, "stack-inside")
                // In a stack taller than the views, the line of views sits at the top.
                maker.add(
                    view, start, .equal, canvas, start, priority: Self.preferredLengthPriority,
                    "stack-baseline-top")
            }
        }
    }
}

/// Makes a stack's constraints from attributes, so one piece of code serves both axes.
@MainActor
struct StackConstraintMaker {
    let axis: LayoutAxis
    /// Every constraint made so far.
    private(set) var made: [LayoutConstraint] = []
    /// The preferred-length constraints, by view.
    private(set) var preferred: [(TermView, LayoutConstraint)] = []

    init(axis: LayoutAxis) {
        self.axis = axis
    }

    var alongStart: LayoutAttribute { axis == .horizontal ? .leading : .top }
    var alongEnd: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    var alongCenter: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    var alongLength: LayoutAttribute { axis == .horizontal ? .width : .height }
    var acrossStart: LayoutAttribute { axis == .horizontal ? .top : .leading }
    var acrossEnd: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
    var acrossCenter: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }
    var acrossLength: LayoutAttribute { axis == .horizontal ? .height : .width }

    /// `item.attribute  relation  multiplier × other.otherAttribute + constant  @priority`.
    @discardableResult
    mutating func add(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, _ identifier: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint.widgetConstraint(
            item, attribute, relation, other, otherAttribute, multiplier: multiplier, constant: constant,
            identifier, location: CodeLocation(fileID: #fileID, line: #line))
        constraint.priority = priority
        made.append(constraint)
        return constraint
    }

    /// `(a.to − a.from) == (b.to − b.from)`: two distances along the axis kept equal.
    mutating func addEqualOffsets(
        _ a: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute),
        _ b: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute), priority: LayoutPriority,
        _ identifier: String
    ) {
        func offset(_ part: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute)) -> AnchorTerms {
            AnchorTerms(
                first: AnchorTerm(item: part.2, attribute: part.3, coefficient: 1),
                second: AnchorTerm(item: part.0, attribute: part.1, coefficient: -1))
        }
        let constraint = LayoutConstraint(
            first: offset(a), relation: .equal, second: offset(b), multiplier: 1, constant: 0,
            location: CodeLocation(fileID: #fileID, line: #line))
        constraint.priority = priority
        constraint.identifier = identifier
        made.append(constraint)
    }

    /// Holds a view at its intrinsic length (0 without one) at the tie-breaking priority.
    mutating func preferIntrinsicLength(of view: TermView, _ length: Int) {
        let constraint = add(
            view, alongLength, .equal, nil, .notAnAttribute, constant: Double(max(0, length)),
            priority: StackView.preferredLengthPriority, "stack-preferred-length")
        preferred.append((view, constraint))
    }

    /// Puts a hidden view at the stack's start with no size, so it takes no room.
    mutating func collapse(_ view: TermView, in canvas: LayoutItem) {
        add(view, alongStart, .equal, canvas, alongStart, "stack-hidden")
        add(view, acrossStart, .equal, canvas, acrossStart, "stack-hidden")
        add(
            view, .width, .equal, nil, .notAnAttribute, priority: StackView.arrangementPriority,
            "stack-hidden")
        add(
            view, .height, .equal, nil, .notAnAttribute, priority: StackView.arrangementPriority,
            "stack-hidden")
    }
}

/// What makes two stack constraints the same: their terms (items, attributes, coefficients),
/// relation, multiplier, constant, priority and identifier.
@MainActor
struct ConstraintShape: Hashable {
    private struct Term: Hashable {
        let node: ObjectIdentifier
        let attribute: LayoutAttribute
        let coefficient: Double
    }

    private var first: [Term] = []
    private var second: [Term] = []
    private let relation: LayoutRelation
    private let multiplier: Double
    private let constant: Double
    private let priority: Float
    private let identifier: String?

    init(_ constraint: LayoutConstraint) {
        relation = constraint.relation
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
        constraint.first.forEach {
            first.append(
                Term(node: ObjectIdentifier($0.node), attribute: $0.attribute, coefficient: $0.coefficient))
        }
        constraint.second?.forEach {
            second.append(
                Term(node: ObjectIdentifier($0.node), attribute: $0.attribute, coefficient: $0.coefficient))
        }
    }
}
