// Every view's and layout guide's width and height are at least 0, as required constraints.
//
// Compression resistance is linear: a view below its intrinsic size costs the same per cell
// whichever view gives the cell up. Without a floor the solver may pay for the room it needs by
// taking a view past zero — a negative width costs nothing more than squeezing the neighbours —
// and the frame, clamped to 0, then breaks the required relations around it on screen. With
// the floors, when the required constraints cannot fit the terminal the window's size edit is
// the only thing that gives way, and the window says it is too small.
//
// They are layout constraints (tagged `(non-negative)`), not bare solver constraints, so that
// conflict sets name them like any other; each object costs little next to the solver's row,
// and is made only when its item first needs it (a view filled across a stack needs one).
//
// When they enter the solver matters for speed. Added as an item joins the window, before its
// constraints, `width >= 0` makes the width a basic variable (width = slack), so each of the
// item's later required equalities arrives without a free variable to solve for and takes the
// solver's slower dual-simplex path: `trellis-bench layout`'s 1,000-view grid took about half
// as long again to build. So the floors of the items that joined wait for the next layout pass,
// after the constraints activated meanwhile, and each costs one row (a tenth more to build).
// A required constraint that only a negative length could satisfy is then already in the
// solver when its floor arrives: the floor stays, and that constraint is broken and reported
// instead, as if the floor had come first. A stack's arranged views are the exception: each
// gets its floor along the stack's axis just before the stack's first rule for it
// (`insertNonNegativeSizeNow(of:along:)`), the rules' lengths being what the floor holds.

// Three kinds of item get fewer floors:
//
// - A view's layout margins guide gets none. Its length is its view's less the margins, held by
//   required equalities, so a floor on it could only make the view at least as long as its
//   margins — and only once something had asked for the guide (it is made on first use): a
//   stack whose views had once been arranged in its margins stayed as tall as them, where the
//   same stack built afresh was one row tall (StackIncrementalArrangementTests, with margins).
// - A length that a view's own required constraints keep at zero or more
//   (`TermView.axisOfLengthKeptNonNegative`): a stack view's length is its views' lengths and
//   gaps, each at least zero, and a floor on it would be a solver row through every arranged
//   view, which every pivot near any of them then walks (hiding one label of 1,000 walked
//   about 28,000 cells of rows; without that row and the stack's hugging one, 94, as with 20
//   labels). When what the view guarantees changes, it asks for its floors again
//   (`refreshNonNegativeSizes(of:)`).
// - A length that its superview's required constraints in effect hold equal to a length of the
//   superview's (`TermView.keepsLengthNonNegative(of:along:)`): a view filled across a stack,
//   whose start and end across the axis are the stack's. The stack's thickness has its floor
//   (or is held by its own superview in turn), so the view's would be redundant: a solver
//   constraint, its row and its slack a label in a stack. When the stack's rules for a view
//   change, the stack asks the engine to look again (`updateNonNegativeSizes(of:)`).

/// An item's `width >= 0` and `height >= 0`, each made by the engine the first time the item
/// needs it in a window and kept with the item for the next time. A view filled across a stack
/// needs only the one along the stack's axis: the other is not made until it is needed.
struct NonNegativeSizeConstraints {
    /// `item.width >= 0`, once made.
    private(set) var width: LayoutConstraint?
    /// `item.height >= 0`, once made.
    private(set) var height: LayoutConstraint?

