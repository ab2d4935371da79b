import Foundation
import Testing
import TrellisCore
import TrellisTesting

@testable import seeds

/// The seeds demo in a real terminal (tmux): its first screen, the resize sequence of issue 7
/// checked by what the terminal shows and by the examples' frames in the layout log, `q`, and a
/// sane terminal afterwards.
@Suite(
    "Seeds end to end in tmux", .serialized, .enabled(if: TmuxPane.executable != nil, "tmux is not installed")
)
struct SeedsEndToEndTests {
    /// Whether the screen is the demo's at the step's size: the header with the size, the three
    /// panels' titles, code under the stages, and the status bar.
    private func showsSeeds(_ step: ResizeStep) -> Bool {
        let size = step.size
        return step.screen.first?.contains("Trellis Seeds") == true
            && step.screen.first?.contains("\(size.width)×\(size.height)") == true
            && step.screen.count > 1 && step.screen[1].hasPrefix("╭Bamboo")
            && step.screen[1].contains("╭TFLayoutConstrain") && step.screen[1].contains("╭JBNSLayoutConstr")
            && step.shows("view2.bb.fillT") && step.screen.last?.hasPrefix(" q Quit  F12 Debugger") == true
    }

    /// Checks the frames of a layout pass: the panels span the terminal side by side, and every
    /// example's blocks are where its code puts them.
    private func expectFrames(_ step: ResizeStep, sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = step.layout
        let (width, height) = (step.size.width, step.size.height)
        #expect(
            layout.frame(of: "header") == Rect(x: 0, y: 0, width: width, height: 1),
            sourceLocation: sourceLocation)
        #expect(
            layout.frame(of: "statusBar") == Rect(x: 0, y: height - 1, width: width, height: 1),
            sourceLocation: sourceLocation)
        let panels = ["bamboo", "factory", "strings"].compactMap { layout.frame(of: $0) }
        #expect(panels.count == 3, sourceLocation: sourceLocation)
        if panels.count == 3 {
            #expect(panels[0].minX == 0 && panels[2].maxX == width, sourceLocation: sourceLocation)
            #expect(
                panels.allSatisfy { $0.minY == 1 && $0.maxY == height - 1 }, sourceLocation: sourceLocation)
            #expect(
                panels.map(\.width).max()! - panels.map(\.width).min()! <= 1, sourceLocation: sourceLocation)
        }
        #expect(SeedsLayoutChecks.failures { layout.frame(of: $0) } == [], sourceLocation: sourceLocation)
    }

    @Test func followsTheResizeSequenceAndLeavesTheTerminalSane() throws {
        let session = try DemoSession(demo: "seeds")
        let first = try session.waitForStep(at: Size(width: 120, height: 40), "the first screen", showsSeeds)
        expectFrames(first)
        #expect(first.shows("three seed READMEs, each laid out in its own style · 120×40"))

        for size in DemoSession.resizeSequence {
            if size.width < 56 || size.height < 16 {
                let step = try session.resize(to: size, waitingFor: "the too-small notice") { step in
                    step.shows("Terminal too small") && step.shows("needs 56×16") && step.shows("has 20×5")
                }
                #expect(step.layout.frame(of: "seeds") == Rect(x: 0, y: 0, width: 56, height: 16))
            } else {
                let step = try session.resize(to: size, waitingFor: "the three panels", showsSeeds)
                expectFrames(step)
            }
        }

        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }

    /// The demo drawn headless at `size`, row by row, without trailing blanks (as tmux shows it).
    @MainActor
    private func headlessScreen(at size: Size) -> [String] {
        let terminal = TestTerminal(width: size.width, height: size.height) { app in
            _ = SeedsDemo.install(in: app)
        }
        return terminal.screen.map(Self.trimmed)
    }

    private static func trimmed(_ row: String) -> String {
        String(row[..<(row.lastIndex { $0 != " " }.map { row.index(after: $0) } ?? row.startIndex)])
    }

    /// Every cell the terminal shows after each resize is the cell the same program draws
    /// headless: what ncurses repaints from its own copy, the runs of changed cells and the
    /// frame writer together lose nothing and leave nothing stale.
    @Test @MainActor func everyCellAfterAResizeIsTheHeadlessCell() throws {
        let session = try DemoSession(demo: "seeds")
        let sizes = [
            Size(width: 120, height: 40), Size(width: 200, height: 60), Size(width: 60, height: 20),
            Size(width: 161, height: 49), Size(width: 90, height: 30), Size(width: 120, height: 40),
        ]
        for (index, size) in sizes.enumerated() {
            if index > 0 { try session.pane.resize(width: size.width, height: size.height) }
            let expected = headlessScreen(at: size)
            var last: [String] = []
            do {
                try session.waitForScreen("the headless screen at \(size.width)×\(size.height)") { screen in
                    last = screen.map(Self.trimmed)
                    return last == expected
                }
            } catch {
                let row =
                    zip(last, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(last.count, expected.count)
                let shown = row < last.count ? last[row] : "(no row)"
                let drawn = row < expected.count ? expected[row] : "(no row)"
                Issue.record(
                    Comment(
                        rawValue:
                            "at \(size.width)×\(size.height), row \(row) differs:\nterminal: \(shown)\nheadless: \(drawn)"
                    ))
            }
        }
        #expect(try session.quit() == 0)
    }
}
