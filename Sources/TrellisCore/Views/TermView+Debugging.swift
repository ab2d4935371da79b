// Layout debugging: ambiguity, the constraints that place a view, and a printable tree.

extension TermView {
    /// Whether the view's frame is not fully determined: some other position or size would
    /// satisfy every constraint exactly as well. Always `false` outside a window.
    public var hasAmbiguousLayout: Bool {
        guard let window else { return false }
        return window.engine.isAmbiguous(self)
    }

    /// Moves an ambiguously placed view to another of its equally good layouts, so you can see
    /// which constraint is missing. Each call goes the other way.
    public func exerciseAmbiguityInLayout() {
        guard let window else { return }
        exerciseDirection = -exerciseDirection
        window.engine.exerciseAmbiguity(of: self, distance: 5 * exerciseDirection)
    }

    /// The active constraints that mention the view on `axis`, including the ones the engine
    /// made from its frame (autoresizing) and its intrinsic content size, and the margins
    /// guide's.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let candidates = referencingConstraints + generated.all
        return candidates.filter { $0.constrains(self, on: axis) }
    }

    /// The view tree below this view, one view per line with its frame, each followed by the
    /// constraints installed on it and those the engine made for it; broken constraints are
    /// marked `[broken]`, ambiguous views `AMBIGUOUS`.
    public func layoutDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], indent: String) {
        var header = "\(indent)\(displayName) \(frame)"
        if !translatesAutoresizingMaskIntoConstraints { header += " [constraints]" }
        if isHidden { header += " hidden" }
        if hasAmbiguousLayout { header += " AMBIGUOUS" }
        lines.append(header)
        for constraint in constraints + generated.all {
            lines.append("\(indent)  | \(constraint)")
        }
        for guide in layoutGuides {
            lines.append("\(indent)  + guide \(guide.displayName) \(guide.layoutFrame)")
        }
        for subview in subviews { subview.describe(into: &lines, indent: indent + "    ") }
    }
}

extension LayoutConstraint {
    /// Whether the constraint mentions `item` through an attribute on `axis`.
    func constrains(_ item: LayoutItem, on axis: LayoutAxis) -> Bool {
        var result = false
        let check: (AnchorTerm) -> Void = { term in
            if term.item === item, term.attribute.axis == axis { result = true }
        }
        first.forEach(check)
        second?.forEach(check)
        return result
    }
}
