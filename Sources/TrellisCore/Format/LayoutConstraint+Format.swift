// JBNSLayoutConstraint's strings: constraints from `;`-separated linear equations and Visual
// Format pieces, and installing them in one call.

extension LayoutConstraint {
    /// Makes the constraints a format string describes: linear equations
    /// (`view1.centerX == |.centerX`) and Visual Format pieces (`H:|-[view1(20)]`), separated
    /// by `;`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|[view1(20)];V:|[view1];view1.height==view2+metric1",
    ///     metrics: ["metric1": 4], views: ["view1": view1, "view2": view2])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// `|` is the superview of the constraint's first view (a layout guide's owning view).
    /// Each constraint records the caller's file and line and, as its column, where in the
    /// string it was read; its description shows them (`view1.width == 20 (Form.swift:12:10)`).
    ///
    /// The constraints come back in a stable order: piece by piece as written; an equation
    /// with a compound attribute in its expansion order (`center` → centerX, centerY; `size` →
    /// width, height; `frame` → top, left, bottom, right); a Visual Format piece in the order
    /// of ``VisualFormat/steps`` (view predicates, then connections from start to end, then
    /// alignments).
    ///
    /// - Parameters:
    ///   - format: the string; see ``FormatParser`` for both grammars.
    ///   - options: alignment and direction for every Visual Format piece.
    ///   - metrics: named numbers the string may use wherever a number goes.
    ///   - views: the views and layout guides the string names.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: the constraints, inactive.
    /// - Throws: ``FormatError`` for any malformed input, with the column of the problem;
    ///   ``FormatError/Kind/missingSuperview(view:)`` when `|` stands for the superview of a
    ///   view that has none.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(FormatError) -> [LayoutConstraint] {
        let parsed = try FormatParser.parse(
            format, views: Set(views.keys), metrics: metrics, options: options)
        var result: [LayoutConstraint] = []
        for piece in parsed.pieces {
            let equations: [FormatEquation] =
                switch piece.content {
                case .equations(let equations): equations
                case .visualFormat(let visualFormat): visualFormat.equations()
                }
            let resolution = FormatResolution(
                format: parsed.format, piece: piece, views: views, fileID: fileID, line: line)
            for equation in equations {
                result.append(try resolution.constraint(for: equation))
            }
        }
        return result
    }

    /// Makes the constraints of a format string and installs each on the nearest common
    /// ancestor of its items, turning autoresizing translation off on its views except the one
    /// it is installed on (JBNSLayoutConstraint's `jb_installConstraintsWithVisualFormat`).
    ///
    /// ```swift
    /// try LayoutConstraint.installConstraints(
    ///     withVisualFormat: "view1.center == |; view1.size == 5", views: ["view1": view1])
    /// ```
    ///
    /// - Parameters:
    ///   - format: the string, as for ``constraints(withVisualFormat:options:metrics:views:fileID:line:)``.
    ///   - options: alignment and direction for every Visual Format piece.
    ///   - metrics: named numbers.
    ///   - views: the views and layout guides the string names.
    ///   - fileID: the calling file, recorded in the constraints as where they were made.
    ///   - line: the calling line, recorded with the file.
    /// - Returns: the installed constraints, in the documented order.
    /// - Throws: ``FormatError`` when the string is malformed; ``LayoutError`` when a
    ///   constraint's items share no ancestor (then none is installed).
    @discardableResult
    public static func installConstraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws -> [LayoutConstraint] {
        let constraints = try constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views, fileID: fileID,
            line: line)
        try install(constraints)
        return constraints
    }
}
