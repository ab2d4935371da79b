import Testing

@testable import Cassowary

/// The solver on systems built to be hard (see ``DegenerateSystemGenerator``): never refuses a
/// feasible one, never violates a required constraint, and incremental equals fresh.
@Suite struct DegenerateSystemTests {
    static func run(seeds: Range<UInt64>, steps: Int, variableCount: Int, levels: [Int]) -> (
        failures: [String], refused: Int, accepted: Int
    ) {
        var failures: [String] = []
        var refused = 0
        var accepted = 0
        for seed in seeds {
            var session = DegenerateSession(seed: seed, variableCount: variableCount, levels: levels)
            session.run(steps: steps)
            refused += session.refusedViolated
            accepted += session.acceptedViolated
            if !session.failures.isEmpty {
                failures.append("seed \(seed): " + session.failures.joined(separator: "\n"))
                if failures.count >= 3 { break }
            }
        }
        return (failures, refused, accepted)
    }

    @Test func kiwiLevel() {
        let result = Self.run(seeds: 0..<400, steps: 40, variableCount: 4, levels: [0])
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
        #expect(result.refused > 50 && result.accepted > 50)
    }

    @Test func strictLevels() {
        let result = Self.run(seeds: 1_000..<1_400, steps: 40, variableCount: 5, levels: [0, 250, 750, 751])
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
    }

    @Test func manyVariables() {
        let result = Self.run(seeds: 2_000..<2_100, steps: 80, variableCount: 8, levels: [0, 3, 9])
        #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n\n"))")
    }
}
