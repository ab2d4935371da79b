import Testing

@testable import TrellisCore

@MainActor
@Suite struct ConflictTests {
    @Test func anUnsatisfiableConstraintIsBrokenAndExplainedMinimally() {
        let window = makeWindow(80, 24)
        let box = makeView("box", in: window)
        let other = makeView("other", in: window)
        let unrelated = [
            other.leftAnchor.constraint(equalTo: window.leftAnchor),
            other.widthAnchor.constraint(equalToConstant: 5),
        ]
        let pinLeft = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 2)
        let pinRight = box.rightAnchor.constraint(equalTo: window.leftAnchor, constant: 32)
        let wide = box.widthAnchor.constraint(equalToConstant: 50)
        wide.identifier = "wide"
        LayoutConstraint.activate(unrelated + [pinLeft, pinRight])
        wide.isActive = true
        window.layoutIfNeeded()
        // The rest of the layout stands.
        #expect(box.frame.minX == 2 && box.frame.width == 30)
        #expect(other.frame.width == 5)
        let issues = window.layoutIssues
        #expect(issues.count == 1)
        let issue = issues[0]
        #expect(issue.kind == .unsatisfiable)
        #expect(issue.constraint === wide)
        #expect(wide.isActive)
        #expect(
            Set(issue.conflicts.map(ObjectIdentifier.init))
                == Set([pinLeft, pinRight].map(ObjectIdentifier.init)))
        let text = issue.description
        #expect(text.contains("Unable to simultaneously satisfy constraints"))
        #expect(text.contains("box.width == 50 \"wide\" (ConflictTests.swift:"))
        #expect(text.contains("box.right == window.left + 32 (ConflictTests.swift:"))
        #expect(window.layoutLog.issues.last?.constraint === wide)
    }

    @Test func aBrokenConstraintTakesEffectOnceItsConflictGoesAway() {
        let window = makeWindow(80, 24)
        let box = makeView("box", in: window)
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        let wide = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1), narrow, wide,
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 10)
        #expect(window.layoutIssues.count == 1)
        narrow.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 50)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test func aConstantChangeThatConflictsBreaksThatConstraint() {
        let window = makeWindow(80, 24)
        let box = makeView("box", in: window)
        let maxWidth = box.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1), maxWidth, width,
        ])
        window.layoutIfNeeded()
        width.constant = 30
        window.layoutIfNeeded()
        #expect(box.frame.width <= 20)
        #expect(window.layoutIssues.first?.constraint === width)
        #expect(window.layoutIssues.first?.conflicts.first === maxWidth)
        width.constant = 15
        window.layoutIfNeeded()
        #expect(box.frame.width == 15)
        #expect(window.layoutIssues.isEmpty)
    }

    /// Making an optional constraint required takes it out of the solver and adds it again; when
    /// the add is refused, the constraint is out, and the layout is the one without it (seed 492
    /// of `IncrementalLayoutPropertyTests` kept the frames of before the removal).
    @Test func aPriorityRaisedIntoAConflictLaysOutWithoutThatConstraint() {
        let window = makeWindow(80, 24)
        let box = makeView("box", in: window)
        let maxWidth = box.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
        let preferred = box.widthAnchor.constraint(equalToConstant: 20)
        preferred.priority = 999
        let fallback = box.widthAnchor.constraint(equalToConstant: 5)
        fallback.priority = 500
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1), maxWidth, preferred, fallback,
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 10)
        preferred.priority = .required
        window.layoutIfNeeded()
        #expect(window.layoutIssues.count == 1 && window.layoutIssues.first?.constraint === preferred)
        #expect(box.frame.width == 5)
        preferred.priority = 999
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        #expect(box.frame.width == 10)
    }

    @Test func requiredConstraintsBiggerThanTheTerminalKeepTheirSize() {
        let window = makeWindow(40, 10)
        let wide = makeView("wide", in: window)
        LayoutConstraint.activate([
            wide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
            wide.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -2),
            wide.widthAnchor.constraint(greaterThanOrEqualToConstant: 76),
            wide.topAnchor.constraint(equalTo: window.topAnchor),
            wide.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            wide.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(window.isTooSmall)
        #expect(window.requiredSize == Size(width: 80, height: 20))
        #expect(window.frame.size == Size(width: 80, height: 20))
        #expect(wide.frame == Rect(2, 0, 76, 20))
        #expect(window.layoutIssues.isEmpty)
        resize(window, 100, 30)
        #expect(!window.isTooSmall)
        #expect(wide.frame == Rect(2, 0, 96, 30))
        #expect(window.requiredSize == Size(width: 80, height: 20))
    }
}
