import Testing

@testable import TrellisCore

/// The equal-centring distribution's gap guides (StackView+GapGuides.swift): one in each gap
/// between visible views, from the view's end plus the spacing to the next view's start, made
/// and taken away with the views' rules, and the same layouts as the gap's minimum written as
/// an inequality.
@MainActor
@Suite struct StackGapGuideTests {
    /// A horizontal equal-centring stack of one-cell labels pinned to the left and top of a
    /// `width` × 3 window, laid out.
    private func makeStack(count: Int, width: Int = 40) -> (TermWindow, StackView, [Label]) {
        let window = makeWindow(width, 3)
        let labels = (0..<count).map { Label("\($0)") }
        let stack = StackView(arrangedSubviews: labels, axis: .horizontal)
        stack.distribution = .equalCentering
        stack.spacing = 1
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, stack, labels)
    }

    /// The stack's gap guides, left to right.
    private func gapGuides(of stack: StackView) -> [LayoutGuide] {
        stack.layoutGuides.filter { $0.identifier == "stack-gap-guide" }.sorted {
            $0.layoutFrame.minX < $1.layoutFrame.minX
        }
    }

    /// Expects a guide in each gap between the visible labels: from the label's end plus
    /// `spacing` to the next visible label's start, no taller than a point, and determined.
    private func expectGuidesInTheGaps(
        of stack: StackView, _ labels: [TermView], spacing: [Int], in window: TermWindow,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let visible = labels.filter { !$0.isHidden && $0.superview === stack }
        let guides = gapGuides(of: stack)
        #expect(guides.count == max(0, visible.count - 1), sourceLocation: sourceLocation)
        for (index, guide) in guides.enumerated() where index + 1 < visible.count {
            let start = visible[index].frame.maxX + spacing[index]
            #expect(
                guide.layoutFrame
                    == Rect(x: start, y: 0, width: visible[index + 1].frame.minX - start, height: 0),
                "gap \(index): \(guide.layoutFrame)", sourceLocation: sourceLocation)
            #expect(!window.engine.isAmbiguous(guide), sourceLocation: sourceLocation)
        }
    }

    @Test func eachGapBetweenVisibleViewsHasAGuideThatComesAndGoesWithTheViews() {
        let (window, stack, labels) = makeStack(count: 5)
        #expect(labels.map(\.frame.minX) == [0, 2, 4, 6, 8])
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 1, 1, 1], in: window)

        labels[2].isHidden = true
        window.layoutIfNeeded()
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 1, 1], in: window)
        labels[2].isHidden = false
        window.layoutIfNeeded()
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 1, 1, 1], in: window)

        labels[0].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(labels[1].frame.minX == 0)
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 1, 1], in: window)

        // A custom gap: every centre as far apart as the widest gap needs.
        stack.setCustomSpacing(3, after: labels[2])
        window.layoutIfNeeded()
        #expect(labels[1...].map(\.frame.minX) == [0, 4, 8, 12])
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 3, 1], in: window)

        // No guides in the other distributions; back again when it is equal centring.
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect(gapGuides(of: stack).isEmpty)
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        expectGuidesInTheGaps(of: stack, labels, spacing: [1, 3, 1], in: window)

        // A view appended after the last one gets the gap before it.
        let appended = Label("x")
        stack.addArrangedSubview(appended)
        window.layoutIfNeeded()
        expectGuidesInTheGaps(of: stack, labels + [appended], spacing: [1, 3, 1, 1], in: window)
        for view in stack.arrangedSubviews { #expect(!view.hasAmbiguousLayout) }
    }

    /// The gap's minimum is the spacing, not the guide's floor: a negative spacing still lets
    /// the views overlap where equal centres need it, as the inequality did.
    @Test func aNegativeSpacingStillLetsTheViewsOverlap() {
        let window = makeWindow(10, 1)
        let views = [
            Swatch("a", width: 2, height: 1), Swatch("b", width: 2, height: 1),
            Swatch("c", width: 6, height: 1),
        ]
        let stack = StackView(arrangedSubviews: views, axis: .horizontal)
        stack.distribution = .equalCentering
        stack.spacing = -1
        window.addSubview(stack)
        stack.pinEdges(to: window)
        window.layoutIfNeeded()
        // Centres 1, 4 and 7: the second gap is -1, the spacing.
        #expect(views.map(\.frame.width) == [2, 2, 6])
        #expect(views.map(\.frame.minX) == [0, 3, 4])
        expectGuidesInTheGaps(of: stack, views, spacing: [-1, -1], in: window)
    }
}
