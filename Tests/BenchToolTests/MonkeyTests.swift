import Testing

@testable import TrellisCore
@testable import trellis_bench

/// `trellis-bench monkey`: its input repeats for a seed, a short run over every widget passes
/// its checks, and the layout check finds a frame that is not what the solver says.
@MainActor
@Suite("trellis-bench monkey")
struct MonkeyTests {
    @Test func theSameSeedGivesTheSameSteps() {
        var first = MonkeyInput(seed: 7)
        var second = MonkeyInput(seed: 7)
        var third = MonkeyInput(seed: 8)
        let size = Size(width: 80, height: 24)
        let steps = (0..<500).map { _ in "\(first.nextStep(screen: size))" }
        #expect(steps == (0..<500).map { _ in "\(second.nextStep(screen: size))" })
        #expect(steps != (0..<500).map { _ in "\(third.nextStep(screen: size))" })
    }

    @Test func aShortRunOverEveryWidgetPasses() {
        let run = MonkeyRun(options: MonkeyOptions(events: 300, seed: 11, checkEvery: 25))
        #expect(run.go() == 0)
        #expect(run.failures.isEmpty)
        #expect(run.audits == 12)
        // Every kind of step came up.
        for kind in ["key", "mouse", "resize", "tick", "tree"] { #expect(run.counts[kind, default: 0] > 0) }
    }

    @Test func theAuditAgreesWithItselfOnAFreshWindow() {
        let run = MonkeyRun(options: MonkeyOptions())
        run.application.renderFrameIfNeeded(force: true)
        #expect(auditLayout(of: run.application.window).problems == [])
    }

    @Test func theAuditFindsAFrameThatIsNotTheSolvedOne() throws {
        let run = MonkeyRun(options: MonkeyOptions())
        run.application.renderFrameIfNeeded(force: true)
        let label = try #require(
            run.application.window.viewVariablesForChecking.map(\.view).first { $0 is Label })
        label.frameInWindow = label.frameInWindow.offsetBy(dx: 1, dy: 0)
        let problems = auditLayout(of: run.application.window).problems
        #expect(problems.count == 1)
        #expect(problems.first?.contains("Label shows") == true)
    }
}
