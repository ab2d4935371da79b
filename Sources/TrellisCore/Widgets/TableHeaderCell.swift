/// The header of one ``Table`` column: a view in the table's top row whose frame, solved by the
/// layout engine from the column's width constraints, *is* the column's place. The table's rows
/// draw their cells at the header cells' columns.
///
/// The cell's frame includes the spacing before its column (none for the first column), so a
/// column squeezed to nothing takes its spacing with it.
@MainActor
final class TableHeaderCell: TermView {
    /// The table the cell belongs to, which owns it. Weak: the cell may be moved out of the
    /// table and outlive it; then it draws nothing and ignores clicks.
    private(set) weak var table: Table?
    /// The column's index.
    let index: Int
    /// The blank columns before the title: the table's column spacing, 0 for the first column.
    let leadingGap: Int

    init(table: Table, index: Int, leadingGap: Int) {
        self.table = table
        self.index = index
        self.leadingGap = leadingGap
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// The cells the column's content gets: the frame without the leading spacing.
    var contentRange: Range<Int> {
        let start = frame.minX + min(leadingGap, frame.width)
        return start..<max(start, frame.maxX)
    }

    override func draw(in canvas: Canvas) {
        guard let table, index < table.columns.count else { return }
        let column = table.columns[index]
        let width = bounds.width - leadingGap
        guard width > 0 else { return }
        var marker = ""
        if table.sortColumn == index { marker = table.sortAscending ? "▲" : "▼" }
        let title = column.title.truncated(toDisplayWidth: width - marker.count) + marker
        canvas.draw(
            text: title, in: Rect(x: leadingGap, y: 0, width: width, height: 1), style: theme.header,
            alignment: column.alignment, wrapping: .none)
    }

    /// A click on the header sorts the table by this column (again: the other way).
    override func handle(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        guard let table else { return false }
        table.headerWasClicked(column: index)
        return true
    }
}
