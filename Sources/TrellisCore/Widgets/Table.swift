/// A table: a header row of column titles over scrolling rows of cells, with a selected row.
///
/// Column widths come from constraints. Each column's header is a view in the table's top row,
/// placed by the layout engine from its ``TableColumn/width`` held at its
/// ``TableColumn/priority``; the rows draw their cells under the headers. So when the terminal
/// narrows, the least important columns give way first — they shrink, then vanish — and the
/// rest keep their widths, all decided by the solver, incrementally, like any other layout.
///
/// Rows come from a data source (a row count and a closure giving a cell's text) and are drawn
/// by a ``ListView``: only rows on screen cost anything, and selection, scrolling, the wheel and
/// the scroll indicator work as in a list. A column's cells can be views instead of text (a
/// checkbox per row; see ``setCellViews(forColumn:makeCell:configureCell:)``). A click on a
/// header asks for sorting by that column (again: the other way); the table shows the order and
/// calls ``onSortChange``, and the data source sorts.
///
/// ```swift
/// let table = Table(columns: [
///     TableColumn("Process", width: .flexible(minimum: 10, weight: 2), priority: .required),
///     TableColumn("PID", width: .fixed(6), priority: 700, alignment: .trailing),
///     TableColumn("Command", width: .flexible(minimum: 12), priority: 300),
/// ])
/// table.rowCount = processes.count
/// table.cellText = { row, column in processes[row].field(column) }
/// table.onSortChange = { column, ascending in
///     processes.sort(by: column, ascending: ascending)
///     table.reloadData()
/// }
/// ```
@MainActor
public final class Table: TermView {
    /// The columns, left to right. Setting them rebuilds the header and its constraints.
    public var columns: [TableColumn] {
        didSet { if columns != oldValue { rebuildColumns() } }
    }

    /// The text of the cell at a row and a column, asked only for rows on screen. Long text is
    /// truncated with `…`.
    public var cellText: @MainActor (_ row: Int, _ column: Int) -> String {
        didSet { rows.setNeedsDisplay() }
    }

    /// The blank cells between neighbouring columns.
    public var columnSpacing = 1 {
        didSet {
            if columnSpacing < 0 { columnSpacing = 0 }
            if columnSpacing != oldValue { rebuildColumns() }
        }
    }

    /// Whether the header row shows; without it the rows start at the top.
    public var showsHeader = true {
        didSet { if showsHeader != oldValue { updateHeaderHeight() } }
    }

    /// The column the rows are sorted by, as shown by a marker in its header; `nil` for none.
    /// Setting it only changes the marker: the data source does the sorting.
    public var sortColumn: Int? {
        didSet { if sortColumn != oldValue { setHeadersNeedDisplay() } }
    }

    /// Whether the sort order is ascending (`▲`) or descending (`▼`).
    public var sortAscending = true {
        didSet { if sortAscending != oldValue { setHeadersNeedDisplay() } }
    }

    /// Called when the user asks for another order by clicking a header, with the column and
    /// the direction. Sort the data, then call ``reloadData()``.
    public var onSortChange: (@MainActor (_ column: Int, _ ascending: Bool) -> Void)?

