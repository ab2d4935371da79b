import Testing

@testable import TrellisCore

@MainActor
@Suite struct ContentSizeTests {
    /// Two labels side by side between the window's edges.
    private func makeRow(_ width: Int) -> (TermWindow, SizedView, SizedView) {
        let window = makeWindow(width, 3)
        let left = SizedView(10, 1, id: "left")
        let right = SizedView(10, 1, id: "right")
        window.addSubview(left)
        window.addSubview(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 1),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            left.topAnchor.constraint(equalTo: window.topAnchor),
            right.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        return (window, left, right)
    }

    @Test func theViewThatHugsLessStretches() {
        let (window, left, right) = makeRow(40)
        right.setContentHuggingPriority(200, for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame == Rect(0, 0, 10, 1))
        #expect(right.frame == Rect(11, 0, 29, 1))
        // Heights hug their intrinsic height.
        #expect(left.frame.height == 1)
        left.setContentHuggingPriority(100, for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame == Rect(0, 0, 29, 1))
        #expect(right.frame == Rect(30, 0, 10, 1))
    }

    @Test func theViewThatResistsLessIsCompressed() {
        let (window, left, right) = makeRow(15)
        left.setContentCompressionResistancePriority(700, for: .horizontal)
        window.layoutIfNeeded()
        #expect(left.frame == Rect(0, 0, 4, 1))
        #expect(right.frame == Rect(5, 0, 10, 1))
        #expect(left.contentCompressionResistancePriority(for: .horizontal) == 700)
        #expect(left.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(left.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func intrinsicSizeChangesApplyIncrementally() {
        let (window, left, right) = makeRow(40)
        right.setContentHuggingPriority(200, for: .horizontal)
        window.layoutIfNeeded()
        left.contentSize = Size(width: 20, height: 2)
        window.layoutIfNeeded()
        #expect(left.frame == Rect(0, 0, 20, 2))
        #expect(right.frame == Rect(21, 0, 19, 1))
        left.contentSize = Size(width: TermView.noIntrinsicMetric, height: 1)
        // With no intrinsic width, nothing fixes it: the hugging 200 of `right` loses to
        // nothing, so `right` keeps its intrinsic width and `left` takes the rest.
        window.layoutIfNeeded()
        #expect(right.frame.width == 10)
        #expect(left.frame.width == 29)
    }

    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() {
        // One constraint at 751 against a hundred at 750 that all pull the other way.
        let window = makeWindow(200, 10)
        let view = makeView("target", in: window)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        let strong = view.widthAnchor.constraint(equalToConstant: 10)
        strong.priority = 751
        strong.isActive = true
        for index in 0..<100 {
            let weak = view.widthAnchor.constraint(equalToConstant: 100 + Double(index))
            weak.priority = 750
            weak.isActive = true
        }
        window.layoutIfNeeded()
        #expect(view.frame.width == 10)
        strong.priority = 749
        window.layoutIfNeeded()
        #expect(view.frame.width >= 100)
    }

    @Test func constantsAndPrioritiesChangeInPlace() {
        let window = makeWindow(80, 24)
        let view = makeView("v", in: window)
        let left = view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 3)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            left, width, view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.layoutIfNeeded()
        let solverConstraint = left.solverConstraint
        left.constant = 7
        window.layoutIfNeeded()
        #expect(view.frame == Rect(7, 0, 10, 2))
        #expect(left.solverConstraint === solverConstraint)
        // Required → optional → required, each incremental.
        width.priority = 300
        let competing = view.widthAnchor.constraint(equalToConstant: 4)
        competing.priority = 400
        competing.isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 4)
        width.priority = .required
        window.layoutIfNeeded()
        #expect(view.frame.width == 10)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test func heightFollowsWidthForWrappingContent() {
        let window = makeWindow(20, 10)
        let text = WrappingView(length: 50, id: "text")
        window.addSubview(text)
        LayoutConstraint.activate([
            text.leftAnchor.constraint(equalTo: window.leftAnchor),
            text.rightAnchor.constraint(lessThanOrEqualTo: window.rightAnchor),
            text.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(text.frame == Rect(0, 0, 20, 3))
        resize(window, 10, 10)
        #expect(text.frame == Rect(0, 0, 10, 5))
        resize(window, 100, 10)
        #expect(text.frame == Rect(0, 0, 50, 1))
    }

    @Test func fittingSizeComesFromTheViewsOwnConstraints() {
        let card = TermView()
        let title = SizedView(12, 1, id: "title")
        let body = SizedView(20, 3, id: "body")
        card.addSubview(title)
        card.addSubview(body)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 1),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -1),
        ])
        #expect(
            card.systemLayoutSizeFitting(TermView.layoutFittingCompressedSize) == Size(width: 22, height: 7))
        #expect(
            card.systemLayoutSizeFitting(
                Size(width: 40, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == Size(width: 40, height: 7))
        #expect(title.sizeThatFits(Size(width: 5, height: 5)) == Size(width: 12, height: 1))
        let wrap = WrappingView(length: 30, id: "wrap")
        #expect(wrap.sizeThatFits(Size(width: 30, height: 0)) == Size(width: 30, height: 1))
    }
}
