/// One constraint read from a format string, still naming its views by string:
/// `firstView.firstAttribute REL secondItem.secondAttribute * multiplier + constant @ priority`.
///
/// Equation pieces produce one per simple attribute (a compound such as `center` gives two);
/// Visual Format pieces produce them through ``VisualFormat/equations()``. Turning one into a
/// real constraint needs only the views behind the names: ``FormatItem/superview`` is the
/// superview of `firstView`.
public struct FormatEquation: Hashable, Sendable, CustomStringConvertible {
    /// The name of the view on the left side.
    public var firstView: String
    /// The attribute on the left side.
    public var firstAttribute: FormatAttribute
    /// `==`, `<=` or `>=`.
    public var relation: FormatRelation
    /// The item on the right side, or `nil` when the right side is only a number.
    public var secondItem: FormatItem?
    /// The attribute of ``secondItem`` (`nil` exactly when ``secondItem`` is).
    public var secondAttribute: FormatAttribute?
    /// The factor of the right item; 1 when there is no item.
    public var multiplier: Double
    /// The number added on the right side.
    public var constant: Double
    /// The priority, 1…1000; 1000 (required) unless the string gave one.
    public var priority: Float
    /// The column (1-based, in `Character`s of the whole format string) the constraint was
    /// read from: an equation's first character, or a Visual Format predicate, connection or
    /// view.
    public var column: Int

    /// Creates an equation from its parts.
    ///
    /// - Parameters:
    ///   - firstView: the left view's name.
    ///   - firstAttribute: the left attribute.
    ///   - relation: the relation.
    ///   - secondItem: the right item, if any.
    ///   - secondAttribute: the right item's attribute (`nil` without an item).
    ///   - multiplier: the right item's factor.
    ///   - constant: the constant.
    ///   - priority: the priority, 1…1000.
    ///   - column: where in the format string it came from.
    public init(
        firstView: String, firstAttribute: FormatAttribute, relation: FormatRelation,
        secondItem: FormatItem?, secondAttribute: FormatAttribute?, multiplier: Double = 1,
        constant: Double = 0, priority: Float = 1000, column: Int
    ) {
        self.firstView = firstView
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.column = column
    }

    /// The equation as it would be written, leaving out `* 1`, `+ 0` and `@1000`:
    /// `view1.width == view2.width * 2 + 3 @750`.
    public var description: String {
        var text = "\(firstView).\(firstAttribute) \(relation)"
        if let secondItem, let secondAttribute {
            text += " \(secondItem).\(secondAttribute)"
            if multiplier != 1 { text += " * \(Self.format(multiplier))" }
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += " \(Self.format(constant))"
        }
        if priority != 1000 { text += " @\(Self.format(Double(priority)))" }
        return text
    }

    /// A number without a useless `.0`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
