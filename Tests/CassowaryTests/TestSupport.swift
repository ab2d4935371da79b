@_exported import CassowaryReference

@testable import Cassowary

/// Whether the required constraints can all hold (checked in a fresh solver).
func requiredAreFeasible(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    for constraint in constraints where constraint.strength.isRequired {
        do { try solver.add(constraint.strength(.required)) } catch { return false }
    }
    return true
}
