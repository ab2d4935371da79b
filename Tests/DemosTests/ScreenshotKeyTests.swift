import DemoKit
import Foundation
import Testing
import TrellisCore
import TrellisTesting

@testable import InlineProgress
@testable import dashboard
@testable import gallery
@testable import playground
@testable import seeds

/// Ctrl-S saves the screen as an SVG picture and says so in the status bar, in every demo.
@MainActor
@Suite(.serialized) struct ScreenshotKeyTests {
    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func ctrlSSavesTheScreenAndSaysSoForAWhile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bar = StatusBar(message: "usual")
        var key: ScreenshotKey?
        let terminal = TestTerminal(width: 60, height: 2) { app in
            let field = TextField(placeholder: "type")
            for view in [field, bar] { app.window.addSubview(view) }
            field.bb.fillTop().height(1)
            bar.bb.fillBottom().height(1)
            key = ScreenshotKey.install(in: app, demo: "test", folder: folder) { message in
                bar.message = message ?? "usual"
            }
            key?.now = { Date(timeIntervalSince1970: 0) }
            _ = field.becomeFocused()
        }
        let stem = ScreenshotKey.fileStem(demo: "test", date: Date(timeIntervalSince1970: 0))
        #expect(stem.hasPrefix("trellis-test-19"))
        let shown = terminal.backend.screenshot()
        terminal.press(ScreenshotKey.key)
        let first = folder.appendingPathComponent(stem + ".svg")
        let saved = try String(contentsOf: first, encoding: .utf8)
        #expect(saved == shown.svg(options: Screenshot.SVGOptions(title: "trellis test")))
        #expect(terminal.screen[1].contains("Saved \(stem).svg"))
        // The focused field did not get the key.
        #expect(!terminal.screen[0].contains("s"))
        terminal.press(ScreenshotKey.key)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(stem + "-2.svg").path))
        #expect(terminal.screen[1].contains("Saved \(stem)-2.svg"))
        terminal.advance(by: ScreenshotKey.messageDuration)
        #expect(terminal.screen[1].contains("usual"))
    }

    @Test func aFolderThatCannotBeWrittenIsReported() throws {
        let bar = StatusBar()
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let terminal = TestTerminal(width: 60, height: 1) { app in
            app.window.addSubview(bar)
            bar.bb.fill()
            ScreenshotKey.install(in: app, demo: "test", folder: missing) { bar.message = $0 ?? "" }
        }
        terminal.press(ScreenshotKey.key)
        #expect(terminal.screen[0].contains("Screenshot not saved"))
    }

    /// Each demo answers Ctrl-S with a picture in the current folder and a message in its
    /// status bar (the picture is removed again).
    @Test(arguments: ["gallery", "seeds", "playground", "dashboard", "inline-progress"])
    func everyDemoSavesOnCtrlS(demo: String) throws {
        let terminal = TestTerminal(width: 120, height: 40) { app in
            switch demo {
            case "gallery": Gallery.install(in: app)
            case "seeds": SeedsDemo.install(in: app)
            case "playground": PlaygroundController.install(in: app)
            case "inline-progress": ProgressBoard.install(in: app)
            default: _ = DashboardController(app: app, source: DashboardFakeSource())
            }
        }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let prefix = "trellis-\(demo)-"
        func pictures() throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                    $0.hasPrefix(prefix)
                })
        }
        let before = try pictures()
        terminal.press(ScreenshotKey.key)
        let saved = try pictures().subtracting(before)
        defer {
            for name in saved { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        }
        #expect(saved.count == 1 && saved.allSatisfy { $0.hasSuffix(".svg") })
        // The status bar says so (a narrow one cuts the name's end).
        #expect(terminal.screen.contains { $0.contains("Saved \(prefix)") }, "\(terminal.screen)")
    }
}
