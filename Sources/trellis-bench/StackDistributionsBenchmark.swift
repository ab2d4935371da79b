// `trellis-bench widgets --only distributions`: the stack in every distribution, not only the
// vertical fill column of the stack workload. A horizontal stack of N one-cell labels, pinned at
// the window's left and top, for each distribution (with an alignment that exercises the
// cross-axis rules); in one window, each step is a change and a layout pass: attach (the first
// layout), hide the middle label, show it, append one, remove the first, give the middle label
// a custom gap. No drawing: this is the layout's share. Each step's layout is checked against
// the rule of the distribution.

import TrellisCore

/// The distributions and alignments the workload runs, with what its check expects.
private let stackShapes: [(StackView.Distribution, StackView.Alignment)] = [
    (.fill, .fill), (.fillEqually, .center), (.fillProportionally, .leading), (.equalSpacing, .leading),
    (.equalCentering, .trailing), (.fill, .firstBaseline),
]

@MainActor
func runStackDistributionsWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.distributionSizes {
        for (distribution, alignment) in stackShapes {
            let name = "stack-distribution N=\(count) \(distribution) \(alignment)"
            let window = TermWindow(size: Size(width: 120, height: 40))
            let stack = StackView()
            stack.axis = .horizontal
            stack.distribution = distribution
            stack.alignment = alignment
            let start = monotonicNanoseconds()
            for index in 0..<count { stack.addArrangedSubview(Label("\(index % 10)")) }
            window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leftAnchor.constraint(equalTo: window.leftAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layoutIfNeeded()
            var line = "attach \(formatDuration(Double(monotonicNanoseconds() - start)))"
            let middle = stack.arrangedSubviews[count / 2]
            let steps: [(String, () -> Void)] = [
                ("hide", { middle.isHidden = true }), ("show", { middle.isHidden = false }),
                ("append", { stack.addArrangedSubview(Label("n")) }),
                ("remove first", { stack.arrangedSubviews[0].removeFromSuperview() }),
                ("custom gap", { stack.setCustomSpacing(2, after: middle) }),
            ]
            line += timedLayoutSteps(steps, in: window)
            print("RESULT \(name) \(line)")
            let shown = stack.arrangedSubviews
            let widths = Set(shown.map(\.frame.width))
            let laidOut = widths == [1] && shown[0].frame.minX == 0
            print(
                "CHECK \(name) every label one cell wide, the first at the left \(verdict(laidOut, &failures))"
            )
        }
    }
    return failures
}
