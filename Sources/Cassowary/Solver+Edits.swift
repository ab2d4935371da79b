// What a checker needs to solve a solver's system again from scratch: its edit variables with
// their strengths and last suggestions (``Solver/constraints`` lists everything else).

extension Solver {
    /// One edit variable of a solver: the variable, its strength and the value suggested last.
    package struct EditVariableState {
        /// The edited variable.
        package let variable: Variable
        /// How strongly suggestions are followed.
        package let strength: Strength
        /// The value suggested last (0 until a value is suggested).
        package let suggestion: Double
    }

    /// The edit variables, in the order they were added.
    package var editVariables: [EditVariableState] {
        state.edits.values.sorted { $0.sequence < $1.sequence }.map { edit in
            EditVariableState(
                variable: edit.variable, strength: edit.constraint.strength, suggestion: edit.suggestion)
        }
    }
}
