// An exact reference oracle for the solver's tests: the lexicographic optimum of a constraint
// system, computed with rational arithmetic by a dense simplex method under Bland's rule.
//
// Semantics (Cassowary with strict levels): required constraints hold exactly; an optional
// constraint's error is |e| for `e == 0`, max(0, e) for `e <= 0` and max(0, −e) for `e >= 0`;
// levels are minimized one after another from the highest level number down, each as
// Σ weight · error with the levels above held at their optimum. Variables are free.
//
// The linear program, in equality form over the variables and nonnegative auxiliaries:
//
//     required   e == 0:  e = 0                 optional  e == 0:  e − p + n = 0   error p + n
//     required   e <= 0:  e + s = 0             optional  e <= 0:  e − p + s = 0   error p
//     required   e >= 0:  e − s = 0             optional  e >= 0:  e + p − s = 0   error p
//
// (s a slack, p and n errors, all ≥ 0). Each free variable is pivoted into the basis first
// (Gauss–Jordan) and its row then only defines it, so the simplex proper works on nonnegative
// columns alone. Phase 1 (with an artificial for each remaining row that has no column of its
// own to start the basis with) decides feasibility; then each level is minimized and fixed by
// banning every column with a positive reduced cost at its optimum: the level's objective equals
// its optimum plus Σ (reduced cost · column) over the nonbasic columns, so it stays optimal
// exactly while those columns stay zero.

import Cassowary

/// An edit variable with its suggestion: the optional constraint `variable == suggestion`.
package struct OracleEdit {
    /// The edited variable.
    package let variable: Variable
    /// The strength of the edit (optional).
    package let strength: Strength
    /// The suggested value.
    package let suggestion: Double

    /// Creates the edit `variable == suggestion` with `strength`.
    package init(_ variable: Variable, strength: Strength, suggestion: Double) {
        self.variable = variable
        self.strength = strength
        self.suggestion = suggestion
    }
}

/// Why the oracle has no answer for a system.
package enum OracleUnknown: Error, Equatable, CustomStringConvertible {
    /// An exact intermediate value did not fit in `Int128`.
    case arithmeticOverflow
    /// A coefficient, constant, weight or suggestion has no clear rational value (see
    /// ``Rational/init(approximating:)``).
    case unsupportedNumber(Double)

    /// A sentence for a test log.
    package var description: String {
        switch self {
        case .arithmeticOverflow: "exact arithmetic overflowed Int128"
        case .unsupportedNumber(let value): "no exact rational for \(value)"
        }
    }
}

/// The first way in which candidate values fall short of the exact optimum.
package enum OracleDiscrepancy: Equatable, CustomStringConvertible {
    /// A required constraint (by index in the list given) is violated beyond the tolerance.
    case requiredViolated(index: Int, constraint: String, violation: Double, allowed: Double)
    /// The required constraints cannot all hold exactly, yet the candidate meets each one within
    /// the tolerance.
    case requiredInfeasible
    /// The candidate's objective on `level` differs from the optimum beyond the tolerance (all
    /// more important levels matched).
    case levelObjective(level: Int, expected: Rational, got: Double)

    /// A sentence for a test failure.
    package var description: String {
        switch self {
        case .requiredViolated(let index, let constraint, let violation, let allowed):
            "required constraint #\(index) (\(constraint)) is violated by \(violation) "
                + "(allowed \(allowed))"
        case .requiredInfeasible:
            "the required constraints cannot all hold exactly, yet the candidate meets each"
                + " within tolerance"
        case .levelObjective(let level, let expected, let got):
            "level \(level): expected objective \(expected.doubleValue) (exactly \(expected)),"
                + " got \(got)"
        }
    }
}

