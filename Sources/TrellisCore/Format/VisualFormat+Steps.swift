extension VisualFormat {
    /// One constraint a Visual Format piece stands for, named by where it comes from.
    ///
    /// ## The order (stable; generation must follow it)
    ///
    /// 1. **View predicates**: for each view from first to last, its predicates in the order
    ///    written (`[a(>=10,<=40)]` → `a.width >= 10`, then `a.width <= 40`).
    /// 2. **Connections**, from the start of the piece to its end: the leading superview edge
    ///    (if any), then the connection between each pair of neighbours, then the trailing
    ///    superview edge (if any). Each contributes its predicates in the order written; a
    ///    flush or standard connection contributes one (`== 0`, `== standardSpacing`).
    /// 3. **Alignments**: for each alignment option in bit order (left, right, top, bottom,
    ///    leading, trailing, centerX, centerY, lastBaseline, firstBaseline), each view after
    ///    the first aligned with the one before it.
    public enum Step: Hashable, Sendable {
        /// Predicate `predicate` of view `view` (indices into ``VisualFormat/views`` and its
        /// ``VisualFormat/View/predicates``).
        case viewPredicate(view: Int, predicate: Int)
        /// Predicate `predicate` of the leading edge's connection.
        case leadingEdge(predicate: Int)
        /// Predicate `predicate` of ``VisualFormat/connections``[`connection`], between views
        /// `connection` and `connection + 1`.
        case connection(Int, predicate: Int)
        /// Predicate `predicate` of the trailing edge's connection.
        case trailingEdge(predicate: Int)
        /// View `view` aligned with view `view - 1` by `attribute`.
        case alignment(view: Int, attribute: FormatAttribute)
    }

    /// Every constraint of the piece, in the documented order (see ``Step``).
    public var steps: [Step] {
        var steps: [Step] = []
        for (viewIndex, view) in views.enumerated() {
            steps += view.predicates.indices.map { .viewPredicate(view: viewIndex, predicate: $0) }
        }
        if let leadingEdge {
            steps += leadingEdge.connection.predicates.indices.map { .leadingEdge(predicate: $0) }
        }
        for (index, connection) in connections.enumerated() {
            steps += connection.predicates.indices.map { .connection(index, predicate: $0) }
        }
        if let trailingEdge {
            steps += trailingEdge.connection.predicates.indices.map { .trailingEdge(predicate: $0) }
        }
        for attribute in alignments {
            steps += views.indices.dropFirst().map { .alignment(view: $0, attribute: attribute) }
        }
        return steps
    }

    /// The piece's constraints as equations, in the order of ``steps``.
    ///
    /// - A view predicate `[a(>=10@750)]` is `a.width >= 10 @750` (`height` in `V:`);
    ///   `[a(==b)]` is `a.width == b.width`.
    /// - A spacing `s` between `[a]` and `[b]` is `b.leading == a.trailing + s` (`top`/`bottom`
    ///   in `V:`, `left`/`right` for left-to-right; right-to-left runs the other way,
    ///   `a.left == b.right + s`). A relation applies to the gap: `-(>=s)-` is
    ///   `b.leading >= a.trailing + s`.
    /// - At a superview edge the view is always the first item, so the relation flips when
    ///   the superview is the far side: `[a]-(>=s)-|` is `a.trailing <= |.trailing - s`.
    /// - An alignment is `b.top == a.top` for neighbours `a`, `b`.
    ///
    /// - Complexity: O(number of constraints).
    public func equations() -> [FormatEquation] {
        steps.map(equation(for:))
    }

    /// The equation for one step of ``steps``.
    func equation(for step: Step) -> FormatEquation {
        switch step {
        case .viewPredicate(let viewIndex, let predicateIndex):
            let view = views[viewIndex]
            let predicate = view.predicates[predicateIndex]
            let dimension: FormatAttribute = orientation == .horizontal ? .width : .height
            let second: FormatItem?
            let constant: Double
            switch predicate.object {
            case .constant(let value): (second, constant) = (nil, value)
            case .view(let name): (second, constant) = (.view(name), 0)
            }
            return FormatEquation(
                firstView: view.name, firstAttribute: dimension, relation: predicate.relation,
                secondItem: second, secondAttribute: second == nil ? nil : dimension, multiplier: 1,
                constant: constant, priority: predicate.priority, column: predicate.column)
        case .leadingEdge(let predicateIndex):
            return gap(
                leadingEdge!.connection.predicates[predicateIndex], from: nil, to: views[0].name)
        case .connection(let index, let predicateIndex):
            return gap(
                connections[index].predicates[predicateIndex], from: views[index].name,
                to: views[index + 1].name)
        case .trailingEdge(let predicateIndex):
            return gap(
                trailingEdge!.connection.predicates[predicateIndex], from: views[views.count - 1].name,
                to: nil)
        case .alignment(let viewIndex, let attribute):
            return FormatEquation(
                firstView: views[viewIndex].name, firstAttribute: attribute, relation: .equal,
                secondItem: .view(views[viewIndex - 1].name), secondAttribute: attribute,
                column: views[viewIndex].column)
        }
    }

    /// The attributes at the start and end of each view along the piece, and whether the
    /// piece's order runs towards larger coordinates.
    private var axis: (start: FormatAttribute, end: FormatAttribute, increasing: Bool) {
        if orientation == .vertical { return (.top, .bottom, true) }
        switch direction {
        case .leadingToTrailing: return (.leading, .trailing, true)
        case .leftToRight: return (.left, .right, true)
        case .rightToLeft: return (.right, .left, false)
        }
    }

    /// The equation for `gap REL constant` between `earlier` and `later` (`nil` = superview).
    private func gap(_ predicate: Predicate, from earlier: String?, to later: String?) -> FormatEquation {
        let axis = axis
        // The superview's edge is on the same side as its neighbour's.
        let earlierAttribute = later == nil || earlier != nil ? axis.end : axis.start
        let laterAttribute = earlier == nil || later != nil ? axis.start : axis.end
        var constant = 0.0
        if case .constant(let value) = predicate.object { constant = value }
        // gap = far − near, where "far" has the larger coordinate.
        let far = axis.increasing ? (later, laterAttribute) : (earlier, earlierAttribute)
        let near = axis.increasing ? (earlier, earlierAttribute) : (later, laterAttribute)
        if let farView = far.0 {
            return FormatEquation(
                firstView: farView, firstAttribute: far.1, relation: predicate.relation,
                secondItem: near.0.map(FormatItem.view) ?? .superview, secondAttribute: near.1,
                constant: constant, priority: predicate.priority, column: predicate.column)
        }
        return FormatEquation(
            firstView: near.0 ?? "", firstAttribute: near.1, relation: predicate.relation.flipped,
            secondItem: .superview, secondAttribute: far.1, constant: -constant,
            priority: predicate.priority, column: predicate.column)
    }
}
