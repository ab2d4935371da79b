/// One process as a sample saw it: identity and cumulative counters, before any rate is
/// computed.
struct ProcessSample: Equatable, Sendable {
    /// The process ID.
    var pid: Int
    /// The short name the kernel keeps (`comm`, at most 15 bytes).
    var name: String
    /// The command line, arguments separated by spaces; empty for kernel threads.
    var commandLine: String
    /// The state letter: `R` running, `S` sleeping, `D` disk wait, `Z` zombie, `T` stopped, `I` idle.
    var state: Character
    /// The real user ID.
    var uid: Int
    /// CPU time used (user + system), in clock ticks.
    var cpuTicks: UInt64
    /// When the process started, in clock ticks after boot.
    var startTicks: UInt64
    /// Resident memory, in bytes.
    var residentBytes: UInt64
    /// Its number of threads.
    var threads: Int

    /// What the process table shows as its command: the command line, or `[name]` for a
    /// kernel thread (which has none).
    var command: String { commandLine.isEmpty ? "[\(name)]" : commandLine }
}
