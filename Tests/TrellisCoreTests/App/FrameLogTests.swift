import Foundation
import Testing

@testable import TrellisCore

@Suite("FrameLog")
@MainActor
struct FrameLogTests {
    private func lines(of path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// A path for a log file of one test.
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-frame-log-\(UUID().uuidString).jsonl").path
    }

    @Test func framesAndEventsAreJSONLinesWithTheirStages() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(FrameLog(path: path))
        log.event("resize", size: Size(width: 80, height: 24), at: 1_000)
        let start = FrameLog.monotonicNanoseconds() - 1_000_000
        let stages = FrameLog.FrameStages(
            start: start, laidOut: start + 2_000, drawn: start + 5_000, outputCPU: 1_500)
        log.frame(
            size: Size(width: 80, height: 24),
            statistics: FrameStatistics(cellsChanged: 1920, bytesWritten: 4096),
            stages: stages)
        let entries = try lines(of: path)
        #expect(entries.count == 2)  // the event went out with the frame
        #expect(entries[0]["event"] as? String == "resize")
        #expect(entries[0]["time_ns"] as? Int == 1_000)
        #expect(entries[0]["size"] as? [Int] == [80, 24])
        let frame = entries[1]
        #expect(frame["event"] == nil)
        #expect(frame["cells"] as? Int == 1920)
        #expect(frame["bytes"] as? Int == 4096)
        #expect(frame["layout_ns"] as? Int == 2_000)
        #expect(frame["draw_ns"] as? Int == 3_000)
        #expect(frame["output_cpu_ns"] as? Int == 1_500)
        let time = try #require(frame["time_ns"] as? Int)
        #expect(frame["output_ns"] as? Int == time - Int(start) - 5_000)
    }

    @Test func eventsWaitForTheNextFrameOrAFlush() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(FrameLog(path: path))
        log.event("SIGWINCH", size: Size(width: 10, height: 5), at: 7)
        #expect(try lines(of: path).isEmpty)
        log.flush()
        #expect(try lines(of: path).map { $0["event"] as? String } == ["SIGWINCH"])
        log.flush()
        #expect(try lines(of: path).count == 1)
    }

    @Test func aDegradationIsOneJSONLineWithItsFeatureAndFallback() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(FrameLog(path: path))
        log.degradation(feature: "italic", fallback: "drawn \"upright\"\\\n\u{1}", at: 5)
        log.flush()
        let entries = try lines(of: path)
        #expect(entries.count == 1)
        #expect(entries.first?["event"] as? String == "degraded")
        #expect(entries.first?["time_ns"] as? Int == 5)
        #expect(entries.first?["feature"] as? String == "italic")
        #expect(entries.first?["fallback"] as? String == "drawn \"upright\"\\\n\u{1}")
    }

    @Test func threadCPUTimeAdvancesWithWork() {
        let before = FrameLog.threadCPUNanoseconds()
        var sum = 0.0
        for value in 0..<2_000_000 { sum += Double(value).squareRoot() }
        #expect(sum > 0)
        #expect(FrameLog.threadCPUNanoseconds() > before)
    }
}
