// `trellis-bench solve FILE.json`: solves a constraint system written in the JSON format of
// Benchmarks/SYSTEM_FORMAT.md and prints the values (exit 0), the conflict (exit 1) or the input
// error (exit 2), so any system can be cross-checked against another implementation.

import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let solveCommand = Subcommand(
    name: "solve",
    summary: "solve a JSON constraint system (SYSTEM_FORMAT.md): FILE.json, or - for stdin",
    run: runSolve)

/// A bad input file: exit 2 with this message.
struct SystemFormatError: Error {
    let message: String
}

/// What `solve` prints, and its exit code.
struct SolveOutcome {
    let json: String
    let exitCode: Int32
}

func runSolve(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1 else {
        print("{\"error\": \"usage: trellis-bench solve FILE.json\"}")
        return 2
    }
    let text: String?
    if arguments[0] == "-" {
        var lines: [String] = []
        while let line = readLine(strippingNewline: false) { lines.append(line) }
        text = lines.joined()
    } else {
        text = readTextFile(arguments[0])
    }
    guard let text else {
        print("{\"error\": \(jsonString("cannot read \(arguments[0])"))}")
        return 2
    }
    let outcome = solveSystem(text)
    print(outcome.json)
    return outcome.exitCode
}

/// Solves a system given as JSON text (see SYSTEM_FORMAT.md).
func solveSystem(_ text: String) -> SolveOutcome {
    do {
        return try solveParsedSystem(JSONParser.parse(text))
    } catch let error as JSONError {
        return SolveOutcome(
            json: "{\"error\": \(jsonString("malformed JSON: \(error.message)"))}", exitCode: 2)
    } catch let error as SystemFormatError {
        return SolveOutcome(json: "{\"error\": \(jsonString(error.message))}", exitCode: 2)
    } catch {
        return SolveOutcome(json: "{\"error\": \(jsonString("\(error)"))}", exitCode: 2)
    }
}

private func solveParsedSystem(_ root: JSONValue) throws -> SolveOutcome {
    guard case .object = root else { throw SystemFormatError(message: "the system must be a JSON object") }
    var names: [String] = []
    var variables: [String: Variable] = [:]
    func variable(_ name: String) -> Variable {
        if let existing = variables[name] { return existing }
        let created = Variable(name)
        variables[name] = created
        names.append(name)
        return created
    }
    if let list = root["variables"] {
        guard case .array(let items) = list else {
            throw SystemFormatError(message: "variables must be an array")
        }
        for item in items {
            guard case .string(let name) = item else {
                throw SystemFormatError(message: "variables must be strings")
            }
            _ = variable(name)
        }
    }
    guard case .array(let items) = root["constraints"] ?? .null else {
        throw SystemFormatError(message: "constraints must be an array")
    }
    var constraints: [Constraint] = []
    for (index, item) in items.enumerated() {
        constraints.append(try parseConstraint(item, index: index, variable: variable))
    }
    var edits: [(Variable, Strength, Double?)] = []
    if let list = root["edits"] {
        guard case .array(let editItems) = list else {
            throw SystemFormatError(message: "edits must be an array")
        }
        for (index, item) in editItems.enumerated() {
            guard case .string(let name) = item["variable"] ?? .null else {
                throw SystemFormatError(message: "edit \(index): variable must be a string")
            }
            let strength = try parseStrength(item["strength"] ?? .string("strong"), what: "edit \(index)")
            if strength.isRequired {
                throw SystemFormatError(message: "edit \(index): strength cannot be required")
            }
            var suggestion: Double?
            if let value = item["suggest"] {
                guard case .number(let number) = value, number.isFinite else {
                    throw SystemFormatError(message: "edit \(index): suggest must be a number")
                }
                suggestion = number
            }
            edits.append((variable(name), strength, suggestion))
        }
    }

    let solver = Solver()
    for (index, constraint) in constraints.enumerated() {
        do {
            try solver.add(constraint)
        } catch .unsatisfiableConstraint(_, let conflicts) {
            let indices = conflicts.compactMap { conflict in constraints.firstIndex { $0 === conflict } }
            let list = indices.map(String.init).joined(separator: ", ")
            return SolveOutcome(
                json: "{\"error\": \"unsatisfiable\", \"constraint\": \(index), \"conflicts\": [\(list)]}",
                exitCode: 1)
        } catch {
            throw SystemFormatError(message: "constraint \(index): \(error)")
        }
    }
    for (variable, strength, suggestion) in edits {
        do {
            if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, strength: strength) }
            if let suggestion { try solver.suggestValue(variable, suggestion) }
        } catch {
            throw SystemFormatError(message: "edit \(variable): \(error)")
        }
    }
    solver.updateVariables()
    let members = names.map { "\(jsonString($0)): \(jsonNumber(variables[$0]!.value))" }
    return SolveOutcome(json: "{" + members.joined(separator: ", ") + "}", exitCode: 0)
}

private func parseConstraint(_ item: JSONValue, index: Int, variable: (String) -> Variable) throws
    -> Constraint
{
    let what = "constraint \(index)"
    guard case .object = item else { throw SystemFormatError(message: "\(what) must be an object") }
    var terms: [Term] = []
    if let list = item["terms"] {
        guard case .array(let pairs) = list else {
            throw SystemFormatError(message: "\(what): terms must be an array")
        }
        for pair in pairs {
            guard case .array(let parts) = pair, parts.count == 2, case .number(let coefficient) = parts[0],
                case .string(let name) = parts[1], coefficient.isFinite
            else { throw SystemFormatError(message: "\(what): each term must be [number, \"name\"]") }
            terms.append(Term(variable(name), coefficient))
        }
    }
    var constant = 0.0
    if let value = item["constant"] {
        guard case .number(let number) = value, number.isFinite else {
            throw SystemFormatError(message: "\(what): constant must be a number")
        }
        constant = number
    }
    guard case .string(let op) = item["op"] ?? .null else {
        throw SystemFormatError(message: "\(what): op must be \"==\", \"<=\" or \">=\"")
    }
    let relation: Relation
    switch op {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: throw SystemFormatError(message: "\(what): unknown op \(op)")
    }
    let strength = try parseStrength(item["strength"] ?? .string("required"), what: what)
    return Constraint(Expression(terms, constant: constant), relation, strength: strength)
}

/// `required`, `strong`, `medium`, `weak`, or a number (kiwi's scale: a number at or above the
/// required weight is required).
private func parseStrength(_ value: JSONValue, what: String) throws -> Strength {
    switch value {
    case .string("required"): return .required
    case .string("strong"): return .strong
    case .string("medium"): return .medium
    case .string("weak"): return .weak
    case .number(let number) where number.isFinite:
        return number >= 1_001_001_000 ? .required : Strength(level: 0, weight: max(0, number))
    case .string(let name): throw SystemFormatError(message: "\(what): unknown strength \(name)")
    default: throw SystemFormatError(message: "\(what): strength must be a name or a number")
    }
}
