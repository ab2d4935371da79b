import Testing

@testable import Cassowary

/// The solver on systems built to be hard (see ``DegenerateSystemGenerator``), checked after
/// every change against the exact reference and a fresh solve: a feasible change is never
/// refused, a required constraint is never violated, the objective is optimal level by level,
/// and every refusal names a minimal conflict set. `trellis-bench crosscheck` runs the same
/// sessions by the hundred thousand.
@Suite struct DegenerateSystemTests {
    static func run(
        seeds: Range<UInt64>, steps: Int, variableCount: Int, levels: [Int], scale: Double = 1,
        compareFresh: Bool = false, definesVariables: Bool = false
    ) -> (failures: [String], counts: DegenerateSession.Counts) {
        var failures: [String] = []
        var counts = DegenerateSession.Counts()
        for seed in seeds {
            var session = DegenerateSession(
                seed: seed, variableCount: variableCount, levels: levels, scale: scale,
                compareFresh: compareFresh, definesVariables: definesVariables)
            session.run(steps: steps)
            counts.add(session.counts)
            if !session.failures.isEmpty {
                failures.append("seed \(seed): " + session.failures.joined(separator: "\n"))
                if failures.count >= 3 { break }
            }
        }
        return (failures, counts)
    }

    /// Every kind of check ran, and the exact reference answered nearly always.
    static func expectCoverage(
        _ counts: DegenerateSession.Counts, minimum: Int = 20, definesVariables: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if definesVariables {
            #expect(
                counts.withDefinitions * 10 >= counts.exactChecks,
                "states with definitions: \(counts.withDefinitions) of \(counts.exactChecks)",
                sourceLocation: sourceLocation)
        }
        #expect(
            counts.refused >= minimum, "refusals checked: \(counts.refused)", sourceLocation: sourceLocation)
        #expect(
            counts.accepted >= minimum, "accepted violations checked: \(counts.accepted)",
            sourceLocation: sourceLocation)
        #expect(
            counts.exactUnknown * 50 < counts.exactChecks,
            "exact answers \(counts.exactChecks), unknown \(counts.exactUnknown)",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [false, true])
    func kiwiLevel(definesVariables: Bool) {
        // Also against a fresh solver fed the same set in another order (incremental == fresh).
        let result = Self.run(
            seeds: 0..<150, steps: 40, variableCount: 4, levels: [0], compareFresh: true,
            definesVariables: definesVariables)
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
        Self.expectCoverage(result.counts, definesVariables: definesVariables)
    }

    @Test(arguments: [false, true])
    func strictLevels(definesVariables: Bool) {
        let result = Self.run(
            seeds: 1_000..<1_150, steps: 40, variableCount: 5, levels: [0, 250, 750, 751],
            definesVariables: definesVariables)
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
        Self.expectCoverage(result.counts, definesVariables: definesVariables)
    }

    @Test(arguments: [false, true])
    func manyVariables(definesVariables: Bool) {
        let result = Self.run(
            seeds: 2_000..<2_040, steps: 60, variableCount: 8, levels: [0, 3, 9],
            definesVariables: definesVariables)
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
        Self.expectCoverage(result.counts, minimum: 10, definesVariables: definesVariables)
    }

    @Test(arguments: [false, true])
    func largeValues(definesVariables: Bool) {
        // Widths of thousands of cells and kiwi's strong weight: rounding grows with the values.
        let result = Self.run(
            seeds: 3_000..<3_100, steps: 40, variableCount: 5, levels: [0, 750], scale: 250,
            definesVariables: definesVariables)
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
        Self.expectCoverage(result.counts, definesVariables: definesVariables)
    }

    /// Sessions `trellis-bench crosscheck` failed on, kept as they were found.
    @Test(
        arguments: [false, true],
        [
            // A fresh solve refused a feasible equality over a residue of 2e-8 (values ±15,000).
            (UInt64(201_163), [0, 750], 250.0),
            // A cost of −1.3e-8 that no row limited stopped the optimization (values ±120,000).
            (302_940, [0, 250, 750, 751], 2000),
            // The same at kiwi's level 0 with values ±60.
            (400_500, [0], 1),
        ])
    func sessionsCrosscheckFound(definesVariables: Bool, session found: (UInt64, [Int], Double)) {
        let (seed, levels, scale) = found
        var session = DegenerateSession(
            seed: seed, variableCount: 5, levels: levels, scale: scale, definesVariables: definesVariables)
        session.run(steps: 40)
        #expect(session.failures.isEmpty, "\(session.failures)")
    }
}
