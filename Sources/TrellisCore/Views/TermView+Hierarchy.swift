// The view tree: adding, removing and reordering subviews.

extension TermView {
    /// Adds `view` as the last (topmost) subview, removing it from its old superview first.
    ///
    /// Adding a view that is already a subview moves it to the top.
    public func addSubview(_ view: TermView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` into the subviews at `index` (clamped to the valid range); earlier
    /// subviews are drawn below later ones.
    public func insertSubview(_ view: TermView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(ofIdentical: view) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            setNeedsDisplay()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superviewStorage = self
        view.autoresizingReferenceSize = storedFrame.size
        if let window {
            view.attachSubtree(to: window)
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        if !type(of: self).drawsOnlyItsBackground { setNeedsDisplay() } else { view.setNeedsDisplay() }
    }

    /// Removes the view from its superview.
    ///
    /// As in UIKit, constraints that tie the view's subtree to views outside it are
    /// deactivated; constraints among views inside the subtree stay installed, so the subtree
    /// can be added again elsewhere.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        damageAreaOfSuperview()
        deactivateConstraintsLeavingSubtree()
        if window != nil { detachSubtreeFromWindow() }
        if let index = superview.subviews.firstIndex(ofIdentical: self) {
            superview.subviews.remove(at: index)
        }
        self.superviewStorage = nil
        didMoveToSuperview()
    }

    /// Moves `view` to the top of the drawing order.
    public func bringSubviewToFront(_ view: TermView) {
        guard let index = subviews.firstIndex(ofIdentical: view) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplay()
    }

    /// Moves `view` to the bottom of the drawing order.
    public func sendSubviewToBack(_ view: TermView) {
        guard let index = subviews.firstIndex(ofIdentical: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplay()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: TermView) -> Bool {
        // Unowned locals: the walk runs for every item of every activated constraint, and
        // retaining each ancestor on the way cost more than the walk. Safe: `self` is alive
        // for the call, each superview owns the view below it, and the loop releases nothing.
        unowned(unsafe) var current: TermView = self
        while current !== view {
            guard let parent = current.superviewStorage else { return false }
            current = parent
        }
        return true
    }

    /// The nearest view that is an ancestor of (or equal to) both views, or `nil` when they are
    /// in different trees.
    static func nearestCommonAncestor(_ first: TermView, _ second: TermView) -> TermView? {
        if first === second { return first }
        // The common cases without measuring depths: siblings, and a view and its superview.
        let firstParent = first.superviewStorage
        let secondParent = second.superviewStorage
        if secondParent === first { return first }
        if firstParent === second { return second }
        if let firstParent, firstParent === secondParent { return firstParent }
        var a: TermView? = first
        var b: TermView? = second
        var depthA = first.depth
        var depthB = second.depth
        while depthA > depthB {
            a = a?.superview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.superview
            depthB -= 1
        }
        while let left = a, let right = b {
            if left === right { return left }
            a = left.superview
            b = right.superview
        }
        return nil
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// Calls `body` for this view and every descendant, parents before children.
    func forEachInSubtree(_ body: (TermView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Deactivates the constraints that mention an item of this subtree but are installed
    /// outside it.
    private func deactivateConstraintsLeavingSubtree() {
        var leaving: [LayoutConstraint] = []
        forEachInSubtree { view in
            let items: [LayoutItem] = [view] + view.layoutGuides
            for item in items {
                for constraint in item.referencingConstraints {
                    if let host = constraint.installedView, !host.isDescendant(of: self),
                        !leaving.containsIdentical(constraint)
                    {
                        leaving.append(constraint)
                    }
                }
            }
        }
        for constraint in leaving { constraint.installedView?.removeConstraint(constraint) }
    }

    /// Hands the subtree's installed constraints to the window's engine, and runs the
    /// subtree's observation updates again (see ``observe(_:)``).
    func attachSubtree(to window: TermWindow) {
        var observing: [TermView] = []
        // The subtree draws within its root: marking the root draws all of it (and the layout
        // pass marks each view that moves into sight), so the rest are not queued one by one.
        forEachInSubtree { view in
            view.windowStorage = window
            view.needsDisplayStorage = false
            window.engine.viewDidAttach(view)
            if !view.observations.isEmpty { observing.append(view) }
        }
        needsDisplay = true
        forEachInSubtree { $0.didMoveToWindow() }
        // Updates that last ran elsewhere (in no window, or another) run again, so that the
        // changes they follow reach this window's inbox and the next layout pass, not only the
        // main actor's queue (which a test driving the app synchronously never yields to).
        for view in observing {
            for observation in view.observations { observation.run() }
        }
    }

    /// Takes the subtree's constraints out of its window's engine; they stay installed.
    private func detachSubtreeFromWindow() {
        guard let window else { return }
        window.application?.subtreeWillLeaveWindow(self)
        forEachInSubtree { view in
            window.engine.viewWillDetach(view)
            window.dequeueFromDisplay(view)
            view.windowStorage = nil
        }
        forEachInSubtree { $0.didMoveToWindow() }
    }
}
