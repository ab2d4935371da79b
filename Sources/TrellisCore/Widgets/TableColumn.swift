/// A column of a ``Table``: its title, how wide it wants to be, and how much it matters when
/// the table is too narrow for every column.
///
/// Widths become constraints: a fixed column holds its width, a flexible one holds its minimum
/// and shares the room left over with the other flexible columns by weight. Each column holds
/// its width at its own ``priority``, so when the table shrinks the layout engine takes the room
/// from the least important column first (it gets narrower, then disappears), before touching
/// any column that matters more.
///
/// ```swift
/// let columns = [
///     TableColumn("Name", width: .flexible(minimum: 10, weight: 2), priority: .required),
///     TableColumn("PID", width: .fixed(6), alignment: .trailing),
///     TableColumn("Command", width: .flexible(minimum: 12), priority: .defaultLow),
/// ]
/// ```
public struct TableColumn: Hashable, Sendable {
    /// How wide a column wants to be, in cells (not counting the spacing before it).
    public enum Width: Hashable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// At least `minimum` cells; room left over after the other columns is shared among
        /// flexible columns in proportion to `weight`.
        case flexible(minimum: Int = 1, weight: Double = 1)
    }

    /// The title shown in the header.
    public var title: String
    /// How wide the column wants to be.
    public var width: Width
    /// How strongly the column keeps its width (fixed) or minimum (flexible) when the table is
    /// too narrow: lower priorities give way first. Values at or below 200 are raised to 201,
    /// so that a column always matters more than the table's wish to fill its width.
    public var priority: LayoutPriority
    /// How the column's cells and title sit in its width.
    public var alignment: TextAlignment

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: The title shown in the header.
    ///   - width: How wide the column wants to be; flexible with a minimum of 1 by default.
    ///   - priority: How strongly the column keeps its width; `.defaultHigh` (750) by default.
    ///   - alignment: How the cells and title sit in the column; leading by default.
    public init(
        _ title: String, width: Width = .flexible(), priority: LayoutPriority = .defaultHigh,
        alignment: TextAlignment = .leading
    ) {
        self.title = title
        self.width = width
        self.priority = priority
        self.alignment = alignment
    }
}
