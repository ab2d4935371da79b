/// A scrolling list of rows drawn from a data source: a row count and a closure that gives a
/// row's text (or draws the row itself), or a row builder that gives each row on screen a view.
///
/// Nothing is stored per row: each frame asks the data source only for the rows on screen, so
/// a list of 100,000 rows costs what a list of 100 costs, and scrolling is O(1) in the row
/// count. A list made with a row builder (see
/// ``init(rowCount:rowHeight:makeRow:configureRow:)``) keeps a view only for each row on
/// screen and hands the view of a row that scrolls away to the row that scrolls in.
///
/// The user moves the selection with Up, Down, Page Up, Page Down, Home and End or by clicking a
/// row, scrolls with the wheel (or by clicking and dragging the scroll indicator), and activates
/// the selected row with Enter or a double click. Moving the selection scrolls it into view. A
/// key that would move it past the first or last row is not used: it goes on to the list's
/// superviews and the application's key bindings (a form can take Up on the first row back to
/// a field above the list).
///
/// ```swift
/// let files = ["README.md", "Package.swift", "Sources"]
/// let list = ListView(rowCount: files.count) { files[$0] }
/// list.onActivate = { row in open(files[row]) }
/// window.addSubview(list)
/// list.bb.fill()
/// ```
@MainActor
public final class ListView: TermView {
    /// What a custom row drawer needs to know about the row it draws.
    public struct RowContext {
        /// The row's index.
        public let row: Int
        /// Whether the row is the selected row.
        public let isSelected: Bool
        /// Whether the list has keyboard focus (selection then uses ``Theme/selection``).
        public let isListFocused: Bool
        /// The style the list would draw the row's text with: the theme's text, selection or
        /// inactive selection style. The row's cells are already filled with its background.
        public let style: Style
    }

    /// The number of rows. Changing it keeps the selection and scroll position inside the new
    /// range and redraws the list.
    public var rowCount: Int {
        didSet {
            if rowCount < 0 { rowCount = 0 }
            guard rowCount != oldValue else { return }
            clampSelectionAndOffset()
            if rowCount > 0, let pending = pendingSelection {
                pendingSelection = nil
                select(pending, notify: false)
            }
            setNeedsRowViewUpdate(reconfiguring: true)
            setNeedsDisplay()
        }
    }

    /// The lines each row takes, at least 1. Text rows draw on their first line, a row drawer
    /// gets a canvas of the row's height, and a row view fills its row. Lines below the last
    /// whole row stay blank.
    public var rowHeight = 1 {
        didSet {
            if rowHeight < 1 { rowHeight = 1 }
            guard rowHeight != oldValue else { return }
            clampSelectionAndOffset()
            if let selection { scrollToRow(selection) }
            setNeedsRowViewUpdate()
            setNeedsDisplay()
        }
    }

    /// The text of a row, asked only for rows on screen. Long text is truncated with `…`.
    /// Unused by a list with row views.
    public var rowText: @MainActor (Int) -> String {
        didSet { setNeedsDisplay() }
    }

    /// Draws a row instead of ``rowText`` when set: called with a canvas of the row's height
    /// (already filled with the row's background) for each row on screen. Unused by a list
    /// with row views.
    ///
    /// ```swift
    /// list.rowDrawer = { canvas, row in
    ///     canvas.draw(text: names[row.row], at: .zero, style: row.style)
    ///     canvas.draw(text: sizes[row.row], in: canvas.bounds, style: row.style,
    ///                 alignment: .trailing, wrapping: .none)
    /// }
    /// ```
    public var rowDrawer: (@MainActor (Canvas, RowContext) -> Void)? {
        didSet { setNeedsDisplay() }
    }

    /// The selected row, or `nil`. Setting it clamps it to the rows and scrolls it into view;
    /// it does not call ``onSelect`` (only the user's changes do). Set while the list has no
    /// rows, the row is kept and selected when rows arrive (``rowCount`` grows from 0); until
    /// then no row is selected and this reads `nil`.
    public var selectedRow: Int? {
        get { selection }
        set {
            pendingSelection = rowCount == 0 ? newValue : nil
            select(newValue, notify: false)
        }
    }

