import Testing

@testable import TrellisCore

/// A `bb` call that cannot be installed records a `LayoutIssue` instead of trapping.
@MainActor
@Suite struct ChainIssueTests {
    @Test func itemsWithoutACommonAncestorRecordAnIssue() {
        let window = makeWindow(20, 5)
        let other = makeWindow(20, 5)
        let a = makeView("a", in: window)
        let b = makeView("b", in: other)
        var constraint: LayoutConstraint?
        let (issues, line) = (issuesRecorded(in: window, other) { constraint = a.bb.left(b).constraint }, #line)
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .noCommonAncestor)
        #expect(issues.first?.constraint === constraint)
        #expect(issues.first?.location == CodeLocation(fileID: #fileID, line: line))
        #expect(constraint?.isActive == false)
    }

    @Test func anImpliedSuperviewThatIsMissingRecordsAnIssue() {
        let orphan = makePlainView("orphan")
        var made: [LayoutConstraint] = []
        let issues = issuesRecorded {
            made = orphan.bb.left().width().before(spacing: 1).constraints
        }
        #expect(issues.map(\.kind) == [.missingSuperview, .missingSuperview, .missingSuperview])
        #expect(issues.map { $0.constraint }.map { $0 === made[0] } == [true, false, false])
        #expect(made.allSatisfy { !$0.isActive })
        #expect(issues[0].description.contains("orphan has no superview"))
        #expect(!orphan.translatesAutoresizingMaskIntoConstraints)
        // Constraints that need no superview still work on the orphan.
        let width = orphan.bb.width(3).constraint
        #expect(width.isActive)
    }

    @Test func aWindowHasNoSuperviewToFill() {
        let window = makeWindow(20, 5)
        let issues = issuesRecorded(in: window) { window.bb.fill() }
        #expect(issues.count == 4)
        #expect(issues.allSatisfy { $0.kind == .missingSuperview })
        window.layoutIfNeeded()
        #expect(window.frame == Rect(0, 0, 20, 5))
    }

    @Test func nonFiniteNumbersRecordAnIssue() {
        let window = makeWindow(20, 5)
        let view = makeView("view", in: window)
        var constraint: LayoutConstraint?
        let issues = issuesRecorded(in: window) { constraint = view.bb.width(.nan).constraint }
        #expect(issues.map(\.kind) == [.invalidConstraint])
        #expect(constraint?.isActive == false)
        let infinite = issuesRecorded(in: window) { view.bb.left(view.rightAnchor + .infinity) }
        #expect(infinite.map(\.kind) == [.invalidConstraint])
    }

    @Test func distributeInsetsWithoutASuperviewRecordAnIssue() {
        let a = makePlainView("a")
        let b = makePlainView("b")
        let issues = issuesRecorded {
            [a, b].bb.distributeX(inset: .equal)
            [a, b].bb.distributeXEqualSpacing(inset: .equal)
        }
        // The between constraints have no common ancestor; each inset constraint lacks a superview.
        #expect(issues.filter { $0.kind == .missingSuperview }.count == 3)
        #expect(issues.filter { $0.kind == .noCommonAncestor }.count == 1)
    }

    @Test func inactiveGroupsStillReportMissingSuperviews() {
        let orphan = makePlainView("orphan")
        var made: [LayoutConstraint] = []
        let issues = issuesRecorded { made = group(activated: false) { orphan.bb.top() } }
        #expect(issues.map(\.kind) == [.missingSuperview])
        #expect(made.count == 1)
        // Activating it later records why it cannot be installed, without trapping.
        let later = issuesRecorded { made.activate() }
        #expect(later.map(\.kind) == [.releasedItem])
    }
}
