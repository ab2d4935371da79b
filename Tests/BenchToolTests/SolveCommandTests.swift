import Foundation
import Testing

@testable import trellis_bench

/// `trellis-bench solve`: the JSON constraint systems of `Benchmarks/SYSTEM_FORMAT.md`,
/// their values (exit 0), an unsatisfiable required constraint with its conflicts (exit 1),
/// and bad input (exit 2).
@Suite("trellis-bench solve")
struct SolveCommandTests {
    /// The values of a successful outcome, by variable name.
    private func values(_ outcome: SolveOutcome) throws -> [String: Double] {
        let object = try JSONSerialization.jsonObject(with: Data(outcome.json.utf8))
        return try #require(object as? [String: Double])
    }

    /// The object of a failed outcome.
    private func failure(_ outcome: SolveOutcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(outcome.json.utf8)) as? [String: Any])
    }

    @Test func theFormatsExampleSolves() throws {
        let outcome = solveSystem(
            """
            {
              "variables": ["x", "y", "w"],
              "constraints": [
                {"terms": [[1, "x"], [-1, "y"]], "constant": -1, "op": ">=", "strength": "required"},
                {"terms": [[1, "w"]], "constant": -10, "op": "==", "strength": "weak"},
                {"terms": [[2, "x"]], "constant": 0, "op": "<=", "strength": 1234.5}
              ],
              "edits": [{"variable": "w", "strength": "strong", "suggest": 40}]
            }
            """)
        #expect(outcome.exitCode == 0)
        let result = try values(outcome)
        #expect(result["w"] == 40)  // the strong edit beats the weak w == 10
        let x = try #require(result["x"])
        let y = try #require(result["y"])
        #expect(x - y >= 1 - 1e-9)
        #expect(2 * x <= 1e-9)
        // Every variable, in the order of `variables`.
        #expect(outcome.json.hasPrefix("{\"x\": "))
    }

    @Test func variablesNotListedAreCreatedInOrderOfMention() throws {
        let outcome = solveSystem(
            """
            {"constraints": [
              {"terms": [[1, "b"]], "constant": -3, "op": "==", "strength": "required"},
              {"terms": [[1, "a"], [-2, "b"]], "constant": 0, "op": "==", "strength": "required"}
            ]}
            """)
        #expect(outcome.exitCode == 0)
        #expect(try values(outcome) == ["b": 3, "a": 6])
        #expect(outcome.json.hasPrefix("{\"b\": "))
    }

    @Test func anUnsatisfiableRequiredConstraintNamesAMinimalConflict() throws {
        let outcome = solveSystem(
            """
            {"constraints": [
              {"terms": [[1, "x"]], "constant": -10, "op": ">=", "strength": "required"},
              {"terms": [[1, "y"]], "constant": 0, "op": "==", "strength": "weak"},
              {"terms": [[1, "x"], [-1, "z"]], "constant": 0, "op": "==", "strength": "required"},
              {"terms": [[1, "z"]], "constant": -5, "op": "<=", "strength": "required"}
            ]}
            """)
        #expect(outcome.exitCode == 1)
        let object = try failure(outcome)
        #expect(object["error"] as? String == "unsatisfiable")
        #expect(object["constraint"] as? Int == 3)
        #expect(Set(object["conflicts"] as? [Int] ?? []) == [0, 2])
    }

    @Test(arguments: [
        ("{\"constraints\": [", "malformed JSON"),
        ("{\"constraints\": [{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"=<\"}]}", "constraint 0"),
        (
            "{\"constraints\": [{\"terms\": [[1, \"x\"]], \"constant\": 0, \"op\": \"==\", \"strength\": \"huge\"}]}",
            "constraint 0"
        ),
        ("{\"constraints\": [{\"terms\": [[\"x\", 1]], \"constant\": 0, \"op\": \"==\"}]}", "constraint 0"),
        ("{\"constraints\": [], \"edits\": [{\"variable\": \"x\", \"strength\": \"required\"}]}", "edit 0"),
        ("[1, 2]", "JSON object"),
    ])
    func badInputIsExitTwoWithAMessage(input: String, mentions: String) throws {
        let outcome = solveSystem(input)
        #expect(outcome.exitCode == 2)
        let message = try #require(try failure(outcome)["error"] as? String)
        #expect(!message.isEmpty)
        #expect(message.contains(mentions))
    }
}
