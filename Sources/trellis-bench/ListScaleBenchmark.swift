// `trellis-bench widgets --only list` (a, continued): a ListView of text rows, a ListView of row
// views (a Label per row on screen) and a three-column Table, each of 1,000 and of 1,000,000
// rows in a 120×40 application. Each frame is timed with its event (layout, drawing, diff into
// a HeadlessBackend): the first frame, End (to the last row), one wheel step, a reload; for the
// table also the frame after a sort. The sort itself is the data source's work (an index
// permutation sorted by the column's key, O(n log n)), done once per sort and reported on its
// own. What a frame costs must not grow with the row count: the two sizes are reported with
// their ratio, and the rows asked for or configured per frame must be the same.

import TrellisCore

/// One long-list subject of the workload: a view in an application, and how to count and sort.
@MainActor
private struct ListScaleSubject {
    let name: String
    let application: Application
    /// What the application's terminal shows.
    let backend: HeadlessBackend
    /// Rows the data source was asked for (text, cells or configure calls) since the last read.
    let takeAsks: () -> Int
    /// The last row's text as the subject would show it.
    let lastRowText: String
    /// Sorts the data by the first column, descending, and tells the view; `nil` for lists.
    let sort: (() -> Void)?
    /// Reloads the view's data.
    let reload: () -> Void
}

/// A 120×40 application showing `view` filling the window, focused, with its first frame drawn.
@MainActor
private func showFilling(_ view: TermView) -> (Application, HeadlessBackend, Double) {
    let (application, backend) = makeHeadlessApplication(size: Size(width: 120, height: 40))
    let start = monotonicNanoseconds()
    application.window.addSubview(view)
    let window = application.window
    LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: window.leftAnchor),
        view.rightAnchor.constraint(equalTo: window.rightAnchor),
        view.topAnchor.constraint(equalTo: window.topAnchor),
        view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    _ = application.focus(view)
    application.renderFrameIfNeeded(force: true)
    return (application, backend, Double(monotonicNanoseconds() - start))
}

/// Counts calls: the data sources below bump it, the workload reads and resets it.
@MainActor
private final class AskCounter {
    var count = 0
    func take() -> Int {
        defer { count = 0 }
        return count
    }
}

@MainActor
private func makeSubjects(rows: Int) -> [(ListScaleSubject, Double)] {
    var subjects: [(ListScaleSubject, Double)] = []

    let textAsks = AskCounter()
    let textList = ListView(rowCount: rows) { row in
        textAsks.count += 1
        return "Row \(row) — some text to draw in every visible row"
    }
    let (textApplication, textBackend, textFirst) = showFilling(textList)
    subjects.append(
        (
            ListScaleSubject(
                name: "text list", application: textApplication, backend: textBackend,
                takeAsks: textAsks.take,
                lastRowText: "Row \(rows - 1) ", sort: nil, reload: textList.reloadData), textFirst
        ))

    let viewAsks = AskCounter()
    let viewList = ListView(rowCount: rows) {
        Label()
    } configureRow: { label, index in
        viewAsks.count += 1
        label.text = "Item \(index) in a row view"
    }
    let (viewApplication, viewBackend, viewFirst) = showFilling(viewList)
    subjects.append(
        (
            ListScaleSubject(
                name: "row-view list", application: viewApplication, backend: viewBackend,
                takeAsks: viewAsks.take,
                lastRowText: "Item \(rows - 1) ", sort: nil, reload: viewList.reloadData), viewFirst
        ))

    // The table's model: a key per record (a scrambled number) and the order rows show it in.
    let keys = (0..<rows).map { ($0 &* 7919) % rows }
    var order = Array(0..<rows)
    let cellAsks = AskCounter()
    let table = Table(
        columns: [
            TableColumn("Key", width: .fixed(10), alignment: .trailing),
            TableColumn("Record", width: .fixed(12)),
            TableColumn("Note", width: .flexible(minimum: 10)),
        ], rowCount: rows)
    table.cellText = { row, column in
        cellAsks.count += 1
        let record = order[row]
        switch column {
        case 0: return "\(keys[record])"
        case 1: return "#\(record)"
        default: return "a note about record \(record)"
        }
    }
    table.onSortChange = { _, ascending in
        order.sort { ascending ? keys[$0] < keys[$1] : keys[$0] > keys[$1] }
    }
    let (tableApplication, tableBackend, tableFirst) = showFilling(table)
    subjects.append(
        (
            ListScaleSubject(
                name: "table", application: tableApplication, backend: tableBackend, takeAsks: cellAsks.take,
                lastRowText: "",
                sort: { table.sort(byColumn: 0, ascending: false) }, reload: table.reloadData),
            tableFirst
        ))
    return subjects
}

