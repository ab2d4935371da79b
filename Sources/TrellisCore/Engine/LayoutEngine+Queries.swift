import Cassowary

// Questions the engine answers by briefly editing the live solver: the minimum size, and
// whether a view's frame is ambiguous.

extension LayoutEngine {
    /// The smallest window size the required constraints allow: what the window's size would
    /// be with its edits suggested down to 0×0 (they out-rank every optional priority, so only
    /// required constraints hold them up). Asked as a question the solver takes back, so the
    /// solution stays where it was — an ambiguous view keeps its frame on the next pass.
    func requiredSize() -> Size {
        layoutIfNeeded()
        if let cachedRequiredSize { return cachedRequiredSize }
        let width = window.widthVariable
        let height = window.heightVariable
        let values =
            (try? solver.values(of: [width, height], ifSuggesting: [(width, 0), (height, 0)]))
            ?? [Double(window.size.width), Double(window.size.height)]
        let required = Size(
            width: Int((values[0] - 1e-9).rounded(.up)), height: Int((values[1] - 1e-9).rounded(.up)))
        cachedRequiredSize = required
        return required
    }

    /// Whether `item`'s frame is not determined by its constraints: some other value of one
    /// of its variables is exactly as good for every priority.
    ///
    /// Each variable is probed with a constraint on a level below every priority, pulling it a
    /// cell up and then down; if it would move, the layout is ambiguous. The probes are
    /// questions the solver takes back: the solution stays where it was.
    ///
    /// The answer is kept until the solver next changes (the constraint debugger asks about
    /// every view on every frame it draws; the pointer moving changes nothing).
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        layoutIfNeeded()
        if solver.revision != ambiguityRevision {
            ambiguityAnswers.removeAll(keepingCapacity: true)
            ambiguityRevision = solver.revision
        }
        let key = ObjectIdentifier(item)
        if let known = ambiguityAnswers[key] { return known }
        let answer = !ambiguousVariables(of: item).isEmpty
        ambiguityAnswers[key] = answer
        return answer
    }

    /// The variables of `item` that can move without making the layout worse.
    func ambiguousVariables(of item: LayoutItem) -> [Variable] {
        layoutIfNeeded()
        if item === window { return [] }
        let variables = [item.minXVariable, item.minYVariable, item.widthVariable, item.heightVariable]
        var result: [Variable] = []
        holdingProbeLevel {
            for variable in variables {
                // A variable no constraint has mentioned may take any value.
                guard solver.symbol(of: variable) >= 0 else {
                    result.append(variable)
                    continue
                }
                let original = solver.currentValue(of: variable)
                var moves = false
                for delta in [1.0, -1.0] where !moves {
                    let probe = Constraint(
                        Expression([Term(variable)], constant: -(original + delta)), .equal,
                        strength: Strength(level: ConstraintCompiler.probeLevel))
                    guard let probed = solver.values(of: [variable], ifAdding: probe) else { continue }
                    moves = abs(probed[0] - original) > 1e-6
                }
                if moves { result.append(variable) }
            }
        }
        return result
    }

    /// Moves `item`'s ambiguous variables to another solution that is exactly as good, and
    /// publishes the frames: the layout stays there until something changes it.
    func exerciseAmbiguity(of item: LayoutItem, distance: Double) {
        let variables = ambiguousVariables(of: item)
        guard !variables.isEmpty else { return }
        var probes: [Constraint] = []
        for variable in variables {
            let probe = Constraint(
                Expression([Term(variable)], constant: -(solver.currentValue(of: variable) + distance)),
                .equal,
                strength: Strength(level: ConstraintCompiler.probeLevel))
            if (try? solver.add(probe)) != nil { probes.append(probe) }
        }
        // The frames of the probed solution; removing the probes leaves the solver there.
        let changed = publishFrames()
        for probe in probes { try? solver.remove(probe) }
        for view in changed where view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.layoutSubviews()
        }
    }

    /// Runs `body`, which probes the solver and leaves it as it found it, with the probes'
    /// priority level kept in use throughout: the solver makes a level when its first
    /// constraint comes and clears it when its last goes, each a pass over every symbol — once
    /// for the whole of `body` instead of twice per probe.
    func holdingProbeLevel(_ body: () -> Void) {
        absorbingProbes {
            guard probeLevelHolds == 0 else { return }
            let keeper = Constraint(
                Expression([Term(probeLevelVariable)]), .equal,
                strength: Strength(level: ConstraintCompiler.probeLevel))
            probeLevelKeeper = (try? solver.add(keeper)) != nil ? keeper : nil
        }
        probeLevelHolds += 1
        body()
        probeLevelHolds -= 1
        absorbingProbes {
            guard probeLevelHolds == 0, let keeper = probeLevelKeeper else { return }
            try? solver.remove(keeper)
            probeLevelKeeper = nil
        }
    }

    /// Runs `probes`, which change the solver but not the layout it stands for: the answers
    /// about ambiguity stay valid if they were.
    private func absorbingProbes(_ probes: () -> Void) {
        let answersValid = solver.revision == ambiguityRevision
        probes()
        if answersValid { ambiguityRevision = solver.revision }
    }

    /// Re-solves every constraint that uses leading or trailing after the window's layout
    /// direction changed.
    func layoutDirectionDidChange() {
        var directional: [LayoutConstraint] = []
        window.forEachInSubtree { view in
            for constraint in view.constraints where constraint.usesDirectionalAttribute {
                directional.append(constraint)
            }
        }
        // All out, then all in: re-adding them one by one would mix the two directions for a
        // while, and a required constraint could break against one not yet mirrored.
        for constraint in directional { remove(constraint) }
        for constraint in directional { add(constraint) }
    }

    /// Starts a live edit of an anchor: a solver edit variable tied to the anchor by a required
    /// constraint, suggested like a resize.
    func beginEditing(_ terms: AnchorTerms, priority: LayoutPriority) -> LayoutEdit {
        layoutIfNeeded()
        let variable = Variable()
        var builder = ExpressionBuilder()
        let link = LayoutConstraint(
            first: terms, relation: .equal, second: nil, multiplier: 1, constant: 0,
            location: CodeLocation(fileID: #fileID, line: #line), origin: .window)
        let expression = compiler.expression(for: link)
        for term in expression.terms { builder.add(term.variable, term.coefficient) }
        builder.add(variable, -1)
        builder.constant = expression.constant
        let solverLink = Constraint(builder.expression, .equal)
        var current = expression.constant
        for term in expression.terms { current += term.coefficient * solver.currentValue(of: term.variable) }
        // Edits cannot be required; a required edit sits just below the window's size.
        let level =
            priority.isRequired
            ? ConstraintCompiler.requiredEditLevel : ConstraintCompiler.level(for: priority)
        // The edit variable first, while nothing else mentions it: its edit starts at 0 and is
        // suggested the anchor's value without moving anything else, and the link then holds
        // as it comes (the other way round, the edit's pull to 0 could leave an ambiguous
        // layout at another of its equally good solutions).
        try? solver.addEditVariable(variable, strength: Strength(level: level))
        try? solver.suggestValue(variable, current)
        try? solver.add(solverLink)
        constraintsChanged()
        return LayoutEdit(engine: self, variable: variable, link: solverLink, initialValue: current)
    }
}
