import Foundation

/// Where layout issues go: never the terminal the app draws on.
///
/// Every window keeps its own log (``TermWindow/layoutLog``): the issues of its layout and of
/// constraints among its views, so two windows (or two tests running side by side) never see
/// each other's. A constraint none of whose views is in a window has no window to report to;
/// its issues go to ``unattached``.
///
/// With the environment variable `TRELLIS_LOG` naming a file, every issue is appended to it as
/// text. In any case the most recent issues are kept in memory (at most ``capacity``, so an app
/// that runs for days does not grow) for tests and the debugger overlay.
///
/// ```swift
/// window.layoutLog.issues.last?.description
/// ```
@MainActor
public final class LayoutLog {
    /// The log of issues about constraints whose views are in no window (activating a
    /// constraint between two views that share no ancestor, say).
    public static let unattached = LayoutLog(path: environmentPath)

    /// The log of issues about constraints whose views are in no window.
    @available(
        *, deprecated,
        message:
            "a window's issues are in `window.layoutLog`; `LayoutLog.unattached` has those of views in no window"
    )
    public static var shared: LayoutLog { unattached }

    /// The file that `TRELLIS_LOG` names, if any: every log appends to it.
    nonisolated static var environmentPath: String? { ProcessInfo.processInfo.environment["TRELLIS_LOG"] }

    /// The log for an issue about a constraint between `items`: the window's of the first item
    /// that is in a window, else ``unattached``.
    static func log(for items: LayoutItem?...) -> LayoutLog {
        for item in items {
            if let window = (item as? TermView)?.window ?? (item as? LayoutGuide)?.owningView?.window {
                return window.layoutLog
            }
        }
        return unattached
    }

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
            // Appending (O_APPEND): every window's log writes to the same file, and each write
            // goes to its end, whoever wrote last.
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            fileHandle = descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil
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
