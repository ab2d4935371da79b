import Cassowary

/// One window's layout: a live Cassowary solver that every change edits incrementally.
///
/// The window's width and height are edit variables on a level above every optional priority,
/// so a resize is two `suggestValue` calls; the layout pass then reads the solution by symbol
/// for every view in one call (see `FlatViewTree`), without publishing it into the variables.
/// Activating or deactivating a constraint adds or removes it; changing a constant or priority
/// updates it in place; adding or removing views adds or removes their constraints. Nothing is
/// ever rebuilt.
///
/// A required constraint that cannot hold is *broken*: it stays installed but out of the
/// solver, and a ``LayoutIssue`` with the minimal conflicting set is recorded. The engine tries
/// it again when a constraint of that set changes or goes away.
@MainActor
final class LayoutEngine {
    // The state below is touched by every activation and every layout pass, and nothing holds
    // an access to it open across calls: the dynamic exclusivity checks (about 80 instructions
    // each) are skipped.
    /// The window that owns the engine (and so outlives it).
    unowned(unsafe) let window: TermWindow
    /// The solver, keeping required equalities as definitions where rows would be long (the
    /// links of a stack's chain: see Cassowary's SolverState+Definitions.swift).
    let solver: Solver = {
        let solver = Solver()
        solver.definesVariables = true
        return solver
    }()
    let compiler = ConstraintCompiler.live
    /// Whether an optional `length <= 0` prices its length's floor rather than taking a solver
    /// constraint of its own (LayoutEngine+PricedFloors.swift). Turned off only by the tests
    /// that compare the layouts the two ways give.
    var pricesFloors = true
    /// The nodes of the items whose optional `length <= 0` took a solver constraint of its own
    /// because the item's floor was not in the solver yet: the floors added in the next pass
    /// look for it (LayoutEngine+PricedFloors.swift); emptied at the end of that pass's floors.
    @exclusivity(unchecked) var nodesAwaitingFloorPrice: Set<ObjectIdentifier> = []
    /// Whether an optional `length == c` is carried by its view's content size along that
    /// length rather than taking a solver constraint of its own
    /// (LayoutEngine+CarriedPreferences.swift). Turned off only by the tests that compare the
    /// layouts the two ways give.
    var carriesPreferences = true
    /// The nodes of the views whose optional `length == c` took a solver constraint of its own
    /// because no content size could carry it: a content size added or given a new constant
    /// looks for it (LayoutEngine+CarriedPreferences.swift); emptied at the end of the layout.
    @exclusivity(unchecked) var nodesAwaitingCarrier: Set<ObjectIdentifier> = []

    // The bookkeeping below skips the dynamic exclusivity checks: the engine is main-actor
    // isolated, nothing re-enters it while it runs, and its methods touch these with single
    // accesses or with in-place changes that call out to no code that could reach them. (With
    // the attribute gone from every file, `trellis-bench grid 1000` ran 43% more instructions.)

    /// The owner of each solver constraint, by the solver's record slot: for turning the
    /// solver's conflict sets into layout constraints (an array, not a dictionary: a grid has
    /// 70,000 constraints).
    @exclusivity(unchecked) private var owners: ContiguousArray<LayoutConstraint?> = []
    /// The terms of the constraint being compiled (see `ConstraintCompiler.compile(_:using:)`).
    @exclusivity(unchecked) var termScratch = ContiguousArray<Term>()

    /// Broken constraints with the issue that explains each, in the order they broke.
    @exclusivity(unchecked) private(set) var brokenIssues: [LayoutIssue] = []
    /// Set when a constraint of some conflict set changed, so broken ones may now fit.
    @exclusivity(unchecked) var shouldRetryBroken = false

    /// Whether the solver has changes not yet published as frames.
    @exclusivity(unchecked) var needsSolve = true
    /// Views whose generated constraints (autoresizing, content size) must be brought up to date.
    @exclusivity(unchecked) var syncQueue: ViewQueue
    /// Views that asked for `updateConstraints()`.
    @exclusivity(unchecked) var updateConstraintsQueue: ViewQueue
    /// Views that asked for `layoutSubviews()`.
    @exclusivity(unchecked) var layoutQueue: ViewQueue
    /// Views whose intrinsic height depends on their width.
    @exclusivity(unchecked) var heightForWidthViews: [TermView] = []
    /// The nodes of the items that joined the window since the last layout pass, whose
    /// non-negative sizes the pass adds (see `addAwaitingNonNegativeSizes()`). Nodes, not items:
    /// the queue must not keep an item (the window itself, first of all) alive.
    @exclusivity(unchecked) var itemsAwaitingNonNegativeSize: [LayoutNode] = []

