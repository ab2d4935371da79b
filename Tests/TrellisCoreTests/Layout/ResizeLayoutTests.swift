import Testing

@testable import TrellisCore

/// Resize-driven layout: exact frames after each terminal size of a sequence.
@MainActor
@Suite struct ResizeLayoutTests {
    /// A sidebar of fixed width, a content area filling the rest, a one-row status bar.
    private func makeAppLayout() -> (TermWindow, TermView, TermView, TermView) {
        let window = makeWindow(80, 24)
        let sidebar = makeView("sidebar", in: window)
        let content = makeView("content", in: window)
        let status = makeView("status", in: window)
        LayoutConstraint.activate([
            sidebar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            sidebar.topAnchor.constraint(equalTo: window.topAnchor),
            sidebar.bottomAnchor.constraint(equalTo: status.topAnchor),
            sidebar.widthAnchor.constraint(equalToConstant: 20),
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 1),
            content.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            content.topAnchor.constraint(equalTo: window.topAnchor),
            content.bottomAnchor.constraint(equalTo: status.topAnchor),
            status.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            status.heightAnchor.constraint(equalToConstant: 1),
        ])
        // Let the sidebar give way when the terminal is narrow.
        let preferredWidth = sidebar.constraints.first { $0.firstAttribute == .width }
        #expect(preferredWidth != nil)
        preferredWidth?.priority = 500
        sidebar.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor, multiplier: 0.25).isActive =
            true
        return (window, sidebar, content, status)
    }

    @Test func framesFollowEveryTerminalSize() {
        let (window, sidebar, content, status) = makeAppLayout()
        window.layoutIfNeeded()
        #expect(sidebar.frame == Rect(0, 0, 20, 23))
        #expect(content.frame == Rect(21, 0, 59, 23))
        #expect(status.frame == Rect(0, 23, 80, 1))

        resize(window, 40, 10)
        #expect(sidebar.frame == Rect(0, 0, 10, 9))
        #expect(content.frame == Rect(11, 0, 29, 9))
        #expect(status.frame == Rect(0, 9, 40, 1))

        resize(window, 500, 200)
        #expect(sidebar.frame == Rect(0, 0, 20, 199))
        #expect(content.frame == Rect(21, 0, 479, 199))
        #expect(status.frame == Rect(0, 199, 500, 1))

        // 1×1: the status bar's height and the gap are required; the window grows to hold
        // them and says so.
        resize(window, 1, 1)
        #expect(status.frame == Rect(0, 0, 1, 1))
        #expect(sidebar.frame.width == 0)
        #expect(window.frame.size == Size(width: 1, height: 1))

        // 0×0: no view's length can be negative, so the status bar's row and the gap after the
        // sidebar need 1×1; the window keeps that size and says it is too small.
        resize(window, 0, 0)
        #expect(window.frame.size == Size(width: 1, height: 1))
        #expect(sidebar.frame == Rect(0, 0, 0, 0))
        #expect(content.frame == Rect(1, 0, 0, 0))
        #expect(status.frame == Rect(0, 0, 1, 1))
        #expect(window.isTooSmall)
        #expect(window.requiredSize == Size(width: 1, height: 1))
        // With a minimum height for the content it needs three rows more.
        content.heightAnchor.constraint(greaterThanOrEqualToConstant: 3).isActive = true
        window.layoutIfNeeded()
        #expect(window.isTooSmall)
        #expect(window.requiredSize == Size(width: 1, height: 4))
        #expect(content.frame == Rect(1, 0, 0, 3))

        resize(window, 80, 24)
        #expect(!window.isTooSmall)
        #expect(sidebar.frame == Rect(0, 0, 20, 23))
        #expect(content.frame == Rect(21, 0, 59, 23))
        #expect(status.frame == Rect(0, 23, 80, 1))
    }

    @Test func sharedEdgesNeverGapOrOverlapAtAnyWidth() {
        let window = makeWindow(10, 3)
        let columns = (0..<3).map { makeView("c\($0)", in: window) }
        var constraints: [LayoutConstraint] = [
            columns[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            columns[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ]
        for index in 0..<3 {
            constraints.append(columns[index].topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(columns[index].heightAnchor.constraint(equalToConstant: 1))
            if index > 0 {
                constraints.append(
                    columns[index].leadingAnchor.constraint(equalTo: columns[index - 1].trailingAnchor))
                constraints.append(columns[index].widthAnchor.constraint(equalTo: columns[0].widthAnchor))
            }
        }
        LayoutConstraint.activate(constraints)
        for width in 0...40 {
            resize(window, width, 3)
            #expect(columns[0].frame.minX == 0)
            #expect(columns[0].frame.maxX == columns[1].frame.minX)
            #expect(columns[1].frame.maxX == columns[2].frame.minX)
            #expect(columns[2].frame.maxX == width)
            let widths = columns.map(\.frame.width)
            #expect(widths.max()! - widths.min()! <= 1)
        }
        resize(window, 10, 3)
        // 10/3 = 3.33: edges at 3.33 and 6.67 round to 3 and 7.
        #expect(columns.map(\.frame) == [Rect(0, 0, 3, 1), Rect(3, 0, 4, 1), Rect(7, 0, 3, 1)])
    }

    @Test func centeredBoxStaysCentered() {
        let window = makeWindow(80, 24)
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(20, 10, 40, 4))
        resize(window, 41, 9)
        // Width 20.5, left at 10.25 → edges 10 and 31 (rounded separately: 10.25 and 30.75).
        #expect(box.frame == Rect(10, 3, 21, 4))
    }

    @Test func layoutSubviewsRunsOnlyForViewsWhoseFrameChanged() {
        let window = makeWindow(40, 10)
        let fixed = SizedView(5, 1, id: "fixed")
        let stretchy = SizedView(5, 1, id: "stretchy")
        window.addSubview(fixed)
        window.addSubview(stretchy)
        LayoutConstraint.activate([
            fixed.leftAnchor.constraint(equalTo: window.leftAnchor),
            fixed.topAnchor.constraint(equalTo: window.topAnchor),
            stretchy.leftAnchor.constraint(equalTo: window.leftAnchor),
            stretchy.rightAnchor.constraint(equalTo: window.rightAnchor),
            stretchy.topAnchor.constraint(equalTo: fixed.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(fixed.layoutSubviewsCount == 1)
        #expect(stretchy.layoutSubviewsCount == 1)
        #expect(fixed.updateConstraintsCount == 1)
        resize(window, 50, 10)
        #expect(fixed.layoutSubviewsCount == 1)
        #expect(stretchy.layoutSubviewsCount == 2)
        fixed.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(fixed.layoutSubviewsCount == 2)
        fixed.setNeedsUpdateConstraints()
        #expect(window.needsLayout)
        window.layoutIfNeeded()
        #expect(fixed.updateConstraintsCount == 2)
        #expect(!window.needsLayout)
    }

    @Test func aResizeOnlyEditsTheLiveSolver() {
        let (window, sidebar, _, _) = makeAppLayout()
        window.layoutIfNeeded()
        let solver = window.engine.solver
        let before = solver.description
        resize(window, 100, 30)
        resize(window, 80, 24)
        // Same solver object, same constraints: the dump lists the same rows.
        #expect(window.engine.solver === solver)
        #expect(sidebar.frame == Rect(0, 0, 20, 23))
        #expect(solver.description.count > 0 && before.count > 0)
    }
}
