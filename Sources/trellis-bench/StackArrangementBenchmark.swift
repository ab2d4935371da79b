// `trellis-bench widgets` (c'): the stack's own share of hiding a label. The same vertical stack
// of N labels as the stack workload, outside any window, so no constraint reaches a solver:
// hiding or showing the middle label and `updateConstraintsIfNeeded()` time only StackView
// remaking the rules of the label and its visible neighbours and activating or deactivating
// those that changed. It is a floor under the stack workload's hide and show jobs that no solver can
// lower.

import TrellisCore

@MainActor
func runStackArrangementWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.sizes {
        let stack = StackView(arrangedSubviews: (0..<count).map { Label("row \($0)") }, axis: .vertical)
        stack.updateConstraintsIfNeeded()
        let middle = stack.arrangedSubviews[count / 2]
        var samples: [Double] = []
        for step in 0..<(options.quick ? 4 : 20) {
            let start = monotonicNanoseconds()
            middle.isHidden = step % 2 == 0
            stack.updateConstraintsIfNeeded()
            samples.append(Double(monotonicNanoseconds() - start))
        }
        report("stack N=\(count) arrangement alone, hide or show", samples, json: options.json)
        let rebuilt = stack.visibleArrangedSubviews.count == count
        print(
            "CHECK stack N=\(count) arrangement alone ends with every label shown \(verdict(rebuilt, &failures))"
        )
    }
    return failures
}
