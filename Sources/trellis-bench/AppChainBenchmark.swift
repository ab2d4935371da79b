// `trellis-bench widgets --only chain`: a row of N one-cell labels chained by the app's own
// constraints, no stack view: the first at the window's left, each next one's left at the
// previous one's right and its width equal to the previous one's, all at the top. In one window, each
// step is a change and a layout pass: attach (the first layout), take the middle label out and
// link its neighbours, put it back, append one, take the first out (the second takes its pin),
// resize. No drawing: this is the layout's share. After each step every label must sit at the
// column of its place in the row.
//
// Taking a link of such a chain out moves every label past it (their widths are fixed, so only
// their positions can give), and the solver works that move out from the equalities connected
// to the link: this workload watches that it grows with the row and no faster.

import TrellisCore

@MainActor
func runAppChainWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.sizes {
        let name = "app-chain N=\(count)"
        let window = TermWindow(size: Size(width: 120, height: 40))
        var row: [Label] = []
        let start = monotonicNanoseconds()
        for index in 0..<count { row.append(Label("\(index % 10)")) }
        for (index, label) in row.enumerated() {
            window.addSubview(label)
            LayoutConstraint.activate(
                chainConstraints(for: label, after: index > 0 ? row[index - 1] : nil, window))
        }
        window.layoutIfNeeded()
        var line = "attach \(formatDuration(Double(monotonicNanoseconds() - start)))"
        var laidOut = sitsInPlace(row)

        let middle = count / 2
        var bridge: [LayoutConstraint] = []
        let steps: [(String, () -> Void)] = [
            (
                "take the middle out",
                {
                    let label = row.remove(at: middle)
                    label.removeFromSuperview()
                    bridge = links(row[middle], after: row[middle - 1])
                    LayoutConstraint.activate(bridge)
                }
            ),
            (
                "put it back",
                {
                    LayoutConstraint.deactivate(bridge)
                    let label = Label("m")
                    row.insert(label, at: middle)
                    window.addSubview(label)
                    LayoutConstraint.activate(chainConstraints(for: label, after: row[middle - 1], window))
                    LayoutConstraint.activate(links(row[middle + 1], after: label))
                }
            ),
            (
                "append",
                {
                    let label = Label("n")
                    window.addSubview(label)
                    LayoutConstraint.activate(chainConstraints(for: label, after: row.last, window))
                    row.append(label)
                }
            ),
            (
                "take the first out",
                {
                    // The second label's links to the first go with it; it takes the pin.
                    row.removeFirst().removeFromSuperview()
                    row[0].leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
                }
            ),
            ("resize", { window.size = Size(width: 100, height: 30) }),
        ]
        line += timedLayoutSteps(steps, in: window) { laidOut = laidOut && sitsInPlace(row) }
        print("RESULT \(name) \(line)")
        print(
            "CHECK \(name) every label one cell wide, at the column of its place \(verdict(laidOut, &failures))"
        )
    }
    return failures
}

/// The constraints that place `label` in the row after `previous` (at the window's left when
/// there is none).
@MainActor
private func chainConstraints(for label: Label, after previous: Label?, _ window: TermWindow)
    -> [LayoutConstraint]
{
    [label.topAnchor.constraint(equalTo: window.topAnchor)]
        + (previous.map { links(label, after: $0) } ?? [
            label.leftAnchor.constraint(equalTo: window.leftAnchor)
        ])
}

/// `label`'s left at `previous`'s right, and its width equal to `previous`'s.
@MainActor
private func links(_ label: Label, after previous: Label) -> [LayoutConstraint] {
    [
        label.leftAnchor.constraint(equalTo: previous.rightAnchor),
        label.widthAnchor.constraint(equalTo: previous.widthAnchor),
    ]
}

/// Whether every label of the row is one cell wide at the column of its place.
@MainActor
private func sitsInPlace(_ row: [Label]) -> Bool {
    row.enumerated().allSatisfy { index, label in
        label.frame.minX == index && label.frame.width == 1 && label.frame.minY == 0
    }
}
