extension SplitView {
    /// The line between a split view's panes: drag it with the mouse, or focus it (Tab or a
    /// click) and move it with the arrow keys (Left and Right for side-by-side panes, Up and
    /// Down for stacked ones; Home and End move it as far as it goes).
    public final class Divider: TermView {
        /// The split view it belongs to: its superview (so it never outlives it).
        var splitView: SplitView? { superview as? SplitView }

        /// A layout pass moved the divider: the split view reports it while it is dragged.
        public override func layoutSubviews() {
            super.layoutSubviews()
            splitView?.dividerDidMove()
        }

        /// The divider takes focus, so the keyboard can move it.
        public override var canBecomeFocused: Bool { true }

        /// Draws the line, in the focused border style while focused or dragged.
        public override func draw(in canvas: Canvas) {
            guard let splitView else { return }
            let theme = self.theme
            let style = isFocused || splitView.isDragging ? theme.focusedBorder : theme.border
            if splitView.axis == .horizontal {
                canvas.drawVerticalLine(from: .zero, length: bounds.height, style: style)
            } else {
                canvas.drawHorizontalLine(from: .zero, length: bounds.width, style: style)
            }
        }

        /// Arrow keys along the split's axis move the divider by the split view's
        /// `keyboardStep`; Home and End move it to either end.
        public override func handle(_ key: KeyEvent) -> Bool {
            guard let splitView else { return false }
            let step = max(1, splitView.keyboardStep)
            let horizontal = splitView.axis == .horizontal
            switch key.key {
            case .left where horizontal, .up where !horizontal:
                splitView.moveDivider(by: -step)
            case .right where horizontal, .down where !horizontal:
                splitView.moveDivider(by: step)
            case .home:
                splitView.moveDivider(by: -splitView.currentDividerPosition)
            case .end:
                let length = horizontal ? splitView.bounds.width : splitView.bounds.height
                splitView.moveDivider(by: length)
            default:
                return false
            }
            return true
        }

        /// A press starts a drag, moves follow the pointer, the release ends it.
        public override func handle(_ mouse: MouseEvent) -> Bool {
            guard let splitView else { return false }
            let horizontal = splitView.axis == .horizontal
            let local = horizontal ? mouse.position.x : mouse.position.y
            let origin = horizontal ? frameInWindow.minX : frameInWindow.minY
            switch mouse.kind {
            case .press(.left):
                splitView.beginDrag(grabOffset: local)
            case .drag(.left):
                splitView.drag(to: origin + local)
            case .release(.left):
                splitView.drag(to: origin + local)
                splitView.endDrag()
            default:
                return false
            }
            return true
        }
    }
}
