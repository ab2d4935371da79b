// playground: type constraints, watch v1 … v4 follow them. `swift run playground`;
// Ctrl-C (or q outside the text field) quits. `playground --capture 100x30 [--svg | --ansi]`
// prints the first screen instead, as text, an SVG picture or ANSI text.

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let screenshot = HeadlessCapture.screenshot(size: size) { app in PlaygroundController.install(in: app)
        }
        print(
            CaptureOption.output(
                of: screenshot, arguments: CommandLine.arguments, title: "trellis playground"), terminator: ""
        )
    } else {
        try Application.runInTerminal { app in
            PlaygroundController.install(in: app)
        }
    }
} catch {
    FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
    exit(1)
}