/// The exact reference oracle: lexicographic optimum, feasibility and conflict minimality of
/// constraint systems written with the solver's own types.
package enum ExactLexicographicLP {
    /// What the oracle found.
    package enum Outcome: Equatable {
        /// The required constraints cannot all hold.
        case infeasible
        /// The optimum per optional level in use (each level present, even at 0) and one
        /// optimal point (by `ObjectIdentifier` of the variable; optimal points need not be
        /// unique).
        case optimal(objective: [Int: Rational], values: [ObjectIdentifier: Rational])
    }

    /// The relative tolerance of ``discrepancy(in:edits:tolerance:values:)`` by default.
    package static let defaultTolerance = 1e-6

    // MARK: - Public answers

    /// Solves a system exactly.
    /// - Parameters:
    ///   - constraints: Required and optional constraints (their current ``Constraint/constant``).
    ///   - edits: Edit variables with their suggestions.
    /// - Returns: The outcome, or nil if exact arithmetic overflowed or a number has no clear
    ///   rational value (see ``outcome(of:edits:)`` for the reason).
    package static func solve(_ constraints: [Constraint], edits: [OracleEdit] = []) -> Outcome? {
        try? outcome(of: constraints, edits: edits)
    }

    /// Solves a system exactly, saying why when it cannot.
    /// - Parameters:
    ///   - constraints: Required and optional constraints.
    ///   - edits: Edit variables with their suggestions.
    /// - Returns: The outcome.
    /// - Throws: ``OracleUnknown`` when there is no exact answer.
    package static func outcome(of constraints: [Constraint], edits: [OracleEdit] = []) throws(OracleUnknown)
        -> Outcome
    {
        let system = try ExactSystem(constraints, edits: edits, allRequired: false)
        do {
            var program = StandardForm(system)
            guard try program.findFeasibleBasis() else { return .infeasible }
            let objective = try program.minimizeLevels()
            var values: [ObjectIdentifier: Rational] = [:]
            for (index, variable) in system.variables.enumerated() {
                values[ObjectIdentifier(variable)] = program.value(ofVariable: index)
            }
            return .optimal(objective: objective, values: values)
        } catch {
            throw .arithmeticOverflow
        }
    }

    /// Whether constraints can all hold at once. Each one is treated as required, whatever its
    /// strength (filter a system's required part first to ask about that).
    /// - Parameter required: The constraints.
    /// - Returns: The answer, or nil if exact arithmetic overflowed or a number has no clear
    ///   rational value.
    package static func isFeasible(_ required: [Constraint]) -> Bool? {
        guard let system = try? ExactSystem(required, edits: [], allRequired: true) else { return nil }
        do {
            var program = StandardForm(system)
            return try program.findFeasibleBasis()
        } catch {
            return nil
        }
    }

    /// Whether constraints form a minimal conflict: together they cannot hold, but without any
    /// one of them the rest can. Each one is treated as required, whatever its strength (a
    /// conflict may name the constraint that failed to be added or to become required).
    /// - Parameter constraints: The candidate conflict.
    /// - Returns: The answer, or nil if some check had no exact answer.
    package static func isMinimalConflict(_ constraints: [Constraint]) -> Bool? {
        guard let together = isFeasible(constraints) else { return nil }
        if together { return false }
        for dropped in constraints.indices {
            var rest = constraints
            rest.remove(at: dropped)
            guard let feasible = isFeasible(rest) else { return nil }
            if !feasible { return false }
        }
        return true
    }

    /// Checks candidate values against the exact optimum: every required constraint must hold
    /// within `tolerance · max(1, scale)` (the scale is the largest |coefficient · value| and
    /// |constant| of the constraint), and each level's objective must equal the optimum within
    /// `tolerance · max(1, |expected|, |got|)`, compared from the most important level down.
    /// - Parameters:
    ///   - constraints: The system's constraints.
    ///   - edits: The system's edit variables.
    ///   - tolerance: The relative tolerance.
    ///   - values: The candidate value of each variable (by default the value the last solver
    ///     published).
    /// - Returns: The first discrepancy, or nil when the values are optimal.
    /// - Throws: ``OracleUnknown`` when the oracle has no exact answer (tests skip and count).
    package static func discrepancy(
        in constraints: [Constraint],
        edits: [OracleEdit] = [],
        tolerance: Double = defaultTolerance,
        values: (Variable) -> Double = { $0.value }
    ) throws(OracleUnknown) -> OracleDiscrepancy? {
        for (index, constraint) in constraints.enumerated() where constraint.strength.isRequired {
            let (violation, scale) = measure(constraint, values: values)
            let allowed = tolerance * max(1, scale)
            if !(violation <= allowed) {
                return .requiredViolated(
                    index: index, constraint: constraint.description, violation: violation, allowed: allowed)
            }
        }
        guard case .optimal(let expected, _) = try outcome(of: constraints, edits: edits) else {
            return .requiredInfeasible
        }
        var got: [Int: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            got[constraint.strength.level, default: 0] +=
                constraint.strength.weight * measure(constraint, values: values).violation
        }
        for edit in edits {
            got[edit.strength.level, default: 0] +=
                edit.strength.weight * abs(values(edit.variable) - edit.suggestion)
        }
        for level in expected.keys.sorted(by: >) {
            let optimum = expected[level]!
            let candidate = got[level] ?? 0
            let scale = max(1, abs(optimum.doubleValue), abs(candidate))
            if !(abs(candidate - optimum.doubleValue) <= tolerance * scale) {
                return .levelObjective(level: level, expected: optimum, got: candidate)
            }
        }
        return nil
    }

    // MARK: - Exact evaluation

    /// A system evaluated exactly at a point.
    package struct Evaluation: Equatable {
        /// Whether every required constraint holds exactly.
        package let requiredHold: Bool
        /// Σ weight · error per optional level in use.
        package let objective: [Int: Rational]
    }

    /// Evaluates a system exactly at a point.
    /// - Parameters:
    ///   - constraints: The system's constraints.
    ///   - edits: The system's edit variables.
    ///   - values: The point; a variable missing from it counts as 0.
    /// - Returns: Whether the required constraints hold, and the objective per level.
    /// - Throws: ``OracleUnknown`` when a number has no clear rational value or arithmetic
    ///   overflowed.
    package static func evaluate(
        _ constraints: [Constraint], edits: [OracleEdit] = [], at values: [ObjectIdentifier: Rational]
    ) throws(OracleUnknown) -> Evaluation {
        let system = try ExactSystem(constraints, edits: edits, allRequired: false)
        let point = system.variables.map { values[ObjectIdentifier($0)] ?? .zero }
        do {
            var requiredHold = true
            var objective: [Int: Rational] = [:]
            for relation in system.relations {
                let error = try relation.error(at: point)
                if let level = relation.level {
                    objective[level] = try (objective[level] ?? .zero) + relation.weight * error
                } else if !error.isZero {
                    requiredHold = false
                }
            }
            return Evaluation(requiredHold: requiredHold, objective: objective)
        } catch {
            throw .arithmeticOverflow
        }
    }

    /// Compares objectives lexicographically, the highest level first (a level missing from
    /// one side counts as 0 there).
    /// - Returns: −1 if `lhs` is better (smaller), 1 if worse, 0 if equal.
    package static func compareLexicographically(_ lhs: [Int: Rational], _ rhs: [Int: Rational]) -> Int {
        for level in Set(lhs.keys).union(rhs.keys).sorted(by: >) {
            let left = lhs[level] ?? .zero
            let right = rhs[level] ?? .zero
            if left < right { return -1 }
            if right < left { return 1 }
        }
        return 0
    }

    /// How far candidate values violate a constraint, and the size of its largest summand.
    private static func measure(
        _ constraint: Constraint, values: (Variable) -> Double
    ) -> (violation: Double, scale: Double) {
        var sum = constraint.constant
        var scale = abs(constraint.constant)
        constraint.forEachTerm { variable, coefficient in
            let term = coefficient * values(variable)
            sum += term
            scale = max(scale, abs(term))
        }
        switch constraint.relation {
        case .equal: return (abs(sum), scale)
        case .lessThanOrEqual: return (max(0, sum), scale)
        case .greaterThanOrEqual: return (max(0, -sum), scale)
        }
    }
}

