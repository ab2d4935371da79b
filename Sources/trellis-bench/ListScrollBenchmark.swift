// `trellis-bench widgets` (a): a ListView of 100 and of 100,000 rows in an 80×24 application,
// scrolled one row per step with the wheel and moved one row per step with the Down key; each
// step is the event plus a whole frame (layout, drawing, diff into a HeadlessBackend). The time
// per step must not grow with the row count, so the two are reported with their ratio.

import TrellisCore

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
func runListScrollWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
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
