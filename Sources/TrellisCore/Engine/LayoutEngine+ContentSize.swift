import Cassowary

// A view's intrinsic size: per axis, hugging (`length <= intrinsic`, at the hugging priority)
// and compression resistance (`length >= intrinsic`, at the compression resistance priority).
//
// They stay two layout constraints — each with its own priority, listed, described and
// debugged on its own — but while both are optional they share one solver constraint: the
// optional equality `length == intrinsic` whose excess costs the hugging priority and whose
// shortfall costs the compression resistance (`Constraint(terms:constant:excess:shortfall:)`).
// It costs what the two cost, in one row with two error symbols where the two took two rows
// with a slack and an error each: 4 of the 11 solver constraints of a label in a stack were
// content sizes, and sharing took the 10,000-label stack's peak RSS from 109 to 101 MB
// (Benchmarks/WIDGETS.md). Apple's content-size constraint is likewise one constraint with
// both priorities.
//
// The hugging constraint carries the pair: its compiled expression (`length − intrinsic`) is
// the shared constraint's, and the engine's owner of the shared record is the hugging one.
// Whatever makes the two differ — a required priority, a constant set on one of them alone —
// gives each its own solver constraint again; the next content-size update joins them back
// when they agree. While shared, the solver constraint may also carry an optional
// `length == intrinsic` of its expression, a stack's preferred length of the view
// (LayoutEngine+CarriedPreferences.swift).

extension LayoutEngine {
    /// Makes the view's content-size constraints hold `size`: per axis, both made (and shared
    /// in the solver) when the view first has an intrinsic length, both updated in place
    /// while it keeps one, both removed when it has none.
    func applyContentSize(_ size: Size, to view: TermView) {
        view.generated.appliedIntrinsicSize = size
        applyContentSize(size.width, along: .horizontal, to: view)
        applyContentSize(size.height, along: .vertical, to: view)
    }