// MARK: - The system in exact numbers

/// One constraint or edit in exact numbers: `Σ coefficient · variable + constant OP 0`.
private struct ExactRelation {
    /// Coefficients by variable index (duplicates summed), in first-appearance order.
    var terms: [(variable: Int, coefficient: Rational)]
    /// The constant summand.
    var constant: Rational
    /// How the sum relates to zero.
    var relation: Relation
    /// The strict level of an optional relation; nil when required.
    var level: Int?
    /// The weight of an error on that level.
    var weight: Rational

    /// The error at a point: 0 when it holds, else how far it is off.
    func error(at point: [Rational]) throws(RationalOverflow) -> Rational {
        var sum = constant
        for term in terms { sum = try sum + term.coefficient * point[term.variable] }
        switch relation {
        case .equal: return sum.isNegative ? -sum : sum
        case .lessThanOrEqual: return sum.isPositive ? sum : .zero
        case .greaterThanOrEqual: return sum.isNegative ? -sum : .zero
        }
    }
}

/// A constraint system converted to exact numbers, its variables in first-appearance order.
private struct ExactSystem {
    /// The variables, in the order they first appear (constraints first, then edits).
    private(set) var variables: [Variable] = []
    /// The constraints, then the edits.
    private(set) var relations: [ExactRelation] = []
    /// Index of each variable in ``variables``.
    private var indexOfVariable: [ObjectIdentifier: Int] = [:]

