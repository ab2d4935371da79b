extension Canvas {
    /// Draws text on one line, starting at a position and clipped to the canvas.
    ///
    /// Each grapheme cluster takes its display width (see `DisplayWidth`). Clusters with no
    /// width — control characters including newlines and tabs, lone combining marks, lone
    /// zero-width characters — are dropped: they take no column and never reach the screen.
    /// Nothing is truncated or wrapped; use `draw(text:in:style:alignment:wrapping:)` for that.
    ///
    /// ```swift
    /// let used = canvas.draw(text: "Name: ", at: Point(x: 1, y: 0), style: bold)
    /// canvas.draw(text: "山田", at: Point(x: 1 + used, y: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - position: Where its first column goes, in canvas coordinates.
    ///   - style: How it looks.
    /// - Returns: The columns the text advanced: its display width, visible or not.
    /// - Complexity: O(*n*) in the text's length.
    @inlinable @discardableResult
    public func draw(text: some StringProtocol, at position: Point, style: Style = .plain) -> Int {
        // Specialized in the caller's module, so the generic text costs nothing; the work is
        // done on a Substring.
        drawLine(Substring(viewing: text), at: position, style: style)
    }

    /// The work of `draw(text:at:style:)`.
    @usableFromInline
    func drawLine(_ text: Substring, at position: Point, style: Style) -> Int {
        let target = position.offsetBy(dx: origin.x, dy: origin.y)
        guard target.y >= clip.minY, target.y < clip.maxY else { return DisplayWidth.of(text) }
        if let width = drawASCII(text, at: position, style: style) { return width }
        let visibleEnd = clip.maxX - origin.x
        var x = position.x
        var index = text.startIndex
        while index < text.endIndex, x < visibleEnd {
            let character = text[index]
            index = text.index(after: index)
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            put(Cell(grapheme: character, width: UInt8(width), style: style), at: Point(x: x, y: position.y))
            x += width
        }
        // The rest is clipped away: only its width matters.
        return x - position.x + DisplayWidth.of(text[index...])
    }

    /// Draws text inside a rectangle: aligned, and wrapped or truncated to its width.
    ///
    /// Lines go from the rectangle's top row down. With `.word` wrapping, when the text needs
    /// more rows than the rectangle has, the last row shown ends with `…`. With `.none`, each
    /// line of the text (split at newlines) is one row, truncated with `…`. Nothing is drawn
    /// outside the rectangle, and cells of the rectangle the text does not reach are left as
    /// they were.
    ///
    /// ```swift
    /// canvas.draw(text: "A long description of the item", in: Rect(x: 0, y: 0, width: 12, height: 2))
    /// // "A long      "
    /// // "description…"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: The rectangle, in canvas coordinates.
    ///   - style: How it looks.
    ///   - alignment: Where each line sits in the rectangle's width.
    ///   - wrapping: Whether long lines wrap (`.word`, the default) or are truncated (`.none`).
    /// - Returns: The number of rows drawn.
    @discardableResult
    public func draw(
        text: some StringProtocol, in rect: Rect, style: Style = .plain,
        alignment: TextAlignment = .leading, wrapping: TextWrapping = .word
    ) -> Int {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        var lines: [String]
        switch wrapping {
        case .word:
            lines = text.wrapped(toDisplayWidth: rect.width)
            if lines.count > rect.height {
                lines.removeSubrange(rect.height...)
                // Mark the cut: the last row shown ends with an ellipsis.
                let last = TextLayout.prefix(of: lines[rect.height - 1][...], fitting: rect.width - 1)
                lines[rect.height - 1] = String(last.text) + "…"
            }
        case .none:
            lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .prefix(rect.height)
                .map { $0.truncated(toDisplayWidth: rect.width) }
        }
        let area = subcanvas(rect)
        for (row, line) in lines.enumerated() {
            let x = alignment.offset(ofLineWidth: DisplayWidth.of(line), in: rect.width)
            area.draw(text: line, at: Point(x: x, y: row), style: style)
        }
        return lines.count
    }

    /// The fast path of `draw(text:at:style:)` for ASCII text, which is most text: one column
    /// per printable byte, no cluster segmentation (iterating Characters costs several times
    /// more than iterating bytes), no width look-up.
    ///
    /// - Returns: The columns advanced, or `nil` (having drawn nothing) if the text is not ASCII.
    private func drawASCII(_ text: Substring, at position: Point, style: Style) -> Int? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let visibleEnd = clip.maxX - origin.x
        var x = position.x
        for byte in utf8 where byte >= 0x20 && byte != 0x7F {
            if x < visibleEnd {
                put(Cell(ascii: byte, style: style), at: Point(x: x, y: position.y))
            }
            x += 1
        }
        return x - position.x
    }
}
