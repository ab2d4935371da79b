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

    /// The item's solver variables, shared with the anchors and constraints that mention it.
    let node = LayoutNode()

    /// The left edge in window coordinates.
    var minXVariable: Variable { node.minX }
    /// The top edge in window coordinates.
    var minYVariable: Variable { node.minY }
    /// The width in cells.
    var widthVariable: Variable { node.width }
    /// The height in cells.
    var heightVariable: Variable { node.height }

    /// The active constraints that mention this item, in activation order. Unchecked: changed
    /// in place only by activation and deactivation, which call out to no code that could reach
    /// it meanwhile; read on every activation.
    @exclusivity(unchecked) var referencingConstraints: [LayoutConstraint] = []

    /// The item's `width >= 0` and `height >= 0`, which the window's engine keeps in its solver
    /// while the item is in the window (from the first layout pass after it joins) and needs
    /// them; each made the first time it is needed. Unchecked: single loads and stores on the
    /// main actor.
    @exclusivity(unchecked) var nonNegativeSize: NonNegativeSizeConstraints?

    /// A number unique to the item, used in descriptions when it has no identifier.
    let serialNumber: Int

    /// The serial number of the next item made. Main-actor isolated, like every item's `init`,
    /// so two items never get the same number.
    private static var nextSerialNumber = 1

    init() {
        serialNumber = LayoutItem.nextSerialNumber
        LayoutItem.nextSerialNumber += 1
        node.item = self
    }

    isolated deinit {
        node.item = nil
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
        // Room for eight at once: an item in a layout is usually referenced by several
        // constraints, and growing one by one reallocated three times on the way.
        if referencingConstraints.capacity == 0 { referencingConstraints.reserveCapacity(8) }
        referencingConstraints.append(constraint)
    }

    func removeReference(_ constraint: LayoutConstraint) {
        // The oldest reference goes first when a view that hosts many constraints is
        // deallocated (it lets go of them in the order they were installed); otherwise the
        // newest is the likeliest.
        if referencingConstraints.first === constraint {
            referencingConstraints.removeFirst()
        } else if let index = referencingConstraints.lastIndex(ofIdentical: constraint) {
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

/// An item's four solver variables and a back reference to the item.
///
/// Anchors and constraints hold the node, not the item, so that a constraint installed on the
/// view it mentions is no retain cycle, and so that views are never weakly referenced: an
/// object that is weakly referenced even once gets a side table, and every retain and release
/// of it takes a slow path — that doubled the cost of a resize. The item clears `item` in its
/// deinit, so the reference never dangles.
///
/// Why `item` stays `unowned(unsafe)`: made `weak` (with the other view back references) it
/// cost the grid resize benchmark 15–70% (docs/LIFETIMES.md); made `unowned` (safe) it traps,
/// because a view's deinit and the engine's removal of its constraints walk the constraints'
/// items, the view being deinitialized among them. It is safe by construction: the only store
/// besides `init` is the item's deinit, which clears it before the item's memory goes, and
/// items are main-actor objects with isolated deinits, so no read runs in between.
final class LayoutNode: @unchecked Sendable {
    /// The item, until it is deallocated. (Read on every activation: no dynamic exclusivity
    /// check.)
    @exclusivity(unchecked) unowned(unsafe) var item: LayoutItem?
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()
    /// The item's index in its window's flat list of items (see `FlatViewTree`), or -1; may be
    /// stale when the item is not listed (the list checks it). Kept with the variables the
    /// list reads, so the views' own fields stay as they were laid out (see `TermView`).
    @exclusivity(unchecked) var flatTreeIndex: Int32 = -1
}
