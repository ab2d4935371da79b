// Rows of views: a list made with a row builder gives each row on screen a view of its own.
//
// Only rows on screen have a view. When a row scrolls away, its view is handed to the row that
// scrolls in and configured again for that row, so the views a list makes are bounded by the
// rows its height holds, however many rows there are. Each row view is a subview of the list,
// placed by four constraints (its row's top, the list's left edge, the list's right edge less
// the scroll indicator, the row's height); what is inside it is laid out by its own constraints.

/// How a list makes and fills its row views, with the row view's type erased.
struct ListRowViewBuilder {
    /// Makes a new row view.
    let make: @MainActor () -> TermView
    /// Shows a row in a row view.
    let configure: @MainActor (TermView, Int) -> Void
}

/// A row view of a list, the row it shows and the constraints that place it.
@MainActor
final class ListRowSlot {
    /// The row view.
    let view: TermView
    /// The row it shows.
    var row: Int
    /// The row view's top: the list's top plus the row's offset on screen.
    let top: LayoutConstraint
    /// The row view's right edge: the list's, less the scroll indicator's column.
    let trailing: LayoutConstraint
    /// The row view's height: the list's row height.
    let height: LayoutConstraint
    /// Every constraint that places the row view, to activate again when it comes back.
    let constraints: [LayoutConstraint]

    /// Places `view` in `list`, which must already be its superview.
    init(view: TermView, row: Int, in list: ListView) {
        self.view = view
        self.row = row
        top = view.topAnchor.constraint(equalTo: list.topAnchor)
        trailing = view.rightAnchor.constraint(equalTo: list.rightAnchor)
        height = view.heightAnchor.constraint(equalToConstant: Double(list.rowHeight))
        constraints = [top, view.leftAnchor.constraint(equalTo: list.leftAnchor), trailing, height]
        LayoutConstraint.activate(constraints)
    }
}

extension ListView {
    /// Creates a list whose rows are views: one view per row on screen, made by `makeRow` and
    /// filled by `configureRow`.
    ///
    /// Only rows on screen have a view. Scrolling hands the view of a row that left the screen
    /// to a row that came in and calls `configureRow` with its index; so does a row view that
    /// comes back after the list shrank and grew again. `makeRow` is called only while the list
    /// needs more views than it has made, so a list of a million rows makes as many views as
    /// its height holds. ``reloadData()`` and a change of ``rowCount`` configure the row views
    /// on screen again.
    ///
    /// Each row view fills its row (the list's width, less the scroll indicator, by
    /// ``rowHeight`` lines); lay out its subviews with constraints inside it. The list sets the
    /// selected row's view's ``TermView/backgroundColor`` to the selection's background (and
    /// the others' to `nil`), so whatever its widgets draw on the default background shows the
    /// selection. Clicks on a row select it, and clicks on a widget in
    /// a row reach the widget (and select its row). Focus in a row: Tab moves from the list into
    /// the selected row's widgets, then on past the list; Up and Down (and the other
    /// navigation keys) pressed in a row's widget move the selection and take the focus to the
    /// same widget of the newly selected row. Focus that lands on any row's widget (a click,
    /// Shift-Tab from the view after the list) selects that row, and a focused widget whose
    /// row scrolls out of sight gives the focus back to the list.
    ///
    /// ```swift
    /// let list = ListView(rowCount: todos.count) {
    ///     TodoRow()
    /// } configureRow: { row, index in
    ///     row.checkbox.title = todos[index].title
    ///     row.checkbox.isChecked = todos[index].isDone
    ///     row.checkbox.onToggle = { todos[index].isDone = $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rowCount: The number of rows.
    ///   - rowHeight: The lines each row takes (at least 1).
    ///   - makeRow: Makes a row view, called only when the list needs one more.
    ///   - configureRow: Shows a row in a row view: called with the view and the row's index
    ///     each time the view starts showing that row, again after ``reloadData()``, and again
    ///     in the next layout pass when the row becomes or stops being the ``selectedRow`` (so a
    ///     row view that shows its selected state stays true).
    public convenience init<Row: TermView>(
        rowCount: Int = 0, rowHeight: Int = 1, makeRow: @escaping @MainActor () -> Row,
        configureRow: @escaping @MainActor (_ row: Row, _ index: Int) -> Void
    ) {
        self.init(rowCount: rowCount)
        self.rowHeight = rowHeight
        rowViewBuilder = ListRowViewBuilder(
            make: makeRow,
            configure: { view, index in
                // The list configures only views its `make` made, so the cast always succeeds.
                if let row = view as? Row { configureRow(row, index) }
            })
    }

    /// The view showing a row, while the row is on screen; `nil` for a row off screen and in a
    /// list without row views. Row views are laid out in the next layout pass after a scroll.
    ///
    /// - Parameter row: A row index.
    public func rowView(forRow row: Int) -> TermView? {
        rowSlots.first { $0.row == row }?.view
    }

