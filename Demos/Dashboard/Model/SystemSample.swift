/// Everything the dashboard shows, read at one moment: cumulative counters and levels, from
/// which ``DashboardModel`` computes rates by comparing consecutive samples.
struct SystemSample: Equatable, Sendable {
    /// All CPUs together (the `cpu` line).
    var cpu: CPUTimes
    /// Each CPU (`cpu0`, `cpu1`, …), in order.
    var cores: [CPUTimes]
    /// Memory and swap.
    var memory: MemoryInfo
    /// Load averages and task counts.
    var load: LoadAverage
    /// Seconds since boot.
    var uptime: Double
    /// The processes, in no particular order.
    var processes: [ProcessSample]
    /// User names by user ID (from /etc/passwd); IDs without a name show as numbers.
    var userNames: [Int: String]
    /// The host's name.
    var hostName: String
    /// The kernel's release (`6.1.0-18-amd64`).
    var kernelRelease: String
    /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`, 100 on Linux), for process start times.
    var ticksPerSecond: Double
}
