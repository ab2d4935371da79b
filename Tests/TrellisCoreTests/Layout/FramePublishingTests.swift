import Testing

@testable import TrellisCore

/// The layout pass reads the solution straight from the solver for every view and guide; these
/// check the cases where its cached list of items and symbols must follow changes.
@MainActor
@Suite struct FramePublishingTests {
    @Test func aViewConstrainedOnlyLaterGetsItsFrame() {
        let window = makeWindow(30, 10)
        let early = makeView("early", in: window)
        let late = makeView("late", in: window)
        LayoutConstraint.activate([
            early.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1),
            early.topAnchor.constraint(equalTo: window.topAnchor),
            early.widthAnchor.constraint(equalToConstant: 4),
            early.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(early.frame == Rect(1, 0, 4, 1))
        #expect(late.frame == Rect(0, 0, 0, 0))
        // The late view's variables are new to the solver now.
        LayoutConstraint.activate([
            late.leftAnchor.constraint(equalTo: early.rightAnchor, constant: 2),
            late.rightAnchor.constraint(equalTo: window.rightAnchor),
            late.topAnchor.constraint(equalTo: early.bottomAnchor),
            late.heightAnchor.constraint(equalToConstant: 3),
        ])
        window.layoutIfNeeded()
        #expect(late.frame == Rect(7, 1, 23, 3))
        resize(window, 40, 10)
        #expect(late.frame == Rect(7, 1, 33, 3))
    }

    /// A frame set by hand on a view that constraints place lasts until the next layout pass
    /// that solves, which puts the solved frame back, even though the view's values did not
    /// change (the pass publishes only the items whose values changed, and this one's).
    @Test func aFrameSetByHandIsReplacedByTheNextSolvedPass() {
        let window = makeWindow(30, 10)
        let placed = makeView("placed", in: window)
        let other = makeView("other", in: window)
        let otherLeft = other.leftAnchor.constraint(equalTo: window.leftAnchor)
        LayoutConstraint.activate([
            placed.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 1),
            placed.topAnchor.constraint(equalTo: window.topAnchor),
            placed.widthAnchor.constraint(equalToConstant: 4),
            placed.heightAnchor.constraint(equalToConstant: 1),
            otherLeft, other.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
            other.widthAnchor.constraint(equalToConstant: 3),
            other.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        placed.frame = Rect(10, 5, 2, 2)
        otherLeft.constant = 6
        window.layoutIfNeeded()
        #expect(other.frame == Rect(6, 2, 3, 1))
        #expect(placed.frame == Rect(1, 0, 4, 1))
        #expect(placed.frameInWindow == Rect(1, 0, 4, 1))
    }

    /// A view pinned to the window inside a view that moves keeps its place on screen (its
    /// values do not change) but not in its superview: its frame follows its parent's origin.
    @Test func aViewWhoseValuesStayPutMovesInItsSuperviewWhenTheSuperviewMoves() {
        let window = makeWindow(30, 10)
        let box = makeView("box", in: window)
        let pinned = makeView("pinned", in: box)
        let boxLeft = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2)
        LayoutConstraint.activate([
            boxLeft, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 5),
            pinned.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 8),
            pinned.topAnchor.constraint(equalTo: window.topAnchor, constant: 3),
            pinned.widthAnchor.constraint(equalToConstant: 2),
            pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(pinned.frame == Rect(6, 2, 2, 1))
        boxLeft.constant = 5
        window.layoutIfNeeded()
        #expect(box.frame == Rect(5, 1, 20, 5))
        #expect(pinned.frame == Rect(3, 2, 2, 1))
        #expect(pinned.frameInWindow == Rect(8, 3, 2, 1))
    }

    @Test func guidesAddedAndRemovedAfterALayoutPass() {
        let window = makeWindow(20, 6)
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2),
            box.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -2),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
            box.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        let guide = LayoutGuide()
        box.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 3),
            guide.widthAnchor.constraint(equalToConstant: 5),
            guide.topAnchor.constraint(equalTo: box.topAnchor, constant: 1),
            guide.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(3, 1, 5, 4))
        resize(window, 20, 9)
        #expect(guide.layoutFrame == Rect(3, 1, 5, 7))
        box.removeLayoutGuide(guide)
        resize(window, 20, 6)
        // A removed guide is no longer laid out; the view still is.
        #expect(guide.layoutFrame == Rect(3, 1, 5, 7))
        #expect(box.frame == Rect(2, 1, 16, 5))
    }

    @Test func plainViewsInsideASubclassRepaintWhatChangedButOnlyTheSubclassLaysOut() {
        let window = makeWindow(30, 10)
        let panel = SizedView(10, 4, id: "panel")
        window.addSubview(panel)
        let child = makeView("child", in: panel)
        LayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: window.leftAnchor),
            panel.rightAnchor.constraint(equalTo: window.rightAnchor),
            panel.topAnchor.constraint(equalTo: window.topAnchor),
            child.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 1),
            child.rightAnchor.constraint(equalTo: panel.rightAnchor, constant: -1),
            child.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(panel.layoutSubviewsCount == 1)
        child.needsDisplay = false
        _ = window.takeDamagedAreas()
        resize(window, 40, 10)
        #expect(child.frame == Rect(1, 1, 38, 1))
        #expect(child.frameInWindow == Rect(1, 1, 38, 1))
        // A plain view draws only its background: the cells it took are damaged, and it is
        // not marked to draw whole (TermWindow+Damage.swift); the panel, which draws, is.
        #expect(!child.needsDisplay && panel.needsDisplay)
        #expect(window.takeDamagedAreas().contains(Rect(29, 1, 10, 1)))
        #expect(!child.needsLayoutFlag)
        #expect(panel.layoutSubviewsCount == 2)
    }

    @Test func updateConstraintsRunsDeepestFirstAndLayoutParentsFirst() {
        var log: [String] = []
        final class Recorder: TermView {
            let name: String
            let record: (String) -> Void
            init(_ name: String, _ record: @escaping (String) -> Void) {
                self.name = name
                self.record = record
                super.init()
            }
            override func updateConstraints() { record("update " + name) }
            override func layoutSubviews() { record("layout " + name) }
        }
        let window = makeWindow(30, 10)
        let outer = Recorder("outer") { log.append($0) }
        let plain = TermView()
        let inner = Recorder("inner") { log.append($0) }
        let sibling = Recorder("sibling") { log.append($0) }
        plain.addSubview(inner)
        outer.addSubview(plain)
        window.addSubview(sibling)
        window.addSubview(outer)
        window.layoutIfNeeded()
        #expect(
            log == [
                "update inner", "update sibling", "update outer",
            ])
        #expect(!plain.needsUpdateConstraints && !inner.needsUpdateConstraints)
        log = []
        inner.setNeedsLayout()
        outer.setNeedsLayout()
        sibling.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log == ["update inner", "update sibling", "layout outer", "layout inner"])
    }
}
