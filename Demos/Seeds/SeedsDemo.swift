import DemoKit
import Trellis

/// The seeds demo: the examples of the three seed libraries' READMEs — Bamboo's chains,
/// TFLayoutConstraintsFactory's helpers, JBNSLayoutConstraint's strings — each in its own
/// panel, laid out in that library's own style, with the code under its result.
///
/// ```swift
/// try Application.runInTerminal { app in SeedsDemo.install(in: app) }
/// ```
///
/// The panels themselves are placed by Visual Format, side by side with equal widths; resizing
/// the terminal re-solves every panel's examples against its new stage.
@MainActor
final class SeedsDemo {
    /// The smallest terminal the demo's required constraints fit: three panels with stages
    /// wide enough for the examples' blocks, and the stage's rows above some code.
    ///
    /// The widest need is the strings panel's: `view1` is 12 wide and centred, and `tag`, one
    /// column after it, must end inside the stage, so the stage is at least 14 wide and the
    /// panel, with its border and padding, 18: three panels and their two gaps make 56.
    static let minimumSize = Size(width: 56, height: 16)

    let app: Application
    let root = SeedsView()
    let header = DemoHeader(
        title: "Trellis Seeds", tagline: "three seed READMEs, each laid out in its own style")
    let panels = [SeedPanel.bamboo(), SeedPanel.factory(), SeedPanel.strings()]
    let statusBar = StatusBar()
    let debugger: ConstraintDebugger

    /// Builds the demo in `app`'s window.
    ///
    /// - Returns: The demo, which the application keeps alive (`keepAlive(_:)`).
    @discardableResult
    static func install(in app: Application) -> SeedsDemo {
        let demo = SeedsDemo(app: app)
        app.keepAlive(demo)
        return demo
    }

    private init(app: Application) {
        self.app = app
        debugger = ConstraintDebugger.attach(to: app)
        app.window.addSubview(root)
        root.header = header
        root.identifier = "seeds"
        statusBar.identifier = "statusBar"
        for view in [header, statusBar] + panels { root.addSubview(view) }
        root.bb.fill()
        root.bb.width(>=Double(Self.minimumSize.width)).height(>=Double(Self.minimumSize.height))
        layOutPanels()
        statusBar.hints = [
            StatusBar.Hint(key: "q", label: "Quit") { [unowned app] in app.quit() },
            StatusBar.Hint(key: "F12", label: "Debugger") { [unowned self] in debugger.toggle() },
        ]
        statusBar.message = "resize the terminal: every panel re-solves"
        app.bind(.character("q")) { [unowned app] in app.quit() }
        ScreenshotKey.install(in: app, demo: "seeds", statusBar: statusBar)
    }

    /// The panels side by side under the header, in Visual Format (JBNSLayoutConstraint's
    /// style, used here for the demo's own frame).
    private func layOutPanels() {
        let views: [String: LayoutItem] = [
            "header": header, "status": statusBar, "bamboo": panels[0], "factory": panels[1],
            "strings": panels[2],
        ]
        do {
            try LayoutConstraint.installConstraints(
                withVisualFormat: "H:|[header]|; H:|[status]|; V:|[header(1)][bamboo][status(1)]|",
                views: views)
            try LayoutConstraint.installConstraints(
                withVisualFormat: "H:|[bamboo]-1-[factory(==bamboo)]-1-[strings(==bamboo)]|",
                options: [.alignAllTop, .alignAllBottom], views: views)
        } catch {
            statusBar.message = "error: \(error)"
        }
    }
}

/// The demo's root view, filling the window; it redraws the header (which shows the terminal's
/// size) after each resize.
@MainActor
final class SeedsView: TermView {
    /// The header that shows the size.
    weak var header: DemoHeader?
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func layoutSubviews() {
        header?.setNeedsDisplay()
    }
}
