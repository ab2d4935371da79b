import CassowaryReference

@testable import Cassowary

/// A random session over two solvers that hold the same system written two ways and must
/// always reach the same optimum (`ShortfallStrengthTests`, `SlackStrengthTests`,
/// `PreferenceStrengthTests`).
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

/// `Σ coefficient · variable[index] + constant`, over variable indices: one expression written
/// over the variables of either solver of a ``TwinSystems``.
struct TwinForm {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double

    /// The terms over `variables`.
    func terms(_ variables: [Variable]) -> ContiguousArray<Term> {
        ContiguousArray(terms.map { Term(variables[$0.index], $0.coefficient) })
    }

    /// The expression over `variables`.
    func expression(_ variables: [Variable]) -> Expression {
        Expression(Array(terms(variables)), constant: constant)
    }
}

/// Two solvers, each over variables of its own, that hold the same required constraints (every
/// variable within [0, 50] first, so every optimum is finite), with the random numbers a twin
/// session draws them from: what `ShortfallStrengthTests` and `PreferenceStrengthTests` share.
struct TwinSystems {
    var random: SplitMix64
    let first = Solver()
    let second = Solver()
    let firstVariables: [Variable]
    let secondVariables: [Variable]
    /// The required constraints, in the same order in both.
    var required: [(first: Constraint, second: Constraint)] = []
    var failures: [String] = []

    /// Solvers over `variableCount` variables each, named with the two prefixes.
    init(seed: UInt64, variableCount: Int, definesVariables: Bool, names: (String, String)) {
        for solver in [first, second] {
            solver.definesVariables = definesVariables
            solver.definitionRowLength = 0  // a definition wherever one can be made
        }
        random = SplitMix64(seed: seed)
        firstVariables = (0..<variableCount).map { Variable("\(names.0)\($0)") }
        secondVariables = (0..<variableCount).map { Variable("\(names.1)\($0)") }
        for index in 0..<variableCount {
            addRequired(TwinForm(terms: [(index, 1)], constant: 0), .greaterThanOrEqual)
            addRequired(TwinForm(terms: [(index, 1)], constant: -50), .lessThanOrEqual)
        }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// One to three terms with small coefficients and a constant within ±40.
    mutating func form() -> TwinForm {
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<int(1...3) {
            terms.append((int(0...(firstVariables.count - 1)), [-2.0, -1, 1, 1, 2, 0.5][int(0...5)]))
        }
        return TwinForm(terms: terms, constant: Double(int(-40...40)))
    }

    /// Strict levels as the layout engine uses them, or kiwi's weights on one level.
    mutating func strength() -> Strength {
        int(0...2) == 0
            ? [Strength.strong, .medium, .weak][int(0...2)] : Strength(level: int(1...4), weight: 1)
    }

    /// Adds the required `form relation 0` to both, noting a refusal by one alone.
    mutating func addRequired(_ form: TwinForm, _ relation: Relation) {
        let inFirst = Constraint(form.expression(firstVariables), relation)
        let inSecond = Constraint(form.expression(secondVariables), relation)
        let addedToFirst = (try? first.add(inFirst)) != nil
        let addedToSecond = (try? second.add(inSecond)) != nil
        if addedToFirst != addedToSecond {
            failures.append("a required constraint added to one solver only: \(inFirst)")
        }
        if addedToFirst && addedToSecond { required.append((inFirst, inSecond)) }
    }

    /// Removes a random required constraint added after the bounds from both; false when there
    /// are not enough of them yet.
    mutating func removeRequired() throws -> Bool {
        guard required.count > 2 * firstVariables.count else { return false }
        let index = int((2 * firstVariables.count)...(required.count - 1))
        let removed = required.remove(at: index)
        try first.remove(removed.first)
        try second.remove(removed.second)
        return true
    }

    /// Notes what is wrong with either solver's invariants after step number `step`.
    mutating func checkInvariants(_ step: Int, names: (String, String)) {
        for (name, solver) in [(names.0, first), (names.1, second)] {
            let problems = solver._checkInvariants()
            if !problems.isEmpty { failures.append("step \(step): \(name) invariants: \(problems)") }
        }
        first.updateVariables()
        second.updateVariables()
    }
}
