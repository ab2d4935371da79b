import Testing
import TrellisCore
import TrellisTesting

@testable import seeds

/// The seeds demo headless: its screens as snapshots, the examples' frames as the READMEs'
/// code promises them at several sizes, and its minimum size.
@MainActor
@Suite struct SeedsTests {
    nonisolated static let sizes = [Size(width: 120, height: 40), Size(width: 60, height: 20)]

    /// The demo at `width`×`height`.
    private func makeTerminal(_ width: Int, _ height: Int) -> (TestTerminal, SeedsDemo) {
        var demo: SeedsDemo?
        let terminal = TestTerminal(width: width, height: height) { app in demo = SeedsDemo.install(in: app) }
        return (terminal, demo!)
    }

    /// The frames of the demo's views with identifiers, in window coordinates.
    private func frames(in terminal: TestTerminal) -> (String) -> Rect? {
        { id in terminal.window.firstDescendant(withIdentifier: id)?.frameInWindow }
    }

    @Test(arguments: sizes)
    func firstScreen(size: Size) {
        let (terminal, _) = makeTerminal(size.width, size.height)
        terminal.assertSnapshot(named: "Seeds-first-\(size.width)x\(size.height)")
    }

    @Test func eachPanelShowsItsLibrarysCodeUnderItsResult() {
        let (terminal, demo) = makeTerminal(120, 40)
        let screen = terminal.screen
        #expect(screen[1].contains("╭Bamboo · view.bb chains"))
        #expect(screen[1].contains("╭TFLayoutConstraintsFactory"))
        #expect(screen[1].contains("╭JBNSLayoutConstraint · strings"))
        #expect(screen.contains { $0.contains("view.bb.centerX().below(view2).size") })
        #expect(screen.contains { $0.contains("\"H:|[view2(10)]; V:|[view2(1)]\"") })
        #expect(screen.contains { $0.contains("centeringConstraints(for: view,") })
        for panel in demo.panels {
            #expect(!panel.listing.entries.contains { $0.text.hasPrefix("error") }, "\(panel.name)")
            #expect(panel.listing.entries.count >= 4, "\(panel.name)")
            // The code is all on screen at this size.
            #expect(panel.listing.frame.height == panel.listing.heightForWidth(panel.listing.frame.width))
        }
        #expect(terminal.window.layoutIssues.isEmpty)
    }

    @Test(arguments: [
        Size(width: 120, height: 40), Size(width: 60, height: 20), Size(width: 200, height: 60),
        Size(width: 97, height: 31), Size(width: 56, height: 16),
    ])
    func theExamplesHoldAtEverySize(size: Size) {
        let (terminal, _) = makeTerminal(size.width, size.height)
        #expect(SeedsLayoutChecks.failures(frames(in: terminal)) == [])
    }

    @Test func resizingReSolvesEveryPanel() {
        let (terminal, demo) = makeTerminal(120, 40)
        let before = demo.panels.map { $0.stage.frameInWindow }
        terminal.resize(to: Size(width: 200, height: 60))
        let after = demo.panels.map { $0.stage.frameInWindow }
        #expect(zip(before, after).allSatisfy { $0.width < $1.width && $0.height < $1.height })
        #expect(SeedsLayoutChecks.failures(frames(in: terminal)) == [])
        #expect(terminal.screen[0].contains("200×60"))
        // Three panels of equal width (±1 for rounding) side by side, one cell apart.
        let panels = demo.panels.map(\.frameInWindow)
        #expect(panels[0].minX == 0 && panels[2].maxX == 200)
        #expect(panels[1].minX == panels[0].maxX + 1 && panels[2].minX == panels[1].maxX + 1)
        #expect(panels.map(\.width).max()! - panels.map(\.width).min()! <= 1)
    }

    @Test func theMinimumIs56By16AndSmallerShowsTheNotice() {
        let (terminal, _) = makeTerminal(56, 16)
        #expect(terminal.window.requiredSize == SeedsDemo.minimumSize)
        #expect(!terminal.app.isShowingTooSmallNotice)
        terminal.resize(to: Size(width: 20, height: 5))
        #expect(terminal.app.isShowingTooSmallNotice)
        terminal.assertScreen([
            "                    ",
            " Terminal too small ",
            "    needs 56×16     ",
            "      has 20×5      ",
            "                    ",
        ])
    }

    @Test func qQuitsAndF12ShowsTheDebugger() {
        let (terminal, demo) = makeTerminal(120, 40)
        terminal.press(.function(12))
        #expect(demo.debugger.isVisible)
        #expect(terminal.screen.contains { $0.contains("bamboo.view2") })
        terminal.press(.function(12))
        #expect(!demo.debugger.isVisible)
        terminal.type("q")
        #expect(terminal.app.isQuitRequested)
    }
}
