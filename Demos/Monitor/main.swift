// monitor: processes from /proc in a table sorted by column, with a CPU bar per row, refreshed
// every second; k ends the selected process (after asking). `swift run monitor`; q quits.
// `monitor --capture 80x24 [--svg | --ansi]` prints the first screen instead.

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let screenshot = HeadlessCapture.screenshot(size: size) { app in
            app.keepAlive(MonitorApp(app: app, sampler: ProcSampler()))
        }
        print(
            CaptureOption.output(of: screenshot, arguments: CommandLine.arguments, title: "monitor"),
            terminator: "")
    } else {
        try Application.runInTerminal { app in
            app.keepAlive(MonitorApp(app: app, sampler: ProcSampler()))
        }
    }
} catch {
    FileHandle.standardError.write(Data("monitor: \(error)\n".utf8))
    exit(1)
}
