// Constraints installed on a view.

extension TermView {
    /// Installs `constraint` on this view, which must be an ancestor of (or equal to) every item
    /// of the constraint. Activating a constraint does this on the nearest common ancestor.
    ///
    /// When this view is not such an ancestor, the constraint is not installed and a
    /// ``LayoutIssue`` is recorded.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedViewStorage === self { return }
        guard constraint.itemsAreHosted(under: self) else {
            LayoutLog.log(for: self, constraint.firstItem, constraint.secondItem).record(
                LayoutIssue(
                    error: .notAnAncestor(view: displayName, constraint: constraint),
                    constraint: constraint))
            return
        }
        install(constraint)
    }

    /// Installs `constraint` on this view, known to be a common ancestor of its items (the
    /// activation path has just computed it as the nearest one, so the check is skipped).
    func install(_ constraint: LayoutConstraint) {
        if constraint.installedViewStorage === self { return }
        constraint.installedViewStorage?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.installedViewStorage = self
        constraint.forEachItem { $0.addReference(constraint) }
        windowStorage?.engine.add(constraint)
    }

    /// Installs each constraint on this view (see ``addConstraint(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls `constraint` from this view, if it is installed here.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        // Searched from the end: the constraints that come and go are mostly recent ones (a
        // stack's rules for a view it hides and shows go back in at the end), while those at
        // the start stay (a stack of 10,000 labels holds 30,000).
        guard constraint.installedView === self,
            let index = constraints.lastIndex(ofIdentical: constraint)
        else { return }
        constraints.remove(at: index)
        constraint.installedViewStorage = nil
        constraint.forEachItem { $0.removeReference(constraint) }
        constraint.engine?.remove(constraint)
    }

    /// Uninstalls each constraint from this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
