import Testing

@testable import TrellisCore

@MainActor
@Suite struct AutoresizingTests {
    @Test func aFrameWithoutMaskStaysWhereItWasSet() {
        let window = makeWindow(80, 24)
        let view = TermView(frame: Rect(5, 2, 10, 3))
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(5, 2, 10, 3))
        resize(window, 40, 10)
        #expect(view.frame == Rect(5, 2, 10, 3))
        view.frame = Rect(1, 1, 4, 4)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(1, 1, 4, 4))
        #expect(view.frameInWindow == Rect(1, 1, 4, 4))
    }

    @Test func flexibleWidthStretchesWithTheSuperview() {
        let window = makeWindow(80, 24)
        window.layoutIfNeeded()
        let bar = TermView(frame: Rect(2, 0, 76, 1))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.frame == Rect(2, 0, 76, 1))
        resize(window, 100, 30)
        // The right margin (2) stays; the width takes the 20 new columns; the top margin is
        // the only flexible vertical part, so it takes all 6 new rows.
        #expect(bar.frame == Rect(2, 6, 96, 1))
    }

    @Test func flexibleMarginsKeepAViewCentered() {
        let window = makeWindow(80, 24)
        window.layoutIfNeeded()
        let dialog = TermView(frame: Rect(30, 10, 20, 4))
        dialog.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        window.addSubview(dialog)
        resize(window, 120, 40)
        #expect(dialog.frame == Rect(50, 18, 20, 4))
        resize(window, 40, 8)
        #expect(dialog.frame == Rect(10, 2, 20, 4))
    }

    @Test func flexibleLeftMarginPinsTheRightEdge() {
        let window = makeWindow(80, 24)
        window.layoutIfNeeded()
        let badge = TermView(frame: Rect(70, 0, 10, 1))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        window.addSubview(badge)
        resize(window, 60, 24)
        #expect(badge.frame == Rect(50, 0, 10, 1))
    }

    @Test func nestedTranslatingViewsFollowTheirSuperview() {
        let window = makeWindow(80, 24)
        window.layoutIfNeeded()
        let panel = TermView(frame: Rect(0, 0, 80, 24))
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(panel)
        window.layoutIfNeeded()
        let inner = TermView(frame: Rect(10, 5, 60, 14))
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(inner)
        resize(window, 100, 34)
        #expect(panel.frame == Rect(0, 0, 100, 34))
        #expect(inner.frame == Rect(10, 5, 80, 24))
    }

    @Test func turningTranslationOffRemovesTheGeneratedConstraints() {
        let window = makeWindow(80, 24)
        let view = TermView(frame: Rect(5, 2, 10, 3))
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.generated.autoresizing.count == 4)
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 3),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(view.generated.autoresizing.isEmpty)
        #expect(view.frame == Rect(0, 0, 3, 1))
    }

    @Test func autoresizingConstraintsDescribeTheirMaskUIKitStyle() {
        let window = makeWindow(80, 24)
        let view = TermView(frame: Rect(1, 1, 10, 3))
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.identifier = "strip"
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.autoresizingMask.description == "h=-&- v=--&")
        let descriptions = view.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(descriptions.contains { $0.contains("(h=-&- v=--&)") && $0.contains("strip.width") })
    }

    @Test func conflictWithAutoresizingIsReported() {
        let window = makeWindow(80, 24)
        let view = TermView(frame: Rect(1, 1, 10, 3))
        view.identifier = "forgotten"
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 20)
        width.isActive = true
        window.layoutIfNeeded()
        let issues = window.layoutIssues
        #expect(issues.count == 1)
        #expect(
            issues.first?.constraint === width || issues.first?.conflicts.contains { $0 === width } == true)
        #expect(issues.first?.description.contains("h=---") == true)
    }
}
