import Testing

@testable import TrellisCore

/// Installing constraints made from strings, JBNSLayoutConstraint's `+Install` category.
@MainActor
@Suite struct InstallFormatTests {
    @Test func installConstraintsInstallsOnTheNearestCommonAncestor() throws {
        let window = makeWindow(40, 10)
        let container = makePlainView("container", in: window)
        container.frame = Rect(2, 1, 30, 6)
        let view1 = makePlainView("view1", in: container)
        let view2 = makePlainView("view2", in: container)
        let made = try LayoutConstraint.installConstraints(
            withVisualFormat:
                "view1.centerX == |.centerX; view1.top == |; view1.size == 4; H:[view1]-[view2(2)]; "
                + "view2.top == view1; view2.height == 1",
            views: ["view1": view1, "view2": view2])
        #expect(made.allSatisfy { $0.isActive })
        #expect(made[0].installedView === container)
        #expect(made[2].installedView === view1)
        #expect(made.last?.installedView === view2)
        // Autoresizing is turned off on the views the constraints relate, not on the view a
        // constraint is installed on.
        #expect(!view1.translatesAutoresizingMaskIntoConstraints)
        #expect(!view2.translatesAutoresizingMaskIntoConstraints)
        #expect(container.translatesAutoresizingMaskIntoConstraints)
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(13, 0, 4, 4))
        #expect(view2.frame == Rect(18, 0, 2, 1))
    }

    @Test func anAttributeRelatedToItselfIsALinearEquation() throws {
        // JBNSLayoutConstraint's own suite: width = 2.5·width − 10, so width = 20/3.
        let window = makeWindow(40, 10)
        let view1 = makePlainView("view1", in: window)
        try LayoutConstraint.installConstraints(
            withVisualFormat:
                "view1.width == view1 * 2.5 - 10; view1.left == |; view1.top == |; view1.height == 1",
            views: ["view1": view1])
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
        #expect(view1.frame == Rect(0, 0, 7, 1))  // 6.67 rounds to 7
    }

    @Test func installAndUninstallSingleAndMany() throws {
        let window = makeWindow(40, 10)
        let view1 = makePlainView("view1", in: window)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-2-[view1(5)]; V:|-1-[view1(2)]", views: ["view1": view1])
        #expect(made.allSatisfy { !$0.isActive })
        // view1.width == 5 is installed on view1 itself, which keeps its autoresizing…
        try made[0].install()
        #expect(made[0].installedView === view1)
        #expect(view1.translatesAutoresizingMaskIntoConstraints)
        // …and view1.leading == window.leading + 2 on the window, which turns it off on view1.
        try made[1].install()
        #expect(made[1].installedView === window)
        #expect(!view1.translatesAutoresizingMaskIntoConstraints)
        try LayoutConstraint.install(made)
        #expect(made.allSatisfy { $0.isActive })
        window.layoutIfNeeded()
        #expect(view1.frame == Rect(2, 1, 5, 2))
        made[1].uninstall()
        #expect(!made[1].isActive)
        #expect(made[0].isActive)
        LayoutConstraint.uninstall(made)
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func installingItemsWithoutACommonAncestorThrowsAndInstallsNothing() throws {
        let windows = (makeWindow(10, 2), makeWindow(10, 2))
        defer { withExtendedLifetime(windows) {} }
        let a = makePlainView("a", in: windows.0)
        let b = makePlainView("b", in: windows.1)
        let views: [String: LayoutItem] = ["a": a, "b": b]
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.installConstraints(
                withVisualFormat: "a.width == 2; a.width == b", views: views)
        }
        #expect(a.constraints.isEmpty)
        #expect(throws: FormatError.self) {
            try LayoutConstraint.installConstraints(withVisualFormat: "a.width == ", views: views)
        }
    }
}
