// Aligning and sizing several items: every anchor method without an argument makes that anchor
// of each item equal to the next item's (item 0 and 1, then 1 and 2, …).

extension ItemsChain {
    /// Aligns the items' left edges: each item's `left` equals the next one's.
    @discardableResult
    public func left(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.left($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' right edges: each item's `right` equals the next one's.
    @discardableResult
    public func right(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.right($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' top edges: each item's `top` equals the next one's.
    @discardableResult
    public func top(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.top($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' bottom edges: each item's `bottom` equals the next one's.
    @discardableResult
    public func bottom(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.bottom($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' leading edges: each item's `leading` equals the next one's.
    @discardableResult
    public func leading(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.leading($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' trailing edges: each item's `trailing` equals the next one's.
    @discardableResult
    public func trailing(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.trailing($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' horizontal centres: each item's `centerX` equals the next one's.
    @discardableResult
    public func centerX(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.centerX($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' vertical centres: each item's `centerY` equals the next one's.
    @discardableResult
    public func centerY(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.centerY($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' first baselines: each item's `firstBaseline` equals the next one's.
    @discardableResult
    public func firstBaseline(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.firstBaseline($1, fileID: fileID, line: line) }
    }

    /// Aligns the items' last baselines: each item's `lastBaseline` equals the next one's.
    @discardableResult
    public func lastBaseline(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.lastBaseline($1, fileID: fileID, line: line) }
    }

    /// Matches the items' widths: each item's `width` equals the next one's.
    @discardableResult
    public func width(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.width($1, fileID: fileID, line: line) }
    }

    /// Matches the items' heights: each item's `height` equals the next one's.
    @discardableResult
    public func height(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        between { $0.bb.height($1, fileID: fileID, line: line) }
    }

    /// Sets every item's width to `constant` cells.
    @discardableResult
    public func width(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        each { $0.bb.width(constant, fileID: fileID, line: line) }
    }

    /// Sets every item's height to `constant` cells.
    @discardableResult
    public func height(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        each { $0.bb.height(constant, fileID: fileID, line: line) }
    }

    /// Gives all items the same size: all widths equal (first), then all heights equal.
    @discardableResult
    public func size(fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        width(fileID: fileID, line: line).height(fileID: fileID, line: line)
    }

    /// Sets every item's width and height to `constant` cells (item by item: width, height).
    @discardableResult
    public func size(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        size(width: constant, height: constant, fileID: fileID, line: line)
    }

    /// Sets every item's size in cells (item by item: width, height).
    @discardableResult
    public func size(_ size: Size, fileID: String = #fileID, line: Int = #line) -> ItemsChain {
        self.size(width: Double(size.width), height: Double(size.height), fileID: fileID, line: line)
    }

    /// Sets every item's width and height in cells (item by item: width, height).
    @discardableResult
    public func size(
        width: Double, height: Double, fileID: String = #fileID, line: Int = #line
    ) -> ItemsChain {
        each { $0.bb.size(width: width, height: height, fileID: fileID, line: line) }
    }
}
