import Testing

@testable import TrellisCore

/// Random trees of stack views squeezed into small windows and changed step by step (views
/// hidden and shown, arranged and let go, alignments, axes, margins and spacings changed, user
/// constraints that want negative lengths turned on and off): after every pass the required
/// constraints not reported broken hold on the published frames, no length in the solver is
/// negative, no floor is broken and every rule a stack holds is named as its own. A view
/// filled across a stack has no floor of its own across it (its thickness is the stack's), and
/// a stack has none along its axis while its rules keep that length at zero or more, so these
/// are the scenes where a missing floor would show. At ten times these seeds, 5 of 2,000 scenes
/// found a stack solved to a negative length after a user's constraint broke one of its rules
/// (`NonNegativeSizeTests.aStackWhoseRuleBreaksTakesItsFloorBack`).
@MainActor
@Suite struct StackSqueezePropertyTests {
    /// A generated tree: the window, every stack (the first is the root) and every leaf.
    struct Scene {
        let window: TermWindow
        var stacks: [StackView] = []
        var leaves: [SizedView] = []
        var userConstraints: [LayoutConstraint] = []
    }

    static let alignments: [StackView.Alignment] = [.fill, .fill, .fill, .leading, .center, .trailing]
    static let distributions: [StackView.Distribution] = [
        .fill, .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    /// Gives `stack` random settings: mostly the fill alignment, now and then margins (some
    /// negative) to arrange in, a negative spacing or an axis of its own.
    static func randomize(_ stack: StackView, using random: inout SplitMix64Generator) {
        stack.axis = Bool.random(using: &random) ? .vertical : .horizontal
        stack.alignment = alignments.randomElement(using: &random)!
        stack.distribution = distributions.randomElement(using: &random)!
        stack.spacing = Double(Int.random(in: -1...2, using: &random))
        stack.isLayoutMarginsRelativeArrangement = Int.random(in: 0..<4, using: &random) == 0
        func margin() -> Double { Double(Int.random(in: -1...2, using: &random)) }
        stack.layoutMargins = EdgeInsets(top: margin(), left: margin(), bottom: margin(), right: margin())
    }

    /// A stack of 1…4 views, some of them stacks of their own (two levels below the root at
    /// most), some leaves hidden.
    static func makeStack(
        depth: Int, in scene: inout Scene, using random: inout SplitMix64Generator
    ) -> StackView {
        let stack = StackView()
        stack.identifier = "s\(scene.stacks.count)"
        scene.stacks.append(stack)
        randomize(stack, using: &random)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if depth < 2 && Int.random(in: 0..<10, using: &random) < 3 {
                stack.addArrangedSubview(makeStack(depth: depth + 1, in: &scene, using: &random))
                continue
            }
            let leaf = SizedView(
                Int.random(in: -1...6, using: &random), Int.random(in: -1...3, using: &random),
                id: "v\(scene.leaves.count)")
            for axis in [LayoutAxis.horizontal, .vertical] {
                let priorities: [LayoutPriority] = [.defaultHigh, .defaultHigh, .required, 300]
                leaf.setContentCompressionResistancePriority(
                    priorities.randomElement(using: &random)!, for: axis)
            }
            leaf.isHidden = Int.random(in: 0..<5, using: &random) == 0
            stack.addArrangedSubview(leaf)
            scene.leaves.append(leaf)
        }
        return stack
    }

    /// A user constraint on a leaf: a length that may want to be negative, or an edge tied to
    /// the window's, required or not.
    static func makeUserConstraint(
        on leaf: SizedView, in window: TermWindow, using random: inout SplitMix64Generator
    ) -> LayoutConstraint {
        let relations: [LayoutRelation] = [.equal, .greaterThanOrEqual, .lessThanOrEqual]
        let relation = relations.randomElement(using: &random)!
        let constraint: LayoutConstraint
        if Bool.random(using: &random) {
            let attribute: LayoutAttribute = Bool.random(using: &random) ? .width : .height
            constraint = try! LayoutConstraint(
                item: leaf, attribute: attribute, relatedBy: relation, toItem: nil,
                attribute: .notAnAttribute, constant: Double(Int.random(in: -2...6, using: &random)))
        } else {
            let attribute: LayoutAttribute = [.left, .right, .top, .bottom].randomElement(using: &random)!
            constraint = try! LayoutConstraint(
                item: leaf, attribute: attribute, relatedBy: relation, toItem: window, attribute: attribute,
                constant: Double(Int.random(in: -2...6, using: &random)))
        }
        if Bool.random(using: &random) {
            constraint.priority = [250, 750, 999].randomElement(using: &random)!
        }
        return constraint
    }

