/// One parsed Visual Format piece, such as `H:|-[find]-[findNext]-[field(>=20)]-|`.
///
/// The structure keeps what was written: the orientation, the optional superview edges, the
/// views in order with their own predicates, and the connection between each pair of
/// neighbours. ``steps`` lists the constraints it stands for in their fixed order, and
/// ``equations()`` writes them out as ``FormatEquation``s.
///
/// ```swift
/// let parsed = try FormatParser.parse("|-50-[box]-50-|", views: ["box"])
/// // parsed.equations: box.leading == |.leading + 50, box.trailing == |.trailing - 50
/// ```
public struct VisualFormat: Hashable, Sendable {
    /// The standard spacing in cells: the length of a bare `-`, between views and to the
    /// superview's edges alike.
    public static let standardSpacing: Double = 1

    /// `H:` (the default) or `V:`.
    public var orientation: FormatOrientation
    /// The direction of a horizontal piece, from the options (vertical pieces ignore it).
    public var direction: FormatDirection
    /// The attributes to align neighbouring views by, from the options, in generation order.
    public var alignments: [FormatAttribute]
    /// The column of the piece's first non-space character.
    public var column: Int
    /// The superview edge before the first view (`|-…[first]`), if written.
    public var leadingEdge: SuperviewEdge?
    /// The views in the order written; never empty.
    public var views: [View]
    /// The connection between `views[i]` and `views[i + 1]`; one fewer than ``views``.
    public var connections: [Connection]
    /// The superview edge after the last view (`[last]…-|`), if written.
    public var trailingEdge: SuperviewEdge?

    /// A view in the piece: `[name(predicates)]`.
    public struct View: Hashable, Sendable {
        /// The view's name.
        public var name: String
        /// The column of the name.
        public var column: Int
        /// The predicates on the view's size along the piece (width for `H:`, height for
        /// `V:`), in the order written.
        public var predicates: [Predicate]
    }

    /// One predicate, such as `>=10@750` or `==other`.
    public struct Predicate: Hashable, Sendable {
        /// The relation (`==` when none is written).
        public var relation: FormatRelation
        /// The number or view it relates to.
        public var object: Object
        /// The priority, 1…1000 (1000 when none is written).
        public var priority: Float
        /// The column of the predicate's first character.
        public var column: Int
    }

    /// What a predicate relates to.
    public enum Object: Hashable, Sendable {
        /// A number (a metric is already replaced by its value).
        case constant(Double)
        /// Another view's same dimension (only in a view's own predicates).
        case view(String)
    }

    /// The spacing between two neighbours, or between a view and a superview edge.
    public struct Connection: Hashable, Sendable {
        /// What the connection says.
        public var spacing: Spacing
        /// The column of its first `-`; for a flush connection, the column of the `[` or `|`
        /// that follows.
        public var column: Int

        /// The spacing as predicates: flush is `== 0`, standard is `== standardSpacing`, both
        /// required and at ``column``.
        public var predicates: [Predicate] {
            switch spacing {
            case .flush: [Predicate(relation: .equal, object: .constant(0), priority: 1000, column: column)]
            case .standard:
                [
                    Predicate(
                        relation: .equal, object: .constant(VisualFormat.standardSpacing), priority: 1000,
                        column: column)
                ]
            case .predicates(let predicates): predicates
            }
        }
    }

    /// How far apart a connection puts its two sides.
    public enum Spacing: Hashable, Sendable {
        /// No `-` at all: `[a][b]`, `|[a]`.
        case flush
        /// A bare `-`: ``VisualFormat/standardSpacing``.
        case standard
        /// `-n-`, `-metric-` or `-(predicates)-`; every object is a constant.
        case predicates([Predicate])
    }

    /// A `|` at one end of the piece, with the connection between it and the nearest view.
    public struct SuperviewEdge: Hashable, Sendable {
        /// The column of the `|`.
        public var column: Int
        /// The spacing between the edge and the view.
        public var connection: Connection
    }
}
