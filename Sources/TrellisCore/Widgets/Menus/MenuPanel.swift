/// A bordered list of ``MenuItem``s that pops up over the window: the drop-down of a
/// ``MenuBar`` or a ``Select``, or a context menu on its own.
///
/// Up and Down (and the other keys of a ``ListView``) move the highlight, Enter or a click
/// chooses an item — the panel closes, then the item's action runs — and Escape or a press
/// outside closes it without choosing. Disabled items are dimmed and cannot be chosen. The
/// panel is as wide as its longest item and as tall as its items, at most
/// ``maximumVisibleItems`` (the rest scroll), and is kept inside the window by constraints.
///
/// ```swift
/// // A context menu where the right button was pressed:
/// let menu = MenuPanel(items: [MenuItem("Copy") { copy() }, MenuItem("Paste") { paste() }])
/// menu.present(in: app, placement: .at(mouse.position))
/// ```
@MainActor
open class MenuPanel: Box {
    /// The items, top to bottom; changing them resizes the panel and highlights the first
    /// enabled item.
    public var items: [MenuItem] {
        didSet {
            list.rowCount = items.count
            list.selectedRow = items.firstIndex { $0.isEnabled }
            list.reloadData()
            updateSize()
        }
    }

    /// The most items shown at once (10 by default); more scroll.
    public var maximumVisibleItems = 10 {
        didSet { updateSize() }
    }

    /// Called when the panel closed without an item being chosen.
    public var onCancel: (@MainActor () -> Void)?

    /// Called whenever the panel closed, after the chosen item's action or ``onCancel``.
    public var onDismiss: (@MainActor () -> Void)?

    /// The list of items.
    let list: ListView

    /// Called with -1 or 1 for Left and Right (a menu bar moves to the next menu); `nil`
    /// leaves the keys unused.
    var onStep: (@MainActor (Int) -> Void)?

    /// The layer showing the panel, while it is presented. Weak: the layer holds
    /// the panel as its content, and while it is presented the window holds the layer; a strong
    /// reference back would keep both alive once the window is gone.
    private(set) weak var layer: PopupLayer?

    private var widthConstraint: LayoutConstraint!
    private var heightConstraint: LayoutConstraint!

    /// The columns between an item's title and its shortcut.
    static let shortcutGap = 3

    /// Creates a panel; ``present(in:placement:)`` shows it.
    ///
    /// - Parameter items: The items, top to bottom.
    public init(items: [MenuItem]) {
        self.items = items
        list = ListView(rowCount: items.count)
        super.init(title: nil, lineStyle: .single, padding: .zero)
        identifier = "MenuPanel"
        list.identifier = "MenuPanel.list"
        // Weak: the list may be moved out of the panel and outlive it; then it does nothing.
        list.rowDrawer = { [weak self] canvas, context in self?.drawItem(context, in: canvas) }
        list.onActivate = { [weak self] row in self?.choose(row) }
        list.onRowPress = { [weak self] row, _ in
            self?.choose(row)
            return true
        }
        contentView.addSubview(list)
        widthConstraint = list.widthAnchor.constraint(equalToConstant: 0)
        heightConstraint = list.heightAnchor.constraint(equalToConstant: 0)
        widthConstraint.priority = .required - 1
        heightConstraint.priority = .required - 1
        list.bb.fill()
        LayoutConstraint.activate([widthConstraint, heightConstraint])
        updateSize()
        list.selectedRow = items.firstIndex { $0.isEnabled }
    }

    /// The row highlighted, or `nil`.
    public var highlightedIndex: Int? {
        get { list.selectedRow }
        set { list.selectedRow = newValue }
    }

    /// The width the items need: the longest title and shortcut with a gap between them and a
    /// column on each side.
    public var itemsWidth: Int {
        let widest =
            items.map { item in
                DisplayWidth.of(item.title)
                    + (item.shortcut.map { Self.shortcutGap + DisplayWidth.of($0) } ?? 0)
            }.max() ?? 0
        return widest + 2
    }

    /// The narrowest the panel is, border included (a ``Select`` makes it as wide as itself).
    public var minimumWidth = 0 {
        didSet { updateSize() }
    }

    private func updateSize() {
        widthConstraint.constant = Double(max(itemsWidth, minimumWidth - 2))
        heightConstraint.constant = Double(max(1, min(items.count, maximumVisibleItems)))
    }

    // MARK: - Presenting

    /// Whether the panel is shown.
    public var isPresented: Bool { layer?.isPresented ?? false }

    /// Shows the panel over `app`'s window at `placement`, with the highlight on the first
    /// enabled item (or the one set in ``highlightedIndex``).
    public func present(in app: Application, placement: PopupLayer.Placement) {
        guard layer == nil else { return }
        let layer = PopupLayer(content: self)
        layer.onCancel = { [weak self] in self?.onCancel?() }
        layer.onDismiss = { [weak self] in
            guard let self else { return }
            self.layer = nil
            onDismiss?()
        }
        self.layer = layer
        layer.present(in: app, placement: placement)
    }

    /// Closes the panel without choosing an item (calls ``onCancel``).
    public func cancel() {
        layer?.cancel()
    }

    /// Chooses the item at `index` as Enter would: closes the panel, then runs the item's
    /// action. A disabled item is not chosen.
    public func choose(_ index: Int) {
        guard items.indices.contains(index), items[index].isEnabled else { return }
        let action = items[index].action
        layer?.dismiss()
        action?()
    }

    // MARK: - Input and drawing

    /// Left and Right go to the panel's step handler when one is set.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty, let onStep else { return false }
        switch key.key {
        case .left: onStep(-1)
        case .right: onStep(1)
        default: return false
        }
        return true
    }

    /// Clears the panel's rectangle, so nothing below shows through, then draws the border.
    open override func draw(in canvas: Canvas) {
        canvas.fill(with: .blank(theme.background))
        super.draw(in: canvas)
    }

    private func drawItem(_ context: ListView.RowContext, in canvas: Canvas) {
        let item = items[context.row]
        var style = context.style
        if !item.isEnabled {
            style.foreground = theme.secondaryText.foreground
            style.attributes = theme.secondaryText.attributes
        }
        let inner = Rect(x: 1, y: 0, width: canvas.size.width - 2, height: 1)
        canvas.draw(text: item.title, in: inner, style: style, wrapping: .none)
        if let shortcut = item.shortcut {
            var hint = style
            if !context.isSelected {
                // On the row's own background (known, not read from the screen: the row's
                // first cell may not be repainted with the hint).
                hint = theme.secondaryText
                if hint.background == .default { hint.background = style.background }
            }
            canvas.draw(text: shortcut, in: inner, style: hint, alignment: .trailing, wrapping: .none)
        }
    }
}
