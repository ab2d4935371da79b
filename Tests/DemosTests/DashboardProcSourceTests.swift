import Foundation
import Testing

@testable import dashboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole system: from a /proc-shaped directory of fixtures, and from the real /proc.
@Suite("Dashboard: reading /proc")
@MainActor
struct DashboardProcSourceTests {
    /// A directory shaped like /proc with two readable processes, one cut short, one without
    /// a status, and entries that are not processes.
    private func makeFixtureRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-proc-\(getpid())-\(UUID().uuidString.prefix(8))")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("stat", "cpu  100 0 50 850 0 0 0 0 0 0\ncpu0 100 0 50 850 0 0 0 0 0 0\n")
        try write("meminfo", "MemTotal: 2048 kB\nMemAvailable: 1024 kB\nSwapTotal: 0 kB\nSwapFree: 0 kB\n")
        try write("loadavg", "0.10 0.20 0.30 1/50 99\n")
        try write("uptime", "1000.00 900.00\n")
        try write("sys/kernel/hostname", "fixture\n")
        try write("sys/kernel/osrelease", "6.0.0-fixture\n")
        let fields = " 0 0 0 0 0 0 0 0 0 0 12 8 0 0 20 0 1 0 50 0 3"
        try write("1/stat", "1 (init) S" + fields)
        try write("1/status", "Name:\tinit\nUid:\t0\t0\t0\t0\n")
        try write("1/cmdline", "/sbin/init\u{0}splash\u{0}")
        try write("77/stat", "77 (kthread) I" + fields)
        try write("77/status", "Name:\tkthread\nUid:\t0\t0\t0\t0\n")
        try write("77/cmdline", "")
        try write("88/stat", "88 (gone) S 1 2")
        try write("88/status", "Uid:\t0\t0\t0\t0\n")
        try write("99/stat", "99 (nostatus) S" + fields)
        try write("net/dev", "not a process\n")
        try write("passwd", "root:x:0:0:root:/root:/bin/sh\n")
        return root
    }

    @Test func readsAFixtureSystemAndSkipsBrokenProcesses() throws {
        let root = try makeFixtureRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = ProcSystemSource(root: root.path, passwdPath: root.appendingPathComponent("passwd").path)
        let sample = try source.sample()
        #expect(sample.cpu == CPUTimes(user: 100, system: 50, idle: 850, steal: 0))
        #expect(sample.cores.count == 1)
        #expect(sample.memory.total == 2048 * 1024)
        #expect(sample.load.tasks == 50)
        #expect(sample.uptime == 1000)
        #expect(sample.hostName == "fixture")
        #expect(sample.kernelRelease == "6.0.0-fixture")
        #expect(sample.userNames == [0: "root"])
        let processes = sample.processes.sorted { $0.pid < $1.pid }
        try #require(processes.map(\.pid) == [1, 77])
        #expect(processes[0].commandLine == "/sbin/init splash")
        #expect(processes[0].cpuTicks == 20)
        #expect(processes[0].residentBytes == 3 * UInt64(sysconf(Int32(_SC_PAGESIZE))))
        #expect(processes[1].command == "[kthread]")
    }

    @Test func aMissingSystemFileIsAnError() throws {
        let root = try makeFixtureRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("loadavg"))
        let source = ProcSystemSource(root: root.path)
        #expect(throws: ProcParseError(file: root.path + "/loadavg", problem: "cannot be read")) {
            try source.sample()
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "no /proc here"))
    func readsTheRealSystemWithThisProcessInIt() throws {
        let sample = try ProcSystemSource().sample()
        #expect(!sample.cores.isEmpty)
        #expect(sample.memory.total > 0)
        #expect(sample.uptime > 0)
        let me = try #require(sample.processes.first { $0.pid == Int(getpid()) })
        #expect(me.residentBytes > 0)
        #expect(me.uid == Int(getuid()))
        #expect(!me.commandLine.isEmpty)
    }
}
