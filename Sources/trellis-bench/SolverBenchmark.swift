// `trellis-bench solver`: the solver workloads W1, W2, W3 (and W3x), W4 of Benchmarks/WORKLOADS.md,
// run exactly as Benchmarks/peers/kiwi_ref.py runs them on kiwi, with the same RESULT/CHECK
// lines, so the two outputs can be read side by side. Every checksum and W1 objective is verified.

import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let solverBenchmarkCommand = Subcommand(
    name: "solver",
    summary: "W1-W4 solver workloads [--json] [--grid-sizes 100,1000,10000] "
        + "[--stack-sizes 100,1000,10000] [--only W1|W2|W3|W4] [--crossing] [--quick] [--cns FILE] "
        + "[--max-builds N] [--conflicts] [--parking] [--definitions] [--stack-pull]",
    run: runSolverBenchmark)

/// Options of the `solver` subcommand.
struct SolverBenchmarkOptions {
    var json = false
    var quick = false
    var crossing = false
    var only: String?
    var gridSizes = [100, 1000, 10000]
    /// W4's sizes; without `--stack-sizes`, N = 10,000 is left out of a `--quick` run on the
    /// classic tableau (its hide + show there takes many minutes: WORKLOADS.md).
    var stackSizes = [100, 1000, 10000]
    var stackSizesGiven = false
    /// Whether W4 runs on a solver that parks variables.
    var parking = false
    /// Whether W4 runs on a solver that keeps required equalities as definitions.
    var definitions = false
    /// Whether W4's stack has an end that a weak constraint pulls toward 0.
    var stackPull = false
    var cnsPath: String?
    var maxRepetitions = 1000
    var conflicts = false
}

func runSolverBenchmark(_ arguments: [String]) -> Int32 {
    var options = SolverBenchmarkOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        switch argument {
        case "--json": options.json = true
        case "--quick": options.quick = true
        case "--crossing": options.crossing = true
        case "--conflicts": options.conflicts = true
        case "--parking": options.parking = true
        case "--definitions": options.definitions = true
        case "--stack-pull": options.stackPull = true
        case "--only": options.only = value()
        case "--cns": options.cnsPath = value()
        case "--max-builds":
            guard let count = value().flatMap({ Int($0) }), count > 1 else {
                return usageError("--max-builds takes a count of at least 2")
            }
            options.maxRepetitions = count
        case "--stack-sizes":
            guard let list = value() else { return usageError("--stack-sizes needs a list") }
            let sizes = list.split(separator: ",").compactMap { Int($0) }
            guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 3 }) else {
                return usageError("--stack-sizes takes counts of at least 3, e.g. 100,1000")
            }
            options.stackSizes = sizes
            options.stackSizesGiven = true
        case "--grid-sizes":
            guard let list = value() else { return usageError("--grid-sizes needs a list") }
            let sizes = list.split(separator: ",").compactMap { Int($0) }
            guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 && $0 % 10 == 0 }) else {
                return usageError("--grid-sizes takes multiples of 10, e.g. 100,1000")
            }
            options.gridSizes = sizes
        default: return usageError("unknown argument \(argument)")
        }
        index += 1
    }
    if let only = options.only, !["W1", "W2", "W3", "W4"].contains(only) {
        return usageError("--only takes W1, W2, W3 or W4")
    }
    if options.quick && !options.definitions && !options.stackSizesGiven {
        options.stackSizes = options.stackSizes.filter { $0 < 10000 }
    }
    print("trellis Cassowary (Swift)")
    var failures = 0
    if options.only == nil || options.only == "W1" {
        guard let data = loadEnamlLike(options.cnsPath) else {
            print("error: cannot read enaml_like.cns (pass --cns FILE)")
            return 2
        }
        failures += runW1(data, options)
    }
    if options.only == nil || options.only == "W2" { failures += runW2(options) }
    if options.only == nil || options.only == "W3" { failures += runW3(options) }
    if options.only == nil || options.only == "W4" { failures += runW4(options) }
    if options.conflicts { failures += runConflictExplanation(options) }
    let peak = peakResidentKilobytes()
    if options.json { print("{\"peak_rss_kb\": \(peak)}") }
    print("PEAK RSS \(fixed(Double(peak) / 1024, 1)) MB")
    print(failures == 0 ? "ALL CHECKS OK" : "CHECKS FAILED: \(failures)")
    return failures == 0 ? 0 : 1
}

