import Foundation
import Testing

/// The `trellis-bench` program, built next to the test bundle by `swift build --build-tests`
/// (which `swift test` runs).
private let benchProgram: String? = {
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    directories.append(package.appendingPathComponent(".build/debug"))
    for directory in directories {
        let candidate = directory.appendingPathComponent("trellis-bench").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}()

/// The caps of `trellis-bench widgets` (JobWatchdog.swift): a job that outlives the time cap,
/// or a process whose peak RSS passes the memory cap, ends the child with status 3 after one
/// `STACK-OVER-CAP <job> <kB> <time|memory>` line.
@Suite("trellis-bench job caps")
struct JobWatchdogTests {
    /// Runs `trellis-bench` with `arguments`; its exit status and standard output.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let path = try #require(
            benchProgram, "trellis-bench was not found next to the tests; run `swift build --build-tests`")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: written, as: UTF8.self))
    }

    /// The `STACK-OVER-CAP` line of `output`, split into its words.
    private func overCapLine(_ output: String) throws -> [Substring] {
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("STACK-OVER-CAP ") }
        #expect(lines.count == 1, "\(output)")
        return try #require(lines.first).split(separator: " ")
    }

    @Test func aJobPastTheTimeCapEndsTheProcessAndSaysWhichJob() throws {
        let (status, output) = try run([
            "widgets", "--stack-child", "2000", "--runs", "1", "--cap-seconds", "0.001",
        ])
        #expect(status == 3)
        let words = try overCapLine(output)
        #expect(words.count == 4)
        #expect(words.dropFirst().first == "attach")
        #expect(Int(words[2]).map { $0 > 0 } == true, "peak RSS in kB: \(words[2])")
        #expect(words.last == "time")
        // The attach job never finished: no time was written for it.
        #expect(!output.contains("STACK-TIME attach"))
    }

    @Test func aProcessPastTheMemoryCapEndsAndSaysSo() throws {
        let (status, output) = try run([
            "widgets", "--stack-child", "2000", "--runs", "1", "--memory-cap-mb", "1",
        ])
        #expect(status == 3)
        let words = try overCapLine(output)
        #expect(words.count == 4)
        #expect(Int(words[2]).map { $0 > 1024 } == true, "peak RSS in kB: \(words[2])")
        #expect(words.last == "memory")
        #expect(!output.contains("STACK-RSS"))
    }

    @Test func jobsWithinTheCapsRunToTheEnd() throws {
        let (status, output) = try run([
            "widgets", "--stack-child", "20", "--runs", "1", "--cap-seconds", "60",
        ])
        #expect(status == 0)
        #expect(!output.contains("STACK-OVER-CAP"))
        #expect(output.contains("STACK-TIME attach "))
        #expect(output.contains("STACK-RSS "))
    }
}
