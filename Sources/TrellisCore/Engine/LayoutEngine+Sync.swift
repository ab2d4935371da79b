// The constraints the engine makes itself: autoresizing (frame + mask) and content size
// (intrinsic size with hugging and compression resistance). They are made lazily, in the
// layout pass, so a view whose translatesAutoresizingMaskIntoConstraints is turned off right
// after it is added never costs the solver anything.

extension LayoutEngine {
    /// Queues a view to have its generated constraints brought up to date.
    func setNeedsSync(_ view: TermView) {
        guard !view.isQueuedForSync else { return }
        view.isQueuedForSync = true
        syncQueue.append(view)
        window.setNeedsFrame()
    }

    /// A view joined the window: its installed constraints enter the solver, and its and its
    /// guides' non-negative sizes wait for the next layout pass (see `addNonNegativeSizes(of:)`).
    func viewDidAttach(_ view: TermView) {
        flatTree.insert(view)
        addNonNegativeSizes(of: view)
        for constraint in view.constraints { add(constraint) }
        setNeedsSync(view)
        if view.needsUpdateConstraintsFlag { updateConstraintsQueue.append(view) }
        if view.needsLayoutFlag { layoutQueue.append(view) }
    }

    /// A view leaves the window: its installed and generated constraints leave the solver, and
    /// the non-negative sizes of the view and its guides.
    func viewWillDetach(_ view: TermView) {
        flatTree.remove(view)
        for constraint in view.constraints { remove(constraint) }
        for constraint in view.generated.autoresizing { remove(constraint) }
        removeContentSize(of: view)
        removeNonNegativeSizes(of: view)
        view.generated = GeneratedConstraints()
        if let index = heightForWidthViews.firstIndex(ofIdentical: view) {
            heightForWidthViews.remove(at: index)
        }
    }

    /// Before `updateConstraints()`: brings up to date the generated constraints of the queued
    /// views whose superview is settled (not itself queued), and leaves the others queued.
    ///
    /// A view that joins a settled layout (appended to a stack on screen, say) then brings its
    /// own size — hugging and compression resistance — into the solver before the rules that
    /// place it among the others. In the other order those rules arrive while its size is
    /// free, the optimum of that moment differs from the final one, and the simplex walks
    /// there and back through every view the rules connect (appending to a proportional stack
    /// of N views took 5N pivots). A tree that arrives whole (its root queued too) keeps the
    /// rules-first order, in which the rules along a stack become definitions and its rows
    /// stay short (but for the content sizes of a stack's views along its axis, which the
    /// stack puts in before its rules for them: `StackView.commitArrangement`).
    func syncGeneratedConstraintsOfViewsJoiningSettledViews() {
        guard !syncQueue.isEmpty else { return }
        for view in syncQueue.take() {
            if let superview = view.superview, !superview.isQueuedForSync {
                sync(view)
            } else {
                syncQueue.append(view)
            }
        }
    }

    /// Brings every queued view's generated constraints up to date.
    func syncGeneratedConstraints() {
        while !syncQueue.isEmpty {
            for view in syncQueue.take() { sync(view) }
        }
    }

    /// Brings the generated constraints of `view`, just taken from the queue, up to date.
    private func sync(_ view: TermView) {
        view.isQueuedForSync = false
        guard view.window === window else { return }
        // A plain view placed by constraints has nothing to generate: no frame to hold, no
        // content size (the base class has none), nothing generated before.
        if type(of: view) == TermView.self && view.generatedBox == nil
            && !view.translatesAutoresizingMaskIntoConstraints
        {
            return
        }
        syncAutoresizing(of: view)
        syncContentSize(of: view)
    }

    // MARK: - Autoresizing

    private func syncAutoresizing(of view: TermView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
            // Usually there is nothing to take away (read in place: see `TermView.generated`).
            guard let box = view.generatedBox,
                !box.value.autoresizing.isEmpty || box.value.autoresizingSuperview != nil
            else { return }
            for constraint in box.value.autoresizing { remove(constraint) }
            view.generated.autoresizing = []
            view.generated.autoresizingSuperview = nil
            return
        }
        // Four specs, in a fixed order, without arrays or closures: this runs for every view
        // that translates its frame, and each closure handed to the standard library from main
        // actor code checks the actor on every call.
        let (horizontal, vertical) = autoresizingSpecs(for: view, in: superview)
        let specs = (horizontal.position, horizontal.length, vertical.position, vertical.length)
        func spec(_ index: Int) -> AutoresizingSpec {
            switch index {
            case 0: specs.0
            case 1: specs.1
            case 2: specs.2
            default: specs.3
            }
        }
        let maskDescription = view.autoresizingMask.description
        // Read in place (see `TermView.generated`).
        let current = view.generatedBox?.value.autoresizing ?? []
        var reusable =
            current.count == 4
            && view.generatedBox?.value.autoresizingSuperview == ObjectIdentifier(superview)
        if reusable {
            for index in 0..<4 {
                let constraint = current[index]
                let spec = spec(index)
                if constraint.multiplier != spec.multiplier
                    || (constraint.secondNode == nil) != (spec.multiplier == 0)
                    || constraint.origin != .autoresizing(maskDescription)
                {
                    reusable = false
                    break
                }
            }
        }
        if reusable {
            for index in 0..<4 { current[index].constant = spec(index).constant }
            return
        }
        for constraint in current { remove(constraint) }
        let origin = LayoutConstraint.Origin.autoresizing(maskDescription)
        var made: [LayoutConstraint] = []
        made.reserveCapacity(4)
        for index in 0..<4 {
            let spec = spec(index)
            let constraint = LayoutConstraint(
                first: spec.first, relation: .equal,
                second: spec.multiplier == 0 ? nil : spec.second, multiplier: spec.multiplier,
                constant: spec.constant, location: CodeLocation(fileID: #fileID, line: #line),
                origin: origin)
            add(constraint)
            made.append(constraint)
        }
        view.generated.autoresizing = made
        view.generated.autoresizingSuperview = ObjectIdentifier(superview)
    }

