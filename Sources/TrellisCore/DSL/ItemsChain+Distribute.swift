// Distributing items along an axis, with fixed or equal spacing.

extension ItemsChain {
    /// The axis items are distributed along.
    private enum Axis {
        case x, y

        var start: LayoutAttribute { self == .x ? .leading : .top }
        var end: LayoutAttribute { self == .x ? .trailing : .bottom }
    }

    /// Puts each item `spacing` cells after the previous one (`next.leading == previous.trailing
    /// + spacing`), then applies `inset` against the superview.
    ///
    /// Makes, in order: one constraint per neighbouring pair; then for `.fixed(n)` the first
    /// item's `leading == superview.leading + n` and the last item's `trailing ==
    /// superview.trailing − n`; for `.equal` one constraint making the two outer insets equal.
    @discardableResult
    public func distributeX(
        spacing: Double = 0, inset: DistributeInset = .none, fileID: String = #fileID, line: Int = #line
    ) -> ItemsChain {
        distribute(.x, spacing: spacing, inset: inset, fileID, line)
    }

    /// Puts each item `spacing` cells below the previous one (`next.top == previous.bottom +
    /// spacing`), then applies `inset` against the superview, like ``distributeX(spacing:inset:fileID:line:)``.
    @discardableResult
    public func distributeY(
        spacing: Double = 0, inset: DistributeInset = .none, fileID: String = #fileID, line: Int = #line
    ) -> ItemsChain {
        distribute(.y, spacing: spacing, inset: inset, fileID, line)
    }

    /// Makes the gaps between neighbouring items equal along the horizontal axis, then applies
    /// `inset`; with `.equal` the outer insets equal the gaps too (`|-s-a-s-b-s-c-s-|`).
    ///
    /// Makes, in order: for every three neighbours `a, b, c` the constraint `(b.leading −
    /// a.trailing) == (c.leading − b.trailing)`; then for `.fixed(n)` the two insets as in
    /// ``distributeX(spacing:inset:fileID:line:)``; for `.equal` the outer insets equal to each
    /// other, then (with two items or more) the first inset equal to the first gap.
    @discardableResult
    public func distributeXEqualSpacing(
        inset: DistributeInset = .none, fileID: String = #fileID, line: Int = #line
    ) -> ItemsChain {
        distributeEqualSpacing(.x, inset: inset, fileID, line)
    }

    /// Makes the gaps between neighbouring items equal along the vertical axis, then applies
    /// `inset`, like ``distributeXEqualSpacing(inset:fileID:line:)``.
    @discardableResult
    public func distributeYEqualSpacing(
        inset: DistributeInset = .none, fileID: String = #fileID, line: Int = #line
    ) -> ItemsChain {
        distributeEqualSpacing(.y, inset: inset, fileID, line)
    }

    private func distribute(
        _ axis: Axis, spacing: Double, inset: DistributeInset, _ fileID: String, _ line: Int
    ) -> ItemsChain {
        let chain = between { previous, next in
            axis == .x
                ? next.bb.after(previous, spacing: spacing, fileID: fileID, line: line)
                : next.bb.below(previous, spacing: spacing, fileID: fileID, line: line)
        }
        switch inset {
        case .none: return chain
        case .fixed(let amount): return chain.inset(axis, amount, fileID, line)
        case .equal: return chain.equalInsets(axis, fileID, line)
        }
    }

    private func distributeEqualSpacing(
        _ axis: Axis, inset: DistributeInset, _ fileID: String, _ line: Int
    ) -> ItemsChain {
        let chain = triple { a, b, c in
            a.bb.offset(
                gap(axis, from: a, to: b), gap(axis, from: b, to: c), fileID: fileID, line: line)
        }
        switch inset {
        case .none:
            return chain
        case .fixed(let amount):
            return chain.inset(axis, amount, fileID, line)
        case .equal:
            var result = chain.equalInsets(axis, fileID, line)
            if items.count >= 2 {
                let first = items[0]
                let (leadingInset, problem) = outerInset(axis, of: first, atStart: true, fileID, line)
                let firstGap = ExpressionParts(subject: .anchor(gap(axis, from: first, to: items[1]).terms))
                result = result.adding(
                    first.bb.offset(leadingInset, parts: firstGap, fileID, line, problem: problem).constraints
                )
            }
            return result
        }
    }

    /// The first item `amount` cells inside the superview's start edge, the last item `amount`
    /// cells inside its end edge.
    private func inset(_ axis: Axis, _ amount: Double, _ fileID: String, _ line: Int) -> ItemsChain {
        guard let first = items.first, let last = items.last else { return self }
        let start = ExpressionParts(subject: .implied, constant: amount)
        let end = ExpressionParts(subject: .implied, constant: -amount)
        return adding([
            first.bb.constrain(axis.start, to: start, fileID, line).constraint,
            last.bb.constrain(axis.end, to: end, fileID, line).constraint,
        ])
    }

    /// The first item's inset from the superview's start edge equal to the last item's inset
    /// from its end edge.
    private func equalInsets(_ axis: Axis, _ fileID: String, _ line: Int) -> ItemsChain {
        guard let first = items.first, let last = items.last else { return self }
        let (startInset, startProblem) = outerInset(axis, of: first, atStart: true, fileID, line)
        let (endInset, endProblem) = outerInset(axis, of: last, atStart: false, fileID, line)
        let parts = ExpressionParts(subject: .anchor(endInset.terms))
        return adding(
            first.bb.offset(startInset, parts: parts, fileID, line, problem: startProblem ?? endProblem)
                .constraints)
    }

    /// The gap from `a`'s end edge to `b`'s start edge.
    private func gap(_ axis: Axis, from a: Item, to b: Item) -> DimensionAnchor {
        DimensionAnchor(
            terms: AnchorTerms(
                first: AnchorTerm(item: b, attribute: axis.start, coefficient: 1),
                second: AnchorTerm(item: a, attribute: axis.end, coefficient: -1)))
    }

    /// The distance between `item` and its superview's start (or end) edge, measured inward;
    /// with no superview, the superview's term has no item and the problem says so.
    private func outerInset(
        _ axis: Axis, of item: Item, atStart: Bool, _ fileID: String, _ line: Int
    ) -> (DimensionAnchor, LayoutError?) {
        var problem: LayoutError?
        let attribute = atStart ? axis.start : axis.end
        let superview = ChainConstraintMaker.superviewTerms(
            of: item, attribute, CodeLocation(fileID: fileID, line: line), &problem
        ).first
        let own = AnchorTerm(item: item, attribute: attribute, coefficient: 1)
        let terms =
            atStart
            ? AnchorTerms(first: own, second: superview.negated)
            : AnchorTerms(first: superview, second: own.negated)
        return (DimensionAnchor(terms: terms), problem)
    }
}
