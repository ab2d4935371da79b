import Foundation
import Testing

/// Finds an executable product of the package under test, built next to the test bundle.
///
/// `swift build --build-tests` (which `swift test` runs) puts every executable target of a
/// package in the same directory as the test bundle, so an end-to-end test can run the app it
/// tests in a real terminal (see ``TmuxPane``):
///
/// ```swift
/// let demo = try BuiltProgram.require("my-app")
/// let pane = try TmuxPane(width: 80, height: 24)
/// try pane.type(line: demo)
/// ```
public enum BuiltProgram {
    /// The directories searched, most likely first: the test runner's own directory (Linux runs
    /// the bundle itself), the directory of the `.xctest` bundle (macOS runs it inside `xctest`
    /// or `swiftpm-testing-helper`), and `.build/debug` under the current directory.
    public static let searchDirectories: [URL] = {
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for argument in CommandLine.arguments.dropFirst() where argument.hasSuffix(".xctest") {
            directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        directories.append(current.appendingPathComponent(".build/debug"))
        return directories
    }()

    /// The path of the executable called `name`, or `nil` when none of the
    /// ``searchDirectories`` holds one (a directory of that name is not an executable).
    public static func path(of name: String) -> String? {
        for directory in searchDirectories {
            let candidate = directory.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
                !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate)
            else { continue }
            return candidate
        }
        return nil
    }

    /// The path of the executable called `name`, or a test failure saying how to build it.
    public static func require(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try #require(
            path(of: name), "\(name) was not found next to the tests; run `swift build --build-tests`",
            sourceLocation: sourceLocation)
    }
}
