import Testing

@testable import TrellisCore

@MainActor
@Suite struct EditingTests {
    @Test func aLiveEditMovesADividerAndBothPanesFollow() {
        let window = makeWindow(80, 10)
        let left = makeView("left", in: window)
        let divider = makeView("divider", in: window)
        let right = makeView("right", in: window)
        var constraints: [LayoutConstraint] = [
            left.leftAnchor.constraint(equalTo: window.leftAnchor),
            left.rightAnchor.constraint(equalTo: divider.leftAnchor),
            divider.widthAnchor.constraint(equalToConstant: 1),
            right.leftAnchor.constraint(equalTo: divider.rightAnchor),
            right.rightAnchor.constraint(equalTo: window.rightAnchor),
            left.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            right.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ]
        let preferred = divider.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 40)
        preferred.priority = 500
        constraints.append(preferred)
        for view in [left, divider, right] {
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(view.bottomAnchor.constraint(equalTo: window.bottomAnchor))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(divider.frame.minX == 40)
        let drag = window.beginEditing(divider.leftAnchor, priority: .defaultHigh)
        #expect(drag.value == 40)
        drag.suggest(25)
        window.layoutIfNeeded()
        #expect(left.frame == Rect(0, 0, 25, 10))
        #expect(right.frame == Rect(26, 0, 54, 10))
        drag.suggest(2)  // the left pane's minimum width is required
        window.layoutIfNeeded()
        #expect(divider.frame.minX == 10)
        drag.suggest(75)
        window.layoutIfNeeded()
        #expect(divider.frame.minX == 69)
        drag.end()
        #expect(!drag.isActive)
        window.layoutIfNeeded()
        // The preferred position at 500 takes over again once the edit is gone.
        #expect(divider.frame.minX == 40)
        drag.suggest(30)  // ignored after end()
        window.layoutIfNeeded()
        #expect(divider.frame.minX == 40)
    }

    /// Beginning an edit moves nothing: the edit starts where its anchor is. (It used to start
    /// at 0 and be suggested back, which could leave an ambiguous layout at another of its
    /// equally good solutions, unpublished: 1 of these 400 squeezed scenes.)
    @Test func beginningAnEditMovesNoView() {
        for seed in UInt64(0)..<400 {
            let scene = SqueezePropertyTests.makeScene(seed: seed)
            scene.window.layoutIfNeeded()
            let before = scene.views.map(\.frameInWindow)
            let view = scene.views[Int(seed) % scene.views.count]
            let priority: LayoutPriority = [.required, 750, 250][Int(seed) % 3]
            let edit = scene.window.beginEditing(view.leftAnchor, priority: priority)
            scene.window.layoutIfNeeded()
            #expect(scene.window.viewsWithStaleFrames().isEmpty, "seed \(seed)")
            #expect(scene.views.map(\.frameInWindow) == before, "seed \(seed)")
            edit.end()
        }
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let window = makeWindow(40, 3)
        let badge = makeView("badge", in: window)
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
            badge.widthAnchor.constraint(equalToConstant: 5),
            badge.topAnchor.constraint(equalTo: window.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 2)
        window.layoutDirection = .rightToLeft
        #expect(badge.effectiveLayoutDirection == .rightToLeft)
        window.layoutIfNeeded()
        #expect(badge.frame == Rect(33, 0, 5, 1))
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 2)
    }

    @Test func baselinesAreTextRows() {
        let window = makeWindow(40, 10)
        // A bordered field: its text sits one row below its top.
        let field = SizedView(10, 3, id: "field")
        field.firstBaseline = 1
        field.lastBaseline = 1
        let label = SizedView(6, 1, id: "label")
        window.addSubview(field)
        window.addSubview(label)
        LayoutConstraint.activate([
            field.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 8),
            field.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
            label.leftAnchor.constraint(equalTo: window.leftAnchor),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.minY == 3)
        field.firstBaseline = 2
        window.layoutIfNeeded()
        #expect(label.frame.minY == 4)
        // Last baselines: the label's only row meets the field's last text row.
        let second = SizedView(6, 1, id: "second")
        window.addSubview(second)
        LayoutConstraint.activate([
            second.leftAnchor.constraint(equalTo: window.leftAnchor),
            second.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // field rows 2…4, last text row 4 − 1 = 3.
        #expect(second.frame.minY == 3)
    }

    @Test func marginsGuideInsetsByTheLayoutMargins() {
        let window = makeWindow(40, 10)
        let box = makeView("box", in: window)
        let content = makeView("content", in: box)
        box.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        let guide = box.layoutMarginsGuide
        #expect(box.layoutGuides.contains { $0 === guide })
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 6),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == Rect(2, 1, 16, 4))
        #expect(guide.layoutFrame == Rect(2, 1, 16, 4))
        box.layoutMargins = EdgeInsets(all: 0)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(0, 0, 20, 6))
        box.removeLayoutGuide(guide)
        #expect(!box.layoutGuides.contains { $0 === guide })
        #expect(!box.constraints.contains { $0.mentions(guide) })
    }
}
