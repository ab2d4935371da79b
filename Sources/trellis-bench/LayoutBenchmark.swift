// `trellis-bench layout`: the layout engine's workloads (issue 3): build, one resize cycle
// (new terminal size → every frame updated) and the same resize done by building a new engine
// from scratch, for (a) the W3 grid as N views laid out with anchors, (b) N independent views
// each pinned inside its own parent, (c) a 100-deep nest of views each inset by one cell.
// The bare solver's W3 build and resize run beside (a), so the engine's overhead is a ratio.

import Cassowary
import TrellisCore

let layoutBenchmarkCommand = Subcommand(
    name: "layout",
    summary:
        "layout engine workloads [--json] [--grid-sizes 100,1000,10000] [--only grid|independent|nest] [--quick]",
    run: runLayoutBenchmark)

/// Options of the `layout` subcommand.
struct LayoutBenchmarkOptions {
    var json = false
    var quick = false
    var gridSizes = [100, 1000, 10000]
    /// `grid`, `independent` or `nest`: run only that workload.
    var only: String?
    /// Build one grid of this size, resize it, and report the peak memory (nothing else runs).
    var memoryGridSize: Int?
}

@MainActor
func runLayoutBenchmark(_ arguments: [String]) -> Int32 {
    var options = LayoutBenchmarkOptions()
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--json": options.json = true
        case "--quick": options.quick = true
        case "--memory":
            index += 1
            guard index < arguments.count, let size = Int(arguments[index]), size >= 10, size % 10 == 0 else {
                return usageError("--memory takes a grid size (a multiple of 10)")
            }
            options.memoryGridSize = size
        case "--only":
            index += 1
            guard index < arguments.count, ["grid", "independent", "nest"].contains(arguments[index]) else {
                return usageError("--only takes grid, independent or nest")
            }
            options.only = arguments[index]
        case "--grid-sizes":
            index += 1
            guard index < arguments.count else { return usageError("--grid-sizes needs a value") }
            let sizes = arguments[index].split(separator: ",").compactMap { Int($0) }
            guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 10 && $0 % 10 == 0 }) else {
                return usageError("grid sizes are multiples of 10")
            }
            options.gridSizes = sizes
        default: return usageError("unknown argument \(arguments[index])")
        }
        index += 1
    }
    if let size = options.memoryGridSize { return runGridMemory(size) }
    var failures = 0
    let runs = { (name: String) in options.only == nil || options.only == name }
    if runs("grid") {
        for count in options.gridSizes { failures += runGridWorkload(count, options) }
    }
    if runs("independent") {
        for count in [1000, 10000] { failures += runIndependentWorkload(count, options) }
    }
    if runs("nest") { failures += runNestWorkload(depth: 100, options) }
    print("PEAK RSS \(peakResidentKilobytes() / 1024) MB")
    print(failures == 0 ? "ALL CHECKS PASSED" : "\(failures) CHECK(S) FAILED")
    return failures == 0 ? 0 : 1
}

// MARK: - Memory

/// Builds one grid of `count` views, resizes it 100 times and prints the process's peak
/// resident memory: the grid, its constraints and the solver, and nothing else.
@MainActor
func runGridMemory(_ count: Int) -> Int32 {
    let before = peakResidentKilobytes()
    let (window, boxes) = buildViewGrid(count)
    for k in 0..<100 {
        let (bw, bh) = gridCycleSizes(k)
        window.size = Size(width: Int(rootWidth(bw)), height: Int(rootHeight(count / 10, bh)))
        window.layoutIfNeeded()
    }
    let exact = gridFramesAreExact(boxes, boxWidth: gridCycleSizes(99).0, boxHeight: gridCycleSizes(99).1)
    print("CHECK layout grid N=\(count) frames \(exact ? "OK" : "MISMATCH")")
    print("PEAK RSS \(peakResidentKilobytes() / 1024) MB (\(before / 1024) MB before the grid)")
    return exact ? 0 : 1
}

// MARK: - Measuring

