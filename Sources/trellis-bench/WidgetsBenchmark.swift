// `trellis-bench widgets`: the widget workloads of issue 6.
//
// (a) A ListView of 100 and of 100,000 rows in an 80×24 application, scrolled one row per step
//     with the wheel and moved one row per step with the Down key; each step is the event plus
//     a whole frame (layout, drawing, diff into a HeadlessBackend). The time per step must not
//     grow with the row count, so the two are reported with their ratio.
// (b) A screen of 1,000 Labels (40 columns × 25 rows, equal widths by constraints) resized
//     through a cycle of terminal sizes: each resize is the event plus a whole frame; the layout
//     alone is reported beside it.

import TrellisCore

let widgetsBenchmarkCommand = Subcommand(
    name: "widgets",
    summary: "widget workloads: ListView scrolling, 1,000 labels resized [--json] [--quick]",
    run: runWidgetsBenchmark)

/// Options of the `widgets` subcommand.
struct WidgetsBenchmarkOptions {
    var json = false
    var quick = false
}

@MainActor
func runWidgetsBenchmark(_ arguments: [String]) -> Int32 {
    var options = WidgetsBenchmarkOptions()
    for argument in arguments {
        switch argument {
        case "--json": options.json = true
        case "--quick": options.quick = true
        default: return usageError("unknown argument \(argument)")
        }
    }
    var failures = 0
    failures += runListScrollWorkload(options)
    failures += runLabelResizeWorkload(options)
    failures += runStackWorkload(options)
    failures += runDebuggerWorkload(options)
    print("PEAK RSS \(peakResidentKilobytes() / 1024) MB")
    print(failures == 0 ? "ALL CHECKS PASSED" : "\(failures) CHECK(S) FAILED")
    return failures == 0 ? 0 : 1
}

/// An event source with nothing to say: the benchmarks hand events to the application directly.
@MainActor
final class SilentEventSource: EventSource {
    func nextEvents(timeout: Duration?) -> [Event] { [] }
}

/// An application on a headless backend of `size`.
@MainActor
func makeHeadlessApplication(size: Size) -> (Application, HeadlessBackend) {
    let backend = HeadlessBackend(size: size)
    let application = Application(backend: backend, events: SilentEventSource(), clock: ManualClock())
    return (application, backend)
}

/// Times one event followed by a whole frame.
@MainActor
private func timeStep(_ application: Application, _ event: Event) -> Double {
    let start = monotonicNanoseconds()
    application.handle(event)
    application.renderFrameIfNeeded()
    return Double(monotonicNanoseconds() - start)
}

// MARK: - (a) ListView scrolling

/// A focused list of `rows` rows filling an 80×24 application, drawn once.
@MainActor
private func makeListApplication(rows: Int) -> (Application, HeadlessBackend, ListView) {
    let (application, backend) = makeHeadlessApplication(size: Size(width: 80, height: 24))
    let list = ListView(rowCount: rows) { "Row \($0) — some text to draw in every visible row" }
    list.wheelScrollAmount = 1
    application.window.addSubview(list)
    LayoutConstraint.activate([
        list.leftAnchor.constraint(equalTo: application.window.leftAnchor),
        list.rightAnchor.constraint(equalTo: application.window.rightAnchor),
        list.topAnchor.constraint(equalTo: application.window.topAnchor),
        list.bottomAnchor.constraint(equalTo: application.window.bottomAnchor),
    ])
    list.becomeFocused()
    application.renderFrameIfNeeded(force: true)
    return (application, backend, list)
}

@MainActor
private func runListScrollWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    let passes = options.quick ? 3 : 30
    var wheelMedians: [Int: Double] = [:]
    var keyMedians: [Int: Double] = [:]
    for rows in [100, 100_000] {
        let (application, backend, list) = makeListApplication(rows: rows)
        let down = Event.mouse(MouseEvent(.wheel(.down), at: Point(x: 10, y: 10)))
        let up = Event.mouse(MouseEvent(.wheel(.up), at: Point(x: 10, y: 10)))
        var wheel: [Double] = []
        var scrolledEveryStep = true
        for _ in 0..<passes {
            // 60 rows down and back: within the 76 rows a 100-row list can scroll.
            for step in 1...60 {
                wheel.append(timeStep(application, down))
                scrolledEveryStep = scrolledEveryStep && list.firstVisibleRow == step
            }
            for step in (0..<60).reversed() {
                wheel.append(timeStep(application, up))
                scrolledEveryStep = scrolledEveryStep && list.firstVisibleRow == step
            }
        }
        report("list rows=\(rows) wheel scroll step", wheel, json: options.json)
        wheelMedians[rows] = median(wheel.sorted())
        print("CHECK list rows=\(rows) scrolled one row per step \(verdict(scrolledEveryStep, &failures))")

        // The Down key: the selection moves one row, and past the last visible row the list
        // scrolls with it. Home goes back between passes (not timed).
        var keys: [Double] = []
        var followed = true
        for _ in 0..<passes {
            application.handle(.key(KeyEvent(.home)))
            application.renderFrameIfNeeded()
            for _ in 0..<60 { keys.append(timeStep(application, .key(KeyEvent(.down)))) }
            followed = followed && list.selectedRow == 60 && list.firstVisibleRow == 60 - 23
        }
        report("list rows=\(rows) Down key step", keys, json: options.json)
        keyMedians[rows] = median(keys.sorted())
        let shown = backend.lines.last?.hasPrefix("Row 60 ") == true
        print("CHECK list rows=\(rows) selection kept in view \(verdict(followed && shown, &failures))")
    }
    if let small = wheelMedians[100], let large = wheelMedians[100_000] {
        print("RATIO list wheel step 100,000 rows / 100 rows: \(ratio(large, small))")
    }
    if let small = keyMedians[100], let large = keyMedians[100_000] {
        print("RATIO list Down step 100,000 rows / 100 rows: \(ratio(large, small))")
    }
    return failures
}

