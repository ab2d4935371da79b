/// An incremental Cassowary constraint solver.
///
/// Add required and optional constraints, mark variables as edit variables and suggest values
/// for them, then publish the solution with ``updateVariables()``. Every change is incremental:
/// adding, removing, changing a constant or a strength, and suggesting values re-optimize from
/// the previous solution instead of solving from scratch.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left >= 0)
/// try solver.add((width == 100).strength(.weak))
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggestValue(width, 40)
/// solver.updateVariables()   // width.value == 40
/// ```
///
/// Optional strengths carry a strict priority level (see ``Strength``); the objective is
/// minimized lexicographically, one weighted sum per level in use. Everything is deterministic:
/// the same calls give the same pivots and values in every process.
///
/// After any thrown error the solver is exactly as it was before the call.
public final class Solver {
    // Unchecked: every call touches the state once, and nothing can call back into the solver
    // while it runs, so the dynamic exclusivity check (about 80 instructions) finds nothing.
    @exclusivity(unchecked) var state = SolverState()
    /// Counts the calls that may have changed the system or its solution (adding, removing,
    /// editing, suggesting, changing a constant or strength, resetting): a cache of anything
    /// derived from the solution is valid while this stays the same.
    ///
    /// Unchecked, like `state`: single increments and loads inside solver calls.
    @exclusivity(unchecked) package internal(set) var revision = 0
    /// The ``revision`` at which the defined variables' values were last computed.
    var definedValuesRevision = -1

    /// Creates an empty solver.
    public init() {}

    deinit {
        state.releaseHints()
    }

    /// Adds a constraint.
    ///
    /// - Parameter constraint: The constraint; it must not be in the solver already.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added before,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for an infinite or NaN coefficient,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot
    ///   hold together with the required constraints already added (with a minimal set of
    ///   those it conflicts with).
    /// - Complexity: Roughly proportional to the rows that mention the constraint's variables,
    ///   plus the pivots needed to re-optimize.
    public func add(_ constraint: Constraint) throws(SolverError) {
        revision &+= 1
        if state.record(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        if !constraint.isFinite { throw .nonFiniteConstraint(constraint) }
        let strength = constraint.strength
        if !state.addConstraint(constraint, strength: strength, constant: constraint.constant) {
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts(for: constraint, excluding: nil))
        }
        if let slackStrength = constraint.slackStrength, let slot = state.record(of: constraint) {
            // (Only a required inequality has one: see setSlackStrength(_:of:).)
            state.priceSlack(of: state.records[Int(slot)]!, from: nil, to: slackStrength)
            state.tableau.optimize()
        }
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// A variable that no constraint (or edit) in the solver mentions any more leaves it: it
    /// keeps its value (for one the solver defines through others, the value of the last
    /// ``updateVariables()``), ``updateVariables()`` no longer writes it, and a later
    /// constraint that mentions it brings it back. What the solver kept for the constraint and
    /// such variables is reused, so a solver that keeps adding and removing stays its size.
    /// - Parameter constraint: A constraint in the solver.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver (edit
    ///   constraints are removed with ``removeEditVariable(_:)``).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        revision &+= 1
        guard let slot = state.record(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        state.removeConstraint(recordAt: slot)
    }

    /// Whether the constraint has been added (and not removed).
    /// - Parameter constraint: Any constraint.
    /// - Returns: true if it is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        state.record(of: constraint) != nil && !isEditConstraint(constraint)
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        state.orderedRecords.map(\.constraint).filter { !isEditConstraint($0) }
    }

    /// Publishes the current solution into every variable's ``Variable/value``.
    /// - Complexity: O(number of variables).
    public func updateVariables() {
        refreshDefinedValues()
        state.publishValues()
    }

    /// Forgets every constraint, edit variable and variable; the solver is as new. Variables
    /// keep their last published values.
    public func reset() {
        revision &+= 1
        state.releaseHints()
        let parks = state.tableau.parksVariables
        let defines = state.definesVariables
        let rowLength = state.definitionRowLength
        let stallThreshold = state.tableau.stallThreshold
        let searchesLocally = state.searchesDirectionsLocally
        state = SolverState()
        state.tableau.parksVariables = parks
        state.definesVariables = defines
        state.definitionRowLength = rowLength
        state.tableau.stallThreshold = stallThreshold
        state.searchesDirectionsLocally = searchesLocally
    }

    /// Whether `constraint` is the hidden constraint of an edit variable.
    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard case .one(let variable, _) = constraint.terms, !state.edits.isEmpty,
            let edit = state.edits[ObjectIdentifier(variable)]
        else { return false }
        return edit.constraint === constraint
    }
}

extension SolverState {
    /// Writes each registered variable's value: its offset, plus its row's constant when basic.
    func publishValues() {
        let rowOf = tableau.rowOf
        let rows = tableau.rows
        let offsets = tableau.offsets
        rowOf.withUnsafeBufferPointer { rowOf in
            rows.withUnsafeBufferPointer { rows in
                offsets.withUnsafeBufferPointer { offsets in
                    externalVariables.withUnsafeBufferPointer { variables in
                        for (index, symbol) in externals.enumerated() {
                            let slot = rowOf[Int(symbol)]
                            let value = offsets[Int(symbol)] + (slot >= 0 ? rows[Int(slot)].constant : 0)
                            variables[index].value = value
                        }
                    }
                }
            }
        }
    }
}
