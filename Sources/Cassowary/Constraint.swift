/// A linear relation `expression OP 0` with a strength.
///
/// Constraints have identity semantics (compare them with `===`): adding the same object twice
/// is an error, while two equal-looking constraints are two constraints. Build them with the
/// relational operators:
///
/// ```swift
/// let c = x + 2 * y == 10            // required
/// let d = (x >= 5).strength(.weak)   // optional
/// ```
///
/// `Sendable` so that a ``SolverError`` can carry it; its ``strength`` and ``constant`` change
/// only through a solver, which must be used from one thread or actor at a time.
public final class Constraint: @unchecked Sendable {
    /// The expression compared with zero, as written at creation (its constant is the constant
    /// at creation; see ``constant`` for the current one).
    public var expression: Expression {
        var terms: [Term] = []
        terms.reserveCapacity(termCount)
        forEachTerm { terms.append(Term($0, $1)) }
        return Expression(terms, constant: initialConstant)
    }
    /// The current strength (``Solver/setStrength(_:of:)`` changes it).
    public internal(set) var strength: Strength {
        get { strengthStorage }
        set { strengthStorage = newValue }
    }
    /// The storage of ``strength``: only the solver writes it, in calls that cannot re-enter,
    /// so no access overlaps another.
    @exclusivity(unchecked) var strengthStorage: Strength
    /// The current constant of the expression (``Solver/setConstant(_:of:)`` changes it).
    public internal(set) var constant: Double {
        get { constantStorage }
        set { constantStorage = newValue }
    }
    /// The storage of ``constant``: only the solver writes it, in calls that cannot re-enter,
    /// so no access overlaps another.
    @exclusivity(unchecked) var constantStorage: Double

    /// The terms, inline when there are at most four (nearly always: a layout constraint
    /// relates two attributes of two variables each), which saves an array per constraint.
    let terms: TermStorage
    /// The expression's constant at creation.
    let initialConstant: Double

    /// The record slot this constraint had in the solver that added it first; only a hint,
    /// always verified against that solver's records (see ``SolverState/record(of:)``).
    /// Unchecked: single loads and stores inside solver calls, which cannot re-enter.
    @exclusivity(unchecked) var recordHint: Int32 = -1
    // Declared last, next to the hint: stored properties are laid out in order, and the small
    // ones together leave no padding (152 bytes with the two strengths after them; glibc gives
    // a request of n bytes a block of n + 8 rounded up to 16, here 160).
    /// How the expression relates to zero.
    public let relation: Relation
    /// For a solver that defines variables (``Solver/definesVariables``): keep this required
    /// equality as a definition wherever one can be made, even where the rows it saves would be
    /// short. A link of a chain (`next.left == view.left + view.width + gap`) is worth one:
    /// removing a link that is a plain row asks the equalities around it how the variables
    /// move (SolverState+Equalities.swift), and along a chain that walks every link. Set it
    /// before adding the constraint.
    @exclusivity(unchecked) package var prefersDefinition = false
    /// Whether ``shortfallStrength`` is the constraint's own (see there), not ``strength``.
    @exclusivity(unchecked) package internal(set) var hasOwnShortfallStrength = false
    /// Whether the constraint has a ``slackStrength``.
    @exclusivity(unchecked) var hasSlackStrength = false
    /// The storage of ``shortfallStrength`` while ``hasOwnShortfallStrength`` is true, and of
    /// ``slackStrength`` while ``hasSlackStrength`` is (an optional equality has the one, a
    /// required inequality the other: one constraint never has both); only the solver writes
    /// it, in calls that cannot re-enter.
    @exclusivity(unchecked) var secondStrengthStorage = Strength.weak
    /// The storage of ``preferenceStrength``: required (which no preference can be) for none;
    /// only the solver writes it, in calls that cannot re-enter.
    @exclusivity(unchecked) var preferenceStorage = Strength.required

    /// What it costs, per unit, when an optional equality's expression falls below zero: its
    /// ``strength`` (an equality's two sides cost the same), unless it was made with a
    /// strength of its own for that side. Then ``strength`` prices only the excess (the
    /// expression above zero): one row with two error symbols does the work of an optional
    /// `<=` and an optional `>=` of the same expression, as a view's hugging and compression
    /// resistance (``Solver/setShortfallStrength(_:of:)`` changes it).
    package var shortfallStrength: Strength {
        hasOwnShortfallStrength ? secondStrengthStorage : strengthStorage
    }

    /// What it costs, per unit, when a required inequality holds with room to spare: `nil`
    /// (nothing) unless ``Solver/setSlackStrength(_:of:)`` set it. A required `e >= 0` whose
    /// slack costs `s` is solved as `e >= 0` together with an optional `e <= 0` at `s` would
    /// be (the optional one's error is then `e`, the slack itself): one row where the two took
    /// two, with a slack and an error symbol each. The layout engine prices a view's floor
    /// `length >= 0` this way with a stack's hugging `length <= 0` (LayoutEngine+PricedFloors.swift).
    package var slackStrength: Strength? {
        hasSlackStrength ? secondStrengthStorage : nil
    }

    /// What each unit of an optional equality's expression away from zero costs, on either
    /// side, besides its ``strength`` and ``shortfallStrength``: `nil` (nothing) unless
    /// ``Solver/setPreferenceStrength(_:of:)`` set it. An optional `e == 0` whose preference is
    /// `p` is solved as it would be together with a second optional `e == 0` at `p`, in one
    /// row where the two took two, with two error symbols each. The layout engine carries a
    /// stack's preferred length of a view this way in the view's content size, whose
    /// expression it is (LayoutEngine+CarriedPreferences.swift).
    package var preferenceStrength: Strength? {
        preferenceStorage.isRequired ? nil : preferenceStorage
    }

