import Cassowary
import CassowaryReference
import Testing

@testable import TrellisCore

/// An optional `length <= 0` — a stack's hugging of each arranged view — prices the slack of
/// its length's floor `length >= 0` instead of taking a solver constraint of its own
/// (LayoutEngine+PricedFloors.swift). The frames must be those of the two constraints apart,
/// through every change that parts them (a required priority, another constant, the floor
/// leaving) or joins them, and a window going away lets go of both.
@MainActor
@Suite struct PricedFloorTests {
    /// The stack's hugging of `view`, if it has one.
    private func stackHug(of view: TermView, in stack: StackView) -> LayoutConstraint? {
        stack.arrangementConstraint(StackRole(view, .hug))
    }

    /// The floor of `view`'s length along `axis`.
    private func lengthFloor(of view: TermView, along axis: LayoutAxis) -> LayoutConstraint? {
        axis == .horizontal ? view.nonNegativeSize?.width : view.nonNegativeSize?.height
    }

    /// A window with a vertical stack of `count` labels pinned to its top and sides.
    private func makeScene(count: Int, pricesFloors: Bool = true) -> (TermWindow, StackView) {
        makeLabelStack(count: count) { $0.pricesFloors = pricesFloors }
    }

    @Test func eachArrangedViewsHuggingPricesItsFloor() throws {
        let (window, stack) = makeScene(count: 10)
        let (plainWindow, _) = makeScene(count: 10, pricesFloors: false)
        for view in stack.arrangedSubviews {
            let hug = try #require(stackHug(of: view, in: stack))
            let floor = try #require(lengthFloor(of: view, along: .vertical))
            let shared = try #require(floor.solverConstraint)
            #expect(hug.solverConstraint === shared)
            #expect(shared.slackStrength == ConstraintCompiler.strength(for: StackView.huggingPriority))
            #expect(window.engine.priceSetter(of: floor) === hug)
        }
        // One solver constraint less per arranged view.
        let priced = window.engine.solver.constraints.count
        #expect(priced == plainWindow.engine.solver.constraints.count - 10)
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func hidingAViewTakesThePriceOffAndShowingItPutsItBack() throws {
        let (window, stack) = makeScene(count: 5)
        let view = stack.arrangedSubviews[2]
        let floor = try #require(lengthFloor(of: view, along: .vertical))
        view.isHidden = true
        window.layoutIfNeeded()
        #expect(floor.solverConstraint?.slackStrength == nil)
        #expect(stack.arrangedSubviews[3].frame.origin.y == 2)
        view.isHidden = false
        window.layoutIfNeeded()
        #expect(stackHug(of: view, in: stack)?.solverConstraint === floor.solverConstraint)
        #expect(floor.solverConstraint?.slackStrength != nil)
        #expect(stack.arrangedSubviews[3].frame.origin.y == 3)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aRequiredPriorityOrAConstantPartsTheHugFromItsFloor() throws {
        let (window, stack) = makeScene(count: 3)
        let view = stack.arrangedSubviews[1]
        let hug = try #require(stackHug(of: view, in: stack))
        let floor = try #require(lengthFloor(of: view, along: .vertical))
        hug.priority = 300
        window.layoutIfNeeded()
        #expect(hug.solverConstraint === floor.solverConstraint)
        #expect(floor.solverConstraint?.slackStrength == ConstraintCompiler.strength(for: 300))
        // Required, `height <= 0` beats the label's compression resistance: the label goes.
        hug.priority = .required
        window.layoutIfNeeded()
        #expect(hug.solverConstraint !== floor.solverConstraint && hug.solverConstraint != nil)
        #expect(floor.solverConstraint?.slackStrength == nil)
        #expect(view.frame.height == 0)
        hug.priority = 300
        hug.constant = 2
        window.layoutIfNeeded()
        #expect(hug.solverConstraint !== floor.solverConstraint && hug.solverConstraint != nil)
        #expect(view.frame.height == 1)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aFloorThatLeavesGivesItsHugASolverConstraintOfItsOwn() throws {
        let (window, stack) = makeScene(count: 3)
        let view = stack.arrangedSubviews[0]
        let hug = try #require(stackHug(of: view, in: stack))
        let floor = try #require(lengthFloor(of: view, along: .vertical))
        window.engine.remove(floor)
        #expect(floor.solverConstraint == nil)
        #expect(
            hug.solverConstraint != nil
                && hug.solverConstraint?.strength == ConstraintCompiler.strength(for: 49))
        window.layoutIfNeeded()
        #expect(view.frame == Rect(0, 0, 30, 1))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// A stack that joins a window with its rules made brings its hugs in at once and the
    /// floors with the next pass: each floor is then priced by the hug that came first.
    @Test func aStackThatMovesToAnotherWindowPricesTheFloorsThere() throws {
        let (first, stack) = makeScene(count: 4)
        let (plainWindow, _) = makeScene(count: 4, pricesFloors: false)
        let constraintCount = first.engine.solver.constraints.count
        let second = makeWindow(30, 12)
        second.addSubview(stack)
        pinTopAndSides(stack, to: second)
        second.layoutIfNeeded()
        for view in stack.arrangedSubviews {
            let hug = try #require(stackHug(of: view, in: stack))
            #expect(hug.solverConstraint === lengthFloor(of: view, along: .vertical)?.solverConstraint)
        }
        #expect(second.engine.solver.constraints.count == constraintCount)
        #expect(framesOfEveryView(in: second) == framesOfEveryView(in: plainWindow))
        #expect(second.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aWindowThatGoesAwayLetsGoOfTheHugToo() throws {
        let stack = StackView()
        stack.axis = .vertical
        let label = Label("x")
        stack.addArrangedSubview(label)
        var hug: LayoutConstraint?
        do {
            let window = makeWindow(20, 5)
            window.addSubview(stack)
            window.layoutIfNeeded()
            hug = stackHug(of: label, in: stack)
            #expect(
                hug?.solverConstraint != nil
                    && hug?.solverConstraint === label.nonNegativeSize?.height?.solverConstraint)
        }
        // The window went with the stack still in it: its engine let go of the hug.
        #expect(hug?.engine == nil && hug?.solverConstraint == nil)
    }

