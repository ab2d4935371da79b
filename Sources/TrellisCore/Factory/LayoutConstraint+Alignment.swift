// TFLayoutConstraintsFactory's row and column helpers: views alternating with separators,
// flush from one edge of the superview to the other.

extension LayoutConstraint {
    /// Constraints that lay `views` out in a row, a separator between each two, spanning the
    /// superview's width inside `margins`: `|-margins-[view0][separator0][view1]…[viewN]-margins-|`.
    /// All views get equal widths, all separators equal widths, and all are aligned by their
    /// bottom edges.
    ///
    /// ```swift
    /// let row = try LayoutConstraint.horizontalAlignmentConstraints(
    ///     for: [ok, cancel, help], separators: [gap1, gap2], margins: 2)
    /// LayoutConstraint.activate(row)
    /// ```
    ///
    /// The superview is the first view's (a guide's owning view). Nothing fixes the
    /// separators' width or the views' vertical position: add those constraints yourself.
    ///
    /// - Parameters:
    ///   - views: the views, left to right (leading to trailing).
    ///   - separators: the views or guides between them: exactly one fewer than `views`.
    ///   - margins: the space at both ends, in cells.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: in this order: the chain of edges from the superview's leading edge to its trailing edge; the widths
    ///   of views 1… equal to view 0's, then separators 1… to separator 0's; each item of the
    ///   row aligned with the one before it. Inactive; empty for no views.
    /// - Throws: ``LayoutError/separatorCountMismatch(views:separators:_:)`` unless there is
    ///   one separator fewer than views; ``LayoutError/missingSuperview(item:_:)`` when the
    ///   first view has no superview; ``LayoutError/invalidValue(_:_:)`` for a non-finite margin.
    public static func horizontalAlignmentConstraints(
        for views: [LayoutItem], separators: [LayoutItem], margins: Double, fileID: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try alignmentConstraints(
            for: views, separators: separators, margins: margins, axis: .horizontal, fileID: fileID,
            line: line)
    }

    /// Constraints that lay `views` out in a column, a separator between each two, spanning the
    /// superview's height inside `margins`: `V:|-margins-[view0][separator0]…[viewN]-margins-|`.
    /// All views get equal heights, all separators equal heights, and all are aligned by their
    /// left edges.
    ///
    /// - Parameters:
    ///   - views: the views, top to bottom.
    ///   - separators: the views or guides between them: exactly one fewer than `views`.
    ///   - margins: the space at both ends, in cells.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: the constraints in the order of
    ///   ``horizontalAlignmentConstraints(for:separators:margins:fileID:line:)``, with top and
    ///   bottom, heights, and left edges. Inactive; empty for no views.
    /// - Throws: as ``horizontalAlignmentConstraints(for:separators:margins:fileID:line:)``.
    public static func verticalAlignmentConstraints(
        for views: [LayoutItem], separators: [LayoutItem], margins: Double, fileID: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try alignmentConstraints(
            for: views, separators: separators, margins: margins, axis: .vertical, fileID: fileID,
            line: line)
    }

    /// The row (horizontal) or column (vertical) of views and separators.
    ///
    /// The order, stable:
    /// 1. Along the axis: `view0.start == superview.start + margins`; then for each separator
    ///    `i`, `separator_i.start == view_i.end` and `view_i+1.start == separator_i.end`;
    ///    finally `viewN.end == superview.end − margins` (start/end are leading/trailing or
    ///    top/bottom).
    /// 2. Sizes: `view_i.size == view0.size` for i ≥ 1, then `separator_i.size ==
    ///   separator0.size` for i ≥ 1 (width or height).
    /// 3. Alignment across the axis: in the row order view0, separator0, view1, …, each item's
    ///    bottom (left for a column) equal to the previous item's.
    static func alignmentConstraints(
        for views: [LayoutItem], separators: [LayoutItem], margins: Double, axis: LayoutAxis,
        fileID: String, line: Int
    ) throws(LayoutError) -> [LayoutConstraint] {
        let location = CodeLocation(fileID: fileID, line: line)
        guard let first = views.first else {
            guard separators.isEmpty else {
                throw .separatorCountMismatch(views: 0, separators: separators.count, location)
            }
            return []
        }
        guard separators.count == views.count - 1 else {
            throw .separatorCountMismatch(views: views.count, separators: separators.count, location)
        }
        guard let superview = first.impliedSuperview else {
            throw .missingSuperview(item: first.displayName, location)
        }
        guard margins.isFinite else { throw .invalidValue("margins is \(margins)", location) }
        let horizontal = axis == .horizontal
        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let across: LayoutAttribute = horizontal ? .bottom : .left

        var row: [LayoutItem] = []
        for (index, view) in views.enumerated() {
            row.append(view)
            if index < separators.count { row.append(separators[index]) }
        }
        var result = [factoryConstraint(first, start, to: superview, start, constant: margins, location)]
        for (previous, next) in zip(row, row.dropFirst()) {
            result.append(factoryConstraint(next, start, to: previous, end, constant: 0, location))
        }
        result.append(
            factoryConstraint(row[row.count - 1], end, to: superview, end, constant: -margins, location))
        for view in views.dropFirst() {
            result.append(factoryConstraint(view, size, to: first, size, constant: 0, location))
        }
        for separator in separators.dropFirst() {
            result.append(factoryConstraint(separator, size, to: separators[0], size, constant: 0, location))
        }
        for (previous, next) in zip(row, row.dropFirst()) {
            result.append(factoryConstraint(next, across, to: previous, across, constant: 0, location))
        }
        return result
    }
}
