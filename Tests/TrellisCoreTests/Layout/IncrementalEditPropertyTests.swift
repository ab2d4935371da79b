import Testing

@testable import TrellisCore

/// Incremental equals fresh, with what ``IncrementalLayoutPropertyTests`` leaves out: live edits
/// (`beginEditing`, as a divider drag does) begun, suggested, ended and outlived by their views,
/// and the layout direction flipped under constraints that use leading and trailing.
///
/// The model is that test's model plus the live edits and the direction; the fresh window is
/// built from it, its edits begun in the order the model lists them.
@MainActor
@Suite struct IncrementalEditPropertyTests {
    typealias Base = IncrementalLayoutPropertyTests

    /// A live edit of one anchor of a view: the attribute (left, width, top or height), its
    /// priority and the value suggested last.
    struct EditSpec {
        var view: Int
        var attribute: LayoutAttribute
        var priority: LayoutPriority
        var value: Double
    }

    /// The state of a window: the base model, its live edits and its layout direction.
    struct Model {
        var base: Base.Model
        var edits: [EditSpec] = []
        var direction = LayoutDirection.leftToRight
    }

    /// A window built from a model, with its live edits in the model's order.
    struct Built {
        var base: Base.Built
        var edits: [LayoutEdit] = []
    }

    static let editedAttributes: [LayoutAttribute] = [.left, .width, .top, .height]

    /// The base model with about half of its left and right edges made leading and trailing.
    static func randomModel(_ random: inout SplitMix64Generator) -> Model {
        var base = Base.randomModel(&random)
        for index in base.constraints.indices where Bool.random(using: &random) {
            func directional(_ attribute: LayoutAttribute) -> LayoutAttribute {
                attribute == .left ? .leading : attribute == .right ? .trailing : attribute
            }
            base.constraints[index].firstAttribute = directional(base.constraints[index].firstAttribute)
            base.constraints[index].secondAttribute = directional(base.constraints[index].secondAttribute)
        }
        return Model(base: base)
    }

    static func anchorEdit(_ spec: EditSpec, in built: Base.Built) -> LayoutEdit {
        let view = built.views[spec.view]
        let window = built.window
        let edit: LayoutEdit
        switch spec.attribute {
        case .left: edit = window.beginEditing(view.leftAnchor, priority: spec.priority)
        case .width: edit = window.beginEditing(view.widthAnchor, priority: spec.priority)
        case .top: edit = window.beginEditing(view.topAnchor, priority: spec.priority)
        default: edit = window.beginEditing(view.heightAnchor, priority: spec.priority)
        }
        edit.suggest(spec.value)
        return edit
    }

    static func build(_ model: Model) -> Built {
        let base = Base.build(model.base)
        base.window.layoutDirection = model.direction
        var built = Built(base: base)
        built.edits = model.edits.map { anchorEdit($0, in: base) }
        return built
    }

    /// One random change: a base change (a third of the time), or an edit begun, suggested or
    /// ended, or the direction flipped. Edits of views that left the tree end, as a drag of a
    /// view that goes away would.
    static func change(_ model: inout Model, _ built: inout Built, _ random: inout SplitMix64Generator)
        -> String
    {
        let text: String
        var choice = Int.random(in: 0..<9, using: &random)
        // (A `where` clause guards only the last pattern of a case: say which cases apply.)
        if (3...4).contains(choice) && model.edits.count >= 4 { choice = 5 }
        if (5...7).contains(choice) && model.edits.isEmpty { choice = 3 }
        switch choice {
        case 0, 1, 2:
            text = Base.change(&model.base, &built.base, &random)
        case 3, 4:
            let view = Int.random(in: 0..<model.base.views.count, using: &random)
            guard model.base.isInTree(view) else { return "no edit: v\(view) is out" }
            let spec = EditSpec(
                view: view, attribute: editedAttributes.randomElement(using: &random)!,
                priority: [.required, 999, 750, 500, 300].randomElement(using: &random)!,
                value: Double(Int.random(in: -2...30, using: &random)))
            model.edits.append(spec)
            built.edits.append(anchorEdit(spec, in: built.base))
            text = "edit \(spec)"
        case 5, 6:
            let index = Int.random(in: 0..<model.edits.count, using: &random)
            model.edits[index].value += Double(Int.random(in: -4...4, using: &random))
            built.edits[index].suggest(model.edits[index].value)
            text = "suggest \(model.edits[index].value) to edit \(index)"
        case 7:
            let index = Int.random(in: 0..<model.edits.count, using: &random)
            built.edits.remove(at: index).end()
            model.edits.remove(at: index)
            text = "end edit \(index)"
        default:
            model.direction = model.direction == .leftToRight ? .rightToLeft : .leftToRight
            built.base.window.layoutDirection = model.direction
            text = "direction \(model.direction)"
        }
        for index in model.edits.indices.reversed() where !model.base.isInTree(model.edits[index].view) {
            built.edits.remove(at: index).end()
            model.edits.remove(at: index)
        }
        return text
    }

    @Test func incrementalEqualsFreshWithEditsAndDirection() {
        var failures: [String] = []
        var compared = 0
        var withEdits = 0
        for seed in UInt64(0)..<120 {
            var random = SplitMix64Generator(state: seed ^ 0x9E37_79B9_7F4A_7C15)
            var model = Self.randomModel(&random)
            var incremental = Self.build(model)
            var history: [String] = []
            for _ in 0..<14 {
                history.append(Self.change(&model, &incremental, &random))
                incremental.base.window.layoutIfNeeded()
                let fresh = Self.build(model)
                fresh.base.window.layoutIfNeeded()
                guard let comparison = Base.compare(incremental.base, with: fresh.base, model.base) else {
                    continue
                }
                if !model.edits.isEmpty { withEdits += 1 }
                compared += comparison.compared
                failures += comparison.differences.map { "seed \(seed): \($0) after \(history)" }
                if !failures.isEmpty { break }
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(compared > 1_500, "frames compared: \(compared)")
        #expect(withEdits > 300, "states with live edits compared: \(withEdits)")
    }
}
