// How a LayoutConstraint is stored. Most constraints relate one attribute of one item to one
// attribute of another (or to a constant), made in a source file that made many others: the
// object keeps exactly that inline, with the file as an index into a table, and everything
// rarer in a side box. That makes a constraint 96 bytes on the heap instead of 256. A widget's
// constraints carry identifiers from a small fixed set ("stack-spacing", "stack-fill", ...):
// those are an index into a second table, so the side box does not cost them 190 bytes more
// (a stack of 10,000 labels has 60,000 of them).

extension LayoutConstraint {
    /// The left-hand side, as one or two attribute terms.
    var first: AnchorTerms {
        AnchorTerms(
            first: AnchorTerm(
                node: firstNode, attribute: firstTermAttribute,
                coefficient: extras?.firstCoefficient ?? 1),
            second: extras?.firstOffset)
    }

    /// The right-hand side before multiplier and constant, or `nil` for a bare constant.
    var second: AnchorTerms? {
        guard let secondNode else { return nil }
        return AnchorTerms(
            first: AnchorTerm(
                node: secondNode, attribute: secondTermAttribute,
                coefficient: extras?.secondCoefficient ?? 1),
            second: extras?.secondOffset)
    }

    /// The factor applied to the second attribute.
    public var multiplier: Double { extras?.multiplier ?? 1 }

    /// What made the constraint, without the autoresizing mask.
    var originKind: OriginKind { OriginKind(rawValue: flags & 0x3F)! }

    /// Whether the constraint links one item of a chain to the one before it (a stack's gap
    /// between neighbours), which the solver keeps as a definition (see
    /// `Constraint.prefersDefinition`). Set before the constraint is activated.
    var isChainLink: Bool {
        get { flags & 0x40 != 0 }
        set { flags = newValue ? flags | 0x40 : flags & ~0x40 }
    }

    /// Whether the engine could not satisfy the constraint and set it aside.
    var isBroken: Bool {
        get { flags & 0x80 != 0 }
        set { flags = newValue ? flags | 0x80 : flags & ~0x80 }
    }

    /// Where in the user's source the constraint was made.
    public var location: CodeLocation {
        CodeLocation(
            fileID: SourceFiles.table.name(at: fileIndex), line: extras?.fullLine ?? Int(line),
            column: extras?.column)
    }

    /// A name shown in descriptions and diagnostics.
    public var identifier: String? {
        get {
            if let identifier = extras?.identifier { return identifier }
            return widgetIdentifierIndex == 0
                ? nil : WidgetIdentifiers.table.name(at: Int32(widgetIdentifierIndex) - 1)
        }
        set {
            widgetIdentifierIndex = 0
            if newValue == nil && extras == nil { return }
            makeExtras().identifier = newValue
        }
    }

    /// Names the constraint with one of the few identifiers a widget gives its rules, written
    /// as a literal: kept as an index into the table of widgets' identifiers (``identifier``
    /// reads it), not in `extras`. For widgets only — every distinct name stays in the table
    /// for good.
    func setWidgetIdentifier(_ name: StaticString) {
        let index = WidgetIdentifiers.index(of: name)
        guard index < Int32(UInt16.max) else { return identifier = name.description }
        extras?.identifier = nil
        widgetIdentifierIndex = UInt16(index + 1)
    }

    /// Whether `other` has the same ``identifier`` (two widgets' identifiers compare by index).
    func hasSameIdentifier(as other: LayoutConstraint) -> Bool {
        if extras?.identifier == nil && other.extras?.identifier == nil {
            return widgetIdentifierIndex == other.widgetIdentifierIndex
        }
        return identifier == other.identifier
    }

    /// The animation moving the constant, while one runs. Kept weakly: the application's frame
    /// handler keeps a running animation alive, so a constraint outliving its application does
    /// not keep a stopped animation (and the animation's constraints) alive.
    var runningAnimation: ConstraintAnimation? {
        get { extras?.runningAnimation }
        set {
            if newValue == nil && extras == nil { return }
            makeExtras().runningAnimation = newValue
        }
    }

    /// What made the constraint: the user, or the engine (autoresizing, content size, margins,
    /// non-negative sizes).
    var origin: Origin {
        switch originKind {
        case .user: .user
        case .autoresizing: .autoresizing(extras?.autoresizingMask ?? "")
        case .contentHugging: .contentHugging
        case .contentCompression: .contentCompression
        case .margins: .margins
        case .window: .window
        case .nonNegativeSize: .nonNegativeSize
        }
    }

