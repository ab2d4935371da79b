import CassowaryReference

@testable import Cassowary

/// A random session over two solvers that hold the same system written two ways and must
/// always reach the same optimum (`ShortfallStrengthTests`, `SlackStrengthTests`).
protocol TwinSolverSession {
    /// What went wrong so far; the session stops at the first.
    var failures: [String] { get }
    /// Makes one random change to both solvers.
    mutating func step() throws
    /// Checks both solvers after step number `step`, noting what is wrong in ``failures``.
    mutating func check(_ step: Int)
}

extension TwinSolverSession {
    /// Runs `steps` changes, each checked, until the first failure.
    mutating func run(steps: Int) throws {
        for step in 0..<steps {
            try self.step()
            check(step)
            if !failures.isEmpty { return }
        }
    }
}

/// What is wrong with `solver`'s live optimum after step number `step`, or `nil`: a fresh
/// solver given copies of its constraints must take them all and reach the same objective on
/// every level. `system` names the solver's system in the message.
func freshSolveDisagreement(with solver: Solver, system: String, step: Int) -> String? {
    let all = solver.constraints
    guard freshSolve(all, []) != nil else {
        return "step \(step): a fresh solver refuses the \(system) system"
    }
    let fresh = objectiveVector(all, [])
    solver.updateVariables()
    let live = objectiveVector(all, [])
    return objectivesMatch(live, fresh) ? nil : "step \(step): live \(live), fresh \(fresh)"
}