    /// The row whose row view is `view` or contains it, or `nil` when `view` is not in a row
    /// view of this list: for a button in a row view that needs its row when pressed.
    ///
    /// - Parameter view: A view in one of the list's row views.
    public func row(containing view: TermView) -> Int? {
        slot(containing: view)?.row
    }

    /// The slot whose row view is `view` or one of its ancestors.
    func slot(containing view: TermView) -> ListRowSlot? {
        guard !rowSlots.isEmpty, view !== self, view.isDescendant(of: self) else { return nil }
        var current = view
        while let parent = current.superview, parent !== self { current = parent }
        return rowSlots.first { $0.view === current }
    }

    /// Asks for a row view update in the next layout pass; with `reconfiguring`, every row view
    /// on screen is configured again then. Does nothing for a list without row views.
    func setNeedsRowViewUpdate(reconfiguring: Bool = false) {
        guard rowViewBuilder != nil else { return }
        if reconfiguring { rowViewsNeedReconfiguring = true }
        setNeedsLayout()
    }

    /// Asks for a row view update in the next layout pass that configures the row views of
    /// `rows` again (those on screen then): the rows whose selected state changed. Does nothing
    /// for a list without row views.
    func setNeedsRowViewUpdate(reconfiguringRows rows: [Int]) {
        guard rowViewBuilder != nil else { return }
        rowsNeedingReconfiguring.formUnion(rows)
        setNeedsLayout()
    }

    /// Gives each row on screen a row view and places it: rows still on screen keep theirs,
    /// rows that came in take the views of rows that left (then spare views, then new ones),
    /// and views left over become spares.
    func updateRowViews() {
        guard let builder = rowViewBuilder else { return }
        let wanted = visibleRows
        let reconfigureAll = rowViewsNeedReconfiguring
        let reconfigured = rowsNeedingReconfiguring
        rowViewsNeedReconfiguring = false
        rowsNeedingReconfiguring = []
        var kept: [Int: ListRowSlot] = [:]
        var freed: [ListRowSlot] = []
        for slot in rowSlots {
            if wanted.contains(slot.row) {
                kept[slot.row] = slot
                if reconfigureAll || reconfigured.contains(slot.row) {
                    builder.configure(slot.view, slot.row)
                }
            } else {
                freed.append(slot)
            }
        }
        var placed: [ListRowSlot] = []
        placed.reserveCapacity(wanted.count)
        for row in wanted {
            if let slot = kept[row] {
                placed.append(slot)
                continue
            }
            let slot: ListRowSlot
            if let reused = freed.popLast() {
                giveFocusBack(from: reused)
                slot = reused
                slot.row = row
            } else if let spare = spareRowSlots.popLast() {
                addSubview(spare.view)
                LayoutConstraint.activate(spare.constraints)
                slot = spare
                slot.row = row
            } else {
                let view = builder.make()
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
                slot = ListRowSlot(view: view, row: row, in: self)
            }
            builder.configure(slot.view, row)
            placed.append(slot)
        }
        for slot in freed {
            giveFocusBack(from: slot)
            slot.view.removeFromSuperview()
            spareRowSlots.append(slot)
        }
        rowSlots = placed
        placeRowViews()
    }

    /// Sets each row view's constraints for its row's place on screen, and keeps the row views
    /// in row order among the subviews (the order Tab visits them in).
    private func placeRowViews() {
        let inset = isScrollIndicatorVisible ? -1.0 : 0
        for slot in rowSlots {
            let top = Double((slot.row - scrollOffset) * rowHeight)
            if slot.top.constant != top { slot.top.constant = top }
            if slot.trailing.constant != inset { slot.trailing.constant = inset }
            if slot.height.constant != Double(rowHeight) { slot.height.constant = Double(rowHeight) }
        }
        let rowViews = subviews.filter { view in rowSlots.contains { $0.view === view } }
        if !rowViews.elementsEqual(rowSlots.map(\.view), by: ===) {
            for slot in rowSlots { bringSubviewToFront(slot.view) }
        }
    }

    /// Removes every row view, spares too, so that the next update makes new ones (a table's
    /// columns changed under its cell views).
    func discardRowViews() {
        guard rowViewBuilder != nil else { return }
        for slot in rowSlots + spareRowSlots {
            giveFocusBack(from: slot)
            slot.view.removeFromSuperview()
        }
        rowSlots = []
        spareRowSlots = []
        setNeedsRowViewUpdate()
    }

    /// Moves the focus from a view inside `slot`'s row view to the list (or its host) before
    /// the row view shows another row or leaves the list.
    private func giveFocusBack(from slot: ListRowSlot) {
        guard let application = window?.application, let focused = application.focusedView,
            focused.isDescendant(of: slot.view)
        else { return }
        application.focus(focusHost ?? self)
    }
}
