import Testing
import TrellisCore
import TrellisTesting

/// A terminal whose window holds one view with a width constraint to animate.
@MainActor
private struct AnimatedWidth {
    let terminal: TestTerminal
    let width: LayoutConstraint

    init(_ initial: Double) {
        var width: LayoutConstraint!
        terminal = TestTerminal(width: 40, height: 2) { app in
            let view = TermView()
            app.window.addSubview(view)
            view.bb.left().top().height(1)
            width = view.bb.width(initial).constraint
        }
        self.width = width
        terminal.runUntilIdle()
    }
}

/// Animations in two windows at once: each window's constraints move on its own application's
/// clock, and nothing one window's animations do reaches the other's.
@MainActor
@Suite struct AnimationIsolationTests {
    @Test func twoWindowsAnimatingAtOnceMoveOnlyTheirOwnConstraints() {
        let first = AnimatedWidth(10)
        let second = AnimatedWidth(10)
        let firstAnimation = TermView.animate(duration: .seconds(1), curve: .linear) {
            first.width.constant = 30
        }
        let secondAnimation = TermView.animate(duration: .seconds(1), curve: .linear) {
            second.width.constant = 20
        }
        #expect(firstAnimation.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(first.width)])
        #expect(secondAnimation.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(second.width)])

        first.terminal.advance(by: .milliseconds(500))
        #expect(first.width.constant == 20)
        #expect(second.width.constant == 10)

        // Stopping one window's animation leaves the other's running.
        first.width.constant = 12
        #expect(firstAnimation.isFinished)
        #expect(!secondAnimation.isFinished)
        second.terminal.advance(by: .seconds(1))
        #expect(second.width.constant == 20)
        #expect(secondAnimation.isFinished)
        #expect(first.width.constant == 12)
    }

    @Test func anAnimationBlockInOneWindowDoesNotCaptureAnotherWindowsLaterChanges() async {
        let first = AnimatedWidth(10)
        let second = AnimatedWidth(10)
        var later: Task<Void, Never>?
        let animation = TermView.animate(duration: .seconds(1)) {
            first.width.constant = 30
            // Work for the other window, started here but run after the block.
            later = Task { second.width.constant = 25 }
        }
        await later?.value
        #expect(animation.constraints.count == 1)
        #expect(second.width.constant == 25)
        second.terminal.runUntilIdle()
        #expect(second.terminal.window.subviews[0].frame.width == 25)
        // The first window's change is still the animation's.
        #expect(first.width.constant == 10)
        first.terminal.advance(by: .seconds(1))
        #expect(first.width.constant == 30)
    }

    @Test func aTakeOverInOneWindowLeavesTheOtherWindowsAnimationAlone() {
        let first = AnimatedWidth(10)
        let second = AnimatedWidth(10)
        var completions: [String] = []
        TermView.animate(duration: .seconds(1)) {
            first.width.constant = 30
        } completion: {
            completions.append("first \($0)")
        }
        TermView.animate(duration: .seconds(1)) {
            second.width.constant = 30
        } completion: {
            completions.append("second \($0)")
        }
        // A newer animation of the first window's constraint interrupts only the older one there.
        TermView.animate(duration: .seconds(1)) {
            first.width.constant = 5
        } completion: {
            completions.append("newer \($0)")
        }
        #expect(completions == ["first false"])
        first.terminal.advance(by: .seconds(1))
        second.terminal.advance(by: .seconds(1))
        #expect(completions == ["first false", "newer true", "second true"])
        #expect(first.width.constant == 5 && second.width.constant == 30)
    }
}
