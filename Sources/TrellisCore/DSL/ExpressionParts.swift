/// What a `bb` expression relates the receiver's anchor to, before the receiver is known.
enum ExpressionSubject {
    /// Nothing named (`left(10)`, `>=10`): the superview's same anchor for a location, no item
    /// at all for a dimension (`width(10)` sets a constant).
    case implied
    /// The superview's same anchor, named explicitly (`width()`, `size()`).
    case superview
    /// The superview's anchor of another attribute (`before()` relates the receiver's trailing
    /// edge to the superview's leading edge).
    case superviewAnchor(LayoutAttribute)
    /// An item's anchor of the same attribute as the receiver's (`left(view)`).
    case item(LayoutItem)
    /// A specific anchor (`left(view.rightAnchor)`), or an offset between two anchors.
    case anchor(AnchorTerms)
}

/// The parts of a `bb` expression: what it relates to, the multiplier, the constant, the
/// relation and the priority.
///
/// Only the chain methods read it; you build expressions with the operators instead
/// (`>=view.rightAnchor + 2 ~ 500`).
public struct ExpressionParts {
    var subject: ExpressionSubject
    var multiplier: Double = 1
    var constant: Double = 0
    var relation: LayoutRelation = .equal
    var priority: LayoutPriority = .required

    init(subject: ExpressionSubject, constant: Double = 0) {
        self.subject = subject
        self.constant = constant
    }

    /// The parts with `amount` added to the constant.
    func adding(_ amount: Double) -> ExpressionParts {
        var parts = self
        parts.constant += amount
        return parts
    }

    /// The parts multiplied through by `factor`: `(v + 10) * 2` is `v * 2 + 20`.
    func scaled(by factor: Double) -> ExpressionParts {
        var parts = self
        parts.multiplier *= factor
        parts.constant *= factor
        return parts
    }

    /// The parts with another relation.
    func related(_ relation: LayoutRelation) -> ExpressionParts {
        var parts = self
        parts.relation = relation
        return parts
    }

    /// The parts with another priority.
    func prioritized(_ priority: LayoutPriority) -> ExpressionParts {
        var parts = self
        parts.priority = priority
        return parts
    }
}
