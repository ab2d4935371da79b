// todo: a todo list over an @Observable model, with a row of widgets per item.
// `swift run todo`: type and Enter adds, Tab moves on, Space toggles and Delete removes the
// selected item, Ctrl-F changes the filter, Ctrl-N goes back to the field, Ctrl-C quits.
// `todo --capture 60x20 [--svg | --ansi]` prints the first screen instead.

import DemoKit
import Foundation
import Trellis

let sample = ["Water the plants", "Write the report", "Call the plumber"]

do {
    if let size = try CaptureOption.parse(CommandLine.arguments) {
        let screenshot = HeadlessCapture.screenshot(size: size) { app in
            app.keepAlive(TodoApp(app: app, model: TodoList(titles: sample)))
        }
        print(
            CaptureOption.output(of: screenshot, arguments: CommandLine.arguments, title: "todo"),
            terminator: "")
    } else {
        try Application.runInTerminal { app in
            app.keepAlive(TodoApp(app: app, model: TodoList(titles: sample)))
        }
    }
} catch {
    FileHandle.standardError.write(Data("todo: \(error)\n".utf8))
    exit(1)
}
