import Foundation

/// Where layout issues go: never the terminal the app draws on.
///
/// With the environment variable `TRELLIS_LOG` naming a file, every issue is appended to it as
/// text. In any case the most recent issues are kept in memory (at most ``capacity``, so an app
/// that runs for days does not grow) for tests and the debugger overlay.
///
/// ```swift
/// LayoutLog.shared.issues.last?.description
/// ```
@MainActor
public final class LayoutLog {
    /// The log every part of Trellis records to.
    public static let shared = LayoutLog(path: ProcessInfo.processInfo.environment["TRELLIS_LOG"])

    /// How many recent issues are kept in memory.
    public let capacity: Int

    /// The most recent issues, oldest first.
    public private(set) var issues: [LayoutIssue] = []

    /// The total number of issues recorded since launch (or the last ``clear()``).
    public private(set) var totalCount = 0

    private let fileHandle: FileHandle?

    /// Creates a log that keeps `capacity` issues and, with a `path`, appends them to that file.
    public init(path: String? = nil, capacity: Int = 200) {
        self.capacity = max(1, capacity)
        if let path, !path.isEmpty {
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            fileHandle = FileHandle(forWritingAtPath: path)
            _ = try? fileHandle?.seekToEnd()
        } else {
            fileHandle = nil
        }
    }

    /// Records an issue: keeps it in memory and appends it to the log file, if any.
    public func record(_ issue: LayoutIssue) {
        if issues.count >= capacity { issues.removeFirst(issues.count - capacity + 1) }
        issues.append(issue)
        totalCount += 1
        if let fileHandle {
            let text = "[trellis] \(issue.description)\n"
            try? fileHandle.write(contentsOf: Data(text.utf8))
        }
    }

    /// Forgets the issues kept in memory.
    public func clear() {
        issues.removeAll()
        totalCount = 0
    }
}
