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