/// Times `body` `repetitions` times (after one warm-up unless it took over 0.5 s); `prepare`
/// runs before each, untimed (tearing down what the last repetition built).
@MainActor
func timeRepeatedly(_ repetitions: Int, prepare: () -> Void = {}, _ body: () -> Void) -> [Double] {
    var samples: [Double] = []
    for index in 0...repetitions {
        prepare()
        let start = monotonicNanoseconds()
        body()
        let elapsed = Double(monotonicNanoseconds() - start)
        if index > 0 || elapsed > 5e8 { samples.append(elapsed) }
    }
    return samples
}

/// A ratio as `0.123×`.
func ratio(_ numerator: Double, _ denominator: Double) -> String {
    fixed(numerator / denominator, 3) + "×"
}

// MARK: - (a) The W3 grid as views

/// A W3 grid of `count` views (10 columns) in a window, laid out with anchors exactly as
/// Benchmarks/WORKLOADS.md's W3 writes its constraints; the window's size edits play rw and rh.
@MainActor
func buildViewGrid(_ count: Int, boxWidth: Int = 20, boxHeight: Int = 20) -> (TermWindow, [TermView]) {
    let rows = count / 10
    let window = TermWindow(
        size: Size(width: Int(rootWidth(boxWidth)), height: Int(rootHeight(rows, boxHeight))))
    var boxes: [TermView] = []
    boxes.reserveCapacity(count)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(7 * count)
    for b in 0..<count {
        let box = TermView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        boxes.append(box)
        let (r, c) = (b / 10, b % 10)
        let first = boxes[b - c]
        if c == 0 {
            constraints.append(box.leftAnchor.constraint(equalTo: window.leftAnchor))
        } else {
            constraints.append(box.leftAnchor.constraint(equalTo: boxes[b - 1].rightAnchor, constant: 1))
            constraints.append(box.widthAnchor.constraint(equalTo: first.widthAnchor))
        }
        if c == 9 { constraints.append(box.rightAnchor.constraint(equalTo: window.rightAnchor)) }
        if c == 0 {
            if r == 0 {
                constraints.append(box.topAnchor.constraint(equalTo: window.topAnchor))
            } else {
                constraints.append(box.topAnchor.constraint(equalTo: boxes[b - 10].bottomAnchor, constant: 1))
                constraints.append(box.heightAnchor.constraint(equalTo: boxes[0].heightAnchor))
            }
        } else {
            constraints.append(box.topAnchor.constraint(equalTo: first.topAnchor))
            constraints.append(box.heightAnchor.constraint(equalTo: first.heightAnchor))
        }
        if r == rows - 1 && c == 0 {
            constraints.append(box.bottomAnchor.constraint(equalTo: window.bottomAnchor))
        }
        constraints.append(box.widthAnchor.constraint(greaterThanOrEqualToConstant: 1))
        constraints.append(box.heightAnchor.constraint(greaterThanOrEqualToConstant: 1))
        let preferred = box.widthAnchor.constraint(equalToConstant: 10)
        preferred.priority = LayoutPriority(1)
        constraints.append(preferred)
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, boxes)
}

/// Whether every box has W3's unique solution in cells.
@MainActor
func gridFramesAreExact(_ boxes: [TermView], boxWidth: Int, boxHeight: Int) -> Bool {
    boxes.enumerated().allSatisfy { b, box in
        let (r, c) = (b / 10, b % 10)
        return box.frame
            == Rect(x: c * (boxWidth + 1), y: r * (boxHeight + 1), width: boxWidth, height: boxHeight)
    }
}

/// The box sizes of resize cycle `k`, as in W3.
func gridCycleSizes(_ k: Int) -> (Int, Int) { (11 + k % 20, 11 + (7 * k) % 20) }

