// dashboard: a live system monitor from /proc. `swift run dashboard`; q or Ctrl-C quits.

import Foundation
import Trellis

/// The running dashboard, kept alive for as long as the application runs.
var dashboard: DashboardController?

do {
    try Application.runInTerminal { app in
        dashboard = DashboardController(app: app, source: ProcSystemSource())
    }
} catch {
    FileHandle.standardError.write(Data("dashboard: \(error)\n".utf8))
    exit(1)
}
