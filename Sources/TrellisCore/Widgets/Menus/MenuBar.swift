/// A row of menu titles, each opening a drop-down ``MenuPanel`` of ``MenuItem``s under it.
///
/// A click on a title opens its menu (a click on the open menu's title closes it);
/// ``open(_:)`` opens one from code — bind a key such as F10 to `open(0)`. While a menu is
/// open, Left and Right move to the neighbouring menus, Up and Down move the highlight, Enter
/// or a click chooses, and Escape or a click elsewhere closes. The bar draws with the theme's
/// ``Theme/statusBar`` style and the open menu's title with ``Theme/selection``.
///
/// ```swift
/// let bar = MenuBar(menus: [
///     MenuBar.Menu("File", items: [MenuItem("Quit", shortcut: "q") { app.quit() }]),
/// ])
/// window.addSubview(bar)
/// bar.bb.fillTop().height(1)
/// app.bind(KeyEvent(.function(10))) { bar.open(0) }
/// ```
@MainActor
public final class MenuBar: TermView {
    /// One menu: its title in the bar and its items.
    public struct Menu {
        /// The title shown in the bar.
        public var title: String
        /// The items of its drop-down.
        public var items: [MenuItem]

        /// Creates a menu.
        public init(_ title: String, items: [MenuItem]) {
            self.title = title
            self.items = items
        }
    }

    /// The menus, left to right.
    public var menus: [Menu] {
        didSet {
            close()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The index of the open menu, or `nil`.
    public private(set) var openIndex: Int?

    /// The open menu's panel.
    public private(set) var openPanel: MenuPanel?

    /// Creates a menu bar.
    ///
    /// - Parameter menus: The menus, left to right.
    public init(menus: [Menu] = []) {
        self.menus = menus
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The columns of each title in the bar: the title with a space on each side.
    public func titleRange(_ index: Int) -> Range<Int> {
        var start = 0
        for menu in menus.prefix(index) { start += DisplayWidth.of(menu.title) + 2 }
        return start..<(start + DisplayWidth.of(menus[index].title) + 2)
    }

    /// The menu whose title is at column `x`, or `nil`.
    public func menuIndex(atColumn x: Int) -> Int? {
        menus.indices.first { titleRange($0).contains(x) }
    }

    /// Opens menu `index` (closing another open one); the bar must be in an application's
    /// window. An index outside the menus is ignored.
    public func open(_ index: Int) {
        guard menus.indices.contains(index), let app = window?.application else { return }
        close()
        let panel = MenuPanel(items: menus[index].items)
        panel.identifier = "MenuBar.panel"
        panel.onStep = { [weak self] step in
            guard let self else { return }
            open((index + step + menus.count) % menus.count)
        }
        panel.onDismiss = { [weak self, weak panel] in
            guard let self, let panel, openPanel === panel else { return }
            openPanel = nil
            openIndex = nil
            setNeedsDisplay()
        }
        openIndex = index
        openPanel = panel
        let range = titleRange(index)
        let anchor = Rect(
            x: frameInWindow.minX + range.lowerBound, y: frameInWindow.minY, width: range.count, height: 1)
        panel.present(in: app, placement: .below(anchor))
        setNeedsDisplay()
    }

    /// Closes the open menu, if any, without choosing.
    public func close() {
        openPanel?.cancel()
    }

    // MARK: - Layout, input and drawing

    /// The titles' width by one row.
    public override var intrinsicContentSize: Size {
        Size(width: menus.indices.last.map { titleRange($0).upperBound } ?? 0, height: 1)
    }

    /// A press on a title opens its menu.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard mouse.kind == .press(.left), let index = menuIndex(atColumn: mouse.position.x) else {
            return false
        }
        open(index)
        return true
    }

    /// The bar, its titles, the open one highlighted.
    public override func draw(in canvas: Canvas) {
        let theme = theme
        canvas.fill(with: .blank(theme.statusBar))
        for index in menus.indices {
            let range = titleRange(index)
            let style = index == openIndex ? theme.selection : theme.statusBar
            canvas.draw(
                text: " \(menus[index].title) ", at: Point(x: range.lowerBound, y: 0), style: style)
        }
    }
}
