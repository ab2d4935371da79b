/// Parsers for the /proc files the dashboard reads, as pure functions of the files' text so
/// they are tested with fixture strings.
///
/// Each parser reads only what it needs and ignores fields it does not know, so newer kernels
/// that append fields keep working; a missing or malformed field it needs is a
/// ``ProcParseError`` naming the file.
enum ProcParser {
    /// The `cpu` lines of /proc/stat: all CPUs together and each CPU in order.
    ///
    /// ```text
    /// cpu  674869 72 50840 305365 1048 0 423 107 0 0
    /// cpu0 332269 36 25132 158407 322 0 67 49 0 0
    /// ```
    ///
    /// - Throws: ``ProcParseError`` without a `cpu` line, or when a `cpu` line has fewer than
    ///   four numbers.
    static func cpuTimes(fromStat text: String) throws(ProcParseError) -> (total: CPUTimes, cores: [CPUTimes])
    {
        var total: CPUTimes?
        var cores: [(index: Int, times: CPUTimes)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let name = fields[0]
            let numbers = fields.dropFirst().map { UInt64($0) }
            guard numbers.count >= 4, numbers.allSatisfy({ $0 != nil }) else {
                throw ProcParseError(file: "/proc/stat", problem: "malformed \"\(name)\" line")
            }
            let value = numbers.map { $0! }
            func at(_ index: Int) -> UInt64 { index < value.count ? value[index] : 0 }
            // user nice system idle iowait irq softirq steal guest guest_nice
            let times = CPUTimes(
                user: at(0) + at(1), system: at(2) + at(5) + at(6), idle: at(3) + at(4), steal: at(7))
            if name == "cpu" {
                total = times
            } else if let index = Int(name.dropFirst(3)) {
                cores.append((index, times))
            }
        }
        guard let total else { throw ProcParseError(file: "/proc/stat", problem: "no \"cpu\" line") }
        return (total, cores.sorted { $0.index < $1.index }.map(\.times))
    }

    /// Memory and swap from /proc/meminfo (`MemTotal:  16318024 kB` lines).
    ///
    /// - Throws: ``ProcParseError`` without `MemTotal`.
    static func memoryInfo(fromMeminfo text: String) throws(ProcParseError) -> MemoryInfo {
        var values: [Substring: UInt64] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let fields = line[line.index(after: colon)...].split(separator: " ")
            guard let number = fields.first.flatMap({ UInt64($0) }) else { continue }
            let scale: UInt64 = fields.count > 1 && fields[1] == "kB" ? 1024 : 1
            values[line[..<colon]] = number * scale
        }
        guard let total = values["MemTotal"] else {
            throw ProcParseError(file: "/proc/meminfo", problem: "no MemTotal")
        }
        let available =
            values["MemAvailable"]
            ?? (values["MemFree", default: 0] + values["Buffers", default: 0] + values["Cached", default: 0])
        return MemoryInfo(
            total: total, available: min(available, total), swapTotal: values["SwapTotal", default: 0],
            swapFree: values["SwapFree", default: 0])
    }

    /// Load averages and task counts from /proc/loadavg (`0.52 0.40 0.31 2/345 12345`).
    ///
    /// - Throws: ``ProcParseError`` when a field is missing or not a number.
    static func loadAverage(fromLoadavg text: String) throws(ProcParseError) -> LoadAverage {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 4, let one = Double(fields[0]), let five = Double(fields[1]),
            let fifteen = Double(fields[2])
        else { throw ProcParseError(file: "/proc/loadavg", problem: "expected three load averages") }
        let tasks = fields[3].split(separator: "/")
        guard tasks.count == 2, let running = Int(tasks[0]), let total = Int(tasks[1]) else {
            throw ProcParseError(file: "/proc/loadavg", problem: "expected running/total tasks")
        }
        return LoadAverage(one: one, five: five, fifteen: fifteen, running: running, tasks: total)
    }

    /// Seconds since boot, the first number of /proc/uptime (`5174.97 3053.65`).
    ///
    /// - Throws: ``ProcParseError`` when it is not a number.
    static func uptime(fromUptime text: String) throws(ProcParseError) -> Double {
        guard let first = text.split(whereSeparator: \.isWhitespace).first, let seconds = Double(first),
            seconds.isFinite, seconds >= 0
        else { throw ProcParseError(file: "/proc/uptime", problem: "expected seconds since boot") }
        return seconds
    }

    /// What /proc/[pid]/stat says about a process.
    struct ProcessStat: Equatable {
        /// The process ID.
        var pid: Int
        /// The `comm` name, between the parentheses.
        var name: String
        /// The state letter.
        var state: Character
        /// `utime` + `stime`, in clock ticks.
        var cpuTicks: UInt64
        /// `starttime`, in clock ticks after boot.
        var startTicks: UInt64
        /// `rss`, in pages.
        var residentPages: UInt64
        /// `num_threads`.
        var threads: Int
    }

    /// A process's /proc/[pid]/stat line: `1234 (name) S 1 …`.
    ///
    /// The name may itself hold spaces and parentheses (`(tmux: server)`, `((sd-pam))`), so it
    /// runs from the first `(` to the *last* `)`; the fields are counted after it.
    ///
    /// - Throws: ``ProcParseError`` when the line is cut short or a field is not a number.
    static func processStat(fromStat text: String) throws(ProcParseError) -> ProcessStat {
        let file = "/proc/[pid]/stat"
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close,
            let pid = Int(text[..<open].trimmingWhitespace())
        else { throw ProcParseError(file: file, problem: "expected \"pid (name)\"") }
        let name = String(text[text.index(after: open)..<close])
        // Field 3 (state) is the first after the name.
        let fields = text[text.index(after: close)...].split(whereSeparator: \.isWhitespace)
        guard fields.count >= 22, let state = fields[0].first else {
            throw ProcParseError(file: file, problem: "only \(fields.count + 2) fields")
        }
        func number(_ field: Int) throws(ProcParseError) -> UInt64 {
            // Field numbers as in proc(5): 3 is fields[0].
            guard let value = UInt64(fields[field - 3]) else {
                throw ProcParseError(file: file, problem: "field \(field) is not a number")
            }
            return value
        }
        return ProcessStat(
            pid: pid, name: name, state: state, cpuTicks: try number(14) + number(15),
            startTicks: try number(22), residentPages: try number(24), threads: Int(try number(20)))
    }

    /// The real user ID from /proc/[pid]/status (`Uid:\t1000\t1000\t1000\t1000`).
    ///
    /// - Throws: ``ProcParseError`` without a `Uid:` line.
    static func realUserID(fromStatus text: String) throws(ProcParseError) -> Int {
        for line in text.split(separator: "\n") where line.hasPrefix("Uid:") {
            if let uid = line.dropFirst(4).split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) }) {
                return uid
            }
        }
        throw ProcParseError(file: "/proc/[pid]/status", problem: "no Uid line")
    }

    /// The command line from /proc/[pid]/cmdline: arguments separated by NUL bytes become
    /// separated by spaces; other control characters show as spaces so the table stays one line.
    static func commandLine(fromCmdline text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
        }
        return String(result.trimmingWhitespace())
    }

    /// User names by ID from /etc/passwd (`name:x:uid:gid:…`); comments and malformed lines are
    /// skipped, and the first name of an ID wins.
    static func userNames(fromPasswd text: String) -> [Int: String] {
        var names: [Int: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, !fields[0].isEmpty, let uid = Int(fields[2]), names[uid] == nil
            else { continue }
            names[uid] = String(fields[0])
        }
        return names
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
