extension LayoutConstraint {
    /// The constraint as its equation, with priority, identifier and source location:
    /// `label.leading == box.trailing + 1 @750 "gap" (Form.swift:42)`.
    ///
    /// Constraints the engine makes itself carry a tag: `(h=--&)` for autoresizing,
    /// `(hugging)`, `(compression)`, `(margins)`, `(non-negative)`.
    public var description: String {
        var text = AnchorTerm.describe(first) + " \(relation) "
        if let second {
            text += AnchorTerm.describe(second)
            if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " \"\(identifier)\"" }
        switch origin {
        case .user: text += " (\(location))"
        case .autoresizing(let mask): text += " (\(mask))"
        case .contentHugging: text += " (hugging)"
        case .contentCompression: text += " (compression)"
        case .margins: text += " (margins)"
        case .window: text += " (window)"
        case .nonNegativeSize: text += " (non-negative)"
        }
        if isBroken { text += " [broken]" }
        return text
    }
}
