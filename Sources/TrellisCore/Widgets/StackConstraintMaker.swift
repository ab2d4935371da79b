// The pieces a stack view's arrangement is made of: the role each constraint plays, the maker
// that builds constraints for either axis, and the comparison that says whether a newly made
// constraint is the same as the one already active in its role.

/// What one constraint of a stack's arrangement is for: a rule of the stack as a whole, or one
/// of the rules of one arranged view. The arrangement holds at most one constraint per role, so
/// when one view changes, the stack remakes that view's roles (and its neighbours') and leaves
/// every other role alone.
struct StackRole: Hashable {
    /// The kinds of role, one byte each (a kind with an `Int` payload took nine), so that a role
    /// with its view takes 16 bytes, and a rule in a view's list of the stack's table
    /// (StackView+ArrangementSlots.swift) 24 with its slot, not 32.
    enum Kind: UInt8, Hashable {
        /// The first visible view's start at the canvas's start.
        case leadingEdge
        /// The last visible view's end at the canvas's end.
        case trailingEdge
        /// The view as short as it may be along the axis, weakly, with the gap after it where
        /// gaps may grow: together, the canvas as short as its views allow. In the proportional
        /// distribution, a rule of the stack: the canvas as short as its views allow.
        case hug
        /// The canvas as thin as its views allow, across the axis (every alignment but fill).
        case acrossHug
        /// An empty stack's length and thickness, held at zero weakly.
        case emptyAlong, emptyAcross
        /// The distribution guide's place and size (StackView+DistributionGuide.swift).
        case guideAlongStart, guideAlongLength, guideAcrossStart, guideAcrossLength
        /// The gap from the view to the next visible one; with a gap guide (equal centring),
        /// the guide's start at the view's end plus the spacing.
        case spacing
        /// The rest of the gap guide's rules (StackView+GapGuides.swift): the next visible
        /// view's start at the guide's end (0), the guide's start and thickness across the
        /// axis (1, 2). See ``gap(_:)``.
        case gap0, gap1, gap2
        /// The view holds its intrinsic length weakly (the ties rule of the distribution).
        case preferredLength
        /// The distribution's own rule for the view (equal lengths, proportions, equal gaps).
        case distribution
        /// The alignment's rules for the view, numbered in the order they are made. See
        /// ``across(_:)``.
        case across0, across1, across2, across3
        /// The rules that collapse a hidden view, numbered in the order they are made. See
        /// ``hidden(_:)``.
        case hidden0, hidden1, hidden2, hidden3

        /// The gap guide's rule number `index` (0 to 2).
        static func gap(_ index: Int) -> Kind { numbered(from: .gap0, index, of: 3) }
        /// The alignment's rule number `index` (0 to 3).
        static func across(_ index: Int) -> Kind { numbered(from: .across0, index, of: 4) }
        /// The collapsing rule number `index` (0 to 3).
        static func hidden(_ index: Int) -> Kind { numbered(from: .hidden0, index, of: 4) }

        /// The kind `index` places after `first`, in a run of `count`.
        private static func numbered(from first: Kind, _ index: Int, of count: Int) -> Kind {
            precondition(index >= 0 && index < count, "no such rule of the stack")
            return Kind(rawValue: first.rawValue + UInt8(index))!
        }
    }

    /// The arranged view the role belongs to; `nil` for the stack's own rules.
    let view: ObjectIdentifier?
    let kind: Kind

    /// A rule of the stack as a whole.
    init(_ kind: Kind) {
        view = nil
        self.kind = kind
    }

    /// A rule of one arranged view.
    init(_ view: TermView, _ kind: Kind) {
        self.view = ObjectIdentifier(view)
        self.kind = kind
    }

    /// A rule of the arranged view with this identifier (which may have left the stack).
    init(_ view: ObjectIdentifier, _ kind: Kind) {
        self.view = view
        self.kind = kind
    }

    /// Every role that belongs to the stack as a whole.
    static let stackWideKinds: [Kind] = [
        .leadingEdge, .trailingEdge, .hug, .acrossHug, .emptyAlong, .emptyAcross, .guideAlongStart,
        .guideAlongLength, .guideAcrossStart, .guideAcrossLength,
    ]

    /// Every role one arranged view can have: at most four alignment rules (a baseline
    /// alignment's), the three of a gap guide and the four that collapse a hidden view.
    static let perViewKinds: [Kind] =
        [.spacing, .hug, .preferredLength, .distribution] + (0..<4).map(Kind.across)
        + (0..<3).map(Kind.gap) + (0..<4).map(Kind.hidden)
}

/// Makes a stack's constraints from attributes, so one piece of code serves both axes; each
/// constraint is made for a role.
///
/// It carries the stack's settings as they were when the update began, read once: the rules
/// of every view consult them, and each read of a stack's stored property checks at run time
/// that no other access to it is under way (those checks, and the others of the engine, took
/// 2.6% of the instructions of attaching 1,000 labels while each view's rules read the
/// settings afresh, 2.1% since).
@MainActor
struct StackConstraintMaker {
    let axis: LayoutAxis
    /// The stack's distribution.
    let distribution: StackView.Distribution
    /// The alignment in effect (see ``StackView/effectiveAlignment``).
    let alignment: StackView.Alignment
    /// The stack's spacing, for a view without a custom one.
    let spacing: Double
    /// The stack's custom spacings by view (usually none).
    let customSpacings: [ObjectIdentifier: Double]
    /// Every constraint made so far, with its role, in the order made.
    private(set) var made: [(role: StackRole, constraint: LayoutConstraint)] = []

