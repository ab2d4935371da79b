// `trellis-bench widgets` (c): a vertical StackView of N labels — attaching it (every
// arrangement constraint enters the solver), its first frame, and hiding one view in the middle.

import TrellisCore

/// A vertical fill stack of `count` labels in an 80×24 application.
@MainActor
func runStackWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.quick ? [100] : [100, 1000] {
        let (application, _) = makeHeadlessApplication(size: Size(width: 80, height: 24))
        let start = monotonicNanoseconds()
        let stack = StackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let labels = (0..<count).map { Label("row \($0)") }
        for label in labels { stack.addArrangedSubview(label) }
        application.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: application.window.leftAnchor),
            stack.rightAnchor.constraint(equalTo: application.window.rightAnchor),
            stack.topAnchor.constraint(equalTo: application.window.topAnchor),
        ])
        application.renderFrameIfNeeded(force: true)
        report(
            "stack of \(count) labels: attach and first frame", [Double(monotonicNanoseconds() - start)],
            json: options.json)
        let stacked = labels.indices.dropFirst().allSatisfy {
            labels[$0].frame.minY == labels[$0 - 1].frame.maxY
        }
        print("CHECK stack of \(count) labels one under another \(verdict(stacked, &failures))")

        var toggles: [Double] = []
        for step in 0..<(options.quick ? 10 : 40) {
            let toggleStart = monotonicNanoseconds()
            labels[count / 2].isHidden = step % 2 == 0
            application.renderFrameIfNeeded()
            toggles.append(Double(monotonicNanoseconds() - toggleStart))
        }
        report("stack of \(count) labels: hide/show the middle one", toggles, json: options.json)
    }
    return failures
}
