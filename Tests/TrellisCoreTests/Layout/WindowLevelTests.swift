import Testing

@testable import TrellisCore

/// The window's size edits sit on a level above every optional priority (and above live edits
/// made at `.required`): when the required constraints cannot fit the terminal, the window's
/// size is the only thing that gives way, and optional constraints keep their order.
@MainActor
@Suite struct WindowLevelTests {
    @Test func aPriorityJustBelowRequiredDoesNotOutrankTheWindowsSize() {
        func level(_ priority: Float) -> Int { ConstraintCompiler.level(for: LayoutPriority(priority)) }
        // In thousandths 999.9995 would round up to the next level; it shares 999.999's.
        #expect(level(999.9995) == ConstraintCompiler.highestOptionalLevel)
        #expect(level(999.999) == ConstraintCompiler.highestOptionalLevel)
        #expect(level(999.998) == ConstraintCompiler.highestOptionalLevel - 1)
        #expect(ConstraintCompiler.highestOptionalLevel < ConstraintCompiler.requiredEditLevel)
        #expect(ConstraintCompiler.requiredEditLevel < ConstraintCompiler.windowLevel)
        let window = makeWindow(40, 5)
        let box = makeView("box", in: window)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = LayoutPriority(999.9995)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.rightAnchor.constraint(equalTo: window.rightAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            wide,
        ])
        window.layoutIfNeeded()
        #expect(!window.isTooSmall)
        #expect(box.frame.width == 40)
    }

    @Test func optionalConstraintsBreakInPriorityOrderWhileTheWindowIsTooSmall() {
        let window = makeWindow(30, 5)
        let wide = makeView("wide", in: window)
        let a = makeView("a", in: window)
        let b = makeView("b", in: window)
        let wantA = a.widthAnchor.constraint(equalToConstant: 20)
        wantA.priority = 999
        let wantB = b.widthAnchor.constraint(equalToConstant: 20)
        wantB.priority = 500
        LayoutConstraint.activate([
            wide.leftAnchor.constraint(equalTo: window.leftAnchor),
            wide.rightAnchor.constraint(equalTo: window.rightAnchor),
            wide.widthAnchor.constraint(greaterThanOrEqualToConstant: 36),
            a.leftAnchor.constraint(equalTo: window.leftAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: window.rightAnchor),
            wantA, wantB,
        ])
        window.layoutIfNeeded()
        // The window takes the 36 columns it needs and no more: A keeps its 20 at 999, B gets
        // what is left.
        #expect(window.isTooSmall)
        #expect(window.requiredSize.width == 36)
        #expect(window.frame.width == 36)
        #expect(a.frame.width == 20 && b.frame.width == 16)
    }

    @Test func aLiveEditAtRequiredGivesWayToTheWindowsSize() {
        let window = makeWindow(40, 5)
        let box = makeView("box", in: window)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.rightAnchor.constraint(equalTo: window.rightAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let drag = window.beginEditing(box.widthAnchor, priority: .required)
        drag.suggest(100)
        window.layoutIfNeeded()
        #expect(!window.isTooSmall)
        #expect(box.frame.width == 40)
        drag.end()
    }
}
