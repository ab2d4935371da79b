import DemoKit
import TrellisCore

/// The live dashboard: takes a sample on a timer of the application's clock, updates the
/// ``DashboardModel`` and shows it in a ``DashboardView``; sorts the process table by key or by
/// a click on a column header; keeps the selected process selected as the rows move.
///
/// ```swift
/// try Application.runInTerminal { app in
///     _ = DashboardController(app: app, source: ProcSystemSource())
/// }
/// ```
///
/// The controller hands itself to the application to keep (`keepAlive(_:)`), so its creator
/// need not; its views' callbacks and its timer refer to it unowned.
@MainActor
final class DashboardController {
    /// The application the dashboard runs in.
    unowned let app: Application
    /// Where samples come from.
    let source: any SystemDataSource
    /// The numbers and the table's order.
    private(set) var model = DashboardModel()
    /// The screen.
    let view = DashboardView()
    /// Time between samples.
    let interval: Duration
    /// Whether refreshing is paused (space toggles it).
    private(set) var isPaused = false
    /// The last sampling error, shown in the status bar until a sample succeeds.
    private(set) var lastError: String?
    /// A passing message that outranks the others (where a screenshot was saved), or `nil`.
    private(set) var notice: String?
    /// The process the user selected, followed across refreshes by its PID.
    private(set) var selectedPID: Int?

    /// Builds the dashboard in `app`'s window, takes the first sample and starts the timer.
    ///
    /// - Parameters:
    ///   - app: The application; its window gets the dashboard, its clock drives refreshes.
    ///   - source: Where samples come from.
    ///   - interval: Time between samples (1 s by default).
    init(app: Application, source: any SystemDataSource, interval: Duration = .seconds(1)) {
        self.app = app
        self.source = source
        self.interval = interval
        app.keepAlive(self)
        install()
        refresh()
        app.schedule(after: interval, repeating: interval) { [unowned self] in
            guard !isPaused else { return }
            refresh()
        }
    }

    private func install() {
        let window = app.window
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.rightAnchor.constraint(equalTo: window.rightAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let table = view.table
        table.cellText = { [unowned self] row, column in
            guard row < model.rows.count, let column = ProcessColumn(rawValue: column) else { return "" }
            return model.rows[row].text(for: column)
        }
        table.onSortChange = { [unowned self] column, ascending in
            guard let column = ProcessColumn(rawValue: column) else { return }
            model.sort(by: column, ascending: ascending)
            showRows()
        }
        table.onSelect = { [unowned self] row in
            selectedPID = row < model.rows.count ? model.rows[row].pid : nil
            showStatus()
        }
        table.sortColumn = model.sortColumn.rawValue
        table.sortAscending = model.sortAscending
        for column in ProcessColumn.allCases {
            app.bind(.character(column.shortcut)) { [unowned self] in sort(by: column) }
        }
        app.bind(.character(" ")) { [unowned self] in togglePause() }
        app.bind(.character("q")) { [unowned app] in app.quit() }
        ScreenshotKey.install(in: app, demo: "dashboard") { [unowned self] message in
            notice = message
            showStatus()
        }
        view.statusBar.hints = [
            StatusBar.Hint(key: "c", label: "CPU") { [unowned self] in sort(by: .cpu) },
            StatusBar.Hint(key: "m", label: "Mem") { [unowned self] in sort(by: .memory) },
            StatusBar.Hint(key: "p", label: "PID") { [unowned self] in sort(by: .pid) },
            StatusBar.Hint(key: "u", label: "User") { [unowned self] in sort(by: .user) },
            StatusBar.Hint(key: "n", label: "Name") { [unowned self] in sort(by: .command) },
            StatusBar.Hint(key: "Space", label: "Pause") { [unowned self] in togglePause() },
            StatusBar.Hint(key: "q", label: "Quit") { [unowned app] in app.quit() },
        ]
        _ = table.becomeFocused()
    }

    // MARK: - Actions

    /// Sorts by `column`, turning the order round when it is already sorted by it.
    func sort(by column: ProcessColumn) {
        // Through the table, so its header shows the order and onSortChange sorts the model.
        view.table.sort(byColumn: column.rawValue, ascending: model.direction(choosing: column))
    }

    /// Pauses or resumes refreshing.
    func togglePause() {
        isPaused.toggle()
        showStatus()
    }

    /// Takes a sample now and shows it.
    func refresh() {
        do {
            let sample = try source.sample()
            model.update(with: sample)
            lastError = nil
        } catch {
            lastError = "\(error)"
        }
        show()
    }

    // MARK: - Showing

    /// Shows the model in the view.
    func show() {
        guard let sample = model.sample else {
            showStatus()
            return
        }
        view.meters.reading = MetersView.Reading(
            cpu: model.cpuUsage, cores: model.coreUsages, memory: sample.memory)
        view.systemPanel.content = SystemPanelView.Content(
            uptime: sample.uptime, load: sample.load, processCount: sample.processes.count,
            cpuHistory: model.cpuHistory, memoryHistory: model.memoryHistory, hostName: sample.hostName,
            kernelRelease: sample.kernelRelease)
        view.history.update(history: model.cpuHistory, cores: model.coreUsages)
        view.titleLabel.text = Self.title(for: sample)
        showRows()
    }

    /// `Trellis dashboard · host · Linux 6.1.0 · up 3d 04:12 · load 0.52 0.40 0.31`.
    static func title(for sample: SystemSample) -> String {
        var parts = ["Trellis dashboard"]
        if !sample.hostName.isEmpty { parts.append(sample.hostName) }
        if !sample.kernelRelease.isEmpty { parts.append("Linux \(sample.kernelRelease)") }
        parts.append("up \(DashboardFormat.uptime(sample.uptime))")
        let load = sample.load
        parts.append(
            "load \(DashboardFormat.load(load.one)) \(DashboardFormat.load(load.five)) \(DashboardFormat.load(load.fifteen))"
        )
        return parts.joined(separator: " · ")
    }

    /// Reloads the table, keeping the selected process selected.
    private func showRows() {
        let table = view.table
        table.rowCount = model.rows.count
        if let selectedPID, let row = model.rowIndex(ofPID: selectedPID) {
            table.selectedRow = row
        } else if let row = table.selectedRow, row < model.rows.count {
            selectedPID = model.rows[row].pid
        }
        table.reloadData()
        view.processBox.title = " Processes (\(model.rows.count)) "
        showStatus()
    }

    /// The status bar's message: a notice (a screenshot saved), an error, a pause or the
    /// selected process's command.
    private func showStatus() {
        let bar = view.statusBar
        if let notice {
            bar.message = notice
        } else if let lastError {
            bar.message = lastError
        } else if isPaused {
            bar.message = "paused"
        } else if let selectedPID, let row = model.rowIndex(ofPID: selectedPID) {
            bar.message = "\(selectedPID): \(model.rows[row].command)"
        } else {
            bar.message = "every \(interval.components.seconds)s"
        }
    }
}
