import Testing

@testable import TrellisCore

/// A stack remakes only the roles of the views that changed (StackView+Arrangement.swift). These
/// tests drive stacks through seeded random sequences of changes — views inserted, moved,
/// removed two ways and put back, hidden, shown, given custom gaps and new text, several
/// changes between two layouts, now and then a new axis, distribution, alignment, spacing or
/// margins — and after each layout compare the stack with two references: the arrangement a
/// stack makes from scratch (every role, made afresh), and the frames of a twin stack built
/// from scratch with the same views in a window of its own.
@MainActor
@Suite struct StackIncrementalArrangementTests {
    /// The most arranged views a session lets a stack have: few enough that a row of them fits
    /// the window, so no view is squeezed (squeezed ties may split either way, in both stacks).
    static let mostViews = 12

    /// A stack of labels in a 120×40 window, pinned at the left and top, and at the right
    /// unless `free` (then a row of many labels runs off the window instead of being squeezed).
    @MainActor
    struct Scene {
        let window: TermWindow
        let stack: StackView

        init(free: Bool = false, configure: (StackView) -> Void = { _ in }) {
            window = makeWindow(120, 40)
            stack = StackView()
            configure(stack)
            window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: window.leftAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            if !free { stack.rightAnchor.constraint(equalTo: window.rightAnchor).isActive = true }
        }
    }

    private static func randomText(_ random: inout SplitMix64Generator) -> String {
        String(repeating: "x", count: random.next(below: 7))
    }

    /// One random change to the stack (or to a view in it, or to a loose subview of it).
    private static func change(_ stack: StackView, _ random: inout SplitMix64Generator) {
        let arranged = stack.arrangedSubviews
        let loose = stack.subviews.filter { view in !arranged.contains { $0 === view } }
        func anyArranged() -> TermView? {
            arranged.isEmpty ? nil : arranged[random.next(below: arranged.count)]
        }
        switch random.next(below: 20) {
        case 0..<4 where arranged.count < mostViews:
            stack.insertArrangedSubview(
                Label(randomText(&random)), at: random.next(below: arranged.count + 1))
        case 4..<6:
            anyArranged()?.removeFromSuperview()
        case 6:
            if let view = anyArranged() { stack.removeArrangedSubview(view) }
        case 7 where !loose.isEmpty && arranged.count < mostViews:
            stack.insertArrangedSubview(loose[0], at: random.next(below: arranged.count + 1))
        case 8..<10:
            if let view = anyArranged() {
                stack.insertArrangedSubview(view, at: random.next(below: arranged.count + 1))
            }
        case 10..<13:
            if let view = anyArranged() { view.isHidden.toggle() }
        case 13..<15:
            if let view = anyArranged() {
                // -1 to 3, or none: a negative gap takes the stack's guarantee of a length of
                // zero or more away (StackView+Arrangement.swift), and its floor comes back.
                let gap = random.next(below: 6)
                stack.setCustomSpacing(gap == 5 ? nil : Double(gap) - 1, after: view)
            }
        case 15..<18:
            if let label = anyArranged() as? Label { label.text = randomText(&random) }
        case 18:
            wholeStackChange(stack, &random)
        default:
            break
        }
    }

    /// A change to the stack as a whole.
    private static func wholeStackChange(_ stack: StackView, _ random: inout SplitMix64Generator) {
        switch random.next(below: 6) {
        case 0: stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        case 1:
            let all = StackView.Distribution.allCases
            stack.distribution = all[random.next(below: all.count)]
        case 2:
            let all = StackView.Alignment.allCases
            stack.alignment = all[random.next(below: all.count)]
        case 3: stack.spacing = Double(random.next(below: 4)) - 1
        case 4:
            func inset() -> Double { Double(random.next(below: 4)) - 1 }
            stack.layoutMargins = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
        default: stack.isLayoutMarginsRelativeArrangement.toggle()
        }
    }

    /// Whether the active arrangement is, role by role, the one made from scratch.
    private static func matchesFreshArrangement(_ stack: StackView) -> Bool {
        var fresh: [StackRole: LayoutConstraint] = [:]
        for (role, constraint) in stack.makeWholeArrangement().made {
            #expect(fresh[role] == nil, "two constraints made for one role: \(role)")
            fresh[role] = constraint
        }
        let active = stack.arrangementSlots.all.filter { $0.slot.constraint.isActive }
        return active.count == fresh.count
            && active.allSatisfy { role, slot in fresh[role].map(slot.constraint.hasSameShape(as:)) ?? false }
    }

