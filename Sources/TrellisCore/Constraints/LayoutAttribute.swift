/// A part of a view's or layout guide's layout that a constraint can relate.
///
/// Locations (`left`, `top`, `centerX`, …) are columns or rows in the window; dimensions
/// (`width`, `height`) are lengths in cells.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge: the first column of the frame.
    case left
    /// The right edge: the column just after the frame.
    case right
    /// The top edge: the first row of the frame.
    case top
    /// The bottom edge: the row just below the frame.
    case bottom
    /// The leading edge: `left` in a left-to-right layout, `right` in a right-to-left one.
    case leading
    /// The trailing edge: `right` in a left-to-right layout, `left` in a right-to-left one.
    case trailing
    /// The number of columns.
    case width
    /// The number of rows.
    case height
    /// The horizontal centre, `left + width / 2`.
    case centerX
    /// The vertical centre, `top + height / 2`.
    case centerY
    /// The row of the first line of text (the top row when the item shows no text).
    case firstBaseline
    /// The row of the last line of text (the bottom row when the item shows no text).
    case lastBaseline
    /// No attribute: the second attribute of a constraint that sets a constant.
    case notAnAttribute

    /// The axis the attribute lies on, or `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: .vertical
        case .notAnAttribute: nil
        }
    }

    /// Whether the attribute is a length (`width`, `height`) rather than a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// The attribute's name as written in constraints, e.g. `centerX`.
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// One of the two axes of the terminal grid.
public enum LayoutAxis: Hashable, Sendable, CustomStringConvertible {
    /// Columns, left to right.
    case horizontal
    /// Rows, top to bottom.
    case vertical

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
