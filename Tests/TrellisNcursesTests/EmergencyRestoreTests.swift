import Testing

@testable import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The restore that signal handlers run (its end-to-end behaviour, after a real crash in tmux,
/// is in `EndToEndTests`): what it writes, and the descriptor it silences first.
@Suite("EmergencyRestore", .serialized)
@MainActor
struct EmergencyRestoreTests {
    /// Everything readable from `descriptor` now.
    private func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    private func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    @Test func restoreWritesOnceAndSilencesTheFrameWritersDescriptorFirst() {
        let terminal = makePipe()
        let writerSide = makePipe()
        defer {
            for descriptor in [terminal.read, terminal.write, writerSide.read, writerSide.write] {
                close(descriptor)
            }
        }
        EmergencyRestore.silenceOnRestore(writerSide.write)
        defer { EmergencyRestore.silenceOnRestore(nil) }
        EmergencyRestore.arm(descriptor: terminal.write, attributes: nil, bytes: Array("\u{1B}[?1049l".utf8))

        var byte: UInt8 = 0x41
        #expect(write(writerSide.write, &byte, 1) == 1)
        #expect(drain(writerSide.read) == [0x41])  // before: the writer reaches its terminal

        EmergencyRestore.restore()
        #expect(drain(terminal.read) == Array("\u{1B}[?1049l".utf8))
        // After: what the writer thread would still write goes to /dev/null.
        #expect(write(writerSide.write, &byte, 1) == 1)
        #expect(drain(writerSide.read).isEmpty)

        EmergencyRestore.restore()  // disarmed: nothing more
        #expect(drain(terminal.read).isEmpty)
    }
}
