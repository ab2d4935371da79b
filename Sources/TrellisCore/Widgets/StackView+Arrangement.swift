// When a stack view's arrangement reaches the solver, and how little of it does.
//
// The arrangement keeps one constraint per role (StackConstraintMaker.swift). A change to the
// whole stack (axis, distribution, alignment, spacing, margins) remakes every role; a change to
// one arranged view (added, inserted, moved, removed, hidden, shown, its custom spacing) marks
// that view, or the views either side of the place it left, and the next update remakes only
// the marked views, the visible view before each (its gap reaches the next visible view) and
// the stack's own rules. Either way a remade constraint that has the same shape as the active
// one in its role is dropped and the active one kept, so only constraints that really differ
// leave and enter the solver: hiding one view of a stack of any length makes and compares the
// same dozens of constraints. Changes between two layout passes are batched: they are only
// marked until `updateConstraints()` runs.

/// One constraint of a stack's arrangement, and when it was made (constraints that leave the
/// solver together leave in the order they entered it, so degenerate ties break the same way
/// on every run).
struct StackSlot {
    let constraint: LayoutConstraint
    let serial: Int
}

/// What a stack's arrangement has done, counted: the work behind a change, for tests that
/// compare it between stacks of different lengths (issue 13).
struct StackArrangementWork: Equatable {
    /// Constraints made (and compared with the active ones).
    var made = 0
    /// Constraints that entered the solver.
    var activated = 0
    /// Constraints that left the solver.
    var deactivated = 0
    /// Updates that remade every role.
    var rebuilds = 0
}

extension StackView {
    /// Asks for every role of the arrangement to be remade before the next layout.
    func setNeedsArrangement() {
        arrangementNeedsRebuild = true
        setNeedsUpdateConstraints()
    }

    /// Asks for the roles of `view` and of the visible view before it to be remade before the
    /// next layout.
    func setNeedsArrangement(of view: TermView) {
        // A pending remake of everything covers the view (and a stack filled view by view
        // before its first layout records nothing).
        if !arrangementNeedsRebuild, changedArrangedIdentifiers.insert(ObjectIdentifier(view)).inserted {
            changedArrangedViews.append(view)
            // Remaking everything is cheaper than finding many changed views one by one (each
            // is looked for in the arranged views).
            if changedArrangedViews.count > 8 + arrangedSubviews.count / 8 { arrangementNeedsRebuild = true }
        }
        setNeedsUpdateConstraints()
    }

    /// Marks the views either side of `index` of ``arrangedSubviews``, after the view that was
    /// there left: their gaps and edges now meet each other.
    func setNeedsArrangement(around index: Int) {
        if index > 0 { setNeedsArrangement(of: arrangedSubviews[index - 1]) }
        if index < arrangedSubviews.count { setNeedsArrangement(of: arrangedSubviews[index]) }
        setNeedsUpdateConstraints()
    }

    /// Brings the arrangement up to date with what changed since the last update.
    func updateArrangement() {
        defer {
            changedArrangedViews.removeAll()
            changedArrangedIdentifiers.removeAll()
            departedArrangedIdentifiers.removeAll()
        }
        if arrangementNeedsRebuild || !arrangementIsLocal {
            rebuildArrangement()
        } else {
            updateChangedArrangement()
        }
        let axisKept = axisOfArrangedLengthKeptNonNegative
        if axisKept != lengthKeptNonNegativeAxis {
            lengthKeptNonNegativeAxis = axisKept
            window?.engine.refreshNonNegativeSizes(of: self)
        }
    }

    /// The stack's axis when the arrangement's required rules keep the stack's length along it
    /// at zero or more without a floor, else `nil`.
    ///
    /// Along the axis, the canvas's length is the sum of the visible views' lengths, each held
    /// at zero or more (by the view's floor, or, for a stack along the same axis, by its own
    /// views), and of the gaps between them, each at least its spacing; the stack's length adds
    /// the margins when the views are arranged in them. With a visible view, no negative
    /// spacing and no negative margin along the axis, that is at least zero — while every one
    /// of those rules holds: a broken rule (a user's required constraint that conflicts with
    /// the arrangement) ends it (``hasBrokenArrangementRule``). A floor on that length would be
    /// a solver row through every arranged view (LayoutEngine+NonNegativeSize.swift), so the
    /// engine leaves it out while this holds.
    var axisOfArrangedLengthKeptNonNegative: LayoutAxis? {
        guard !hasBrokenArrangementRule, arrangementSlots[StackRole(.leadingEdge)] != nil, spacing >= 0
        else { return nil }
        for gap in customSpacings.values where gap < 0 { return nil }
        if isLayoutMarginsRelativeArrangement {
            let margins = layoutMargins
            let ends = axis == .vertical ? (margins.top, margins.bottom) : (margins.left, margins.right)
            guard ends.0 >= 0, ends.1 >= 0 else { return nil }
        }
        return axis
    }

