/// What the dashboard shows, computed from samples: the view-model between /proc and the
/// views. It holds no views, so the numbers and the order of the process table are tested
/// without drawing anything.
///
/// Rates come from the difference between the last two samples. The first sample has nothing
/// before it, so its rates are averages since boot (CPU) or since the process started, as `ps`
/// shows them.
///
/// ```swift
/// var model = DashboardModel()
/// model.update(with: try source.sample())
/// model.sort(by: .memory)
/// model.rows.first?.command
/// ```
struct DashboardModel: Sendable {
    /// How many CPU and memory readings the history keeps (for the sparklines).
    static let historyLength = 120

    /// The latest sample.
    private(set) var sample: SystemSample?
    /// All CPUs' busy fraction (0…1) since the previous sample.
    private(set) var cpuUsage: Double = 0
    /// Each CPU's busy fraction (0…1) since the previous sample.
    private(set) var coreUsages: [Double] = []
    /// The processes in the table's order.
    private(set) var rows: [ProcessRow] = []
    /// The recent CPU usages, oldest first, at most ``historyLength``.
    private(set) var cpuHistory: [Double] = []
    /// The recent used memory fractions, oldest first, at most ``historyLength``.
    private(set) var memoryHistory: [Double] = []
    /// The column the table is sorted by.
    private(set) var sortColumn: ProcessColumn = .cpu
    /// Whether the order is ascending.
    private(set) var sortAscending = false
    /// How many samples were taken.
    private(set) var sampleCount = 0

    /// Creates an empty model, sorted by CPU use, highest first.
    init() {}

    /// Takes a new sample: computes the rates against the previous one and sorts the rows.
    mutating func update(with newSample: SystemSample) {
        let previous = sample
        cpuUsage = newSample.cpu.usage(since: previous?.cpu)
        coreUsages = newSample.cores.enumerated().map { index, core in
            let earlier = previous.flatMap { index < $0.cores.count ? $0.cores[index] : nil }
            return core.usage(since: earlier)
        }
        rows = Self.rows(for: newSample, previous: previous)
        sample = newSample
        sampleCount += 1
        append(cpuUsage, to: &cpuHistory)
        append(newSample.memory.usedFraction, to: &memoryHistory)
        sortRows()
    }

    /// Sorts the table by `column`.
    ///
    /// - Parameters:
    ///   - column: The column.
    ///   - ascending: The direction; by default ``direction(choosing:)``.
    mutating func sort(by column: ProcessColumn, ascending: Bool? = nil) {
        let direction = ascending ?? self.direction(choosing: column)
        sortColumn = column
        sortAscending = direction
        sortRows()
    }

    /// The direction a choice of `column` sorts in: the column's first direction
    /// (``ProcessColumn/sortsAscendingFirst``), or the other one when the table is already
    /// sorted by the column that way — so choosing a column again turns the order round.
    func direction(choosing column: ProcessColumn) -> Bool {
        guard column == sortColumn, sortAscending == column.sortsAscendingFirst else {
            return column.sortsAscendingFirst
        }
        return !column.sortsAscendingFirst
    }

    /// The index of the row of process `pid`, if it is in the table.
    func rowIndex(ofPID pid: Int) -> Int? {
        rows.firstIndex { $0.pid == pid }
    }

    // MARK: - Computing

    /// Sorts the rows by the sort column; ties go by ascending PID, so rows with equal values
    /// keep their places from one refresh to the next.
    private mutating func sortRows() {
        let column = sortColumn
        let ascending = sortAscending
        rows.sort { lhs, rhs in
            let order = lhs.compare(rhs, by: column)
            if order != 0 { return ascending ? order < 0 : order > 0 }
            return lhs.pid < rhs.pid
        }
    }

    private func append(_ value: Double, to history: inout [Double]) {
        history.append(value)
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }

    /// The rows of a sample, in PID order, with CPU percentages against `previous`.
    static func rows(for sample: SystemSample, previous: SystemSample?) -> [ProcessRow] {
        let cpuCount = Double(max(1, sample.cores.count))
        // Ticks of one CPU between the samples: all CPUs' ticks shared out.
        let elapsedTicks = previous.map {
            sample.cpu.total > $0.cpu.total ? Double(sample.cpu.total - $0.cpu.total) / cpuCount : 0
        }
        var earlierTicks: [Int: (start: UInt64, ticks: UInt64)] = [:]
        for process in previous?.processes ?? [] {
            earlierTicks[process.pid] = (process.startTicks, process.cpuTicks)
        }
        let bootTicks = sample.uptime * sample.ticksPerSecond
        return sample.processes.map { process in
            let percent: Double
            if let elapsedTicks, let earlier = earlierTicks[process.pid], earlier.start == process.startTicks
            {
                // Seen before (the same process, not a reused PID): its share of the interval.
                let used = process.cpuTicks >= earlier.ticks ? Double(process.cpuTicks - earlier.ticks) : 0
                percent = elapsedTicks > 0 ? used / elapsedTicks * 100 : 0
            } else {
                // New: its average since it started.
                let lifetime = bootTicks - Double(process.startTicks)
                percent = lifetime > 0 ? Double(process.cpuTicks) / lifetime * 100 : 0
            }
            let total = sample.memory.total
            return ProcessRow(
                pid: process.pid, user: sample.userNames[process.uid] ?? String(process.uid),
                cpuPercent: min(percent, 100 * cpuCount),
                memoryPercent: total == 0 ? 0 : Double(process.residentBytes) / Double(total) * 100,
                residentBytes: process.residentBytes, state: process.state, command: process.command)
        }.sorted { $0.pid < $1.pid }
    }
}
