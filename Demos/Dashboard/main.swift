// dashboard: a live system monitor from /proc. `swift run dashboard`; q or Ctrl-C quits.

import Foundation
import Trellis

do {
    try Application.runInTerminal { app in
        _ = DashboardController(app: app, source: ProcSystemSource())
    }
} catch {
    FileHandle.standardError.write(Data("dashboard: \(error)\n".utf8))
    exit(1)
}