    /// Creates `expression OP 0`.
    /// - Parameters:
    ///   - expression: The left-hand side; the right-hand side is 0.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: How much the constraint matters (required by default).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.terms = TermStorage(expression.terms)
        self.initialConstant = expression.constant
        self.relation = relation
        self.strengthStorage = strength
        self.constantStorage = expression.constant
    }

    /// Creates `Σ terms + constant OP 0` without an intermediate ``Expression``: for clients
    /// in this package that make many constraints (the layout engine, which gathers the terms
    /// of each in one reused array).
    package init(
        terms: ContiguousArray<Term>, constant: Double, _ relation: Relation, strength: Strength
    ) {
        self.terms = TermStorage(terms)
        self.initialConstant = constant
        self.relation = relation
        self.strengthStorage = strength
        self.constantStorage = constant
    }

    /// Creates the optional equality `Σ terms + constant == 0` whose excess (the expression
    /// above zero) costs `excess` and whose shortfall (below zero) costs `shortfall`: what an
    /// optional `<= 0` at `excess` and an optional `>= 0` at `shortfall` cost together, in one
    /// row (see ``shortfallStrength``).
    package convenience init(
        terms: ContiguousArray<Term>, constant: Double, excess: Strength, shortfall: Strength
    ) {
        precondition(!excess.isRequired && !shortfall.isRequired, "both sides optional")
        self.init(terms: terms, constant: constant, .equal, strength: excess)
        hasOwnShortfallStrength = true
        secondStrengthStorage = shortfall
    }

    /// A new constraint like this one (expression, current constant, relation, strengths),
    /// with another identity: what a fresh solver is given to solve the same system.
    package func copy() -> Constraint {
        let copy = strength(strength)
        copy.hasOwnShortfallStrength = hasOwnShortfallStrength
        copy.hasSlackStrength = hasSlackStrength
        copy.secondStrengthStorage = secondStrengthStorage
        copy.preferenceStorage = preferenceStorage
        return copy
    }

    /// A new constraint with the same expression and relation and another strength.
    ///
    /// `(x == 10).strength(.weak)` reads like the math; the original is left untouched.
    /// - Parameter strength: The strength of the copy.
    /// - Returns: A new constraint (a different identity).
    public func strength(_ strength: Strength) -> Constraint {
        var expression = self.expression
        expression.constant = constant
        return Constraint(expression, relation, strength: strength)
    }

    /// The number of terms.
    var termCount: Int { terms.count }

    /// Calls `body` with each term's variable and coefficient, in order.
    @inline(__always)
    package func forEachTerm(_ body: (Variable, Double) throws -> Void) rethrows {
        try terms.forEach(body)
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        var finite = constant.isFinite
        forEachTerm { _, coefficient in finite = finite && coefficient.isFinite }
        return finite
    }
}

/// The terms of a ``Constraint``: up to four inline, more in an array.
enum TermStorage {
    case one(Variable, Double)
    case two(Variable, Double, Variable, Double)
    case three(Variable, Double, Variable, Double, Variable, Double)
    case four(Variable, Double, Variable, Double, Variable, Double, Variable, Double)
    case many(ContiguousArray<Term>)

    init<Terms: RandomAccessCollection<Term>>(_ terms: Terms) where Terms.Index == Int {
        let base = terms.startIndex
        func v(_ k: Int) -> Variable { terms[base + k].variable }
        func c(_ k: Int) -> Double { terms[base + k].coefficient }
        switch terms.count {
        case 1: self = .one(v(0), c(0))
        case 2: self = .two(v(0), c(0), v(1), c(1))
        case 3: self = .three(v(0), c(0), v(1), c(1), v(2), c(2))
        case 4: self = .four(v(0), c(0), v(1), c(1), v(2), c(2), v(3), c(3))
        default: self = .many(ContiguousArray(terms))
        }
    }

    var count: Int {
        switch self {
        case .one: 1
        case .two: 2
        case .three: 3
        case .four: 4
        case .many(let terms): terms.count
        }
    }

    @inline(__always)
    func forEach(_ body: (Variable, Double) throws -> Void) rethrows {
        switch self {
        case .one(let v0, let c0):
            try body(v0, c0)
        case .two(let v0, let c0, let v1, let c1):
            try body(v0, c0)
            try body(v1, c1)
        case .three(let v0, let c0, let v1, let c1, let v2, let c2):
            try body(v0, c0)
            try body(v1, c1)
            try body(v2, c2)
        case .four(let v0, let c0, let v1, let c1, let v2, let c2, let v3, let c3):
            try body(v0, c0)
            try body(v1, c1)
            try body(v2, c2)
            try body(v3, c3)
        case .many(let terms):
            for term in terms { try body(term.variable, term.coefficient) }
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as it reads, e.g. `x + 2 * y - 10 == 0 | strong`.
    public var description: String {
        var expression = self.expression
        expression.constant = constant
        let text = "\(expression) \(relation) 0"
        let preference = preferenceStrength.map { ", preference \($0)" } ?? ""
        if hasOwnShortfallStrength {
            return "\(text) | \(strength) above, \(shortfallStrength) below\(preference)"
        }
        if let slackStrength { return "\(text) | slack \(slackStrength)" }
        return strength.isRequired ? text : "\(text) | \(strength)\(preference)"
    }
}
