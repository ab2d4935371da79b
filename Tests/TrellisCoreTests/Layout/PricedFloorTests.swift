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
        let window = makeWindow(30, 12)
        window.engine.pricesFloors = pricesFloors
        let stack = StackView()
        stack.axis = .vertical
        for index in 0..<count { stack.addArrangedSubview(Label("label \(index)")) }
        window.addSubview(stack)
        pinTopAndSides(stack, to: window)
        window.layoutIfNeeded()
        return (window, stack)
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
        #expect(frames(of: window) == frames(of: plainWindow))
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
        #expect(frames(of: second) == frames(of: plainWindow))
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
                    && hug?.solverConstraint === label.nonNegativeSize?.height.solverConstraint)
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

    /// Every view's frame, in the order of a walk of the tree.
    private func frames(of window: TermWindow) -> [Rect] {
        var result: [Rect] = []
        func visit(_ view: TermView) {
            result.append(view.frameInWindow)
            view.subviews.forEach(visit)
        }
        visit(window)
        return result
    }

    /// One random change, made the same way to both scenes.
    @MainActor private struct Scene {
        let window: TermWindow
        let outer: StackView
        let inner: StackView
        var labels: [Label] = []

        init(pricesFloors: Bool) {
            window = makeWindow(30, 14)
            window.engine.pricesFloors = pricesFloors
            outer = StackView()
            outer.axis = .vertical
            inner = StackView()
            inner.axis = .horizontal
            for index in 0..<6 { outer.addArrangedSubview(Label("row \(index)")) }
            for index in 0..<2 { inner.addArrangedSubview(Label("cell \(index)")) }
            outer.insertArrangedSubview(inner, at: 3)
            window.addSubview(outer)
            pinTopAndSides(outer, to: window)
        }

        /// The arranged views of both stacks, the outer one's first.
        var arranged: [(StackView, TermView)] {
            outer.arrangedSubviews.map { (outer, $0) } + inner.arrangedSubviews.map { (inner, $0) }
        }

        mutating func apply(_ operation: Int, _ a: Int, _ b: Int) {
            let pairs = arranged
            let (stack, view) = pairs[a % pairs.count]
            switch operation {
            case 0:
                view.isHidden.toggle()
            case 1:
                let label = Label(String(repeating: "n", count: b % 9))
                stack.insertArrangedSubview(label, at: b % (stack.arrangedSubviews.count + 1))
            case 2:
                if view !== inner { view.removeFromSuperview() }
            case 3:
                (view as? Label)?.text =
                    String(repeating: "t", count: b % 12) + (b % 5 == 0 ? "\nsecond" : "")
            case 4:
                let priorities: [LayoutPriority] = [1, 25, 49, 50, 250, 600, 999, .required]
                stack.arrangementConstraint(StackRole(view, .hug))?.priority =
                    priorities[b % priorities.count]
            case 5:
                stack.arrangementConstraint(StackRole(view, .hug))?.constant = Double(b % 3)
            case 6:
                let distributions: [StackView.Distribution] = [
                    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
                ]
                stack.distribution = distributions[b % distributions.count]
            case 7:
                window.size = Size(width: 8 + b % 30, height: 3 + b % 14)
            case 8:
                // The inner stack's length along its axis is kept non-negative by its views:
                // its floors are taken out and queued again.
                inner.axis = inner.axis == .horizontal ? .vertical : .horizontal
            case 9:
                outer.removeFromSuperview()
                window.addSubview(outer)
                pinTopAndSides(outer, to: window)
            case 10:
                let axis: LayoutAxis = b % 2 == 0 ? .vertical : .horizontal
                view.setContentCompressionResistancePriority([200, 750, .required][b % 3], for: axis)
            default:
                let bottom = outer.bottomAnchor.constraint(equalTo: window.bottomAnchor)
                bottom.priority = b % 2 == 0 ? .required : 500
                bottom.isActive = true
            }
        }
    }

    /// The objective of the window's current solution, level by level, and the total weight
    /// on each level (what rounding may cost per unit).
    private func objective(of window: TermWindow) -> (values: [Int: Double], weights: [Int: Double]) {
        let solver = window.engine.solver
        solver.updateVariables()
        let edits = solver.editVariables.map {
            EditSpec(variable: $0.variable, strength: $0.strength, suggestion: $0.suggestion)
        }
        var weights: [Int: Double] = [:]
        for constraint in solver.constraints {
            let strengths: [Strength?] = [
                constraint.strength, constraint.shortfallStrength, constraint.slackStrength,
            ]
            for case let strength? in strengths where !strength.isRequired {
                weights[strength.level, default: 0] += strength.weight
            }
        }
        for edit in edits { weights[edit.strength.level, default: 0] += edit.strength.weight }
        return (objectiveVector(solver.constraints, edits), weights)
    }

    /// Random changes to two stacks, nested, made alike to a window that prices floors and to
    /// one that does not: after every layout pass the same optimum on every priority level,
    /// sound solvers, and frames that are the priced solution's. (Not the same frames: where
    /// two views give way at the same price, either may, and the two solvers may choose apart.)
    @Test(arguments: UInt64(0)..<40)
    func theOptimumIsThatOfTheHugAndTheFloorApart(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        var priced = Scene(pricesFloors: true)
        var plain = Scene(pricesFloors: false)
        priced.window.layoutIfNeeded()
        plain.window.layoutIfNeeded()
        for step in 0..<30 {
            let (operation, a, b) = (random.next(below: 12), random.next(below: 64), random.next(below: 64))
            priced.apply(operation, a, b)
            plain.apply(operation, a, b)
            priced.window.layoutIfNeeded()
            plain.window.layoutIfNeeded()
            let context = "seed \(seed), step \(step), operation \(operation)"
            let problems = priced.window.engine.solver._checkInvariants()
            #expect(problems.isEmpty, "\(context): \(problems.prefix(3))")
            #expect(priced.window.viewsWithStaleFrames().isEmpty, "\(context)")
            let (pricedObjective, weights) = objective(of: priced.window)
            let plainObjective = objective(of: plain.window).values
            let same = objectivesMatch(pricedObjective, plainObjective, weights: weights)
            #expect(same, "\(context): priced \(pricedObjective), plain \(plainObjective)")
            if !problems.isEmpty || !same { return }
        }
    }
}
