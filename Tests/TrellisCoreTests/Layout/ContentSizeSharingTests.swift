import Cassowary
import Testing

@testable import TrellisCore

/// A view's hugging and compression resistance on one axis are two layout constraints that
/// share one solver constraint while both are optional (LayoutEngine+ContentSize.swift): one
/// row instead of two. What parts them (a required priority, a constant set on one alone) and
/// what joins them again, and that the frames are those of the two constraints either way.
@MainActor
@Suite struct ContentSizeSharingTests {
    /// A 10×1 view pinned to the window's top left corner and stretched to `width` by a
    /// constraint at `pull`.
    private func makeScene(width: Int = 16, pull: LayoutPriority = 500) -> (TermWindow, SizedView) {
        let window = makeWindow(40, 5)
        let view = SizedView(10, 1, id: "view")
        window.addSubview(view)
        let stretch = view.widthAnchor.constraint(equalToConstant: Double(width))
        stretch.priority = pull
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor), stretch,
        ])
        window.layoutIfNeeded()
        return (window, view)
    }

    /// The view's hugging and compression resistance along `axis`.
    private func pair(_ view: TermView, _ axis: LayoutAxis) -> (LayoutConstraint, LayoutConstraint) {
        let base = axis == .horizontal ? 0 : 2
        return (view.generated.contentSize[base]!, view.generated.contentSize[base + 1]!)
    }

    /// Whether the two share one solver constraint.
    private func areShared(_ pair: (LayoutConstraint, LayoutConstraint)) -> Bool {
        pair.0.solverConstraint != nil && pair.0.solverConstraint === pair.1.solverConstraint
    }

    @Test func bothSidesOfAnAxisShareOneSolverConstraint() throws {
        let (window, view) = makeScene()
        for axis in [LayoutAxis.horizontal, .vertical] {
            let (hugging, compression) = pair(view, axis)
            #expect(areShared((hugging, compression)))
            let shared = try #require(hugging.solverConstraint)
            #expect(shared.relation == .equal && shared.hasOwnShortfallStrength)
            #expect(shared.strength == ConstraintCompiler.strength(for: hugging.priority))
            #expect(shared.shortfallStrength == ConstraintCompiler.strength(for: compression.priority))
        }
        // Two solver constraints for the view's four content-size constraints.
        let contentSizes = window.engine.solver.constraints.filter(\.hasOwnShortfallStrength)
        #expect(contentSizes.count == 2)
        // Hugging (250) loses to the pull (500): the view stretches.
        #expect(view.frame == Rect(0, 0, 16, 1))
    }

    @Test func eachPriorityPricesItsOwnSide() throws {
        let (window, view) = makeScene(width: 16, pull: 500)
        let (hugging, compression) = pair(view, .horizontal)
        let shared = try #require(hugging.solverConstraint)
        view.setContentHuggingPriority(600, for: .horizontal)
        window.layoutIfNeeded()
        #expect(hugging.solverConstraint === shared && compression.solverConstraint === shared)
        #expect(shared.strength == ConstraintCompiler.strength(for: 600))
        #expect(view.frame.width == 10)  // hugging beats the pull now
        view.setContentHuggingPriority(250, for: .horizontal)
        window.layoutIfNeeded()
        #expect(view.frame.width == 16)
        // Pulled in below its intrinsic width: compression resistance against the pull.
        let (squeezed, squeezedView) = makeScene(width: 4, pull: 500)
        let squeezedPair = pair(squeezedView, .horizontal)
        #expect(squeezedView.frame.width == 10)  // 750 beats 500
        squeezedView.setContentCompressionResistancePriority(400, for: .horizontal)
        squeezed.layoutIfNeeded()
        #expect(areShared(squeezedPair))
        #expect(squeezedPair.1.solverConstraint?.shortfallStrength == ConstraintCompiler.strength(for: 400))
        #expect(squeezedView.frame.width == 4)
    }

    @Test func aRequiredPriorityPartsTheTwoAndAnOptionalOneJoinsThemAgain() throws {
        let (window, view) = makeScene(width: 4, pull: 500)
        let (hugging, compression) = pair(view, .horizontal)
        #expect(view.frame.width == 10)  // compression resistance (750) beats the pull
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        #expect(!areShared((hugging, compression)))
        #expect(hugging.solverConstraint != nil && compression.solverConstraint?.strength == .required)
        #expect(view.frame.width == 10)
        view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        window.layoutIfNeeded()
        #expect(areShared((hugging, compression)))
        #expect(view.frame.width == 10)
        // Joined again, the shortfall still costs 750: a stronger pull wins.
        let pull = try #require(view.referencingConstraints.first { $0.priority == 500 })
        pull.priority = 800
        window.layoutIfNeeded()
        #expect(view.frame.width == 4)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    @Test func aConstantSetOnOneAlonePartsThemAndTheNextContentJoinsThem() {
        let (window, view) = makeScene(width: 16, pull: 500)
        let (hugging, compression) = pair(view, .horizontal)
        hugging.constant = 20  // hugging now lets the view grow to 20 for free
        window.layoutIfNeeded()
        #expect(!areShared((hugging, compression)))
        #expect(view.frame.width == 16)
        compression.constant = 18  // compression resistance now holds it at 18 at least (750)
        window.layoutIfNeeded()
        #expect(view.frame.width == 18)
        view.contentSize = Size(width: 12, height: 1)
        window.layoutIfNeeded()
        #expect(areShared((hugging, compression)))
        #expect(hugging.constant == 12 && compression.constant == 12)
        #expect(view.frame.width == 16)
    }

    @Test func theContentChangesTheSharedConstantInPlace() throws {
        let (window, view) = makeScene(width: 4, pull: 500)
        let (hugging, compression) = pair(view, .horizontal)
        let shared = try #require(hugging.solverConstraint)
        view.contentSize = Size(width: 7, height: 1)
        window.layoutIfNeeded()
        #expect(hugging.solverConstraint === shared && compression.solverConstraint === shared)
        #expect(view.frame.width == 7)
        view.contentSize = Size(width: TermView.noIntrinsicMetric, height: 1)
        window.layoutIfNeeded()
        #expect(view.generated.contentSize[0] == nil && view.generated.contentSize[1] == nil)
        #expect(!window.engine.solver.constraints.contains { $0 === shared })
        #expect(hugging.engine == nil && compression.engine == nil)
        #expect(view.frame.width == 4)
    }

    @Test func leavingTheWindowTakesTheSharedConstraintOut() throws {
        let (window, view) = makeScene()
        let (hugging, compression) = pair(view, .vertical)
        let shared = try #require(hugging.solverConstraint)
        view.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(!window.engine.solver.constraints.contains { $0 === shared })
        #expect(hugging.engine == nil && compression.engine == nil)
        #expect(hugging.solverConstraint == nil && compression.solverConstraint == nil)
        #expect(window.engine.solver._checkInvariants().isEmpty)
    }

    /// The window's engine lets go of both constraints of a shared pair when it goes away: the
    /// one it owns the shared record through, and its partner, which would otherwise keep an
    /// unowned reference to a freed engine.
    @Test func aWindowThatGoesAwayLetsGoOfBoth() {
        let view = SizedView(10, 1, id: "survivor")
        var hugging: LayoutConstraint?
        var compression: LayoutConstraint?
        do {
            let window = makeWindow(20, 3)
            window.addSubview(view)
            window.layoutIfNeeded()
            (hugging, compression) = pair(view, .horizontal)
            #expect(areShared((hugging!, compression!)))
        }
        #expect(hugging?.engine == nil && compression?.engine == nil)
        #expect(hugging?.solverConstraint == nil && compression?.solverConstraint == nil)
    }
}
