// Scrolling and selection of a ListView: every operation is O(1) in the row count.

extension ListView {
    /// Scrolls as little as possible so that `row` is on screen.
    ///
    /// - Parameter row: A row index; values outside the rows are clamped.
    public func scrollToRow(_ row: Int) {
        guard rowCount > 0, visibleRowCount > 0 else { return }
        let row = max(0, min(row, rowCount - 1))
        if row < scrollOffset {
            firstVisibleRow = row
        } else if row >= scrollOffset + visibleRowCount {
            firstVisibleRow = row - visibleRowCount + 1
        }
    }

    /// Scrolls by `rows` (down when positive), without moving the selection.
    public func scroll(by rows: Int) {
        firstVisibleRow = scrollOffset + rows
    }

    /// Selects `row` (clamped to the rows; `nil` clears the selection), scrolls it into view,
    /// and tells ``onSelect`` when `notify` is set and the selection changed.
    func select(_ row: Int?, notify: Bool) {
        let clamped = row.flatMap { rowCount > 0 ? max(0, min($0, rowCount - 1)) : nil }
        let previous = selection
        let changed = clamped != previous
        selection = clamped
        if let clamped { scrollToRow(clamped) }
        guard changed else { return }
        setNeedsRowViewUpdate(reconfiguringRows: [previous, clamped].compactMap { $0 })
        setNeedsDisplay()
        if notify, let clamped { onSelect?(clamped) }
    }

    /// Moves the selection by `delta` rows; with no selection, selects the first row on screen.
    ///
    /// - Returns: Whether the selection or the scroll offset changed (`false` for Up on the
    ///   first row when it is on screen, Down on the last, or an empty list).
    @discardableResult
    func moveSelection(by delta: Int) -> Bool {
        guard rowCount > 0 else { return false }
        let before = (selection, scrollOffset)
        if let selection {
            select(selection + delta, notify: true)
        } else {
            select(min(scrollOffset, rowCount - 1), notify: true)
        }
        return before != (selection, scrollOffset)
    }

    /// The rows Page Up and Page Down move: a screenful, at least one.
    var pageSize: Int { max(1, visibleRowCount) }

    /// Brings the selection and the scroll offset back inside the rows.
    func clampSelectionAndOffset() {
        if let current = selection, current >= rowCount {
            selection = rowCount > 0 ? rowCount - 1 : nil
        }
        scrollOffset = max(0, min(scrollOffset, maximumScrollOffset))
    }

    // MARK: - Scroll indicator

    /// The lines of the indicator's thumb, in the list's coordinates: its length is the
    /// visible share of the rows, its position the scrolled share.
    var scrollThumb: Range<Int> {
        let track = max(0, bounds.height)
        let visible = visibleRowCount
        guard rowCount > visible, track > 0 else { return 0..<track }
        let length = max(1, min(track, (track * visible + rowCount / 2) / rowCount))
        let travel = track - length
        let maximum = maximumScrollOffset
        let start = maximum > 0 ? (travel * scrollOffset + maximum / 2) / maximum : 0
        return start..<(start + length)
    }

    /// Draws the indicator in the rightmost column: a track with a thumb.
    func drawScrollIndicator(in canvas: Canvas, theme: Theme) {
        let x = bounds.width - 1
        let thumb = scrollThumb
        for y in 0..<max(0, bounds.height) {
            if thumb.contains(y) {
                canvas.put("█", at: Point(x: x, y: y), style: theme.scrollIndicator)
            } else {
                canvas.put("│", at: Point(x: x, y: y), style: theme.border)
            }
        }
    }

    /// Scrolls so that the indicator's thumb is centred on line `y` of the track (a click or a
    /// drag on the indicator).
    func scrollIndicator(to y: Int) {
        let track = max(0, bounds.height)
        let length = scrollThumb.count
        let travel = track - length
        guard travel > 0 else { return }
        let start = max(0, min(travel, y - length / 2))
        firstVisibleRow = (start * maximumScrollOffset + travel / 2) / travel
    }
}
