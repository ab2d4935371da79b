// The stack's distribution guide: one invisible layout guide whose offset from the canvas's
// start holds the length every view shares (fill equally), the length of one cell of intrinsic
// length (fill proportionally), the gap every pair shares (equal spacing), the distance every
// pair of centres shares (equal centring), and whose cross-axis start is the line every
// baseline sits on (baseline alignments).
//
// Each view's rule relates the view to the guide alone. Relating each view to the one before it
// instead makes a chain of required equalities, and a Cassowary tableau holds a chain's variables
// in rows that run the length of the chain (each row carries the marker of every link behind
// it): hiding one view of a thousand pivoted through rows of a thousand cells, about 280 ms.
// Relating each view to the first visible one keeps rows short but rewrites every rule when
// the first view hides. The guide keeps rows short and leaves the other views' rules alone.
// Its offset, not its length, carries the shared value, so a negative gap (a negative spacing)
// is allowed as before: the guide's length, like every item's, is at least zero.

extension StackView {
    /// Whether the distribution or the alignment relates the views through the guide.
    var needsDistributionGuide: Bool {
        switch distribution {
        case .fillEqually, .fillProportionally, .equalSpacing, .equalCentering: return true
        case .fill: break
        }
        return effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline
    }

    /// The distribution guide, made and added to the stack the first time a rule needs it.
    var distributionGuide: LayoutGuide {
        if let guide = distributionGuideStorage { return guide }
        let guide = LayoutGuide()
        guide.identifier = "stack-distribution-guide"
        addLayoutGuide(guide)
        distributionGuideStorage = guide
        return guide
    }

    /// The guide's place, when the stack needs it: a point (its length and thickness zero) at
    /// the canvas's start, held there across the axis except by a baseline alignment, and along
    /// the axis only weakly — its offset along the axis is what the views' rules set.
    func makeDistributionGuideConstraints(canvas: LayoutItem, maker: inout StackConstraintMaker) {
        guard needsDistributionGuide else { return }
        let guide = distributionGuide
        let baseline = effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline
        maker.add(
            StackRole(.guideAlongStart), guide, maker.alongStart, .equal, canvas, maker.alongStart,
            priority: Self.guidePriority, "stack-guide")
        maker.add(
            StackRole(.guideAlongLength), guide, maker.alongLength, .equal, nil, .notAnAttribute,
            "stack-guide")
        maker.add(
            StackRole(.guideAcrossStart), guide, maker.acrossStart, .equal, canvas, maker.acrossStart,
            priority: baseline ? Self.guidePriority : .required, "stack-guide")
        maker.add(
            StackRole(.guideAcrossLength), guide, maker.acrossLength, .equal, nil, .notAnAttribute,
            "stack-guide")
    }

    /// Removes the guide once no rule needs it (after the rules that mentioned it left).
    func removeDistributionGuideIfUnneeded() {
        guard !needsDistributionGuide, let guide = distributionGuideStorage else { return }
        removeLayoutGuide(guide)
        distributionGuideStorage = nil
    }

    /// The weakest priority: the guide's rest position only settles what nothing else does.
    static let guidePriority = LayoutPriority(rawValue: 1)
}