    /// A maker for `stack`'s rules, with room for `expected` constraints.
    init(for stack: StackView, expected: Int = 0) {
        self.init(
            axis: stack.axis, distribution: stack.distribution, alignment: stack.effectiveAlignment,
            spacing: stack.spacing, customSpacings: stack.customSpacings)
        made.reserveCapacity(expected)
    }

    /// A maker with these settings (the defaults are a new stack's).
    init(
        axis: LayoutAxis, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill,
        spacing: Double = 0, customSpacings: [ObjectIdentifier: Double] = [:]
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacings = customSpacings
    }

    /// Whether the gaps are exactly the spacing (the fill distributions), not at least it.
    var hasExactGaps: Bool {
        distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
    }

    /// Whether the gaps between visible views are gap guides (StackView+GapGuides.swift).
    var usesGapGuides: Bool { distribution == .equalCentering }

    /// `view`'s intrinsic length along the axis.
    func intrinsicLength(of view: TermView) -> Int {
        StackView.intrinsicLength(of: view, along: axis)
    }

    /// The spacing after `view` (see ``StackView/customSpacing(after:)``).
    func spacing(after view: TermView) -> Double {
        StackView.spacing(after: view, custom: customSpacings, default: spacing)
    }

    /// Moves the constraints made so far for roles of `kind` after all the others, in the
    /// order they were made (the order in which the constraints reach the solver).
    mutating func moveToEnd(_ kind: StackRole.Kind) {
        let moved = made.filter { $0.role.kind == kind }
        made.removeAll { $0.role.kind == kind }
        made += moved
    }

    var alongStart: LayoutAttribute { axis == .horizontal ? .leading : .top }
    var alongEnd: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    var alongCenter: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    var alongLength: LayoutAttribute { axis == .horizontal ? .width : .height }
    var acrossStart: LayoutAttribute { axis == .horizontal ? .top : .leading }
    var acrossEnd: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
    var acrossCenter: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }
    var acrossLength: LayoutAttribute { axis == .horizontal ? .height : .width }

    /// `item.attribute  relation  multiplier × other.otherAttribute + constant  @priority`, in `role`.
    @discardableResult
    mutating func add(
        _ role: StackRole, _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: LayoutItem?, _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, _ identifier: StaticString
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint.widgetConstraint(
            item, attribute, relation, other, otherAttribute, multiplier: multiplier, constant: constant,
            identifier, location: CodeLocation(fileID: #fileID, line: #line))
        constraint.priority = priority
        made.append((role, constraint))
        return constraint
    }

    /// `(a.to − a.from) == (b.to − b.from)`: two distances along the axis kept equal, in `role`.
    @discardableResult
    mutating func addEqualOffsets(
        _ role: StackRole, _ a: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute),
        _ b: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute), multiplier: Double = 1,
        priority: LayoutPriority, _ identifier: StaticString
    ) -> LayoutConstraint {
        func offset(_ part: (LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute)) -> AnchorTerms {
            AnchorTerms(
                first: AnchorTerm(item: part.2, attribute: part.3, coefficient: 1),
                second: AnchorTerm(item: part.0, attribute: part.1, coefficient: -1))
        }
        let constraint = LayoutConstraint(
            first: offset(a), relation: .equal, second: offset(b), multiplier: multiplier, constant: 0,
            location: CodeLocation(fileID: #fileID, line: #line))
        constraint.priority = priority
        constraint.setWidgetIdentifier(identifier)
        made.append((role, constraint))
        return constraint
    }

    /// Holds a view at its intrinsic length (0 without one) at the tie-breaking priority.
    mutating func preferIntrinsicLength(of view: TermView) {
        preferIntrinsicLength(of: view, intrinsicLength(of: view))
    }

    /// Holds a view at `length` (0 when negative) at the tie-breaking priority.
    mutating func preferIntrinsicLength(of view: TermView, _ length: Int) {
        add(
            StackRole(view, .preferredLength), view, alongLength, .equal, nil, .notAnAttribute,
            constant: Double(max(0, length)), priority: StackView.preferredLengthPriority,
            "stack-preferred-length")
    }

    /// Puts a hidden view at the stack's start with no size, so it takes no room.
    mutating func collapse(_ view: TermView, in canvas: LayoutItem) {
        add(StackRole(view, .hidden(0)), view, alongStart, .equal, canvas, alongStart, "stack-hidden")
        add(StackRole(view, .hidden(1)), view, acrossStart, .equal, canvas, acrossStart, "stack-hidden")
        add(
            StackRole(view, .hidden(2)), view, .width, .equal, nil, .notAnAttribute,
            priority: StackView.arrangementPriority, "stack-hidden")
        add(
            StackRole(view, .hidden(3)), view, .height, .equal, nil, .notAnAttribute,
            priority: StackView.arrangementPriority, "stack-hidden")
    }
}

extension LayoutConstraint {
    /// Whether `other` is the same rule: the same terms (items, attributes, coefficients, in
    /// order), relation, multiplier, constant, priority and identifier.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        func same(_ a: AnchorTerm, _ b: AnchorTerm) -> Bool {
            a.node === b.node && a.attribute == b.attribute && a.coefficient == b.coefficient
        }
        func same(_ a: AnchorTerms?, _ b: AnchorTerms?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            guard same(a.first, b.first) else { return false }
            guard let aSecond = a.second, let bSecond = b.second else {
                return a.second == nil && b.second == nil
            }
            return same(aSecond, bSecond)
        }
        return relation == other.relation && multiplier == other.multiplier && constant == other.constant
            && priority == other.priority && hasSameIdentifier(as: other) && same(first, other.first)
            && same(second, other.second)
    }
}
