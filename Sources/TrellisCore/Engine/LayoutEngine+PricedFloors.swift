import Cassowary

// An optional `length <= 0` on a length that has a floor `length >= 0` in the solver
// (LayoutEngine+NonNegativeSize.swift) — a stack's hugging of each arranged view — shares the
// floor's solver constraint: the floor's slack *is* the length, so pricing the slack at the
// optional constraint's strength (Cassowary's `setSlackStrength(_:of:)`) costs exactly what the
// optional constraint would, lexicographically, without its row, its slack and error symbols
// and its solver constraint. Of a label's six solver constraints in a stack, this is one.
//
// It stays a layout constraint of its own — listed, described and debugged as before; only the
// solver holds the two as one. The floor owns the shared solver constraint (conflict sets name
// the floor, as before: an optional constraint is never in one). Whatever makes the two differ
// gives the optional constraint its own solver constraint again: a required priority, a
// constant other than 0 (on either), the floor leaving the solver. The sharing is made
// whichever comes second: the optional constraint after the floor (a stack puts the floor in
// before its first rule for a view), or the floor after it (a stack that joins a window with
// its rules made: they enter at once, the floors with the next pass). Only an installed
// constraint prices a floor: the floor finds it again among its item's referencing
// constraints, which the generated ones (content size, autoresizing) are not in.

extension LayoutEngine {
    /// Whether `constraint` looks like an installed optional `length <= 0` (a cheap test, on
    /// every add). Installed: the floor finds the constraint that prices it among its item's
    /// referencing constraints (`priceSetter(of:)`), which lists installed constraints alone;
    /// a generated one (a content hugging at an intrinsic length of 0) would be lost there.
    func hasFloorPriceShape(_ constraint: LayoutConstraint) -> Bool {
        pricesFloors && constraint.installedViewStorage != nil && constraint.relation == .lessThanOrEqual
            && constraint.secondNode == nil
            && constraint.constant == 0 && !constraint.priority.isRequired
            && (constraint.firstTermAttribute == .width || constraint.firstTermAttribute == .height)
    }

    /// The floor whose slack can carry `constraint`, which has the shape (``hasFloorPriceShape(_:)``,
    /// tested by the caller): when its item's floor on that length is in this solver, has no
    /// price yet, and compiles to the same expression.
    func floorToPrice(for constraint: LayoutConstraint) -> LayoutConstraint? {
        let axis: LayoutAxis = constraint.firstTermAttribute == .width ? .horizontal : .vertical
        guard let floor = constraint.firstItem?.nonNegativeSize?.floor(along: axis), floor.engine === self,
            let shared = floor.solverConstraint, shared.slackStrength == nil,
            ConstraintCompiler.compilesAlike(constraint, asTheLengthOf: floor, heldIn: shared)
        else { return nil }
        return floor
    }

    /// Prices `floor`'s slack at `constraint`'s strength, in place of a solver constraint of
    /// `constraint`'s own; false when the solver refuses (it should not), and nothing changed.
    func price(_ floor: LayoutConstraint, with constraint: LayoutConstraint) -> Bool {
        guard let shared = floor.solverConstraint,
            (try? solver.setSlackStrength(ConstraintCompiler.strength(for: constraint.priority), of: shared))
                != nil
        else { return false }
        constraint.solverConstraint = shared
        constraintsChanged()
        return true
    }

    /// Whether `constraint` shares its floor's solver constraint (as its price), not owning it.
    func isPricingFloor(_ constraint: LayoutConstraint) -> Bool {
        constraint.originKind != .nonNegativeSize && constraint.solverConstraint?.slackStrength != nil
    }

    /// The constraint whose strength prices `floor`'s slack, if any.
    func priceSetter(of floor: LayoutConstraint) -> LayoutConstraint? {
        guard floor.originKind == .nonNegativeSize, let shared = floor.solverConstraint,
            shared.slackStrength != nil, let item = floor.firstItem
        else { return nil }
        for constraint in item.referencingConstraints where constraint.solverConstraint === shared {
            return constraint
        }
        return nil
    }

    /// Takes the price `constraint` put on its floor's slack off; it then has no solver
    /// constraint.
    func unprice(_ constraint: LayoutConstraint) {
        guard let shared = constraint.solverConstraint else { return }
        try? solver.setSlackStrength(nil, of: shared)
        constraint.solverConstraint = nil
        constraintsChanged()
    }

    /// Gives the constraint that prices `floor`'s slack, if any, a solver constraint of its own.
    func separatePriceSetter(of floor: LayoutConstraint) {
        guard let setter = priceSetter(of: floor) else { return }
        unprice(setter)
        insertOnItsOwn(setter)
        // The floor may come back (its item's floors refreshed): the setter then prices it again.
        nodesAwaitingFloorPrice.insert(ObjectIdentifier(setter.firstNode))
    }

    /// Lets the optional `length <= 0` that came before `floor`, just added, price it instead
    /// of keeping a solver constraint of its own.
    func priceWithWaitingConstraint(_ floor: LayoutConstraint) {
        guard !nodesAwaitingFloorPrice.isEmpty,
            nodesAwaitingFloorPrice.contains(ObjectIdentifier(floor.firstNode)),
            let item = floor.firstItem, floor.solverConstraint?.slackStrength == nil
        else { return }
        for constraint in item.referencingConstraints
        where constraint.engine === self && hasFloorPriceShape(constraint) {
            guard constraint.solverConstraint != nil, floorToPrice(for: constraint) === floor else {
                continue
            }
            removeFromSolver(constraint)
            if !price(floor, with: constraint) { insertOnItsOwn(constraint) }
            return
        }
    }

    /// Adds the constraint to the solver with a solver constraint of its own, or sets it aside
    /// as broken.
    func insertOnItsOwn(_ constraint: LayoutConstraint) {
        if let error = addOwnSolverConstraint(constraint) { recordBroken(constraint, error: error) }
    }
}
