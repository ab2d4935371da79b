// The one way widgets that own constraints (StackView, SplitView) make them: attribute to
// attribute, named, inactive until they activate them.

extension LayoutConstraint {
    /// `item.attribute  relation  multiplier × other.otherAttribute + constant`, named
    /// `identifier` and not yet active; `other` nil compares with the constant alone.
    /// `location` is where the widget asked for it.
    static func widgetConstraint(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double,
        _ identifier: StaticString,
        location: CodeLocation = CodeLocation(fileID: #fileID, line: #line)
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: AnchorTerms(first: AnchorTerm(item: item, attribute: attribute, coefficient: 1)),
            relation: relation,
            second: other.map {
                AnchorTerms(first: AnchorTerm(item: $0, attribute: otherAttribute, coefficient: 1))
            },
            multiplier: multiplier, constant: constant, location: location)
        constraint.setWidgetIdentifier(identifier)
        return constraint
    }
}