    /// The window's views in preorder, for publishing frames without walking the tree.
    @exclusivity(unchecked) var flatTree = FlatViewTree()

    /// The smallest window size the required constraints allow, once computed.
    @exclusivity(unchecked) var cachedRequiredSize: Size?
    /// Which items are ambiguously laid out, as of the solver's `ambiguityRevision`.
    var ambiguityAnswers: [ObjectIdentifier: Bool] = [:]
    var ambiguityRevision = -1
    /// How many `holdingProbeLevel` calls are running, the constraint that keeps the probes'
    /// level in use meanwhile, and the variable it holds (at 0; it belongs to no view).
    var probeLevelHolds = 0
    var probeLevelKeeper: Constraint?
    let probeLevelVariable = Variable("probe-level")

    /// The window's own constraints: its origin at (0, 0).
    private var originConstraints: [LayoutConstraint] = []

    init(window: TermWindow) {
        self.window = window
        syncQueue = ViewQueue(window: window)
        updateConstraintsQueue = ViewQueue(window: window)
        layoutQueue = ViewQueue(window: window)
        originConstraints = [
            LayoutConstraint(
                first: window.leftAnchor.terms, relation: .equal, second: nil, multiplier: 1,
                constant: 0, location: CodeLocation(fileID: #fileID, line: #line), origin: .window),
            LayoutConstraint(
                first: window.topAnchor.terms, relation: .equal, second: nil, multiplier: 1,
                constant: 0, location: CodeLocation(fileID: #fileID, line: #line), origin: .window),
        ]
        for constraint in originConstraints { add(constraint) }
        let windowStrength = Strength(level: ConstraintCompiler.windowLevel)
        try? solver.addEditVariable(window.widthVariable, strength: windowStrength)
        try? solver.addEditVariable(window.heightVariable, strength: windowStrength)
        resize(to: window.size)
    }

    // MARK: - Resizing

    /// Suggests the terminal's size to the window's edit variables.
    func resize(to size: Size) {
        try? solver.suggestValue(window.widthVariable, Double(max(0, size.width)))
        try? solver.suggestValue(window.heightVariable, Double(max(0, size.height)))
        needsSolve = true
        window.setNeedsFrame()
    }

    // MARK: - Constraints

    /// Puts an installed constraint into the solver (or sets it aside as broken).
    func add(_ constraint: LayoutConstraint) {
        guard constraint.engine == nil || constraint.engine === self else {
            constraint.engine?.remove(constraint)
            return add(constraint)
        }
        guard constraint.solverConstraint == nil, !constraint.isBroken else { return }
        constraint.engine = self
        insert(constraint)
    }

    /// Takes a constraint out of the solver (or out of the broken list).
    func remove(_ constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        removeFromSolver(constraint)
        if constraint.isBroken {
            constraint.isBroken = false
            brokenIssues.removeAll { $0.constraint === constraint }
        }
        noteChange(of: constraint)
        constraint.engine = nil
    }

    /// Applies a new constant in place, with the solver's dual simplex.
    func constantDidChange(of constraint: LayoutConstraint) {
        noteChange(of: constraint)
        guard let solverConstraint = constraint.solverConstraint else { return }
        // A floor's price holds for `length <= 0` alone (LayoutEngine+PricedFloors.swift), a
        // carried preference for its content size's constant alone
        // (LayoutEngine+CarriedPreferences.swift).
        if isPricingFloor(constraint) || isCarriedPreference(constraint) { return reinsert(constraint) }
        separatePriceSetter(of: constraint)
        // Back at its content size's constant, a preference is carried again.
        if hasCarriedPreferenceShape(constraint) && contentSizeToCarry(constraint) != nil {
            return reinsert(constraint)
        }
        let partner = sharedContentSizePartner(of: constraint)
        if let partner, partner.constant != constraint.constant {
            // The two no longer agree: each takes its own solver constraint.
            return reinsert(constraint)
        }
        if partner != nil { separateCarriedPreference(of: constraint) }
        do {
            try solver.setConstant(compiler.solverConstant(for: constraint), of: solverConstraint)
            constraintsChanged()
            if partner != nil { carryWaitingPreference(in: constraint) }
        } catch {
            // The solver rolled back; the constraint now conflicts, so it is broken.
            removeFromSolver(constraint)
            recordBroken(constraint, error: error)
        }
    }

    /// Applies a new priority: in place between optional priorities, by removing and adding
    /// again between required and optional.
    func priorityDidChange(of constraint: LayoutConstraint, from oldPriority: LayoutPriority) {
        noteChange(of: constraint)
        guard let solverConstraint = constraint.solverConstraint else { return }
        if isPricingFloor(constraint) {
            // The price of the floor's slack.
            return restrength(constraint, in: solverConstraint, by: solver.setSlackStrength)
        }
        if isCarriedPreference(constraint) {
            // The content size's preference.
            return restrength(constraint, in: solverConstraint, by: solver.setPreferenceStrength)
        }
        if sharedContentSizePartner(of: constraint) != nil {
            // One side of the shared constraint: hugging prices its excess, compression
            // resistance its shortfall.
            let isHugging = constraint.originKind == .contentHugging
            return restrength(
                constraint, in: solverConstraint,
                by: isHugging ? solver.setStrength : solver.setShortfallStrength)
        }
        guard !oldPriority.isRequired else { return reinsert(constraint) }
        restrength(constraint, in: solverConstraint, by: solver.setStrength)
    }

    /// Gives `solverConstraint` (which `constraint` owns or shares) `constraint`'s new optional
    /// priority in place through `setStrength`, one of the solver's setters of a strength; a
    /// required priority gives `constraint` a solver constraint of its own instead, parting it
    /// from whatever it shared.
    private func restrength(
        _ constraint: LayoutConstraint, in solverConstraint: Constraint,
        by setStrength: (Strength, Constraint) throws -> Void
    ) {
        guard !constraint.priority.isRequired else { return reinsert(constraint) }
        try? setStrength(ConstraintCompiler.strength(for: constraint.priority), solverConstraint)
        constraintsChanged()
    }

    /// Takes a constraint out of the solver and adds it again, compiled afresh. When the add is
    /// refused the constraint is broken, and the layout is solved without it.
    func reinsert(_ constraint: LayoutConstraint) {
        removeFromSolver(constraint)
        if constraint.isBroken {
            constraint.isBroken = false
            brokenIssues.removeAll { $0.constraint === constraint }
        }
        insert(constraint)
    }

    /// Re-applies the constants of the constraints that mention a view's baselines.
    func baselinesDidChange(of view: TermView) {
        for constraint in view.referencingConstraints where constraint.usesBaseline(of: view) {
            constantDidChange(of: constraint)
        }
    }

    /// Adds the constraint to the solver on its own, or sets it aside as broken.
    func insert(_ constraint: LayoutConstraint) {
        if let error = addToSolver(constraint) { recordBroken(constraint, error: error) }
    }

    /// Puts the constraint into the solver — as the price of a floor's slack where it can be
    /// one (LayoutEngine+PricedFloors.swift), as the preference of a content size where it can
    /// be one (LayoutEngine+CarriedPreferences.swift), else as a solver constraint of its own —
    /// or returns why it could not.
    func addToSolver(_ constraint: LayoutConstraint) -> SolverError? {
        if hasFloorPriceShape(constraint) {
            if let floor = floorToPrice(for: constraint), price(floor, with: constraint) { return nil }
            nodesAwaitingFloorPrice.insert(ObjectIdentifier(constraint.firstNode))
        } else if hasCarriedPreferenceShape(constraint) {
            if let hugging = contentSizeToCarry(constraint), carry(constraint, in: hugging) { return nil }
            nodesAwaitingCarrier.insert(ObjectIdentifier(constraint.firstNode))
        }
        return addOwnSolverConstraint(constraint)
    }

    /// Puts the constraint's own solver constraint into the solver and notes its owner, or
    /// returns why it could not.
    func addOwnSolverConstraint(_ constraint: LayoutConstraint) -> SolverError? {
        let solverConstraint = compiler.compile(constraint, using: &termScratch)
        do {
            let slot = try solver.addReturningSlot(solverConstraint)
            constraint.solverConstraint = solverConstraint
            noteOwner(constraint, at: slot)
            constraintsChanged()
            return nil
        } catch {
            return error
        }
    }

    /// Notes `constraint` as the owner of the solver's record at `slot`.
    func noteOwner(_ constraint: LayoutConstraint, at slot: Int) {
        if slot >= owners.count {
            owners.append(contentsOf: repeatElement(nil, count: slot + 1 - owners.count))
        }
        owners[slot] = constraint
    }

    /// Forgets the owner of `solverConstraint`'s record, before it leaves the solver.
    func forgetOwner(of solverConstraint: Constraint?) {
        guard let solverConstraint, let slot = solver.recordSlot(of: solverConstraint), slot < owners.count
        else { return }
        owners[slot] = nil
    }

    /// The layout constraints of the conflict set in `error`.
    func conflicts(in error: SolverError) -> [LayoutConstraint] {
        guard case .unsatisfiableConstraint(_, let solverConflicts) = error else { return [] }
        return solverConflicts.compactMap { owner(of: $0) }
    }

    func recordBroken(_ constraint: LayoutConstraint, error: SolverError) {
        recordBroken(constraint, conflicts: conflicts(in: error))
    }

    /// Sets the constraint aside as broken, with the issue that names what it conflicts with.
    func recordBroken(_ constraint: LayoutConstraint, conflicts: [LayoutConstraint]) {
        constraint.isBroken = true
        let issue = LayoutIssue(
            kind: .unsatisfiable, constraint: constraint, conflicts: conflicts,
            message: "Unable to simultaneously satisfy constraints.")
        brokenIssues.append(issue)
        window.layoutLog.record(issue)
        window.setNeedsFrame()
        constraint.installedViewStorage?.installedConstraintDidBreak(constraint)
    }

    /// Notes that `constraint` changed or left: a broken constraint whose conflict set holds it
    /// may fit now.
    func noteChange(of constraint: LayoutConstraint) {
        guard !brokenIssues.isEmpty, !shouldRetryBroken else { return }
        for issue in brokenIssues
        where issue.constraint === constraint || issue.conflicts.containsIdentical(constraint) {
            shouldRetryBroken = true
            window.setNeedsFrame()
            return
        }
    }

    /// Tries every broken constraint again, in the order they broke.
    func retryBrokenConstraints() {
        shouldRetryBroken = false
        let waiting = brokenIssues.compactMap(\.constraint)
        brokenIssues.removeAll()
        for constraint in waiting where constraint.engine === self && constraint.isBroken {
            constraint.isBroken = false
            insert(constraint)
        }
    }

    /// Called whenever the solver's constraints change.
    func constraintsChanged() {
        needsSolve = true
        cachedRequiredSize = nil
        window.setNeedsFrame()
    }

    /// Lets go of every constraint without touching the solver, as the window goes away.
    func tearDown() {
        for case let constraint? in owners {
            // (The owner of a shared content-size constraint lets its partner and the
            // preference it carries go too, and a floor the constraint that prices its slack.)
            if let carried = carriedPreference(of: constraint) {
                carried.engine = nil
                carried.solverConstraint = nil
            }
            if let partner = sharedContentSizePartner(of: constraint) ?? priceSetter(of: constraint) {
                partner.engine = nil
                partner.solverConstraint = nil
            }
            constraint.engine = nil
            constraint.solverConstraint = nil
        }
        for issue in brokenIssues {
            issue.constraint?.engine = nil
            issue.constraint?.isBroken = false
        }
        owners.removeAll()
        brokenIssues.removeAll()
        itemsAwaitingNonNegativeSize.removeAll()
    }

    /// The layout constraint that owns a solver constraint.
    func owner(of solverConstraint: Constraint) -> LayoutConstraint? {
        guard let slot = solver.recordSlot(of: solverConstraint), slot < owners.count else { return nil }
        return owners[slot]
    }

    /// Takes the constraint's solver constraint out of the solver, forgets its owner and asks
    /// for a solve: the solution may have moved, whatever the caller does next (an add that
    /// is refused leaves it moved).
    ///
    /// One of a pair of content-size constraints that share a solver constraint takes it out,
    /// and its partner goes back in on its own; the preference it carried gets a solver
    /// constraint of its own first. A constraint that prices a floor's slack takes the price
    /// off, a carried preference likewise; a floor leaving gives the constraint that prices it
    /// a solver constraint of its own first.
    func removeFromSolver(_ constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        if isPricingFloor(constraint) { return unprice(constraint) }
        if isCarriedPreference(constraint) { return uncarry(constraint) }
        separatePriceSetter(of: constraint)
        separateCarriedPreference(of: constraint)
        let partner = sharedContentSizePartner(of: constraint)
        forgetOwner(of: solverConstraint)
        try? solver.remove(solverConstraint)
        constraint.solverConstraint = nil
        if let partner {
            partner.solverConstraint = nil
            insert(partner)
        }
        constraintsChanged()
    }
}

extension LayoutConstraint {
    /// Whether the constraint mentions a baseline of `item`.
    func usesBaseline(of item: LayoutItem) -> Bool {
        var result = false
        let check: (AnchorTerm) -> Void = { term in
            if term.item === item, term.attribute == .firstBaseline || term.attribute == .lastBaseline {
                result = true
            }
        }
        first.forEach(check)
        second?.forEach(check)
        return result
    }

    /// Whether the constraint mentions a leading or trailing attribute.
    var usesDirectionalAttribute: Bool {
        var result = false
        let check: (AnchorTerm) -> Void = { term in
            if term.attribute == .leading || term.attribute == .trailing { result = true }
        }
        first.forEach(check)
        second?.forEach(check)
        return result
    }
}
