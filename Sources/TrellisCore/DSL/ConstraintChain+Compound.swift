// Methods of `bb` chains that stand for several anchors or relate the receiver to itself:
// aspect ratio, centre, size and offsets between anchors.

extension ConstraintChain {
    /// Makes the width `ratio` times the height: `view.bb.aspectRatio(2)` is
    /// `view.width == 2 * view.height`.
    @discardableResult
    public func aspectRatio(_ ratio: Double = 1, fileID: String = #fileID, line: Int = #line) -> Next {
        var parts = ExpressionParts(subject: .anchor(item.heightAnchor.terms))
        parts.multiplier = ratio
        return constrain(.width, to: parts, fileID, line)
    }

    /// Centres the receiver in its superview: `centerX()` then `centerY()`.
    @discardableResult
    public func center(fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        center(parts: ExpressionParts(subject: .implied), fileID, line)
    }

    /// Centres the receiver `constant` cells right of and below the superview's centre.
    @discardableResult
    public func center(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        center(parts: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Centres the receiver on `item`: `centerX(item)` then `centerY(item)`.
    @discardableResult
    public func center(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        center(parts: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Centres the receiver by an item expression on both axes: `center(view + 1)`,
    /// `center(>=view ~ 500)`.
    @discardableResult
    public func center<Expr: ItemExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        center(parts: expression.parts, fileID, line)
    }

    private func center(parts: ExpressionParts, _ fileID: String, _ line: Int) -> MultipleChain {
        multiple.constrain(.centerX, to: parts, fileID, line).constrain(.centerY, to: parts, fileID, line)
    }

    /// Matches the superview's size: `width()` then `height()`.
    @discardableResult
    public func size(fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        size(parts: ExpressionParts(subject: .superview), fileID, line)
    }

    /// Sets both dimensions to `constant` cells.
    @discardableResult
    public func size(_ constant: Double, fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        size(parts: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    /// Matches `item`'s size.
    @discardableResult
    public func size(_ item: LayoutItem, fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        size(parts: ExpressionParts(subject: .item(item)), fileID, line)
    }

    /// Makes both dimensions equal to `anchor`.
    @discardableResult
    public func size(_ anchor: DimensionAnchor, fileID: String = #fileID, line: Int = #line) -> MultipleChain
    {
        size(parts: ExpressionParts(subject: .anchor(anchor.terms)), fileID, line)
    }

    /// Constrains both dimensions by `expression`: `size(view / 2)` halves `view`'s width and
    /// height; `size(>=3)` keeps both at least 3.
    @discardableResult
    public func size<Expr: DimensionExpression>(
        _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        size(parts: expression.parts, fileID, line)
    }

    /// Sets the size in cells.
    @discardableResult
    public func size(_ size: Size, fileID: String = #fileID, line: Int = #line) -> MultipleChain {
        self.size(width: Double(size.width), height: Double(size.height), fileID: fileID, line: line)
    }

    /// Sets the width and the height in cells.
    @discardableResult
    public func size(
        width: Double, height: Double, fileID: String = #fileID, line: Int = #line
    ) -> MultipleChain {
        multiple.constrain(.width, to: ExpressionParts(subject: .implied, constant: width), fileID, line)
            .constrain(.height, to: ExpressionParts(subject: .implied, constant: height), fileID, line)
    }

    private func size(parts: ExpressionParts, _ fileID: String, _ line: Int) -> MultipleChain {
        multiple.constrain(.width, to: parts, fileID, line).constrain(.height, to: parts, fileID, line)
    }

    /// Makes two distances equal: `view1.bb.offset(view2.leftAnchor - view1.rightAnchor,
    /// view3.leftAnchor - view2.rightAnchor)` gives the two gaps the same width. The receiver
    /// need not be one of the items.
    @discardableResult
    public func offset(
        _ distance: DimensionAnchor, _ other: DimensionAnchor, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        offset(distance, parts: ExpressionParts(subject: .anchor(other.terms)), fileID, line)
    }

    /// Relates a distance to an expression of another one: `offset(a - b, (c - d) * 2 ~ 500)`.
    @discardableResult
    public func offset<Expr: DimensionAnchorExpression>(
        _ distance: DimensionAnchor, _ expression: Expr, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        offset(distance, parts: expression.parts, fileID, line)
    }

    /// Sets a distance to `constant` cells.
    @discardableResult
    public func offset(
        _ distance: DimensionAnchor, _ constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> Next {
        offset(distance, parts: ExpressionParts(subject: .implied, constant: constant), fileID, line)
    }

    func offset(
        _ distance: DimensionAnchor, parts: ExpressionParts, _ fileID: String, _ line: Int,
        problem: LayoutError? = nil
    ) -> Next {
        appending(
            ChainConstraintMaker.make(
                receiver: item, first: distance.terms, attribute: .width, parts: parts,
                location: CodeLocation(fileID: fileID, line: line), problem: problem))
    }
}
