import Testing

@testable import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Write counter")
struct ThreadWriteCounterTests {
    @Test func parsesTheWcharLine() {
        let text = Array("rchar: 12\nwchar: 3456\nsyscr: 1\n".utf8)
        #expect(ThreadWriteCounter.value(named: "wchar", in: text[...]) == 3456)
        #expect(ThreadWriteCounter.value(named: "rchar", in: text[...]) == 12)
        #expect(ThreadWriteCounter.value(named: "missing", in: text[...]) == nil)
    }

    #if os(Linux)
        @Test func countsTheThreadsWrites() throws {
            let counter = try #require(ThreadWriteCounter())
            let before = try #require(counter.bytesWritten())
            let null = open("/dev/null", O_WRONLY)
            defer { close(null) }
            TerminalModes.writeAll([UInt8](repeating: 65, count: 1000), to: null)
            let after = try #require(counter.bytesWritten())
            #expect(after - before == 1000)
        }
    #endif
}
