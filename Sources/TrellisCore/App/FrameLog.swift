import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame log of `TRELLIS_FRAME_LOG`: one JSON line per flushed frame with the monotonic
/// time in nanoseconds (`CLOCK_MONOTONIC`, comparable across processes), the terminal size,
/// the cells changed and the bytes written where the backend knows them — for resize
/// benchmarks and users. Resize events are logged too, when the application receives them.
///
/// ```json
/// {"time_ns":81200000,"event":"SIGWINCH","size":[120,40]}
/// {"time_ns":81234567,"event":"resize","size":[120,40]}
/// {"time_ns":81456789,"size":[120,40],"cells":4800,"bytes":9876}
/// ```
@MainActor
public final class FrameLog {
    static let shared: FrameLog? = ProcessInfo.processInfo.environment["TRELLIS_FRAME_LOG"]
        .flatMap { $0.isEmpty ? nil : FrameLog(path: $0) }

    private let handle: FileHandle

    init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        _ = try? handle.seekToEnd()
        self.handle = handle
    }

    /// Records that a signal arrived at a given time (the backend's signal handler notes the
    /// time; this writes it when the log is on). For `SIGWINCH`, `size` is the new size.
    public static func recordSignal(_ name: String, size: Size, monotonicNanoseconds: UInt64) {
        shared?.event(name, size: size, at: monotonicNanoseconds)
    }

    /// Nanoseconds on `CLOCK_MONOTONIC`.
    static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    func frame(size: Size, statistics: FrameStatistics) {
        var line = "{\"time_ns\":\(Self.monotonicNanoseconds()),\"size\":[\(size.width),\(size.height)]"
        line += ",\"cells\":\(statistics.cellsChanged)"
        if let bytes = statistics.bytesWritten { line += ",\"bytes\":\(bytes)" }
        write(line + "}\n")
    }

    func event(_ name: String, size: Size, at time: UInt64 = FrameLog.monotonicNanoseconds()) {
        write("{\"time_ns\":\(time),\"event\":\"\(name)\",\"size\":[\(size.width),\(size.height)]}\n")
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
