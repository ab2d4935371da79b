import Testing
import TrellisCore
import TrellisTesting

@testable import InlineProgress

/// The inline progress board, headless: its rows, the work moving on the clock, the bars
/// following a resize, and the end.
@MainActor
@Suite struct InlineProgressTests {
    private func board(width: Int = 60) -> (TestTerminal, ProgressBoard) {
        var built: ProgressBoard?
        let lines = ProgressBoard.lineCount(tasks: BoardTask.build.count)
        let terminal = TestTerminal(width: width, height: lines) { app in
            built = ProgressBoard.install(in: app)
        }
        return (terminal, built!)
    }

    @Test func theFirstFrameShowsEveryTaskAtZero() {
        let (terminal, _) = board()
        #expect(ProgressBoard.lineCount(tasks: 5) == 7)
        #expect(terminal.screen[0].hasPrefix(" Building: 0 of 5 tasks done"))
        #expect(terminal.screen[1].hasPrefix("  fetch sources    ░░░"))
        #expect(terminal.screen[1].hasSuffix("0% "))
        #expect(terminal.screen[6].hasPrefix(" q quits"))
        terminal.assertSnapshot(named: "InlineProgress-60x7")
    }

    @Test func theTasksMoveWithTheClockAndTheBoardQuitsWhenAllAreDone() {
        let (terminal, board) = board()
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen[1].hasSuffix(" 90% "))
        #expect(terminal.screen[3].hasSuffix(" 35% "))
        #expect(!terminal.app.isQuitRequested)
        terminal.advance(by: .seconds(2))
        #expect(board.tasks.allSatisfy { $0.isDone })
        #expect(terminal.screen[0].hasPrefix(" ✓ All 5 tasks done"))
        #expect(terminal.screen[1...5].allSatisfy { $0.hasSuffix("done ") })
        #expect(terminal.app.isQuitRequested)
        terminal.assertSnapshot(named: "InlineProgress-done-60x7")
    }

    @Test func aResizeChangesOnlyTheBarsWidth() {
        let (terminal, board) = board()
        let wide = board.bars[0].frame
        terminal.resize(to: Size(width: 40, height: 7))
        let narrow = board.bars[0].frame
        #expect(narrow.minX == wide.minX)
        #expect(narrow.width == wide.width - 20)
        #expect(terminal.screen[1].hasSuffix("0% "))
        #expect(board.names[2].frame == Rect(x: 2, y: 3, width: 15, height: 1))
    }
}