    /// The frames of the arranged views of a twin stack built from scratch: same configuration,
    /// new labels with the same texts, hidden flags and custom gaps.
    private static func twinFrames(of stack: StackView) -> [Rect] {
        let twin = Scene { copy in
            copy.axis = stack.axis
            copy.distribution = stack.distribution
            copy.alignment = stack.alignment
            copy.spacing = stack.spacing
            copy.layoutMargins = stack.layoutMargins
            copy.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        }
        var labels: [Label] = []
        for view in stack.arrangedSubviews {
            let label = Label((view as? Label)?.text ?? "")
            label.isHidden = view.isHidden
            twin.stack.addArrangedSubview(label)
            if let gap = stack.customSpacings[ObjectIdentifier(view)] {
                twin.stack.setCustomSpacing(gap, after: label)
            }
            labels.append(label)
        }
        twin.window.layoutIfNeeded()
        return labels.map(\.frame)
    }

    /// What is wrong with the floors of the stack's length, if anything: each is in the solver
    /// exactly when the stack's rules do not keep that length at zero or more, and its margins
    /// guide has none (LayoutEngine+NonNegativeSize.swift).
    private static func floorProblem(_ stack: StackView) -> String? {
        let kept = stack.lengthKeptNonNegativeAxis
        #expect(kept == stack.axisOfArrangedLengthKeptNonNegative)
        guard let floors = stack.nonNegativeSize else { return "the stack has no floors" }
        for (floor, axis) in [(floors.width, LayoutAxis.horizontal), (floors.height, .vertical)] {
            let inSolver = floor?.solverConstraint != nil
            if inSolver == (kept == axis) {
                return "the stack's \(axis) floor is \(inSolver ? "in" : "not in") the solver, and its "
                    + "rules \(kept == axis ? "keep" : "do not keep") that length non-negative"
            }
        }
        if let guide = stack.marginsGuideStorage, let floors = guide.nonNegativeSize,
            floors.width?.solverConstraint != nil || floors.height?.solverConstraint != nil
        {
            return "the margins guide has a floor in the solver"
        }
        return nil
    }

    /// The stack's configuration and the window's broken constraints, for a failure's message.
    private static func describe(_ scene: Scene) -> String {
        let stack = scene.stack
        let gaps = stack.arrangedSubviews.map {
            stack.customSpacings[ObjectIdentifier($0)].map { "\($0)" } ?? "-"
        }
        let inMargins = stack.isLayoutMarginsRelativeArrangement ? " (arranged in them)" : ""
        return "\(stack.axis), \(stack.distribution), \(stack.alignment), spacing \(stack.spacing), "
            + "margins \(stack.layoutMargins)\(inMargins), "
            + "hidden \(stack.arrangedSubviews.map(\.isHidden)), custom gaps \(gaps), stack at \(stack.frame); "
            + "broken: \(scene.window.layoutIssues.map(\.description))"
    }

    /// Runs one session; the first difference found, or `nil`.
    private static func session(seed: UInt64, steps: Int) -> String? {
        var random = SplitMix64Generator(state: seed)
        let scene = Scene { $0.axis = random.next(below: 2) == 0 ? .vertical : .horizontal }
        for _ in 0..<(1 + random.next(below: 6)) {
            scene.stack.addArrangedSubview(Label(randomText(&random)))
        }
        scene.window.layoutIfNeeded()
        for step in 0..<steps {
            for _ in 0..<(1 + random.next(below: 3)) { change(scene.stack, &random) }
            scene.window.layoutIfNeeded()
            let place = "seed \(seed), step \(step)"
            if !matchesFreshArrangement(scene.stack) {
                return "\(place): the arrangement differs from one made from scratch"
            }
            if scene.stack.arrangementSlots.all.contains(where: { !$0.slot.constraint.isActive }) {
                return "\(place): a role holds an inactive constraint"
            }
            if let problem = floorProblem(scene.stack) { return "\(place): \(problem)" }
            let frames = scene.stack.arrangedSubviews.map(\.frame)
            let expected = twinFrames(of: scene.stack)
            if frames != expected {
                return "\(place): frames \(frames), a stack built from scratch \(expected); "
                    + describe(scene)
            }
        }
        return nil
    }