    /// Converts a system.
    /// - Parameters:
    ///   - constraints: Its constraints (with their current constants).
    ///   - edits: Its edits.
    ///   - allRequired: Whether to treat every constraint as required.
    init(_ constraints: [Constraint], edits: [OracleEdit], allRequired: Bool) throws(OracleUnknown) {
        for constraint in constraints {
            var terms: [(Variable, Double)] = []
            constraint.forEachTerm { terms.append(($0, $1)) }
            let strength = allRequired ? Strength.required : constraint.strength
            try add(terms, constant: constraint.constant, constraint.relation, strength)
            // A priced slack costs what an optional constraint of the opposite relation would.
            if !allRequired, let slack = constraint.slackStrength {
                let opposite: Relation =
                    constraint.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                try add(terms, constant: constraint.constant, opposite, slack)
            }
            // A preference costs what a second optional equality of the same expression would.
            if !allRequired, let preference = constraint.preferenceStrength {
                try add(terms, constant: constraint.constant, .equal, preference)
            }
        }
        for edit in edits {
            try add([(edit.variable, 1)], constant: -edit.suggestion, .equal, edit.strength)
        }
    }

    /// Appends one relation, converting its numbers.
    private mutating func add(
        _ terms: [(Variable, Double)], constant: Double, _ relation: Relation, _ strength: Strength
    ) throws(OracleUnknown) {
        var exactTerms: [(variable: Int, coefficient: Rational)] = []
        for (variable, coefficient) in terms {
            let index = self.index(of: variable)
            let exact = try Self.exact(coefficient)
            if let position = exactTerms.firstIndex(where: { $0.variable == index }) {
                do {
                    exactTerms[position].coefficient = try exactTerms[position].coefficient + exact
                } catch {
                    throw .arithmeticOverflow
                }
            } else {
                exactTerms.append((index, exact))
            }
        }
        exactTerms.removeAll { $0.coefficient.isZero }
        let required = strength.isRequired
        let exactConstant = try Self.exact(constant)
        var weight = Rational.zero
        if !required { weight = try Self.exact(strength.weight) }
        relations.append(
            ExactRelation(
                terms: exactTerms, constant: exactConstant, relation: relation,
                level: required ? nil : strength.level, weight: weight))
    }

    /// The index of a variable, registering it on first sight.
    private mutating func index(of variable: Variable) -> Int {
        let key = ObjectIdentifier(variable)
        if let index = indexOfVariable[key] { return index }
        variables.append(variable)
        indexOfVariable[key] = variables.count - 1
        return variables.count - 1
    }

    /// The rational a test meant by a Double.
    private static func exact(_ value: Double) throws(OracleUnknown) -> Rational {
        guard let exact = Rational(approximating: value) else { throw .unsupportedNumber(value) }
        return exact
    }
}

// MARK: - The linear program

/// The system as a simplex tableau in equality form (see the top of this file), and the
/// phases that solve it.
private struct StandardForm {
    /// What an auxiliary column stands for.
    private struct Auxiliary {
        /// The level whose objective counts it, nil for a slack.
        let level: Int?
        /// Its weight there.
        let weight: Rational
    }

    /// The tableau: columns are the variables, then the auxiliaries, then one artificial per row.
    private var tableau: ExactSimplexTableau
    /// The number of variables (the first columns).
    private let variableCount: Int
    /// The auxiliaries, in column order after the variables.
    private let auxiliaries: [Auxiliary]
    /// The first artificial column.
    private var firstArtificial: Int { variableCount + auxiliaries.count }

