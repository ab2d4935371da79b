// The rules of a stack view's arrangement: the constraints of the stack as a whole, of each
// visible arranged view (made from the view and the next visible one alone, so a change to
// one view remakes a handful of them), and of each hidden one. Every constraint carries an
// identifier starting with "stack-", so the constraint debugger and layout issues say which
// rule of the stack made it. When and how they reach the solver is StackView+Arrangement.swift.

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

    /// The item the views are arranged in: the stack, or its margins guide.
    var arrangementCanvas: LayoutItem {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }

    /// Whether the rules of the views that did not change since the last update stay as they
    /// are. Every rule of a view depends on the view and the next visible view alone, but for
    /// one case: in the proportional distribution, a view without an intrinsic length takes no
    /// room while another has one, and all take equal room when none has. So there, the rules
    /// stay only while a visible view that did not change has an intrinsic length (then some
    /// view had one before the change, and has one after it); otherwise every rule is remade —
    /// and still, as everywhere, only the rules that differ reach the solver. (An arranged
    /// view's new intrinsic length marks it changed.)
    var arrangementIsLocal: Bool {
        guard distribution == .fillProportionally else { return true }
        for view in arrangedSubviews where !view.isHidden {
            let identifier = ObjectIdentifier(view)
            guard !changedArrangedIdentifiers.contains(identifier) else { continue }
            if intrinsicLength(of: view) > 0 { return true }
        }
        return false
    }

    /// The alignment in effect: a vertical stack treats the baseline alignments as fill.
    var effectiveAlignment: Alignment {
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return .fill }
        return alignment
    }

    /// The rules of the stack as a whole, given its first and last visible views.
    func makeStackWideConstraints(
        first: TermView?, last: TermView?, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        makeDistributionGuideConstraints(canvas: canvas, maker: &maker)
        guard let first, let last else {
            maker.add(
                StackRole(.emptyAlong), canvas, maker.alongLength, .equal, nil, .notAnAttribute,
                priority: Self.huggingPriority, "stack-empty")
            maker.add(
                StackRole(.emptyAcross), canvas, maker.acrossLength, .equal, nil, .notAnAttribute,
                priority: Self.huggingPriority, "stack-empty")
            return
        }
        maker.add(
            StackRole(.leadingEdge), first, maker.alongStart, .equal, canvas, maker.alongStart,
            "stack-leading-edge")
        maker.add(
            StackRole(.trailingEdge), last, maker.alongEnd, .equal, canvas, maker.alongEnd,
            "stack-trailing-edge")
        // The stack hugs its length view by view (makeVisibleViewConstraints), but as a whole
        // in the proportional distribution: it relates every view's length to one shared
        // length, whose symbol is in a row of every view anyway, and one rule costs less to
        // build than one per view (attaching 1,000 views took 0.38 s with it, 0.74 s without,
        // when every change remade every share).
        if maker.distribution == .fillProportionally {
            maker.add(
                StackRole(.hug), canvas, maker.alongLength, .equal, nil, .notAnAttribute,
                priority: Self.huggingPriority, "stack-hug")
        }
        if maker.alignment != .fill {
            maker.add(
                StackRole(.acrossHug), canvas, maker.acrossLength, .equal, nil, .notAnAttribute,
                priority: Self.huggingPriority, "stack-hug")
        }
    }

    /// The rules of one visible view, from the view and the visible view after it (the rules
    /// that relate all views go through the distribution guide). The proportional distribution
    /// adds each view's share apart (`makeProportionalShare`), after the views' other rules.
    func makeVisibleViewConstraints(
        _ view: TermView, next: TermView?, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let start = maker.alongStart
        let end = maker.alongEnd
        let length = maker.alongLength
        // No rule here keeps the view's length at zero or more: the engine's floor on every
        // view's length does (LayoutEngine+NonNegativeSize.swift; the stack puts it in before
        // the view's first rule, see commitArrangement), and a second `length >= 0` per view
        // cost a twelfth of a stack's memory and of its attach.
        if let next {
            // The rule that places the next view after this one is a link of the stack's
            // chain: a definition in the solver, so that taking one view out never walks the
            // chain (with every view as long as the guide's offset, the rows stay short and the
            // solver would not make the gaps definitions of itself: hiding one view of 300 took
            // 12 ms, not 0.1). A definition needs a variable no rule has mentioned yet, so the
            // link comes first: the exact gap, or, in equal spacing, the equal gap (made before
            // the gap's minimum, an inequality).
            if maker.distribution == .equalSpacing {
                // The gap after the view as long as the guide's offset: all gaps equal.
                maker.addEqualOffsets(
                    StackRole(view, .distribution), (view, end, next, start),
                    (canvas, start, distributionGuide, start), priority: .required,
                    "stack-equal-spacing"
                ).isChainLink = true
            }
            if maker.usesGapGuides {
                makeGapGuideConstraints(view, next: next, canvas: canvas, maker: &maker)
            } else {
                let relation: LayoutRelation = maker.hasExactGaps ? .equal : .greaterThanOrEqual
                maker.add(
                    StackRole(view, .spacing), next, start, relation, view, end,
                    constant: maker.spacing(after: view), "stack-spacing"
                ).isChainLink = maker.hasExactGaps
            }
        }
        // The view, and the gap after it where gaps may grow, as short as they may be: over
        // all the visible views, the stack as short as its views allow when nothing else sets
        // its length. One rule per view, not one on the stack's length: that length is the
        // sum of every view's and gap's, and a rule on it is a solver row through all of them,
        // which every change near any view then walks (hiding one label of 1,000 walked 28,000
        // cells of rows, not 94). The two weigh the same — the errors of these rules add up to
        // the stack's length less its spacings — so the layouts are the same.
        // (The proportional distribution hugs the stack as a whole: makeStackWideConstraints.)
        if maker.distribution != .fillProportionally {
            if let next, !maker.hasExactGaps {
                maker.add(
                    StackRole(view, .hug), next, start, .lessThanOrEqual, view, start,
                    constant: maker.spacing(after: view), priority: Self.huggingPriority, "stack-hug")
            } else {
                maker.add(
                    StackRole(view, .hug), view, length, .lessThanOrEqual, nil, .notAnAttribute,
                    priority: Self.huggingPriority, "stack-hug")
            }
        }
        switch maker.distribution {
        case .fill:
            if next != nil { maker.preferIntrinsicLength(of: view) }
        case .fillEqually:
            // Each view as long as the guide's offset: all equal.
            maker.addEqualOffsets(
                StackRole(view, .distribution), (view, start, view, end),
                (canvas, start, distributionGuide, start),
                priority: .required, "stack-fill-equally")
        case .fillProportionally:
            break
        case .equalSpacing:
            // (The equal gap after the view is made with its spacing, above.)
            maker.preferIntrinsicLength(of: view)
        case .equalCentering:
            maker.preferIntrinsicLength(of: view)
            // The view's centre as far from the next one's as the guide's offset: all centres
            // equally far apart.
            if let next {
                let center = maker.alongCenter
                maker.addEqualOffsets(
                    StackRole(view, .distribution), (view, center, next, center),
                    (canvas, start, distributionGuide, start), priority: Self.arrangementPriority,
                    "stack-equal-centering")
            }
        }
        makeAcrossConstraints(view, canvas: canvas, maker: &maker)
    }

    /// The proportional distribution's rules, which follow every visible view's intrinsic
    /// length; nothing for the other distributions.
    ///
    /// Each view with an intrinsic length is as long as its intrinsic length times the
    /// distribution guide's offset (the length of one cell of intrinsic length); with the edges
    /// and the exact gaps, that makes each view's length its share of the stack's length
    /// without the gaps. A view without one (or of intrinsic length 0) takes no room, unless no
    /// view has one: then all are equally long. Relating each view to the guide rather than to
    /// the stack's length (the sum of all of them) keeps every rule short; rather than to its
    /// neighbour (a chain of ratios), it keeps the solver's rows short too: hiding one of 1,000
    /// views took 2.2 s through the chain, 10 ms through the guide.
    func makeGlobalDistributionConstraints(
        _ visible: [TermView], canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        guard maker.distribution == .fillProportionally else { return }
        let weights = visible.map { Double(max(0, maker.intrinsicLength(of: $0))) }
        let anyWeight = weights.contains { $0 > 0 }
        for (view, weight) in zip(visible, anyWeight ? weights : weights.map { _ in 1 }) {
            makeProportionalShare(of: view, weight: weight, canvas: canvas, maker: &maker)
        }
    }

    /// The proportional share of one visible view, while another visible view (not changed) has
    /// an intrinsic length (see ``arrangementIsLocal``): its weight is its own intrinsic
    /// length.
    func makeProportionalShare(of view: TermView, canvas: LayoutItem, maker: inout StackConstraintMaker) {
        let weight = Double(max(0, maker.intrinsicLength(of: view)))
        makeProportionalShare(of: view, weight: weight, canvas: canvas, maker: &maker)
    }

    /// The view as long as `weight` times the distribution guide's offset, or, with no weight,
    /// no room at all.
    private func makeProportionalShare(
        of view: TermView, weight: Double, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let role = StackRole(view, .distribution)
        if weight == 0 {
            maker.add(
                role, view, maker.alongLength, .equal, nil, .notAnAttribute,
                priority: Self.arrangementPriority, "stack-fill-proportionally")
        } else {
            let (start, end) = (maker.alongStart, maker.alongEnd)
            maker.addEqualOffsets(
                role, (view, start, view, end), (canvas, start, distributionGuide, start),
                multiplier: weight, priority: Self.arrangementPriority, "stack-fill-proportionally")
        }
    }

    /// Position across the axis, by the alignment.
    private func makeAcrossConstraints(
        _ view: TermView, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let start = maker.acrossStart
        let end = maker.acrossEnd
        func role(_ index: Int) -> StackRole { StackRole(view, .across(index)) }
        switch maker.alignment {
        case .fill:
            maker.add(role(0), view, start, .equal, canvas, start, "stack-fill")
            maker.add(role(1), view, end, .equal, canvas, end, "stack-fill")
        case .leading:
            maker.add(role(0), view, start, .equal, canvas, start, "stack-leading")
            maker.add(role(1), view, end, .lessThanOrEqual, canvas, end, "stack-inside")
        case .trailing:
            maker.add(role(0), view, end, .equal, canvas, end, "stack-trailing")
            maker.add(role(1), view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
        case .center:
            maker.add(role(0), view, maker.acrossCenter, .equal, canvas, maker.acrossCenter, "stack-center")
            maker.add(role(1), view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = maker.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            // On the guide's line: all on one line.
            maker.add(role(0), view, baseline, .equal, distributionGuide, start, "stack-baseline")
            maker.add(role(1), view, start, .greaterThanOrEqual, canvas, start, "stack-inside")
            maker.add(role(2), view, end, .lessThanOrEqual, canvas, end, "stack-inside")
            // In a stack taller than the views, the line of views sits at the top.
            maker.add(
                role(3), view, start, .equal, canvas, start, priority: Self.preferredLengthPriority,
                "stack-baseline-top")
        }
    }
}