    /// Remakes every role.
    private func rebuildArrangement() {
        arrangementNeedsRebuild = false
        arrangementWork.rebuilds += 1
        var stale: [ObjectIdentifier] = []
        for view in arrangedSubviews where view.superview !== self { stale.append(ObjectIdentifier(view)) }
        if !stale.isEmpty {
            arrangedSubviews.removeAll { stale.contains(ObjectIdentifier($0)) }
            for identifier in stale { arrangedIdentifiers.remove(identifier) }
        }
        applyWholeArrangement(makeWholeArrangement().made)
        var hasBroken = false
        arrangementSlots.forEach { _, slot in hasBroken = hasBroken || slot.constraint.isBroken }
        hasBrokenArrangementRule = hasBroken
        removeDistributionGuideIfUnneeded()
        removeGapGuides(whoseRulesLeftAmong: Array(gapGuides.keys))
    }

    /// Every role's constraint, made afresh from the arranged views as they are now.
    func makeWholeArrangement() -> StackConstraintMaker {
        // About five rules a view (its gap, hug, preferred length and alignment's), and a few
        // of the stack's: room for them at once, not by doubling through the whole list.
        var maker = StackConstraintMaker(for: self, expected: 5 * arrangedSubviews.count + 8)
        let canvas = arrangementCanvas
        let visible = visibleArrangedSubviews
        for view in arrangedSubviews where view.isHidden {
            maker.collapse(view, in: canvas)
        }
        for index in visible.indices {
            makeVisibleViewConstraints(
                visible[index], next: index + 1 < visible.count ? visible[index + 1] : nil, canvas: canvas,
                maker: &maker)
        }
        // The proportional shares before the stack's own rules: that distribution hugs the
        // stack's length as a whole, a row through every view, and each share added after it
        // pivoted through that row (O(N) a view, O(N²) to attach).
        makeGlobalDistributionConstraints(visible, canvas: canvas, maker: &maker)
        makeStackWideConstraints(first: visible.first, last: visible.last, canvas: canvas, maker: &maker)
        // Equal centring's rules after all the others. Made with each view, a rule reached the
        // solver before the next view's own rules, so the next view's length was new to the
        // solver and became the rule's subject: every length was written in the one before it,
        // rows through every earlier view (attaching 200 views walked 1.1 million row cells;
        // with the rules last, 16,000, one pass through the shared distance's rows at the end).
        if maker.distribution == .equalCentering { maker.moveToEnd(.distribution) }
        return maker
    }