    private struct AutoresizingSpec {
        let first: AnchorTerms
        let second: AnchorTerms
        let multiplier: Double
        let constant: Double
    }

    /// Four constraints per view: position and size on each axis, each a linear function of
    /// the superview's size. The change of the superview's size since the frame was set is
    /// shared among the flexible parts in proportion to their sizes (equally when all are 0).
    private func autoresizingSpecs(for view: TermView, in superview: TermView) -> (
        horizontal: (position: AutoresizingSpec, length: AutoresizingSpec),
        vertical: (position: AutoresizingSpec, length: AutoresizingSpec)
    ) {
        let mask = view.autoresizingMask
        let frame = view.frame
        let reference = view.autoresizingReferenceSize
        func axis(
            position: Int, length: Int, superLength: Int,
            flexible: (lead: Bool, length: Bool, trail: Bool),
            positionTerms: AnchorTerms, lengthTerms: AnchorTerms, superLengthTerms: AnchorTerms
        ) -> (position: AutoresizingSpec, length: AutoresizingSpec) {
            let p0 = Double(position)
            let l0 = Double(length)
            let s0 = Double(superLength)
            let lead = flexible.lead ? max(0, p0) : nil
            let middle = flexible.length ? max(0, l0) : nil
            let trail = flexible.trail ? max(0, s0 - p0 - l0) : nil
            var flexibleCount = 0.0
            var total = 0.0
            // In order, as a sum over the flexible parts would add them.
            if let lead {
                flexibleCount += 1
                total += lead
            }
            if let middle {
                flexibleCount += 1
                total += middle
            }
            if let trail {
                flexibleCount += 1
                total += trail
            }
            func share(_ size: Double?) -> Double {
                guard let size else { return 0 }
                return total > 0 ? size / total : 1 / flexibleCount
            }
            let positionShare = share(lead)
            let lengthShare = share(middle)
            return (
                AutoresizingSpec(
                    first: positionTerms, second: superLengthTerms, multiplier: positionShare,
                    constant: p0 - positionShare * s0),
                AutoresizingSpec(
                    first: lengthTerms, second: superLengthTerms, multiplier: lengthShare,
                    constant: l0 - lengthShare * s0)
            )
        }
        let horizontal = axis(
            position: frame.minX, length: frame.width, superLength: reference.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ),
            positionTerms: offset(view, superview, .left),
            lengthTerms: view.widthAnchor.terms, superLengthTerms: superview.widthAnchor.terms)
        let vertical = axis(
            position: frame.minY, length: frame.height, superLength: reference.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ),
            positionTerms: offset(view, superview, .top),
            lengthTerms: view.heightAnchor.terms, superLengthTerms: superview.heightAnchor.terms)
        return (horizontal, vertical)
    }

    // MARK: - Content size

    /// Hugging (`dimension <= intrinsic`) and compression resistance (`dimension >= intrinsic`)
    /// per axis, at the view's priorities.
    private func syncContentSize(of view: TermView) {
        // The window's size comes from the terminal, not from content.
        guard view !== window else { return }
        var size = view.intrinsicContentSize
        if let height = view.heightForWidth(max(0, view.frame.width)) {
            size.height = height
            view.generated.heightForWidthInput = view.frame.width
            if !heightForWidthViews.containsIdentical(view) { heightForWidthViews.append(view) }
        } else if let index = heightForWidthViews.firstIndex(ofIdentical: view) {
            heightForWidthViews.remove(at: index)
        }
        applyContentSize(size, to: view)
    }
}

/// The terms of `view.attribute − superview.attribute`.
@MainActor
private func offset(_ view: TermView, _ superview: TermView, _ attribute: LayoutAttribute) -> AnchorTerms {
    AnchorTerms(
        first: AnchorTerm(item: view, attribute: attribute, coefficient: 1),
        second: AnchorTerm(item: superview, attribute: attribute, coefficient: -1))
}
