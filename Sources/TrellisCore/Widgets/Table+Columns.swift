// The constraints that give a Table's columns their widths.
//
// The header cells sit side by side from the table's left edge. Each one's width (its column
// plus the spacing before it) is held at the column's priority: exactly, for a fixed column;
// at least its minimum, for a flexible one. Below every column priority, the last cell reaches
// the table's right edge (so flexible columns fill the table), and below that the flexible
// columns keep the proportions of their weights. The engine's priorities are strict levels, so
// when the table is too narrow the lowest-priority column loses its width first and entirely,
// before any column that matters more gives up a cell.

extension Table {
    /// The priority at which the last column reaches the table's right edge.
    static let fillPriority = LayoutPriority(200)
    /// The priority at which flexible columns keep the proportions of their weights.
    static let proportionPriority = LayoutPriority(150)
    /// The priority at which the columns stay inside the table: above every optional column
    /// priority, but not required, so a table narrower than its indicator column breaks nothing.
    static let containmentPriority = LayoutPriority(999)

    /// Replaces the header cells and their constraints after the columns or the spacing changed.
    func rebuildColumns() {
        LayoutConstraint.deactivate(columnConstraints)
        for cell in headerCells { cell.removeFromSuperview() }
        headerCells = []
        columnConstraints = []
        headerHeightConstraints = []
        trailingConstraints = []

        let headerHeight = showsHeader ? 1.0 : 0.0
        var previous: TableHeaderCell?
        var reference: (cell: TableHeaderCell, gap: Int, weight: Double)?
        for (index, column) in columns.enumerated() {
            let gap = index == 0 ? 0 : columnSpacing
            let cell = TableHeaderCell(table: self, index: index, leadingGap: gap)
            cell.identifier = "column \(column.title)"
            addSubview(cell)
            headerCells.append(cell)
            let height = cell.heightAnchor.constraint(equalToConstant: headerHeight)
            headerHeightConstraints.append(height)
            columnConstraints += [
                cell.topAnchor.constraint(equalTo: topAnchor),
                height,
                cell.leftAnchor.constraint(equalTo: previous?.rightAnchor ?? leftAnchor),
                cell.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            ]
            let priority = max(column.priority, Self.fillPriority + 1)
            switch column.width {
            case .fixed(let width):
                let constraint = cell.widthAnchor.constraint(equalToConstant: Double(max(0, width) + gap))
                constraint.priority = priority
                columnConstraints.append(constraint)
            case .flexible(let minimum, let rawWeight):
                let weight = rawWeight.isFinite && rawWeight > 0 ? rawWeight : 1
                let constraint = cell.widthAnchor.constraint(
                    greaterThanOrEqualToConstant: Double(max(0, minimum) + gap))
                constraint.priority = priority
                columnConstraints.append(constraint)
                if let reference {
                    // (width − gap) = ratio · (reference width − reference gap)
                    let ratio = weight / reference.weight
                    let proportion = cell.widthAnchor.constraint(
                        equalTo: reference.cell.widthAnchor, multiplier: ratio,
                        constant: Double(gap) - ratio * Double(reference.gap))
                    proportion.priority = Self.proportionPriority
                    columnConstraints.append(proportion)
                } else {
                    reference = (cell, gap, weight)
                }
            }
            previous = cell
        }
        if let last = previous {
            let inside = last.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor)
            inside.priority = Self.containmentPriority
            let fill = last.rightAnchor.constraint(equalTo: rightAnchor)
            fill.priority = Self.fillPriority
            trailingConstraints = [inside, fill]
            columnConstraints += trailingConstraints
        }
        LayoutConstraint.activate(columnConstraints)
        updateIndicatorSpace()
        // Row views hold constraints to the old header cells: make them again.
        rows.discardRowViews()
        setNeedsDisplay()
    }

    /// Shows or hides the header row: the header cells' height and the rows' top follow.
    func updateHeaderHeight() {
        let height = showsHeader ? 1.0 : 0.0
        for constraint in headerHeightConstraints { constraint.constant = height }
        rowsTopConstraint.constant = height
        setNeedsDisplay()
    }

    /// Keeps the columns clear of the scroll indicator's column while it shows.
    func updateIndicatorSpace() {
        let inset = rows.isScrollIndicatorVisible ? -1.0 : 0
        for constraint in trailingConstraints where constraint.constant != inset {
            constraint.constant = inset
        }
    }

    /// Redraws the header cells (the sort marker moved).
    func setHeadersNeedDisplay() {
        for cell in headerCells { cell.setNeedsDisplay() }
    }
}
