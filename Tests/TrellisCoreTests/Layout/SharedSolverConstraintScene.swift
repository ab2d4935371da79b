import Cassowary
import CassowaryReference
import Testing

@testable import TrellisCore

// What the tests of the engine's shared solver constraints use (`PricedFloorTests`: a stack's
// hugging priced in a floor's slack; `CarriedPreferenceTests`: a stack's preferred length
// carried by a content size): a scene of two nested stacks that takes the same random changes
// in a window that shares and in one that does not, and the comparison of the two.

/// Every view's frame, in the order of a walk of the tree.
@MainActor
func framesOfEveryView(in window: TermWindow) -> [Rect] {
    var result: [Rect] = []
    func visit(_ view: TermView) {
        result.append(view.frameInWindow)
        view.subviews.forEach(visit)
    }
    visit(window)
    return result
}

/// The objective of the window's current solution, level by level, and the total weight on
/// each level (what rounding may cost per unit).
@MainActor
func solutionObjective(of window: TermWindow) -> (values: [Int: Double], weights: [Int: Double]) {
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

/// A 30×12 window, its engine set up by `configure`, with a vertical stack of `count` labels
/// pinned to its top and sides, laid out.
@MainActor
func makeLabelStack(count: Int, configure: (LayoutEngine) -> Void) -> (TermWindow, StackView) {
    let window = makeWindow(30, 12)
    configure(window.engine)
    let stack = StackView()
    stack.axis = .vertical
    for index in 0..<count { stack.addArrangedSubview(Label("label \(index)")) }
    window.addSubview(stack)
    pinTopAndSides(stack, to: window)
    window.layoutIfNeeded()
    return (window, stack)
}

/// A vertical stack of six labels with a horizontal stack of two inside, pinned to the top and
/// sides of a 30×14 window, and the random changes made to it.
@MainActor
struct NestedStacksScene {
    let window: TermWindow
    let outer: StackView
    let inner: StackView

    /// The number of kinds of change ``apply(_:_:_:)`` makes.
    static let operationCount = 16

    /// The scene, its window's engine set up by `configure` first.
    init(configure: (LayoutEngine) -> Void) {
        window = makeWindow(30, 14)
        configure(window.engine)
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

    /// Change number `operation` (below ``operationCount``), to the arranged view `a` picks,
    /// with `b` choosing what.
    mutating func apply(_ operation: Int, _ a: Int, _ b: Int) {
        let pairs = arranged
        let (stack, view) = pairs[a % pairs.count]
        let hug = stack.arrangementConstraint(StackRole(view, .hug))
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
            (view as? Label)?.text = String(repeating: "t", count: b % 12) + (b % 5 == 0 ? "\nsecond" : "")
        case 4:
            let priorities: [LayoutPriority] = [1, 25, 49, 50, 250, 600, 999, .required]
            hug?.priority = priorities[b % priorities.count]
        case 5:
            hug?.constant = Double(b % 3)
        case 6:
            let distributions: [StackView.Distribution] = [
                .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
            ]
            stack.distribution = distributions[b % distributions.count]
        case 7:
            window.size = Size(width: 8 + b % 30, height: 3 + b % 14)
        case 8:
            // The inner stack's length along its axis is kept non-negative by its views: its
            // floors are taken out and queued again.
            inner.axis = inner.axis == .horizontal ? .vertical : .horizontal
        case 9:
            outer.removeFromSuperview()
            window.addSubview(outer)
            pinTopAndSides(outer, to: window)
        case 10:
            view.setContentCompressionResistancePriority([200, 750, .required][b % 3], for: axis)
        case 11:
            let priorities: [LayoutPriority] = [1, 25, 49, 250, 600, 999, .required]
            preferred?.priority = priorities[b % priorities.count]
        case 12:
            preferred?.constant = Double(b % 3)
        case 13:
            view.setContentHuggingPriority([1, 25, 250, .required][b % 4], for: axis)
        case 14:
            // The height follows the width: the content size's then differs from the stack's
            // preferred (one-line) height. Only in the outer stack, where every width is the
            // window's: where two views give way at the same price, two solvers may choose
            // apart, and wrapped heights would then make two systems.
            if stack === outer, let label = view as? Label {
                label.lineBreakMode = label.lineBreakMode == .wordWrapping ? .truncatingTail : .wordWrapping
            }
        default:
            let bottom = outer.bottomAnchor.constraint(equalTo: window.bottomAnchor)
            bottom.priority = b % 2 == 0 ? .required : 500
            bottom.isActive = true
        }
    }
}

/// Random changes to the nested stacks, made alike to a window whose engine shares solver
/// constraints one way (`sharing`) and to one that does not (`plain`): after every layout pass
/// the same optimum on every priority level, a sound solver and frames that are the sharing
/// solution's. (Not the same frames: where two views give way at the same price, either may,
/// and the two solvers may choose apart.) Returns the number of steps after which `shares`
/// said the sharing window shared something, so that a test can require that it did.
@MainActor
func expectTheSameOptimum(
    seed: UInt64, steps: Int, sharing: (LayoutEngine) -> Void, plain: (LayoutEngine) -> Void,
    shares: (LayoutEngine) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    var random = SplitMix64Generator(state: seed)
    var shared = NestedStacksScene(configure: sharing)
    var apart = NestedStacksScene(configure: plain)
    shared.window.layoutIfNeeded()
    apart.window.layoutIfNeeded()
    var sharingSteps = 0
    for step in 0..<steps {
        let operation = random.next(below: NestedStacksScene.operationCount)
        let (a, b) = (random.next(below: 64), random.next(below: 64))
        shared.apply(operation, a, b)
        apart.apply(operation, a, b)
        shared.window.layoutIfNeeded()
        apart.window.layoutIfNeeded()
        let context = "seed \(seed), step \(step), operation \(operation)"
        let problems = shared.window.engine.solver._checkInvariants()
        #expect(problems.isEmpty, "\(context): \(problems.prefix(3))", sourceLocation: sourceLocation)
        #expect(shared.window.viewsWithStaleFrames().isEmpty, "\(context)", sourceLocation: sourceLocation)
        let (sharedObjective, weights) = solutionObjective(of: shared.window)
        let apartObjective = solutionObjective(of: apart.window).values
        let same = objectivesMatch(sharedObjective, apartObjective, weights: weights)
        #expect(
            same, "\(context): shared \(sharedObjective), apart \(apartObjective)",
            sourceLocation: sourceLocation)
        if !problems.isEmpty || !same { return sharingSteps }
        if shares(shared.window.engine) { sharingSteps += 1 }
    }
    return sharingSteps
}
