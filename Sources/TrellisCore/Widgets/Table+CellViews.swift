// Cells that are views: a column of a Table can give each of its cells a view (a checkbox, a
// button), made and reused like a ListView's row views.
//
// Once a column has a cell builder, the table's rows become row views (`TableRowView`): each
// holds one view per such column, placed by constraints under that column's header cell, and
// draws the text of the other columns itself.

extension Table {
    /// Shows the cells of `column` as views: made by `makeCell`, filled by `configureCell`.
    ///
    /// Only rows on screen have cell views, reused as rows scroll, as a ``ListView``'s row
    /// views are (see ``ListView/init(rowCount:rowHeight:makeRow:configureRow:)``): a cell view
    /// is configured each time it starts showing a row, and again after ``reloadData()``. Each
    /// cell view fills its column in its row, following the column's width as the table
    /// resizes; clicks reach it, and focus in it selects its row. The builder belongs to the
    /// column's index; changing ``columns`` or ``columnSpacing`` makes the cell views again.
    ///
    /// ```swift
    /// table.setCellViews(forColumn: 0) {
    ///     Checkbox("")
    /// } configureCell: { checkbox, row in
    ///     checkbox.isChecked = tasks[row].isDone
    ///     checkbox.onToggle = { tasks[row].isDone = $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - column: The column's index; an index outside the columns does nothing.
    ///   - makeCell: Makes a cell view, called only when a row view needs one.
    ///   - configureCell: Shows a row's cell in a cell view.
    public func setCellViews<Cell: TermView>(
        forColumn column: Int, makeCell: @escaping @MainActor () -> Cell,
        configureCell: @escaping @MainActor (_ cell: Cell, _ row: Int) -> Void
    ) {
        guard columns.indices.contains(column) else { return }
        cellViewBuilders[column] = ListRowViewBuilder(
            make: makeCell,
            configure: { view, row in
                // Only views `makeCell` made are configured, so the cast always succeeds.
                if let cell = view as? Cell { configureCell(cell, row) }
            })
        if rows.rowViewBuilder == nil {
            rows.rowViewBuilder = ListRowViewBuilder(
                make: { [unowned self] in TableRowView(table: self) },
                configure: { view, row in (view as? TableRowView)?.show(row: row) })
        }
        rows.discardRowViews()
        rows.setNeedsDisplay()
    }

    /// The view of a cell, while its row is on screen and its column's cells are views.
    ///
    /// - Parameters:
    ///   - row: A row index.
    ///   - column: A column index.
    public func cellView(row: Int, column: Int) -> TermView? {
        (rows.rowView(forRow: row) as? TableRowView)?.cells[column]
    }
}

/// A row of a table whose columns have cell views: the cell views, each under its column,
/// and the text of the other cells.
@MainActor
final class TableRowView: TermView {
    /// The table; weak, as the rows may outlive it.
    private weak var table: Table?
    /// The row shown.
    private(set) var row = 0
    /// The cell views, by column index.
    private(set) var cells: [Int: TermView] = [:]
    /// The constraints that put each cell view under its column's header cell.
    private var cellConstraints: [LayoutConstraint] = []

    init(table: Table) {
        self.table = table
        super.init()
        for (column, builder) in table.cellViewBuilders.sorted(by: { $0.key < $1.key }) {
            let cell = builder.make()
            cell.translatesAutoresizingMaskIntoConstraints = false
            addSubview(cell)
            cells[column] = cell
        }
    }

    /// Ties the cell views to their header cells once the row is in the table (and again
    /// when it comes back after being a spare: leaving the list deactivated them).
    override func didMoveToSuperview() {
        guard superview != nil, let table else { return }
        if cellConstraints.isEmpty {
            for (column, cell) in cells where table.headerCells.indices.contains(column) {
                let header = table.headerCells[column]
                let left = cell.leftAnchor.constraint(
                    equalTo: header.leftAnchor, constant: Double(header.leadingGap))
                // A column narrower than its gap gives way here, not in the cell's width.
                left.priority = LayoutPriority(999)
                cellConstraints += [
                    left,
                    cell.rightAnchor.constraint(equalTo: header.rightAnchor),
                    cell.topAnchor.constraint(equalTo: topAnchor),
                    cell.bottomAnchor.constraint(equalTo: bottomAnchor),
                ]
            }
        }
        LayoutConstraint.activate(cellConstraints)
    }

    /// Shows `row`: configures each cell view and redraws the text cells.
    func show(row: Int) {
        self.row = row
        guard let table else { return }
        for (column, cell) in cells { table.cellViewBuilders[column]?.configure(cell, row) }
        setNeedsDisplay()
    }

    /// Draws the text cells of the row, in the style the list gives the row.
    override func draw(in canvas: Canvas) {
        guard let table else { return }
        let list = table.rows
        let isSelected = list.selectedRow == row
        let theme = list.theme
        let style =
            isSelected ? (list.showsFocus ? theme.selection : theme.inactiveSelection) : theme.text
        let context = ListView.RowContext(
            row: row, isSelected: isSelected, isListFocused: list.showsFocus, style: style)
        table.drawCells(of: context, in: canvas)
    }
}