func usageError(_ message: String) -> Int32 {
    print("error: \(message)")
    return 2
}

/// "OK" or "MISMATCH", counting mismatches.
func verdict(_ ok: Bool, _ failures: inout Int) -> String {
    if !ok { failures += 1 }
    return ok ? "OK" : "MISMATCH"
}

// MARK: - W1 enaml-like

/// One line of enaml_like.cns: `Σ coefficient·variable + constant OP 0`.
struct CnsConstraint {
    let strength: Strength
    let relation: Relation
    let constant: Double
    let terms: [(coefficient: Double, variable: Int)]
}

struct EnamlLike {
    let names: [String]
    let constraints: [CnsConstraint]
}

/// Reads W1's data: `--cns FILE`, else Benchmarks/enaml_like.cns of this source tree.
func loadEnamlLike(_ path: String?) -> EnamlLike? {
    let sourceDirectory = String(
        #filePath.split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/"))
    let candidates = [path, sourceDirectory + "/Benchmarks/enaml_like.cns"].compactMap { $0 }
    for candidate in candidates {
        guard let text = readTextFile(candidate) else { continue }
        return parseCns(text)
    }
    return nil
}

func readTextFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

let cnsStrengths: [String: Strength] = [
    "required": .required, "strong": .strong, "medium": .medium, "weak": .weak,
    "mmedium": Strength(strong: 0, medium: 1, weak: 0, weight: 1.25),
    "smedium": Strength(strong: 0, medium: 100, weak: 0),
]

func parseCns(_ text: String) -> EnamlLike? {
    var names: [String] = []
    var constraints: [CnsConstraint] = []
    let header = "# variables (creation order):"
    for line in text.split(separator: "\n") {
        if line.hasPrefix(header) {
            names = line.dropFirst(header.count).split(separator: " ").map(String.init)
            continue
        }
        if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
        let parts = line.split(separator: " ").map(String.init)
        guard parts.count >= 3, let strength = cnsStrengths[parts[0]], let constant = Double(parts[2])
        else { return nil }
        let relation: Relation
        switch parts[1] {
        case "EQ": relation = .equal
        case "GE": relation = .greaterThanOrEqual
        case "LE": relation = .lessThanOrEqual
        default: return nil
        }
        var terms: [(Double, Int)] = []
        var index = 3
        while index + 1 < parts.count {
            guard let coefficient = Double(parts[index]),
                let variable = names.firstIndex(of: parts[index + 1])
            else { return nil }
            terms.append((coefficient, variable))
            index += 2
        }
        constraints.append(
            CnsConstraint(strength: strength, relation: relation, constant: constant, terms: terms))
    }
    return EnamlLike(names: names, constraints: constraints)
}

/// W1's build: the variables, two strong edit variables, the 111 constraints, an update.
func buildW1(_ data: EnamlLike) -> (Solver, [Variable]) {
    let variables = data.names.map { Variable($0) }
    let solver = Solver()
    try! solver.addEditVariable(variables[0], strength: .strong)
    try! solver.addEditVariable(variables[1], strength: .strong)
    for item in data.constraints {
        let terms = item.terms.map { Term(variables[$0.variable], $0.coefficient) }
        try! solver.add(
            Constraint(Expression(terms, constant: item.constant), item.relation, strength: item.strength))
    }
    solver.updateVariables()
    return (solver, variables)
}

/// Σ strength·violation over optional constraints + 10⁶·(|width−W| + |height−H|), and the
/// largest violation of a required constraint.
func w1Objective(_ data: EnamlLike, _ variables: [Variable], _ width: Double, _ height: Double)
    -> (objective: Double, requiredViolation: Double)
{
    var objective = 0.0
    var requiredViolation = 0.0
    for item in data.constraints {
        var value = item.constant
        for term in item.terms { value += term.coefficient * variables[term.variable].value }
        let violation: Double
        switch item.relation {
        case .equal: violation = abs(value)
        case .greaterThanOrEqual: violation = max(0, -value)
        case .lessThanOrEqual: violation = max(0, value)
        }
        if item.strength.isRequired {
            requiredViolation = max(requiredViolation, violation)
        } else {
            objective += item.strength.weight * violation
        }
    }
    objective += 1e6 * (abs(variables[0].value - width) + abs(variables[1].value - height))
    return (objective, requiredViolation)
}

let w1Sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
let w1ExpectedObjectives: [Double] = [2_180_044, 1_680_044, 4_680_044, 3_680_044, 2_880_044, 1_880_044]

func runW1(_ data: EnamlLike, _ options: SolverBenchmarkOptions) -> Int {
    var failures = 0
    print(
        "W1 enaml-like: \(data.names.count) variables, \(data.constraints.count) constraints (+2 edit vars)")
    let (solver, variables) = buildW1(data)
    var (objective, violation) = w1Objective(data, variables, 0, 0)
    var ok = abs(objective - 350_160_043) < 1e-3 && violation <= 1e-6
    print(
        "CHECK W1 build          checksum \(formatChecksum(checksum(variables))) objective "
            + "\(fixed(objective, 6)) reqviol \(scientific(violation)) \(verdict(ok, &failures))")
    var trace: Int64 = 0
    for (index, (width, height)) in w1Sizes.enumerated() {
        try! solver.suggestValue(variables[0], width)
        try! solver.suggestValue(variables[1], height)
        solver.updateVariables()
        let sum = checksum(variables)
        trace += sum
        (objective, violation) = w1Objective(data, variables, width, height)
        ok = abs(objective - w1ExpectedObjectives[index]) < 1e-3 && violation <= 1e-6
        let size = String(Int(width)).leftPadded(4) + "x" + String(Int(height)).padding(toLength: 4)
        print(
            "CHECK W1 size \(size) checksum \(formatChecksum(sum)) objective \(fixed(objective, 6)) "
                + "reqviol \(scientific(violation)) \(verdict(ok, &failures))")
    }
    print("CHECK W1 trace(6 sizes) checksum \(formatChecksum(trace))")

    let builds = options.quick ? 200 : 2000
    var samples: [Double] = []
    for iteration in 0..<(builds + 20) {
        let start = monotonicNanoseconds()
        let built = buildW1(data)
        let end = monotonicNanoseconds()
        withExtendedLifetime(built) {}
        if iteration >= 20 { samples.append(Double(end - start)) }
    }
    report("W1 build", samples, json: options.json)

    let (editSolver, editVariables) = buildW1(data)
    let widthVariable = editVariables[0]
    let heightVariable = editVariables[1]
    let batch = 600
    samples = []
    for repetition in 0..<((options.quick ? 21 : 101) + 3) {
        let start = monotonicNanoseconds()
        for i in 0..<batch {
            let (width, height) = w1Sizes[i % 6]
            try! editSolver.suggestValue(widthVariable, width)
            try! editSolver.suggestValue(heightVariable, height)
            editSolver.updateVariables()
        }
        let end = monotonicNanoseconds()
        if repetition >= 3 { samples.append(Double(end - start) / Double(batch)) }
    }
    report("W1 edit (6-size rotation)", samples, extra: "per op", json: options.json)
    print("CHECK W1 after rotation (800x400) checksum \(formatChecksum(checksum(editVariables)))")

    samples = []
    for (width, height) in w1Sizes {
        try! editSolver.suggestValue(widthVariable, width)
        try! editSolver.suggestValue(heightVariable, height)
        editSolver.updateVariables()
        for repetition in 0..<(options.quick ? 5 : 20) {
            let start = monotonicNanoseconds()
            for _ in 0..<1000 {
                try! editSolver.suggestValue(widthVariable, width)
                try! editSolver.suggestValue(heightVariable, height)
                editSolver.updateVariables()
            }
            let end = monotonicNanoseconds()
            if repetition >= 2 { samples.append(Double(end - start) / 1000) }
        }
    }
    report("W1 edit (same value, nanobench)", samples, extra: "per op", json: options.json)
    return failures
}

extension String {
    /// The string padded with spaces on the left to `length`.
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}

// MARK: - W2 chain

func buildW2(_ count: Int) -> (Solver, [Variable]) {
    let x = (0..<count).map { _ in Variable() }
    let solver = Solver()
    try! solver.add(Constraint(Expression([Term(x[0])]), .equal))
    for i in 0..<count {
        if i > 0 {
            try! solver.add(
                Constraint(Expression([Term(x[i]), Term(x[i - 1], -1)], constant: -1), .greaterThanOrEqual))
        }
        try! solver.add(
            Constraint(Expression([Term(x[i])], constant: -10 * Double(i)), .equal, strength: .weak))
    }
    solver.updateVariables()
    return (solver, x)
}

func runW2(_ options: SolverBenchmarkOptions) -> Int {
    var failures = 0
    for count in [100, 1000, 5000] {
        var samples: [Double] = []
        var spent = 0.0
        var repetitions = 0
        let budget = options.quick ? 3.0 : 20.0
        var sum: Int64 = 0
        while (repetitions < 5 || spent < budget) && repetitions < options.maxRepetitions {
            let start = monotonicNanoseconds()
            let (solver, x) = buildW2(count)
            let end = monotonicNanoseconds()
            sum = checksum(x)
            withExtendedLifetime(solver) {}
            let elapsed = Double(end - start)
            if repetitions > 0 || elapsed > 5e8 { samples.append(elapsed) }
            spent += elapsed / 1e9
            repetitions += 1
        }
        let expected = Int64(10 * count * (count - 1) / 2) * 1_000_000
        report("W2 chain N=\(count) build", samples, json: options.json)
        print(
            "CHECK W2 N=\(count) checksum \(formatChecksum(sum)) expected \(formatChecksum(expected)) "
                + verdict(sum == expected, &failures))
    }
    return failures
}

// MARK: - W3 grid

func rootWidth(_ boxWidth: Int) -> Double { 10 * Double(boxWidth) + 9 }
func rootHeight(_ rows: Int, _ boxHeight: Int) -> Double { Double(rows * boxHeight + rows - 1) }

func gridExpected(_ count: Int, _ boxWidth: Int, _ boxHeight: Int) -> Int64 {
    let columns = 10
    let rows = count / 10
    var sum = Int64(rootWidth(boxWidth) + rootHeight(rows, boxHeight))
    sum += Int64(rows * (boxWidth + 1) * (columns * (columns - 1) / 2) + count * boxWidth)
    sum += Int64(columns * (boxHeight + 1) * (rows * (rows - 1) / 2) + count * boxHeight)
    return sum * 1_000_000
}

func buildW3(_ count: Int) -> (Solver, [Variable]) {
    let columns = 10
    let rowCount = count / columns
    let all = (0..<(4 + 4 * count)).map { _ in Variable() }
    let rl = all[0]
    let rt = all[1]
    let rw = all[2]
    let rh = all[3]
    func left(_ b: Int) -> Variable { all[4 + 4 * b] }
    func top(_ b: Int) -> Variable { all[5 + 4 * b] }
    func width(_ b: Int) -> Variable { all[6 + 4 * b] }
    func height(_ b: Int) -> Variable { all[7 + 4 * b] }
    let solver = Solver()
    func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
        let expression = Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
        try! solver.add(Constraint(expression, relation, strength: strength))
    }
    add([(rl, 1)], 0, .equal, .required)
    add([(rt, 1)], 0, .equal, .required)
    try! solver.addEditVariable(rw, strength: .strong)
    try! solver.addEditVariable(rh, strength: .strong)
    try! solver.suggestValue(rw, rootWidth(20))
    try! solver.suggestValue(rh, rootHeight(rowCount, 20))
    for b in 0..<count {
        let r = b / columns
        let c = b % columns
        let f = b - c
        if c == 0 {
            add([(left(b), 1), (rl, -1)], 0, .equal, .required)
        } else {
            add([(left(b), 1), (left(b - 1), -1), (width(b - 1), -1)], -1, .equal, .required)
            add([(width(b), 1), (width(f), -1)], 0, .equal, .required)
        }
        if c == columns - 1 {
            add([(left(b), 1), (width(b), 1), (rl, -1), (rw, -1)], 0, .equal, .required)
        }
        if c == 0 {
            if r == 0 {
                add([(top(b), 1), (rt, -1)], 0, .equal, .required)
            } else {
                add([(top(b), 1), (top(b - columns), -1), (height(b - columns), -1)], -1, .equal, .required)
                add([(height(b), 1), (height(0), -1)], 0, .equal, .required)
            }
        } else {
            add([(top(b), 1), (top(f), -1)], 0, .equal, .required)
            add([(height(b), 1), (height(f), -1)], 0, .equal, .required)
        }
        if r == rowCount - 1 && c == 0 {
            add([(top(b), 1), (height(b), 1), (rt, -1), (rh, -1)], 0, .equal, .required)
        }
        add([(width(b), 1)], -1, .greaterThanOrEqual, .required)
        add([(height(b), 1)], -1, .greaterThanOrEqual, .required)
        add([(width(b), 1)], -10, .equal, .weak)
    }
    solver.updateVariables()
    return (solver, all)
}

