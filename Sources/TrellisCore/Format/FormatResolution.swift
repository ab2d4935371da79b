/// Turns parsed equations of one piece into constraints: looks up the views behind the names
/// and the superview behind `|`.
@MainActor
struct FormatResolution {
    /// The whole format string.
    let format: String
    /// The piece the equations come from, for errors.
    let piece: ParsedFormat.Piece
    /// The caller's views by name.
    let views: [String: LayoutItem]
    /// The caller's file.
    let fileID: String
    /// The caller's line.
    let line: Int

    /// The constraint `equation` describes, at the caller's file and line and the equation's
    /// column.
    ///
    /// - Throws: ``FormatError/Kind/missingSuperview(view:)`` when the equation relates to the
    ///   superview of a view that has none; ``FormatError/Kind/unknownView(_:)`` for a name
    ///   missing from `views` (the parser already rules that out).
    func constraint(for equation: FormatEquation) throws(FormatError) -> LayoutConstraint {
        let first = try view(named: equation.firstView, at: equation.column)
        var second: AnchorTerms?
        if let item = equation.secondItem, let attribute = equation.secondAttribute {
            let secondItem: LayoutItem
            switch item {
            case .view(let name):
                secondItem = try view(named: name, at: equation.column)
            case .superview:
                guard let superview = first.impliedSuperview else {
                    throw error(.missingSuperview(view: equation.firstView), at: equation.column)
                }
                secondItem = superview
            }
            second = AnchorTerms(
                first: AnchorTerm(item: secondItem, attribute: attribute.layoutAttribute, coefficient: 1))
        }
        let constraint = LayoutConstraint(
            first: AnchorTerms(
                first: AnchorTerm(
                    item: first, attribute: equation.firstAttribute.layoutAttribute, coefficient: 1)),
            relation: equation.relation.layoutRelation, second: second,
            multiplier: second == nil ? 1 : equation.multiplier, constant: equation.constant,
            location: CodeLocation(fileID: fileID, line: line, column: equation.column))
        constraint.priority = LayoutPriority(rawValue: equation.priority)
        return constraint
    }

    private func view(named name: String, at column: Int) throws(FormatError) -> LayoutItem {
        guard let item = views[name] else { throw error(.unknownView(name), at: column) }
        return item
    }

    private func error(_ kind: FormatError.Kind, at column: Int) -> FormatError {
        FormatError(kind: kind, format: format, piece: piece.text, pieceColumn: piece.column, column: column)
    }
}

extension FormatAttribute {
    /// The same attribute for a constraint.
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }
}

extension FormatRelation {
    /// The same relation for a constraint.
    var layoutRelation: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
