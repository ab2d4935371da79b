import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame log of `TRELLIS_FRAME_LOG`: one JSON line per flushed frame with the monotonic
/// time in nanoseconds (`CLOCK_MONOTONIC`, comparable across processes), the terminal size,
/// the cells changed and the bytes written where the backend knows them, and where the frame's
/// time went (nanoseconds in layout, in drawing the views, in output and the CPU part of the
/// output) — for resize benchmarks and users. Resize events are logged too, when the
/// application receives them, and so is each way the backend draws less than it was asked
/// (its terminal library lacks a feature), once, when the backend opens.
///
/// ```json
/// {"time_ns":81100000,"event":"degraded","feature":"italic","fallback":"drawn upright: ..."}
/// {"time_ns":81200000,"event":"SIGWINCH","size":[120,40]}
/// {"time_ns":81234567,"event":"resize","size":[120,40]}
/// {"time_ns":81456789,"size":[120,40],"cells":4800,"bytes":9876,"layout_ns":61000,"draw_ns":152000,"output_ns":640000,"output_cpu_ns":590000}
/// ```
@MainActor
public final class FrameLog {
    static let shared: FrameLog? = ProcessInfo.processInfo.environment["TRELLIS_FRAME_LOG"]
        .flatMap { $0.isEmpty ? nil : FrameLog(path: $0) }

    private let descriptor: Int32
    /// Event lines not written yet: they go out with the next frame's line (or at the end of
    /// the run loop's step), so logging a resize costs one write, not three.
    private var pending = ""

    init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// Records that a signal arrived at a given time (the backend's signal handler notes the
    /// time; this writes it when the log is on). For `SIGWINCH`, `size` is the new size.
    public static func recordSignal(_ name: String, size: Size, monotonicNanoseconds: UInt64) {
        shared?.event(name, size: size, at: monotonicNanoseconds)
    }

    /// Records that the backend draws `feature` in a lesser way, `fallback` (the backend calls
    /// this once per feature, when it opens). When the log is on, the line is written at once:
    /// this happens once a run, and a program that draws without an `Application` logs no
    /// frames that would carry it.
    public static func recordDegradation(feature: String, fallback: String) {
        shared?.degradation(feature: feature, fallback: fallback)
        shared?.flush()
    }

    /// Nanoseconds on `CLOCK_MONOTONIC`.
    static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    func frame(size: Size, statistics: FrameStatistics, stages: FrameStages? = nil) {
        let now = Self.monotonicNanoseconds()
        var line = "{\"time_ns\":\(now),\"size\":[\(size.width),\(size.height)]"
        line += ",\"cells\":\(statistics.cellsChanged)"
        if let bytes = statistics.bytesWritten { line += ",\"bytes\":\(bytes)" }
        if let stages {
            // Saturating: the stages come from the caller, and a log must never trap.
            line += ",\"layout_ns\":\(stages.laidOut - min(stages.start, stages.laidOut))"
            line += ",\"draw_ns\":\(stages.drawn - min(stages.laidOut, stages.drawn))"
            line += ",\"output_ns\":\(now - min(stages.drawn, now))"
            line += ",\"output_cpu_ns\":\(stages.outputCPU)"
        }
        pending += line + "}\n"
        flush()
    }

    /// Writes the event lines not written yet.
    func flush() {
        guard !pending.isEmpty else { return }
        var text = pending
        pending = ""
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard count > 0 || (count < 0 && errno == EINTR) else { return }
                offset += max(0, count)
            }
        }
    }

    /// Nanoseconds of CPU time the calling thread has used: the part of a stage spent working
    /// rather than waiting (for the terminal to take the output, say).
    static func threadCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Where a frame's time went: when it started, when the layout pass and the drawing into
    /// the back buffer ended (`CLOCK_MONOTONIC`, ns), and the CPU time the output took. The
    /// output ends when the log line is written.
    struct FrameStages {
        var start: UInt64
        var laidOut: UInt64
        var drawn: UInt64
        var outputCPU: UInt64
    }

    /// Records a degradation; its line is written with the next frame's, or by `flush()`.
    func degradation(feature: String, fallback: String, at time: UInt64 = FrameLog.monotonicNanoseconds()) {
        pending += "{\"time_ns\":\(time),\"event\":\"degraded\",\"feature\":\(jsonString(feature))"
        pending += ",\"fallback\":\(jsonString(fallback))}\n"
    }

    /// Records an event; its line is written with the next frame's, or by `flush()`.
    func event(_ name: String, size: Size, at time: UInt64 = FrameLog.monotonicNanoseconds()) {
        pending += "{\"time_ns\":\(time),\"event\":\"\(name)\",\"size\":[\(size.width),\(size.height)]}\n"
    }
}
