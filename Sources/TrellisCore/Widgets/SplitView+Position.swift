extension SplitView {
    /// Where a split view asks its divider to be: a number of cells from its left (or top)
    /// edge, or a share of the room the two panes have. Either is kept when the split view is
    /// resized: `.cells(20)` keeps a first pane 20 cells long, `.fraction(0.3)` one 30 % of the
    /// room.
    ///
    /// An integer literal is a number of cells: `split.dividerPosition = 24`.
    public enum DividerPosition: Hashable, Sendable, ExpressibleByIntegerLiteral {
        /// The first pane's length in cells.
        case cells(Int)
        /// The first pane's share, from 0 to 1, of the split view's length less the divider's
        /// cell. Values outside 0…1 (and NaN, taken as 0) are clamped.
        case fraction(Double)

        /// A position of `value` cells.
        public init(integerLiteral value: Int) {
            self = .cells(value)
        }

        /// The fraction clamped to 0…1 (NaN as 0), or `nil` for a position in cells.
        var clampedFraction: Double? {
            guard case .fraction(let share) = self else { return nil }
            return share.isNaN ? 0 : min(1, max(0, share))
        }

        /// Whether both positions are of the same kind (both cells, or both fractions).
        func isSameKind(as other: DividerPosition) -> Bool {
            (clampedFraction == nil) == (other.clampedFraction == nil)
        }
    }

    /// The room both panes share along the axis: the split view's length less the divider's
    /// cell.
    var paneRoom: Int {
        max(0, (axis == .horizontal ? bounds.width : bounds.height) - 1)
    }

    /// A position of the same kind as ``dividerPosition`` that puts the divider `cells` from the
    /// split view's left (or top) edge at its present size.
    func position(atCells cells: Int) -> DividerPosition {
        guard dividerPosition.clampedFraction != nil else { return .cells(cells) }
        let room = paneRoom
        guard room > 0 else { return dividerPosition }
        return .fraction(min(1, max(0, Double(cells) / Double(room))))
    }
}
