// inline-progress: a board of tasks with progress bars, drawn in a few rows below the prompt
// (inline mode: no alternate screen). `swift run inline-progress [--speed N]`; it ends when every
// task is done (q or Ctrl-C earlier), and the board stays in the scrollback.

import Foundation
import Trellis

do {
    var speed = 1.0
    if let index = CommandLine.arguments.firstIndex(of: "--speed") {
        guard index + 1 < CommandLine.arguments.count, let value = Double(CommandLine.arguments[index + 1]),
            value > 0, value.isFinite
        else {
            FileHandle.standardError.write(Data("inline-progress: --speed needs a positive number\n".utf8))
            exit(2)
        }
        speed = value
    }
    try Application.runInline(lines: ProgressBoard.lineCount(tasks: BoardTask.build.count)) { app in
        ProgressBoard.install(in: app, speed: speed)
    }
} catch {
    FileHandle.standardError.write(Data("inline-progress: \(error)\n".utf8))
    exit(1)
}
