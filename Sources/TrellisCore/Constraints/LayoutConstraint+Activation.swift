// Activation and installation: a constraint is active while it is installed on a view, which is
// the nearest common ancestor of its items (a layout guide stands for its owning view).

extension LayoutConstraint {
    /// Whether the constraint is installed and taking part in layout.
    ///
    /// Setting `true` installs it on the nearest common ancestor of its items; when there is
    /// none, the constraint stays inactive and a ``LayoutIssue`` is recorded (see
    /// ``LayoutLog``) — nothing traps. Setting `false` uninstalls it.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                activateRecordingIssues()
            } else {
                installedView?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (see ``isActive``); a constraint that cannot be installed is
    /// left inactive and recorded as a ``LayoutIssue``.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Installs the constraint on the nearest common ancestor of its items and turns
    /// `translatesAutoresizingMaskIntoConstraints` off on each view item except the one it is
    /// installed on (JBNSLayoutConstraint's `jb_install`).
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` when there is no such ancestor; then
    ///   nothing changes.
    public func install() throws(LayoutError) {
        let host = try installationView()
        installPreparedConstraint(on: host)
    }

    /// Uninstalls the constraint from the view it is installed on (JBNSLayoutConstraint's
    /// `jb_uninstall`); an inactive constraint is left alone.
    public func uninstall() {
        installedView?.removeConstraint(self)
    }

    /// Installs every constraint, each on the nearest common ancestor of its own items.
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` for the first constraint that has no
    ///   common ancestor; then none of them is installed.
    public static func install(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var hosts: [TermView] = []
        hosts.reserveCapacity(constraints.count)
        for constraint in constraints { hosts.append(try constraint.installationView()) }
        for (constraint, host) in zip(constraints, hosts) {
            constraint.installPreparedConstraint(on: host)
        }
    }

    /// Uninstalls every constraint.
    public static func uninstall(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.uninstall() }
    }

    /// The nearest common ancestor of the constraint's items.
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` or ``LayoutError/releasedItem(_:)``.
    func installationView() throws(LayoutError) -> TermView {
        if extras == nil {
            // The common shape, one item on each side (or a constant), walked with unowned
            // references: this runs for every activation, and retaining the items and their
            // ancestors on the way cost more than the walk. Safe: `node.item` is alive or nil
            // when read (see `LayoutNode`), and nothing below releases an object before the
            // locals' last use (the walk only reads superview references).
            unowned(unsafe) let first = firstNode.item
            unowned(unsafe) let second = secondNode?.item
            if first == nil || (secondNode != nil && second == nil) { throw .releasedItem(location) }
            guard let firstHost = LayoutConstraint.host(of: first!) else { throw .noCommonAncestor(self) }
            if second == nil { return firstHost }
            guard let secondHost = LayoutConstraint.host(of: second!),
                let ancestor = TermView.nearestCommonAncestor(firstHost, secondHost)
            else { throw .noCommonAncestor(self) }
            return ancestor
        }
        guard !hasReleasedItem else { throw .releasedItem(location) }
        var ancestor: TermView?
        var failed = false
        forEachNode { node in
            guard !failed, let item = node.item else { return }
            guard let host = item.hostView else {
                failed = true
                return
            }
            if let current = ancestor {
                ancestor = TermView.nearestCommonAncestor(current, host)
                failed = ancestor == nil
            } else {
                ancestor = host
            }
        }
        guard !failed, let ancestor else { throw .noCommonAncestor(self) }
        return ancestor
    }

    private func installPreparedConstraint(on host: TermView) {
        forEachItem { item in
            if let view = item as? TermView, view !== host {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        if installedViewStorage !== host {
            host.install(self)
        }
    }

    private func activateRecordingIssues() {
        guard installedViewStorage == nil else { return }
        do {
            let host = try installationView()
            host.install(self)
        } catch {
            LayoutLog.log(for: firstItem, secondItem).record(LayoutIssue(error: error, constraint: self))
        }
    }
}