    /// Remakes the roles of the changed views, of the visible view before each (a visible view's
    /// rules name only itself and the next visible view) and of the stack, and drops those of
    /// views no longer arranged.
    private func updateChangedArrangement() {
        var roles: [StackRole] = []
        for identifier in departedArrangedIdentifiers where !arrangedIdentifiers.contains(identifier) {
            for kind in StackRole.perViewKinds { roles.append(StackRole(identifier, kind)) }
        }
        // A few indices, sorted and kept once each: a sorted array, not a set (whose first use
        // in a process looks up `Int`'s conformance to `Hashable` among all of them, about
        // 380,000 instructions, which fell on an app's first hide).
        var indices: [Int] = []
        for view in changedArrangedViews where isArranged(view) {
            guard let index = arrangedSubviews.firstIndex(ofIdentical: view) else { continue }
            indices.append(index)
            if let previous = visibleIndex(before: index) { indices.append(previous) }
        }
        indices = indices.sorted().reduce(into: []) { kept, index in
            if kept.last != index { kept.append(index) }
        }
        var maker = StackConstraintMaker(for: self)
        let canvas = arrangementCanvas
        for index in indices {
            let view = arrangedSubviews[index]
            for kind in StackRole.perViewKinds { roles.append(StackRole(view, kind)) }
            if view.isHidden {
                maker.collapse(view, in: canvas)
            } else {
                makeVisibleViewConstraints(
                    view, next: visibleIndex(after: index).map { arrangedSubviews[$0] }, canvas: canvas,
                    maker: &maker)
            }
        }
        // The proportional shares of the views remade, after their other rules and before the
        // stack's (the order of makeWholeArrangement).
        if maker.distribution == .fillProportionally {
            for index in indices where !arrangedSubviews[index].isHidden {
                makeProportionalShare(of: arrangedSubviews[index], canvas: canvas, maker: &maker)
            }
        }
        let first = visibleIndex(after: -1).map { arrangedSubviews[$0] }
        let last = visibleIndex(before: arrangedSubviews.count).map { arrangedSubviews[$0] }
        makeStackWideConstraints(first: first, last: last, canvas: canvas, maker: &maker)
        for kind in StackRole.stackWideKinds { roles.append(StackRole(kind)) }
        applyArrangement(maker.made, over: roles)
        if !gapGuides.isEmpty {
            removeGapGuides(whoseRulesLeftAmong: roles.lazy.filter { $0.kind == .gap(0) }.compactMap(\.view))
        }
    }

