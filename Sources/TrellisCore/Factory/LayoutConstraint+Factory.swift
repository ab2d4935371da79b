// TFLayoutConstraintsFactory's helpers: constraints for centring, margins to the superview and
// size. They return constraints and activate nothing (activate them, or `install` them).
// Numbers are `Double`s so that ``LayoutConstraint/noMetric`` (NaN) can mean "leave this out".

extension LayoutConstraint {
    /// Constraints that centre `item` on `other`, moved by `offset`.
    ///
    /// ```swift
    /// // Centred on both axes, 3 rows below the centre.
    /// let centring = try LayoutConstraint.centeringConstraints(
    ///     for: dialog, relativeTo: window, options: .absolute, offset: (x: .nan, y: 3))
    /// ```
    ///
    /// - Parameters:
    ///   - item: the view or guide to centre.
    ///   - other: the item to centre it on (usually its superview).
    ///   - options: which axes: `.none` gives no constraints, `.axisX` `centerX` only, `.axisY`
    ///     `centerY` only, `.absolute` `centerX` then `centerY`.
    ///   - offset: how far the centre moves from `other`'s, in cells; a ``noMetric`` (NaN)
    ///     component counts as 0.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: the constraints, inactive.
    /// - Throws: ``LayoutError/invalidValue(_:_:)`` for an infinite offset.
    public static func centeringConstraints(
        for item: LayoutItem, relativeTo other: LayoutItem, options: CenteringOption = .absolute,
        offset: (x: Double, y: Double) = (0, 0), fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let location = CodeLocation(fileID: fileID, line: line)
        let dx = try factoryValue(offset.x, "offset.x", location) ?? 0
        let dy = try factoryValue(offset.y, "offset.y", location) ?? 0
        var result: [LayoutConstraint] = []
        if options == .axisX || options == .absolute {
            result.append(factoryConstraint(item, .centerX, to: other, .centerX, constant: dx, location))
        }
        if options == .axisY || options == .absolute {
            result.append(factoryConstraint(item, .centerY, to: other, .centerY, constant: dy, location))
        }
        return result
    }

    /// Constraints that pin `item`'s edges to its superview's, inset by `insets`.
    ///
    /// ```swift
    /// // 1 row from the top, 2 columns from the left, free at the bottom, 4 from the right.
    /// let edges = try LayoutConstraint.constraints(
    ///     for: panel,
    ///     expandingEdgesToSuperviewWith: EdgeInsets(top: 1, left: 2, bottom: .nan, right: 4))
    /// ```
    ///
    /// - Parameters:
    ///   - item: the view or guide (a guide's superview is its owning view).
    ///   - insets: the distance inward from each edge; a ``noMetric`` (NaN) inset leaves that
    ///     edge unconstrained; a negative inset puts the edge outside the superview.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: in this order, those not skipped: `top == superview.top + top`, `bottom ==
    ///   superview.bottom − bottom`, `leading == superview.leading + left`, `trailing ==
    ///   superview.trailing − right`. Inactive.
    /// - Throws: ``LayoutError/missingSuperview(item:_:)`` when `item` has no superview;
    ///   ``LayoutError/invalidValue(_:_:)`` for an infinite inset.
    public static func constraints(
        for item: LayoutItem, expandingEdgesToSuperviewWith insets: EdgeInsets,
        fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let location = CodeLocation(fileID: fileID, line: line)
        guard let superview = item.impliedSuperview else {
            throw .missingSuperview(item: item.displayName, location)
        }
        let edges: [(LayoutAttribute, Double?, Double)] = [
            (.top, try factoryValue(insets.top, "insets.top", location), 1),
            (.bottom, try factoryValue(insets.bottom, "insets.bottom", location), -1),
            (.leading, try factoryValue(insets.left, "insets.left", location), 1),
            (.trailing, try factoryValue(insets.right, "insets.right", location), -1),
        ]
        return edges.compactMap { attribute, inset, sign in
            inset.map {
                factoryConstraint(item, attribute, to: superview, attribute, constant: sign * $0, location)
            }
        }
    }

    /// Constraints that set `item`'s width and height.
    ///
    /// ```swift
    /// // Only the height: 8 rows.
    /// let height = try LayoutConstraint.constraints(for: list, size: (width: .nan, height: 8))
    /// ```
    ///
    /// - Parameters:
    ///   - item: the view or guide.
    ///   - size: the size in cells; a ``noMetric`` (NaN) component is left out.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: `width == size.width`, then `height == size.height`, those not left out
    ///   (empty when both are NaN). Inactive.
    /// - Throws: ``LayoutError/invalidValue(_:_:)`` for an infinite component.
    public static func constraints(
        for item: LayoutItem, size: (width: Double, height: Double), fileID: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let location = CodeLocation(fileID: fileID, line: line)
        var result: [LayoutConstraint] = []
        if let width = try factoryValue(size.width, "size.width", location) {
            result.append(
                factoryConstraint(item, .width, to: nil, .notAnAttribute, constant: width, location))
        }
        if let height = try factoryValue(size.height, "size.height", location) {
            result.append(
                factoryConstraint(item, .height, to: nil, .notAnAttribute, constant: height, location))
        }
        return result
    }

    /// `value`, or `nil` for ``noMetric`` (NaN).
    ///
    /// - Throws: ``LayoutError/invalidValue(_:_:)`` when `value` is infinite.
    static func factoryValue(
        _ value: Double, _ name: String, _ location: CodeLocation
    ) throws(LayoutError) -> Double? {
        if value.isNaN { return nil }
        guard value.isFinite else { throw .invalidValue("\(name) is \(value)", location) }
        return value
    }

    /// `item.attribute == other.otherAttribute + constant` (or `== constant` without `other`).
    static func factoryConstraint(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        to other: LayoutItem?, _ otherAttribute: LayoutAttribute, constant: Double,
        _ location: CodeLocation
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: AnchorTerms(first: AnchorTerm(item: item, attribute: attribute, coefficient: 1)),
            relation: relation,
            second: other.map {
                AnchorTerms(first: AnchorTerm(item: $0, attribute: otherAttribute, coefficient: 1))
            },
            multiplier: 1, constant: constant, location: location)
    }
}