    /// Calls `body` with every item the constraint mentions that still exists, first side
    /// first (the order of ``items``), without building an array.
    @inline(__always)
    func forEachItem(_ body: (LayoutItem) -> Void) {
        if let item = firstNode.item { body(item) }
        if let item = extras?.firstOffset?.item { body(item) }
        if let item = secondNode?.item { body(item) }
        if let item = extras?.secondOffset?.item { body(item) }
    }

    /// Whether every item exists and is hosted by `view` or a descendant of it: the condition
    /// for installing the constraint on `view`.
    func itemsAreHosted(under view: TermView) -> Bool {
        if !Self.isHosted(firstNode, under: view) { return false }
        if let secondNode, !Self.isHosted(secondNode, under: view) { return false }
        guard let extras else { return true }
        if let node = extras.firstOffset?.node, !Self.isHosted(node, under: view) { return false }
        if let node = extras.secondOffset?.node, !Self.isHosted(node, under: view) { return false }
        return true
    }

    /// Whether the node's item exists and is hosted by `view` or a descendant of it (with
    /// unowned references, as in `installationView()`: the item is alive or nil when read, and
    /// the walk that follows releases nothing).
    @inline(__always)
    private static func isHosted(_ node: LayoutNode, under view: TermView) -> Bool {
        unowned(unsafe) let item = node.item
        guard item != nil, let host = host(of: item!) else { return false }
        return host.isDescendant(of: view)
    }

    /// The item's ``LayoutItem/hostView`` (a view hosts itself; a guide, its owning view),
    /// without the virtual call and the retain of the result: this runs for every item of
    /// every activated constraint.
    @inline(__always)
    static func host(of item: LayoutItem) -> TermView? {
        if let view = item as? TermView { return view }
        if let guide = item as? LayoutGuide { return guide.owningViewStorage }
        return item.hostView
    }

    /// Calls `body` with the node of every term, first side first.
    @inline(__always)
    func forEachNode(_ body: (LayoutNode) -> Void) {
        body(firstNode)
        if let node = extras?.firstOffset?.node { body(node) }
        if let secondNode { body(secondNode) }
        if let node = extras?.secondOffset?.node { body(node) }
    }

    /// The side box, made if there is none yet.
    private func makeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// ``Origin`` without its payload, in one byte.
    enum OriginKind: UInt8 {
        case user, autoresizing, contentHugging, contentCompression, margins, window, nonNegativeSize

        init(_ origin: Origin) {
            switch origin {
            case .user: self = .user
            case .autoresizing: self = .autoresizing
            case .contentHugging: self = .contentHugging
            case .contentCompression: self = .contentCompression
            case .margins: self = .margins
            case .window: self = .window
            case .nonNegativeSize: self = .nonNegativeSize
            }
        }
    }

    /// The parts of a constraint that most constraints do not have.
    final class Extras {
        var identifier: String?
        /// The second term of the left-hand side (an offset anchor).
        var firstOffset: AnchorTerm?
        /// The second term of the right-hand side (an offset anchor).
        var secondOffset: AnchorTerm?
        var firstCoefficient: Double = 1
        var secondCoefficient: Double = 1
        var multiplier: Double = 1
        /// The column of ``LayoutConstraint/location`` (constraints made from format strings).
        var column: Int?
        /// The line of ``LayoutConstraint/location`` when it does not fit 16 bits.
        var fullLine: Int?
        /// The description of the autoresizing mask an autoresizing constraint was made for.
        var autoresizingMask: String?
        /// See ``LayoutConstraint/runningAnimation``.
        weak var runningAnimation: ConstraintAnimation?

        /// The box a new constraint needs, or `nil` when everything fits inline.
        static func needed(
            first: AnchorTerms, second: AnchorTerms?, multiplier: Double, location: CodeLocation,
            origin: Origin
        ) -> Extras? {
            var mask: String?
            if case .autoresizing(let description) = origin { mask = description }
            let fullLine = UInt16(exactly: location.line) == nil ? location.line : nil
            let secondCoefficient = second?.first.coefficient ?? 1
            guard
                first.second != nil || second?.second != nil || first.first.coefficient != 1
                    || secondCoefficient != 1 || multiplier != 1 || location.column != nil
                    || fullLine != nil || mask != nil
            else { return nil }
            let extras = Extras()
            extras.firstOffset = first.second
            extras.secondOffset = second?.second
            extras.firstCoefficient = first.first.coefficient
            extras.secondCoefficient = secondCoefficient
            extras.multiplier = multiplier
            extras.column = location.column
            extras.fullLine = fullLine
            extras.autoresizingMask = mask
            return extras
        }
    }
}

