#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the bytes the calling thread has written (to any file), from Linux's
/// `/proc/thread-self/io`.
///
/// ncurses writes the frame itself, with no hook to count its bytes, so the backend reads this
/// counter before and after a frame's output; as the counter is per thread, writes by other
/// threads (logging, say) do not disturb it. Unavailable (`nil`) elsewhere than Linux.
final class ThreadWriteCounter {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 512)

    /// Opens the counter of the calling thread, or returns `nil` where the system has none.
    init?() {
        descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// The bytes written so far by the thread that created the counter, or `nil` on failure.
    func bytesWritten() -> Int? {
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Self.value(named: "wchar", in: buffer[0..<count])
    }

    /// The number after `name: ` in the text of an io file.
    static func value(named name: String, in text: ArraySlice<UInt8>) -> Int? {
        let key = Array((name + ": ").utf8)
        guard let start = text.firstRange(of: key)?.upperBound else { return nil }
        var value = 0
        var index = start
        while index < text.endIndex, (0x30...0x39).contains(text[index]) {
            value = value * 10 + Int(text[index] - 0x30)
            index += 1
        }
        return index > start ? value : nil
    }
}
