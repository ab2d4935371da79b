import Cassowary
import Testing

@testable import TrellisCore

/// The engine's `width >= 0` and `height >= 0` for every view and layout guide: when they come
/// and go, how they read in conflicts, and the window-size level they rely on.
@MainActor
@Suite struct NonNegativeSizeTests {
    /// Whether `item`'s non-negative sizes are in `window`'s solver.
    private func isFloored(_ item: LayoutItem, in window: TermWindow) -> Bool {
        guard let constraints = item.nonNegativeSize,
            let width = constraints.width?.solverConstraint, let height = constraints.height?.solverConstraint
        else { return false }
        return constraints.width?.engine === window.engine && window.engine.solver.contains(width)
            && window.engine.solver.contains(height)
    }

    /// A vertical stack of two labels at the window's top left: the window, the first label
    /// and the stack.
    private func makeVerticalStackOfTwoLabels() -> (TermWindow, Label, StackView) {
        let window = makeWindow(20, 10)
        let first = Label("a")
        let stack = StackView(arrangedSubviews: [first, Label("b")], axis: .vertical)
        window.addSubview(stack)
        stack.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        return (window, first, stack)
    }

    /// After a layout pass, whether `item`'s width and height floors are in the solver.
    private func floorsInTheSolver(of item: LayoutItem, in window: TermWindow) -> (width: Bool, height: Bool)
    {
        window.layoutIfNeeded()
        let floors = item.nonNegativeSize
        return (floors?.width?.solverConstraint != nil, floors?.height?.solverConstraint != nil)
    }

