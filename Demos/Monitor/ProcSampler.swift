import Foundation

/// Reads processes from Linux's `/proc`: the total CPU ticks from `/proc/stat`, and each
/// process's name, ticks and resident memory from `/proc/PID/stat`.
struct ProcSampler: ProcessSampler {
    /// A file of `/proc` that could not be read or understood.
    struct ReadError: Error, CustomStringConvertible {
        /// The file.
        let path: String
        var description: String { "cannot read \(path)" }
    }

    /// The directory to read, `/proc` unless a test says otherwise.
    var root = "/proc"
    /// The size of a memory page in KiB.
    var pageKiB = Int(sysconf(Int32(_SC_PAGESIZE))) / 1024

    func sample() throws -> ProcessSample {
        let statPath = root + "/stat"
        guard let stat = try? String(contentsOfFile: statPath, encoding: .utf8),
            let cpuLine = stat.split(separator: "\n").first, cpuLine.hasPrefix("cpu ")
        else { throw ReadError(path: statPath) }
        let totalTicks = cpuLine.split(separator: " ").dropFirst().compactMap { UInt64($0) }.reduce(0, +)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        // A process may end between the listing and the read: it is left out.
        let processes = names.compactMap(Int.init).compactMap { pid -> ProcessReading? in
            guard let text = try? String(contentsOfFile: "\(root)/\(pid)/stat", encoding: .utf8) else {
                return nil
            }
            return Self.reading(pid: pid, stat: text, pageKiB: pageKiB)
        }
        return ProcessSample(totalTicks: totalTicks, processes: processes)
    }

    /// A process from the text of its `/proc/PID/stat`: `pid (name) state …`, the name between
    /// the first `(` and the last `)` (it may hold spaces and parentheses), then fields 3 on:
    /// utime and stime are fields 14 and 15, rss (in pages) field 24. `nil` when malformed.
    static func reading(pid: Int, stat: String, pageKiB: Int) -> ProcessReading? {
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close else {
            return nil
        }
        let name = String(stat[stat.index(after: open)..<close])
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (the state), so field n is fields[n - 3].
        guard fields.count > 21, let user = UInt64(fields[11]), let system = UInt64(fields[12]),
            let pages = Int(fields[21])
        else { return nil }
        return ProcessReading(pid: pid, command: name, cpuTicks: user + system, residentKiB: pages * pageKiB)
    }
}
