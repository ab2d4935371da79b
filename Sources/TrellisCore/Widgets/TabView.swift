/// Views on tabs: a strip of titles on the top row, and below it the selected tab's view —
/// the others are hidden.
///
/// Each tab's view is pinned with constraints to ``contentLayoutGuide``, the area under the
/// strip. Click a title to switch tabs; while the tab view has focus, Left and Right (and Home
/// and End) switch too, and Ctrl-Page Up and Ctrl-Page Down switch from anywhere inside it.
/// When the titles are wider than the tab view, the strip scrolls to keep the selected title in
/// sight, and `‹` and `›` at its ends show on which side titles are cut off.
///
/// ```swift
/// let tabs = TabView()
/// tabs.addTab("General", view: generalForm)
/// tabs.addTab("Advanced", view: advancedForm)
/// tabs.onSelect = { index in status.text = "tab \(index)" }
/// window.addSubview(tabs)
/// tabs.bb.fill()
/// ```
@MainActor
open class TabView: TermView {
    /// One tab: the title shown in the strip and the view shown while it is selected.
    public struct Tab {
        /// The text in the strip.
        public var title: String
        /// The view shown while the tab is selected.
        public let view: TermView
    }

    /// The tabs, in strip order.
    public private(set) var tabs: [Tab] = []

    /// The selected tab's index, or `nil` when there are no tabs. Setting an index outside
    /// `tabs.indices` is ignored. Setting it from code does not call ``onSelect``.
    public var selectedIndex: Int? {
        get { storedSelection }
        set {
            guard let newValue, tabs.indices.contains(newValue) else { return }
            select(newValue, notify: false)
        }
    }

    /// Called when the user selected a tab (by a click or a key), with its index.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// The area under the strip that the tabs' views fill.
    public let contentLayoutGuide = LayoutGuide()

    private var storedSelection: Int?
    /// The constraints that pin each tab's view, by view.
    private var pinConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The strip's first column shown, so the selected title stays in sight.
    private var stripScroll = 0

