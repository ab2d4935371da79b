import DemoKit
import Trellis

/// The gallery: every Trellis widget, grouped in tabs, under a header bar and over a status
/// bar of key hints, with the constraint debugger on F12 and a command palette on Ctrl-P.
///
/// It is built on an ``Application`` so that the program (`main.swift`) and the tests (a
/// `TestTerminal`) run the same interface:
///
/// ```swift
/// try Application.runInTerminal { app in Gallery.install(in: app) }
/// ```
///
/// The required constraints ask for at least ``minimumSize``; below it the application shows
/// its "terminal too small" notice. Above it, optional parts give way by priority: the header
/// disappears on short terminals, the tabs' pages scroll, columns and hints that do not fit
/// leave.
@MainActor
final class Gallery {
    /// The smallest terminal the gallery's required constraints fit.
    static let minimumSize = Size(width: 40, height: 12)
    /// The tabs' titles, in order.
    static let tabTitles = ["Text", "Controls", "Lists", "Layout", "Constraints", "Charts", "Menus", "Docs"]

    let app: Application
    let root = GalleryView()
    let header = DemoHeader(title: "Trellis Gallery", tagline: "every widget, placed by constraints")
    let tabs = TabView()
    let statusBar = StatusBar()
    let debugger: ConstraintDebugger

    let textPage = TextPage()
    let controlsPage = ControlsPage()
    let listsPage = ListsPage()
    let layoutPage = LayoutPage()
    let constraintsPage = ConstraintsPage()
    let chartsPage = ChartsPage()
    let menusPage = MenusPage()
    let docsPage = DocsPage()
    /// The command palette (Ctrl-P).
    private(set) lazy var palette = CommandPalette(commands: paletteCommands)

    /// The dialog while it is shown.
    private(set) var dialog: Dialog?

    /// Builds the gallery in `app`'s window: views, constraints, key bindings, the debugger.
    ///
    /// - Returns: The gallery, which the application keeps alive (`keepAlive(_:)`).
    @discardableResult
    static func install(in app: Application) -> Gallery {
        let gallery = Gallery(app: app)
        app.keepAlive(gallery)
        return gallery
    }

    private init(app: Application) {
        self.app = app
        debugger = ConstraintDebugger.attach(to: app)
        buildViews()
        wirePages()
        bindKeys()
        selectTab(0)
        app.focus(tabs)
    }

    // MARK: - Building

    private func buildViews() {
        let window = app.window
        window.addSubview(root)
        root.identifier = "gallery"
        root.header = header
        tabs.identifier = "tabs"
        statusBar.identifier = "statusBar"
        for view in [header, tabs, statusBar] { root.addSubview(view) }
        let pages: [TermView] = [
            textPage, controlsPage, listsPage, layoutPage, constraintsPage, chartsPage, menusPage, docsPage,
        ]
        for (title, page) in zip(Self.tabTitles, pages) { tabs.addTab(title, view: page) }

        root.bb.fill()
        // The required minimum; everything else is optional or fits inside it.
        root.bb.width(>=Double(Self.minimumSize.width)).height(>=Double(Self.minimumSize.height))
        // The header is the first to go on a short terminal: the tabs' wish for 14 rows
        // outranks its one row.
        header.bb.fillTop().height(<=1).height(1 ~ 300)
        statusBar.bb.fillBottom().height(1)
        tabs.bb.below(header).fillWidth().above(statusBar).height(>=14 ~ 400)

        statusBar.hints = [
            StatusBar.Hint(key: "q", label: "Quit") { [unowned self] in app.quit() },
            StatusBar.Hint(key: "Tab", label: "Focus") { [unowned self] in app.focusNext() },
            StatusBar.Hint(key: "1-\(Self.tabTitles.count)", label: "Tabs") { [unowned self] in
                selectTab(((tabs.selectedIndex ?? 0) + 1) % Self.tabTitles.count)
            },
            StatusBar.Hint(key: "d", label: "Dialog") { [unowned self] in openDialog() },
            StatusBar.Hint(key: "F12", label: "Debugger") { [unowned self] in debugger.toggle() },
            StatusBar.Hint(key: "^P", label: "Commands") { [unowned self] in palette.present(in: app) },
        ]
        statusBar.message = "the mouse works too"
    }

