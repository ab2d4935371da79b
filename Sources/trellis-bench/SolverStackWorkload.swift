// W4 of Benchmarks/WORKLOADS.md: a stack of N items, each with required links and floors and
// four optional intrinsic-size constraints at two strengths (what a layout engine generates for
// a vertical stack of labels). Built, then the middle item hidden and shown again (remove +
// re-add of its links), then the container narrowed and widened.

import Cassowary

/// One W4 stack: the container's variables, the items' variables and the link constraints that
/// hide and show rewrite.
struct StackWorkload {
    let solver: Solver
    /// `[rootLeft, rootTop, rootWidth]` then `left, top, width, height` of each item.
    let variables: [Variable]
    /// `links[i]`: `top(i) == top(i - 1) + height(i - 1)` (or `top(0) == rootTop`).
    var links: [Constraint]
    let count: Int

    var rootWidth: Variable { variables[2] }
    func left(_ item: Int) -> Variable { variables[3 + 4 * item] }
    func top(_ item: Int) -> Variable { variables[4 + 4 * item] }
    func width(_ item: Int) -> Variable { variables[5 + 4 * item] }
    func height(_ item: Int) -> Variable { variables[6 + 4 * item] }

    /// The intrinsic width of every item (a label reading "row 17").
    static let intrinsicWidth = 6.0
    /// Compression resistance: weight 10 (kiwi's `create(0, 0, 10)`), so that 10,000 squeezed
    /// items still weigh less than the strong edit of the container's width.
    static let compression = Strength(strong: 0, medium: 0, weak: 10)
    /// Hugging: weight 1 (kiwi's weak).
    static let hugging = Strength.weak

    /// Builds the stack as WORKLOADS.md orders it and publishes the values; `parking` turns on
    /// the solver's parking (see Tableau+Parking.swift), `definitions` its definitions (see
    /// SolverState+Definitions.swift), and `pull` adds the stack's end, `end == top(N-1) +
    /// height(N-1)`, pulled toward 0 at weak strength (a stack hugging its own length).
    init(count: Int, parking: Bool = false, definitions: Bool = false, pull: Bool = false) {
        self.count = count
        variables = (0..<(3 + 4 * count)).map { _ in Variable() }
        solver = Solver()
        solver.parksVariables = parking
        solver.definesVariables = definitions
        links = []
        links.reserveCapacity(count)
        let rootLeft = variables[0]
        let rootTop = variables[1]
        try! solver.add(rootLeft == 0)
        try! solver.add(rootTop == 0)
        try! solver.addEditVariable(rootWidth, strength: .strong)
        try! solver.suggestValue(rootWidth, 120)
        for item in 0..<count {
            try! solver.add(width(item) >= 0)
            try! solver.add(height(item) >= 0)
            try! solver.add((width(item) >= Self.intrinsicWidth).strength(Self.compression))
            try! solver.add((width(item) <= Self.intrinsicWidth).strength(Self.hugging))
            try! solver.add((height(item) >= 1).strength(Self.compression))
            try! solver.add((height(item) <= 1).strength(Self.hugging))
            try! solver.add(left(item) == rootLeft)
            try! solver.add(left(item) + width(item) <= rootLeft + rootWidth)
            let link = item == 0 ? top(0) == rootTop : top(item) == top(item - 1) + height(item - 1)
            try! solver.add(link)
            links.append(link)
        }
        if pull {
            let end = Variable()
            try! solver.add(end == top(count - 1) + height(count - 1))
            try! solver.add((end == 0).strength(.weak))
        }
        solver.updateVariables()
    }

    /// Hides item `m` (0 < m < count - 1): its two links go, a bypass joins its neighbours.
    /// Returns the bypass, which ``show(_:bypass:)`` removes.
    func hide(_ m: Int) -> Constraint {
        try! solver.remove(links[m])
        try! solver.remove(links[m + 1])
        let bypass = top(m + 1) == top(m - 1) + height(m - 1)
        try! solver.add(bypass)
        solver.updateVariables()
        return bypass
    }

    /// Shows item `m` again: the bypass goes, its two links come back.
    func show(_ m: Int, bypass: Constraint) {
        try! solver.remove(bypass)
        try! solver.add(links[m])
        try! solver.add(links[m + 1])
        solver.updateVariables()
    }

    /// The first item whose frame is not (0, i, min(6, rootWidth), 1), described, or nil.
    func firstWrongItem(rootWidth: Double) -> String? {
        let width = min(Self.intrinsicWidth, rootWidth)
        for item in 0..<count {
            let frame = [left(item).value, top(item).value, self.width(item).value, height(item).value]
            if frame != [0, Double(item), width, 1] {
                return "item \(item) at \(frame), expected [0.0, \(Double(item)), \(width), 1.0]"
            }
        }
        return nil
    }