    /// Builds the tableau of a system (before any pivot).
    init(_ system: ExactSystem) {
        var auxiliaries: [Auxiliary] = []
        var rowEntries: [[(column: Int, value: Rational)]] = []
        let variableCount = system.variables.count
        /// Adds an auxiliary column and returns its index.
        func auxiliary(_ level: Int?, _ weight: Rational) -> Int {
            auxiliaries.append(Auxiliary(level: level, weight: weight))
            return variableCount + auxiliaries.count - 1
        }
        for relation in system.relations {
            var entries = relation.terms.map { (column: $0.variable, value: $0.coefficient) }
            switch (relation.relation, relation.level) {
            case (.equal, nil):
                break
            case (.lessThanOrEqual, nil):
                entries.append((auxiliary(nil, .zero), .one))
            case (.greaterThanOrEqual, nil):
                entries.append((auxiliary(nil, .zero), Rational(-1)))
            case (.equal, let level?):
                entries.append((auxiliary(level, relation.weight), Rational(-1)))
                entries.append((auxiliary(level, relation.weight), .one))
            case (.lessThanOrEqual, let level?):
                entries.append((auxiliary(level, relation.weight), Rational(-1)))
                entries.append((auxiliary(nil, .zero), .one))
            case (.greaterThanOrEqual, let level?):
                entries.append((auxiliary(level, relation.weight), .one))
                entries.append((auxiliary(nil, .zero), Rational(-1)))
            }
            rowEntries.append(entries)
        }
        let rowCount = system.relations.count
        var tableau = ExactSimplexTableau(
            rowCount: rowCount, columnCount: variableCount + auxiliaries.count + rowCount)
        for (row, entries) in rowEntries.enumerated() {
            for entry in entries { tableau[row, entry.column] = entry.value }
            tableau.setRightHandSide(-system.relations[row].constant, ofRow: row)
        }
        self.tableau = tableau
        self.variableCount = variableCount
        self.auxiliaries = auxiliaries
    }

    /// Pivots each variable into the basis (Gauss–Jordan) and finds a basic feasible solution of
    /// the rest with phase 1; afterwards the artificial columns are banned.
    /// - Returns: Whether the required constraints can all hold (optional ones always can,
    ///   through their errors).
    mutating func findFeasibleBasis() throws(RationalOverflow) -> Bool {
        // Each variable takes the first row that still mentions it; that row only defines it
        // from then on. A variable no remaining row mentions is left at zero.
        for variable in 0..<variableCount {
            let row = (0..<tableau.rowCount).first {
                !tableau.isDefiningRow($0) && !tableau[$0, variable].isZero
            }
            if let row {
                try tableau.pivot(row: row, column: variable)
                tableau.markDefiningRow(row)
            } else {
                tableau.ban(column: variable)
            }
        }
        // Phase 1. Each remaining row, its right-hand side made nonnegative, starts with a basic
        // column: a column only it mentions, with a positive entry, if it has one (its own error
        // or slack, unless the sign is wrong), else its artificial.
        var costs = [Rational](repeating: .zero, count: tableau.columnCount)
        for row in 0..<tableau.rowCount {
            let artificial = firstArtificial + row
            tableau.ban(column: artificial)
            if tableau.isDefiningRow(row) { continue }
            if tableau.rightHandSide(ofRow: row).isNegative { tableau.negate(row: row) }
            if let own = ownPositiveColumn(of: row) {
                try tableau.pivot(row: row, column: own)
            } else {
                tableau[row, artificial] = .one
                tableau.makeBasic(column: artificial, inRow: row)
                costs[artificial] = .one
            }
        }
        try tableau.setObjective(costs: costs)
        try tableau.minimize()
        guard tableau.objectiveValue.isZero else { return false }
        // Drive the artificials out of the basis (degenerate pivots: their rows are at 0). A row
        // with nothing else left is redundant and stays inert with its artificial at 0.
        for row in 0..<tableau.rowCount where tableau.basicColumn(ofRow: row) >= firstArtificial {
            let replacement = (variableCount..<firstArtificial).first {
                !tableau.isBanned($0) && !tableau[row, $0].isZero
            }
            if let replacement { try tableau.pivot(row: row, column: replacement) }
        }
        return true
    }

    /// The first auxiliary column with a positive entry in `row` and none in any other row.
    private func ownPositiveColumn(of row: Int) -> Int? {
        for column in variableCount..<firstArtificial where isOwnPositiveColumn(column, of: row) {
            return column
        }
        return nil
    }

