// Focus and key bindings on views.

extension TermView {
    /// Whether this view is its application's focused view.
    public var isFocused: Bool {
        window?.application?.focusedView === self
    }

    /// Makes this view the focused view of its application.
    ///
    /// - Returns: Whether it is focused now: the view must be able to take focus, be in a
    ///   window run by an application, be visible, and lie inside the topmost modal view if
    ///   there is one.
    @discardableResult
    public func becomeFocused() -> Bool {
        guard let application = window?.application else { return false }
        return application.focus(self)
    }

    /// Gives up focus if this view has it; the application then focuses nothing.
    public func resignFocus() {
        guard isFocused else { return }
        window?.application?.focus(nil)
    }

    /// Runs `action` when `key` reaches this view (before the view's own ``handle(_:)-(KeyEvent)``).
    ///
    /// ```swift
    /// list.bind(.ctrl("d")) { list.deleteSelectedRow() }
    /// ```
    public func bind(_ key: KeyEvent, action: @escaping @MainActor () -> Void) {
        keyBindings[key] = action
    }

    /// Removes the binding of `key` from this view.
    public func unbind(_ key: KeyEvent) {
        keyBindings[key] = nil
    }

    /// Whether the view and all its ancestors are shown.
    public var isVisibleInWindow: Bool {
        var current: TermView? = self
        while let view = current {
            if view.isHidden { return false }
            current = view.superview
        }
        return window != nil
    }

    /// The deepest visible view whose frame contains `point` (in this view's coordinates),
    /// searching later (topmost) subviews first; `nil` when the point is outside this view.
    public func hitTest(_ point: Point) -> TermView? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// Converts a point in window coordinates into this view's coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        Point(x: point.x - frameInWindow.minX, y: point.y - frameInWindow.minY)
    }
}
