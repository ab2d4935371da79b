import Testing

@testable import TrellisCore

/// Where constraints are installed, through both paths of the search for the nearest common
/// ancestor: one item on each side (the fast path) and sides with offset terms (the general
/// path), including released items and guides.
@MainActor
@Suite struct InstallationPathTests {
    /// window ─ left ─ a, a2 (deeper: a2 inside a)
    ///        └ right ─ b
    func makeTree() -> (TermWindow, TermView, TermView, TermView, TermView, TermView) {
        let window = TermWindow(size: Size(width: 40, height: 10))
        let left = TermView()
        let right = TermView()
        let a = TermView()
        let a2 = TermView()
        let b = TermView()
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(a)
        a.addSubview(a2)
        right.addSubview(b)
        return (window, left, right, a, a2, b)
    }

    @Test func oneItemEachSide() throws {
        let (window, left, _, a, a2, b) = makeTree()
        #expect(try a2.leftAnchor.constraint(equalTo: a.leftAnchor).installationView() === a)
        #expect(try a.leftAnchor.constraint(equalTo: a2.leftAnchor).installationView() === a)
        #expect(try a2.widthAnchor.constraint(equalTo: b.widthAnchor).installationView() === window)
        #expect(try a2.topAnchor.constraint(equalTo: left.topAnchor).installationView() === left)
        #expect(try a2.widthAnchor.constraint(equalToConstant: 3).installationView() === a2)
        let other = TermWindow(size: Size(width: 5, height: 5))
        #expect(throws: LayoutError.self) {
            try a.leftAnchor.constraint(equalTo: other.leftAnchor).installationView()
        }
    }

    @Test func offsetTermsTakeEveryItemIntoAccount() throws {
        let (window, left, _, a, a2, b) = makeTree()
        let gap = a.rightAnchor.anchorWithOffset(to: a2.leftAnchor)
        #expect(try gap.constraint(equalToConstant: 1).installationView() === a)
        #expect(try gap.constraint(equalTo: left.widthAnchor).installationView() === left)
        #expect(try gap.constraint(equalTo: b.widthAnchor).installationView() === window)
        let across = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
        #expect(try across.constraint(equalToConstant: 2).installationView() === window)
    }

    @Test func guidesStandForTheirOwningViews() throws {
        let (window, left, _, a, _, b) = makeTree()
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        #expect(try guide.leftAnchor.constraint(equalTo: a.leftAnchor).installationView() === a)
        #expect(try guide.widthAnchor.constraint(equalTo: b.widthAnchor).installationView() === window)
        #expect(
            try left.rightAnchor.anchorWithOffset(to: guide.leftAnchor)
                .constraint(equalToConstant: 1).installationView() === left)
        let loose = LayoutGuide()
        #expect(throws: LayoutError.self) {
            try loose.leftAnchor.constraint(equalTo: a.leftAnchor).installationView()
        }
        #expect(throws: LayoutError.self) {
            try a.rightAnchor.anchorWithOffset(to: loose.leftAnchor).constraint(equalToConstant: 1)
                .installationView()
        }
    }

    @Test func releasedItemsAreReportedOnBothPaths() {
        let window = TermWindow(size: Size(width: 40, height: 10))
        let kept = TermView()
        window.addSubview(kept)
        var simple: LayoutConstraint?
        var offset: LayoutConstraint?
        do {
            let gone = TermView()
            window.addSubview(gone)
            simple = kept.leftAnchor.constraint(equalTo: gone.rightAnchor)
            offset = kept.leftAnchor.anchorWithOffset(to: gone.leftAnchor).constraint(equalToConstant: 1)
            gone.removeFromSuperview()
        }
        window.layoutIfNeeded()  // the engine's queues let go of the removed view
        for constraint in [simple!, offset!] {
            do {
                _ = try constraint.installationView()
                Issue.record("expected releasedItem")
            } catch {
                guard case .releasedItem = error else {
                    Issue.record("expected releasedItem, got \(error)")
                    continue
                }
            }
            constraint.isActive = true
            #expect(!constraint.isActive)
        }
    }
}

/// A window that goes away lets go of its constraints in one pass; views and constraints that
/// outlive it must be left clean, and can be used again in another window.
@MainActor
@Suite struct WindowTeardownTests {
    @Test func viewsAndConstraintsOutliveTheirWindow() {
        let a = TermView()
        let b = TermView()
        let pinned: LayoutConstraint
        let gap: LayoutConstraint
        let own: LayoutConstraint
        let broken: LayoutConstraint
        do {
            let window = TermWindow(size: Size(width: 30, height: 5))
            window.addSubview(a)
            window.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = false
            b.translatesAutoresizingMaskIntoConstraints = false
            pinned = a.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1)
            gap = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 2)
            own = a.widthAnchor.constraint(equalToConstant: 4)
            broken = a.widthAnchor.constraint(equalToConstant: 6)
            LayoutConstraint.activate([pinned, gap, own, broken])
            window.layoutIfNeeded()
            #expect(window.layoutIssues.count == 1)
            #expect(a.referencingConstraints.count == 4)
            a.removeFromSuperview()
            window.addSubview(a)  // `a` is in the window again; `pinned` and `gap` were dropped
            LayoutConstraint.activate([pinned, gap])
            window.layoutIfNeeded()
        }
        // The window is gone: its constraints are inactive and no longer referenced.
        for constraint in [pinned, gap] {
            #expect(!constraint.isActive && constraint.engine == nil && constraint.solverConstraint == nil)
        }
        #expect(a.superview == nil && a.window == nil)
        #expect(a.referencingConstraints.allSatisfy { $0.installedView === a })
        #expect(b.referencingConstraints.isEmpty)
        #expect(own.isActive && broken.isActive && !broken.isBroken)
        let window = TermWindow(size: Size(width: 30, height: 5))
        window.addSubview(a)
        window.addSubview(b)
        LayoutConstraint.activate([pinned, gap])
        #expect(!pinned.isActive && gap.isActive)  // `pinned` mentions the window that is gone
        broken.isActive = false
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            b.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.widthAnchor.constraint(equalToConstant: 3),
            b.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(b.frame == Rect(x: 7, y: 0, width: 3, height: 1))
        #expect(window.layoutIssues.isEmpty)
    }
}