    /// Whether `column` has a positive entry in `row` and none in any other row.
    private func isOwnPositiveColumn(_ column: Int, of row: Int) -> Bool {
        guard tableau[row, column].isPositive else { return false }
        for other in 0..<tableau.rowCount where other != row && !tableau[other, column].isZero {
            return false
        }
        return true
    }

    /// Minimizes each level's weighted errors in turn, most important first, fixing each
    /// optimum before the next level.
    /// - Precondition: ``findFeasibleBasis()`` returned true.
    /// - Returns: The optimum per level in use.
    mutating func minimizeLevels() throws(RationalOverflow) -> [Int: Rational] {
        let levels = Set(auxiliaries.compactMap(\.level)).sorted(by: >)
        var optimum: [Int: Rational] = [:]
        for level in levels {
            var costs = [Rational](repeating: .zero, count: tableau.columnCount)
            for (offset, auxiliary) in auxiliaries.enumerated() where auxiliary.level == level {
                costs[variableCount + offset] = auxiliary.weight
            }
            try tableau.setObjective(costs: costs)
            try tableau.minimize()
            optimum[level] = tableau.objectiveValue
            tableau.banColumnsThatWouldRaiseTheObjective()
        }
        return optimum
    }

    /// The value of a variable in the current basic solution.
    func value(ofVariable index: Int) -> Rational {
        tableau.value(ofColumn: index)
    }
}

// MARK: - The tableau

/// A dense simplex tableau in exact numbers: rows `Σ entry · column = right-hand side`, one basic
/// column per row, and an objective `value + Σ reducedCost · column` over the nonbasic columns.
///
/// Columns are nonnegative except the basic columns of defining rows (free variables), which
/// the ratio test ignores. Banned columns never enter the basis, so they stay at zero.
private struct ExactSimplexTableau {
    /// The number of rows.
    let rowCount: Int
    /// The number of columns.
    let columnCount: Int
    /// The entries, row after row.
    private var entries: [Rational]
    /// The right-hand side of each row: the value of its basic column.
    private var rightHandSides: [Rational]
    /// The basic column of each row (−1 before it has one).
    private var basicColumns: [Int]
    /// The row of each basic column (−1 for a nonbasic column).
    private var rowOfColumn: [Int]
    /// Rows whose basic column is a free variable.
    private var definingRows: [Bool]
    /// Columns that may not enter the basis.
    private var bannedColumns: [Bool]
    /// The objective's coefficient of each column in terms of the nonbasic columns.
    private var reducedCosts: [Rational]
    /// The objective at the current basic solution.
    private(set) var objectiveValue: Rational = .zero

