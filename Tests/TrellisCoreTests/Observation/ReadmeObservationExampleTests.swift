import Observation
import Testing
import TrellisTesting

@testable import TrellisCore

/// The README's `@Observable` example, word for word, on a test terminal.
@MainActor
@Suite struct ReadmeObservationExampleTests {
    @Observable @MainActor final class Download {
        var name = "trellis.tar.gz"
        var fraction = 0.0
        var isDone: Bool { fraction >= 1 }
    }

    func downloadView(for download: Download, in app: Application) {
        let title = Label()
        let bar = ProgressBar()
        let done = Label("Done")
        for view in [title, bar, done] { app.window.addSubview(view) }
        title.bb.left(1).top(1)
        bar.bb.left(1).right(1).top(3)
        done.bb.left(1).top(5)

        title.bind(\.text) { "Fetching \(download.name)" }
        bar.bind(\.value) { download.fraction }
        done.bind(\.isHidden) { !download.isDone }
    }

    @Test func theViewsFollowTheDownload() {
        let download = Download()
        let terminal = TestTerminal(width: 24, height: 6) { app in downloadView(for: download, in: app) }
        #expect(terminal.screen[1].hasPrefix(" Fetching trellis.tar.gz"))
        #expect(!terminal.screen[5].contains("Done"))
        #expect(terminal.screen[3].contains("░") && !terminal.screen[3].contains("█"))
        download.fraction = 1
        download.name = "done.tar.gz"
        terminal.runUntilIdle()
        #expect(terminal.screen[1].hasPrefix(" Fetching done.tar.gz"))
        #expect(terminal.screen[5].contains("Done"))
        #expect(terminal.screen[3].contains("█") && !terminal.screen[3].contains("░"))
    }
}
