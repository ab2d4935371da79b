import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Samples the running Linux system from /proc (and user names from /etc/passwd), with no
/// external tools.
///
/// Each sample reads /proc/stat, /proc/meminfo, /proc/loadavg, /proc/uptime and, for every
/// process directory, its `stat`, `status` and `cmdline`: a few hundred small reads, a few
/// milliseconds. User names are read once.
@MainActor
final class ProcSystemSource: SystemDataSource {
    /// The /proc directory (another root lets tests point it at a copy).
    let root: String
    /// Bytes per memory page, for the resident sizes in pages.
    private let pageSize: UInt64
    /// Clock ticks per second.
    private let ticksPerSecond: Double
    /// User names, read once from /etc/passwd.
    private let userNames: [Int: String]

    /// Creates a source reading `root` (`/proc` by default).
    init(root: String = "/proc", passwdPath: String = "/etc/passwd") {
        self.root = root
        let page = sysconf(Int32(_SC_PAGESIZE))
        pageSize = page > 0 ? UInt64(page) : 4096
        let ticks = sysconf(Int32(_SC_CLK_TCK))
        ticksPerSecond = ticks > 0 ? Double(ticks) : 100
        userNames = Self.readFile(passwdPath).map(ProcParser.userNames(fromPasswd:)) ?? [:]
    }

    /// Reads the system now.
    ///
    /// - Throws: ``ProcParseError`` when /proc/stat, /proc/meminfo, /proc/loadavg or
    ///   /proc/uptime is missing or malformed.
    func sample() throws -> SystemSample {
        let (cpu, cores) = try ProcParser.cpuTimes(fromStat: try systemFile("stat"))
        return SystemSample(
            cpu: cpu, cores: cores, memory: try ProcParser.memoryInfo(fromMeminfo: try systemFile("meminfo")),
            load: try ProcParser.loadAverage(fromLoadavg: try systemFile("loadavg")),
            uptime: try ProcParser.uptime(fromUptime: try systemFile("uptime")), processes: processes(),
            userNames: userNames,
            hostName: Self.readFile(root + "/sys/kernel/hostname").map { String($0.trimmingWhitespace()) }
                ?? "",
            kernelRelease: Self.readFile(root + "/sys/kernel/osrelease").map {
                String($0.trimmingWhitespace())
            }
                ?? "",
            ticksPerSecond: ticksPerSecond)
    }

    /// Every process whose files could be read; one that exits meanwhile is skipped.
    func processes() -> [ProcessSample] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var result: [ProcessSample] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            guard let pid = Int(entry), pid > 0 else { continue }
            let directory = "\(root)/\(entry)"
            guard let statText = Self.readFile(directory + "/stat"),
                let stat = try? ProcParser.processStat(fromStat: statText),
                let statusText = Self.readFile(directory + "/status"),
                let uid = try? ProcParser.realUserID(fromStatus: statusText)
            else { continue }
            let commandLine =
                Self.readFile(directory + "/cmdline").map(ProcParser.commandLine(fromCmdline:)) ?? ""
            result.append(
                ProcessSample(
                    pid: pid, name: stat.name, commandLine: commandLine, state: stat.state, uid: uid,
                    cpuTicks: stat.cpuTicks, startTicks: stat.startTicks,
                    residentBytes: stat.residentPages * pageSize, threads: stat.threads))
        }
        return result
    }

    /// A system-wide file under the root.
    ///
    /// - Throws: ``ProcParseError`` when it cannot be read.
    private func systemFile(_ name: String) throws(ProcParseError) -> String {
        guard let text = Self.readFile("\(root)/\(name)") else {
            throw ProcParseError(file: "\(root)/\(name)", problem: "cannot be read")
        }
        return text
    }

    /// The whole of a file, read until its end: /proc files report a size of 0, so the size
    /// cannot be asked first. Invalid UTF-8 (a command line can hold any bytes) is repaired.
    nonisolated static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            // Nothing the dashboard reads is large; stop a runaway file.
            if bytes.count > 1 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