@MainActor
func runGridWorkload(_ count: Int, _ options: LayoutBenchmarkOptions) -> Int {
    var failures = 0
    let rows = count / 10
    let repetitions = options.quick ? 2 : (count >= 10000 ? 3 : (count >= 1000 ? 10 : 30))
    var built: (TermWindow, [TermView])?
    // The previous grid is torn down before the clock starts, as the solver's side does.
    let build = timeRepeatedly(repetitions, prepare: { built = nil }) {
        built = buildViewGrid(count)
    }
    report("layout grid N=\(count) build", build, json: options.json)
    var cycles: [Double] = []
    do {  // the grid goes before the rebuilds, so that the peak memory is one grid
        let (window, boxes) = built!
        print(
            "CHECK layout grid N=\(count) build frames \(verdict(gridFramesAreExact(boxes, boxWidth: 20, boxHeight: 20), &failures))"
        )

        var exact = true
        for pass in 0..<(options.quick ? 1 : 3) {
            for k in 0..<100 {
                let (bw, bh) = gridCycleSizes(k)
                let size = Size(width: Int(rootWidth(bw)), height: Int(rootHeight(rows, bh)))
                let start = monotonicNanoseconds()
                window.size = size
                window.layoutIfNeeded()
                cycles.append(Double(monotonicNanoseconds() - start))
                if pass == 0 { exact = exact && gridFramesAreExact(boxes, boxWidth: bw, boxHeight: bh) }
            }
        }
        report("layout grid N=\(count) resize", cycles, json: options.json)
        print("CHECK layout grid N=\(count) resize frames \(verdict(exact, &failures))")
    }
    built = nil

    let rebuildRepetitions = options.quick ? 1 : (count >= 10000 ? 2 : 5)
    var rebuildSamples: [Double] = []
    for k in 0..<rebuildRepetitions {
        let (bw, bh) = gridCycleSizes(k)
        built = nil
        let start = monotonicNanoseconds()
        let fresh = buildViewGrid(count, boxWidth: bw, boxHeight: bh)
        rebuildSamples.append(Double(monotonicNanoseconds() - start))
        _ = fresh
    }
    report("layout grid N=\(count) rebuild", rebuildSamples, json: options.json)

    // The bare solver's W3, side by side.
    var solverBuild: [Double] = []
    var kept: (Solver, [Variable])?
    for index in 0...repetitions {
        kept = nil
        let start = monotonicNanoseconds()
        kept = buildW3(count)
        let elapsed = Double(monotonicNanoseconds() - start)
        if index > 0 { solverBuild.append(elapsed) }
    }
    let (solver, variables) = kept!
    var solverCycles: [Double] = []
    for _ in 0..<(options.quick ? 1 : 3) {
        for k in 0..<100 {
            let (bw, bh) = gridCycleSizes(k)
            let start = monotonicNanoseconds()
            try! solver.suggestValue(variables[2], rootWidth(bw))
            try! solver.suggestValue(variables[3], rootHeight(rows, bh))
            solver.updateVariables()
            solverCycles.append(Double(monotonicNanoseconds() - start))
        }
    }
    report("solver W3 N=\(count) build (same run)", solverBuild, json: options.json)
    report("solver W3 N=\(count) resize (same run)", solverCycles, json: options.json)
    let medianOf = { (samples: [Double]) in median(samples.sorted()) }
    print(
        "RATIO layout grid N=\(count): build/solver \(ratio(medianOf(build), medianOf(solverBuild))), "
            + "resize/solver \(ratio(medianOf(cycles), medianOf(solverCycles))), "
            + "rebuild/resize \(fixed(medianOf(rebuildSamples) / medianOf(cycles), 0))×")
    return failures
}

// MARK: - (b) Independent views, each pinned inside its own parent

/// `count` parents placed by autoresizing (ten per row, flexible width) in a window, each with a
/// child pinned inside it by constraints, inset by one cell left and right.
@MainActor
func buildIndependentViews(_ count: Int, width: Int) -> (TermWindow, [TermView]) {
    let rows = count / 10
    let window = TermWindow(size: Size(width: width, height: rows))
    let columnWidth = width / 10
    var children: [TermView] = []
    children.reserveCapacity(count)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * count)
    for index in 0..<count {
        let parent = TermView(
            frame: Rect(x: (index % 10) * columnWidth, y: index / 10, width: columnWidth, height: 1))
        parent.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        window.addSubview(parent)
        let child = TermView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        children.append(child)
        constraints += [
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
            child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ]
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, children)
}

