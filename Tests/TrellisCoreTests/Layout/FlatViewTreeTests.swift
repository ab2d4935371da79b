import Testing

@testable import TrellisCore

/// The layout pass's flat list of a window's items follows the tree as it changes (views
/// joining at the end, holes where they left) instead of being listed again after every change.
/// The oracle: after each random change and layout pass, listing the window again from scratch
/// and publishing once more moves no frame of any view or guide.
@MainActor
@Suite struct FlatViewTreeTests {
    /// A random scene: views nested a few levels deep, each pinned to its superview (or, one
    /// in four, to the window) by an offset and a size, some with a guide pinned inside them.
    @MainActor struct Scene {
        let window = makeWindow(80, 24)
        var random: SplitMix64Generator
        /// The views made so far, in the window or not.
        var views: [TermView] = []
        /// The guides made so far, owned or not.
        var guides: [LayoutGuide] = []

        init(seed: UInt64) {
            random = SplitMix64Generator(state: seed)
        }

        /// The views in the window, the window first.
        var viewsInWindow: [TermView] {
            var result: [TermView] = []
            window.forEachInSubtree { result.append($0) }
            return result
        }

        /// Pins `view` inside its superview at a random offset, with a random size; one view in
        /// four is placed from the window's corner instead, so that it stays put while its
        /// superview moves (its frame, relative to the superview, then changes with no change
        /// to its own values).
        mutating func pin(_ view: TermView) {
            guard let superview = view.superview else { return }
            view.translatesAutoresizingMaskIntoConstraints = false
            let (x, y) = (random.next(below: 6), random.next(below: 4))
            let origin: TermView = random.next(below: 4) == 0 ? window : superview
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: origin.leftAnchor, constant: Double(x)),
                view.topAnchor.constraint(equalTo: origin.topAnchor, constant: Double(y)),
                view.widthAnchor.constraint(equalToConstant: Double(4 + random.next(below: 20))),
                view.heightAnchor.constraint(equalToConstant: Double(1 + random.next(below: 6))),
            ])
        }

        /// A random view in the window (the window itself included when `window` says so).
        mutating func anyViewInWindow(includingWindow: Bool) -> TermView? {
            let candidates = viewsInWindow.filter { includingWindow || $0 !== window }
            return candidates.isEmpty ? nil : candidates[random.next(below: candidates.count)]
        }

        /// One random change to the tree.
        mutating func change() {
            switch random.next(below: 9) {
            case 0, 1:
                // A new view, or a whole subtree of views made earlier, joins.
                let parent = anyViewInWindow(includingWindow: true) ?? window
                let outside = views.filter { $0.window == nil && $0.superview == nil }
                let view: TermView
                if let reused = outside.first, random.next(below: 2) == 0 {
                    view = reused
                } else {
                    view = random.next(below: 2) == 0 ? Label("label \(views.count)") : TermView()
                    views.append(view)
                }
                parent.insertSubview(view, at: random.next(below: parent.subviews.count + 1))
                pin(view)
            case 2:
                // A subtree leaves the window.
                anyViewInWindow(includingWindow: false)?.removeFromSuperview()
            case 3:
                // A subtree moves under another view.
                guard let view = anyViewInWindow(includingWindow: false),
                    let parent = anyViewInWindow(includingWindow: true), !parent.isDescendant(of: view)
                else { return }
                parent.addSubview(view)
                pin(view)
            case 4:
                // Siblings are reordered.
                guard let parent = anyViewInWindow(includingWindow: true), parent.subviews.count > 1 else {
                    return
                }
                let subview = parent.subviews[random.next(below: parent.subviews.count)]
                if random.next(below: 2) == 0 {
                    parent.bringSubviewToFront(subview)
                } else {
                    parent.insertSubview(subview, at: random.next(below: parent.subviews.count))
                }
            case 5:
                // A guide joins a view.
                guard let owner = anyViewInWindow(includingWindow: false) else { return }
                let guide = LayoutGuide()
                guides.append(guide)
                owner.addLayoutGuide(guide)
                LayoutConstraint.activate([
                    guide.leftAnchor.constraint(equalTo: owner.leftAnchor, constant: 1),
                    guide.topAnchor.constraint(
                        equalTo: owner.topAnchor, constant: Double(random.next(below: 3))),
                    guide.rightAnchor.constraint(equalTo: owner.rightAnchor),
                    guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
                ])
            case 6:
                // A guide leaves its view.
                let owned = guides.filter { $0.owningView?.window != nil }
                guard !owned.isEmpty else { return }
                let guide = owned[random.next(below: owned.count)]
                guide.owningView?.removeLayoutGuide(guide)
            case 7:
                // A view moves within its superview (its subtree with it).
                guard let view = anyViewInWindow(includingWindow: false) else { return }
                for constraint in view.superview?.constraints ?? []
                where constraint.firstItem === view && constraint.firstAttribute == .left {
                    constraint.constant = Double(random.next(below: 6))
                }
            default:
                window.size = Size(width: 40 + random.next(below: 60), height: 10 + random.next(below: 30))
            }
        }

        /// Every view's frame in its superview and in the window, and every owned guide's frame.
        var frames: [String] {
            viewsInWindow.map { "\($0.displayName) \($0.frame) \($0.frameInWindow)" }
                + guides.filter { $0.owningView?.window != nil }.map { "\($0.displayName) \($0.layoutFrame)" }
        }
    }

    @Test(arguments: UInt64(0)..<60)
    func framesFromTheFollowedListEqualFramesFromAListMadeAfresh(seed: UInt64) {
        var scene = Scene(seed: seed)
        for step in 0..<80 {
            scene.change()
            scene.window.layoutIfNeeded()
            let followed = scene.frames
            scene.window.engine.flatTree.markStale()
            scene.window.engine.needsSolve = true
            scene.window.layoutIfNeeded()
            let fresh = scene.frames
            if followed != fresh {
                let differences = zip(followed, fresh).filter { $0 != $1 }.prefix(3)
                Issue.record("seed \(seed), step \(step): \(Array(differences))")
                return
            }
        }
    }

    /// Views joining and leaving one at a time do not list the window again (only when the
    /// holes they leave outnumber the items); each new item's symbols are looked up once.
    @Test func joiningAndLeavingCostTheirOwnItems() {
        let window = makeWindow(80, 24)
        let stack = StackView(arrangedSubviews: (0..<200).map { Label("row \($0)") }, axis: .vertical)
        window.addSubview(stack)
        window.layoutIfNeeded()
        let tree = { window.engine.flatTree }
        let (rebuilds, lookups) = (tree().rebuildCount, tree().symbolLookups)
        for index in 0..<50 {
            stack.addArrangedSubview(Label("more \(index)"))
            window.layoutIfNeeded()
        }
        #expect(tree().rebuildCount == rebuilds)
        // A label's four variables each, and the few the solver never had (the window's
        // position) looked up again when new variables come: not the 200 labels' 800.
        #expect(tree().symbolLookups - lookups < 50 * 8)
        for _ in 0..<50 {
            stack.arrangedSubviews[0].removeFromSuperview()
            window.layoutIfNeeded()
        }
        #expect(tree().rebuildCount == rebuilds)
        #expect(tree().holeCount == 50)
        // Past half the list in holes, the next pass lists the window again, without them.
        for _ in 0..<150 {
            stack.arrangedSubviews[0].removeFromSuperview()
            window.layoutIfNeeded()
        }
        #expect(tree().rebuildCount > rebuilds)
        #expect(tree().holeCount < tree().items.count / 2)
    }
}