    /// A view's content hugging is generated, not installed: with a required compression
    /// resistance it enters the solver on its own, and at an intrinsic length of 0 it has the
    /// shape of a floor's price. It keeps a solver constraint of its own (only an installed
    /// constraint is found again from its floor), and a window that goes away lets go of it.
    @Test func aGeneratedHuggingKeepsItsOwnSolverConstraint() throws {
        let view = SizedView(-1, 1)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        var hugging: LayoutConstraint?
        do {
            let window = makeWindow(20, 3)
            window.addSubview(view)
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: window.leftAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layoutIfNeeded()
            view.contentSize = Size(width: 0, height: 1)
            window.layoutIfNeeded()
            hugging = view.generated.contentSize[0]
            let floor = try #require(lengthFloor(of: view, along: .horizontal))
            #expect(hugging?.solverConstraint != nil && hugging?.solverConstraint !== floor.solverConstraint)
            #expect(floor.solverConstraint?.slackStrength == nil)
            #expect(window.engine.solver._checkInvariants().isEmpty)
        }
        #expect(hugging?.engine == nil && hugging?.solverConstraint == nil)
    }

    /// Random changes to two stacks, nested, made alike to a window that prices floors and to
    /// one that does not (`expectTheSameOptimum`): the same optimum on every priority level
    /// after every layout pass; and the changes priced floors at all.
    @Test(arguments: UInt64(0)..<40)
    func theOptimumIsThatOfTheHugAndTheFloorApart(seed: UInt64) {
        let pricedSteps = expectTheSameOptimum(
            seed: seed, steps: 30, sharing: { $0.pricesFloors = true }, plain: { $0.pricesFloors = false },
            shares: { engine in engine.solver.constraints.contains { $0.slackStrength != nil } })
        #expect(pricedSteps > 0, "seed \(seed): no step priced a floor")
    }
}
