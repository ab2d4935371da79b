import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The playground in a real terminal (tmux): its first screen, a conflicting line typed in,
/// the resize sequence of issue 7 checked by the screen and by the frames of the layout log,
/// `q` (from the list; in the field it would be typed), and a sane terminal afterwards.
@Suite(
    "Playground end to end in tmux", .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed"))
struct PlaygroundEndToEndTests {
    /// Whether the screen is the playground's with the grid preset and the broken line.
    private func showsPlayground(_ step: ResizeStep) -> Bool {
        let screen = step.screen
        return screen.first?.hasPrefix(" Trellis playground") == true
            && screen.contains { $0.hasPrefix("┌ Canvas ") && $0.contains("┬ Constraints (5) ") }
            && ["┌v1", "┌v2", "┌v3", "┌v4"].allSatisfy { name in screen.contains { $0.contains(name) } }
            && screen.contains { $0.contains("│5 v1.wid") && $0.contains("✗ vs 1│") }
            && screen.contains { $0.hasPrefix(" › ") }
            && screen.last?.hasPrefix(" Enter Add  ↑↓ History") == true
            && screen.allSatisfy { $0.count <= step.size.width }
    }

    /// Checks the frames of a layout pass at a size the playground fits.
    private func expectFrames(_ step: ResizeStep, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (width, height) = (step.size.width, step.size.height)
        let layout = step.layout
        func frame(_ id: String) throws -> Rect {
            try #require(layout.frame(of: id), "no \(id) in the layout log", sourceLocation: sourceLocation)
        }
        #expect(
            try frame("playground") == Rect(x: 0, y: 0, width: width, height: height),
            sourceLocation: sourceLocation)
        #expect(
            try frame("status") == Rect(x: 0, y: height - 1, width: width, height: 1),
            sourceLocation: sourceLocation)
        // The message area's three rows above the status bar, the field above them.
        #expect(
            try frame("message") == Rect(x: 1, y: height - 4, width: width - 2, height: 3),
            sourceLocation: sourceLocation)
        #expect(
            try frame("field") == Rect(x: 3, y: height - 5, width: width - 4, height: 1),
            sourceLocation: sourceLocation)
        // The canvas keeps 40 columns before the list gets its 40; the two boxes share the
        // border between them.
        let canvasBox = try frame("canvas-box")
        let listBox = try frame("list-box")
        let canvasWidth = width >= 79 ? width + 1 - 40 : 40
        #expect(
            canvasBox == Rect(x: 0, y: 1, width: canvasWidth, height: height - 6),
            sourceLocation: sourceLocation)
        #expect(
            listBox == Rect(x: canvasWidth - 1, y: 1, width: width + 1 - canvasWidth, height: height - 6),
            sourceLocation: sourceLocation)
        // The canvas is its box's inside, and the grid preset tiles it: two columns, two rows.
        let canvas = try frame("canvas")
        #expect(
            canvas == Rect(x: 1, y: 2, width: canvasWidth - 2, height: height - 8),
            sourceLocation: sourceLocation)
        let (v1, v2, v3, v4) = (try frame("v1"), try frame("v2"), try frame("v3"), try frame("v4"))
        #expect(v1.minX == canvas.minX + 1 && v1.minY == canvas.minY, sourceLocation: sourceLocation)
        #expect(
            v2.minX == v1.maxX + 1 && v2.maxX == canvas.maxX - 1 && v2.minY == v1.minY,
            sourceLocation: sourceLocation)
        #expect(
            v3.minY == v1.maxY + 1 && v3.maxY == canvas.maxY && v3.minX == v1.minX,
            sourceLocation: sourceLocation)
        #expect(
            v4.minX == v2.minX && v4.minY == v3.minY && v4.maxY == canvas.maxY, sourceLocation: sourceLocation
        )
        #expect(abs(v1.width - v2.width) <= 1, sourceLocation: sourceLocation)
    }

    @Test func followsTheResizeSequenceAndLeavesTheTerminalSane() throws {
        let session = try DemoSession(demo: "playground")
        try session.waitForScreen("the first screen") { screen in
            screen.contains { $0.contains("Constraints (4)") } && screen.contains { $0.hasPrefix(" › ") }
        }
        // A line that conflicts with the grid: it is listed, broken, against entry 1.
        try session.pane.type(line: "v1.width == 2 * v2.width")
        let first = try session.waitForStep(
            at: Size(width: 120, height: 40), "the broken line", showsPlayground)
        try expectFrames(first)
        #expect(first.shows("Entry 5 cannot hold together with entry 1"))
        #expect(first.shows("! conflict"))
        // A malformed line: the caret under its column, nothing added.
        try session.pane.type(line: "v1.left == v5.right")
        // The message, and the caret two rows under it (a frame can reach tmux in pieces).
        let error = try session.waitForScreen("the error with its caret") { screen in
            guard let row = screen.firstIndex(where: { $0.contains("unknown view 'v5' at column 12") }) else {
                return false
            }
            return row + 2 < screen.count && screen[row + 2].contains("^")
        }
        let row = try #require(error.firstIndex { $0.contains("unknown view 'v5'") })
        let line = error[row + 1]
        let caret = error[row + 2]
        let problem = try #require(line.range(of: "v5.right")?.lowerBound)
        #expect(line.hasPrefix("     v1.left == v5.right"))
        #expect(
            caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
                == line.distance(from: line.startIndex, to: problem))
        // Escape clears the field (and so the error).
        try session.pane.press("Escape")
        try session.waitForScreen("the error gone") { !$0.contains { $0.contains("unknown view") } }

        for size in DemoSession.resizeSequence {
            if size.width < 25 || size.height < 7 {
                let step = try session.resize(to: size, waitingFor: "the too-small notice") { step in
                    step.shows("Terminal too small") && step.shows("needs 25×7") && step.shows("has 20×5")
                }
                #expect(step.layout.frame(of: "playground") == Rect(x: 0, y: 0, width: 25, height: 7))
                #expect(step.screen.count == size.height)
            } else {
                let step = try session.resize(to: size, waitingFor: "the playground", showsPlayground)
                try expectFrames(step)
            }
        }

        // q in the field is text; from the list it quits.
        try session.pane.press("Tab")
        #expect(try session.quit() == 0)
        try session.expectSaneTerminal()
    }
}
