// Focus in a list's row views.
//
// The list keeps its own focus model: it takes focus and moves the selection. Widgets in row
// views take focus too, and the list ties the two together: Tab goes from the list into the
// selected row's widgets only (the other rows' widgets are one Up or Down away, not dozens of
// Tabs), then past the list; navigation keys pressed in a row's widget move the selection and
// the focus with it to the same widget of the new row; and focus arriving in any row (a click,
// Shift-Tab from below the list, code) selects that row.

extension ListView {
    /// Selects the row of a newly focused row widget (the work of `focusWithinDidChange()`).
    func selectRowOfFocusedWidget() {
        guard let focused = window?.application?.focusedView, let row = row(containing: focused),
            row != selection
        else { return }
        select(row, notify: true)
    }

    /// The visible views in `view`'s subtree that take focus, in the order Tab visits them.
    func focusableViews(in view: TermView) -> [TermView] {
        var found: [TermView] = []
        func visit(_ view: TermView) {
            guard !view.isHidden else { return }
            if view.canBecomeFocused { found.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return found
    }

    /// Where the focused view sits among the focusable views of its row view, when the focus
    /// is in one of the list's row views.
    func focusedWidgetIndexInRow() -> Int? {
        guard rowViewBuilder != nil, let focused = window?.application?.focusedView,
            let slot = slot(containing: focused)
        else { return nil }
        return focusableViews(in: slot.view).firstIndex { $0 === focused }
    }

    /// Focuses the focusable view at `index` (or the last one, when there are fewer) in the
    /// selected row's view, laying out the row views first so that the row has one; focuses
    /// the list when the row has no focusable view.
    func focusWidget(at index: Int) {
        guard let application = window?.application else { return }
        updateRowViews()
        let widgets = selection.flatMap(rowView(forRow:)).map(focusableViews(in:)) ?? []
        application.focus(widgets.isEmpty ? (focusHost ?? self) : widgets[min(index, widgets.count - 1)])
    }

    /// Tab and Shift-Tab between the list and its selected row's widgets; returns whether the
    /// key was used (always `false` for a list without row views: the application's focus
    /// chain moves on).
    func moveFocusThroughRows(forward: Bool) -> Bool {
        guard rowViewBuilder != nil, let application = window?.application,
            let focused = application.focusedView
        else { return false }
        let host = focusHost ?? self
        if focused === host {
            guard forward else { return false }
            updateRowViews()
            let widgets = selection.flatMap(rowView(forRow:)).map(focusableViews(in:)) ?? []
            if let first = widgets.first {
                application.focus(first)
            } else {
                focusPastList(in: application)
            }
            return true
        }
        guard let slot = slot(containing: focused) else { return false }
        let widgets = focusableViews(in: slot.view)
        guard let index = widgets.firstIndex(where: { $0 === focused }) else { return false }
        let next = index + (forward ? 1 : -1)
        if widgets.indices.contains(next) {
            application.focus(widgets[next])
        } else if forward {
            focusPastList(in: application)
        } else {
            application.focus(host)
        }
        return true
    }

    /// Focuses the first view of the focus chain after the list and everything in it, wrapping
    /// round to the start of the chain.
    private func focusPastList(in application: Application) {
        let host = focusHost ?? self
        let chain = application.focusChain
        guard let start = chain.firstIndex(where: { $0 === host }) else { return }
        var index = start + 1
        while index < chain.count,
            chain[index].isDescendant(of: host) || chain[index].isDescendant(of: self)
        {
            index += 1
        }
        application.focus(index < chain.count ? chain[index] : chain.first)
    }
}