    /// Makes the view's content-size constraints along `axis` hold `metric` (none when it is
    /// negative).
    private func applyContentSize(_ metric: Int, along axis: LayoutAxis, to view: TermView) {
        let index = axis == .horizontal ? 0 : 2
        let hugging = view.generatedContentSize(index)
        let compression = view.generatedContentSize(index + 1)
        guard metric >= 0 else {
            removeContentSize(hugging, compression)
            view.generated.contentSize[index] = nil
            view.generated.contentSize[index + 1] = nil
            return
        }
        let huggingPriority = view.contentHuggingPriority(for: axis)
        let compressionPriority = view.contentCompressionResistancePriority(for: axis)
        if let hugging, let compression {
            updateContentSize(
                hugging, compression, constant: Double(metric), huggingPriority, compressionPriority)
            return
        }
        // (Both are made and removed together: one alone is not left behind.)
        removeContentSize(hugging, compression)
        let anchor = axis == .horizontal ? view.widthAnchor : view.heightAnchor
        let location = CodeLocation(fileID: #fileID, line: #line)
        let newHugging = LayoutConstraint(
            first: anchor.terms, relation: .lessThanOrEqual, second: nil, multiplier: 1,
            constant: Double(metric), location: location, origin: .contentHugging)
        newHugging.priority = huggingPriority
        let newCompression = LayoutConstraint(
            first: anchor.terms, relation: .greaterThanOrEqual, second: nil, multiplier: 1,
            constant: Double(metric), location: location, origin: .contentCompression)
        newCompression.priority = compressionPriority
        view.generated.contentSize[index] = newHugging
        view.generated.contentSize[index + 1] = newCompression
        if huggingPriority.isRequired || compressionPriority.isRequired {
            add(newHugging)
            add(newCompression)
        } else {
            newHugging.engine = self
            newCompression.engine = self
            addSharedContentSize(newHugging, newCompression)
        }
    }

    /// Puts `view`'s content size along `axis` into the solver now, if the view has an
    /// intrinsic length there that does not follow its width and none is in yet (the view
    /// joined the window since the last pass): for a stack about to add its first rule for the
    /// view (see `StackView.commitArrangement`). The rest of the view's content size comes
    /// with the pass, which finds this axis up to date.
    func insertContentSizeNow(of view: TermView, along axis: LayoutAxis) {
        let index = axis == .horizontal ? 0 : 2
        guard view.window === window, view !== window, view.generatedContentSize(index) == nil else {
            return
        }
        let size = view.intrinsicContentSize
        let metric = axis == .horizontal ? size.width : size.height
        guard metric >= 0 else { return }
        if axis == .vertical && view.heightForWidth(max(0, view.frame.width)) != nil { return }
        applyContentSize(metric, along: axis, to: view)
    }

    /// Brings an axis's two content-size constraints to `constant` and the priorities: in
    /// place in their shared solver constraint, or each in its own (and then joined, when both
    /// are optional and agree).
    private func updateContentSize(
        _ hugging: LayoutConstraint, _ compression: LayoutConstraint, constant: Double,
        _ huggingPriority: LayoutPriority, _ compressionPriority: LayoutPriority
    ) {
        if sharedContentSizePartner(of: hugging) === compression {
            if hugging.constant != constant || compression.constant != constant {
                // Both at once, then the shared constraint once: one at a time, the first
                // would find the two disagreeing and part them. (The engine's content sizes
                // follow the content at once: no animation takes them over.)
                hugging.constantStorage = constant
                compression.constantStorage = constant
                constantDidChange(of: hugging)
            }
            hugging.priority = huggingPriority
            compression.priority = compressionPriority
            return
        }
        hugging.constant = constant
        compression.constant = constant
        hugging.priority = huggingPriority
        compression.priority = compressionPriority
        // Apart (a required priority, or a constant set on one alone): join them again.
        guard hugging.engine === self, compression.engine === self, hugging.solverConstraint != nil,
            compression.solverConstraint != nil, !huggingPriority.isRequired,
            !compressionPriority.isRequired, hugging.constant == compression.constant
        else { return }
        removeFromSolver(hugging)
        removeFromSolver(compression)
        addSharedContentSize(hugging, compression)
    }

    /// Adds one solver constraint for both of an axis's content-size constraints (both
    /// optional, in this engine, with no solver constraint yet): the hugging one's expression
    /// as an equality, its excess at the hugging priority and its shortfall at the compression
    /// resistance.
    private func addSharedContentSize(_ hugging: LayoutConstraint, _ compression: LayoutConstraint) {
        let shared = compiler.compileContentSize(
            hugging: hugging, compression: compression, using: &termScratch)
        do {
            let slot = try solver.addReturningSlot(shared)
            hugging.solverConstraint = shared
            compression.solverConstraint = shared
            noteOwner(hugging, at: slot)
            constraintsChanged()
            carryWaitingPreference(in: hugging)
        } catch {
            // An optional constraint is always added (its terms are finite): should the solver
            // say otherwise, each goes its own way.
            insert(hugging)
            insert(compression)
        }
    }

    /// Takes the view's content-size constraints out of the solver and the engine (a shared
    /// solver constraint once; they stay with the view).
    func removeContentSize(of view: TermView) {
        removeContentSize(view.generatedContentSize(0), view.generatedContentSize(1))
        removeContentSize(view.generatedContentSize(2), view.generatedContentSize(3))
    }

    /// Takes an axis's content-size constraints out of the solver and the engine, the shared
    /// solver constraint once.
    private func removeContentSize(_ hugging: LayoutConstraint?, _ compression: LayoutConstraint?) {
        if let hugging, let compression, sharedContentSizePartner(of: hugging) === compression {
            separateCarriedPreference(of: hugging)
            let shared = hugging.solverConstraint
            forgetOwner(of: shared)
            if let shared { try? solver.remove(shared) }
            for constraint in [hugging, compression] {
                constraint.solverConstraint = nil
                noteChange(of: constraint)
                constraint.engine = nil
            }
            constraintsChanged()
            return
        }
        if let hugging { remove(hugging) }
        if let compression { remove(compression) }
    }

    /// The other content-size constraint of `constraint`'s axis when the two share one solver
    /// constraint; nil for every other constraint.
    func sharedContentSizePartner(of constraint: LayoutConstraint) -> LayoutConstraint? {
        let kind = constraint.originKind
        guard kind == .contentHugging || kind == .contentCompression,
            let shared = constraint.solverConstraint, let view = constraint.firstItem as? TermView
        else { return nil }
        let base = constraint.firstTermAttribute == .width ? 0 : 2
        let partner = view.generatedContentSize(kind == .contentHugging ? base + 1 : base)
        return partner?.solverConstraint === shared ? partner : nil
    }
}
