import Cassowary
import CassowaryReference
import Testing

@testable import TrellisCore

/// An optional `length == c` — a stack's preferred length of each arranged view — is carried
/// by the view's content size along that length, as the preference of its shared solver
/// constraint, instead of taking a solver constraint of its own
/// (LayoutEngine+CarriedPreferences.swift). The layout must be that of the constraints apart,
/// through every change that parts them (a required priority, another constant, the content
/// size parting or leaving) or joins them, and a window going away lets go of both.
@MainActor
@Suite struct CarriedPreferenceTests {
    /// The stack's preferred length of `view`, if it has one.
    private func preferredLength(of view: TermView, in stack: StackView) -> LayoutConstraint? {
        stack.arrangementConstraint(StackRole(view, .preferredLength))
    }

    /// The content hugging of `view`'s height.
    private func verticalHugging(of view: TermView) -> LayoutConstraint? {
        view.generated.contentSize[2]
    }

    /// A window with a vertical stack of `count` labels pinned to its top and sides.
    private func makeScene(count: Int, carriesPreferences: Bool = true) -> (TermWindow, StackView) {
        let window = makeWindow(30, 12)
        window.engine.carriesPreferences = carriesPreferences
        let stack = StackView()
        stack.axis = .vertical
        for index in 0..<count { stack.addArrangedSubview(Label("label \(index)")) }
        window.addSubview(stack)
        pinTopAndSides(stack, to: window)
        window.layoutIfNeeded()
        return (window, stack)
    }

