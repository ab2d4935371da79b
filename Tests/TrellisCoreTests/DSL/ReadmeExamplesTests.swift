import Testing

@testable import TrellisCore

/// The examples of the README's "Three ways to write constraints", checked by frames.
@MainActor
@Suite struct ReadmeExamplesTests {
    @Test func chainingExample() {
        let window = makeWindow(40, 14)
        let (title, badge, list, ok, cancel) = (
            makeView("title", in: window), makeView("badge", in: window), makeView("list", in: window),
            makeView("ok", in: window), makeView("cancel", in: window)
        )
        title.bb.centerX().top(1).size(width: 20, height: 1)
        badge.bb.left(title.rightAnchor + SystemSpacing(2) ~ 500).top(title).size(width: 4, height: 1)
        list.bb.below(title, spacing: 1).fillWidth(insets: 2).bottom(-2)
        [ok, cancel].bb.each { $0.bb.bottom() }.size(width: 8, height: 1).distributeX(
            spacing: 2, inset: .equal)
        window.layoutIfNeeded()
        #expect(title.frame == Rect(10, 1, 20, 1))
        #expect(badge.frame == Rect(32, 1, 4, 1))
        #expect(list.frame == Rect(2, 3, 36, 9))
        #expect(ok.frame == Rect(11, 13, 8, 1))
        #expect(cancel.frame == Rect(21, 13, 8, 1))
    }

    @Test func factoryExample() throws {
        let window = makeWindow(63, 20)
        // As in the README, word for word.
        let dialog = Box(title: "Save changes?")
        let buttons = [Button("Save"), Button("Discard"), Button("Cancel")]
        let gaps = [TermView(), TermView()]  // the spaces between the buttons, kept equal
        window.addSubview(dialog)
        for view in buttons + gaps { dialog.addSubview(view) }

        LayoutConstraint.activate(
            try LayoutConstraint.centeringConstraints(for: dialog, relativeTo: window, options: .absolute)
                + LayoutConstraint.constraints(for: dialog, size: (width: 43, height: 10))
                + LayoutConstraint.horizontalAlignmentConstraints(for: buttons, separators: gaps, margins: 2))
        gaps[0].bb.width(3)  // the factory makes the gaps equal; this says how wide
        buttons[0].bb.bottom(-1)  // and the row aligns by its bottom edges
        window.layoutIfNeeded()
        #expect(dialog.frame == Rect(10, 5, 43, 10))
        #expect(buttons.map(\.frame) == [Rect(2, 8, 11, 1), Rect(16, 8, 11, 1), Rect(30, 8, 11, 1)])
        #expect(gaps.map(\.frame.width) == [3, 3])
    }

    @Test func stringsExample() throws {
        let window = makeWindow(40, 5)
        let name = makePlainView("name", in: window)
        let field = makePlainView("field", in: window)
        try LayoutConstraint.installConstraints(
            withVisualFormat:
                "H:|-[name(10)]-[field]-|; V:|-1-[name(1)]; field.centerY == name; field.height == name",
            options: [], metrics: [:], views: ["name": name, "field": field])
        window.layoutIfNeeded()
        #expect(name.frame == Rect(1, 1, 10, 1))
        #expect(field.frame == Rect(12, 1, 27, 1))
    }
}