    /// The rows: a list that draws each row's cells under the headers.
    let rows: ListView
    /// The header cells, one per column.
    var headerCells: [TableHeaderCell] = []
    /// The constraints that place the header cells.
    var columnConstraints: [LayoutConstraint] = []
    /// The rows' top: the header's height below the table's top.
    var rowsTopConstraint: LayoutConstraint!
    /// The header cells' heights: 1 with a header, 0 without.
    var headerHeightConstraints: [LayoutConstraint] = []
    /// The last column's trailing edge: the table's, less the scroll indicator's column.
    var trailingConstraints: [LayoutConstraint] = []
    /// The cell builders of the columns whose cells are views, by column index.
    var cellViewBuilders: [Int: ListRowViewBuilder] = [:]

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - columns: The columns, left to right.
    ///   - rowCount: The number of rows.
    ///   - cellText: The text of a cell, asked only for rows on screen.
    public init(
        columns: [TableColumn], rowCount: Int = 0,
        cellText: @escaping @MainActor (_ row: Int, _ column: Int) -> String = { _, _ in "" }
    ) {
        self.columns = columns
        self.cellText = cellText
        rows = ListView(rowCount: rowCount)
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
        rows.focusHost = self
        rows.identifier = "rows"
        // Weak: the rows may be moved out of the table and outlive it; then they draw nothing.
        rows.rowDrawer = { [weak self] canvas, context in self?.drawCells(of: context, in: canvas) }
        addSubview(rows)
        rowsTopConstraint = rows.topAnchor.constraint(equalTo: topAnchor, constant: 1)
        LayoutConstraint.activate([
            rowsTopConstraint,
            rows.leftAnchor.constraint(equalTo: leftAnchor),
            rows.rightAnchor.constraint(equalTo: rightAnchor),
            rows.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        rebuildColumns()
    }

    // MARK: - Rows and selection

    /// The number of rows.
    public var rowCount: Int {
        get { rows.rowCount }
        set {
            rows.rowCount = newValue
            updateIndicatorSpace()
        }
    }

    /// The selected row, or `nil`. Setting it scrolls it into view without calling
    /// ``onSelect``. Set while the table has no rows, the row is kept and selected when rows
    /// arrive (``rowCount`` grows from 0); until then this reads `nil`.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { rows.selectedRow = newValue }
    }

    /// The index of the topmost row on screen.
    public var firstVisibleRow: Int {
        get { rows.firstVisibleRow }
        set { rows.firstVisibleRow = newValue }
    }

    /// The rows on screen now.
    public var visibleRows: Range<Int> { rows.visibleRows }

    /// Called when the user changes the selected row, with the new row.
    public var onSelect: (@MainActor (Int) -> Void)? {
        get { rows.onSelect }
        set { rows.onSelect = newValue }
    }

    /// Called when the user activates the selected row (Enter or a double click).
    public var onActivate: (@MainActor (Int) -> Void)? {
        get { rows.onActivate }
        set { rows.onActivate = newValue }
    }

    /// Text shown under the header while the table has no rows.
    public var placeholder: String? {
        get { rows.placeholder }
        set { rows.placeholder = newValue }
    }

    /// Whether a scroll indicator shows at the right while the rows do not all fit.
    public var showsScrollIndicator: Bool {
        get { rows.showsScrollIndicator }
        set {
            rows.showsScrollIndicator = newValue
            updateIndicatorSpace()
        }
    }

    /// Redraws the rows, after the data behind them changed.
    public func reloadData() {
        rows.reloadData()
        updateIndicatorSpace()
    }

    /// Sorts by `column`: shows the marker and calls ``onSortChange`` as a header click would.
    ///
    /// - Parameters:
    ///   - column: The column's index; an index outside the columns does nothing.
    ///   - ascending: The direction.
    public func sort(byColumn column: Int, ascending: Bool) {
        guard columns.indices.contains(column) else { return }
        sortColumn = column
        sortAscending = ascending
        onSortChange?(column, ascending)
        reloadData()
    }

    /// A header click: sort by the column, or turn the order round if it is already sorted by it.
    func headerWasClicked(column: Int) {
        let ascending = sortColumn == column ? !sortAscending : true
        sort(byColumn: column, ascending: ascending)
    }

    // MARK: - Geometry

    /// The cells a column's content occupies, in the table's coordinates, as the layout engine
    /// placed it: its columns (without the spacing before it) and the rows' height below the
    /// header. Empty when the column has given way; `nil` for an index outside the columns.
    public func frameOfColumn(_ column: Int) -> Rect? {
        guard headerCells.indices.contains(column) else { return nil }
        let range = headerCells[column].contentRange
        return Rect(x: range.lowerBound, y: rows.frame.minY, width: range.count, height: rows.frame.height)
    }

    // MARK: - Focus and input

    /// A table takes focus (its rows show the focused selection).
    public override var canBecomeFocused: Bool { true }

    /// Redraws the selection in its focused look.
    public override func didBecomeFocused() {
        super.didBecomeFocused()
        rows.setNeedsDisplay()
    }

    /// Redraws the selection in its unfocused look.
    public override func didResignFocus() {
        super.didResignFocus()
        rows.setNeedsDisplay()
    }

    /// The list's keys: Up, Down, Page Up, Page Down, Home, End and Enter.
    public override func handle(_ key: KeyEvent) -> Bool {
        rows.handle(key)
    }

    /// Wheel steps anywhere on the table (the header too) scroll its rows.
    public override func handle(_ mouse: MouseEvent) -> Bool {
        guard case .wheel = mouse.kind else { return false }
        return rows.handle(mouse)
    }

    // MARK: - Layout and drawing

    /// Makes room for the scroll indicator when the rows stop fitting (and gives it back).
    public override func layoutSubviews() {
        updateIndicatorSpace()
    }

    /// Fills the header row with the header style.
    public override func draw(in canvas: Canvas) {
        guard showsHeader else { return }
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), with: .blank(theme.header))
    }

    /// Draws one row's text cells under the header cells (columns whose cells are views draw
    /// none).
    func drawCells(of context: ListView.RowContext, in canvas: Canvas) {
        for (index, cell) in headerCells.enumerated()
        where index < columns.count && cellViewBuilders[index] == nil {
            let range = cell.contentRange
            guard !range.isEmpty else { continue }
            canvas.draw(
                text: cellText(context.row, index),
                in: Rect(x: range.lowerBound, y: 0, width: range.count, height: 1), style: context.style,
                alignment: columns[index].alignment, wrapping: .none)
        }
    }
}