    /// The floor of `item`'s length along `axis`, required, tagged `(non-negative)` in
    /// descriptions: made now if it is not yet.
    @MainActor
    mutating func madeFloor(of item: LayoutItem, along axis: LayoutAxis) -> LayoutConstraint {
        if let made = axis == .horizontal ? width : height { return made }
        let anchor = axis == .horizontal ? item.widthAnchor : item.heightAnchor
        let floor = LayoutConstraint(
            first: anchor.terms, relation: .greaterThanOrEqual, second: nil, multiplier: 1,
            constant: 0, location: CodeLocation(fileID: #fileID, line: #line), origin: .nonNegativeSize)
        if axis == .horizontal { width = floor } else { height = floor }
        return floor
    }

    /// The floor along `axis`, if it is made.
    func floor(along axis: LayoutAxis) -> LayoutConstraint? {
        axis == .horizontal ? width : height
    }
}

extension LayoutEngine {
    /// Queues the non-negative sizes of `view` and of its layout guides for the next layout pass.
    func addNonNegativeSizes(of view: TermView) {
        addNonNegativeSize(of: view)
        for guide in view.layoutGuides { addNonNegativeSize(of: guide) }
    }

    /// Takes the non-negative sizes of `view` and of its layout guides out of the solver.
    func removeNonNegativeSizes(of view: TermView) {
        removeNonNegativeSize(of: view)
        for guide in view.layoutGuides { removeNonNegativeSize(of: guide) }
    }

    /// Queues `item.width >= 0` and `item.height >= 0` for the next layout pass.
    func addNonNegativeSize(of item: LayoutItem) {
        itemsAwaitingNonNegativeSize.append(item.node)
        window.setNeedsFrame()
    }

    /// Takes `item.width >= 0` and `item.height >= 0` out of the solver (or out of the queue:
    /// an item no longer in the window is skipped there); the item keeps them for next time.
    func removeNonNegativeSize(of item: LayoutItem) {
        guard let constraints = item.nonNegativeSize else { return }
        if let width = constraints.width { remove(width) }
        if let height = constraints.height { remove(height) }
    }

    /// Puts the non-negative sizes of the items that joined since the last pass (and are still
    /// in the window) into the solver, made on first use.
    /// A floor that breaks a constraint a view's guarantee rests on queues that view's floors
    /// in turn (`TermView.installedConstraintDidBreak(_:)`): those come in the same pass.
    func addAwaitingNonNegativeSizes() {
        while !itemsAwaitingNonNegativeSize.isEmpty {
            let nodes = itemsAwaitingNonNegativeSize
            itemsAwaitingNonNegativeSize = []
            for node in nodes {
                guard let item = node.item else { continue }
                insertNonNegativeSizes(of: item)
            }
        }
        // Whatever still waits to price a floor has none coming (LayoutEngine+PricedFloors.swift).
        if !nodesAwaitingFloorPrice.isEmpty { nodesAwaitingFloorPrice.removeAll() }
    }

    /// Puts the floor of `view`'s length along `axis` into the solver now, if the view needs
    /// one and it is not there yet (the view joined the window since the last pass): for a
    /// stack about to add its first rule for the view (see `StackView.commitArrangement`).
    func insertNonNegativeSizeNow(of view: TermView, along axis: LayoutAxis) {
        guard view.window === window, needsFloor(view, along: axis) else { return }
        insertNonNegativeSize(madeFloor(of: view, along: axis))
    }

    /// Puts the floors `item` needs into the solver (made on first use), if it is in the window.
    private func insertNonNegativeSizes(of item: LayoutItem) {
        let host = item as? TermView ?? (item as? LayoutGuide)?.owningView
        guard host?.window === window else { return }
        // Even with no floor made, the item now has floors to keep in step with its
        // superview's rules (`updateNonNegativeSizes(of:)` skips items that wait for a pass).
        if item.nonNegativeSize == nil { item.nonNegativeSize = NonNegativeSizeConstraints() }
        if needsFloor(item, along: .horizontal) {
            insertNonNegativeSize(madeFloor(of: item, along: .horizontal))
        }
        if needsFloor(item, along: .vertical) {
            insertNonNegativeSize(madeFloor(of: item, along: .vertical))
        }
    }

    /// `item`'s floor along `axis`, made now if it is not yet.
    private func madeFloor(of item: LayoutItem, along axis: LayoutAxis) -> LayoutConstraint {
        var floors = item.nonNegativeSize ?? NonNegativeSizeConstraints()
        let floor = floors.madeFloor(of: item, along: axis)
        item.nonNegativeSize = floors
        return floor
    }

    /// Puts `view`'s floors in or takes them out as the view needs them now, for a view whose
    /// superview's rules for it changed (`StackView.commitArrangement`): a view filled across a
    /// stack needs no floor across it while those rules are in effect. A view whose floors are
    /// not made yet is waiting for the next pass, which decides then.
    func updateNonNegativeSizes(of view: TermView) {
        guard view.window === window, view.nonNegativeSize != nil else { return }
        updateNonNegativeSize(of: view, along: .horizontal)
        updateNonNegativeSize(of: view, along: .vertical)
    }

    /// Puts `view`'s floor along `axis` in (made now if it is not yet) or takes it out, as the
    /// view needs it now.
    private func updateNonNegativeSize(of view: TermView, along axis: LayoutAxis) {
        let floor = view.nonNegativeSize?.floor(along: axis)
        let isIn = floor?.engine === self
        if needsFloor(view, along: axis) {
            if !isIn { insertNonNegativeSize(floor ?? madeFloor(of: view, along: axis)) }
        } else if let floor, isIn {
            remove(floor)
        }
    }

    /// Whether `item` needs a floor along `axis` (see the file comment): not when it is a view's
    /// margins guide, nor when the view's own rules keep that length at zero or more, nor when
    /// its superview's rules hold it equal to a length that is.
    private func needsFloor(_ item: LayoutItem, along axis: LayoutAxis) -> Bool {
        if let view = item as? TermView {
            guard view.axisOfLengthKeptNonNegative != axis else { return false }
            return view.superview?.keepsLengthNonNegative(of: view, along: axis) != true
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return true }
        return owner.marginsGuideStorage !== guide
    }

    /// Takes the floors of `view` and of its guides out and queues them again, for a view whose
    /// `axisOfLengthKeptNonNegative` changed: the next pass adds those it needs now.
    func refreshNonNegativeSizes(of view: TermView) {
        guard view.window === window else { return }
        removeNonNegativeSizes(of: view)
        addNonNegativeSizes(of: view)
    }

    /// Adds one non-negative size. While it conflicts, the newest constraint of its conflict
    /// set that is not itself a floor is broken and reported (with the floor and the rest of
    /// the set as what it conflicts with), and the floor tried again.
    private func insertNonNegativeSize(_ floor: LayoutConstraint) {
        guard floor.engine == nil, floor.solverConstraint == nil, !floor.isBroken else { return }
        floor.engine = self
        while let error = addToSolver(floor) {
            let conflictSet = conflicts(in: error)
            let others = conflictSet.filter { $0.origin != .nonNegativeSize }
            guard let culprit = newestConstraint(among: others) else {
                // Floors alone always fit; should the solver say otherwise, say so.
                recordBroken(floor, conflicts: conflictSet)
                return
            }
            removeFromSolver(culprit)
            noteChange(of: culprit)
            recordBroken(culprit, conflicts: conflictSet.filter { $0 !== culprit } + [floor])
        }
        priceWithWaitingConstraint(floor)
    }

    /// The constraint of `candidates` added to the solver last, or `nil` for none. (Only
    /// conflicts ask, so it may look at every constraint in the solver.)
    private func newestConstraint(among candidates: [LayoutConstraint]) -> LayoutConstraint? {
        guard candidates.count > 1 else { return candidates.first }
        let order = solver.constraints
        var newest: (position: Int, constraint: LayoutConstraint)?
        for candidate in candidates {
            guard let solverConstraint = candidate.solverConstraint,
                let position = order.lastIndex(where: { $0 === solverConstraint })
            else { continue }
            if let current = newest, current.position >= position { continue }
            newest = (position, candidate)
        }
        return newest?.constraint ?? candidates.last
    }
}
