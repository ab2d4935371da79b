import Foundation
import Testing

@testable import Cassowary

/// Random systems solved by kiwisolver (Scripts/make-kiwi-fixtures.py): our optimum must match
/// kiwi's objective within 1e-6 (relative), and we must reject the same required constraint.
@Suite struct KiwiCrossCheckTests {
    struct Fixture: Decodable {
        let kiwisolver: String
        let systems: [System]
    }

    struct System: Decodable {
        let variables: [String]
        let constraints: [ConstraintSpec]
        let edits: [EditSpecJSON]
        let objective: Double?
        let unsatisfiable: Int?
    }

    struct ConstraintSpec: Decodable {
        let terms: [TermSpec]
        let constant: Double
        let op: String
        let strength: StrengthSpec
    }

    struct TermSpec: Decodable {
        let coefficient: Double
        let variable: String
        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            coefficient = try container.decode(Double.self)
            variable = try container.decode(String.self)
        }
    }

    struct StrengthSpec: Decodable {
        let strength: Strength
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                strength = number >= 1_001_001_000 ? .required : Strength(level: 0, weight: number)
                return
            }
            switch try container.decode(String.self) {
            case "required": strength = .required
            case "strong": strength = .strong
            case "medium": strength = .medium
            default: strength = .weak
            }
        }
    }

    struct EditSpecJSON: Decodable {
        let variable: String
        let strength: StrengthSpec
        let suggest: Double
    }

    static func loadFixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi_systems.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test(arguments: [false, true])
    func objectivesMatchKiwi(definesVariables: Bool) throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.systems.count >= 200)
        var compared = 0
        var rejected = 0
        for (number, system) in fixture.systems.enumerated() {
            let variables = Dictionary(uniqueKeysWithValues: system.variables.map { ($0, Variable($0)) })
            let constraints = system.constraints.map { spec in
                let relation: Relation =
                    spec.op == "==" ? .equal : (spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
                let terms = spec.terms.map { Term(variables[$0.variable]!, $0.coefficient) }
                return Constraint(
                    Expression(terms, constant: spec.constant), relation, strength: spec.strength.strength)
            }
            let solver = Solver()
            solver.definesVariables = definesVariables
            solver.definitionRowLength = 0  // a definition wherever one can be made
            var failedAt: Int?
            for (index, constraint) in constraints.enumerated() {
                do {
                    try solver.add(constraint)
                } catch .unsatisfiableConstraint(_, let conflicts) {
                    failedAt = index
                    #expect(!requiredAreFeasible(conflicts + [constraint]), "system \(number)")
                    break
                } catch {
                    Issue.record("system \(number): \(error)")
                }
            }
            #expect(failedAt == system.unsatisfiable, "system \(number)")
            if failedAt != nil {
                rejected += 1
                continue
            }
            var edits: [EditSpec] = []
            for edit in system.edits {
                let variable = variables[edit.variable]!
                try solver.addEditVariable(variable, strength: edit.strength.strength)
                try solver.suggestValue(variable, edit.suggest)
                edits.append(
                    EditSpec(variable: variable, strength: edit.strength.strength, suggestion: edit.suggest))
            }
            solver.updateVariables()
            #expect(solver._checkInvariants().isEmpty, "system \(number)")
            let ours = objectiveVector(constraints, edits)[0] ?? 0
            let kiwi = system.objective ?? .nan
            #expect(
                abs(ours - kiwi) <= 1e-6 * max(1, abs(kiwi)), "system \(number): ours \(ours), kiwi \(kiwi)")
            compared += 1
        }
        #expect(compared > 100 && rejected > 10)
    }
}