    /// An all-zero tableau.
    init(rowCount: Int, columnCount: Int) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        entries = Array(repeating: .zero, count: rowCount * columnCount)
        rightHandSides = Array(repeating: .zero, count: rowCount)
        basicColumns = Array(repeating: -1, count: rowCount)
        rowOfColumn = Array(repeating: -1, count: columnCount)
        definingRows = Array(repeating: false, count: rowCount)
        bannedColumns = Array(repeating: false, count: columnCount)
        reducedCosts = Array(repeating: .zero, count: columnCount)
    }

    /// An entry.
    subscript(row: Int, column: Int) -> Rational {
        get { entries[row * columnCount + column] }
        set { entries[row * columnCount + column] = newValue }
    }

    /// The right-hand side of a row.
    func rightHandSide(ofRow row: Int) -> Rational { rightHandSides[row] }
    /// Sets the right-hand side of a row.
    mutating func setRightHandSide(_ value: Rational, ofRow row: Int) { rightHandSides[row] = value }
    /// The basic column of a row, −1 if none.
    func basicColumn(ofRow row: Int) -> Int { basicColumns[row] }
    /// Whether a row defines a free variable.
    func isDefiningRow(_ row: Int) -> Bool { definingRows[row] }
    /// Marks a row as defining its (free) basic column.
    mutating func markDefiningRow(_ row: Int) { definingRows[row] = true }
    /// Whether a column may not enter the basis.
    func isBanned(_ column: Int) -> Bool { bannedColumns[column] }
    /// Keeps a column out of the basis for good.
    mutating func ban(column: Int) { bannedColumns[column] = true }

    /// The value of a column in the basic solution (0 when nonbasic).
    func value(ofColumn column: Int) -> Rational {
        rowOfColumn[column] < 0 ? .zero : rightHandSides[rowOfColumn[column]]
    }

    /// Multiplies a row (without a basic column yet) by −1.
    mutating func negate(row: Int) {
        for column in 0..<columnCount { self[row, column] = -self[row, column] }
        rightHandSides[row] = -rightHandSides[row]
    }

    /// Declares a column basic in a row where it is a unit column (1 there, 0 elsewhere).
    mutating func makeBasic(column: Int, inRow row: Int) {
        basicColumns[row] = column
        rowOfColumn[column] = row
    }

    /// Makes `column` basic in `row`: scales the row to a 1 there and eliminates the column from
    /// every other row and from the objective.
    /// - Precondition: The entry at (`row`, `column`) is not zero.
    mutating func pivot(row: Int, column: Int) throws(RationalOverflow) {
        let pivot = self[row, column]
        precondition(!pivot.isZero, "pivot on a zero entry")
        var support: [Int] = []
        for other in 0..<columnCount where !self[row, other].isZero {
            if pivot != .one { self[row, other] = try self[row, other] / pivot }
            support.append(other)
        }
        if pivot != .one { rightHandSides[row] = try rightHandSides[row] / pivot }
        for target in 0..<rowCount where target != row {
            let factor = self[target, column]
            if factor.isZero { continue }
            for other in support {
                self[target, other] = try self[target, other] - factor * self[row, other]
            }
            rightHandSides[target] = try rightHandSides[target] - factor * rightHandSides[row]
        }
        let costFactor = reducedCosts[column]
        if !costFactor.isZero {
            for other in support {
                reducedCosts[other] = try reducedCosts[other] - costFactor * self[row, other]
            }
            objectiveValue = try objectiveValue + costFactor * rightHandSides[row]
        }
        if basicColumns[row] >= 0 { rowOfColumn[basicColumns[row]] = -1 }
        basicColumns[row] = column
        rowOfColumn[column] = row
    }

    /// Sets the objective `Σ cost · column`, expressed in the nonbasic columns.
    mutating func setObjective(costs: [Rational]) throws(RationalOverflow) {
        reducedCosts = costs
        objectiveValue = .zero
        for row in 0..<rowCount where basicColumns[row] >= 0 {
            let cost = costs[basicColumns[row]]
            if cost.isZero { continue }
            for column in 0..<columnCount where !self[row, column].isZero {
                reducedCosts[column] = try reducedCosts[column] - cost * self[row, column]
            }
            objectiveValue = try objectiveValue + cost * rightHandSides[row]
        }
    }

    /// Minimizes the objective by primal simplex pivots under Bland's rule (the smallest
    /// improving column enters; among the rows of the minimum ratio, the one whose basic column
    /// is smallest leaves), which never cycles.
    /// - Precondition: The basic solution is feasible and the objective bounded below (the
    ///   oracle's objectives are nonnegative sums of nonnegative columns).
    mutating func minimize() throws(RationalOverflow) {
        while let entering = firstImprovingColumn() {
            var leaving = -1
            var smallestRatio = Rational.zero
            for row in 0..<rowCount where !definingRows[row] && self[row, entering].isPositive {
                let ratio = try rightHandSides[row] / self[row, entering]
                if leaving < 0 || ratio < smallestRatio
                    || (ratio == smallestRatio && basicColumns[row] < basicColumns[leaving])
                {
                    leaving = row
                    smallestRatio = ratio
                }
            }
            precondition(leaving >= 0, "unbounded objective: impossible for sums of errors")
            try pivot(row: leaving, column: entering)
        }
    }

    /// The smallest column that may enter and would lower the objective, if any.
    private func firstImprovingColumn() -> Int? {
        for column in 0..<columnCount
        where !bannedColumns[column] && rowOfColumn[column] < 0 && reducedCosts[column].isNegative {
            return column
        }
        return nil
    }

    /// Bans every nonbasic column with a positive reduced cost: at an optimum the objective is
    /// its value plus Σ reducedCost · column, so keeping those columns at zero keeps it optimal.
    mutating func banColumnsThatWouldRaiseTheObjective() {
        for column in 0..<columnCount where rowOfColumn[column] < 0 && reducedCosts[column].isPositive {
            bannedColumns[column] = true
        }
    }
}
