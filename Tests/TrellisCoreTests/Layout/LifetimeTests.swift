import Testing

@testable import TrellisCore

/// Views are referenced without `weak` (see `LayoutNode`): these tests drop parts of view trees
/// in every order and check that nothing dangles or leaks.
@MainActor
@Suite struct LifetimeTests {
    @Test func aWindowAndItsTreeAreFreedTogether() {
        weak var weakWindow: TermWindow?
        weak var weakLeaf: TermView?
        do {
            let window = makeWindow(20, 5)
            let box = makeView("box", in: window)
            let leaf = makeView("leaf", in: box)
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: window.leftAnchor),
                box.widthAnchor.constraint(equalToConstant: 5),
                leaf.leftAnchor.constraint(equalTo: box.leftAnchor),
                leaf.widthAnchor.constraint(equalTo: box.widthAnchor),
                leaf.widthAnchor.constraint(equalToConstant: 9),  // broken: conflicts
            ])
            window.layoutIfNeeded()
            weakWindow = window
            weakLeaf = leaf
        }
        #expect(weakWindow == nil)
        #expect(weakLeaf == nil)
    }

    @Test func aWindowThatNeverLaidOutIsFreed() {
        weak var weakWindow: TermWindow?
        do {
            let window = makeWindow(20, 5)
            let box = makeView("box", in: window)
            box.setNeedsLayout()
            window.setNeedsLayout()
            window.setNeedsUpdateConstraints()
            weakWindow = window
        }
        #expect(weakWindow == nil)
    }

    @Test func aViewOutlivingItsSuperviewHasNoSuperview() {
        let survivor = TermView()
        var constraint: LayoutConstraint?
        do {
            let parent = TermView()
            parent.addSubview(survivor)
            constraint = survivor.leftAnchor.constraint(equalTo: parent.leftAnchor)
            constraint?.isActive = true
            #expect(survivor.superview === parent)
        }
        #expect(survivor.superview == nil)
        #expect(constraint?.isActive == false)
        #expect(constraint?.description.contains("<released>") == true)
        #expect(survivor.referencingConstraints.isEmpty)
    }

    @Test func aViewOutlivingItsWindowHasNoWindow() {
        let survivor = TermView()
        do {
            let window = makeWindow(10, 3)
            window.addSubview(survivor)
            window.layoutIfNeeded()
            #expect(survivor.window === window)
            survivor.removeFromSuperview()
            window.addSubview(survivor)
        }
        #expect(survivor.window == nil)
        #expect(survivor.superview == nil)
        // The survivor still works in a new window.
        let window = makeWindow(10, 3)
        window.addSubview(survivor)
        survivor.frame = Rect(1, 1, 2, 1)
        window.layoutIfNeeded()
        #expect(survivor.frame == Rect(1, 1, 2, 1))
    }

    @Test func aGuideOutlivingItsOwnerHasNoOwner() {
        let guide = LayoutGuide()
        do {
            let owner = TermView()
            owner.addLayoutGuide(guide)
            #expect(guide.owningView === owner)
        }
        #expect(guide.owningView == nil)
        let stray = guide.widthAnchor.constraint(equalToConstant: 3)
        stray.isActive = true
        #expect(!stray.isActive)
    }

    @Test func aConstraintOnTheViewItMentionsIsNoRetainCycle() {
        weak var weakView: TermView?
        do {
            let view = TermView()
            view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2).isActive = true
            _ = view.layoutMarginsGuide
            weakView = view
        }
        #expect(weakView == nil)
    }

    @Test func removedSubtreesAreFreedWhenDropped() {
        let window = makeWindow(30, 10)
        weak var weakBox: TermView?
        do {
            let box = makeView("box", in: window)
            let inner = makeView("inner", in: box)
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: window.leftAnchor),
                inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 1),
                inner.widthAnchor.constraint(equalToConstant: 2),
            ])
            window.layoutIfNeeded()
            box.removeFromSuperview()
            weakBox = box
        }
        #expect(weakBox == nil)
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
    }
}
