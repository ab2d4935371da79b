// playground: type constraints, watch v1 … v4 follow them. `swift run playground`;
// Ctrl-C (or q outside the text field) quits.

import Foundation
import Trellis

do {
    try Application.runInTerminal { app in
        PlaygroundController.install(in: app)
    }
} catch {
    FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
    exit(1)
}
