import CassowaryReference
import Testing

@testable import Cassowary

/// Chains under pressure (see ``ChainSession``), with the solver's definitions off and on:
/// every state matches the exact reference and a fresh classic solve.
@Suite struct ChainSessionTests {
    @Test(arguments: [false, true])
    func chainsUnderPressureMatchTheReference(definesVariables: Bool) {
        var failures: [String] = []
        var exactChecks = 0
        var exactUnknown = 0
        var withDefinitions = 0
        for seed in UInt64(0)..<60 {
            var session = ChainSession(
                seed: seed, count: 2 + Int(seed % 5), definesVariables: definesVariables)
            session.run(steps: 30)
            exactChecks += session.exactChecks
            exactUnknown += session.exactUnknown
            withDefinitions += session.withDefinitions
            if !session.failures.isEmpty { failures.append("seed \(seed): " + session.failures.joined()) }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(exactUnknown * 50 < exactChecks, "exact answers \(exactChecks), unknown \(exactUnknown)")
        // Definitions were in play in nearly every state (only with the option on).
        #expect(definesVariables ? withDefinitions * 10 >= exactChecks * 9 : withDefinitions == 0)
    }
}
