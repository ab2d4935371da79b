import TrellisCore

/// One line the user entered and the constraints it made (one equation can make several:
/// `v1.center == |.center` is two, a Visual Format line one per connection and size).
@MainActor
final class ConstraintEntry {
    /// The line as typed.
    let text: String
    /// Its constraints, installed while the entry is listed.
    let constraints: [LayoutConstraint]

    /// Creates an entry.
    init(text: String, constraints: [LayoutConstraint]) {
        self.text = text
        self.constraints = constraints
    }

    /// Whether `constraint` is one of the entry's.
    func owns(_ constraint: LayoutConstraint) -> Bool {
        constraints.contains { $0 === constraint }
    }
}

/// How an entry fares in the layout.
enum EntryStatus: Equatable, Sendable {
    /// All its constraints hold (or are optional and do their best).
    case satisfied
    /// A constraint of the entry could not hold with the entries listed (by their indices);
    /// the engine broke it.
    case broken(conflictsWith: [Int])
    /// One of its constraints is in the conflict set of the broken entries listed.
    case conflicting(with: [Int])
}