    static func makeScene(seed: UInt64) -> Scene {
        var random = SplitMix64Generator(state: seed)
        var scene = Scene(window: makeWindow(20, 8))
        let root = makeStack(depth: 0, in: &scene, using: &random)
        scene.window.addSubview(root)
        var pins = [
            root.leftAnchor.constraint(equalTo: scene.window.leftAnchor),
            root.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ]
        if Bool.random(using: &random) {
            pins.append(root.rightAnchor.constraint(equalTo: scene.window.rightAnchor))
        }
        if Bool.random(using: &random) {
            pins.append(root.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor))
        }
        LayoutConstraint.activate(pins)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            guard let leaf = scene.leaves.randomElement(using: &random) else { break }
            let constraint = makeUserConstraint(on: leaf, in: scene.window, using: &random)
            constraint.isActive = true
            scene.userConstraints.append(constraint)
        }
        return scene
    }

    /// One random change; returns what it did, for the failure message.
    static func change(_ scene: Scene, using random: inout SplitMix64Generator) -> String {
        let stack = scene.stacks.randomElement(using: &random)!
        let name = stack.identifier ?? "?"
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            guard let leaf = scene.leaves.randomElement(using: &random) else { return "nothing" }
            leaf.isHidden.toggle()
            return "\(leaf.identifier ?? "?") hidden \(leaf.isHidden)"
        case 2:
            stack.alignment = alignments.randomElement(using: &random)!
            return "\(name) aligned \(stack.alignment)"
        case 3:
            stack.isLayoutMarginsRelativeArrangement.toggle()
            return "\(name) in its margins \(stack.isLayoutMarginsRelativeArrangement)"
        case 4:
            stack.axis = stack.axis == .vertical ? .horizontal : .vertical
            return "\(name) along \(stack.axis)"
        case 5:
            stack.spacing = Double(Int.random(in: -1...2, using: &random))
            return "\(name) spaced \(stack.spacing)"
        case 6:
            // A leaf let go (it stays a subview, placed by nothing) or arranged again.
            guard let leaf = scene.leaves.randomElement(using: &random),
                let owner = leaf.superview as? StackView
            else { return "nothing" }
            if owner.arrangedSubviews.contains(where: { $0 === leaf }) {
                owner.removeArrangedSubview(leaf)
                return "\(leaf.identifier ?? "?") let go"
            }
            owner.addArrangedSubview(leaf)
            return "\(leaf.identifier ?? "?") arranged again"
        case 7:
            guard let constraint = scene.userConstraints.randomElement(using: &random) else {
                return "nothing"
            }
            constraint.isActive.toggle()
            return "\(constraint) active \(constraint.isActive)"
        default:
            let size = Size(
                width: Int.random(in: 0...20, using: &random), height: Int.random(in: 0...8, using: &random))
            scene.window.size = size
            return "resize \(size)"
        }
    }

    /// What is wrong with the scene after a pass, one line each.
    static func problems(in scene: Scene) -> [String] {
        let window = scene.window
        window.layoutIfNeeded()
        var problems: [String] = []
        // A margins guide has no floor (LayoutEngine+NonNegativeSize.swift): in a stack smaller
        // than its margins its length is negative, and its published frame, clamped at zero,
        // cannot show the constraints that hold it.
        func touchesANegativeGuide(_ constraint: LayoutConstraint) -> Bool {
            constraint.items.contains { item in
                guard item is LayoutGuide else { return false }
                return [item.widthVariable, item.heightVariable].contains {
                    window.engine.solver.currentValue(of: $0) < -1e-6
                }
            }
        }
        for constraint in SqueezePropertyTests.requiredConstraints(in: window)
        where !touchesANegativeGuide(constraint) {
            if let violation = SqueezePropertyTests.violation(of: constraint), violation > 1 {
                problems.append("\(constraint) is off by \(violation)")
            }
        }
        window.forEachInSubtree { view in
            for variable in [view.widthVariable, view.heightVariable] {
                let length = window.engine.solver.currentValue(of: variable)
                if length < -1e-6 { problems.append("\(view.displayName) has a length of \(length)") }
            }
        }
        for issue in window.layoutIssues where issue.constraint?.origin == .nonNegativeSize {
            problems.append("a non-negative size was broken: \(issue)")
        }
        let stale = window.viewsWithStaleFrames().map { $0.identifier ?? "?" }
        if !stale.isEmpty { problems.append("stale frames: \(stale)") }
        // A stack gives its floors back only when one of its own rules breaks, which it knows
        // by the name (`StackView.isArrangementRule(_:)`): every rule it holds must carry it.
        for stack in scene.stacks {
            stack.arrangementSlots.forEach { _, slot in
                guard !StackView.isArrangementRule(slot.constraint) else { return }
                problems.append("\(stack.displayName) holds a rule not named stack-…: \(slot.constraint)")
            }
        }
        return problems
    }

    /// How many leaves have no floor across their stack now (their thickness is the stack's).
    static func leavesFilledWithoutAFloor(in scene: Scene) -> Int {
        scene.leaves.count { leaf in
            guard let floors = leaf.nonNegativeSize else { return false }
            return floors.width?.engine == nil || floors.height?.engine == nil
        }
    }

    /// Squeezes and changes the scene of `seed` step by step, recording an issue at the first
    /// problem; returns how many leaves had no floor across their stack, summed over the steps.
    static func squeezeAndChange(seed: UInt64) -> Int {
        let scene = makeScene(seed: seed)
        var random = SplitMix64Generator(state: seed ^ 0x9E37_79B9_7F4A_7C15)
        var history: [String] = []
        var withoutAFloor = 0
        for _ in 0..<12 {
            let problems = problems(in: scene)
            #expect(problems.isEmpty, "seed \(seed) after \(history):\n\(problems.joined(separator: "\n"))")
            if !problems.isEmpty { break }
            withoutAFloor += leavesFilledWithoutAFloor(in: scene)
            history.append(change(scene, using: &random))
        }
        return withoutAFloor
    }

    @Test(arguments: 0..<20)
    func squeezedAndChangedStacksKeepEveryRequiredConstraint(batch: Int) {
        var withoutAFloor = 0
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            withoutAFloor += Self.squeezeAndChange(seed: seed)
        }
        // The scenes do reach the case they are for.
        #expect(withoutAFloor > 0)
    }

    /// The scenes, beyond the seeds above, where a stack's rule broken by a user's constraint
    /// left the stack with a negative length.
    @Test(arguments: [636, 920, 1299, 1529, 1866] as [UInt64])
    func scenesThatBrokeAStacksRule(seed: UInt64) {
        _ = Self.squeezeAndChange(seed: seed)
    }
}
