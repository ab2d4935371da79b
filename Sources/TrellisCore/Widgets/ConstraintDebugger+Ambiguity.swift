// The constraint debugger's ambiguity checks, spread over frames: each frame probes at most
// `probeBudget` views whose answer is not known yet, the ones the user looks at first.

import Cassowary

extension ConstraintDebugger {
    /// A shown view in the overlay's walk: where it is and what of it is on screen.
    struct OutlinedView {
        /// The view.
        let view: TermView
        /// Its frame in the window.
        let frame: Rect
        /// The part of its frame inside the screen and every ancestor; empty when off screen.
        let visible: Rect
    }

    /// Whether each of `views` is ambiguous, or `nil` where this frame could not find out.
    ///
    /// Answers known since the layout last changed are free. Of the others, at most
    /// ``probeBudget`` are probed, within ``probeTimeLimit``: `inspected` first, then the views on screen in tree order,
    /// then the views off screen. When some are left, the next frame is asked for, and it goes
    /// on where this one stopped (the answers found here are kept by the engine).
    func ambiguity(of views: [OutlinedView], inspected: TermView?, in window: TermWindow) -> [Bool?] {
        let engine: LayoutEngine = window.engine
        holdProbeLevel(in: engine)
        // One plain loop over the views, which there may be 10,000 of on every frame: no
        // closures (each element's call into the engine checked the actor) and no copies of the
        // entries (a retain and a release each).
        var answers = [Bool?](repeating: nil, count: views.count)
        var inspectedIndex: Int?
        var onScreen: [Int] = []
        var offScreen: [Int] = []
        for index in views.indices {
            let view = views[index].view
            if let known = engine.knownAmbiguity(of: view) {
                answers[index] = known
            } else if view === inspected {
                inspectedIndex = index
            } else if !views[index].visible.isEmpty {
                if onScreen.count < probeBudget { onScreen.append(index) }
            } else if offScreen.count < probeBudget {
                offScreen.append(index)
            }
        }
        let queue = ([inspectedIndex].compactMap { $0 } + onScreen + offScreen).prefix(probeBudget)
        var probed = 0
        if !queue.isEmpty {
            let clock = ContinuousClock()
            let deadline = probeTimeLimit.map { clock.now + $0 }
            // One probe level for the whole batch (see `holdingProbeLevel`).
            engine.holdingProbeLevel {
                for index in queue {
                    if probed > 0, let deadline, clock.now >= deadline { break }
                    answers[index] = views[index].view.hasAmbiguousLayout
                    probed += 1
                }
            }
        }
        probesInLastFrame = probed
        uncheckedViewCount = answers.lazy.filter { $0 == nil }.count
        if uncheckedViewCount > 0 { askForNextCheck() }
        return answers
    }

    /// Keeps the probes' priority level in `engine`'s solver from now until the overlay
    /// hides, with a constraint on a variable of its own (it moves no view).
    ///
    /// The solver adds a level when its first constraint comes and drops it when its last goes,
    /// a pass over every symbol each (a third of a checking frame over 10,000 labels when each
    /// frame did both). Added before this frame reads any answer: adding it changes the solver,
    /// so answers worked out before it are worked out again, once.
    private func holdProbeLevel(in engine: LayoutEngine) {
        guard probeLevelKeeper == nil else { return }
        let keeper = Constraint(
            Expression([Term(Variable("debugger-probe-level"))]), .equal,
            strength: Strength(level: ConstraintCompiler.probeLevel))
        guard (try? engine.solver.add(keeper)) != nil else { return }
        probeLevelKeeper = (keeper, engine.solver)
    }

    /// Lets the probes' level go (see `holdProbeLevel(in:)`).
    func releaseProbeLevel() {
        guard let (keeper, solver) = probeLevelKeeper else { return }
        try? solver.remove(keeper)
        probeLevelKeeper = nil
    }

    /// Asks the application for another frame straight away (a timer due now, so the loop
    /// handles waiting input first), once however often it is called before that frame.
    private func askForNextCheck() {
        guard pendingCheck == nil, let application else { return }
        pendingCheck = application.schedule(after: .zero) { [weak self] in
            self?.pendingCheck = nil
            self?.application?.window.setNeedsFrame()
        }
    }
}

extension LayoutEngine {
    /// Whether `item` is ambiguous, if that was worked out since the solver last changed;
    /// `nil` if finding out would take probes. Never probes.
    func knownAmbiguity(of item: LayoutItem) -> Bool? {
        guard solver.revision == ambiguityRevision, !needsLayoutPass else { return nil }
        return ambiguityAnswers[ObjectIdentifier(item)]
    }
}
