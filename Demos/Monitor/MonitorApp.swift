import Trellis

/// The monitor's screen over a ``MonitorModel``: a table of processes, sortable by column,
/// with a CPU bar in each row, and a status line. It samples once a second. `k`, Enter or a
/// double click on a process asks, in a dialog, whether to end it.
@MainActor
final class MonitorApp {
    /// What the screen shows.
    let model = MonitorModel()
    /// Where the samples come from.
    let sampler: any ProcessSampler
    /// What ends a process when the user confirms.
    let signaller: any ProcessSignaller
    /// The question before a process is ended, while it is asked.
    private(set) var confirmation: Dialog?
    /// The frame around the table, titled with the number of processes.
    let box = Box(title: "Processes")
    /// The processes, a row each.
    let table: Table
    /// The keys, and the selected process or the last error.
    let status = StatusBar()

    /// The table's columns: what each shows and the model's column it sorts by.
    static let columns: [(column: TableColumn, sortsBy: MonitorColumn)] = [
        (TableColumn("PID", width: .fixed(7), alignment: .trailing), .pid),
        (TableColumn("COMMAND", width: .flexible(minimum: 8)), .command),
        (TableColumn("CPU%", width: .fixed(5), alignment: .trailing), .cpu),
        // The bar gives way first when the terminal narrows, then the memory.
        (TableColumn("", width: .fixed(12), priority: .defaultLow - 1), .cpu),
        (TableColumn("MEM", width: .fixed(6), priority: .defaultLow, alignment: .trailing), .memory),
    ]

    /// Builds the screen in `app`'s window, takes the first sample and refreshes every
    /// `interval`; processes the user ends go to `signaller`.
    init(
        app: Application, sampler: any ProcessSampler, signaller: any ProcessSignaller = SignalSender(),
        interval: Duration = .seconds(1)
    ) {
        self.sampler = sampler
        self.signaller = signaller
        table = Table(columns: Self.columns.map(\.column))
        lay(out: app.window)
        follow()
        wire(app)
        model.refresh(from: sampler)
        app.schedule(after: interval, repeating: interval) { [unowned self] in model.refresh(from: sampler) }
        _ = table.becomeFocused()
    }

    /// Places the views: the box with the table fills the window above the status bar.
    private func lay(out window: TermWindow) {
        window.addSubview(box)
        window.addSubview(status)
        box.contentView.addSubview(table)
        box.bb.left().right().top().bottom(status.topAnchor)
        status.bb.left().right().bottom().height(1)
        table.bb.fill()
    }

    /// Binds the views to the model.
    private func follow() {
        table.cellText = { [unowned model] row, column in
            guard row < model.rows.count else { return "" }
            let process = model.rows[row]
            switch column {
            case 0: return "\(process.pid)"
            case 1: return process.command
            case 2: return Self.percent(process.cpuPercent)
            case 4: return Self.memory(kib: process.residentKiB)
            default: return ""
            }
        }
        table.setCellViews(forColumn: 3) { () -> ProgressBar in
            let bar = ProgressBar()
            bar.trackCharacter = "·"
            bar.preferredWidth = 12
            bar.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
            return bar
        } configureCell: { [unowned model] bar, row in
            bar.value = row < model.rows.count ? model.rows[row].cpuPercent / 100 : 0
        }
        table.observe { [unowned self] in
            table.rowCount = model.rows.count
            table.sortColumn = Self.columns.firstIndex { $0.sortsBy == model.sortColumn }
            table.sortAscending = model.ascending
            table.selectedRow = model.selectedRow
            table.reloadData()
        }
        box.bind(\.title) { [unowned model] in "Processes (\(model.rows.count))" }
        status.bind(\.message) { [unowned model] in
            if let error = model.error { return error }
            if let notice = model.notice { return notice }
            guard let row = model.selectedRow else { return "every 1s" }
            return "\(model.rows[row].pid) \(model.rows[row].command)"
        }
    }

    /// Connects the keys, the header and the selection to the model.
    private func wire(_ app: Application) {
        table.onSortChange = { [unowned model] column, ascending in
            let sortsBy = Self.columns[column].sortsBy
            // A first click on a number's column shows the largest first.
            let first = sortsBy != model.sortColumn && sortsBy.sortsDescendingFirst
            model.sort(by: sortsBy, ascending: first ? false : ascending)
        }
        table.onSelect = { [unowned model] row in
            model.select(pid: row < model.rows.count ? model.rows[row].pid : nil)
        }
        table.onActivate = { [unowned self, unowned app] _ in confirmTermination(in: app) }
        let keys: [(String, String, MonitorColumn)] = [
            ("p", "PID", .pid), ("n", "Name", .command), ("c", "CPU", .cpu), ("m", "Mem", .memory),
        ]
        var hints: [StatusBar.Hint] = []
        for (key, label, column) in keys {
            app.bind(.character(Character(key))) { [unowned model] in model.sort(by: column) }
            hints.append(StatusBar.Hint(key: key, label: label) { [unowned model] in model.sort(by: column) })
        }
        app.bind(.character("k")) { [unowned self, unowned app] in confirmTermination(in: app) }
        app.bind(.character("q")) { [unowned app] in app.quit() }
        let kill = StatusBar.Hint(key: "k", label: "Kill") { [unowned self, unowned app] in
            confirmTermination(in: app)
        }
        status.hints =
            hints + [kill, StatusBar.Hint(key: "q", label: "Quit") { [unowned app] in app.quit() }]
    }

    /// Asks whether to end the selected process, in a dialog whose End button sends it
    /// SIGTERM; does nothing when no process is selected or the question is already asked.
    func confirmTermination(in app: Application) {
        guard confirmation == nil, let row = model.selectedRow else { return }
        let process = model.rows[row]
        let dialog = Dialog(
            title: "End process", message: "Send SIGTERM to \(process.pid) \(process.command)?")
        dialog.addButton("Cancel")
        dialog.addButton("End") { [unowned self] in model.terminate(pid: process.pid, with: signaller) }
        dialog.onDismiss = { [unowned self] in confirmation = nil }
        confirmation = dialog
        dialog.present(in: app)
    }

    /// `12.5`: a share with one decimal.
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `812K`, `45.2M`, `1.3G`: memory in three or four significant characters.
    static func memory(kib: Int) -> String {
        if kib < 1024 { return "\(kib)K" }
        let units = ["M", "G", "T"]
        var value = Double(kib) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if value >= 100 { return "\(Int(value.rounded()))\(units[unit])" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)\(units[unit])"
    }
}
