// The constraint debugger's overlay: outlines over every view, then the panel.

extension ConstraintDebugger {
    /// What one overlay frame found out about the layout.
    private struct Findings {
        /// The broken (unsatisfiable) constraints' issues, in the order they broke.
        var issues: [LayoutIssue] = []
        /// The views a broken constraint mentions.
        var brokenViews: Set<ObjectIdentifier> = []
        /// The ambiguously placed views, in tree order.
        var ambiguousViews: [TermView] = []
    }

    /// Draws the overlay: called by the application at the end of each frame while it shows.
    func drawOverlay(in canvas: Canvas) {
        guard let window = application?.window else { return }
        let theme = window.theme
        var findings = Findings()
        findings.issues = window.layoutIssues.filter { $0.kind == .unsatisfiable && $0.constraint != nil }
        for constraint in findings.issues.compactMap(\.constraint) {
            for item in constraint.items {
                if let view = item.hostView { findings.brokenViews.insert(ObjectIdentifier(view)) }
            }
        }
        let inspected = inspectedView
        var views: [OutlinedView] = []
        for subview in window.subviews { collect(subview, clip: canvas.bounds, into: &views) }
        let answers = ambiguity(of: views, inspected: inspected, in: window)
        for (entry, answer) in zip(views, answers) {
            if answer == true { findings.ambiguousViews.append(entry.view) }
            guard !entry.visible.isEmpty else { continue }
            outline(
                entry, ambiguous: answer == true, in: canvas, theme: theme, inspected: inspected,
                findings: findings)
        }
        drawPanel(in: canvas, theme: theme, inspected: inspected, findings: findings)
    }

    /// The name the overlay shows for a view: its identifier, or its type.
    func overlayName(of view: TermView) -> String {
        if let identifier = view.identifier { return identifier }
        let type = ObjectIdentifier(Swift.type(of: view))
        if let name = typeNames[type] { return name }
        let name = view.typeName
        typeNames[type] = name
        return name
    }

    /// Lists `view` and its subtree in tree order, each with its frame clipped to its
    /// ancestors; hidden views are skipped, like the renderer does.
    private func collect(_ view: TermView, clip: Rect, into views: inout [OutlinedView]) {
        guard !view.isHidden else { return }
        let frame = view.frameInWindow
        let visible = frame.intersection(clip)
        views.append(OutlinedView(view: view, frame: frame, visible: visible))
        for subview in view.subviews { collect(subview, clip: visible, into: &views) }
    }

    /// Outlines one view on screen in the style of what is known about it: broken, ambiguous,
    /// or neither (which includes not checked yet).
    private func outline(
        _ entry: OutlinedView, ambiguous: Bool, in canvas: Canvas, theme: Theme, inspected: TermView?,
        findings: Findings
    ) {
        let style: Style
        if findings.brokenViews.contains(ObjectIdentifier(entry.view)) {
            style = theme.debugBroken
        } else if ambiguous {
            style = theme.debugAmbiguous
        } else {
            style = theme.debugOutline
        }
        let frame = entry.frame
        let area = canvas.clipped(to: entry.visible)
        let lineStyle: LineStyle = entry.view === inspected ? .heavy : .single
        let name = overlayName(of: entry.view)
        area.drawBox(frame, lineStyle: lineStyle, style: style, title: name)
        if frame.height < 2 || frame.width < 2 {
            // Too thin for a box with a title: the name goes over the line.
            area.draw(text: name.truncated(toDisplayWidth: frame.width), at: frame.origin, style: style)
        }
    }

    /// Draws the panel: the inspected view's constraints, the broken constraints with what they
    /// conflict with, and the ambiguous views. It sits at the bottom of the screen, or at the
    /// top when the inspected view's centre is in the bottom half.
    private func drawPanel(in canvas: Canvas, theme: Theme, inspected: TermView?, findings: Findings) {
        var lines: [(text: String, style: Style)] = []
        // First, so that a short panel still says its list of ambiguous views is not complete.
        if uncheckedViewCount > 0 {
            let views = uncheckedViewCount == 1 ? "view" : "views"
            lines.append(
                ("Checking for ambiguity: \(uncheckedViewCount) \(views) left…", theme.secondaryText))
        }
        var title = "Constraint debugger"
        if let view = inspected {
            title = "\(overlayName(of: view)) \(view.frame)"
            if findings.ambiguousViews.contains(where: { $0 === view }) { title += " AMBIGUOUS" }
            var constraints: [LayoutConstraint] = []
            for constraint in view.constraintsAffectingLayout(for: .horizontal)
                + view.constraintsAffectingLayout(for: .vertical)
            where !constraints.contains(where: { $0 === constraint }) {
                constraints.append(constraint)
            }
            if constraints.isEmpty { lines.append(("No constraints.", theme.secondaryText)) }
            for constraint in constraints {
                lines.append((constraint.description, constraint.isBroken ? theme.debugBroken : theme.text))
            }
        } else {
            lines.append(("Point at a view or focus one to list its constraints.", theme.secondaryText))
        }
        for issue in findings.issues {
            guard let constraint = issue.constraint else { continue }
            lines.append(("Broken: \(constraint)", theme.debugBroken))
            for conflict in issue.conflicts { lines.append(("  conflicts with \(conflict)", theme.text)) }
        }
        if !findings.ambiguousViews.isEmpty {
            let names = findings.ambiguousViews.map(overlayName(of:)).joined(separator: ", ")
            lines.append(("Ambiguous: \(names)", theme.debugAmbiguous))
        }

        let size = canvas.size
        let height = min(lines.count + 2, max(3, size.height / 2))
        let inBottomHalf = inspected.map {
            $0.frameInWindow.minY + $0.frameInWindow.height / 2 >= size.height / 2
        }
        let top = inBottomHalf == true ? 0 : size.height - height
        let panel = Rect(x: 0, y: top, width: size.width, height: height)
        canvas.fill(panel, with: .blank(theme.background))
        canvas.drawBox(panel, style: theme.debugOutline, title: title, titleStyle: theme.title)

        let rows = height - 2
        let width = size.width - 2
        var shown = Array(lines.prefix(rows))
        if lines.count > rows, rows > 0 {
            shown[rows - 1] = ("… \(lines.count - rows + 1) more", theme.secondaryText)
        }
        for (index, line) in shown.enumerated() {
            canvas.draw(
                text: Self.fitting(line.text, width: width), at: Point(x: 1, y: top + 1 + index),
                style: line.style)
        }
    }

    /// A panel line cut to `width` columns, keeping a trailing source location whole: what a
    /// reader of a long equation needs most is where it was written.
    static func fitting(_ text: String, width: Int) -> String {
        guard text.displayWidth > width else { return text }
        // The location is the last parenthesised part: " (File.swift:12)", maybe "[broken]" after.
        guard let open = text.lastIndex(of: "("), open > text.startIndex,
            text[text.index(before: open)] == " ", text[open...].contains(".swift:")
        else { return text.truncated(toDisplayWidth: width) }
        let start = text.index(before: open)
        let tail = text[start...]
        let headWidth = width - tail.displayWidth
        guard headWidth >= 8 else { return text.truncated(toDisplayWidth: width) }
        return text[..<start].truncated(toDisplayWidth: headWidth) + tail
    }
}