    @Test func viewsGuidesAndTheWindowHaveThemFromTheirFirstLayoutInTheWindow() {
        let window = makeWindow(20, 5)
        window.layoutIfNeeded()
        #expect(isFloored(window, in: window))
        let container = TermView()
        let child = TermView()
        let guide = LayoutGuide()
        container.addSubview(child)
        container.addLayoutGuide(guide)
        window.addSubview(container)
        // They wait for the layout pass, after the constraints activated meanwhile.
        #expect(container.nonNegativeSize == nil && guide.nonNegativeSize == nil)
        window.layoutIfNeeded()
        #expect(
            isFloored(container, in: window) && isFloored(child, in: window) && isFloored(guide, in: window))
        let late = LayoutGuide()
        child.addLayoutGuide(late)
        window.layoutIfNeeded()
        #expect(isFloored(late, in: window))
        child.removeLayoutGuide(late)
        #expect(late.nonNegativeSize?.width?.engine == nil)
        container.removeFromSuperview()
        #expect(
            !isFloored(container, in: window) && !isFloored(child, in: window)
                && !isFloored(guide, in: window))
        #expect(child.nonNegativeSize?.height?.engine == nil)
        // They come back with the view, the same constraints as before.
        let kept = child.nonNegativeSize?.width
        window.addSubview(container)
        window.layoutIfNeeded()
        #expect(isFloored(child, in: window) && child.nonNegativeSize?.width === kept)
        // A view that leaves before the pass gets none.
        let passing = TermView()
        window.addSubview(passing)
        passing.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(passing.nonNegativeSize == nil)
    }

    /// A margins guide has none: its length is its view's less the margins, so a floor could
    /// only make the view at least as long as its margins, and only once the guide was made. A
    /// stack that had once arranged its views in its margins stayed as tall as them.
    @Test func aMarginsGuideHasNoneSoAskingForItChangesNoFrame() {
        func stackHeight(askingForTheGuide: Bool) -> Int {
            let window = makeWindow(20, 10)
            let stack = StackView(arrangedSubviews: [Label("a"), Label("b")], axis: .horizontal)
            stack.layoutMargins = EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
            window.addSubview(stack)
            stack.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
            if askingForTheGuide {
                stack.isLayoutMarginsRelativeArrangement = true
                window.layoutIfNeeded()
                #expect(stack.frame.height == 5)
                stack.isLayoutMarginsRelativeArrangement = false
            }
            window.layoutIfNeeded()
            #expect(stack.marginsGuideStorage.map { !isFloored($0, in: window) } ?? true)
            return stack.frame.height
        }
        #expect(stackHeight(askingForTheGuide: false) == 1)
        #expect(stackHeight(askingForTheGuide: true) == 1)
    }

    /// A stack's own rules keep its length along its axis non-negative while it shows a view
    /// and no gap or margin it is arranged in is negative: then it has no floor there (a floor
    /// would be a solver row through every arranged view), and it has one again when that
    /// ends. Across the axis it always has one.
    @Test func aStackHasNoFloorAlongItsAxisWhileItsRulesKeepItsLengthNonNegative() {
        let (window, first, stack) = makeVerticalStackOfTwoLabels()
        func floors() -> (width: Bool, height: Bool) { floorsInTheSolver(of: stack, in: window) }
        #expect(floors() == (true, false))
        stack.axis = .horizontal
        #expect(floors() == (false, true))
        stack.setCustomSpacing(-1, after: first)
        #expect(floors() == (true, true))
        stack.setCustomSpacing(nil, after: first)
        #expect(floors() == (false, true))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 0, left: -1, bottom: 0, right: 1)
        #expect(floors() == (true, true))
        stack.layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        #expect(floors() == (false, true))
        for view in stack.arrangedSubviews { view.isHidden = true }
        #expect(floors() == (true, true))
        #expect(stack.frame.width == 2)
    }

    /// A view filled across a stack, its start and end across the axis the stack's own, has
    /// no floor across it: its thickness is the stack's, which has one. It has one again as soon
    /// as that ends: hidden, aligned otherwise, arranged in the margins, let go, or along the
    /// other axis (where it is the thickness that has none now).
    @Test func aViewFilledAcrossAStackHasNoFloorAcrossIt() {
        let (window, label, stack) = makeVerticalStackOfTwoLabels()
        func floors() -> (width: Bool, height: Bool) { floorsInTheSolver(of: label, in: window) }
        #expect(floors() == (false, true))
        // Not only out of the solver: not made until the label needs it.
        #expect(label.nonNegativeSize?.width == nil && label.nonNegativeSize?.height != nil)
        label.isHidden = true
        #expect(floors() == (true, true))
        label.isHidden = false
        #expect(floors() == (false, true))
        stack.alignment = .leading
        #expect(floors() == (true, true))
        stack.alignment = .fill
        #expect(floors() == (false, true))
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(floors() == (true, true))
        stack.isLayoutMarginsRelativeArrangement = false
        #expect(floors() == (false, true))
        stack.axis = .horizontal
        #expect(floors() == (true, false))
        stack.removeArrangedSubview(label)
        #expect(floors() == (true, true))
        stack.insertArrangedSubview(label, at: 0)
        #expect(floors() == (true, false))
        // Out of the window and back: the next pass decides again.
        stack.removeFromSuperview()
        #expect(floors() == (false, false))
        window.addSubview(stack)
        #expect(floors() == (true, false))
        // A required thickness the stack's cannot follow below zero is the one broken, and the
        // label keeps its own.
        let narrow = label.heightAnchor.constraint(equalToConstant: -2)
        narrow.isActive = true
        window.layoutIfNeeded()
        #expect(window.layoutIssues.count == 1 && window.layoutIssues.first?.constraint === narrow)
        #expect(label.frame.height == 1 && stack.frame.height == 1)
    }

    /// A stack's length along its axis has no floor while its rules keep it at zero or more;
    /// when one of those rules is broken, the length is no longer its views' and gaps', and the
    /// floor comes back in the same pass. Here the leading edge, remade in the stack's bounds
    /// after arranging in margins that reach out of them, conflicts with the user's constraints
    /// that hold the label there. Without the floor the stack was solved a cell short of
    /// nothing (found by `StackSqueezePropertyTests` at ten times its seeds).
    @Test func aStackWhoseRuleBreaksTakesItsFloorBack() {
        let window = makeWindow(20, 5)
        let label = SizedView(1, -1, id: "label")
        let stack = StackView(arrangedSubviews: [label], axis: .horizontal)
        stack.layoutMargins = EdgeInsets(top: 0, left: -1, bottom: 0, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        window.addSubview(stack)
        let user = [
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 0),
            label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: -1),
        ]
        LayoutConstraint.activate(
            user + [
                stack.leftAnchor.constraint(equalTo: window.leftAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
            ])
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        let broken = window.layoutIssues.compactMap(\.constraint)
        #expect(!broken.isEmpty && broken.allSatisfy { $0.installedView === stack })
        #expect(stack.nonNegativeSize?.width?.engine === window.engine)
        #expect(window.engine.solver.currentValue(of: stack.widthVariable) >= 0)
        // (The margins guide has no floor: narrower than its margins, it cannot be shown.)
        for constraint in SqueezePropertyTests.requiredConstraints(in: window)
        where constraint.origin != .margins {
            #expect((SqueezePropertyTests.violation(of: constraint) ?? 0) <= 0, "\(constraint)")
        }
        // Once the rules hold again (tried again when the user's constraints go), a rebuild
        // that finds none broken lets them keep the length again.
        LayoutConstraint.deactivate(user)
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        stack.alignment = .leading
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        #expect(stack.nonNegativeSize?.width?.engine == nil)
    }

    @Test func aBrokenConstraintBetweenTwoArrangedViewsLeavesTheStacksRulesTrusted() {
        let (window, first, stack) = makeVerticalStackOfTwoLabels()
        let second = stack.arrangedSubviews[1]
        #expect(floorsInTheSolver(of: stack, in: window) == (true, false))
        // Both labels are as wide as the stack (fill), so this one cannot hold; it is
        // installed on the stack, their nearest common ancestor, and breaks there.
        let user = first.widthAnchor.constraint(equalTo: second.widthAnchor, constant: 5)
        user.isActive = true
        #expect(floorsInTheSolver(of: stack, in: window) == (true, false))
        let broken = window.layoutIssues.compactMap(\.constraint)
        #expect(broken.count == 1 && broken.first === user)
        #expect(user.installedView === stack && !stack.hasBrokenArrangementRule)
        #expect(floorsInTheSolver(of: first, in: window) == (false, true))
    }

    @Test func theyReadLikeTheEquationAndStayOutOfTheDebuggersLists() {
        let window = makeWindow(20, 5)
        let label = makeView("label", in: window)
        window.layoutIfNeeded()
        #expect(label.nonNegativeSize?.width?.description == "label.width >= 0 (non-negative)")
        #expect(label.nonNegativeSize?.height?.description == "label.height >= 0 (non-negative)")
        #expect(
            !label.constraintsAffectingLayout(for: .horizontal).contains { $0.origin == .nonNegativeSize })
        #expect(!window.layoutDescription().contains("(non-negative)"))
    }

    @Test func aConstraintThatNeedsANegativeWidthIsBrokenAndNamesTheFloor() {
        let window = makeWindow(20, 5)
        let box = makeView("box", in: window)
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
        let right = box.rightAnchor.constraint(equalTo: window.leftAnchor, constant: 6)
        right.identifier = "too far left"
        LayoutConstraint.activate([left, right, box.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 10 && box.frame.width == 0)
        let issue = window.layoutIssues.first
        #expect(window.layoutIssues.count == 1)
        #expect(issue?.constraint === right)
        #expect(issue?.conflicts.count == 2)
        #expect(issue?.conflicts.first { $0.origin == .user } === left)
        #expect(issue?.description.contains("box.width >= 0 (non-negative)") == true)
        // Moved right of the left edge, it fits and is no longer broken.
        right.constant = 14
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        #expect(box.frame.minX == 10 && box.frame.width == 4)
    }

    @Test func aConstraintInstalledBeforeItsViewJoinsIsBrokenIfItNeedsANegativeLength() {
        let window = makeWindow(20, 5)
        let container = TermView()
        container.identifier = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        let child = makeView("child", in: container)
        // Installed on the container, before either is in a window: the child would need a
        // width of −3.
        let backwards = child.rightAnchor.constraint(equalTo: child.leftAnchor, constant: -3)
        backwards.isActive = true
        #expect(backwards.installedView === child)
        window.addSubview(container)
        window.layoutIfNeeded()
        // In the solver before the child's floor, it is the one broken when the floor comes.
        let issue = window.layoutIssues.first
        #expect(window.layoutIssues.count == 1 && issue?.constraint === backwards)
        #expect(issue?.conflicts.map(\.description) == ["child.width >= 0 (non-negative)"])
        #expect(child.frame.width == 0)
        // Gone, it no longer counts; back, it is broken again.
        backwards.isActive = false
        #expect(window.layoutIssues.isEmpty)
        backwards.isActive = true
        #expect(window.layoutIssues.first?.constraint === backwards)
    }

    @Test func aFittingSizeNeverCountsANegativeLength() {
        let container = TermView()
        let a = makeView("a", in: container)
        let b = makeView("b", in: container)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: container.leftAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 2),
            b.rightAnchor.constraint(equalTo: container.rightAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            b.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        #expect(
            container.systemLayoutSizeFitting(TermView.layoutFittingCompressedSize)
                == Size(width: 2, height: 1))
    }
}
