// seeds: the examples of the three seed libraries' READMEs, each in its own panel, laid out in
// the library's own style. `swift run seeds`; q or Ctrl-C quits. `seeds --capture 120x40`
// prints the first screen as text instead.

import DemoKit
import Foundation
import Trellis

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        print(
            HeadlessCapture.screen(size: size) { app in SeedsDemo.install(in: app) }.joined(separator: "\n"))
    } else {
        try Application.runInTerminal { app in SeedsDemo.install(in: app) }
    }
} catch {
    FileHandle.standardError.write(Data("seeds: \(error)\n".utf8))
    exit(1)
}
