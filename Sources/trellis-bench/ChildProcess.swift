// Running a benchmark in a process of its own: this executable again (so a workload has its own
// peak RSS and can be ended when it outlives a cap) or a peer script.

import Foundation

/// What a finished child process left: its exit status and everything it wrote to standard
/// output (standard error goes to ours).
struct ChildOutput {
    var status: Int32
    var output: String
}

/// Runs `executable` with `arguments` to its end and returns what it wrote, or `nil` (after
/// saying why) when it could not start.
func runChild(_ executable: String, _ arguments: [String]) -> ChildOutput? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        print("could not run \(executable): \(error)")
        return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ChildOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// The path of this executable, to start it again.
func currentExecutablePath() -> String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
}

/// The peak resident set size of this process's own memory, in kilobytes.
///
/// On Linux it is `VmHWM` from `/proc/self/status`: a process that `Process` starts with
/// `posix_spawn` shares its parent's memory until it runs its program, and getrusage's
/// `ru_maxrss` keeps that parent's peak, which would be reported as the child's. Elsewhere it
/// is ``peakResidentKilobytes()``.
func ownPeakResidentKilobytes() -> Int {
    #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        {
            return kilobytes
        }
    #endif
    return peakResidentKilobytes()
}
