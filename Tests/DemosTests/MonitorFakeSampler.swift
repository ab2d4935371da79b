@testable import monitor

/// A sampler for the monitor's tests: five processes whose CPU use changes with every sample in
/// a fixed pattern, so the CPU order changes between refreshes.
final class MonitorFakeSampler: ProcessSampler, @unchecked Sendable {
    /// The samples taken so far.
    private(set) var count = 0
    /// Ticks each process uses per sample, by sample number (cycled): the busiest changes.
    var pattern: [[UInt64]] = [
        [40, 10, 5, 0, 25],
        [5, 45, 10, 0, 20],
    ]
    /// The processes: PID, name and resident memory in KiB.
    var processes: [(pid: Int, command: String, kib: Int)] = [
        (1, "init", 12_288), (412, "sshd", 8_200), (977, "postgres", 524_288), (1203, "bash", 5_120),
        (2048, "swift-build", 1_887_436),
    ]
    /// What the next sample throws instead of returning, if set.
    var failure: (any Error)?
    private var ticks: [UInt64]

    init() {
        ticks = Array(repeating: 1000, count: 5)
    }

    func sample() throws -> ProcessSample {
        if let failure { throw failure }
        let used = pattern[count % pattern.count]
        for index in ticks.indices { ticks[index] += used[index] }
        count += 1
        return ProcessSample(
            totalTicks: UInt64(count) * 100,
            processes: processes.enumerated().map { index, process in
                ProcessReading(
                    pid: process.pid, command: process.command, cpuTicks: ticks[index],
                    residentKiB: process.kib)
            })
    }
}

/// A signaller for the monitor's tests: records the processes it was asked to end, and fails
/// with ``failure`` when set.
final class MonitorFakeSignaller: ProcessSignaller {
    /// The PIDs asked to end, in order.
    private(set) var terminated: [Int] = []
    /// What the next request throws instead of succeeding, if set.
    var failure: SignalError?

    func terminate(pid: Int) throws {
        if let failure { throw failure }
        terminated.append(pid)
    }
}
