extension Canvas {
    /// Draws a horizontal line, joining the lines and boxes it meets.
    ///
    /// Where the line crosses another line the cell becomes a crossing (`┼`); where one of its
    /// ends lies on another line it joins it (`├`, `┤`, `┬`, `┴`) instead of crossing it. So a
    /// separator inside a box should run from the box's left border to its right border:
    ///
    /// ```swift
    /// canvas.drawBox(Rect(x: 0, y: 0, width: 8, height: 5))
    /// canvas.drawHorizontalLine(from: Point(x: 0, y: 2), length: 8)
    /// // ┌──────┐
    /// // │      │
    /// // ├──────┤
    /// // │      │
    /// // └──────┘
    /// ```
    ///
    /// Weights mix where Unicode has a glyph for the mixture (a single line ending on a double
    /// border makes `╟`); otherwise the line being drawn decides the weight.
    ///
    /// - Parameters:
    ///   - start: The leftmost cell, in canvas coordinates.
    ///   - length: The number of cells; nothing is drawn when it is less than 1.
    ///   - lineStyle: The kind of line.
    ///   - style: The colours and attributes of the line's cells.
    public func drawHorizontalLine(
        from start: Point, length: Int, lineStyle: LineStyle = .single, style: Style = .plain
    ) {
        guard length > 0 else { return }
        let weight = lineStyle.weight
        let through = LineConnections(left: true, right: true, weight: weight)
        for offset in 0..<length {
            let inward = LineConnections(left: offset > 0, right: offset < length - 1, weight: weight)
            join(
                at: start.offsetBy(dx: offset, dy: 0), through: through, inward: inward,
                lineStyle: lineStyle, style: style)
        }
    }

    /// Draws a vertical line, joining the lines and boxes it meets (see
    /// `drawHorizontalLine(from:length:lineStyle:style:)`).
    ///
    /// - Parameters:
    ///   - start: The top cell, in canvas coordinates.
    ///   - length: The number of cells; nothing is drawn when it is less than 1.
    ///   - lineStyle: The kind of line.
    ///   - style: The colours and attributes of the line's cells.
    public func drawVerticalLine(
        from start: Point, length: Int, lineStyle: LineStyle = .single, style: Style = .plain
    ) {
        guard length > 0 else { return }
        let weight = lineStyle.weight
        let through = LineConnections(up: true, down: true, weight: weight)
        for offset in 0..<length {
            let inward = LineConnections(up: offset > 0, down: offset < length - 1, weight: weight)
            join(
                at: start.offsetBy(dx: 0, dy: offset), through: through, inward: inward,
                lineStyle: lineStyle, style: style)
        }
    }

