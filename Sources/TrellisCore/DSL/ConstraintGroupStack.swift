/// One open `group` call: it collects every constraint `bb` makes while it is open.
@MainActor
final class ConstraintGroupCollection {
    /// The group this one was opened in, if any.
    let enclosing: ConstraintGroupCollection?
    /// Whether `bb` activates what it makes inside: only outside every `group(activated: false)`.
    let activatesNewConstraints: Bool
    /// The constraints made inside, in the order made.
    var constraints: [LayoutConstraint] = []
    /// Whether the `group` call is still running its body.
    var isOpen = true

    init(enclosing: ConstraintGroupCollection?, activated: Bool) {
        self.enclosing = enclosing
        activatesNewConstraints = activated && (enclosing?.activatesNewConstraints ?? true)
    }
}

/// The open `group` calls of the current task, innermost first.
///
/// A task-local value, not a global: a group being collected in one task (one window, one
/// test) never collects what another makes, nor holds back its activation.
@MainActor
enum ConstraintGroupStack {
    /// The innermost group open in this task.
    @TaskLocal static var innermost: ConstraintGroupCollection?

    /// Adds `constraint` to every open group, so outer groups include inner groups' constraints.
    ///
    /// - Returns: Whether `bb` activates the constraint now: only outside every
    ///   `group(activated: false)`.
    static func collect(_ constraint: LayoutConstraint) -> Bool {
        var collection = innermost
        var activates: Bool?
        while let current = collection {
            // A task started inside a group inherits it, and may run after the group closed.
            if current.isOpen {
                current.constraints.append(constraint)
                if activates == nil { activates = current.activatesNewConstraints }
            }
            collection = current.enclosing
        }
        return activates ?? true
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
    let collection = ConstraintGroupCollection(
        enclosing: ConstraintGroupStack.innermost, activated: activated)
    defer { collection.isOpen = false }
    try ConstraintGroupStack.$innermost.withValue(collection, operation: body)
    return collection.constraints
}
