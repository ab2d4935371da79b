import Testing

@testable import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame writer's thread when a descriptor fails under it: it ends with a clear error
/// instead of retrying forever, and the frames after it are left to the backend.
@Suite struct FrameWriterTests {
    @Test func aFrameDescriptorThatCannotBeReadEndsTheThreadWithAnError() throws {
        let terminal = open("/dev/null", O_WRONLY)
        let scratch = open("/dev/null", O_WRONLY)
        defer {
            close(terminal)
            close(scratch)
        }
        let writer = try #require(FrameWriter(terminal: terminal))
        // The read end of the frame pipe now refers to a file open only for writing: every
        // read fails with EBADF, and poll reports it readable again at once — the old loop spun.
        let writeOnly = open("/dev/null", O_WRONLY)
        #expect(dup2(writeOnly, writer.frameReadDescriptor) >= 0)
        close(writeOnly)
        // Nothing is written into the pipe (its read end is gone: that would raise SIGPIPE);
        // the end of the frame wakes the thread, which then reads.
        let outcome = writer.send(ncursesDescriptor: scratch, prefix: [], suffix: []) {}
        #expect(outcome == .failed)
        #expect(writer.failure == .readFailed(descriptor: writer.frameReadDescriptor, errno: EBADF))
        #expect(writer.failure?.description.contains("reading descriptor") == true)
        // Later frames are not redirected (the backend writes them itself), and stopping does
        // not wait for a thread that is gone.
        #expect(writer.send(ncursesDescriptor: scratch, prefix: [], suffix: []) {} == .notRedirected)
        writer.stop()
    }

    @Test func aWorkingWriterReportsTheBytesOfAFrame() throws {
        let terminal = open("/dev/null", O_WRONLY)
        let scratch = open("/dev/null", O_WRONLY)
        defer {
            close(terminal)
            close(scratch)
        }
        let writer = try #require(FrameWriter(terminal: terminal))
        let outcome = writer.send(ncursesDescriptor: scratch, prefix: [0x41, 0x42], suffix: [0x43]) {
            _ = write(scratch, "xyz", 3)
        }
        #expect(outcome == .written(6))
        #expect(writer.failure == nil)
        writer.stop()
    }
}