    /// The index of the topmost row on screen. Setting it scrolls, clamped so that the list
    /// never scrolls past its last row.
    public var firstVisibleRow: Int {
        get { scrollOffset }
        set {
            let clamped = max(0, min(newValue, maximumScrollOffset))
            guard clamped != scrollOffset else { return }
            scrollOffset = clamped
            setNeedsRowViewUpdate()
            setNeedsDisplay()
        }
    }

    /// Whether a scroll indicator shows in the rightmost column while the rows do not all fit.
    public var showsScrollIndicator = true {
        didSet {
            guard showsScrollIndicator != oldValue else { return }
            setNeedsRowViewUpdate()
            setNeedsDisplay()
        }
    }

    /// Text shown (in ``Theme/secondaryText``) while the list has no rows; `nil` for none.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// The rows one wheel step scrolls.
    public var wheelScrollAmount = 3

    /// The longest time between two clicks on a row that counts as a double click.
    public var doubleClickInterval: Duration = .milliseconds(400)

    /// Called when the user changes the selection (by key or click), with the new row.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Called when the user activates the selected row: Enter, or a double click.
    public var onActivate: (@MainActor (Int) -> Void)?

    // State.
    var selection: Int?
    /// The row set as ``selectedRow`` while there were no rows, selected when rows arrive.
    var pendingSelection: Int?
    var scrollOffset = 0
    /// The row and time of the last click, to recognise a double click.
    var lastClick: (row: Int, time: Duration)?
    /// Whether the pointer is dragging the scroll indicator.
    var isDraggingIndicator = false
    /// Told of a left press on a row (after it was selected) with the row and the pressed
    /// column; returning `true` keeps the press from counting towards a double click. A
    /// ``TreeView`` uses it for its disclosure triangles.
    var onRowPress: (@MainActor (_ row: Int, _ column: Int) -> Bool)?
    /// The view whose focus the list shows and whose focus it takes (a ``Table``'s list is
    /// focused through its table); `nil` when the list takes focus itself. Weak: the list may
    /// be moved away from its host and outlive it, and then takes focus itself.
    weak var focusHost: TermView?
    /// Makes and fills the row views; `nil` for a list of text rows.
    var rowViewBuilder: ListRowViewBuilder?
    /// The row views on screen, in row order.
    var rowSlots: [ListRowSlot] = []
    /// Row views made earlier and not on screen now (the list got shorter), kept for reuse.
    var spareRowSlots: [ListRowSlot] = []
    /// The size of the last ``layoutSubviews()``, to tell a resize from a row view update.
    var laidOutSize: Size?
    /// Whether the next row view update configures every row view again (the data changed).
    var rowViewsNeedReconfiguring = false
    /// Rows whose row views the next row view update configures again (they became or stopped
    /// being the selected row).
    var rowsNeedingReconfiguring: Set<Int> = []

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - rowCount: The number of rows.
    ///   - rowText: The text of a row, asked only for rows on screen.
    public init(rowCount: Int = 0, rowText: @escaping @MainActor (Int) -> String = { _ in "" }) {
        self.rowCount = max(0, rowCount)
        self.rowText = rowText
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Redraws the rows on screen, after the data behind them changed (call it after changing
    /// what ``rowText`` returns; setting ``rowCount`` redraws by itself). A list with row views
    /// configures each row view on screen again in the next layout pass.
    public func reloadData() {
        clampSelectionAndOffset()
        setNeedsRowViewUpdate(reconfiguring: true)
        setNeedsDisplay()
    }

    // MARK: - Geometry

    /// The number of rows the list shows at once: the whole rows its height holds.
    public var visibleRowCount: Int { max(0, bounds.height) / rowHeight }

    /// The rows on screen now.
    public var visibleRows: Range<Int> {
        let start = min(scrollOffset, rowCount)
        return start..<min(rowCount, scrollOffset + visibleRowCount)
    }

    /// Whether the scroll indicator is on screen: it is wanted and the rows do not all fit.
    public var isScrollIndicatorVisible: Bool {
        showsScrollIndicator && rowCount > visibleRowCount && bounds.width > 1
    }

    /// The row shown at a point of the list, or `nil` when no row is there.
    ///
    /// - Parameter point: A point in the list's coordinates.
    public func row(at point: Point) -> Int? {
        guard bounds.contains(point), point.y / rowHeight < visibleRowCount else { return nil }
        let row = scrollOffset + point.y / rowHeight
        return row < rowCount ? row : nil
    }

    /// The largest scroll offset: the last row at the bottom of the list.
    var maximumScrollOffset: Int { max(0, rowCount - visibleRowCount) }

    /// The columns rows are drawn in: all but the scroll indicator's.
    var rowWidth: Int { max(0, bounds.width - (isScrollIndicatorVisible ? 1 : 0)) }

    // MARK: - Focus

    /// A list takes focus unless it belongs to a view that takes it for it (a ``Table``).
    public override var canBecomeFocused: Bool { focusHost == nil }

    /// Whether the selection shows as active: the list (or its table) or a view in one of its
    /// rows has focus.
    var showsFocus: Bool {
        let host = focusHost ?? self
        guard rowViewBuilder != nil else { return host.isFocused }
        guard let focused = window?.application?.focusedView else { return false }
        return focused === host || focused.isDescendant(of: self)
    }

    /// Redraws the selection's look, and selects the row of a newly focused widget in a row
    /// view.
    public override func focusWithinDidChange() {
        // Only row views can hold focus inside a list.
        guard rowViewBuilder != nil else { return }
        setNeedsDisplay()
        selectRowOfFocusedWidget()
    }

    // MARK: - Input

    /// Moves the selection with Up, Down, Page Up, Page Down, Home and End, and activates the
    /// selected row with Enter.
    public override func handle(_ key: KeyEvent) -> Bool {
        handleKey(key)
    }

    /// Selects the clicked row (a second click on it soon after activates it), scrolls with
    /// the wheel, and scrolls to where the scroll indicator is clicked or dragged.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        handleMouse(mouse)
    }

    // MARK: - Layout and drawing

    /// Keeps the scroll position valid and the selection in view after the list was resized,
    /// and gives each row on screen its row view.
    public override func layoutSubviews() {
        clampSelectionAndOffset()
        // Only a resize brings the selection back: a row view update after the user scrolled
        // it away must not.
        if bounds.size != laidOutSize, let selection { scrollToRow(selection) }
        laidOutSize = bounds.size
        updateRowViews()
    }

    /// Draws the rows on screen (with row views, only the selected row's background), the
    /// selection and the scroll indicator.
    public override func draw(in canvas: Canvas) {
        let theme = theme
        if rowCount == 0, let placeholder {
            canvas.draw(
                text: placeholder, in: bounds, style: theme.secondaryText, alignment: .leading,
                wrapping: .word)
        }
        let width = rowWidth
        let focused = showsFocus
        for row in visibleRows {
            let y = (row - scrollOffset) * rowHeight
            let isSelected = row == selection
            let style = isSelected ? (focused ? theme.selection : theme.inactiveSelection) : theme.text
            let rowCanvas = canvas.subcanvas(Rect(x: 0, y: y, width: width, height: rowHeight))
            if isSelected { rowCanvas.fill(with: .blank(style)) }
            // A row view draws itself on top, over the selection's background.
            if rowViewBuilder != nil { continue }
            let context = RowContext(row: row, isSelected: isSelected, isListFocused: focused, style: style)
            if let rowDrawer {
                rowDrawer(rowCanvas, context)
            } else {
                rowCanvas.draw(text: rowText(row).truncated(toDisplayWidth: width), at: .zero, style: style)
            }
        }
        if isScrollIndicatorVisible { drawScrollIndicator(in: canvas, theme: theme) }
        if rowViewBuilder != nil {
            let selected = focused ? theme.selection : theme.inactiveSelection
            showSelection(behindRowViews: selected.background)
        }
    }

    /// Gives the selected row's view the selection's background (and the others none), so that
    /// its widgets, drawn after the list, show the selection behind them rather than covering
    /// it (see ``TermView/backgroundColor``). The views are drawn after this in the same frame.
    /// A selection without a colour (a monochrome theme's reverse video) leaves them as they
    /// are: filling the row view would erase the list's own fill.
    private func showSelection(behindRowViews background: Color) {
        for slot in rowSlots {
            let wanted: Color? = slot.row == selection && background != .default ? background : nil
            if slot.view.backgroundColor != wanted { slot.view.backgroundColor = wanted }
        }
    }
}
