// Keyboard and mouse input of a ListView.

extension ListView {
    /// The work of `handle(_:)` for keys. In a list with row views, Tab and Shift-Tab move the
    /// focus through the selected row's widgets, and a navigation key pressed in a row's widget
    /// takes the focus along to the same widget of the newly selected row. A movement key that
    /// moves nothing (Up on the first row, Down on the last) is not used: it goes on to the
    /// superviews and the application's bindings.
    func handleKey(_ key: KeyEvent) -> Bool {
        if key == .tab || key == .backTab { return moveFocusThroughRows(forward: key == .tab) }
        guard key.modifiers.isEmpty else { return false }
        let focusedWidget = focusedWidgetIndexInRow()
        switch key.key {
        case .up: guard moveSelection(by: -1) else { return false }
        case .down: guard moveSelection(by: 1) else { return false }
        case .pageUp: guard moveSelection(by: -pageSize) else { return false }
        case .pageDown: guard moveSelection(by: pageSize) else { return false }
        case .home:
            guard rowCount > 0 else { return false }
            select(0, notify: true)
        case .end:
            guard rowCount > 0 else { return false }
            select(rowCount - 1, notify: true)
        case .enter:
            guard let selection, let onActivate else { return false }
            onActivate(selection)
        default:
            return false
        }
        if let focusedWidget { focusWidget(at: focusedWidget) }
        return true
    }

    /// The work of `handle(_:)` for the mouse.
    func handleMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .wheel(.up):
            scroll(by: -wheelScrollAmount)
        case .wheel(.down):
            scroll(by: wheelScrollAmount)
        case .press(.left):
            if isScrollIndicatorVisible, mouse.position.x == bounds.width - 1 {
                isDraggingIndicator = true
                scrollIndicator(to: mouse.position.y)
                return true
            }
            guard let row = row(at: mouse.position) else { return true }
            select(row, notify: true)
            if let onRowPress, onRowPress(row, mouse.position.x) { return true }
            registerClick(on: row)
        case .drag(.left):
            if isDraggingIndicator { scrollIndicator(to: mouse.position.y) }
        case .release(.left):
            isDraggingIndicator = false
        default:
            return false
        }
        return true
    }

    /// Activates `row` when the previous click was on the same row within
    /// ``doubleClickInterval``, measured on the application's clock.
    private func registerClick(on row: Int) {
        guard let clock = window?.application?.clock else { return }
        let now = clock.now
        if let last = lastClick, last.row == row, now - last.time <= doubleClickInterval {
            lastClick = nil
            onActivate?(row)
        } else {
            lastClick = (row, now)
        }
    }
}
