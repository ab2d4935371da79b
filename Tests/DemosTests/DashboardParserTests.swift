import Testing

@testable import dashboard

/// The /proc parsers, on fixture text copied in the kernel's formats.
@Suite("Dashboard: /proc parsers")
struct DashboardParserTests {
    static let stat = """
        cpu  674869 72 50840 305365 1048 0 423 107 0 0
        cpu0 332269 36 25132 158407 322 0 67 49 0 0
        cpu1 342599 36 25707 146957 725 0 355 57 0 0
        intr 3525548 0 0 0
        ctxt 5224007
        btime 1700000000
        procs_running 2
        """

    @Test func readsTheTotalAndEachCPU() throws {
        let (total, cores) = try ProcParser.cpuTimes(fromStat: Self.stat)
        // user + nice; system + irq + softirq; idle + iowait; steal.
        #expect(total == CPUTimes(user: 674_941, system: 51_263, idle: 306_413, steal: 107))
        #expect(cores.count == 2)
        #expect(cores[1] == CPUTimes(user: 342_635, system: 26_062, idle: 147_682, steal: 57))
        #expect(total.busy == 674_941 + 51_263 + 107)
        #expect(total.total == total.busy + 306_413)
    }

    @Test func ordersCoresByNumberAndAcceptsOldKernelsWithFourFields() throws {
        let text = "cpu 10 0 10 80\ncpu1 5 0 5 40\ncpu0 5 0 5 40\n"
        let (total, cores) = try ProcParser.cpuTimes(fromStat: text)
        #expect(total == CPUTimes(user: 10, system: 10, idle: 80, steal: 0))
        #expect(cores.map(\.total) == [50, 50])
        #expect(cores.count == 2)
    }

