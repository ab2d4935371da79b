// A readable dump of the tableau, for debugging and for tests that compare solver states.

extension Solver: CustomStringConvertible {
    /// The tableau: every row (ordered by basic symbol), the objective per level in use, pending
    /// infeasible rows, the edit variables and the constraints with their markers.
    ///
    /// Symbols read `x3[name]` (a variable), `s4` (slack), `e5` (error), `d6` (dummy).
    public var description: String {
        state.dump()
    }
}

extension SolverState {
    func name(of symbol: Int32) -> String {
        switch tableau.kinds[Int(symbol)] {
        case .external:
            let variable = externalVariables[Int(symbolOwners[Int(symbol)])]
            return "x\(symbol)[\(variable)]"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }

    func format(_ row: Row) -> String {
        var text = formatNumber(row.constant)
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? " - " : " + "
            text += sign + formatNumber(abs(cell.coefficient)) + "·" + name(of: cell.symbol)
        }
        return text
    }

    func dump() -> String {
        var lines: [String] = []
        lines.append("Rows:")
        let basics = tableau.rows.filter { $0.basic >= 0 }.sorted { $0.basic < $1.basic }
        for row in basics { lines.append("  \(name(of: row.basic)) = \(format(row))") }
        let offsetSymbols = (0..<tableau.kinds.count).filter { tableau.offsets[$0] != 0 }
        if !offsetSymbols.isEmpty {
            lines.append("Offsets (value when parametric):")
            for symbol in offsetSymbols {
                lines.append("  \(name(of: Int32(symbol))) = \(formatNumber(tableau.offsets[symbol]))")
            }
        }
        for (index, level) in levels.enumerated() where levelUses[index] > 0 {
            var objective = Row(basic: -1, constant: 0, cells: [])
            for symbol in 0..<tableau.kinds.count {
                let value = tableau.cost(of: Int32(symbol), at: index)
                if value != 0 { objective.cells.append(Cell(symbol: Int32(symbol), coefficient: value)) }
            }
            let terms = format(objective).dropFirst(1).drop { $0 == " " || $0 == "+" }
            lines.append("Objective level \(level): \(terms.isEmpty ? "0" : String(terms))")
        }
        let pending = tableau.infeasible.filter {
            tableau.rowOf[Int($0)] >= 0 && tableau.rows[Int(tableau.rowOf[Int($0)])].constant < 0
        }
        if !pending.isEmpty {
            lines.append("Infeasible: " + pending.map { name(of: $0) }.joined(separator: ", "))
        }
        let editList = edits.values.sorted { $0.sequence < $1.sequence }
        for edit in editList {
            lines.append(
                "Edit \(edit.variable) = \(formatNumber(edit.suggestion)) | \(edit.constraint.strength)")
        }
        lines.append("Constraints:")
        for record in orderedRecords {
            var expression = record.constraint.expression
            expression.constant = record.constant
            var text = "  \(expression) \(record.relation) 0 | \(record.strength)"
            if record.constraint.hasOwnShortfallStrength {
                text += " above, \(record.shortfallStrength) below"
            }
            if let slack = record.constraint.slackStrength { text += ", slack \(slack)" }
            if let preference = record.preferenceStrength { text += ", preference \(preference)" }
            if record.marker >= 0 { text += " marker \(name(of: record.marker))" }
            if record.other >= 0 { text += " other \(name(of: record.other))" }
            if record.isRedundant { text += " (implied)" }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }
}
