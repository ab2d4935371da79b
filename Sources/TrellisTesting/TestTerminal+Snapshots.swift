import Foundation
import Testing
import TrellisCore

extension TestTerminal {
    /// Compares the screen with a snapshot file, `Tests/<Target>/Snapshots/<name>.txt` next to
    /// the calling test file's target folder.
    ///
    /// Each row is stored between `|` marks, so trailing spaces survive editors. A missing
    /// snapshot is recorded and the test fails (check the new file in); with the environment
    /// variable `RECORD_SNAPSHOTS=1` every snapshot is re-recorded (and the test fails, so a
    /// recording run is never mistaken for a passing one).
    ///
    /// ```swift
    /// terminal.assertSnapshot(named: "settings-80x24")
    /// ```
    ///
    /// - Parameter name: The snapshot's name; by default the current test's name.
    public func assertSnapshot(
        named name: String? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let snapshotName = name ?? Test.current?.name ?? "snapshot"
        guard let url = SnapshotStore.url(forTestFile: filePath, name: snapshotName) else {
            Issue.record(
                "No Tests/<Target>/ folder above \(filePath) to keep snapshots in.", sourceLocation: location)
            return
        }
        let actual = SnapshotStore.encode(screen)
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        if !recording, let stored = try? String(contentsOf: url, encoding: .utf8) {
            guard stored != actual else { return }
            let expected = SnapshotStore.decode(stored)
            Issue.record(
                Comment(
                    rawValue: "Snapshot \(url.lastPathComponent) differs.\n"
                        + ScreenDiff(expected: expected, actual: screen).description),
                sourceLocation: location)
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                Comment(
                    rawValue: "Recorded snapshot \(url.path); run again without RECORD_SNAPSHOTS to compare."),
                sourceLocation: location)
        } catch {
            Issue.record("Could not write snapshot \(url.path): \(error)", sourceLocation: location)
        }
    }
}

/// Where snapshots live and how screens are stored in them.
enum SnapshotStore {
    /// `…/Tests/<Target>/Snapshots/<name>.txt` for a test file under `…/Tests/<Target>/`.
    static func url(forTestFile filePath: String, name: String) -> URL? {
        let components = URL(fileURLWithPath: filePath).pathComponents
        guard let testsIndex = components.lastIndex(of: "Tests"), testsIndex + 1 < components.count - 1 else {
            return nil
        }
        let target = NSString.path(withComponents: Array(components[...(testsIndex + 1)]))
        return URL(fileURLWithPath: target).appendingPathComponent("Snapshots")
            .appendingPathComponent(fileName(for: name))
    }

    /// A file name from a test name: letters, digits, `-` and `_` kept, the rest `_`.
    static func fileName(for name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
        return (cleaned.isEmpty ? "snapshot" : cleaned) + ".txt"
    }

    static func encode(_ screen: [String]) -> String {
        screen.map { "|\($0)|" }.joined(separator: "\n") + "\n"
    }

    static func decode(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard line.hasPrefix("|"), line.hasSuffix("|"), line.count >= 2 else { return nil }
            return String(line.dropFirst().dropLast())
        }
    }
}
