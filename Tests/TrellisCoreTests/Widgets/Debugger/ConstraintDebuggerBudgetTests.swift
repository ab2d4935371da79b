import Testing
import TrellisTesting

@testable import TrellisCore

/// A column of labels taller than the window (only the first rows are on screen), optionally
/// followed in tree order by a view whose left edge and width are free, on screen at the top
/// right; the debugger is attached with `budget` and no time limit, not showing.
@MainActor
private struct LabelColumn {
    let terminal: TestTerminal
    let labels: [Label]
    let topConstraints: [LayoutConstraint]
    let floating: TermView?
    let debugger: ConstraintDebugger

    init(count: Int, budget: Int, withFloatingView: Bool = false) {
        var labels: [Label] = []
        var tops: [LayoutConstraint] = []
        var floating: TermView?
        var debugger: ConstraintDebugger!
        terminal = TestTerminal(width: 60, height: 12) { app in
            app.window.theme = .monochrome
            let window = app.window
            for index in 0..<count {
                let label = Label("L\(index)")
                label.identifier = "L\(index)"
                window.addSubview(label)
                tops.append(
                    label.topAnchor.constraint(
                        equalTo: index == 0 ? window.topAnchor : labels[index - 1].bottomAnchor))
                label.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
                labels.append(label)
            }
            LayoutConstraint.activate(tops)
            if withFloatingView {
                let view = TermView()
                view.identifier = "floating"
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                LayoutConstraint.activate([
                    view.leftAnchor.constraint(greaterThanOrEqualTo: window.leftAnchor, constant: 30),
                    view.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
                    view.topAnchor.constraint(equalTo: window.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 3),
                ])
                floating = view
            }
            debugger = ConstraintDebugger.attach(to: app)
            debugger.probeBudget = budget
            // Counted, not timed: only the budget stops a frame.
            debugger.probeTimeLimit = nil
        }
        self.labels = labels
        self.topConstraints = tops
        self.floating = floating
        self.debugger = debugger
    }

    /// Shows the overlay and draws exactly one frame.
    func showOneFrame() {
        debugger.show()
        terminal.app.renderFrameIfNeeded()
    }

    /// Draws the frames the debugger asks for until every view is checked.
    ///
    /// - Returns: The frames drawn and the views they probed, in all.
    func checkEverything() -> (frames: Int, probes: Int) {
        var frames = 0
        var probes = 0
        while debugger.uncheckedViewCount > 0, frames < 1000 {
            terminal.app.step(timeout: .zero)
            frames += 1
            probes += debugger.probesInLastFrame
        }
        return (frames, probes)
    }
}

@MainActor
@Suite struct ConstraintDebuggerBudgetTests {
    @Test func aFrameProbesTheSameNumberOfViewsHoweverManyThereAre() {
        for count in [40, 240] {
            let scene = LabelColumn(count: count, budget: 8)
            scene.showOneFrame()
            #expect(scene.debugger.probesInLastFrame == 8)
            #expect(scene.debugger.uncheckedViewCount == count - 8)
            #expect(
                scene.terminal.screen.contains {
                    $0.contains("Checking for ambiguity: \(count - 8) views left…")
                })

            // The following frames go on where the first stopped: every view once, 8 a frame.
            let (frames, probes) = scene.checkEverything()
            #expect(probes == count - 8)
            #expect(frames == (count - 8 + 7) / 8)
            #expect(!scene.terminal.screen.contains { $0.contains("Checking for ambiguity") })

            // Once every answer is known, frames probe nothing.
            scene.terminal.send(.mouse(MouseEvent(.motion, at: Point(x: 0, y: 3))))
            #expect(scene.debugger.hoveredView === scene.labels[3])
            #expect(scene.debugger.probesInLastFrame == 0)
        }
    }

    @Test func viewsOnScreenAreCheckedBeforeViewsOffScreen() {
        // Twelve labels and the floating view are on screen; 28 labels are below the window.
        let scene = LabelColumn(count: 40, budget: 13, withFloatingView: true)
        scene.showOneFrame()
        #expect(scene.debugger.uncheckedViewCount == 28)
        // The floating view comes last in tree order, yet the first frame found it out.
        #expect(scene.terminal.screen.contains { $0.contains("Ambiguous: floating") })
        let ambiguous = "{\(Theme.monochrome.debugAmbiguous)}"
        #expect(scene.terminal.styledScreen[0].contains(ambiguous + "┌float…┐"))
    }

    @Test func theInspectedViewIsCheckedFirst() {
        let scene = LabelColumn(count: 40, budget: 1, withFloatingView: true)
        scene.debugger.show()
        scene.terminal.app.handle(.mouse(MouseEvent(.motion, at: Point(x: 31, y: 1))))
        scene.terminal.app.renderFrameIfNeeded()
        #expect(scene.debugger.inspectedView === scene.floating)
        #expect(scene.debugger.probesInLastFrame == 1)
        #expect(scene.terminal.screen.contains { $0.hasPrefix("┌floating (30, 0, 8×3) AMBIGUOUS") })
    }

    @Test func aLayoutChangeChecksEveryViewAgain() {
        let scene = LabelColumn(count: 30, budget: 8)
        scene.showOneFrame()
        _ = scene.checkEverything()
        #expect(!scene.terminal.screen.contains { $0.contains("Ambiguous") })

        // Label 5 loses its top: it and every label below it can move up and down.
        scene.topConstraints[5].isActive = false
        scene.terminal.app.renderFrameIfNeeded()
        #expect(scene.debugger.probesInLastFrame == 8)
        let (_, probes) = scene.checkEverything()
        #expect(probes == 30 - 8)
        #expect(scene.terminal.screen.contains { $0.contains("Ambiguous: L5, L6, L7") })
    }

    @Test func theBudgetIsAtLeastOneView() {
        let scene = LabelColumn(count: 3, budget: 0)
        #expect(scene.debugger.probeBudget == 1)
        scene.showOneFrame()
        #expect(scene.debugger.probesInLastFrame == 1)
        #expect(scene.debugger.uncheckedViewCount == 2)
        scene.terminal.runUntilIdle()
        #expect(scene.debugger.uncheckedViewCount == 0)
    }

    @Test func aFrameOutOfTimeStillProbesOneView() {
        let scene = LabelColumn(count: 20, budget: 8)
        scene.debugger.probeTimeLimit = .zero
        scene.showOneFrame()
        #expect(scene.debugger.probesInLastFrame == 1)
        #expect(scene.debugger.uncheckedViewCount == 19)
    }

    @Test func theProbeLevelIsHeldWhileTheOverlayShowsAndLetGoWhenItHides() {
        let scene = LabelColumn(count: 30, budget: 8, withFloatingView: true)
        let frames = scene.labels.map(\.frame)
        scene.showOneFrame()
        #expect(scene.debugger.probeLevelKeeper != nil)
        _ = scene.checkEverything()
        #expect(scene.debugger.probeLevelKeeper != nil)
        scene.debugger.hide()
        scene.terminal.runUntilIdle()
        #expect(scene.debugger.probeLevelKeeper == nil)
        // The layout and its answers are as they were.
        #expect(scene.labels.map(\.frame) == frames)
        #expect(scene.floating?.hasAmbiguousLayout == true)
        #expect(!scene.labels[3].hasAmbiguousLayout)
    }
}
