/// One process as a sampler reads it: raw counters, before any rate is worked out.
struct ProcessReading: Equatable, Sendable {
    /// The process ID.
    var pid: Int
    /// The command's name.
    var command: String
    /// The CPU time the process has used, in clock ticks (user and system).
    var cpuTicks: UInt64
    /// The memory it has resident, in KiB.
    var residentKiB: Int
}

/// Every process at one moment, with the CPU ticks all cores had spent by then (so a
/// process's share of the CPU is its ticks over the total's, between two samples).
struct ProcessSample: Equatable, Sendable {
    /// The CPU ticks of all cores since boot.
    var totalTicks: UInt64
    /// The processes, in no particular order.
    var processes: [ProcessReading]
}

/// Where samples come from: `/proc` on Linux, a script in tests.
protocol ProcessSampler {
    /// Reads every process now.
    ///
    /// - Throws: An error saying what could not be read.
    func sample() throws -> ProcessSample
}
