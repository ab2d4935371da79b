// `trellis-bench widgets` (d): the constraint debugger's overlay over 1,000 labels — its first
// frame (every view asked whether it is ambiguous), and the frame after the pointer moves to
// another view (the overlay redraws, the layout has not changed).

import TrellisCore

@MainActor
func runDebuggerWorkload(_ options: WidgetsBenchmarkOptions, labels count: Int = 1000) -> Int {
    var failures = 0
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
    let debugger = ConstraintDebugger.attach(to: application)
    let showStart = monotonicNanoseconds()
    debugger.show()
    application.renderFrameIfNeeded(force: true)
    report(
        "debugger over \(count) labels: first frame (every view probed)",
        [Double(monotonicNanoseconds() - showStart)],
        json: options.json)
    var frames: [Double] = []
    for step in 0..<(options.quick ? 10 : 60) {
        let target = labels[(step * 37) % 400]
        let point = target.frameInWindow.origin
        let start = monotonicNanoseconds()
        application.handle(.mouse(MouseEvent(.motion, at: point)))
        application.renderFrameIfNeeded()
        frames.append(Double(monotonicNanoseconds() - start))
    }
    report("debugger over \(count) labels: pointer moved to another view", frames, json: options.json)
    print(
        "CHECK debugger follows the pointer \(verdict(debugger.hoveredView === labels[(59 * 37) % 400] || options.quick, &failures))"
    )
    return failures
}
