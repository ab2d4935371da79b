import Testing
import TrellisCore
import TrellisTesting

/// Many test cases at once (Swift Testing runs the arguments in parallel; on the main actor they
/// interleave at every `await`), each with its own window, constraint group and animation:
/// none sees another's.
@MainActor
@Suite struct ParallelWindowsTests {
    @Test(arguments: 0..<24)
    func windowsGroupsAndAnimationsOfParallelTestsStayApart(index: Int) async {
        let target = Double(10 + index)
        var view: TermView!
        var width: LayoutConstraint!
        var held: [LayoutConstraint] = []
        let terminal = TestTerminal(width: 60, height: 3) { app in
            view = TermView()
            app.window.addSubview(view)
            held = group(activated: false) {
                view.bb.left().top().height(1)
                width = view.bb.width(2).constraint
            }
        }
        await Task.yield()
        #expect(held.count == 4)
        #expect(held.allSatisfy { !$0.isActive && $0.firstItem === view })
        held.activate()
        terminal.runUntilIdle()
        await Task.yield()
        #expect(view.frame.width == 2)

        var completed: Bool?
        let animation = TermView.animate(duration: .seconds(1), curve: .linear) {
            width.constant = target
        } completion: {
            completed = $0
        }
        #expect(animation.constraints.count == 1 && animation.constraints[0] === width)
        await Task.yield()
        terminal.advance(by: .milliseconds(500))
        await Task.yield()
        #expect(width.constant == (2 + target) / 2)
        #expect(completed == nil)
        terminal.advance(by: .milliseconds(500))
        await Task.yield()
        #expect(completed == true)
        terminal.runUntilIdle()
        #expect(view.frame.width == Int(target))
        #expect(terminal.window.layoutLog.issues.isEmpty)
    }
}