    @Test func rejectsStatWithoutCPULineOrWithGarbage() {
        #expect(throws: ProcParseError(file: "/proc/stat", problem: "no \"cpu\" line")) {
            try ProcParser.cpuTimes(fromStat: "intr 1 2 3\n")
        }
        #expect(throws: ProcParseError(file: "/proc/stat", problem: "malformed \"cpu0\" line")) {
            try ProcParser.cpuTimes(fromStat: "cpu 1 2 3 4\ncpu0 1 x 3 4\n")
        }
    }

    @Test func usageIsTheBusyShareOfTheTicksThatPassed() {
        let before = CPUTimes(user: 100, system: 50, idle: 850, steal: 0)
        let after = CPUTimes(user: 160, system: 70, idle: 870, steal: 0)
        // 80 busy of 100 ticks.
        #expect(after.usage(since: before) == 0.8)
        // Since boot: 230 of 1100.
        #expect(after.usage(since: nil) == 230.0 / 1100.0)
        // No time passed, or a counter went backwards: 0, never NaN or negative.
        #expect(after.usage(since: after) == 0)
        #expect(before.usage(since: after) == 0)
    }

    @Test func readsMemoryAndSwapInBytes() throws {
        let text = """
            MemTotal:       16318024 kB
            MemFree:         1021400 kB
            MemAvailable:    9876543 kB
            Buffers:          123456 kB
            Cached:          4567890 kB
            SwapTotal:       2097148 kB
            SwapFree:        2000000 kB
            HugePages_Total:       0
            """
        let memory = try ProcParser.memoryInfo(fromMeminfo: text)
        #expect(memory.total == 16_318_024 * 1024)
        #expect(memory.available == 9_876_543 * 1024)
        #expect(memory.used == (16_318_024 - 9_876_543) * 1024)
        #expect(memory.swapTotal == 2_097_148 * 1024)
        #expect(memory.swapUsed == 97_148 * 1024)
        #expect(abs(memory.usedFraction - Double(16_318_024 - 9_876_543) / 16_318_024) < 1e-12)
    }

    @Test func estimatesAvailableMemoryOnKernelsWithoutMemAvailable() throws {
        let memory = try ProcParser.memoryInfo(
            fromMeminfo: "MemTotal: 1000 kB\nMemFree: 100 kB\nBuffers: 50 kB\nCached: 250 kB\n")
        #expect(memory.available == 400 * 1024)
        #expect(memory.swapTotal == 0)
        #expect(memory.swapUsedFraction == 0)
        #expect(throws: ProcParseError(file: "/proc/meminfo", problem: "no MemTotal")) {
            try ProcParser.memoryInfo(fromMeminfo: "MemFree: 100 kB\n")
        }
    }

    @Test func readsLoadAveragesAndTasks() throws {
        let load = try ProcParser.loadAverage(fromLoadavg: "0.52 0.40 0.31 2/345 12345\n")
        #expect(load == LoadAverage(one: 0.52, five: 0.40, fifteen: 0.31, running: 2, tasks: 345))
        #expect(throws: ProcParseError.self) { try ProcParser.loadAverage(fromLoadavg: "0.52 0.40\n") }
        #expect(throws: ProcParseError(file: "/proc/loadavg", problem: "expected running/total tasks")) {
            try ProcParser.loadAverage(fromLoadavg: "0.52 0.40 0.31 2-345 1\n")
        }
    }

    @Test func readsUptime() throws {
        #expect(try ProcParser.uptime(fromUptime: "5174.97 3053.65\n") == 5174.97)
        #expect(throws: ProcParseError.self) { try ProcParser.uptime(fromUptime: "soon\n") }
        #expect(throws: ProcParseError.self) { try ProcParser.uptime(fromUptime: "-3 1\n") }
    }

    @Test func readsAProcessStatLine() throws {
        let text =
            "21012 (cat) R 21006 21006 16192 0 -1 4194304 100 0 0 0 7 3 0 0 20 0 1 0 517497 3133440 412 "
            + "18446744073709551615 93960104841216 93960104861097 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0\n"
        let stat = try ProcParser.processStat(fromStat: text)
        #expect(
            stat
                == ProcParser.ProcessStat(
                    pid: 21012, name: "cat", state: "R", cpuTicks: 10, startTicks: 517_497,
                    residentPages: 412,
                    threads: 1))
    }

    @Test func readsNamesWithSpacesAndParentheses() throws {
        let fields = " S 1 1 1 0 -1 0 0 0 0 0 120 30 0 0 20 0 4 0 900 1000 55"
        let stat = try ProcParser.processStat(fromStat: "77 (tmux: server) (x))" + fields)
        #expect(stat.name == "tmux: server) (x)")
        #expect(stat.state == "S")
        #expect(stat.cpuTicks == 150)
        #expect(stat.threads == 4)
        #expect(stat.startTicks == 900)
        #expect(stat.residentPages == 55)
    }

    @Test func rejectsCutOrGarbledStatLines() {
        #expect(throws: ProcParseError(file: "/proc/[pid]/stat", problem: "expected \"pid (name)\"")) {
            try ProcParser.processStat(fromStat: "garbage")
        }
        #expect(throws: ProcParseError(file: "/proc/[pid]/stat", problem: "only 5 fields")) {
            try ProcParser.processStat(fromStat: "12 (sh) S 1 2")
        }
        let fields = " S 1 1 1 0 -1 0 0 0 0 0 x 30 0 0 20 0 4 0 900 1000 55"
        #expect(throws: ProcParseError(file: "/proc/[pid]/stat", problem: "field 14 is not a number")) {
            try ProcParser.processStat(fromStat: "12 (sh)" + fields)
        }
    }

    @Test func readsTheRealUserID() throws {
        let text =
            "Name:\tbash\nUmask:\t0022\nState:\tS (sleeping)\nUid:\t1000\t1001\t1001\t1001\nGid:\t100\n"
        #expect(try ProcParser.realUserID(fromStatus: text) == 1000)
        #expect(throws: ProcParseError(file: "/proc/[pid]/status", problem: "no Uid line")) {
            try ProcParser.realUserID(fromStatus: "Name:\tbash\n")
        }
    }

    @Test func joinsCommandLineArgumentsWithSpaces() {
        #expect(
            ProcParser.commandLine(fromCmdline: "/usr/bin/vim\u{0}-R\u{0}notes.txt\u{0}")
                == "/usr/bin/vim -R notes.txt")
        #expect(ProcParser.commandLine(fromCmdline: "") == "")
        #expect(ProcParser.commandLine(fromCmdline: "a\nb\tc") == "a b c")
    }

    @Test func readsUserNamesFromPasswd() {
        let text = """
            # a comment
            root:x:0:0:root:/root:/bin/bash
            alice:x:1000:1000:Alice:/home/alice:/bin/zsh
            broken line
            toor:x:0:0::/root:/bin/sh
            """
        #expect(ProcParser.userNames(fromPasswd: text) == [0: "root", 1000: "alice"])
    }
}
