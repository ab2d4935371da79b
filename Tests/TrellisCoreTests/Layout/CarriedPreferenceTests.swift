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
        makeLabelStack(count: count) { $0.carriesPreferences = carriesPreferences }
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
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
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
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
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
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
        view.setContentHuggingPriority(.defaultLow, for: .vertical)
        plainStack.arrangedSubviews[0].setContentHuggingPriority(.defaultLow, for: .vertical)
        window.layoutIfNeeded()
        plainWindow.layoutIfNeeded()
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
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
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
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
        #expect(framesOfEveryView(in: window) == framesOfEveryView(in: plainWindow))
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

    /// Random changes to two stacks, nested, made alike to a window that carries preferences
    /// and to one that does not (`expectTheSameOptimum`): the same optimum on every priority
    /// level after every layout pass; and the changes carried preferences at all.
    @Test(arguments: UInt64(0)..<40)
    func theOptimumIsThatOfThePreferenceAndTheContentSizeApart(seed: UInt64) {
        let carriedSteps = expectTheSameOptimum(
            seed: seed, steps: 30, sharing: { $0.carriesPreferences = true },
            plain: { $0.carriesPreferences = false },
            shares: { engine in engine.solver.constraints.contains { $0.preferenceStrength != nil } })
        #expect(carriedSteps > 0, "seed \(seed): no step carried a preference")
    }

    /// The random scene carries preferences from the start.
    @Test func theRandomSceneCarriesPreferences() {
        let scene = NestedStacksScene(configure: { $0.carriesPreferences = true })
        scene.window.layoutIfNeeded()
        let carried = scene.window.engine.solver.constraints.filter { $0.preferenceStrength != nil }
        // The outer stack's labels but the last (the inner stack has no content size), and the
        // inner stack's first label.
        #expect(carried.count == 5 + 1)
    }
}