@MainActor
func runIndependentWorkload(_ count: Int, _ options: LayoutBenchmarkOptions) -> Int {
    var failures = 0
    let repetitions = options.quick ? 2 : (count >= 10000 ? 3 : 10)
    var built: (TermWindow, [TermView])?
    let build = timeRepeatedly(repetitions, prepare: { built = nil }) {
        built = buildIndependentViews(count, width: 200)
    }
    report("layout independent N=\(count) build", build, json: options.json)
    let (window, children) = built!
    print(
        "CHECK layout independent N=\(count) build frames \(verdict(children.allSatisfy { $0.frame == Rect(x: 1, y: 0, width: 18, height: 1) }, &failures))"
    )
    var cycles: [Double] = []
    let widths = [160, 240, 120, 200]
    for pass in 0..<(options.quick ? 5 : 25) {
        let width = widths[pass % widths.count]
        let start = monotonicNanoseconds()
        window.size = Size(width: width, height: count / 10)
        window.layoutIfNeeded()
        cycles.append(Double(monotonicNanoseconds() - start))
    }
    report("layout independent N=\(count) resize", cycles, json: options.json)
    window.size = Size(width: 200, height: count / 10)
    window.layoutIfNeeded()
    print(
        "CHECK layout independent N=\(count) resize frames \(verdict(children.allSatisfy { $0.frame.width == 18 }, &failures))"
    )
    var rebuild: [Double] = []
    for _ in 0..<(options.quick ? 1 : 3) {
        built = nil
        let start = monotonicNanoseconds()
        let fresh = buildIndependentViews(count, width: 160)
        rebuild.append(Double(monotonicNanoseconds() - start))
        _ = fresh
    }
    report("layout independent N=\(count) rebuild", rebuild, json: options.json)
    return failures
}

// MARK: - (c) A deep nest

/// `depth` views, each inset by one cell on every side from its parent.
@MainActor
func buildNest(depth: Int, size: Size) -> (TermWindow, TermView) {
    let window = TermWindow(size: size)
    var parent: TermView = window
    var constraints: [LayoutConstraint] = []
    for _ in 0..<depth {
        let child = TermView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        constraints += [
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
            child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -1),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ]
        parent = child
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, parent)
}

@MainActor
func runNestWorkload(depth: Int, _ options: LayoutBenchmarkOptions) -> Int {
    var failures = 0
    var built: (TermWindow, TermView)?
    let build = timeRepeatedly(options.quick ? 3 : 30, prepare: { built = nil }) {
        built = buildNest(depth: depth, size: Size(width: 300, height: 250))
    }
    report("layout nest depth=\(depth) build", build, json: options.json)
    let (window, innermost) = built!
    let expected = Rect(x: depth, y: depth, width: 300 - 2 * depth, height: 250 - 2 * depth)
    print(
        "CHECK layout nest depth=\(depth) frames \(verdict(innermost.frameInWindow == expected, &failures))")
    var cycles: [Double] = []
    for pass in 0..<(options.quick ? 10 : 100) {
        let start = monotonicNanoseconds()
        window.size = pass % 2 == 0 ? Size(width: 260, height: 220) : Size(width: 300, height: 250)
        window.layoutIfNeeded()
        cycles.append(Double(monotonicNanoseconds() - start))
    }
    report("layout nest depth=\(depth) resize", cycles, json: options.json)
    var rebuild: [Double] = []
    for _ in 0..<(options.quick ? 3 : 20) {
        let start = monotonicNanoseconds()
        let fresh = buildNest(depth: depth, size: Size(width: 260, height: 220))
        rebuild.append(Double(monotonicNanoseconds() - start))
        _ = fresh
    }
    report("layout nest depth=\(depth) rebuild", rebuild, json: options.json)
    return failures
}
