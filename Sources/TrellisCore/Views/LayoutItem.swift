import Cassowary

/// Something constraints can place: a ``TermView`` or a ``LayoutGuide``.
///
/// An item owns four solver variables — its left column, top row, width and height in window
/// coordinates — and every anchor is a linear expression of them (`right = left + width`,
/// `centerX = left + width / 2`). You never create a `LayoutItem` directly.
@MainActor
open class LayoutItem {
    /// A name for the item in constraint descriptions, layout logs and the debugger.
    public var identifier: String?

    /// The left edge in window coordinates.
    let minXVariable = Variable()
    /// The top edge in window coordinates.
    let minYVariable = Variable()
    /// The width in cells.
    let widthVariable = Variable()
    /// The height in cells.
    let heightVariable = Variable()

    /// The active constraints that mention this item, in activation order.
    var referencingConstraints: [LayoutConstraint] = []

    /// A number unique to the item, used in descriptions when it has no identifier.
    let serialNumber: Int

    private static var nextSerialNumber = 1

    init() {
        serialNumber = LayoutItem.nextSerialNumber
        LayoutItem.nextSerialNumber += 1
    }

    /// The view a constraint on this item is installed on at the least: the view itself, or a
    /// guide's owning view.
    var hostView: TermView? { nil }

    /// Whether the item lays out right to left (leading is its right edge).
    var isRightToLeft: Bool { hostView?.effectiveLayoutDirection == .rightToLeft }

    /// The distance from the top row to the row of the first line of text.
    var firstBaselineOffsetFromTop: Int { 0 }

    /// The distance from the bottom row to the row of the last line of text.
    var lastBaselineOffsetFromBottom: Int { 0 }

    /// The item's name in descriptions: its identifier, or its type and serial number.
    var displayName: String {
        identifier ?? "\(typeName)#\(serialNumber)"
    }

    /// The item's type name without module prefix, e.g. `Label`.
    var typeName: String { String(describing: type(of: self)) }

    func addReference(_ constraint: LayoutConstraint) {
        referencingConstraints.append(constraint)
    }

    func removeReference(_ constraint: LayoutConstraint) {
        if let index = referencingConstraints.lastIndex(where: { $0 === constraint }) {
            referencingConstraints.remove(at: index)
        }
    }
}

// MARK: - Anchors

extension LayoutItem {
    private func anchor<Kind>(_ attribute: LayoutAttribute) -> LayoutAnchor<Kind> {
        LayoutAnchor(item: self, attribute: attribute)
    }

    /// The left edge.
    public var leftAnchor: XAxisAnchor { anchor(.left) }
    /// The right edge (the column just after the item).
    public var rightAnchor: XAxisAnchor { anchor(.right) }
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    public var leadingAnchor: XAxisAnchor { anchor(.leading) }
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    public var trailingAnchor: XAxisAnchor { anchor(.trailing) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { anchor(.centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { anchor(.top) }
    /// The bottom edge (the row just below the item).
    public var bottomAnchor: YAxisAnchor { anchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { anchor(.centerY) }
    /// The row of the first line of text; the top row when the item shows no text.
    public var firstBaselineAnchor: YAxisAnchor { anchor(.firstBaseline) }
    /// The row of the last line of text; the bottom row when the item shows no text.
    public var lastBaselineAnchor: YAxisAnchor { anchor(.lastBaseline) }
    /// The number of columns.
    public var widthAnchor: DimensionAnchor { anchor(.width) }
    /// The number of rows.
    public var heightAnchor: DimensionAnchor { anchor(.height) }
}
