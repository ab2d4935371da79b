// Placing the receiver next to another item (the superview when `nil`).

extension ConstraintChain {
    /// Puts the receiver before `item`: `trailing == item.leading − spacing`.
    @discardableResult
    public func before(
        _ item: LayoutItem? = nil, spacing: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        around(.trailing, item, .leading, -spacing, fileID, line)
    }

    /// Puts the receiver after `item`: `leading == item.trailing + spacing`.
    @discardableResult
    public func after(
        _ item: LayoutItem? = nil, spacing: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        around(.leading, item, .trailing, spacing, fileID, line)
    }

    /// Puts the receiver above `item`: `bottom == item.top − spacing`.
    @discardableResult
    public func above(
        _ item: LayoutItem? = nil, spacing: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        around(.bottom, item, .top, -spacing, fileID, line)
    }

    /// Puts the receiver below `item`: `top == item.bottom + spacing`.
    @discardableResult
    public func below(
        _ item: LayoutItem? = nil, spacing: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        around(.top, item, .bottom, spacing, fileID, line)
    }

    private func around(
        _ attribute: LayoutAttribute, _ other: LayoutItem?, _ otherAttribute: LayoutAttribute,
        _ constant: Double, _ fileID: String, _ line: Int
    ) -> Next {
        let subject: ExpressionSubject =
            if let other {
                .anchor(
                    AnchorTerms(first: AnchorTerm(item: other, attribute: otherAttribute, coefficient: 1)))
            } else {
                .superviewAnchor(otherAttribute)
            }
        return constrain(attribute, to: ExpressionParts(subject: subject, constant: constant), fileID, line)
    }
}
