import Cassowary

/// Answers `systemLayoutSizeFitting(_:)`: a throwaway solver over one view's subtree, with the
/// subtree's installed constraints and content sizes, every item's width and height at least 0
/// (as in the window's engine), the root at the origin, and the target size as an edit at the
/// fitting priority.
///
/// It uses fresh variables, so the live engine's solution is never disturbed.
@MainActor
struct FittingSizeSolver {
    let root: TermView

    func size(fitting target: Size, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority)
        -> Size
    {
        var variables: [ObjectIdentifier: ItemVariables] = [:]
        var order: [TermView] = []
        root.forEachInSubtree { view in
            order.append(view)
            for item in [view as LayoutItem] + view.layoutGuides {
                variables[ObjectIdentifier(item)] = ItemVariables(
                    minX: Variable(), minY: Variable(), width: Variable(), height: Variable())
            }
        }
        let compiler = ConstraintCompiler { variables[ObjectIdentifier($0)] }
        let solver = Solver()
        guard let rootVariables = variables[ObjectIdentifier(root)] else { return .zero }
        try? solver.add(Constraint(Expression([Term(rootVariables.minX)]), .equal))
        try? solver.add(Constraint(Expression([Term(rootVariables.minY)]), .equal))
        // Before the subtree's constraints, so that a constraint needing a negative length is
        // the one left out (the engine, too, breaks that constraint and keeps the floor).
        for view in order {
            for item in [view as LayoutItem] + view.layoutGuides {
                guard let lengths = variables[ObjectIdentifier(item)] else { continue }
                try? solver.add(Constraint(Expression([Term(lengths.width)]), .greaterThanOrEqual))
                try? solver.add(Constraint(Expression([Term(lengths.height)]), .greaterThanOrEqual))
            }
        }
        for view in order {
            for constraint in view.constraints { try? solver.add(compiler.compile(constraint)) }
            for constraint in contentConstraints(of: view, width: view === root ? target.width : nil) {
                try? solver.add(compiler.compile(constraint))
            }
        }
        edit(solver, rootVariables.width, Double(target.width), horizontalPriority)
        edit(solver, rootVariables.height, Double(target.height), verticalPriority)
        solver.updateVariables()
        return Size(
            width: max(0, LayoutEngine.cell(rootVariables.width.value)),
            height: max(0, LayoutEngine.cell(rootVariables.height.value)))
    }

    private func edit(_ solver: Solver, _ variable: Variable, _ value: Double, _ priority: LayoutPriority) {
        if priority.isRequired {
            try? solver.add(Constraint(Expression([Term(variable)], constant: -value), .equal))
        } else {
            try? solver.addEditVariable(variable, strength: ConstraintCompiler.strength(for: priority))
            try? solver.suggestValue(variable, value)
        }
    }

    /// Content-size constraints for a view, as the engine would make them.
    private func contentConstraints(of view: TermView, width: Int?) -> [LayoutConstraint] {
        var size = view.intrinsicContentSize
        if let height = view.heightForWidth(width ?? view.frame.width) { size.height = height }
        var result: [LayoutConstraint] = []
        let location = CodeLocation(fileID: #fileID, line: #line)
        for (axis, metric) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)]
        where metric >= 0 {
            let anchor = axis == .horizontal ? view.widthAnchor : view.heightAnchor
            let hugging = LayoutConstraint(
                first: anchor.terms, relation: .lessThanOrEqual, second: nil, multiplier: 1,
                constant: Double(metric), location: location, origin: .contentHugging)
            hugging.priority = view.contentHuggingPriority(for: axis)
            let compression = LayoutConstraint(
                first: anchor.terms, relation: .greaterThanOrEqual, second: nil, multiplier: 1,
                constant: Double(metric), location: location, origin: .contentCompression)
            compression.priority = view.contentCompressionResistancePriority(for: axis)
            result += [hugging, compression]
        }
        return result
    }
}
