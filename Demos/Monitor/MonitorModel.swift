import Observation

/// A column the process table sorts by.
enum MonitorColumn: Int, CaseIterable {
    case pid, command, cpu, memory

    /// The header's title.
    var title: String {
        switch self {
        case .pid: "PID"
        case .command: "COMMAND"
        case .cpu: "CPU%"
        case .memory: "MEM"
        }
    }

    /// Whether a new sort by this column starts with the largest first (numbers do).
    var sortsDescendingFirst: Bool { self == .cpu || self == .memory }
}

/// A process as the table shows it.
struct ProcessRow: Equatable {
    var pid: Int
    var command: String
    /// Its share of all cores' time since the last sample, from 0 to 100.
    var cpuPercent: Double
    var residentKiB: Int
}

/// The monitor's state: the processes in the table's order, how they are sorted, and the
/// selected process (by PID, so it stays selected as rows move).
@Observable
@MainActor
final class MonitorModel {
    /// The processes, sorted.
    private(set) var rows: [ProcessRow] = []
    private(set) var sortColumn = MonitorColumn.cpu
    private(set) var ascending = false
    /// The process the user selected; it stays selected while it lives.
    private(set) var selectedPID: Int?
    /// What went wrong with the last sample, or `nil`.
    private(set) var error: String?
    /// What the last action on a process did ("Sent SIGTERM to 412 sshd"), until another
    /// process is selected.
    private(set) var notice: String?
    /// How many samples were taken.
    private(set) var sampleCount = 0
    @ObservationIgnored private var previous: ProcessSample?

    /// The row of the selected process, if it is still there.
    var selectedRow: Int? {
        guard let selectedPID else { return nil }
        return rows.firstIndex { $0.pid == selectedPID }
    }

    /// Selects the process with `pid` (`nil`: none), forgetting the last action's notice.
    func select(pid: Int?) {
        guard pid != selectedPID else { return }
        selectedPID = pid
        notice = nil
    }

    /// Asks the process with `pid` to end through `signaller`, and says in ``notice`` what
    /// happened (the process leaves the rows with the next sample that no longer finds it).
    func terminate(pid: Int, with signaller: any ProcessSignaller) {
        let process = rows.first { $0.pid == pid }.map { "\($0.pid) \($0.command)" } ?? "\(pid)"
        do {
            try signaller.terminate(pid: pid)
            notice = "Sent SIGTERM to \(process)"
        } catch {
            notice = "Cannot end \(process): \(error)"
        }
    }

    /// Takes a sample from `sampler` and shows it; CPU shares need two samples (the first
    /// shows 0 for all).
    func refresh(from sampler: any ProcessSampler) {
        do {
            let sample = try sampler.sample()
            update(with: sample)
            error = nil
        } catch {
            self.error = "\(error)"
        }
    }

    /// Shows `sample`, with CPU shares worked out against the previous one.
    func update(with sample: ProcessSample) {
        let elapsed = previous.map { sample.totalTicks &- $0.totalTicks } ?? 0
        let before = Dictionary(
            (previous?.processes ?? []).map { ($0.pid, $0.cpuTicks) }, uniquingKeysWith: { first, _ in first }
        )
        rows = sample.processes.map { process in
            let used = before[process.pid].map { process.cpuTicks &- $0 } ?? 0
            let share = elapsed > 0 ? min(100, Double(used) / Double(elapsed) * 100) : 0
            return ProcessRow(
                pid: process.pid, command: process.command, cpuPercent: share,
                residentKiB: process.residentKiB)
        }
        previous = sample
        sampleCount += 1
        sortRows()
    }

    /// Sorts by `column`; sorting again by the same column turns the order round.
    func sort(by column: MonitorColumn) {
        sort(by: column, ascending: column == sortColumn ? !ascending : !column.sortsDescendingFirst)
    }

    /// Sorts by `column` in the order given.
    func sort(by column: MonitorColumn, ascending: Bool) {
        sortColumn = column
        self.ascending = ascending
        sortRows()
    }

    private func sortRows() {
        let column = sortColumn
        let ascending = ascending
        rows.sort { a, b in
            let order: Bool? =
                switch column {
                case .pid: a.pid == b.pid ? nil : a.pid < b.pid
                case .command: a.command == b.command ? nil : a.command < b.command
                case .cpu: a.cpuPercent == b.cpuPercent ? nil : a.cpuPercent < b.cpuPercent
                case .memory: a.residentKiB == b.residentKiB ? nil : a.residentKiB < b.residentKiB
                }
            // Ties go by PID, so equal rows keep still between refreshes.
            guard let order else { return a.pid < b.pid }
            return order == ascending
        }
    }
}