/// Strings each stored once and named by their index (in order of first use): a constraint
/// keeps a 32-bit index instead of a 16-byte string.
///
/// The tables below are the process's, shared by every window and test, and safe to share:
/// they are main-actor isolated (so never used from two threads at once), and only ever grow,
/// each string keeping its index, so nothing one window or test does changes what another sees.
struct InternedStrings {
    private var strings: [String] = []
    private var indices: [String: Int32] = [:]
    /// The last few strings looked up, and their indices: constraints come in runs from a few
    /// places (a stack's rules, then the engine's content size and floor for the view, each
    /// with its own file), and comparing a string with itself is a pointer comparison. With
    /// only the last one kept, a stack's views took turns with three files, and every rule's
    /// file was hashed (1.1% of the instructions of attaching 1,000 labels).
    private var recent: [(string: String, index: Int32)] = []
    /// The place in ``recent`` the next new string takes.
    private var nextRecent = 0
    private static let recentCount = 4
    /// Strings looked up by hashing (statistics for tests).
    private(set) var hashedLookups = 0

    /// The index of `string`, added to the table if it is new.
    mutating func index(of string: String) -> Int32 {
        // (The lengths first: comparing two different strings costs about a hundred
        // instructions, their lengths a few, and files' names mostly differ in length.)
        let length = string.utf8.count
        for entry in recent where entry.string.utf8.count == length && entry.string == string {
            return entry.index
        }
        hashedLookups += 1
        let index: Int32
        if let known = indices[string] {
            index = known
        } else {
            index = Int32(strings.count)
            strings.append(string)
            indices[string] = index
        }
        if recent.count < Self.recentCount {
            recent.append((string, index))
        } else {
            recent[nextRecent] = (string, index)
            nextRecent = (nextRecent + 1) % Self.recentCount
        }
        return index
    }

    /// The string at `index`.
    func name(at index: Int32) -> String {
        strings[Int(index)]
    }
}

/// The file names of constraints' source locations.
@MainActor
enum SourceFiles {
    /// Unchecked, as `WidgetIdentifiers.table` is.
    @exclusivity(unchecked) static var table = InternedStrings()
}

/// The identifiers widgets give their constraints (see
/// ``LayoutConstraint/setWidgetIdentifier(_:)``).
@MainActor
enum WidgetIdentifiers {
    /// Unchecked: each use is one call of the table's own methods, which call nothing outside
    /// it, so no access can overlap another (the check cost about 80 instructions a
    /// constraint).
    @exclusivity(unchecked) static var table = InternedStrings()

    /// The table's index of a literal, by the address of its text: a stack names each of its
    /// views' rules with one of a few literals, in turn, and looking each up in the table
    /// hashed its text every time (3% of attaching 1,000 labels). A literal's text has one
    /// address for the life of the process. Open addressing, a literal in the first free
    /// place from its own: with one place per literal in 64, ten literals share one about as
    /// often as not (the addresses move with the code), and two that a stack takes turns with
    /// took the place from each other on every rule (1.5% of an attach, in the build that
    /// showed it).
    @exclusivity(unchecked) private static var knownLiterals = [(address: UInt, index: Int32)](
        repeating: (0, -1), count: literalPlaces)
    /// The places in ``knownLiterals`` (a power of two, 16 KB: the widgets' literals fill a
    /// few percent, so a literal nearly always finds its own place or the next), and how many
    /// are tried from a literal's own before it is looked up in the table instead.
    private static let literalPlaces = 1_024
    private static let literalProbes = 16
    /// Literals looked up in ``table`` by their text (statistics for tests).
    @exclusivity(unchecked) static var textLookups = 0

    /// The index of `literal`'s text in ``table``, added if it is new.
    static func index(of literal: StaticString) -> Int32 {
        guard literal.hasPointerRepresentation else { return table.index(of: literal.description) }
        let address = UInt(bitPattern: literal.utf8Start)
        var place = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 54)
        for _ in 0..<literalProbes {
            let known = knownLiterals[place]
            if known.address == address { return known.index }
            if known.index < 0 {
                textLookups += 1
                let index = table.index(of: literal.description)
                knownLiterals[place] = (address, index)
                return index
            }
            place = (place + 1) & (literalPlaces - 1)
        }
        // A crowded neighbourhood (more literals than a widget library has): by the text.
        textLookups += 1
        return table.index(of: literal.description)
    }
}