    /// The checksum of the stack when the container is `rootWidth` wide and every item shown:
    /// item i at (0, i), `min(6, rootWidth)` wide, 1 high.
    static func expectedChecksum(count: Int, rootWidth: Double) -> Int64 {
        let width = Int64(min(intrinsicWidth, rootWidth))
        let sum =
            Int64(rootWidth) + Int64(count) * (count > 0 ? Int64(count - 1) : 0) / 2
            + Int64(count) * (width + 1)
        return sum * 1_000_000
    }
}

/// Runs W4 for each size: build, hide + show the middle item, resize (with `--parking`, on a
/// solver that parks variables; with `--definitions`, on one that keeps definitions; with
/// `--stack-pull`, with the stack's end pulled toward 0).
func runW4(_ options: SolverBenchmarkOptions) -> Int {
    var failures = 0
    for count in options.stackSizes {
        var samples: [Double] = []
        var spent = 0.0
        var repetitions = 0
        let budget = options.quick ? 3.0 : 20.0
        var kept: StackWorkload?
        while (repetitions < 5 || spent < budget) && repetitions < options.maxRepetitions {
            kept = nil  // release the previous stack first: peak memory is one stack
            let start = monotonicNanoseconds()
            let built = StackWorkload(
                count: count, parking: options.parking, definitions: options.definitions,
                pull: options.stackPull)
            let elapsed = Double(monotonicNanoseconds() - start)
            if repetitions > 0 || elapsed > 5e8 { samples.append(elapsed) }
            spent += elapsed / 1e9
            repetitions += 1
            kept = built
            if elapsed > 30e9 { break }
        }
        let stack = kept!
        let variant =
            (options.parking ? "+parking" : "") + (options.definitions ? "+definitions" : "")
            + (options.stackPull ? "+pull" : "")
        let name = "W4 stack\(variant) N=\(count)"
        report("\(name) build", samples, json: options.json)
        let expected = StackWorkload.expectedChecksum(count: count, rootWidth: 120)
        let built = checksum(stack.variables)
        print(
            "CHECK W4 N=\(count) build checksum \(formatChecksum(built)) expected "
                + "\(formatChecksum(expected)) \(verdict(built == expected, &failures))")

        let middle = count / 2
        var hideShow: [Double] = []
        var hiddenOK = true
        let cycles = options.quick ? 20 : 100
        for _ in 0..<cycles {
            let start = monotonicNanoseconds()
            let bypass = stack.hide(middle)
            let hiddenTop = stack.top(middle + 1).value
            stack.show(middle, bypass: bypass)
            hideShow.append(Double(monotonicNanoseconds() - start))
            hiddenOK = hiddenOK && hiddenTop == Double(middle - 1) + 1
        }
        report("\(name) hide+show", hideShow, extra: "per cycle", json: options.json)
        let shown = checksum(stack.variables)
        print(
            "CHECK W4 N=\(count) hide+show checksum \(formatChecksum(shown)) expected "
                + "\(formatChecksum(expected)) \(verdict(shown == expected && hiddenOK, &failures))")

        for (label, narrow) in [("resize", 100.0), ("resize-x", 4.0)] {
            var resizes: [Double] = []
            var resizeOK = true
            for _ in 0..<cycles {
                let start = monotonicNanoseconds()
                try! stack.solver.suggestValue(stack.rootWidth, narrow)
                stack.solver.updateVariables()
                let narrowedAt = monotonicNanoseconds()
                let narrowed = checksum(stack.variables)
                let restart = monotonicNanoseconds()
                try! stack.solver.suggestValue(stack.rootWidth, 120)
                stack.solver.updateVariables()
                resizes.append(Double(narrowedAt - start + monotonicNanoseconds() - restart))
                resizeOK =
                    resizeOK && narrowed == StackWorkload.expectedChecksum(count: count, rootWidth: narrow)
            }
            report(
                "\(name) \(label)", resizes, extra: "per cycle (120→\(Int(narrow))→120)",
                json: options.json)
            let final = checksum(stack.variables)
            if let wrong = stack.firstWrongItem(rootWidth: 120) {
                print("WRONG W4 N=\(count) \(label): \(wrong)")
            }
            print(
                "CHECK W4 N=\(count) \(label) checksum \(formatChecksum(final)) expected "
                    + "\(formatChecksum(expected)) \(verdict(final == expected && resizeOK, &failures))")
        }
        kept = nil
    }
    return failures
}
