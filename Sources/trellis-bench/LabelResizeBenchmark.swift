// `trellis-bench widgets` (b): a screen of 1,000 Labels (40 columns × 25 rows, equal widths by
// constraints) resized through a cycle of terminal sizes: each resize is the event plus a whole
// frame; the layout alone is reported beside it.

import TrellisCore

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
func runLabelResizeWorkload(_ options: WidgetsBenchmarkOptions) -> Int {
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
