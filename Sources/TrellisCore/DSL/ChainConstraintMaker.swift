/// Makes the constraints of `bb` chains: resolves what an expression relates to, then sets up
/// the constraint the way every chain method promises.
@MainActor
enum ChainConstraintMaker {
    /// Makes `first REL subject × multiplier + constant @ priority` for `receiver`, where the
    /// expression's subject is resolved for `attribute` (an item's or the superview's anchor of
    /// that attribute).
    ///
    /// The receiver's autoresizing translation is turned off, the constraint is collected by
    /// open groups and activated unless a group says not to. When there is no superview to
    /// relate to, or a number is not finite, the constraint is made but left inactive (its
    /// missing side has no item) and a ``LayoutIssue`` is recorded instead.
    static func make(
        receiver: LayoutItem, first: AnchorTerms, attribute: LayoutAttribute, parts: ExpressionParts,
        location: CodeLocation, problem knownProblem: LayoutError? = nil
    ) -> LayoutConstraint {
        var problem = knownProblem
        let second: AnchorTerms?
        switch parts.subject {
        case .implied where attribute.isDimension:
            second = nil
        case .implied, .superview:
            second = superviewTerms(of: receiver, attribute, location, &problem)
        case .superviewAnchor(let superviewAttribute):
            second = superviewTerms(of: receiver, superviewAttribute, location, &problem)
        case .item(let other):
            second = AnchorTerms(first: AnchorTerm(item: other, attribute: attribute, coefficient: 1))
        case .anchor(let terms):
            second = terms
        }
        if problem == nil, !parts.multiplier.isFinite || !parts.constant.isFinite {
            problem = .invalidValue(
                "multiplier \(parts.multiplier) and constant \(parts.constant) must be finite", location)
        }
        let constraint = LayoutConstraint(
            first: first, relation: parts.relation, second: second,
            multiplier: second == nil ? 1 : parts.multiplier, constant: parts.constant, location: location)
        constraint.priority = parts.priority
        if let view = receiver as? TermView { view.translatesAutoresizingMaskIntoConstraints = false }
        let activates = ConstraintGroupStack.collect(constraint)
        if let problem {
            LayoutLog.log(for: constraint.firstItem, constraint.secondItem).record(
                LayoutIssue(error: problem, constraint: constraint))
        } else if activates {
            constraint.isActive = true
        }
        return constraint
    }

    /// The receiver's superview's `attribute`. Without a superview, the term keeps no item (so
    /// the constraint describes itself but can never be installed) and `problem` says why.
    static func superviewTerms(
        of receiver: LayoutItem, _ attribute: LayoutAttribute, _ location: CodeLocation,
        _ problem: inout LayoutError?
    ) -> AnchorTerms {
        if let superview = receiver.impliedSuperview {
            return AnchorTerms(first: AnchorTerm(item: superview, attribute: attribute, coefficient: 1))
        }
        if problem == nil { problem = .missingSuperview(item: receiver.displayName, location) }
        // A node of no item stands for the missing superview.
        return AnchorTerms(first: AnchorTerm(node: LayoutNode(), attribute: attribute, coefficient: 1))
    }
}

extension LayoutItem {
    /// The view a chain means by "the superview": a view's superview, a layout guide's owning
    /// view.
    var impliedSuperview: TermView? {
        if let view = self as? TermView { return view.superview }
        if let guide = self as? LayoutGuide { return guide.owningView }
        return nil
    }
}

extension ConstraintChain {
    /// Constrains the receiver's `attribute` to `parts` and returns the next chain.
    func constrain(
        _ attribute: LayoutAttribute, to parts: ExpressionParts, _ fileID: String, _ line: Int
    ) -> Next {
        let first = AnchorTerms(first: AnchorTerm(item: item, attribute: attribute, coefficient: 1))
        return appending(
            ChainConstraintMaker.make(
                receiver: item, first: first, attribute: attribute, parts: parts,
                location: CodeLocation(fileID: fileID, line: line)))
    }
}