@MainActor
func runListScaleWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    let sizes = [1000, 1_000_000]
    // Median frame per subject, job and size; asks per frame per subject and size.
    var medians: [String: [Int: Double]] = [:]
    var asks: [String: [Int: [Int]]] = [:]
    for rows in sizes {
        for (subject, firstFrame) in makeSubjects(rows: rows) {
            let label = "list-scale \(subject.name) rows=\(rows)"
            var frameAsks = [subject.takeAsks()]
            report("\(label) attach + first frame", [firstFrame], json: options.json)
            let application = subject.application
            let passes = options.quick ? 3 : 20
            var end: [Double] = []
            var wheel: [Double] = []
            var reload: [Double] = []
            var sorted: [Double] = []
            var sorting: [Double] = []
            for _ in 0..<passes {
                end.append(timeStep(application, .key(KeyEvent(.end))))
                frameAsks.append(subject.takeAsks())
                wheel.append(timeStep(application, .mouse(MouseEvent(.wheel(.up), at: Point(x: 5, y: 5)))))
                frameAsks.append(subject.takeAsks())
                let start = monotonicNanoseconds()
                subject.reload()
                application.renderFrameIfNeeded()
                reload.append(Double(monotonicNanoseconds() - start))
                frameAsks.append(subject.takeAsks())
                application.handle(.key(KeyEvent(.home)))
                application.renderFrameIfNeeded()
                frameAsks.append(subject.takeAsks())
            }
            if let sort = subject.sort {
                for _ in 0..<(options.quick ? 1 : 3) {
                    let start = monotonicNanoseconds()
                    sort()  // the data source sorts here, once
                    let sortedAt = monotonicNanoseconds()
                    application.renderFrameIfNeeded()
                    sorting.append(Double(sortedAt - start))
                    sorted.append(Double(monotonicNanoseconds() - sortedAt))
                    frameAsks.append(subject.takeAsks())
                }
            }
            report("\(label) End (to the last row)", end, json: options.json)
            report("\(label) wheel step", wheel, json: options.json)
            report("\(label) reload", reload, json: options.json)
            var jobs = ["End": end, "wheel": wheel, "reload": reload]
            if !sorted.isEmpty {
                report("\(label) sort the data (data source, O(n log n))", sorting, json: options.json)
                report("\(label) frame after the sort", sorted, json: options.json)
                jobs["sorted frame"] = sorted
            }
            for (job, samples) in jobs {
                medians["\(subject.name): \(job)", default: [:]][rows] = median(samples.sorted())
            }
            asks[subject.name, default: [:]][rows] = frameAsks
            if !subject.lastRowText.isEmpty {
                application.handle(.key(KeyEvent(.end)))
                application.renderFrameIfNeeded()
                let shown = subject.backend.lines.contains { $0.hasPrefix(subject.lastRowText) }
                print("CHECK \(label) End shows the last row \(verdict(shown, &failures))")
            }
        }
    }
    for (job, bySize) in medians.sorted(by: { $0.key < $1.key }) {
        if let small = bySize[sizes[0]], let large = bySize[sizes[1]] {
            print("RATIO list-scale \(job) 1,000,000 rows / 1,000 rows: \(ratio(large, small))")
        }
    }
    for (name, bySize) in asks.sorted(by: { $0.key < $1.key }) {
        let same = bySize[sizes[0]] == bySize[sizes[1]]
        let most = bySize.values.flatMap { $0 }.max() ?? 0
        print(
            "CHECK list-scale \(name) asks for the same rows per frame at both sizes (at most \(most)) "
                + verdict(same, &failures))
    }
    return failures
}
