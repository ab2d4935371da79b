// Focus: one focused view, moved by Tab and Shift-Tab through the focusable views in tree
// order, kept inside the topmost modal view.

extension Application {
    /// Focuses `view` (or nothing, with `nil`).
    ///
    /// - Returns: Whether the focus is now where asked: a view must be able to take focus, be
    ///   visible in this application's window, and lie inside the topmost modal view if any.
    @discardableResult
    public func focus(_ view: TermView?) -> Bool {
        if let view {
            guard view.canBecomeFocused, view.window === window, view.isVisibleInWindow else { return false }
            if let modal = modalViews.last, !view.isDescendant(of: modal) { return false }
        }
        guard view !== focusedView else { return true }
        let previous = focusedView
        focusedView = view
        previous?.didResignFocus()
        view?.didBecomeFocused()
        notifyAncestorsOfFocusChange(previous, view)
        window.setNeedsFrame()
        return true
    }

    /// Calls `focusWithinDidChange()` once on each ancestor of either view.
    private func notifyAncestorsOfFocusChange(_ previous: TermView?, _ next: TermView?) {
        var notified = Set<ObjectIdentifier>()
        for start in [previous?.superview, next?.superview] {
            var current = start
            while let ancestor = current {
                if notified.insert(ObjectIdentifier(ancestor)).inserted { ancestor.focusWithinDidChange() }
                current = ancestor.superview
            }
        }
    }

    /// The views Tab visits, in order: visible views that can take focus, in tree order, inside
    /// the topmost modal view if any.
    public var focusChain: [TermView] {
        var chain: [TermView] = []
        func visit(_ view: TermView) {
            guard !view.isHidden else { return }
            if view.canBecomeFocused { chain.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        let root = modalViews.last ?? window
        if root.isVisibleInWindow { visit(root) }
        return chain
    }

    /// Moves focus to the next view of the focus chain (wrapping around).
    public func focusNext() {
        moveFocus(by: 1)
    }

    /// Moves focus to the previous view of the focus chain (wrapping around).
    public func focusPrevious() {
        moveFocus(by: -1)
    }

    private func moveFocus(by step: Int) {
        let chain = focusChain
        guard !chain.isEmpty else { return }
        guard let current = focusedView, let index = chain.firstIndex(where: { $0 === current }) else {
            focus(step > 0 ? chain.first : chain.last)
            return
        }
        focus(chain[(index + step + chain.count) % chain.count])
    }

    /// Shows `view` modally: it is added on top of the window if it has no superview, input
    /// and focus stay inside it, and its first focusable view takes focus.
    public func presentModal(_ view: TermView) {
        if view.superview == nil { window.addSubview(view) }
        window.bringSubviewToFront(view)
        modalViews.append(view)
        focus(focusChain.first)
        window.setNeedsFrame()
    }

    /// Lets go of the views in `root`'s subtree as it leaves the window, so that none keeps
    /// the focus, the mouse or a modal presentation (and with them input) after it left — as a
    /// view removed from its superview inside its own event handler would.
    func subtreeWillLeaveWindow(_ root: TermView) {
        if let captured = mouseCaptureView, captured.isDescendant(of: root) { mouseCaptureView = nil }
        if let focused = focusedView, focused.isDescendant(of: root) { focus(nil) }
        if modalViews.contains(where: { $0.isDescendant(of: root) }) {
            modalViews.removeAll { $0.isDescendant(of: root) }
        }
    }

    /// Ends the modal presentation of `view` and removes it from its superview; focus goes back
    /// to the first focusable view of what is now on top.
    public func dismissModal(_ view: TermView) {
        guard let index = modalViews.lastIndex(where: { $0 === view }) else { return }
        modalViews.remove(at: index)
        if let focused = focusedView, focused.isDescendant(of: view) { focus(nil) }
        view.removeFromSuperview()
        if focusedView == nil { focus(focusChain.first) }
        window.setNeedsFrame()
    }
}
