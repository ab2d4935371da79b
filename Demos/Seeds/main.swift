// seeds: the examples of the three seed libraries' READMEs, each in its own panel, laid out in
// the library's own style. `swift run seeds`; q or Ctrl-C quits. `seeds --capture 120x40
// [--svg | --ansi]` prints the first screen instead, as text, an SVG picture or ANSI text.

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let screenshot = HeadlessCapture.screenshot(size: size) { app in SeedsDemo.install(in: app) }
        print(
            CaptureOption.output(of: screenshot, arguments: CommandLine.arguments, title: "trellis seeds"),
            terminator: "")
    } else {
        try Application.runInTerminal { app in SeedsDemo.install(in: app) }
    }
} catch {
    FileHandle.standardError.write(Data("seeds: \(error)\n".utf8))
    exit(1)
}
