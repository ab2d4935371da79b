import Foundation
import Trellis

/// Ctrl-S in every demo: saves what the terminal shows as an SVG picture,
/// `trellis-<demo>-<yyyyMMdd-HHmmss>.svg` in the current folder, and tells the user where.
///
/// ```swift
/// ScreenshotKey.install(in: app, demo: "gallery", statusBar: statusBar)
/// ```
///
/// The key is caught before any view sees it (an event monitor), so a focused text field
/// cannot swallow it. A picture is never written over another: a second one in the same second
/// gets `-2`, `-3`, … before `.svg`.
@MainActor
public final class ScreenshotKey {
    /// The key that saves a screenshot.
    public static let key = KeyEvent.ctrl("s")

    /// The demo's name, in the file's name.
    public let demo: String
    /// Where pictures are saved; the current folder by default.
    public var folder: URL
    /// The time stamped into a file's name.
    public var now: () -> Date = Date.init
    /// How long the message about a saved picture stays.
    public static let messageDuration: Duration = .seconds(4)

    private unowned let app: Application
    private let report: @MainActor (String?) -> Void
    /// Counts the messages shown, so that only the last one's timer takes it away.
    private var messagesShown = 0

    private init(app: Application, demo: String, folder: URL, report: @escaping @MainActor (String?) -> Void)
    {
        self.app = app
        self.demo = demo
        self.folder = folder
        self.report = report
    }

    /// Makes Ctrl-S save a screenshot of `app`.
    ///
    /// - Parameters:
    ///   - app: The demo's application; it keeps the installed key alive.
    ///   - demo: The demo's name, for the file's name (`gallery`).
    ///   - folder: Where to save; the current folder by default.
    ///   - report: Shows a message in the demo's status bar ("Saved
    ///     trellis-gallery-20260101-120000.svg", or why saving failed), and takes it away when
    ///     called with `nil`, ``messageDuration`` later.
    /// - Returns: The installed key, to change its folder or clock.
    @discardableResult
    public static func install(
        in app: Application, demo: String,
        folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        report: @escaping @MainActor (String?) -> Void
    ) -> ScreenshotKey {
        let screenshotKey = ScreenshotKey(app: app, demo: demo, folder: folder, report: report)
        app.addEventMonitor { event in
            guard event == .key(Self.key) else { return false }
            screenshotKey.saveAndReport()
            return true
        }
        return screenshotKey
    }

    /// Makes Ctrl-S save a screenshot of `app` and say so in `statusBar`'s message, which
    /// comes back after ``messageDuration``.
    ///
    /// - Parameters:
    ///   - app: The demo's application.
    ///   - demo: The demo's name, for the file's name.
    ///   - statusBar: The bar whose message tells where the picture went.
    /// - Returns: The installed key.
    @discardableResult
    public static func install(in app: Application, demo: String, statusBar: StatusBar) -> ScreenshotKey {
        var usualMessage: String?
        return install(in: app, demo: demo) { [weak statusBar] message in
            guard let statusBar else { return }
            if let message {
                if usualMessage == nil { usualMessage = statusBar.message }
                statusBar.message = message
            } else {
                statusBar.message = usualMessage ?? statusBar.message
                usualMessage = nil
            }
        }
    }

    /// Saves the screen as it was last drawn and reports the file's name or the error, then
    /// takes the message away after ``messageDuration``.
    public func saveAndReport() {
        do {
            let url = try save()
            report("Saved \(url.lastPathComponent)")
        } catch {
            report("Screenshot not saved: \(error.localizedDescription)")
        }
        messagesShown += 1
        let shown = messagesShown
        app.schedule(after: Self.messageDuration) { [weak self] in
            guard let self, self.messagesShown == shown else { return }
            self.report(nil)
        }
    }

    /// Saves the screen as it was last drawn as an SVG picture.
    ///
    /// - Returns: Where the picture was saved.
    /// - Throws: The file system's error when the folder cannot be written.
    @discardableResult
    public func save() throws -> URL {
        let stem = Self.fileStem(demo: demo, date: now())
        var url = folder.appendingPathComponent(stem + ".svg")
        var copy = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = folder.appendingPathComponent("\(stem)-\(copy).svg")
            copy += 1
        }
        let options = Screenshot.SVGOptions(title: "trellis \(demo)")
        try Data(app.screenshot().svg(options: options).utf8).write(to: url, options: .withoutOverwriting)
        return url
    }

    /// The name of a picture taken at `date`, without `.svg`:
    /// `trellis-<demo>-<yyyyMMdd-HHmmss>` in the local time zone.
    public static func fileStem(demo: String, date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "trellis-\(demo)-\(formatter.string(from: date))"
    }
}
