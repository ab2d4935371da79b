import Testing

@testable import TrellisCore

/// Incremental equals fresh: a window edited step by step (resizes, constants, priorities,
/// activation, content sizes, views leaving and coming back) lays out every view whose frame is
/// determined exactly as a new window built from the same state in one go.
///
/// The state is plain data (``Model``), so the fresh window is built from it directly, never by
/// replaying the history the incremental window went through.
@MainActor
@Suite struct IncrementalLayoutPropertyTests {
    /// One constraint of the model: `first.firstAttribute REL second.secondAttribute · multiplier
    /// + constant @ priority`, between views by index (-1 is the window).
    struct ConstraintSpec {
        var first: Int
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: Int?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
        var isActive = true
    }

    /// One view of the model: its parent (-1 for the window), content size and whether it is in
    /// the tree.
    struct ViewSpec {
        var parent: Int
        var contentSize: Size
        var compression: LayoutPriority
        var hugging: LayoutPriority
        var isAttached = true
    }

    /// The whole state of a window.
    struct Model {
        var size: Size
        var views: [ViewSpec] = []
        var constraints: [ConstraintSpec] = []

        /// Whether view `index` and all its ancestors are attached.
        func isInTree(_ index: Int) -> Bool {
            var current = index
            while current >= 0 {
                if !views[current].isAttached { return false }
                current = views[current].parent
            }
            return true
        }
    }

    /// A window built from a model, with its views and constraints by model index.
    struct Built {
        let window: TermWindow
        let views: [SizedView]
        var constraints: [LayoutConstraint?]

        func item(_ index: Int) -> LayoutItem { index < 0 ? window : views[index] }
    }

