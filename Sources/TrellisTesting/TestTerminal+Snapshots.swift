import Foundation
import Testing
import TrellisCore

extension TestTerminal {
    /// The environment variable that makes ``assertSnapshot(named:fileID:filePath:line:column:)``
    /// record every snapshot again: `TRELLIS_RECORD=1 swift test`. (`RECORD_SNAPSHOTS=1`, its
    /// older name, works too.)
    public nonisolated static let recordEnvironmentVariable = "TRELLIS_RECORD"

    /// Compares the screen — its text and the style of every cell — with a snapshot file,
    /// `Tests/<Target>/Snapshots/<name>.txt` next to the calling test file's target folder.
    ///
    /// The file holds the text, then a grid of style keys of the same shape and their legend
    /// (see the file format below), so a regression of a colour or an attribute fails as surely
    /// as one of the text, and a reviewer sees which cells changed style. On a mismatch the
    /// failure shows both screens side by side when the text differs, else every run of cells
    /// whose style changed, with both styles.
    ///
    /// A missing snapshot is recorded and the test fails (check the new file in); with the
    /// environment variable `TRELLIS_RECORD=1` every snapshot is recorded again (and the test
    /// fails, so a recording run is never mistaken for a passing one).
    ///
    /// ```swift
    /// terminal.assertSnapshot(named: "settings-80x24")
    /// ```
    ///
    /// The file format (rows between `|` marks; `.` is the plain style):
    ///
    /// ```text
    /// |Name  Ada   |
    /// styles:
    /// |AAAA..BBB...|
    /// A = bold
    /// B = underline fg=cyan
    /// ```
    ///
    /// - Parameters:
    ///   - name: The snapshot's name; by default the current test's name.
    ///   - fileID: The calling file, for the failure's location (leave the default).
    ///   - filePath: The calling file's path: the snapshot folder is found from it.
    ///   - line: The calling line, for the failure's location.
    ///   - column: The calling column, for the failure's location.
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
        let screenshot = backend.screenshot()
        let actual = StyledSnapshot(screenshot).encoded
        if !SnapshotStore.isRecording, let stored = try? String(contentsOf: url, encoding: .utf8) {
            guard stored != actual else { return }
            let diff = SnapshotDiff(expected: StyledSnapshot(decoding: stored), actual: screenshot)
            Issue.record(
                Comment(rawValue: "Snapshot \(url.lastPathComponent) differs.\n\(diff)"),
                sourceLocation: location)
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                Comment(
                    rawValue: "Recorded snapshot \(url.path); run again without "
                        + "\(Self.recordEnvironmentVariable) to compare."),
                sourceLocation: location)
        } catch {
            Issue.record("Could not write snapshot \(url.path): \(error)", sourceLocation: location)
        }
    }

    /// The screen as an SVG picture, cell for cell in its colours and attributes (see
    /// `Screenshot.svg(options:)`): to look at a test's screen, or to keep one next to a test.
    ///
    /// - Parameter options: Colours, cell size and font.
    public func snapshotSVG(options: Screenshot.SVGOptions = Screenshot.SVGOptions()) -> String {
        backend.screenshot().svg(options: options)
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

    /// Whether this run records snapshots instead of comparing them (`TRELLIS_RECORD=1`, or
    /// the older `RECORD_SNAPSHOTS=1`).
    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment[TestTerminal.recordEnvironmentVariable] == "1"
            || environment["RECORD_SNAPSHOTS"] == "1"
    }
}
