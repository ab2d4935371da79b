// `trellis-bench crosscheck`: the solver against the exact reference on many adversarial
// systems (degenerate, fractional, redundant, multi-level, with removals, re-adds, constant and
// strength changes and edits), far more than the test suite runs. Prints what it checked and
// every failure with the operations that led to it; exits 1 on any failure.

import Cassowary
import CassowaryReference

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let crosscheckCommand = Subcommand(
    name: "crosscheck",
    summary: "solver vs the exact reference: [--sessions N] [--steps K] [--seed S] "
        + "[--variables V] [--levels 0,250,750] [--scale X] [--no-fresh] [--definitions] "
        + "[--stall-threshold P] [--whole-components] [--priced-slacks] [--preferences]",
    run: runCrosscheck)

/// Options of the `crosscheck` subcommand.
struct CrosscheckOptions {
    var sessions = 5_000
    var steps = 40
    var seed: UInt64 = 1
    var variables = 5
    var levels = [0, 250, 750, 751]
    var scale = 1.0
    var compareFresh = true
    /// Run the solver with its definitions on, making one wherever it can (as the layout engine
    /// does where rows grow long).
    var definesVariables = false
    /// Perturb a degenerate vertex after this many degenerate pivots in a row (the solver's
    /// defence against stalling, which otherwise waits for over 1,000), so that the
    /// perturbation runs on systems this small.
    var stallThreshold: Int?
    /// Find every direction of a required equality by eliminating its whole component, never
    /// by the search near it (see `Solver.searchesDirectionsLocally`).
    var wholeComponents = false
    /// One step in ten prices the slack of a required inequality or takes its price off (see
    /// `Solver.setSlackStrength(_:of:)`): other sequences of sessions.
    var pricesSlacks = false
    /// One step in ten gives an optional equality a preference or takes it off (see
    /// `Solver.setPreferenceStrength(_:of:)`): other sequences of sessions.
    var carriesPreferences = false
}

func runCrosscheck(_ arguments: [String]) -> Int32 {
    var options = CrosscheckOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        let value = index < arguments.count ? arguments[index] : ""
        switch argument {
        case "--sessions":
            guard let count = Int(value), count > 0 else { return usageError("--sessions takes a count") }
            options.sessions = count
        case "--steps":
            guard let count = Int(value), count > 0 else { return usageError("--steps takes a count") }
            options.steps = count
        case "--seed":
            guard let seed = UInt64(value) else { return usageError("--seed takes an unsigned integer") }
            options.seed = seed
        case "--variables":
            guard let count = Int(value), (2...12).contains(count) else {
                return usageError("--variables takes 2…12")
            }
            options.variables = count
        case "--levels":
            let levels = value.split(separator: ",").compactMap { Int($0) }
            guard !levels.isEmpty, levels.allSatisfy({ $0 >= 0 }) else {
                return usageError("--levels takes non-negative levels, e.g. 0,250,750")
            }
            options.levels = levels
        case "--scale":
            guard let scale = Double(value), scale > 0 else {
                return usageError("--scale takes a positive number")
            }
            options.scale = scale
        case "--no-fresh":
            options.compareFresh = false
            continue
        case "--definitions":
            options.definesVariables = true
            continue
        case "--whole-components":
            options.wholeComponents = true
            continue
        case "--priced-slacks":
            options.pricesSlacks = true
            continue
        case "--preferences":
            options.carriesPreferences = true
            continue
        case "--stall-threshold":
            guard let count = Int(value), count >= 0 else {
                return usageError("--stall-threshold takes a count of pivots")
            }
            options.stallThreshold = count
        default: return usageError("unknown argument \(argument)")
        }
        index += 1
    }
    return crosscheck(options)
}

/// Runs the sessions and prints the totals.
private func crosscheck(_ options: CrosscheckOptions) -> Int32 {
    let start = monotonicNanoseconds()
    var totals = DegenerateSession.Counts()
    var failed = 0
    for offset in 0..<options.sessions {
        let seed = options.seed &+ UInt64(offset)
        var session = DegenerateSession(
            seed: seed, variableCount: options.variables, levels: options.levels, scale: options.scale,
            exact: true, compareFresh: options.compareFresh, definesVariables: options.definesVariables,
            stallThreshold: options.stallThreshold, searchesDirectionsLocally: !options.wholeComponents)
        session.pricesSlacks = options.pricesSlacks
        session.carriesPreferences = options.carriesPreferences
        session.run(steps: options.steps)
        totals.add(session.counts)
        if !session.failures.isEmpty {
            failed += 1
            if failed <= 5 { print("FAIL seed \(seed): " + session.failures.joined(separator: "\n")) }
        }
        if (offset + 1) % 1_000 == 0 {
            print("… \(offset + 1) sessions, \(totals.exactChecks) states checked exactly, \(failed) failed")
            fflush(nil)
        }
    }
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    print(
        "crosscheck: \(options.sessions) sessions (seeds \(options.seed)…), \(totals.operations) operations, "
            + "\(totals.exactChecks) states checked against the exact reference "
            + "(\(totals.exactUnknown) skipped: no exact answer), "
            + "\(totals.refused) refusals and \(totals.accepted) accepted changes the witness violates, "
            + "\(totals.perturbations) degenerate vertices perturbed, \(totals.pricedSlacks) slacks priced, "
            + "\(totals.preferences) preferences set, "
            + "\(totals.departures) variables that left "
            + "with their last constraint (\(totals.departureResidues) with rounding residue in rows), "
            + "in \((seconds * 10).rounded() / 10) s")
    print("\(options.sessions - failed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
}
