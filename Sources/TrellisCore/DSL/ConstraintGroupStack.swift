/// The open `group` calls: each collects every constraint `bb` makes while it is open.
@MainActor
enum ConstraintGroupStack {
    /// One collection per open group, outermost first.
    static var collections: [[LayoutConstraint]] = []
    /// How many open groups were opened with `activated: false`.
    static var inactiveCount = 0

    /// Whether `bb` activates what it makes now: only outside every `group(activated: false)`.
    static var activatesNewConstraints: Bool { inactiveCount == 0 }

    /// Adds `constraint` to every open group, so outer groups include inner groups' constraints.
    static func collect(_ constraint: LayoutConstraint) {
        for index in collections.indices { collections[index].append(constraint) }
    }
}

/// Collects the constraints that `bb` chains make while `body` runs, in the order made.
///
/// ```swift
/// let compact = group(activated: false) {
///     sidebar.bb.fillLeft(width: 20)
///     content.bb.after(sidebar).fillRight()
/// }
/// // later: compact.activate()
/// ```
///
/// Groups nest: an outer group returns its inner groups' constraints too. With
/// `activated: false` nothing made inside is activated — including inside nested groups,
/// whatever they ask — so the whole set can be activated later with
/// `activate()` on the returned array.
///
/// - Parameters:
///   - activated: whether the constraints are activated as they are made (`true` by default).
///   - body: the code that makes the constraints.
/// - Returns: the constraints made inside `body`, in the order made.
/// - Throws: whatever `body` throws; the group is closed either way.
@MainActor
@discardableResult
public func group(activated: Bool = true, _ body: () throws -> Void) rethrows -> [LayoutConstraint] {
    let depth = ConstraintGroupStack.collections.count
    ConstraintGroupStack.collections.append([])
    if !activated { ConstraintGroupStack.inactiveCount += 1 }
    defer {
        ConstraintGroupStack.collections.removeLast()
        if !activated { ConstraintGroupStack.inactiveCount -= 1 }
    }
    try body()
    return ConstraintGroupStack.collections[depth]
}