    static let horizontal: [LayoutAttribute] = [.left, .right, .centerX, .width]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .height]

    static func randomModel(_ random: inout SplitMix64Generator) -> Model {
        var model = Model(
            size: Size(
                width: Int.random(in: 10...50, using: &random), height: Int.random(in: 4...16, using: &random)
            ))
        for index in 0..<Int.random(in: 2...6, using: &random) {
            model.views.append(
                ViewSpec(
                    parent: index == 0 || Bool.random(using: &random)
                        ? -1 : Int.random(in: 0..<index, using: &random),
                    contentSize: Size(
                        width: Int.random(in: -1...12, using: &random),
                        height: Int.random(in: -1...3, using: &random)),
                    compression: [LayoutPriority.defaultHigh, 500, .required].randomElement(using: &random)!,
                    hugging: [LayoutPriority.defaultLow, 300, 760].randomElement(using: &random)!))
        }
        // Each view placed in its parent (or after a sibling), so that most frames are
        // determined; then random relations that conflict, tie and squeeze.
        for index in model.views.indices {
            let parent = model.views[index].parent
            let previous = index > 0 && model.views[index - 1].parent == parent ? index - 1 : nil
            for (edge, trailing, size) in [
                (LayoutAttribute.left, LayoutAttribute.right, LayoutAttribute.width),
                (.top, .bottom, .height),
            ] {
                model.constraints.append(
                    ConstraintSpec(
                        first: index, firstAttribute: edge, relation: .equal, second: previous ?? parent,
                        secondAttribute: previous == nil ? edge : trailing, multiplier: 1,
                        constant: Double(Int.random(in: 0...2, using: &random)),
                        priority: [.required, .required, 750].randomElement(using: &random)!))
                model.constraints.append(
                    ConstraintSpec(
                        first: index, firstAttribute: trailing, relation: .lessThanOrEqual, second: parent,
                        secondAttribute: trailing, multiplier: 1, constant: 0,
                        priority: [.required, 760, 500].randomElement(using: &random)!))
                if model.views[index].contentSize.width < 0 || Bool.random(using: &random) {
                    model.constraints.append(
                        ConstraintSpec(
                            first: index, firstAttribute: size, relation: .equal, second: nil,
                            secondAttribute: .notAnAttribute, multiplier: 1,
                            constant: Double(Int.random(in: 0...9, using: &random)),
                            priority: [.required, 600, 250].randomElement(using: &random)!))
                }
            }
        }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            model.constraints.append(randomConstraint(model, &random))
        }
        return model
    }

    static func randomConstraint(_ model: Model, _ random: inout SplitMix64Generator) -> ConstraintSpec {
        let first = Int.random(in: 0..<model.views.count, using: &random)
        let axis = Bool.random(using: &random) ? horizontal : vertical
        let firstAttribute = axis.randomElement(using: &random)!
        let isSize = firstAttribute == .width || firstAttribute == .height
        var second: Int? = Int.random(in: -1..<model.views.count, using: &random)
        if second == first || (isSize && Int.random(in: 0..<3, using: &random) == 0) { second = nil }
        let secondAttribute: LayoutAttribute =
            second == nil
            ? .notAnAttribute
            : isSize
                ? firstAttribute
                : axis.filter { $0 != .width && $0 != .height }.randomElement(using: &random)!
        return ConstraintSpec(
            first: first, firstAttribute: firstAttribute,
            relation: [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &random)!,
            second: second, secondAttribute: secondAttribute,
            multiplier: isSize && second != nil ? [1, 1, 0.5, 2].randomElement(using: &random)! : 1,
            constant: Double(Int.random(in: (second == nil ? 0 : -3)...8, using: &random)),
            priority: [.required, .required, .required, 999, 750, 500, 251].randomElement(using: &random)!)
    }

    /// Builds a new window from the model in one go (the fresh layout).
    static func build(_ model: Model) -> Built {
        let window = makeWindow(model.size.width, model.size.height)
        let views = model.views.enumerated().map { index, spec in
            let view = SizedView(spec.contentSize.width, spec.contentSize.height, id: "v\(index)")
            for axis in [LayoutAxis.horizontal, .vertical] {
                view.setContentCompressionResistancePriority(spec.compression, for: axis)
                view.setContentHuggingPriority(spec.hugging, for: axis)
            }
            return view
        }
        var built = Built(window: window, views: views, constraints: [])
        for (index, spec) in model.views.enumerated() where model.isInTree(index) {
            (spec.parent < 0 ? window : views[spec.parent]).addSubview(views[index])
        }
        built.constraints = model.constraints.map { makeConstraint($0, in: built, model: model) }
        return built
    }

    /// The constraint of a spec, active when the spec is and both its views are in the tree.
    static func makeConstraint(_ spec: ConstraintSpec, in built: Built, model: Model) -> LayoutConstraint? {
        guard
            let constraint = try? LayoutConstraint(
                item: built.item(spec.first), attribute: spec.firstAttribute, relatedBy: spec.relation,
                toItem: spec.second.map { built.item($0) }, attribute: spec.secondAttribute,
                multiplier: spec.multiplier, constant: spec.constant)
        else { return nil }
        constraint.priority = spec.priority
        if spec.isActive && model.isInTree(spec.first)
            && (spec.second.map { $0 < 0 || model.isInTree($0) } ?? true)
        {
            constraint.isActive = true
        }
        return constraint
    }

    /// One random change, applied to the model and the incremental window alike.
    static func change(_ model: inout Model, _ built: inout Built, _ random: inout SplitMix64Generator)
        -> String
    {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            model.size = Size(
                width: Int.random(in: 0...60, using: &random), height: Int.random(in: 0...20, using: &random))
            built.window.size = model.size
            return "resize \(model.size)"
        case 2:
            let index = Int.random(in: 0..<model.constraints.count, using: &random)
            model.constraints[index].constant = Double(Int.random(in: -3...10, using: &random))
            built.constraints[index]?.constant = model.constraints[index].constant
            return "constant of #\(index) = \(model.constraints[index].constant)"
        case 3:
            let index = Int.random(in: 0..<model.constraints.count, using: &random)
            let priority = [LayoutPriority.required, 999, 750, 300].randomElement(using: &random)!
            model.constraints[index].priority = priority
            built.constraints[index]?.priority = priority
            return "priority of #\(index) = \(priority)"
        case 4:
            let index = Int.random(in: 0..<model.constraints.count, using: &random)
            model.constraints[index].isActive.toggle()
            refreshActivation(of: index, model, &built)
            return "#\(index) active = \(model.constraints[index].isActive)"
        case 5:
            let index = Int.random(in: 0..<model.views.count, using: &random)
            let size = Size(
                width: Int.random(in: -1...14, using: &random), height: Int.random(in: -1...3, using: &random)
            )
            model.views[index].contentSize = size
            built.views[index].contentSize = size
            return "content size of v\(index) = \(size)"
        case 6:
            model.constraints.append(randomConstraint(model, &random))
            built.constraints.append(makeConstraint(model.constraints.last!, in: built, model: model))
            return "add #\(model.constraints.count - 1)"
        case 7:
            // A view leaves (with its subtree) or comes back; constraints that lose a view go
            // inactive and are activated again when it returns, as an app would do.
            let index = Int.random(in: 0..<model.views.count, using: &random)
            model.views[index].isAttached.toggle()
            if model.views[index].isAttached {
                let parent = model.views[index].parent
                (parent < 0 ? built.window : built.views[parent]).addSubview(built.views[index])
            } else {
                built.views[index].removeFromSuperview()
            }
            for constraintIndex in model.constraints.indices {
                refreshActivation(of: constraintIndex, model, &built)
            }
            return "v\(index) attached = \(model.views[index].isAttached)"
        default:
            model.size = Size(
                width: model.size.width + Int.random(in: -3...3, using: &random),
                height: model.size.height + Int.random(in: -2...2, using: &random))
            model.size = Size(width: max(0, model.size.width), height: max(0, model.size.height))
            built.window.size = model.size
            return "drag to \(model.size)"
        }
    }

    /// Makes constraint `index` of the incremental window active exactly when the model says.
    static func refreshActivation(of index: Int, _ model: Model, _ built: inout Built) {
        guard let constraint = built.constraints[index] else { return }
        let spec = model.constraints[index]
        let wanted =
            spec.isActive && model.isInTree(spec.first)
            && (spec.second.map { $0 < 0 || model.isInTree($0) } ?? true)
        if constraint.isActive != wanted { constraint.isActive = wanted }
    }

    /// Views whose frame is determined: neither they nor an ancestor can move without making the
    /// layout worse (a frame is relative to its superview).
    static func determinedViews(_ built: Built, _ model: Model) -> [Int] {
        model.views.indices.filter { index in
            guard model.isInTree(index) else { return false }
            var current = index
            while current >= 0 {
                if built.views[current].hasAmbiguousLayout { return false }
                current = model.views[current].parent
            }
            return true
        }
    }

    /// Found by running ``incrementalEqualsFresh()`` over 20 times its seeds: seed 492's fourth
    /// change makes a 999 constraint (#17) required; the engine takes it out of the solver and
    /// the add is refused (it conflicts), so the solution moves — v0 from 3 cells to 14 — but
    /// nothing asked for the frames to be published, and the views kept those of before.
    /// (The solver was at the optimum all along.) Each change is followed by a layout pass:
    /// one pass after all four has something else to publish and hides it.
    @Test func seed492PublishesTheLayoutAfterARefusedPriorityRaise() {
        var random = SplitMix64Generator(state: 492)
        var model = Self.randomModel(&random)
        var incremental = Self.build(model)
        var history: [String] = []
        for _ in 0..<4 {
            history.append(Self.change(&model, &incremental, &random))
            incremental.window.layoutIfNeeded()
        }
        #expect(history.last == "priority of #17 = 1000")
        let fresh = Self.build(model)
        fresh.window.layoutIfNeeded()
        #expect(fresh.views[0].frame == Rect(x: 1, y: 2, width: 14, height: 1))
        #expect(incremental.views.map(\.frame) == fresh.views.map(\.frame))
    }

    /// Compares a window laid out incrementally with a fresh one built from the same model, both
    /// after a layout pass: `nil` when other constraints broke in each (which of a conflicting
    /// set breaks depends on the order they came in, as in Auto Layout), else how many frames
    /// were compared and the differences, one line each. A frame the incremental window left
    /// unpublished is a difference too.
    static func compare(_ incremental: Built, with fresh: Built, _ model: Model) -> (
        compared: Int, differences: [String]
    )? {
        let stale = incremental.window.viewsWithStaleFrames()
        if !stale.isEmpty {
            return (0, ["frames of \(stale.map { $0.identifier ?? "?" }) not published"])
        }
        let brokenIncrementally = Set(
            incremental.window.layoutIssues.compactMap { $0.constraint?.description })
        let brokenFresh = Set(fresh.window.layoutIssues.compactMap { $0.constraint?.description })
        guard brokenIncrementally == brokenFresh else { return nil }
        var compared = 0
        var differences: [String] = []
        for index in determinedViews(fresh, model) where !incremental.views[index].hasAmbiguousLayout {
            compared += 1
            let ours = incremental.views[index].frame
            let theirs = fresh.views[index].frame
            if ours != theirs { differences.append("v\(index) \(ours) incrementally, \(theirs) fresh") }
        }
        return (compared, differences)
    }

    @Test func incrementalEqualsFresh() {
        var failures: [String] = []
        var compared = 0
        var states = 0
        var differentBreaks = 0
        for seed in UInt64(0)..<160 {
            var random = SplitMix64Generator(state: seed)
            var model = Self.randomModel(&random)
            var incremental = Self.build(model)
            var history: [String] = []
            for _ in 0..<12 {
                history.append(Self.change(&model, &incremental, &random))
                incremental.window.layoutIfNeeded()
                let fresh = Self.build(model)
                fresh.window.layoutIfNeeded()
                guard let comparison = Self.compare(incremental, with: fresh, model) else {
                    differentBreaks += 1
                    continue
                }
                states += 1
                compared += comparison.compared
                failures += comparison.differences.map { "seed \(seed): \($0) after \(history)" }
                if !failures.isEmpty { break }
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print(
            "incremental == fresh: \(compared) frames in \(states) states; \(differentBreaks) states broke other constraints"
        )
        #expect(compared > 2_000, "frames compared: \(compared)")
        #expect(
            differentBreaks * 10 < states,
            "\(differentBreaks) states broke other constraints, \(states) the same")
    }
}