    /// Draws the border of a rectangle, with an optional title in its top edge.
    ///
    /// Borders join the lines and boxes they meet: boxes that share an edge get `┬`, `┴`, `├`,
    /// `┤` and `┼` where their borders meet. A line that meets the title joins the top edge
    /// there and leaves the title whole. The title starts right after the top-left corner
    /// (or is centred or right-aligned in the top edge) and is truncated with `…` to fit between
    /// the corners.
    ///
    /// ```swift
    /// canvas.drawBox(Rect(x: 0, y: 0, width: 9, height: 3), title: "Title")
    /// // ┌Title──┐
    /// // │       │
    /// // └───────┘
    /// ```
    ///
    /// A rectangle one row high is drawn as a horizontal line, one column wide as a vertical
    /// line; an empty one draws nothing.
    ///
    /// - Parameters:
    ///   - rect: The rectangle whose outermost cells are the border, in canvas coordinates.
    ///   - lineStyle: The kind of line.
    ///   - style: The colours and attributes of the border.
    ///   - title: Text shown in the top edge, or `nil`.
    ///   - titleAlignment: Where the title sits in the top edge.
    ///   - titleStyle: How the title looks; the border's style when `nil`.
    public func drawBox(
        _ rect: Rect, lineStyle: LineStyle = .single, style: Style = .plain, title: String? = nil,
        titleAlignment: TextAlignment = .leading, titleStyle: Style? = nil
    ) {
        guard !rect.isEmpty else { return }
        guard rect.width > 1 else {
            drawVerticalLine(from: rect.origin, length: rect.height, lineStyle: lineStyle, style: style)
            return
        }
        guard rect.height > 1 else {
            drawHorizontalLine(from: rect.origin, length: rect.width, lineStyle: lineStyle, style: style)
            return
        }
        let weight = lineStyle.weight
        let horizontal = LineConnections(left: true, right: true, weight: weight)
        let vertical = LineConnections(up: true, down: true, weight: weight)
        let left = rect.minX
        let right = rect.maxX - 1
        let top = rect.minY
        let bottom = rect.maxY - 1
        func corner(_ x: Int, _ y: Int, _ connections: LineConnections) {
            join(
                at: Point(x: x, y: y), through: connections, inward: connections, lineStyle: lineStyle,
                style: style)
        }
        corner(left, top, LineConnections(down: true, right: true, weight: weight))
        corner(right, top, LineConnections(down: true, left: true, weight: weight))
        corner(left, bottom, LineConnections(up: true, right: true, weight: weight))
        corner(right, bottom, LineConnections(up: true, left: true, weight: weight))
        for x in (left + 1)..<right {
            corner(x, top, horizontal)
            corner(x, bottom, horizontal)
        }
        for y in (top + 1)..<bottom {
            corner(left, y, vertical)
            corner(right, y, vertical)
        }
        if let title, rect.width > 2 {
            let space = rect.width - 2
            let shown = title.truncated(toDisplayWidth: space)
            let x = titleAlignment.offset(ofLineWidth: DisplayWidth.of(shown), in: space)
            let width = subcanvas(Rect(x: left + 1, y: top, width: space, height: 1))
                .draw(text: shown, at: Point(x: x, y: 0), style: titleStyle ?? style)
            // The title lies on the top edge: lines that meet it there join the edge, and leave
            // the title whole.
            for column in 0..<width {
                markBorder(at: Point(x: left + 1 + x + column, y: top), as: horizontal)
            }
        }
    }

    /// Records `connections` in a cell that shows something other than a line (a title on a
    /// border), so that lines drawn onto it later join the border without covering it.
    private func markBorder(at position: Point, as connections: LineConnections) {
        let target = position.offsetBy(dx: origin.x, dy: origin.y)
        guard clip.contains(target) else { return }
        buffer.lineConnections[target.y * buffer.size.width + target.x] = connections.rawValue
    }

    /// Whether a cell shows a line: a box-drawing glyph, or `+`, `-` or `|` of an ASCII line.
    private static func showsLine(_ cell: Cell) -> Bool {
        if let ascii = cell.glyph.asciiValue {
            return ascii == UInt8(ascii: "+") || ascii == UInt8(ascii: "-") || ascii == UInt8(ascii: "|")
        }
        return cell.glyph.singleScalar.map { (0x2500...0x257F).contains($0.value) } ?? false
    }

    /// Draws one cell of a line, merged with the line connections already in the cell.
    ///
    /// - Parameters:
    ///   - position: The cell, in canvas coordinates.
    ///   - through: The connections when the cell holds no line yet.
    ///   - inward: The connections added to a cell that already holds a line (for the ends of a
    ///     line, only the direction pointing along the line, so the end joins instead of
    ///     crossing).
    private func join(
        at position: Point, through: LineConnections, inward: LineConnections, lineStyle: LineStyle,
        style: Style
    ) {
        let target = position.offsetBy(dx: origin.x, dy: origin.y)
        guard clip.contains(target) else { return }
        let index = target.y * buffer.size.width + target.x
        var existing = LineConnections(rawValue: buffer.lineConnections[index])
        let connections: LineConnections
        if existing.isEmpty {
            connections = through
        } else if !Self.showsLine(buffer.cells[index]) {
            // A title on a border: the line joins the border and the title stays.
            buffer.lineConnections[index] = existing.merged(with: inward.isEmpty ? through : inward).rawValue
            return
        } else {
            let ascii = buffer.cells[index].glyph.asciiValue
            if lineStyle != .ascii,
                ascii == UInt8(ascii: "+") || ascii == UInt8(ascii: "-") || ascii == UInt8(ascii: "|")
            {
                // An ASCII line has no weights of its own: it joins in the new line's weight.
                existing = existing.reweighted(lineStyle.weight)
            }
            connections = existing.merged(with: inward.isEmpty ? through : inward)
        }
        buffer.put(
            onBackdrop(Cell(glyph: connections.cellGlyph(in: lineStyle), width: 1, style: style)), at: target)
        buffer.lineConnections[index] = connections.rawValue
    }
}
