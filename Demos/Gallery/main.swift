// gallery: every Trellis widget, grouped in tabs. `swift run gallery`; q or Ctrl-C quits.
// `gallery --capture 80x24 [--tab N] [--svg | --ansi]` prints the first screen (or tab N's)
// instead, as text, an SVG picture or ANSI text (Scripts/make-screenshots.sh, for the README).

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let tab = try CaptureOption.tab(CommandLine.arguments, count: Gallery.tabTitles.count)
        let screenshot = HeadlessCapture.screenshot(size: size) { app in
            Gallery.install(in: app).selectTab(tab - 1)
        }
        print(
            CaptureOption.output(of: screenshot, arguments: CommandLine.arguments, title: "trellis gallery"),
            terminator: "")
    } else {
        try Application.runInTerminal { app in Gallery.install(in: app) }
    }
} catch {
    FileHandle.standardError.write(Data("gallery: \(error)\n".utf8))
    exit(1)
}