    private func wirePages() {
        let report: @MainActor (String) -> Void = { [unowned self] message in self.report(message) }
        textPage.report = report
        controlsPage.report = report
        controlsPage.openDialog = { [unowned self] in openDialog() }
        listsPage.report = report
        layoutPage.report = report
        constraintsPage.report = report
        constraintsPage.showDebugger = { [unowned self] in debugger.show() }
        menusPage.report = report
        menusPage.showToast = { [unowned self] message, kind in Toast.show(message, kind: kind, in: app) }
        docsPage.report = report
        tabs.onSelect = { [unowned self] index in tabDidChange(to: index) }
    }

    private func bindKeys() {
        app.bind(.character("q")) { [unowned self] in app.quit() }
        app.bind(.character("d")) { [unowned self] in openDialog() }
        app.bind(.ctrl("p")) { [unowned self] in palette.present(in: app) }
        app.bind(KeyEvent(.function(10))) { [unowned self] in openMenuBar() }
        ScreenshotKey.install(in: app, demo: "gallery", statusBar: statusBar)
        for index in Self.tabTitles.indices {
            app.bind(.character(Character(String(index + 1)))) { [unowned self] in selectTab(index) }
        }
    }

    // MARK: - Actions

    /// Shows the tab at `index`, as a click on its title would.
    func selectTab(_ index: Int) {
        guard Self.tabTitles.indices.contains(index) else { return }
        tabs.selectedIndex = index
        tabDidChange(to: index)
    }

    private func tabDidChange(to index: Int) {
        // Timers and spinners run only while their page shows.
        controlsPage.setActive(tabs.selectedView === controlsPage)
    }

    /// Shows `message` on the right of the status bar.
    func report(_ message: String) {
        statusBar.message = message
    }

    /// Shows the Menus tab with its menu bar's first menu open (F10).
    func openMenuBar() {
        selectTab(Self.tabTitles.firstIndex(of: "Menus") ?? 0)
        app.window.layoutIfNeeded()
        menusPage.menuBar.open(0)
    }

    /// The palette's commands: every tab, the dialog, the debugger, a toast, the menu bar, quit.
    private var paletteCommands: [MenuItem] {
        let tabs = Self.tabTitles.enumerated().map { index, title in
            MenuItem("Go to \(title)", shortcut: String(index + 1)) { [unowned self] in selectTab(index) }
        }
        return tabs + [
            MenuItem("Open the About dialog", shortcut: "d") { [unowned self] in openDialog() },
            MenuItem("Toggle the constraint debugger", shortcut: "F12") { [unowned self] in debugger.toggle()
            },
            MenuItem("Open the menu bar", shortcut: "F10") { [unowned self] in openMenuBar() },
            MenuItem("Show a toast") { [unowned self] in
                Toast.show("Hello from the command palette.", kind: .success, in: app)
            },
            MenuItem("Quit", shortcut: "q") { [unowned self] in app.quit() },
        ]
    }

    /// Opens the "About" dialog (modal: focus stays in it until a button or Escape closes it).
    func openDialog() {
        guard dialog == nil else { return }
        let dialog = Dialog(
            title: "About Trellis",
            message: "Every widget here is placed by constraints, solved by an incremental "
                + "Cassowary solver. This dialog is centred by two constraints and kept inside "
                + "the window by two more. Tab moves between its buttons; Escape cancels.")
        dialog.addButton("OK") { [unowned self] in report("Dialog closed with OK") }
        dialog.addButton("Show constraints") { [unowned self] in
            debugger.show()
            report("Debugger on: hover a view to list its constraints")
        }
        dialog.onCancel = { [unowned self] in report("Dialog cancelled") }
        dialog.onDismiss = { [unowned self] in self.dialog = nil }
        self.dialog = dialog
        dialog.present(in: app)
    }
}

/// The gallery's root view, filling the window. It redraws the header when the terminal's size
/// changes, since the header shows it.
@MainActor
final class GalleryView: TermView {
    /// The header that shows the terminal's size.
    weak var header: DemoHeader?
    override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func layoutSubviews() {
        header?.setNeedsDisplay()
    }
}
