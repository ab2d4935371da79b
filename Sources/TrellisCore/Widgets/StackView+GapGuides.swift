// The gap guides of the equal-centring distribution: one invisible layout guide in each gap,
// from a visible view's end (plus the spacing) to the next visible view's start.
//
// Equal centring keeps the distance between neighbouring centres equal, optionally (the rule
// gives way when the views do not fit), with each gap at least the spacing. Written as
// `next.start >= view.end + spacing`, the gap's minimum is an inequality, so no view's
// position can be a definition in the solver (LayoutEngine's solver keeps required equalities
// along a chain as definitions, SolverState+Definitions.swift): each position was basic, in a
// row written in the error symbols of every centring rule before it — rows as long as the
// stack, and attaching 1,000 views took 2.6 s (N^2.5). With a guide in the gap, the chain is
// made of required equalities again (`guide.start == view.end + spacing`,
// `next.start == guide.end`), and the gap's minimum is the guide's own floor (its length at
// least zero, as every item's): the same system, with the positions as definitions and every
// rule's row local to its two views.
//
// A guide exists while its view has a visible view after it in an equal-centring stack; it is
// made with the view's rules and goes when they go. Across the axis it sits at the canvas's
// start with no thickness, so nothing about it is ambiguous.

extension StackView {
    /// The guide in the gap after `view`, made and added to the stack if it has none yet.
    func gapGuide(after view: TermView) -> LayoutGuide {
        let key = ObjectIdentifier(view)
        if let guide = gapGuides[key] { return guide }
        let guide = LayoutGuide()
        guide.identifier = "stack-gap-guide"
        addLayoutGuide(guide)
        gapGuides[key] = guide
        return guide
    }

    /// The rules of the gap after `view`, up to `next`: the guide from the view's end plus the
    /// spacing to the next view's start (two links of the stack's chain, made in that order so
    /// that each defines a variable no rule has mentioned), and its place across the axis.
    func makeGapGuideConstraints(
        _ view: TermView, next: TermView, canvas: LayoutItem, maker: inout StackConstraintMaker
    ) {
        let guide = gapGuide(after: view)
        maker.add(
            StackRole(view, .spacing), guide, maker.alongStart, .equal, view, maker.alongEnd,
            constant: maker.spacing(after: view), "stack-spacing"
        ).isChainLink = true
        maker.add(
            StackRole(view, .gap(0)), next, maker.alongStart, .equal, guide, maker.alongEnd, "stack-gap"
        ).isChainLink = true
        maker.add(
            StackRole(view, .gap(1)), guide, maker.acrossStart, .equal, canvas, maker.acrossStart, "stack-gap"
        )
        maker.add(
            StackRole(view, .gap(2)), guide, maker.acrossLength, .equal, nil, .notAnAttribute, "stack-gap")
    }

    /// Removes the gap guides of the views among `views` whose gap rules are no longer
    /// active (after the arrangement's update took them out).
    func removeGapGuides(whoseRulesLeftAmong views: some Sequence<ObjectIdentifier>) {
        for view in views {
            guard let guide = gapGuides[view], arrangementSlots[StackRole(view, .gap(0))] == nil else {
                continue
            }
            gapGuides[view] = nil
            removeLayoutGuide(guide)
        }
    }
}
