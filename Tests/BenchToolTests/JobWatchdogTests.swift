import Foundation
import Testing
import TrellisTesting

@testable import trellis_bench

/// The caps of `trellis-bench widgets` (JobWatchdog.swift): a job that outlives the time cap,
/// or a process whose peak RSS passes the memory cap, ends the child with status 3 after one
/// `STACK-OVER-CAP <job> <kB> <time|memory>` line.
@Suite("trellis-bench job caps")
struct JobWatchdogTests {
    /// Runs `trellis-bench` with `arguments`; its exit status and standard output.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let path = try BuiltProgram.require("trellis-bench")
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

    /// The memory timer's handler runs on another thread, and may be running when the last
    /// reference to its watchdog goes: it must not touch the watchdog after that. (With an
    /// `unowned` capture this crashed within a few hundred watchdogs; under the address
    /// sanitizer it is a use after free.)
    @Test func aWatchdogMayGoWhileItsTimerRuns() {
        for round in 0..<2_000 {
            var watchdog: JobWatchdog? = JobWatchdog(capSeconds: 60, capMegabytes: 1 << 20)
            // The first check runs at once: give it a moment to start on its thread.
            if round % 2 == 0 { usleep(UInt32(round % 7) * 5) }
            #expect(watchdog?.capSeconds == 60)
            watchdog = nil
        }
    }
}
