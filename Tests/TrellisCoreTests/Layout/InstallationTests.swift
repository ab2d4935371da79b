import Testing

@testable import TrellisCore

@MainActor
@Suite struct InstallationTests {
    @Test func siblingConstraintIsInstalledOnTheirParent() {
        let window = makeWindow(80, 24)
        let parent = makeView("parent", in: window)
        let a = makeView("a", in: parent)
        let b = makeView("b", in: parent)
        let gap = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -1)
        gap.isActive = true
        #expect(gap.installedView === parent)
        #expect(parent.constraints.contains { $0 === gap })
        #expect(gap.isActive)
    }

    @Test func singleItemConstraintIsInstalledOnTheViewItself() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        #expect(width.installedView === a)
    }

    @Test func cousinsInstallOnTheirNearestCommonAncestor() {
        let window = makeWindow(80, 24)
        let top = makeView("top", in: window)
        let left = makeView("left", in: top)
        let right = makeView("right", in: top)
        let leaf1 = makeView("leaf1", in: left)
        let leaf2 = makeView("leaf2", in: right)
        let c = leaf1.topAnchor.constraint(equalTo: leaf2.topAnchor)
        LayoutConstraint.activate([c])
        #expect(c.installedView === top)
        // A view related to its own ancestor installs on the ancestor.
        let d = leaf1.leftAnchor.constraint(equalTo: top.leftAnchor)
        d.isActive = true
        #expect(d.installedView === top)
    }

    @Test func layoutGuideStandsForItsOwningView() {
        let window = makeWindow(80, 24)
        let container = makeView("container", in: window)
        let child = makeView("child", in: container)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let c = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        c.isActive = true
        #expect(c.installedView === container)
        #expect(guide.owningView === container)
    }

    @Test func deactivationUninstallsFromTheHost() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        c.isActive = true
        c.isActive = false
        #expect(c.installedView == nil)
        #expect(!window.constraints.contains { $0 === c })
        #expect(a.referencingConstraints.isEmpty)
    }

    @Test func noCommonAncestorRecordsAnIssueAndStaysInactive() {
        let a = TermView()
        let b = TermView()
        a.identifier = "lonelyA"
        let before = LayoutLog.unattached.totalCount
        let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(LayoutLog.unattached.totalCount == before + 1)
        let issue = LayoutLog.unattached.issues.last
        #expect(issue?.kind == .noCommonAncestor)
        #expect(issue?.constraint === c)
        #expect(issue?.description.contains("lonelyA.left") == true)
        #expect(issue?.location?.fileName == "InstallationTests.swift")
    }

    @Test func throwingInstallChangesNothingWithoutAncestor() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let stranger = TermView()
        let good = a.widthAnchor.constraint(equalToConstant: 3)
        let bad = a.leftAnchor.constraint(equalTo: stranger.leftAnchor)
        #expect(throws: LayoutError.self) { try bad.install() }
        #expect(throws: LayoutError.self) { try LayoutConstraint.install([good, bad]) }
        #expect(!good.isActive)
        #expect(!bad.isActive)
        do {
            try bad.install()
        } catch let error {
            guard case .noCommonAncestor(let culprit) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(culprit === bad)
        }
    }

    @Test func installTurnsOffAutoresizingExceptOnTheHost() throws {
        let window = makeWindow(80, 24)
        let parent = TermView()
        window.addSubview(parent)
        let child = TermView()
        parent.addSubview(child)
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        let c = child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 2)
        try c.install()
        #expect(c.installedView === parent)
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        #expect(parent.translatesAutoresizingMaskIntoConstraints)
        c.uninstall()
        #expect(!c.isActive)
        try LayoutConstraint.install([c])
        #expect(c.isActive)
        LayoutConstraint.uninstall([c])
        #expect(!c.isActive)
    }

    @Test func addConstraintOnANonAncestorIsRefused() {
        let window = makeWindow(80, 24)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        a.addConstraint(c)
        #expect(!c.isActive)
        #expect(window.layoutLog.issues.last?.kind == .notAnAncestor)
    }

    @Test func removingASubtreeKeepsItsInnerConstraintsAndDropsTheOuterOnes() {
        let window = makeWindow(40, 10)
        let box = makeView("box", in: window)
        let inner = makeView("inner", in: box)
        let outer = [
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 5),
            inner.rightAnchor.constraint(equalTo: window.rightAnchor),
        ]
        let innerConstraints = [
            inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 1),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 1),
            inner.heightAnchor.constraint(equalToConstant: 1),
        ]
        LayoutConstraint.activate(outer + innerConstraints)
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(1, 1, 37, 1))
        box.removeFromSuperview()
        #expect(box.window == nil)
        #expect(inner.window == nil)
        #expect(outer[0].isActive == false)
        #expect(outer[4].isActive == false)
        #expect(outer[2].isActive)  // box.width lives on box itself: inside the subtree
        #expect(innerConstraints.allSatisfy { $0.isActive })
        // Re-adding the subtree brings its constraints back into the new window's solver.
        let other = makeWindow(30, 8)
        other.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 3),
            box.topAnchor.constraint(equalTo: other.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 4),
        ])
        other.layoutIfNeeded()
        #expect(box.frame == Rect(3, 0, 20, 5))
        #expect(inner.frame == Rect(1, 1, 4, 1))
        #expect(inner.frameInWindow == Rect(4, 1, 4, 1))
    }

    @Test func subviewOrderIsDrawingOrder() {
        let window = makeWindow(10, 10)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let c = TermView()
        window.insertSubview(c, at: 0)
        #expect(window.subviews.map(\.displayName) == [c.displayName, "a", "b"])
        window.bringSubviewToFront(a)
        #expect(window.subviews.last === a)
        window.sendSubviewToBack(b)
        #expect(window.subviews.first === b)
        window.addSubview(c)
        #expect(window.subviews.last === c)
        #expect(window.subviews.count == 3)
        // A view cannot become a subview of its own descendant.
        let child = makeView("child", in: a)
        child.addSubview(a)
        #expect(a.superview === window)
    }
}
