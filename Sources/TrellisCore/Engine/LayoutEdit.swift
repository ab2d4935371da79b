import Cassowary

/// A live edit of one anchor — dragging a divider, following the mouse — solved like a
/// terminal resize: each ``suggest(_:)`` is one `suggestValue` on the live solver.
///
/// ```swift
/// let drag = window.beginEditing(divider.leftAnchor, priority: .defaultHigh)
/// drag.suggest(30)          // on each mouse move
/// window.layoutIfNeeded()
/// drag.end()                // on release; the layout stays where it was left
/// ```
@MainActor
public final class LayoutEdit {
    private weak var engine: LayoutEngine?
    private let variable: Variable
    private let link: Constraint

    /// The value last suggested.
    public private(set) var value: Double

    /// Whether the edit is still going (``end()`` not called yet).
    public private(set) var isActive = true

    init(engine: LayoutEngine, variable: Variable, link: Constraint, initialValue: Double) {
        self.engine = engine
        self.variable = variable
        self.link = link
        self.value = initialValue
    }

    /// Suggests a new value for the anchor (a column, a row or a length in cells); the next
    /// layout pass re-solves from the last solution.
    public func suggest(_ value: Double) {
        guard isActive, let engine, value.isFinite else { return }
        self.value = value
        try? engine.solver.suggestValue(variable, value)
        engine.needsSolve = true
        engine.window.setNeedsFrame()
    }

    /// Ends the edit. The layout keeps the last solution until something else changes it.
    public func end() {
        guard isActive else { return }
        isActive = false
        guard let engine else { return }
        try? engine.solver.removeEditVariable(variable)
        try? engine.solver.remove(link)
        engine.constraintsChanged()
    }
}

extension TermWindow {
    /// Starts a live edit of `anchor` at `priority` (edits cannot be required: `.required`
    /// means just below the window's own size).
    ///
    /// - Returns: The edit; call ``LayoutEdit/suggest(_:)`` as the pointer moves and
    ///   ``LayoutEdit/end()`` when done.
    public func beginEditing<Kind>(_ anchor: LayoutAnchor<Kind>, priority: LayoutPriority = .defaultHigh)
        -> LayoutEdit
    {
        engine.beginEditing(anchor.terms, priority: priority)
    }

    /// The smallest size the window's required constraints allow — what to tell the user when
    /// the terminal is too small ("needs 80×24").
    public var requiredSize: Size { engine.requiredSize() }

    /// Whether the required constraints need more room than the terminal has: the window's
    /// solved size exceeds ``size`` on some axis.
    public var isTooSmall: Bool {
        layoutIfNeeded()
        return frame.width > size.width || frame.height > size.height
    }
}
