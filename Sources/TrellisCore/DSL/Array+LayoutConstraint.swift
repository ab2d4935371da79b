// Activating and deactivating a chain's constraints in one call, returning them for chaining.

extension Array where Element == LayoutConstraint {
    /// Activates every constraint (see ``LayoutConstraint/activate(_:)``) and returns the array,
    /// so it can end a chain: `let c = view.bb.left().top().constraints.deactivate()`.
    @MainActor
    @discardableResult
    public func activate() -> [LayoutConstraint] {
        LayoutConstraint.activate(self)
        return self
    }

    /// Deactivates every constraint and returns the array.
    @MainActor
    @discardableResult
    public func deactivate() -> [LayoutConstraint] {
        LayoutConstraint.deactivate(self)
        return self
    }
}
