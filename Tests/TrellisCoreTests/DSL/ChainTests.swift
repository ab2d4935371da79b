import Testing

@testable import TrellisCore

/// What every `bb` chain promises: the constraints it collects, activation, autoresizing, the
/// caller's source location, and layout guides as receivers.
@MainActor
@Suite struct ChainTests {
    @Test func singleChainGivesItsOneConstraint() {
        let window = makeWindow(20, 5)
        let view = makeView("view", in: window)
        let chain: SingleChain = view.bb.left()
        let constraint: LayoutConstraint = chain.constraint
        #expect(chain.constraints.count == 1)
        #expect(chain.constraints[0] === constraint)
        #expect(chain.item === view)
        #expect(view.bb.constraints.isEmpty)
    }

    @Test func constraintsAccumulateInCallOrder() {
        let window = makeWindow(20, 5)
        let view = makeView("view", in: window)
        let chain: MultipleChain = view.bb.left(1).top(2).width(3).fill(insets: 1)
        #expect(
            equations(chain.constraints) == [
                "view.left == window.left + 1", "view.top == window.top + 2", "view.width == 3",
                "view.top == window.top + 1", "view.bottom == window.bottom - 1",
                "view.leading == window.leading + 1", "view.trailing == window.trailing - 1",
            ])
    }

    @Test func chainConstraintsAreActivatedAndCanBeDeactivatedAndReactivated() {
        let window = makeWindow(20, 5)
        let view = makeView("view", in: window)
        let constraints = view.bb.left(3).top(1).size(width: 4, height: 2).constraints
        #expect(constraints.allSatisfy { $0.isActive })
        let deactivated = constraints.deactivate()
        #expect(deactivated.count == 4)
        #expect(zip(deactivated, constraints).allSatisfy { $0 === $1 })
        #expect(constraints.allSatisfy { !$0.isActive })
        let again = makeView("again", in: window)
        again.bb.left().top().size(width: 1, height: 1)
        let reactivated = constraints.activate()
        #expect(reactivated.count == 4)
        #expect(constraints.allSatisfy { $0.isActive })
        window.layoutIfNeeded()
        #expect(view.frame == Rect(3, 1, 4, 2))
    }

    @Test func theReceiverStopsTranslatingItsAutoresizingMaskOthersDoNot() {
        let window = makeWindow(20, 5)
        let view = makePlainView("view", in: window)
        let other = makePlainView("other", in: window)
        other.frame = Rect(5, 1, 3, 1)
        view.bb.left(other).top(other.bottomAnchor + 1).size(width: 2, height: 1)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(other.translatesAutoresizingMaskIntoConstraints)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(5, 3, 2, 1))
        #expect(other.frame == Rect(5, 1, 3, 1))
    }

    @Test func everyConstraintRecordsTheCallersFileAndLine() {
        let window = makeWindow(20, 5)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let (chain, line) = (a.bb.left().below(b, spacing: 1).fill(b).center().size(3), #line)
        let (items, itemsLine) = ([a, b].bb.top().distributeX(spacing: 1, inset: .equal), #line)
        let (grouped, groupLine) = (group(activated: false) { b.bb.aspectRatio(2) }, #line)
        for constraint in chain.constraints {
            #expect(constraint.location == CodeLocation(fileID: #fileID, line: line))
        }
        for constraint in items.constraints {
            #expect(constraint.location == CodeLocation(fileID: #fileID, line: itemsLine))
        }
        #expect(grouped.map(\.location.line) == [groupLine])
        #expect(chain.constraints[0].description == "a.left == window.left (ChainTests.swift:\(line))")
    }

    @Test func layoutGuidesAreReceiversAndTargets() {
        let window = makeWindow(30, 10)
        let box = makeView("box", in: window)
        box.bb.fill(insets: 2)
        let guide = LayoutGuide()
        guide.identifier = "guide"
        box.addLayoutGuide(guide)
        // A guide's superview is its owning view.
        guide.bb.left(1).top().width(box / 2).bottom(-1)
        let label = makeView("label", in: window)
        label.bb.after(guide, spacing: 1).top(guide).size(width: 3, height: 1)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(2, 2, 26, 6))
        #expect(guide.layoutFrame == Rect(1, 0, 13, 5))
        #expect(label.frame == Rect(17, 2, 3, 1))
    }

    @Test func theNextChainTypeCountsConstraints() {
        let window = makeWindow(20, 5)
        let view = makeView("view", in: window)
        let initial: InitialChain = view.bb
        let single: SingleChain = initial.left()
        let multiple: MultipleChain = single.top()
        let more: MultipleChain = multiple.width(2).height(1)
        #expect(more.constraints.count == 4)
        #expect(more.item === view)
    }
}
