/// One row of the process table, with the rates already computed.
struct ProcessRow: Equatable, Sendable {
    /// The process ID.
    var pid: Int
    /// The user's name, or the user ID when it has none.
    var user: String
    /// CPU use since the previous sample, in percent of one CPU (so up to 100 × CPUs, as in `top`).
    var cpuPercent: Double
    /// Resident memory in percent of the installed memory.
    var memoryPercent: Double
    /// Resident memory, in bytes.
    var residentBytes: UInt64
    /// The state letter.
    var state: Character
    /// The command line, or `[name]` for a kernel thread.
    var command: String

    /// The cell text of `column`.
    func text(for column: ProcessColumn) -> String {
        switch column {
        case .pid: String(pid)
        case .user: user
        case .cpu: DashboardFormat.percent(cpuPercent)
        case .memory: DashboardFormat.percent(memoryPercent)
        case .resident: DashboardFormat.bytes(residentBytes)
        case .state: String(state)
        case .command: command
        }
    }

    /// How the row compares with `other` in `column` alone: negative when it comes first in
    /// ascending order, 0 when the column does not tell them apart, positive otherwise.
    func compare(_ other: ProcessRow, by column: ProcessColumn) -> Int {
        func order<T: Comparable>(_ lhs: T, _ rhs: T) -> Int { lhs < rhs ? -1 : (lhs > rhs ? 1 : 0) }
        switch column {
        case .pid: return order(pid, other.pid)
        case .user: return order(user, other.user)
        case .cpu: return order(cpuPercent, other.cpuPercent)
        case .memory, .resident: return order(residentBytes, other.residentBytes)
        case .state: return order(state, other.state)
        case .command: return order(command, other.command)
        }
    }
}
