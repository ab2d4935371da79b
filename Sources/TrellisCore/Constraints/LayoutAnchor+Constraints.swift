// The constraint builders of `NSLayoutAnchor`, `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and
// `NSLayoutDimension`. Each takes `#fileID`/`#line` defaults so that the constraint remembers the
// caller's line.

extension LayoutAnchor {
    // `other` is the other anchor's terms, not the anchor: these methods are generic, and
    // outside this module they run unspecialized, where an optional `LayoutAnchor<Kind>` costs
    // a metadata lookup and value-witness calls (five times the rest of making a constraint).
    private func make(
        _ relation: LayoutRelation, _ other: AnchorTerms?, multiplier: Double = 1,
        constant: Double, _ fileID: String, _ line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: terms, relation: relation, second: other, multiplier: multiplier,
            constant: constant, location: CodeLocation(fileID: fileID, line: line))
    }

    /// A constraint that makes this anchor equal to `anchor` plus `constant`.
    ///
    /// The constraint is not active yet: set `isActive = true` or pass it to
    /// ``LayoutConstraint/activate(_:)``.
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor.terms, constant: constant, fileID, line)
    }

    /// A constraint that keeps this anchor at or after `anchor` plus `constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor.terms, constant: constant, fileID, line)
    }

    /// A constraint that keeps this anchor at or before `anchor` plus `constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor.terms, constant: constant, fileID, line)
    }
}

extension LayoutAnchor where Kind: AxisAnchorKind {
    /// A dimension anchor for the distance from this anchor to `anchor` (`anchor − self`).
    ///
    /// ```swift
    /// // The gap between a and b equals the gap between b and c.
    /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    ///     .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
    ///     .isActive = true
    /// ```
    public func anchorWithOffset(to anchor: LayoutAnchor<Kind>) -> DimensionAnchor {
        // Location anchors are always a single term, so the offset has exactly two.
        DimensionAnchor(terms: AnchorTerms(first: anchor.terms.first, second: terms.first.negated))
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// A constraint that makes this dimension equal to `multiplier × anchor + constant`.
    public func constraint(
        equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor.terms, multiplier: multiplier, constant: constant, fileID, line)
    }

    /// A constraint that keeps this dimension at least `multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor.terms, multiplier: multiplier, constant: constant, fileID, line)
    }

    /// A constraint that keeps this dimension at most `multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor.terms, multiplier: multiplier, constant: constant, fileID, line)
    }

    /// A constraint that makes this dimension `constant` cells.
    public func constraint(
        equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, nil, constant: constant, fileID, line)
    }

    /// A constraint that keeps this dimension at least `constant` cells.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, fileID, line)
    }

    /// A constraint that keeps this dimension at most `constant` cells.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, fileID, line)
    }
}

extension LayoutAnchor where Kind: AxisAnchorKind {
    /// `self REL anchor + multiplier × standard spacing`: the system-spacing forms of both axes.
    fileprivate func spaced(
        _ relation: LayoutRelation, from anchor: LayoutAnchor<Kind>, multiplier: Double, _ fileID: String,
        _ line: Int
    ) -> LayoutConstraint {
        make(relation, anchor.terms, constant: multiplier * LayoutConstraint.standardSpacing, fileID, line)
    }
}

extension LayoutAnchor where Kind == XAxis {
    /// A constraint that puts this anchor `multiplier` standard spacings after `anchor`.
    ///
    /// The standard spacing is ``LayoutConstraint/standardSpacing`` (1 cell).
    public func constraint(
        equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.equal, from: anchor, multiplier: multiplier, fileID, line)
    }

    /// A constraint that keeps this anchor at least `multiplier` standard spacings after `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier, fileID, line)
    }

    /// A constraint that keeps this anchor at most `multiplier` standard spacings after `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier: multiplier, fileID, line)
    }
}

extension LayoutAnchor where Kind == YAxis {
    /// A constraint that puts this anchor `multiplier` standard spacings below `anchor`.
    ///
    /// The standard spacing is ``LayoutConstraint/standardSpacing`` (1 cell).
    public func constraint(
        equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.equal, from: anchor, multiplier: multiplier, fileID, line)
    }

    /// A constraint that keeps this anchor at least `multiplier` standard spacings below `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier, fileID, line)
    }

    /// A constraint that keeps this anchor at most `multiplier` standard spacings below `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double = 1,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier: multiplier, fileID, line)
    }
}