    @Test(arguments: 0..<8)
    func randomChangesLeaveTheArrangementAStackBuiltFromScratchHas(_ batch: Int) {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            if let difference = Self.session(seed: seed, steps: 30) {
                Issue.record("\(difference)")
                return
            }
        }
    }

    /// Hiding, showing, appending or removing one view of a stack, or giving it a custom gap,
    /// makes, activates and deactivates as many constraints with 1,000 views as with 10, in each
    /// local distribution and with a baseline alignment (whose rules relate each view to the one
    /// before it). The stacks are in no window, so this counts the stack's work alone; what the
    /// solver does with it is StackStepComplexityTests' and the benchmark's.
    @Test(arguments: [
        (StackView.Distribution.fill, StackView.Alignment.fill), (.fillEqually, .center),
        (.equalSpacing, .leading), (.equalCentering, .trailing), (.fill, .firstBaseline),
    ])
    func oneChangedViewCostsTheSameWorkIn10And1000Views(
        _ distribution: StackView.Distribution, _ alignment: StackView.Alignment
    ) {
        func work(views count: Int) -> [StackArrangementWork] {
            let stack = StackView()
            stack.axis = .horizontal
            stack.distribution = distribution
            stack.alignment = alignment
            for index in 0..<count { stack.addArrangedSubview(Label("\(index % 10)")) }
            stack.updateConstraintsIfNeeded()
            let middle = stack.arrangedSubviews[count / 2]
            let changes: [() -> Void] = [
                { middle.isHidden = true }, { middle.isHidden = false },
                { stack.addArrangedSubview(Label("new")) },
                { stack.arrangedSubviews[0].removeFromSuperview() },
                { stack.setCustomSpacing(2, after: middle) },
                { stack.insertArrangedSubview(middle, at: 1) },
            ]
            return Self.arrangementWork(of: changes, in: stack) { stack.updateConstraintsIfNeeded() }
        }
        let small = work(views: 10)
        let large = work(views: 1000)
        #expect(small == large)
        #expect(large.allSatisfy { $0.rebuilds == 0 && $0.made < 60 && $0.activated > 0 })
    }

    /// The arrangement's work in each of `changes` to `stack`, each followed by `update`.
    private static func arrangementWork(
        of changes: [() -> Void], in stack: StackView, update: () -> Void
    ) -> [StackArrangementWork] {
        changes.map { change in
            let before = stack.arrangementWork
            change()
            update()
            let after = stack.arrangementWork
            return StackArrangementWork(
                made: after.made - before.made, activated: after.activated - before.activated,
                deactivated: after.deactivated - before.deactivated,
                rebuilds: after.rebuilds - before.rebuilds)
        }
    }

    /// A role is a view's identifier and a one-byte kind: 16 bytes in the stack's table of
    /// roles, which holds six or more per arranged view (24 when a kind carried an `Int`). The
    /// numbered kinds are each their own.
    @Test func aRoleTakesSixteenBytesAndEveryNumberedKindIsDistinct() {
        #expect(MemoryLayout<StackRole>.stride == 16)
        let numbered =
            (0..<3).map(StackRole.Kind.gap) + (0..<4).map(StackRole.Kind.across)
            + (0..<4).map(StackRole.Kind.hidden)
        #expect(Set(numbered).count == 11)
        // Every kind, in one list or the other (`hug` in both).
        #expect(Set(StackRole.perViewKinds + StackRole.stackWideKinds).count == 24)
    }

    /// The proportional distribution remakes only the changed view's rules (and its
    /// neighbour's) while another view has an intrinsic length: each view's share is its own
    /// intrinsic length times one shared length. Hiding, showing, a new text, removing and
    /// appending made every view's rules again (1,000 of them at 1,000 views, 6–8 ms a step).
    @Test func aProportionalStackRemakesOnlyTheChangedViews() {
        func work(views count: Int) -> [StackArrangementWork] {
            let window = makeWindow(120, 40)
            let stack = StackView()
            stack.distribution = .fillProportionally
            for index in 0..<count {
                stack.addArrangedSubview(Label(String(repeating: "x", count: 1 + index % 3)))
            }
            window.addSubview(stack)
            window.layoutIfNeeded()
            let middle = stack.arrangedSubviews[count / 2] as! Label
            let changes: [() -> Void] = [
                { middle.isHidden = true }, { middle.isHidden = false }, { middle.text = "xxxxx" },
                { stack.arrangedSubviews[0].removeFromSuperview() },
                { stack.addArrangedSubview(Label("xx")) },
            ]
            return Self.arrangementWork(of: changes, in: stack) { window.layoutIfNeeded() }
        }
        let small = work(views: 10)
        let large = work(views: 1000)
        #expect(small == large)
        #expect(large.allSatisfy { $0.rebuilds == 0 && $0.made < 40 && $0.activated > 0 })
    }

    /// When the views that keep their rules have no intrinsic length, the proportional shares
    /// switch between "no room" and "all equal", and every rule is remade.
    @Test func aProportionalStackWhoseOnlyWeightGoesSharesEqually() {
        let window = makeWindow(30, 3)
        let stack = StackView(arrangedSubviews: [TermView(), Label("xxxxxx"), TermView()], axis: .horizontal)
        stack.distribution = .fillProportionally
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 12),
            stack.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        let views = stack.arrangedSubviews
        #expect(views.map(\.frame.width) == [0, 12, 0])
        let rebuilds = stack.arrangementWork.rebuilds
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(stack.arrangementWork.rebuilds == rebuilds + 1)
        #expect([views[0], views[2]].map(\.frame.width) == [6, 6])
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [0, 12, 0])
    }
}