    /// The index of the nearest visible arranged view before `index`, if any.
    private func visibleIndex(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if !arrangedSubviews[candidate].isHidden { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The index of the nearest visible arranged view after `index`, if any.
    private func visibleIndex(after index: Int) -> Int? {
        var candidate = index + 1
        while candidate < arrangedSubviews.count {
            if !arrangedSubviews[candidate].isHidden { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Whether the active constraint `old` can stay in place of the newly made `new`.
    private func keeps(_ old: StackSlot?, for new: LayoutConstraint) -> Bool {
        guard let old else { return false }
        return old.constraint.isActive && old.constraint.hasSameShape(as: new)
    }

    /// A slot for a constraint about to enter the solver, numbered in the order made.
    private func newSlot(_ constraint: LayoutConstraint) -> StackSlot {
        defer { nextArrangementSerial += 1 }
        return StackSlot(constraint: constraint, serial: nextArrangementSerial)
    }

    /// Puts `made` in place of every role: a role whose active constraint has the new one's
    /// shape keeps it; the others' constraints leave, and the roles not made again go.
    private func applyWholeArrangement(_ made: [(role: StackRole, constraint: LayoutConstraint)]) {
        var next = StackArrangementSlots(viewCount: arrangedSubviews.count)
        // A first arrangement has nothing to keep: no lookups, and every rule enters (in
        // `made` itself: a copy of it took 1.2 MB more at 10,000 views while the solver took
        // the rules in).
        guard !arrangementSlots.isEmpty else {
            for (role, constraint) in made { next[role] = newSlot(constraint) }
            arrangementSlots = next
            return commitArrangement(leaving: [], entering: made, made: made.count)
        }
        var entering: [(role: StackRole, constraint: LayoutConstraint)] = []
        for (role, constraint) in made {
            if let old = arrangementSlots[role], keeps(old, for: constraint) {
                next[role] = old
            } else {
                next[role] = newSlot(constraint)
                entering.append((role, constraint))
            }
        }
        var leaving: [StackSlot] = []
        arrangementSlots.forEach { role, slot in
            if next[role]?.constraint !== slot.constraint { leaving.append(slot) }
        }
        arrangementSlots = next
        commitArrangement(leaving: leaving, entering: entering, made: made.count)
    }

    /// Puts `made` in place of the active constraints of `roles`, which hold every role in
    /// `made`; the roles in `roles` not made again go.
    private func applyArrangement(
        _ made: [(role: StackRole, constraint: LayoutConstraint)], over roles: [StackRole]
    ) {
        // The remade constraints by role, in a table of the kind the arrangement is kept in
        // (its types are ready from the first arrangement: a dictionary keyed by role would
        // look up `StackRole`'s conformance to `Hashable` on an app's first hide).
        var remade = StackArrangementSlots()
        for (role, constraint) in made { remade[role] = StackSlot(constraint: constraint, serial: 0) }
        var leaving: [StackSlot] = []
        for role in roles {
            let old = arrangementSlots[role]
            if let new = remade[role], keeps(old, for: new.constraint) {
                remade[role] = nil
                continue
            }
            if let old {
                leaving.append(old)
                arrangementSlots[role] = nil
            }
        }
        var entering: [(role: StackRole, constraint: LayoutConstraint)] = []
        for (role, constraint) in made where remade[role]?.constraint === constraint {
            arrangementSlots[role] = newSlot(constraint)
            entering.append((role, constraint))
        }
        commitArrangement(leaving: leaving, entering: entering, made: made.count)
    }

    /// Takes the leaving constraints out of the solver, in the order they entered it, then puts
    /// the entering ones in, in the order made — so old and new never meet in the solver.
    ///
    /// A visible view new to the window gets its floor along the axis just before its first
    /// rule, not at the end of the layout pass with the other floors
    /// (LayoutEngine+NonNegativeSize.swift): with the floor in, the view's length is held by
    /// the floor's slack and each rule arrives with a variable to solve for. Added after the
    /// rules, the floors of a horizontal stack of 300 labels found rows through the whole
    /// stack (its attach ran for minutes, not milliseconds).
    ///
    /// In every distribution but the proportional one, the view's content size along the axis
    /// comes first of all, so its length starts at its intrinsic value, where the stack's
    /// weaker rules (hugging at 49, the preferred length at 25) leave it in a fill or
    /// equal-spacing stack. Added with the pass, after those rules had set every length to
    /// zero, each label's content size cost two pivots there, and attaching 1,000 labels 8%
    /// more instructions. (In the proportional distribution, whose shares set the lengths, the
    /// early content size made attaching with a leading alignment walk rows in proportion to
    /// the square of the views.)
    private func commitArrangement(
        leaving: [StackSlot], entering: [(role: StackRole, constraint: LayoutConstraint)], made: Int
    ) {
        let leaving = leaving.sorted { $0.serial < $1.serial }.map(\.constraint).filter(\.isActive)
        LayoutConstraint.deactivate(leaving)
        let engine = window?.engine
        // Read once, not for every view (each read of a stored property is checked at run time).
        let (axis, isProportional) = (axis, distribution == .fillProportionally)
        var floored: ObjectIdentifier?
        for (role, constraint) in entering {
            if let engine, let owner = role.view, owner != floored {
                floored = owner
                constraint.forEachItem { item in
                    guard ObjectIdentifier(item) == owner, let view = item as? TermView, !view.isHidden else {
                        return
                    }
                    if !isProportional {
                        engine.insertContentSizeNow(of: view, along: axis)
                    }
                    engine.insertNonNegativeSizeNow(of: view, along: axis)
                }
            }
            constraint.isActive = true
        }
        if let engine { updateFloorsAcross(leaving: leaving, entering: entering, in: engine) }
        arrangementWork.made += made
        arrangementWork.deactivated += leaving.count
        arrangementWork.activated += entering.count
    }

    /// Asks the engine to look again at the floors of the views whose alignment rules entered
    /// or left, once each: a view filled across the stack needs no floor across it
    /// (``keepsLengthNonNegative(of:along:)``). Any rule of a view's that left may have been
    /// one (a slot keeps no role); of those that entered, the first two alignment rules are.
    private func updateFloorsAcross(
        leaving: [LayoutConstraint], entering: [(role: StackRole, constraint: LayoutConstraint)],
        in engine: LayoutEngine
    ) {
        var updated: ObjectIdentifier?
        func update(_ view: TermView) {
            guard ObjectIdentifier(view) != updated, view.superview === self else { return }
            updated = ObjectIdentifier(view)
            engine.updateNonNegativeSizes(of: view)
        }
        for constraint in leaving {
            if let view = constraint.firstItem as? TermView { update(view) }
        }
        updated = nil
        for (role, constraint) in entering where role.kind == .across0 || role.kind == .across1 {
            if let view = constraint.firstItem as? TermView { update(view) }
        }
    }

    /// The active constraint of one role, if the stack has one.
    func arrangementConstraint(_ role: StackRole) -> LayoutConstraint? {
        arrangementSlots[role]?.constraint
    }
}
