import Foundation
import Testing
import TrellisTesting

@Suite("BuiltProgram")
struct BuiltProgramTests {
    /// `swift build --build-tests` builds every executable of the package next to the tests;
    /// `trellis-terminal-check` is one.
    @Test func findsAnExecutableOfThePackage() throws {
        let path = try BuiltProgram.require("trellis-terminal-check")
        #expect(path.hasSuffix("/trellis-terminal-check"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }

    @Test func aNameThatWasNotBuiltIsNotFound() {
        #expect(BuiltProgram.path(of: "no-such-program-in-trellis") == nil)
        // The library bundle next to the tests is a directory, not an executable file.
        #expect(BuiltProgram.path(of: "Modules") == nil)
    }
}
