import Cassowary

// An optional `length == c` on a view's width or height — a stack's preferred length of each
// arranged view (`StackConstraintMaker.preferIntrinsicLength`) — whose expression is that of
// the view's content size along that axis, while the content size's two constraints share one
// solver constraint (LayoutEngine+ContentSize.swift), is carried by that shared constraint as
// its preference (Cassowary's `setPreferenceStrength(_:of:)`): each unit of the length away
// from `c` then costs what the optional equality would, lexicographically, without its row,
// its two error symbols and its solver constraint. Of a label's eight solver constraints in a
// stack, this is one.
//
// It stays a layout constraint of its own — listed, described and debugged as before; only the
// solver holds the two as one. The content size's hugging constraint owns the shared solver
// constraint. Whatever makes them differ gives the preference its own solver constraint again:
// a required priority, another constant on either (the stack follows a view's new intrinsic
// length at once, the content size with the next pass), the content size parting or leaving.
// The carrying is made whichever comes second: the preference after the content size (a stack
// puts the content size in before its first rule for a view), or the content size after it, or
// once their constants agree again; only then does a preference that had to wait look for its
// content size, and what still waits at the end of the layout pass stays on its own. Only an
// installed constraint is carried: the content size finds it again among its view's
// referencing constraints, which the generated ones are not in.

extension LayoutEngine {
    /// Whether `constraint` looks like an installed optional `length == c` (a cheap test, on
    /// every add).
    func hasCarriedPreferenceShape(_ constraint: LayoutConstraint) -> Bool {
        carriesPreferences && constraint.installedViewStorage != nil && constraint.relation == .equal
            && constraint.secondNode == nil && !constraint.priority.isRequired
            && (constraint.firstTermAttribute == .width || constraint.firstTermAttribute == .height)
    }

    /// The content-size constraint whose shared solver constraint can carry `constraint`, which
    /// has the shape (``hasCarriedPreferenceShape(_:)``, tested by the caller): the hugging one
    /// of its view along that length, when the content size shares one solver constraint in
    /// this solver that carries nothing yet and has the same expression.
    func contentSizeToCarry(_ constraint: LayoutConstraint) -> LayoutConstraint? {
        guard let view = constraint.firstItem as? TermView else { return nil }
        let hugging = view.generatedContentSize(constraint.firstTermAttribute == .width ? 0 : 2)
        guard let hugging, hugging.engine === self, let shared = hugging.solverConstraint,
            shared.preferenceStrength == nil, sharedContentSizePartner(of: hugging) != nil,
            ConstraintCompiler.compilesAlike(constraint, asTheLengthOf: hugging, heldIn: shared)
        else { return nil }
        return hugging
    }

    /// Lets `hugging`'s shared solver constraint carry `constraint` at its priority, in place
    /// of a solver constraint of its own; false when the solver refuses (it should not), and
    /// nothing changed.
    func carry(_ constraint: LayoutConstraint, in hugging: LayoutConstraint) -> Bool {
        guard let shared = hugging.solverConstraint,
            (try? solver.setPreferenceStrength(
                ConstraintCompiler.strength(for: constraint.priority), of: shared)) != nil
        else { return false }
        constraint.solverConstraint = shared
        constraintsChanged()
        return true
    }

    /// Whether `constraint` is carried by a content size's solver constraint (as its
    /// preference), not owning one.
    func isCarriedPreference(_ constraint: LayoutConstraint) -> Bool {
        let kind = constraint.originKind
        return kind != .contentHugging && kind != .contentCompression
            && constraint.solverConstraint?.preferenceStrength != nil
    }

    /// The constraint that the shared solver constraint of `contentSize` (either of a content
    /// size's two constraints) carries, if any.
    func carriedPreference(of contentSize: LayoutConstraint) -> LayoutConstraint? {
        let kind = contentSize.originKind
        guard kind == .contentHugging || kind == .contentCompression,
            let shared = contentSize.solverConstraint, shared.preferenceStrength != nil,
            let view = contentSize.firstItem
        else { return nil }
        for constraint in view.referencingConstraints
        where constraint.solverConstraint === shared && isCarriedPreference(constraint) {
            return constraint
        }
        return nil
    }

    /// Takes the preference `constraint` put on its content size off; it then has no solver
    /// constraint.
    func uncarry(_ constraint: LayoutConstraint) {
        guard let shared = constraint.solverConstraint else { return }
        try? solver.setPreferenceStrength(nil, of: shared)
        constraint.solverConstraint = nil
        constraintsChanged()
    }

    /// Gives the constraint that the shared solver constraint of `contentSize` carries, if any,
    /// a solver constraint of its own, and lets it wait for a content size to carry it again.
    func separateCarriedPreference(of contentSize: LayoutConstraint) {
        guard let preference = carriedPreference(of: contentSize) else { return }
        uncarry(preference)
        insertOnItsOwn(preference)
        nodesAwaitingCarrier.insert(ObjectIdentifier(preference.firstNode))
    }

    /// Lets a waiting optional `length == c` of `hugging`'s view (it took a solver constraint
    /// of its own when no content size could carry it) be carried by `hugging`'s shared solver
    /// constraint, just added or given a new constant.
    func carryWaitingPreference(in hugging: LayoutConstraint) {
        guard !nodesAwaitingCarrier.isEmpty, let view = hugging.firstItem,
            nodesAwaitingCarrier.contains(ObjectIdentifier(hugging.firstNode))
        else { return }
        for constraint in view.referencingConstraints
        where constraint.engine === self && hasCarriedPreferenceShape(constraint) {
            guard constraint.solverConstraint != nil, !isCarriedPreference(constraint),
                contentSizeToCarry(constraint) === hugging
            else { continue }
            removeFromSolver(constraint)
            if !carry(constraint, in: hugging) { insertOnItsOwn(constraint) }
            return
        }
    }
}