// MARK: - (b) 1,000 labels resized

/// 1,000 labels in 25 rows of 40, equal widths across each row, in an application of `size`.
@MainActor
private func makeLabelApplication(size: Size) -> (Application, HeadlessBackend, [Label]) {
    let (application, backend) = makeHeadlessApplication(size: size)
    let window = application.window
    let columns = 40
    var labels: [Label] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<1000 {
        let (row, column) = (index / columns, index % columns)
        let label = Label("L\(index)")
        window.addSubview(label)
        labels.append(label)
        let first = labels[row * columns]
        if column == 0 {
            constraints.append(label.leftAnchor.constraint(equalTo: window.leftAnchor))
            if row == 0 {
                constraints.append(label.topAnchor.constraint(equalTo: window.topAnchor))
            } else {
                constraints.append(label.topAnchor.constraint(equalTo: labels[index - columns].bottomAnchor))
            }
        } else {
            constraints.append(label.leftAnchor.constraint(equalTo: labels[index - 1].rightAnchor))
            constraints.append(label.widthAnchor.constraint(equalTo: first.widthAnchor))
            constraints.append(label.topAnchor.constraint(equalTo: first.topAnchor))
        }
        if column == columns - 1 {
            constraints.append(label.rightAnchor.constraint(equalTo: window.rightAnchor))
        }
    }
    LayoutConstraint.activate(constraints)
    application.renderFrameIfNeeded(force: true)
    return (application, backend, labels)
}

/// The terminal sizes of the resize cycle: widths 120…239 and heights 25…44.
private func labelCycleSize(_ k: Int) -> Size {
    Size(width: 120 + (37 * k) % 120, height: 25 + (7 * k) % 20)
}

/// Whether the labels tile the width: each row ends at the window's right edge and no label is
/// narrower than another by more than a cell.
@MainActor
private func labelsTile(_ labels: [Label], width: Int) -> Bool {
    let widths = labels.map(\.frame.width)
    guard let narrowest = widths.min(), let widest = widths.max() else { return false }
    let rowsEnd = stride(from: 39, to: labels.count, by: 40).allSatisfy { labels[$0].frame.maxX == width }
    return widest - narrowest <= 1 && rowsEnd && labels[999].frame.minY == 24
}

@MainActor
private func runLabelResizeWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    let cycles = options.quick ? 20 : 200
    let buildStart = monotonicNanoseconds()
    let (application, backend, labels) = makeLabelApplication(size: labelCycleSize(0))
    report(
        "labels 1000 build and first frame", [Double(monotonicNanoseconds() - buildStart)], json: options.json
    )

    var frames: [Double] = []
    var tiled = true
    var cellsPerFrame: [Double] = []
    for k in 1...cycles {
        let size = labelCycleSize(k)
        backend.size = size
        frames.append(timeStep(application, .resize(size)))
        cellsPerFrame.append(Double(application.lastFrameStatistics.cellsChanged))
        if k <= 20 { tiled = tiled && labelsTile(labels, width: size.width) }
    }
    report(
        "labels 1000 resize (layout+draw+diff)", frames,
        extra: "cells/frame \(Int(median(cellsPerFrame.sorted())))", json: options.json)
    print("CHECK labels 1000 tile every size \(verdict(tiled, &failures))")

    // The layout alone, on the same cycle.
    var layouts: [Double] = []
    for k in 1...cycles {
        let start = monotonicNanoseconds()
        application.window.size = labelCycleSize(k)
        application.window.layoutIfNeeded()
        layouts.append(Double(monotonicNanoseconds() - start))
    }
    report("labels 1000 resize (layout only)", layouts, json: options.json)
    return failures
}
