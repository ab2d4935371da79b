/// The kind of a ``LayoutAnchor``: which anchors it may be related to.
///
/// The kinds are types so that relating an X-axis anchor to a Y-axis anchor or to a dimension
/// does not compile.
public protocol AnchorKind {}

/// The kind of the location anchors: ``XAxis`` and ``YAxis``.
public protocol AxisAnchorKind: AnchorKind {}

/// The kind of horizontal location anchors (`left`, `right`, `leading`, `trailing`, `centerX`).
public enum XAxis: AxisAnchorKind {}
/// The kind of vertical location anchors (`top`, `bottom`, `centerY`, baselines).
public enum YAxis: AxisAnchorKind {}
/// The kind of dimension anchors (`width`, `height`, and offsets between two locations).
public enum Dimension: AnchorKind {}

/// A horizontal location anchor.
public typealias XAxisAnchor = LayoutAnchor<XAxis>
/// A vertical location anchor.
public typealias YAxisAnchor = LayoutAnchor<YAxis>
/// A dimension anchor: a width, a height, or the distance between two location anchors.
public typealias DimensionAnchor = LayoutAnchor<Dimension>

/// One attribute of one item, with a coefficient: the building block of anchors.
struct AnchorTerm {
    /// The item's node: its variables, and the item while it exists.
    let node: LayoutNode
    let attribute: LayoutAttribute
    let coefficient: Double

    @MainActor
    init(item: LayoutItem, attribute: LayoutAttribute, coefficient: Double) {
        self.node = item.node
        self.attribute = attribute
        self.coefficient = coefficient
    }

    init(node: LayoutNode, attribute: LayoutAttribute, coefficient: Double) {
        self.node = node
        self.attribute = attribute
        self.coefficient = coefficient
    }

    /// The item, or `nil` once it has been deallocated.
    var item: LayoutItem? { node.item }

    var negated: AnchorTerm {
        AnchorTerm(node: node, attribute: attribute, coefficient: -coefficient)
    }
}

/// The sum of one or two anchor terms (two for an offset anchor, `to − from`), stored inline so
/// that making anchors and constraints allocates nothing.
struct AnchorTerms {
    var first: AnchorTerm
    var second: AnchorTerm?

    var count: Int { second == nil ? 1 : 2 }

    /// Calls `body` with each term, in order.
    func forEach(_ body: (AnchorTerm) throws -> Void) rethrows {
        try body(first)
        if let second { try body(second) }
    }

    /// Whether any term mentions `item`.
    func mentions(_ item: LayoutItem) -> Bool {
        first.node === item.node || (second != nil && second!.node === item.node)
    }
}

/// A part of an item's layout that constraints relate, like `NSLayoutAnchor`.
///
/// Get anchors from views and layout guides (`view.leadingAnchor`, `guide.widthAnchor`) and
/// make constraints from them:
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2).isActive = true
/// label.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5).isActive = true
/// ```
///
/// An anchor is usually one attribute of one item; ``anchorWithOffset(to:)`` makes a dimension
/// anchor that is the distance between two location anchors.
@MainActor
public struct LayoutAnchor<Kind: AnchorKind>: @MainActor CustomStringConvertible {
    /// The terms whose sum the anchor stands for: one, or two for an offset anchor.
    let terms: AnchorTerms

    init(item: LayoutItem, attribute: LayoutAttribute) {
        terms = AnchorTerms(first: AnchorTerm(item: item, attribute: attribute, coefficient: 1))
    }

    init(terms: AnchorTerms) {
        self.terms = terms
    }

    /// The item whose attribute this is; for an offset anchor, the item it measures to.
    public var item: LayoutItem? { terms.first.item }

    /// The attribute; `notAnAttribute` for an offset anchor.
    public var attribute: LayoutAttribute {
        terms.second == nil ? terms.first.attribute : .notAnAttribute
    }

    /// `label.leading`, or `(box.leading - label.trailing)` for an offset anchor.
    public var description: String { AnchorTerm.describe(terms) }
}

extension AnchorTerm {
    /// Describes a sum of terms the way constraints print them.
    @MainActor
    static func describe(_ terms: AnchorTerms) -> String {
        var text = ""
        var index = 0
        terms.forEach { term in
            defer { index += 1 }
            let name = "\(term.item?.displayName ?? "<released>").\(term.attribute)"
            if index == 0 {
                text += term.coefficient < 0 ? "-" : ""
            } else {
                text += term.coefficient < 0 ? " - " : " + "
            }
            let magnitude = abs(term.coefficient)
            text += magnitude == 1 ? name : "\(formatNumber(magnitude)) * \(name)"
        }
        return terms.count > 1 ? "(\(text))" : text
    }
}

/// Formats a constraint number without a needless `.0`: `2`, `0.5`, `-1.25`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return String(value)
}
