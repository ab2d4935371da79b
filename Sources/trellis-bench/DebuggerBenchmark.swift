// `trellis-bench widgets` (d): the constraint debugger's overlay over 1,000 and 10,000 labels —
// its first frame (at most `probeBudget` views probed for ambiguity, the ones on screen first),
// the frames that follow until every view is checked (each a whole frame: layout, drawing,
// overlay, diff), and the frame after the pointer moves to another view once every answer is
// known (the overlay redraws, the layout has not changed, nothing is probed). Checking stops
// being timed after 300 frames; the pointer frames then still probe, and say so.

import TrellisCore

/// A window of `count` labels in rows of 20, each placed after its left neighbour and under
/// the label above, with the constraint debugger attached (not showing yet).
@MainActor
private func makeLabelGrid(count: Int) -> (Application, [Label], ConstraintDebugger) {
    let (application, _) = makeHeadlessApplication(size: Size(width: 200, height: 60))
    let window = application.window
    let columns = 20
    var labels: [Label] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<count {
        let label = Label("L\(index)")
        window.addSubview(label)
        labels.append(label)
        let (row, column) = (index / columns, index % columns)
        constraints.append(
            column == 0
                ? label.leftAnchor.constraint(equalTo: window.leftAnchor)
                : label.leftAnchor.constraint(equalTo: labels[index - 1].rightAnchor, constant: 1))
        constraints.append(
            row == 0
                ? label.topAnchor.constraint(equalTo: window.topAnchor)
                : label.topAnchor.constraint(equalTo: labels[index - columns].bottomAnchor))
    }
    LayoutConstraint.activate(constraints)
    application.renderFrameIfNeeded(force: true)
    return (application, labels, ConstraintDebugger.attach(to: application))
}

@MainActor
func runDebuggerWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.quick ? [1000] : [1000, 10_000] {
        let (application, labels, debugger) = makeLabelGrid(count: count)
        let showStart = monotonicNanoseconds()
        debugger.show()
        application.renderFrameIfNeeded(force: true)
        report(
            "debugger over \(count) labels: first frame (\(debugger.probesInLastFrame) views probed)",
            [Double(monotonicNanoseconds() - showStart)], json: options.json)

        // The frames the debugger asks for until every view has its answer.
        var checking: [Double] = []
        var probes = debugger.probesInLastFrame
        let checkStart = monotonicNanoseconds()
        // Over 10,000 labels a probe costs tens of milliseconds (see Benchmarks/WIDGETS.md):
        // checking them all would take minutes, so the workload times at most 300 frames.
        while debugger.uncheckedViewCount > 0, checking.count < 300 {
            let start = monotonicNanoseconds()
            application.step(timeout: .zero)
            checking.append(Double(monotonicNanoseconds() - start))
            probes += debugger.probesInLastFrame
        }
        let checkingTotal = Double(monotonicNanoseconds() - checkStart)
        report(
            "debugger over \(count) labels: each frame while checking (\(checking.count) frames)",
            checking, json: options.json)
        let finished = debugger.uncheckedViewCount == 0
        if finished {
            report(
                "debugger over \(count) labels: all frames until every view is checked", [checkingTotal],
                json: options.json)
        } else {
            print(
                "NOTE debugger over \(count) labels: \(debugger.uncheckedViewCount) views left after 300 frames"
            )
        }
        // Every label and nothing twice (the window itself is not outlined).
        let probedOnce = finished ? probes == count : probes + debugger.uncheckedViewCount == count
        print("CHECK debugger over \(count) labels checks each view once \(verdict(probedOnce, &failures))")

        var frames: [Double] = []
        var probedAfterwards = 0
        let steps = options.quick ? 10 : 60
        for step in 0..<steps {
            let target = labels[(step * 37) % 400]
            let start = monotonicNanoseconds()
            application.handle(.mouse(MouseEvent(.motion, at: target.frameInWindow.origin)))
            application.renderFrameIfNeeded()
            frames.append(Double(monotonicNanoseconds() - start))
            probedAfterwards += debugger.probesInLastFrame
        }
        let checkingNote = finished ? "" : " (still checking)"
        report(
            "debugger over \(count) labels: pointer moved to another view\(checkingNote)", frames,
            json: options.json)
        let followed = debugger.hoveredView === labels[((steps - 1) * 37) % 400]
        print(
            "CHECK debugger over \(count) labels follows the pointer\(finished ? " without probing" : "") "
                + verdict(followed && (!finished || probedAfterwards == 0), &failures))
    }
    return failures
}
