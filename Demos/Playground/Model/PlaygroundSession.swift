import TrellisCore

/// The playground's state without drawing: four views in a canvas, the entered lines and the
/// constraints each made, and what the layout engine says about them — which entries broke,
/// which conflict with them, which views are ambiguous.
///
/// ```swift
/// let session = PlaygroundSession(canvas: canvas)
/// try session.add("H:|-[v1(20)]-[v2]-|")     // throws FormatError with the column
/// session.statuses()                         // [.satisfied]
/// session.ambiguousViewNames()               // ["v1", "v2", "v3", "v4"]: nothing vertical yet
/// ```
@MainActor
final class PlaygroundSession {
    /// The view the items live in: `|` in the constraints.
    let canvas: TermView
    /// v1 … v4.
    let items: [PlaygroundItemView]
    /// The entered lines, in order.
    private(set) var entries: [ConstraintEntry] = []

    /// Where each item goes on an axis no entry decides: on a diagonal (so views placed on one
    /// axis only still do not overlap), at priority 1, below anything the user can type. They make an undecided view visible
    /// rather than piled at the origin; ``ambiguousViewNames()`` sets them aside.
    private let homeConstraints: [LayoutConstraint]

    /// The priority of the home positions.
    static let homePriority: LayoutPriority = 1

    /// Creates the four items in `canvas`.
    init(canvas: TermView) {
        self.canvas = canvas
        items = (1...4).map { PlaygroundItemView(name: "v\($0)", colorIndex: $0 - 1) }
        var homes: [LayoutConstraint] = []
        for (index, item) in items.enumerated() {
            canvas.addSubview(item)
            homes += [
                item.leftAnchor.constraint(equalTo: canvas.leftAnchor, constant: Double(1 + 8 * index)),
                item.topAnchor.constraint(equalTo: canvas.topAnchor, constant: Double(3 * index)),
            ]
        }
        for home in homes {
            home.priority = Self.homePriority
            home.identifier = "home"
        }
        homeConstraints = homes
        LayoutConstraint.activate(homes)
    }

    /// The names the constraints may use.
    var views: [String: LayoutItem] {
        Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0 as LayoutItem) })
    }

    /// Parses `line` and installs its constraints as a new entry.
    ///
    /// - Returns: The entry.
    /// - Throws: ``FormatError`` (nothing is added) when the line is malformed; `LayoutError`
    ///   when its constraints cannot be installed.
    @discardableResult
    func add(_ line: String) throws -> ConstraintEntry {
        let constraints = try LayoutConstraint.constraints(withVisualFormat: line, views: views)
        try LayoutConstraint.install(constraints)
        let entry = ConstraintEntry(text: line, constraints: constraints)
        entries.append(entry)
        return entry
    }

    /// Removes the entry at `index` and uninstalls its constraints; an index outside the
    /// entries does nothing.
    func remove(at index: Int) {
        guard entries.indices.contains(index) else { return }
        LayoutConstraint.uninstall(entries.remove(at: index).constraints)
    }

    /// Removes every entry.
    func removeAll() {
        for entry in entries { LayoutConstraint.uninstall(entry.constraints) }
        entries.removeAll()
    }

    /// Replaces the entries with a preset's lines.
    func load(_ preset: PlaygroundPreset) {
        removeAll()
        // The presets are tested to parse: a failure here would be a bug, and leaves it out.
        for line in preset.lines { _ = try? add(line) }
    }

    /// Each entry's status, from the layout engine's broken constraints and their conflict sets.
    func statuses() -> [EntryStatus] {
        let issues = canvas.window?.layoutIssues ?? []
        func indices(of constraints: [LayoutConstraint]) -> [Int] {
            entries.indices.filter { index in constraints.contains { entries[index].owns($0) } }
        }
        return entries.map { entry in
            let broken = issues.filter { issue in issue.constraint.map(entry.owns) ?? false }
            if !broken.isEmpty {
                let others = indices(of: broken.flatMap(\.conflicts)).filter { entries[$0] !== entry }
                return .broken(conflictsWith: others)
            }
            let against = issues.filter { issue in issue.conflicts.contains { entry.owns($0) } }
            if !against.isEmpty {
                return .conflicting(with: indices(of: against.compactMap(\.constraint)))
            }
            return .satisfied
        }
    }

    /// The names of the items whose frame the entered constraints leave open (the home
    /// positions, which decide them on screen, are set aside while the engine is asked).
    func ambiguousViewNames() -> [String] {
        LayoutConstraint.deactivate(homeConstraints)
        defer { LayoutConstraint.activate(homeConstraints) }
        return items.filter(\.hasAmbiguousLayout).map(\.name)
    }
}
