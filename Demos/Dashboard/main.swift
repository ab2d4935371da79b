// dashboard: a live system monitor from /proc. `swift run dashboard`; q or Ctrl-C quits.
// `dashboard --capture 100x30 [--svg | --ansi]` prints the first screen instead (one sample of
// /proc), as text, an SVG picture or ANSI text.

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let screenshot = HeadlessCapture.screenshot(size: size) { app in
            _ = DashboardController(app: app, source: ProcSystemSource())
        }
        print(
            CaptureOption.output(
                of: screenshot, arguments: CommandLine.arguments, title: "trellis dashboard"), terminator: "")
    } else {
        try Application.runInTerminal { app in
            _ = DashboardController(app: app, source: ProcSystemSource())
        }
    }
} catch {
    FileHandle.standardError.write(Data("dashboard: \(error)\n".utf8))
    exit(1)
}
