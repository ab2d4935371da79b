import Cassowary

/// A linear relation between two layout attributes, as in Auto Layout:
///
///     first.attribute  relation  multiplier × second.attribute + constant    @ priority
///
/// Make constraints from anchors (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor)`),
/// from the designated initializer, or from the DSLs; then activate them. An active
/// constraint is installed on the nearest common ancestor of its items, and a window's layout
/// engine solves it incrementally: changing ``constant`` or ``priority`` of an active
/// constraint costs about as much as a terminal resize, not a rebuild.
///
/// ```swift
/// let gap = label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 1)
/// gap.identifier = "gap"
/// gap.priority = .defaultHigh
/// gap.isActive = true
/// print(gap)   // label.leading == box.trailing + 1 @750 "gap" (Form.swift:42)
/// ```
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The standard spacing between sibling views and to a superview's edge: one cell.
    public static let standardSpacing: Double = 1

    /// "No value here": pass it to the factory helpers to skip an edge or a dimension.
    public static let noMetric: Double = .nan

    // The two sides are stored compactly (see LayoutConstraint+Storage.swift): the first term
    // of each side inline, anything rarer (offset terms, coefficients and multipliers other
    // than 1, an identifier other than a widget's, a format column, an autoresizing mask) in
    // `extras`, allocated only when needed. A grid of 10,000 views has 70,000 constraints: every byte counts
    // (the stored properties below fill 88 bytes, a 96-byte heap block). The properties read on
    // every activation skip the dynamic exclusivity check (about 80 instructions each): nothing
    // holds a long access to them.
    /// The node of the left-hand side's first term.
    let firstNode: LayoutNode
    /// The node of the right-hand side's first term, or `nil` for a bare constant.
    let secondNode: LayoutNode?

    /// The line of ``location`` (0 when it does not fit 16 bits: it is in `extras` then).
    let line: UInt16
    /// The identifier a widget gave the constraint, as an index into the table of widgets'
    /// identifiers, or 0 (see ``identifier``).
    @exclusivity(unchecked) var widgetIdentifierIndex: UInt16 = 0
    /// The file of ``location``, as an index into the table of file names.
    let fileIndex: Int32
    /// How much the constraint matters, 1…1000. Changing it on an active constraint updates the
    /// layout incrementally — also between required and optional, which Auto Layout forbids.
    public var priority: LayoutPriority {
        get { priorityStorage }
        set {
            let oldValue = priorityStorage
            priorityStorage = newValue
            guard newValue != oldValue else { return }
            engine?.priorityDidChange(of: self, from: oldValue)
        }
    }
    /// The storage of ``priority``; single loads and stores on the main actor, none held open.
    @exclusivity(unchecked) var priorityStorage: LayoutPriority = .required

    /// The attribute of the left-hand side's first term.
    let firstTermAttribute: LayoutAttribute
    /// The attribute of the right-hand side's first term (`notAnAttribute` without one).
    let secondTermAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: LayoutRelation
    /// What made the constraint (without the autoresizing mask, which is in `extras`), whether
    /// it links a chain and whether it is broken, in one byte (see `originKind`, `isChainLink`
    /// and `isBroken`).
    @exclusivity(unchecked) var flags: UInt8
    /// The rarely needed parts, allocated on first use.
    @exclusivity(unchecked) var extras: Extras?

    /// The constant added to the right-hand side. Changing it on an active constraint updates
    /// the layout incrementally.
    public var constant: Double {
        get { constantStorage }
        set {
            let oldValue = constantStorage
            guard newValue != oldValue || newValue.isNaN != oldValue.isNaN else {
                constantStorage = newValue
                return
            }
            // Inside `TermView.animate`, the new value becomes the animation's target and the
            // constraint stays where it is until the animation's frames move it.
            if AnimationContext.interceptConstantChange(of: self, from: oldValue, to: newValue) { return }
            constantStorage = newValue
            engine?.constantDidChange(of: self)
        }
    }
    /// The value of ``constant``; an animation's frames set it through
    /// `applyAnimationFrame(constant:)`, which no animation block intercepts.
    @exclusivity(unchecked) var constantStorage: Double

    /// The view the constraint is installed on, while it is active.
    public var installedView: TermView? { installedViewStorage }

    /// Not weak, so views get no side table (see `LayoutNode`); the view clears it when it
    /// uninstalls the constraint or is deallocated.
    ///
    /// Unsafe, and safe by construction: the constraint is in its view's `constraints` exactly
    /// while this points at the view (`install` sets both, `removeConstraint` clears both), and
    /// the view's deinit clears it for every constraint in that array before its memory goes;
    /// views are main-actor objects with isolated deinits, so no read interleaves. (Made
    /// `unowned`, safe, together with `LayoutNode.item`, the deinit paths trapped; see
    /// `LayoutNode`.)
    @exclusivity(unchecked) unowned(unsafe) var installedViewStorage: TermView?

    // Engine bookkeeping.
    /// The engine that holds this constraint (solved, or broken and waiting), if any.
    ///
    /// Not weak: a weak reference costs every constraint a side-table allocation. The engine
    /// clears it when it lets the constraint go (`remove`) and when its window goes away
    /// (`tearDown`), so it never dangles.
    ///
    /// Unsafe, and an engine-internal reference no user object can be released under: only
    /// the window holds its engine, and the window's deinit calls `tearDown`, which clears this
    /// on every constraint the engine holds, before the engine can be freed.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// The solver's copy of the constraint while the engine solves it.
    @exclusivity(unchecked) var solverConstraint: Constraint?

    /// What made a constraint.
    enum Origin: Equatable {
        case user
        case autoresizing(String)
        case contentHugging
        case contentCompression
        case margins
        case window
        /// An item's `width >= 0` or `height >= 0`, which the engine adds for every view and
        /// layout guide in a window (see `LayoutEngine.addNonNegativeSizes(of:)`).
        case nonNegativeSize
    }

    init(
        first: AnchorTerms, relation: LayoutRelation, second: AnchorTerms?, multiplier: Double,
        constant: Double, location: CodeLocation, origin: Origin = .user
    ) {
        firstNode = first.first.node
        firstTermAttribute = first.first.attribute
        secondNode = second?.first.node
        secondTermAttribute = second?.first.attribute ?? .notAnAttribute
        self.relation = relation
        self.constantStorage = constant
        line = UInt16(exactly: location.line) ?? 0
        fileIndex = SourceFiles.table.index(of: location.fileID)
        flags = OriginKind(origin).rawValue
        extras = Extras.needed(
            first: first, second: second, multiplier: multiplier, location: location, origin: origin)
    }

    /// Creates a constraint from items and attributes, like
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// ```swift
    /// let half = try LayoutConstraint(
    ///     item: panel, attribute: .width, relatedBy: .equal,
    ///     toItem: window, attribute: .width, multiplier: 0.5, constant: 0)
    /// ```
    ///
    /// - Throws: ``LayoutError/invalidPairing(first:second:reason:_:)`` when the attributes
    ///   cannot be related (a location with a dimension, different axes, a location with a bare
    ///   constant), ``LayoutError/invalidValue(_:_:)`` for a non-finite multiplier or constant,
    ///   or a zero multiplier on a location.
    public convenience init(
        item: LayoutItem, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        let location = CodeLocation(fileID: fileID, line: line)
        try LayoutConstraint.validate(
            firstAttribute, toItem: toItem != nil, secondAttribute, multiplier: multiplier,
            constant: constant, location)
        let second = toItem.map {
            AnchorTerms(first: AnchorTerm(item: $0, attribute: secondAttribute, coefficient: 1))
        }
        self.init(
            first: AnchorTerms(first: AnchorTerm(item: item, attribute: firstAttribute, coefficient: 1)),
            relation: relation, second: second, multiplier: multiplier, constant: constant,
            location: location)
    }

    /// Checks that two attributes can be related the way the designated initializer asks.
    static func validate(
        _ first: LayoutAttribute, toItem hasSecondItem: Bool, _ second: LayoutAttribute,
        multiplier: Double, constant: Double, _ location: CodeLocation
    ) throws(LayoutError) {
        guard multiplier.isFinite else {
            throw .invalidValue("the multiplier \(multiplier) is not finite", location)
        }
        guard constant.isFinite else {
            throw .invalidValue("the constant \(constant) is not finite", location)
        }
        guard first != .notAnAttribute else {
            throw .invalidPairing(
                first: first, second: second, reason: "the first attribute must be an attribute",
                location)
        }
        guard hasSecondItem else {
            guard second == .notAnAttribute else {
                throw .invalidPairing(
                    first: first, second: second,
                    reason: "an attribute without a second item needs `notAnAttribute`", location)
            }
            guard first.isDimension else {
                throw .invalidPairing(
                    first: first, second: second,
                    reason: "a location cannot equal a bare constant; relate it to another item",
                    location)
            }
            return
        }
        guard second != .notAnAttribute else {
            throw .invalidPairing(
                first: first, second: second, reason: "a second item needs an attribute", location)
        }
        guard first.isDimension == second.isDimension else {
            throw .invalidPairing(
                first: first, second: second, reason: "a location cannot be related to a dimension",
                location)
        }
        guard first.isDimension || first.axis == second.axis else {
            throw .invalidPairing(
                first: first, second: second,
                reason: "a horizontal location cannot be related to a vertical one", location)
        }
        guard first.isDimension || multiplier != 0 else {
            throw .invalidValue("a location needs a non-zero multiplier", location)
        }
    }

    /// The first item: the item of the left-hand side.
    public var firstItem: LayoutItem? { first.first.item }
    /// The first attribute; `notAnAttribute` when the left-hand side is an offset between two
    /// anchors.
    public var firstAttribute: LayoutAttribute {
        first.second == nil ? first.first.attribute : .notAnAttribute
    }
    /// The second item, or `nil` when the constraint sets a constant.
    public var secondItem: LayoutItem? { second?.first.item }
    /// The second attribute; `notAnAttribute` when there is no second item or it is an offset.
    public var secondAttribute: LayoutAttribute {
        guard let second, second.second == nil else { return .notAnAttribute }
        return second.first.attribute
    }

    /// Every item the constraint mentions, first side first.
    var items: [LayoutItem] {
        var result: [LayoutItem] = []
        first.forEach { if let item = $0.item { result.append(item) } }
        second?.forEach { if let item = $0.item { result.append(item) } }
        return result
    }

    /// Whether the constraint mentions `item` on either side.
    func mentions(_ item: LayoutItem) -> Bool {
        first.mentions(item) || (second?.mentions(item) ?? false)
    }

    /// Whether the constraint has an item that has been released.
    var hasReleasedItem: Bool {
        var released = false
        first.forEach { if $0.item == nil { released = true } }
        second?.forEach { if $0.item == nil { released = true } }
        return released
    }
}
