import Testing

@testable import TrellisCore

/// Random small view trees squeezed into small windows: whatever the constraints, the published
/// frames keep every required constraint that is not reported broken (up to rounding, one cell),
/// no view or guide is solved to a negative length, a constraint that would need one is the
/// one reported broken, and a window that is too small says it needs more on some axis.
@MainActor
@Suite struct SqueezePropertyTests {
    /// A generated layout: the window, its views and guides, and the constraints made for them.
    struct Scene {
        let window: TermWindow
        let views: [SizedView]
        let guides: [LayoutGuide]
        let constraints: [LayoutConstraint]

        var items: [LayoutItem] { views + guides }
    }

    /// Builds a tree of 2…6 views (each under the window or an earlier view), a guide or two,
    /// content sizes with random compression resistance (sometimes required), and 6…16 random
    /// relations between edges and lengths, most of them required.
    static func makeScene(seed: UInt64) -> Scene {
        var random = SplitMix64Generator(state: seed)
        let window = makeWindow(20, 8)
        var views: [SizedView] = []
        for index in 0..<Int.random(in: 2...6, using: &random) {
            let width = Int.random(in: -1...8, using: &random)
            let height = Int.random(in: -1...3, using: &random)
            let view = SizedView(width, height, id: "v\(index)")
            let parent: TermView =
                views.isEmpty || Bool.random(using: &random) ? window : views.randomElement(using: &random)!
            parent.addSubview(view)
            for axis in [LayoutAxis.horizontal, .vertical] {
                let priorities: [LayoutPriority] = [.defaultHigh, .defaultHigh, .required, 300]
                view.setContentCompressionResistancePriority(
                    priorities.randomElement(using: &random)!, for: axis)
            }
            views.append(view)
        }
        var guides: [LayoutGuide] = []
        for index in 0..<Int.random(in: 0...2, using: &random) {
            let guide = LayoutGuide()
            guide.identifier = "g\(index)"
            (([window] as [TermView]) + views).randomElement(using: &random)!.addLayoutGuide(guide)
            guides.append(guide)
        }
        let items: [LayoutItem] = [window] + views + guides
        var constraints: [LayoutConstraint] = []
        for _ in 0..<Int.random(in: 6...16, using: &random) {
            let first = (views as [LayoutItem] + guides).randomElement(using: &random)!
            let second = items.filter { $0 !== first }.randomElement(using: &random)!
            let relation: LayoutRelation = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
                .randomElement(
                    using: &random)!
            let constraint: LayoutConstraint?
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                constraint = try? LayoutConstraint(
                    item: first, attribute: [.left, .right].randomElement(using: &random)!,
                    relatedBy: relation,
                    toItem: second, attribute: [.left, .right].randomElement(using: &random)!,
                    constant: Double(Int.random(in: -2...3, using: &random)))
            case 1:
                constraint = try? LayoutConstraint(
                    item: first, attribute: [.top, .bottom].randomElement(using: &random)!,
                    relatedBy: relation,
                    toItem: second, attribute: [.top, .bottom].randomElement(using: &random)!,
                    constant: Double(Int.random(in: -2...3, using: &random)))
            case 2:
                let attribute: LayoutAttribute = Bool.random(using: &random) ? .width : .height
                constraint = try? LayoutConstraint(
                    item: first, attribute: attribute, relatedBy: relation, toItem: nil,
                    attribute: .notAnAttribute, constant: Double(Int.random(in: 0...10, using: &random)))
            default:
                let attribute: LayoutAttribute = Bool.random(using: &random) ? .width : .height
                constraint = try? LayoutConstraint(
                    item: first, attribute: attribute, relatedBy: relation, toItem: second,
                    attribute: attribute, constant: Double(Int.random(in: -3...3, using: &random)))
            }
            guard let constraint else { continue }
            if Int.random(in: 0..<10, using: &random) >= 6 {
                constraint.priority = [250, 500, 750, 999].randomElement(using: &random)!
            }
            constraints.append(constraint)
        }
        LayoutConstraint.activate(constraints)
        return Scene(window: window, views: views, guides: guides, constraints: constraints)
    }

    /// The value of `attribute` of `item` on the published frames, in window coordinates; `nil`
    /// for attributes a frame does not give exactly.
    static func value(of attribute: LayoutAttribute, of item: LayoutItem) -> Double? {
        let frame: Rect
        if let view = item as? TermView {
            frame = view.frameInWindow
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            frame = guide.layoutFrame.offsetBy(dx: owner.frameInWindow.minX, dy: owner.frameInWindow.minY)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return Double(frame.minX)
        case .right, .trailing: return Double(frame.maxX)
        case .top: return Double(frame.minY)
        case .bottom: return Double(frame.maxY)
        case .width: return Double(frame.width)
        case .height: return Double(frame.height)
        default: return nil
        }
    }

    /// How far `constraint` is from holding on the published frames (0 when it holds), or `nil`
    /// when the frames cannot tell.
    static func violation(of constraint: LayoutConstraint) -> Double? {
        var difference = -constraint.constant
        var known = true
        constraint.first.forEach { term in
            guard let item = term.item, let value = value(of: term.attribute, of: item) else {
                known = false
                return
            }
            difference += term.coefficient * value
        }
        constraint.second?.forEach { term in
            guard let item = term.item, let value = value(of: term.attribute, of: item) else {
                known = false
                return
            }
            difference -= constraint.multiplier * term.coefficient * value
        }
        guard known else { return nil }
        switch constraint.relation {
        case .equal: return abs(difference)
        case .greaterThanOrEqual: return max(0, -difference)
        case .lessThanOrEqual: return max(0, difference)
        }
    }

    /// Every required constraint the engine solves now: the installed ones and the ones it made.
    static func requiredConstraints(in window: TermWindow) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        window.forEachInSubtree { view in
            for constraint in view.constraints + view.generated.all
            where constraint.priority.isRequired && !constraint.isBroken && constraint.engine != nil {
                result.append(constraint)
            }
        }
        return result
    }

    /// Checks the scene at its window's current size; returns what is wrong, one line each.
    static func problems(in scene: Scene) -> [String] {
        let window = scene.window
        window.layoutIfNeeded()
        var problems: [String] = []
        for constraint in requiredConstraints(in: window) {
            if let violation = violation(of: constraint), violation > 1 {
                problems.append("\(constraint) is off by \(violation)")
            }
        }
        for item in [window as LayoutItem] + scene.items {
            for variable in [item.widthVariable, item.heightVariable] {
                let length = window.engine.solver.currentValue(of: variable)
                if length < -1e-6 { problems.append("\(item.displayName) has a length of \(length)") }
            }
        }
        for issue in window.layoutIssues where issue.constraint?.origin == .nonNegativeSize {
            problems.append("a non-negative size was broken: \(issue)")
        }
        let size = window.size
        let required = window.requiredSize
        if window.isTooSmall && required.width <= size.width && required.height <= size.height {
            problems.append("too small at \(size) but needs only \(required)")
        }
        if !window.isTooSmall && (required.width > size.width || required.height > size.height) {
            problems.append("fits \(size) but says it needs \(required)")
        }
        return problems
    }

    @Test(arguments: 0..<40)
    func squeezedRandomLayoutsKeepEveryRequiredConstraint(batch: Int) {
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            let scene = Self.makeScene(seed: seed)
            var random = SplitMix64Generator(state: seed ^ 0xD1B5_4A32_D192_ED03)
            var sizes = [Size(width: 20, height: 8)]
            for _ in 0..<6 {
                sizes.append(
                    Size(
                        width: Int.random(in: 0...14, using: &random),
                        height: Int.random(in: 0...6, using: &random)))
            }
            for size in sizes {
                scene.window.size = size
                let problems = Self.problems(in: scene)
                #expect(problems.isEmpty, "seed \(seed) at \(size):\n\(problems.joined(separator: "\n"))")
                if !problems.isEmpty { return }
            }
        }
    }

    /// Changes that take a constraint out of the solver on the way — a priority raised to
    /// required or lowered from it (remove, then add), a constant moved into a conflict — on
    /// squeezed scenes where most such adds are refused: after each layout pass every frame is
    /// the solver's current solution (none left from before a removal) and the required
    /// constraints not reported broken hold.
    @Test(arguments: 0..<20)
    func priorityAndConstantChangesIntoConflictsKeepTheFramesTrue(batch: Int) {
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            let scene = Self.makeScene(seed: seed)
            var random = SplitMix64Generator(state: seed ^ 0x5851_F42D_4C95_7F2D)
            var history: [String] = []
            for _ in 0..<16 {
                let constraint = scene.constraints.randomElement(using: &random)!
                let name = constraint.description
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1:
                    constraint.priority = .required
                    history.append("\(name) required")
                case 2:
                    constraint.priority = [250, 500, 999].randomElement(using: &random)!
                    history.append("\(name) at \(constraint.priority)")
                case 3:
                    constraint.constant = Double(Int.random(in: -3...12, using: &random))
                    history.append("\(name) constant \(constraint.constant)")
                case 4:
                    constraint.isActive.toggle()
                    history.append("\(name) active \(constraint.isActive)")
                default:
                    let size = Size(
                        width: Int.random(in: 0...20, using: &random),
                        height: Int.random(in: 0...8, using: &random))
                    scene.window.size = size
                    history.append("resize \(size)")
                }
                scene.window.layoutIfNeeded()
                let stale = scene.window.viewsWithStaleFrames().map { $0.identifier ?? "?" }
                let problems = Self.problems(in: scene)
                #expect(
                    stale.isEmpty && problems.isEmpty,
                    "seed \(seed): stale frames \(stale), \(problems) after \(history)")
                if !stale.isEmpty || !problems.isEmpty { return }
            }
        }
    }

    /// Asking whether views are ambiguous, or how small the window may be, changes no frame —
    /// not even of an ambiguous view, whose solution the questions could leave at another
    /// vertex just as good (before the solver took questions back, 329 of 400 scenes moved).
    @Test func questionsLeaveTheLayoutWhereItWas() {
        for seed in UInt64(0)..<200 {
            let scene = Self.makeScene(seed: seed)
            scene.window.size = Size(width: Int(seed % 21), height: Int(seed % 9))
            scene.window.layoutIfNeeded()
            let before = scene.views.map(\.frameInWindow)
            for view in scene.views { _ = view.hasAmbiguousLayout }
            _ = scene.window.requiredSize
            let stale = scene.window.viewsWithStaleFrames()
            #expect(stale.isEmpty, "seed \(seed): \(before) became \(scene.views.map(\.frameInWindow))")
        }
    }
}