    @Test func eachArrangedViewsPreferredLengthIsCarriedByItsContentSize() throws {
        let (window, stack) = makeScene(count: 10)
        let (plainWindow, _) = makeScene(count: 10, carriesPreferences: false)
        // In the fill distribution every view but the last prefers its length.
        for view in stack.arrangedSubviews.dropLast() {
            let preferred = try #require(preferredLength(of: view, in: stack))
            let hugging = try #require(verticalHugging(of: view))
            let shared = try #require(hugging.solverConstraint)
            #expect(preferred.solverConstraint === shared)
            #expect(
                shared.preferenceStrength
                    == ConstraintCompiler.strength(for: StackView.preferredLengthPriority))
            #expect(window.engine.carriedPreference(of: hugging) === preferred)
        }
        // One solver constraint less per view but the last.
        let carried = window.engine.solver.constraints.count
        #expect(carried == plainWindow.engine.solver.constraints.count - 9)
        #expect(frames(of: window) == frames(of: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// The stack follows a label's new height at once and the content size with the next
    /// pass: in between the preference goes on its own, and then it is carried again.
    @Test func aNewTextCarriesThePreferenceAgainAtTheNewLength() throws {
        let (window, stack) = makeScene(count: 4)
        let (plainWindow, plainStack) = makeScene(count: 4, carriesPreferences: false)
        let label = try #require(stack.arrangedSubviews[1] as? Label)
        label.text = "two\nlines"
        (plainStack.arrangedSubviews[1] as? Label)?.text = "two\nlines"
        let preferred = try #require(preferredLength(of: label, in: stack))
        #expect(preferred.constant == 2)
        #expect(preferred.solverConstraint?.preferenceStrength == nil)
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        #expect(preferred.solverConstraint === verticalHugging(of: label)?.solverConstraint)
        #expect(preferred.solverConstraint?.preferenceStrength != nil)
        #expect(label.frame.height == 2)
        #expect(frames(of: window) == frames(of: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aRequiredPriorityOrAnotherConstantPartsThePreferenceFromTheContentSize() throws {
        let (window, stack) = makeScene(count: 3)
        let view = stack.arrangedSubviews[1]
        let preferred = try #require(preferredLength(of: view, in: stack))
        let hugging = try #require(verticalHugging(of: view))
        preferred.priority = 300
        window.layoutIfNeeded()
        #expect(preferred.solverConstraint === hugging.solverConstraint)
        #expect(hugging.solverConstraint?.preferenceStrength == ConstraintCompiler.strength(for: 300))
        // Required, `height == 1` holds on its own.
        preferred.priority = .required
        window.layoutIfNeeded()
        #expect(preferred.solverConstraint !== hugging.solverConstraint && preferred.solverConstraint != nil)
        #expect(hugging.solverConstraint?.preferenceStrength == nil)
        preferred.priority = 300
        #expect(preferred.solverConstraint === hugging.solverConstraint)
        // Another length than the content's: at 300 it beats the hugging (250).
        preferred.constant = 3
        window.layoutIfNeeded()
        #expect(preferred.solverConstraint !== hugging.solverConstraint && preferred.solverConstraint != nil)
        #expect(hugging.solverConstraint?.preferenceStrength == nil)
        #expect(view.frame.height == 3)
        // Back at the content's length, it is carried again.
        preferred.constant = 1
        window.layoutIfNeeded()
        #expect(preferred.solverConstraint === hugging.solverConstraint)
        #expect(view.frame.height == 1)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// A required hugging gives each content-size constraint its own solver constraint: the
    /// preference they carried goes on its own, and stays so, with the layout of the two apart.
    @Test func aContentSizeThatPartsGivesItsPreferenceASolverConstraintOfItsOwn() throws {
        let (window, stack) = makeScene(count: 3)
        let (plainWindow, plainStack) = makeScene(count: 3, carriesPreferences: false)
        let view = stack.arrangedSubviews[0]
        let preferred = try #require(preferredLength(of: view, in: stack))
        view.setContentHuggingPriority(.required, for: .vertical)
        plainStack.arrangedSubviews[0].setContentHuggingPriority(.required, for: .vertical)
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        let hugging = try #require(verticalHugging(of: view))
        #expect(preferred.solverConstraint != nil && preferred.solverConstraint !== hugging.solverConstraint)
        #expect(preferred.solverConstraint?.strength == ConstraintCompiler.strength(for: 25))
        #expect(frames(of: window) == frames(of: plainWindow))
        view.setContentHuggingPriority(.defaultLow, for: .vertical)
        plainStack.arrangedSubviews[0].setContentHuggingPriority(.defaultLow, for: .vertical)
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        #expect(frames(of: window) == frames(of: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// A view that leaves the stack's window takes its content size out at once, before the
    /// stack's next update takes the preference out.
    @Test func aViewThatLeavesTakesItsContentSizeOutFromUnderThePreference() throws {
        let (window, stack) = makeScene(count: 4)
        let (plainWindow, plainStack) = makeScene(count: 4, carriesPreferences: false)
        let view = stack.arrangedSubviews[1]
        let preferred = try #require(preferredLength(of: view, in: stack))
        view.removeFromSuperview()
        #expect(preferred.solverConstraint == nil || preferred.solverConstraint?.preferenceStrength == nil)
        #expect(window.engine.solver._checkInvariants().isEmpty)
        plainStack.arrangedSubviews[1].removeFromSuperview()
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        #expect(preferred.solverConstraint == nil && preferred.engine == nil)
        #expect(frames(of: window) == frames(of: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// Any installed optional `length == c` of that shape is carried, not only a stack's. When
    /// the content size leaves (the view has no intrinsic height any more) and nothing else
    /// moves the preference, the preference takes a solver constraint of its own at once.
    @Test func aContentSizeThatLeavesGivesItsPreferenceASolverConstraintOfItsOwn() throws {
        func scene(carriesPreferences: Bool) -> (TermWindow, SizedView, LayoutConstraint) {
            let window = makeWindow(20, 6)
            window.engine.carriesPreferences = carriesPreferences
            let view = SizedView(8, 2)
            window.addSubview(view)
            let preferred = view.heightAnchor.constraint(equalToConstant: 2)
            preferred.priority = 25
            let rival = view.heightAnchor.constraint(equalToConstant: 4)
            rival.priority = 20
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: window.leftAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor), preferred, rival,
            ])
            window.layoutIfNeeded()
            return (window, view, preferred)
        }
        let (window, view, preferred) = scene(carriesPreferences: true)
        let (plainWindow, plainView, _) = scene(carriesPreferences: false)
        #expect(preferred.solverConstraint === verticalHugging(of: view)?.solverConstraint)
        view.contentSize = Size(width: 8, height: -1)
        plainView.contentSize = Size(width: 8, height: -1)
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        #expect(verticalHugging(of: view) == nil)
        let own = try #require(preferred.solverConstraint)
        #expect(own.preferenceStrength == nil && window.engine.solver.constraints.contains { $0 === own })
        // Held at 2 by the preference at 25 against the rival at 20.
        #expect(view.frame.height == 2)
        #expect(frames(of: window) == frames(of: plainWindow))
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aWindowThatGoesAwayLetsGoOfThePreferenceToo() throws {
        let stack = StackView()
        stack.axis = .vertical
        let first = Label("x")
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(Label("y"))
        var preferred: LayoutConstraint?
        do {
            let window = makeWindow(20, 5)
            window.addSubview(stack)
            window.layoutIfNeeded()
            preferred = preferredLength(of: first, in: stack)
            #expect(
                preferred?.solverConstraint != nil
                    && preferred?.solverConstraint === verticalHugging(of: first)?.solverConstraint)
        }
        // The window went with the stack still in it: its engine let go of the preference.
        #expect(preferred?.engine == nil && preferred?.solverConstraint == nil)
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

        init(carriesPreferences: Bool) {
            window = makeWindow(30, 14)
            window.engine.carriesPreferences = carriesPreferences
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
            let preferred = stack.arrangementConstraint(StackRole(view, .preferredLength))
            let axis: LayoutAxis = b % 2 == 0 ? .vertical : .horizontal
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
                let priorities: [LayoutPriority] = [1, 25, 49, 250, 600, 999, .required]
                preferred?.priority = priorities[b % priorities.count]
            case 5:
                preferred?.constant = Double(b % 3)
            case 6:
                let distributions: [StackView.Distribution] = [
                    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
                ]
                stack.distribution = distributions[b % distributions.count]
            case 7:
                window.size = Size(width: 8 + b % 30, height: 3 + b % 14)
            case 8:
                inner.axis = inner.axis == .horizontal ? .vertical : .horizontal
            case 9:
                outer.removeFromSuperview()
                window.addSubview(outer)
                pinTopAndSides(outer, to: window)
            case 10:
                view.setContentCompressionResistancePriority([200, 750, .required][b % 3], for: axis)
            case 11:
                view.setContentHuggingPriority([1, 25, 250, .required][b % 4], for: axis)
            case 12:
                // The height follows the width: the content size's then differs from the
                // stack's preferred (one-line) height. Only in the outer stack, where every
                // width is the window's: where two views give way at the same price, the two
                // solvers may choose apart, and wrapped heights would then make two systems.
                if stack === outer, let label = view as? Label {
                    label.lineBreakMode =
                        label.lineBreakMode == .wordWrapping ? .truncatingTail : .wordWrapping
                }
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
                constraint.preferenceStrength,
            ]
            for case let strength? in strengths where !strength.isRequired {
                weights[strength.level, default: 0] += strength.weight
            }
        }
        for edit in edits { weights[edit.strength.level, default: 0] += edit.strength.weight }
        return (objectiveVector(solver.constraints, edits), weights)
    }

    /// Random changes to two stacks, nested, made alike to a window that carries preferences
    /// and to one that does not: after every layout pass the same optimum on every priority
    /// level, sound solvers, and frames that are the carrying solution's. (Not the same frames:
    /// where two views give way at the same price, either may, and the two solvers may choose
    /// apart.)
    @Test(arguments: UInt64(0)..<40)
    func theOptimumIsThatOfThePreferenceAndTheContentSizeApart(seed: UInt64) {
        var random = SplitMix64Generator(state: seed)
        var carrying = Scene(carriesPreferences: true)
        var plain = Scene(carriesPreferences: false)
        carrying.window.layoutIfNeeded()
        plain.window.layoutIfNeeded()
        var carriedSteps = 0
        for step in 0..<30 {
            let (operation, a, b) = (random.next(below: 14), random.next(below: 64), random.next(below: 64))
            carrying.apply(operation, a, b)
            plain.apply(operation, a, b)
            carrying.window.layoutIfNeeded()
            plain.window.layoutIfNeeded()
            let context = "seed \(seed), step \(step), operation \(operation)"
            let problems = carrying.window.engine.solver._checkInvariants()
            #expect(problems.isEmpty, "\(context): \(problems.prefix(3))")
            #expect(carrying.window.viewsWithStaleFrames().isEmpty, "\(context)")
            let (carryingObjective, weights) = objective(of: carrying.window)
            let plainObjective = objective(of: plain.window).values
            let same = objectivesMatch(carryingObjective, plainObjective, weights: weights)
            #expect(same, "\(context): carrying \(carryingObjective), plain \(plainObjective)")
            if !problems.isEmpty || !same { return }
            if carrying.window.engine.solver.constraints.contains(where: { $0.preferenceStrength != nil }) {
                carriedSteps += 1
            }
        }
        #expect(carriedSteps > 0, "seed \(seed): no step carried a preference")
    }

    /// The random changes carry preferences at all: a run that never carried one would pass
    /// the test above without testing anything.
    @Test func theRandomScenesCarryPreferences() {
        let scene = Scene(carriesPreferences: true)
        scene.window.layoutIfNeeded()
        let carried = scene.window.engine.solver.constraints.filter { $0.preferenceStrength != nil }
        // The outer stack's labels but the last (the inner stack has no content size), and the
        // inner stack's first label.
        #expect(carried.count == 5 + 1)
    }
}