    /// Creates a tab view without tabs.
    public override init() {
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        contentLayoutGuide.identifier = "TabView.content"
        addLayoutGuide(contentLayoutGuide)
        LayoutConstraint.activate([
            contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            contentLayoutGuide.rightAnchor.constraint(equalTo: rightAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor, constant: 1),
            contentLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// The view of the selected tab.
    public var selectedView: TermView? { storedSelection.map { tabs[$0].view } }

    // MARK: - Tabs

    /// Adds a tab at the end of the strip; the first tab added is selected.
    public func addTab(_ title: String, view: TermView) {
        insertTab(title, view: view, at: tabs.count)
    }

    /// Inserts a tab at `index` (clamped to `0...tabs.count`). The selected tab stays selected.
    /// A view that is already on a tab is moved.
    public func insertTab(_ title: String, view: TermView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let existing = tabs.firstIndex(where: { $0.view === view }) { removeTab(at: existing) }
        let position = max(0, min(index, tabs.count))
        let selected = selectedView
        tabs.insert(Tab(title: title, view: view), at: position)
        addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let pins = [
            view.leftAnchor.constraint(equalTo: contentLayoutGuide.leftAnchor),
            view.rightAnchor.constraint(equalTo: contentLayoutGuide.rightAnchor),
            view.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        ]
        LayoutConstraint.activate(pins)
        pinConstraints[ObjectIdentifier(view)] = pins
        if let selected {
            storedSelection = tabs.firstIndex { $0.view === selected }
            view.isHidden = true
            setPinsRequired(false, for: view)
        } else {
            select(position, notify: false)
        }
        setNeedsDisplay()
    }

    /// Removes the tab at `index` and its view from the tab view; an index outside
    /// `tabs.indices` is ignored.
    ///
    /// - Returns: The removed tab's view, or `nil` when there was no such tab.
    @discardableResult
    public func removeTab(at index: Int) -> TermView? {
        guard tabs.indices.contains(index) else { return nil }
        let view = tabs[index].view
        let wasSelected = storedSelection == index
        let selected = selectedView
        tabs.remove(at: index)
        if let pins = pinConstraints.removeValue(forKey: ObjectIdentifier(view)) {
            LayoutConstraint.deactivate(pins)
        }
        view.removeFromSuperview()
        view.isHidden = false
        if tabs.isEmpty {
            storedSelection = nil
        } else if wasSelected {
            storedSelection = nil
            select(min(index, tabs.count - 1), notify: false)
        } else {
            storedSelection = tabs.firstIndex { $0.view === selected }
        }
        setNeedsDisplay()
        return view
    }

    /// Changes the title of the tab at `index`; an index outside `tabs.indices` is ignored.
    public func setTitle(_ title: String, forTabAt index: Int) {
        guard tabs.indices.contains(index) else { return }
        tabs[index].title = title
        setNeedsDisplay()
    }

    /// Shows the tab at `index` and hides the others; focus inside the tab that goes away
    /// moves to the tab view.
    func select(_ index: Int, notify: Bool) {
        guard tabs.indices.contains(index) else { return }
        let changed = storedSelection != index
        let focusWasInside =
            window?.application?.focusedView.map { focused in
                tabs.contains { $0.view !== tabs[index].view && focused.isDescendant(of: $0.view) }
            } ?? false
        storedSelection = index
        for (position, tab) in tabs.enumerated() {
            let isSelected = position == index
            tab.view.isHidden = !isSelected
            setPinsRequired(isSelected, for: tab.view)
        }
        if focusWasInside { becomeFocused() }
        setNeedsDisplay()
        if changed, notify { onSelect?(index) }
    }

    /// A hidden tab's view still takes part in layout, so its right and bottom pins drop to
    /// the lowest priority: its content's needs then never push the tab view around, and it
    /// is still placed (its left and top stay required).
    private func setPinsRequired(_ required: Bool, for view: TermView) {
        guard let pins = pinConstraints[ObjectIdentifier(view)] else { return }
        pins[1].priority = required ? .required : LayoutPriority(rawValue: 1)
        pins[3].priority = required ? .required : LayoutPriority(rawValue: 1)
    }

    // MARK: - Input

    /// The strip takes focus.
    open override var canBecomeFocused: Bool { true }

    /// Left and Right (while focused), Home and End (while focused), Ctrl-Page Up and
    /// Ctrl-Page Down (from anywhere inside) switch tabs.
    open override func handle(_ key: KeyEvent) -> Bool {
        guard let current = storedSelection else { return false }
        let target: Int
        switch (key.key, key.modifiers) {
        case (.left, []) where isFocused: target = current - 1
        case (.right, []) where isFocused: target = current + 1
        case (.home, []) where isFocused: target = 0
        case (.end, []) where isFocused: target = tabs.count - 1
        case (.pageUp, .control): target = current - 1
        case (.pageDown, .control): target = current + 1
        default: return false
        }
        if tabs.indices.contains(target) { select(target, notify: true) }
        return true
    }

    /// A click on a title selects its tab.
    open override func handle(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind, mouse.position.y == 0 else { return false }
        let column = mouse.position.x + stripScroll
        if let index = titleRanges().firstIndex(where: { $0.contains(column) }) {
            select(index, notify: true)
        }
        return true
    }

    // MARK: - Drawing

    /// The columns of each title in the unscrolled strip: a space, the title, a space, then a
    /// one-column separator before the next.
    func titleRanges() -> [Range<Int>] {
        var x = 0
        return tabs.map { tab in
            let width = DisplayWidth.of(tab.title) + 2
            defer { x += width + 1 }
            return x..<(x + width)
        }
    }

    /// The marker drawn in the strip's first column while titles are cut off on the left.
    public static let leadingOverflowMarker: Character = "‹"
    /// The marker drawn in the strip's last column while titles are cut off on the right.
    public static let trailingOverflowMarker: Character = "›"

    /// Draws the strip, scrolled so the selected title is in sight, with an overflow marker at
    /// each end where titles are cut off.
    open override func draw(in canvas: Canvas) {
        let theme = theme
        let ranges = titleRanges()
        if let selected = storedSelection {
            let range = ranges[selected]
            if range.upperBound - stripScroll > bounds.width { stripScroll = range.upperBound - bounds.width }
            if range.lowerBound < stripScroll { stripScroll = range.lowerBound }
        }
        stripScroll = max(0, min(stripScroll, (ranges.last?.upperBound ?? 0) - bounds.width))
        let strip = canvas.subcanvas(
            Rect(x: -stripScroll, y: 0, width: stripScroll + bounds.width, height: 1))
        for (index, tab) in tabs.enumerated() {
            let range = ranges[index]
            let style: Style
            if index == storedSelection {
                style = isFocused ? theme.selection : theme.inactiveSelection
            } else {
                style = theme.text
            }
            strip.draw(text: " \(tab.title) ", at: Point(x: range.lowerBound, y: 0), style: style)
            if index < tabs.count - 1 {
                strip.put("│", at: Point(x: range.upperBound, y: 0), style: theme.border)
            }
        }
        let stripWidth = ranges.last?.upperBound ?? 0
        guard bounds.width > 1 else { return }
        if stripScroll > 0 {
            canvas.put(Self.leadingOverflowMarker, at: Point(x: 0, y: 0), style: theme.secondaryText)
        }
        if stripWidth - stripScroll > bounds.width {
            canvas.put(
                Self.trailingOverflowMarker, at: Point(x: bounds.width - 1, y: 0), style: theme.secondaryText)
        }
    }
}
