// The "grid N" workload of Benchmarks/GRID_RESIZE.md built with Trellis: bordered labels
// in a 10-column grid with a one-column gutter, rows either filling the height (`fill`) or
// three lines each (`fixed3`). Columns and rows are layout guides; every leaf is pinned to its
// column and row guide, so the constraints grow linearly with N.

import TrellisCore

/// The two row layouts of the workload.
enum GridLayout: String {
    case fill
    case fixed3
}

/// A leaf of the grid: a single-line box (white on black) with `item i` on its first content
/// line, left-aligned and clipped.
@MainActor
final class GridLeaf: TermView {
    let text: String
    static let style = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0))
    static let topLeft = Cell(grapheme: "┌", width: 1, style: style)
    static let topRight = Cell(grapheme: "┐", width: 1, style: style)
    static let horizontal = Cell(grapheme: "─", width: 1, style: style)

    init(index: Int) {
        text = "item \(index)"
        super.init()
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func draw(in canvas: Canvas) {
        guard canvas.size.height > 1 else {
            // A one-line leaf shows its top border, corners included (the workload's rule).
            let width = canvas.size.width
            guard width > 0 else { return }
            canvas.fill(Rect(x: 1, y: 0, width: width - 2, height: 1), with: Self.horizontal)
            canvas.put(Self.topLeft, at: .zero)
            if width > 1 { canvas.put(Self.topRight, at: Point(x: width - 1, y: 0)) }
            return
        }
        canvas.fill(with: .blank(Self.style))
        canvas.drawBox(canvas.bounds, lineStyle: .single, style: Self.style)
        let content = canvas.subcanvas(
            Rect(x: 1, y: 1, width: canvas.size.width - 2, height: canvas.size.height - 2))
        _ = content.draw(text: text, at: .zero, style: Self.style)
    }
}

/// The grid's views: the container and the leaves, row-major.
@MainActor
struct GridViews {
    let container: TermView
    let leaves: [GridLeaf]
}

/// Builds the grid of `count` leaves inside `window`.
@MainActor
func buildGrid(count: Int, layout: GridLayout, in window: TermWindow) -> GridViews {
    let columns = 10
    let rows = (count + columns - 1) / columns
    window.backgroundColor = .rgb(0, 0, 0)
    let container = TermView()
    container.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(container)
    var constraints: [LayoutConstraint] = [
        container.leftAnchor.constraint(equalTo: window.leftAnchor),
        container.rightAnchor.constraint(equalTo: window.rightAnchor),
        container.topAnchor.constraint(equalTo: window.topAnchor),
    ]
    switch layout {
    case .fill: constraints.append(container.bottomAnchor.constraint(equalTo: window.bottomAnchor))
    case .fixed3: constraints.append(container.heightAnchor.constraint(equalToConstant: Double(3 * rows)))
    }
    // Column guides: equal widths, a one-cell gutter, flush with the container's edges.
    var columnGuides: [LayoutGuide] = []
    for column in 0..<columns {
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        if column == 0 {
            constraints.append(guide.leftAnchor.constraint(equalTo: container.leftAnchor))
        } else {
            constraints.append(
                guide.leftAnchor.constraint(equalTo: columnGuides[column - 1].rightAnchor, constant: 1))
            constraints.append(guide.widthAnchor.constraint(equalTo: columnGuides[0].widthAnchor))
        }
        columnGuides.append(guide)
    }
    constraints.append(columnGuides[columns - 1].rightAnchor.constraint(equalTo: container.rightAnchor))
    // Row guides: equal heights filling the container, or three lines each.
    var rowGuides: [LayoutGuide] = []
    for row in 0..<rows {
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        constraints.append(
            row == 0
                ? guide.topAnchor.constraint(equalTo: container.topAnchor)
                : guide.topAnchor.constraint(equalTo: rowGuides[row - 1].bottomAnchor))
        switch layout {
        case .fill:
            if row > 0 {
                constraints.append(guide.heightAnchor.constraint(equalTo: rowGuides[0].heightAnchor))
            }
        case .fixed3:
            constraints.append(guide.heightAnchor.constraint(equalToConstant: 3))
        }
        rowGuides.append(guide)
    }
    if layout == .fill {
        constraints.append(rowGuides[rows - 1].bottomAnchor.constraint(equalTo: container.bottomAnchor))
    }
    var leaves: [GridLeaf] = []
    leaves.reserveCapacity(count)
    for index in 0..<count {
        let leaf = GridLeaf(index: index)
        container.addSubview(leaf)
        let column = columnGuides[index % columns]
        let row = rowGuides[index / columns]
        constraints += [
            leaf.leftAnchor.constraint(equalTo: column.leftAnchor),
            leaf.rightAnchor.constraint(equalTo: column.rightAnchor),
            leaf.topAnchor.constraint(equalTo: row.topAnchor),
            leaf.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ]
        leaves.append(leaf)
    }
    LayoutConstraint.activate(constraints)
    return GridViews(container: container, leaves: leaves)
}

/// The workload's geometry checks (step 5) on the laid-out grid; `nil` when they pass.
@MainActor
func gridGeometryProblem(_ grid: GridViews, layout: GridLayout, size: Size) -> String? {
    let firstRow = grid.leaves.prefix(10)
    guard let first = firstRow.first, let last = firstRow.last else { return "no leaves" }
    if first.frameInWindow.minX != 0 || last.frameInWindow.maxX != size.width {
        return
            "first row spans \(first.frameInWindow.minX)..<\(last.frameInWindow.maxX), not 0..<\(size.width)"
    }
    let rows = (grid.leaves.count + 9) / 10
    if layout == .fill && rows <= size.height {
        let heights = stride(from: 0, to: grid.leaves.count, by: 10).map { grid.leaves[$0].frame.height }
        let sum = heights.reduce(0, +)
        if sum != size.height { return "first-column heights sum to \(sum), not \(size.height)" }
    }
    return nil
}
