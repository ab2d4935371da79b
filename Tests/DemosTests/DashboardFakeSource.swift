@testable import dashboard

/// A deterministic system for the dashboard's tests: four cores, 16 GiB of memory, a dozen
/// processes whose counters advance by fixed amounts on every sample, so every screen and
/// every rate is known in advance.
@MainActor
final class DashboardFakeSource: SystemDataSource {
    /// How many samples were taken.
    private(set) var samplesTaken = 0
    /// Thrown by the next sample instead of returning one, when set.
    var nextError: ProcParseError?
    /// The number of cores.
    let coreCount: Int

    /// Creates the fake system.
    init(coreCount: Int = 4) {
        self.coreCount = coreCount
    }

    /// The processes: PID, user ID, name, command line, state, ticks used per second,
    /// resident MiB.
    static let processTable: [(Int, Int, String, String, Character, UInt64, UInt64)] = [
        (1, 0, "systemd", "/sbin/init splash", "S", 1, 12),
        (2, 0, "kthreadd", "", "S", 0, 0),
        (112, 0, "kworker/0:1", "", "I", 2, 0),
        (431, 101, "dbus-daemon", "/usr/bin/dbus-daemon --system", "S", 0, 5),
        (900, 1000, "bash", "-bash", "S", 0, 6),
        (1200, 1000, "vim", "vim notes.txt", "S", 1, 48),
        (1337, 1000, "make", "make -j4 all", "R", 70, 220),
        (1338, 1000, "cc1", "/usr/lib/gcc/cc1 -O2 main.c", "R", 95, 310),
        (2001, 1000, "firefox", "/usr/lib/firefox/firefox --new-window", "S", 12, 1800),
        (2002, 1000, "Web Content", "/usr/lib/firefox/firefox -contentproc -childID 1", "S", 30, 900),
        (3000, 33, "nginx", "nginx: worker process", "S", 3, 24),
        (4096, 1000, "dashboard", ".build/debug/dashboard", "R", 4, 30),
    ]

    /// The sample after `samplesTaken` seconds.
    func sample() throws -> SystemSample {
        if let error = nextError {
            nextError = nil
            throw error
        }
        let step = UInt64(samplesTaken)
        samplesTaken += 1
        // Core i is busy 20·(i+1) ticks of every 100 (a tenth of it system time), capped at 95.
        let cores = (0..<coreCount).map { index -> CPUTimes in
            let busy = UInt64(min(95, 20 * (index + 1)))
            let ticks = 10_000 + 100 * step
            return CPUTimes(
                user: ticks * busy / 100 * 9 / 10, system: ticks * busy / 100 / 10,
                idle: ticks * (100 - busy) / 100,
                steal: 0)
        }
        let total = cores.reduce(CPUTimes(user: 0, system: 0, idle: 0, steal: 0)) { sum, core in
            CPUTimes(
                user: sum.user + core.user, system: sum.system + core.system, idle: sum.idle + core.idle,
                steal: 0)
        }
        let gib: UInt64 = 1 << 30
        let processes = Self.processTable.map { pid, uid, name, commandLine, state, perSecond, mebibytes in
            ProcessSample(
                pid: pid, name: name, commandLine: commandLine, state: state, uid: uid,
                cpuTicks: 500 + perSecond * step, startTicks: UInt64(pid), residentBytes: mebibytes << 20,
                threads: 1)
        }
        return SystemSample(
            cpu: total, cores: cores,
            memory: MemoryInfo(
                total: 16 * gib, available: 10 * gib - step * (64 << 20), swapTotal: 2 * gib,
                swapFree: gib * 3 / 2),
            load: LoadAverage(one: 1.25, five: 0.8, fifteen: 0.5, running: 3, tasks: 321),
            uptime: 100_000 + Double(step), processes: processes,
            userNames: [0: "root", 33: "www-data", 101: "messagebus", 1000: "alice"], hostName: "testbox",
            kernelRelease: "6.1.0-test", ticksPerSecond: 100)
    }
}