func runW3(_ options: SolverBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.gridSizes {
        let rowCount = count / 10
        var samples: [Double] = []
        var spent = 0.0
        var repetitions = 0
        let budget = options.quick ? 3.0 : 20.0
        var kept: (Solver, [Variable])?
        var sum: Int64 = 0
        while (repetitions < 5 || spent < budget) && repetitions < options.maxRepetitions {
            kept = nil  // release the previous grid first: peak memory is one grid
            let start = monotonicNanoseconds()
            let built = buildW3(count)
            let end = monotonicNanoseconds()
            sum = checksum(built.1)
            let elapsed = Double(end - start)
            if repetitions > 0 || elapsed > 5e8 { samples.append(elapsed) }
            spent += elapsed / 1e9
            repetitions += 1
            kept = built
            if elapsed > 30e9 { break }
        }
        report("W3 grid N=\(count) build", samples, json: options.json)
        let expected = gridExpected(count, 20, 20)
        print(
            "CHECK W3 N=\(count) build checksum \(formatChecksum(sum)) expected \(formatChecksum(expected)) "
                + verdict(sum == expected, &failures))
        let (solver, all) = kept!
        let rw = all[2]
        let rh = all[3]
        func sizes(_ k: Int) -> (Int, Int) {
            options.crossing ? (1 + k % 20, 1 + (7 * k) % 20) : (11 + k % 20, 11 + (7 * k) % 20)
        }
        var trace: Int64 = 0
        var traceExpected: Int64 = 0
        var allOK = true
        for k in 0..<100 {
            let (boxWidth, boxHeight) = sizes(k)
            try! solver.suggestValue(rw, rootWidth(boxWidth))
            try! solver.suggestValue(rh, rootHeight(rowCount, boxHeight))
            solver.updateVariables()
            let value = checksum(all)
            let expectedValue = gridExpected(count, boxWidth, boxHeight)
            trace += value
            traceExpected += expectedValue
            allOK = allOK && value == expectedValue
        }
        print(
            "CHECK W3 N=\(count) resize trace checksum \(formatChecksum(trace)) expected "
                + "\(formatChecksum(traceExpected)) \(verdict(allOK, &failures))")
        var cycles: [Double] = []
        let passes = options.quick ? 2 : (count >= 10000 ? 3 : 10)
        for _ in 0..<passes {
            for k in 0..<100 {
                let (boxWidth, boxHeight) = sizes(k)
                let width = rootWidth(boxWidth)
                let height = rootHeight(rowCount, boxHeight)
                let start = monotonicNanoseconds()
                try! solver.suggestValue(rw, width)
                try! solver.suggestValue(rh, height)
                solver.updateVariables()
                let end = monotonicNanoseconds()
                cycles.append(Double(end - start))
            }
        }
        let mean = cycles.reduce(0, +) / Double(cycles.count)
        report(
            "W3 grid N=\(count) resize\(options.crossing ? "-x" : "")", cycles,
            extra: "per cycle, mean \(formatDuration(mean))", json: options.json)
        print("CHECK W3 N=\(count) final(k=99) checksum \(formatChecksum(checksum(all)))")
        kept = nil
    }
    return failures
}

// MARK: - Conflict explanation (not a kiwi workload)

/// How long explaining an unsatisfiable required constraint takes in a W3 grid of N = 1000
/// (7,002 constraints): the root width is pinned, then one box is required to be too wide.
func runConflictExplanation(_ options: SolverBenchmarkOptions) -> Int {
    var failures = 0
    var samples: [Double] = []
    var size = 0
    for _ in 0..<(options.quick ? 3 : 10) {
        let (solver, all) = buildW3(1000)
        try! solver.add(all[2] == rootWidth(20))
        let tooWide = all[4 + 4 * 5 + 2] >= 21
        let start = monotonicNanoseconds()
        do {
            try solver.add(tooWide)
            failures += 1
        } catch .unsatisfiableConstraint(_, let conflicts) {
            size = conflicts.count
        } catch {
            failures += 1
        }
        samples.append(Double(monotonicNanoseconds() - start))
    }
    report(
        "conflict in W3 N=1000 (7,003 required)", samples, extra: "conflict of \(size)", json: options.json)
    return failures
}
