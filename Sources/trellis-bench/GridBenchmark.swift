// `trellis-bench grid N`: Benchmarks/GRID_RESIZE.md's resize workload on Trellis, headless (and
// beside Textual's reference script, Benchmarks/peers/textual_ref.py, with --textual), with the
// workload's checks on every step.

import Foundation
import TrellisCore
import TrellisNcurses
import TrellisTesting

let gridBenchmarkCommand = Subcommand(
    name: "grid",
    summary: "GRID_RESIZE.md workload: grid N [--layout fill|fixed3] [--steps 20] [--warmup 4] [--tmux] "
        + "[--ncurses] [--textual [--textual-script PATH]] [--json]",
    run: runGridBenchmark)

/// Options of the `grid` subcommand.
struct GridBenchmarkOptions {
    var count = 1000
    var layout = GridLayout.fill
    var steps = 20
    var warmup = 4
    var json = false
    var textual = false
    /// Textual's side of the workload: Benchmarks/peers/textual_ref.py unless --textual-script.
    var textualScript = defaultTextualScript()
    var tmux = false
    /// Turn synchronized output (DEC mode 2026) off in the app under tmux.
    var noSync = false
    /// Headless through the ncurses backend (into /dev/null, as tmux-256color) rather than
    /// `HeadlessBackend`: the app's whole work per resize, ncurses included, without a terminal.
    var ncurses = false
}

/// The start size and the two resize scenarios of the workload.
let gridStart = Size(width: 200, height: 60)
let gridScenarios: [(name: String, sizes: [Size])] = [
    ("A", [Size(width: 160, height: 50), gridStart]),
    ("B", [Size(width: 120, height: 40), gridStart]),
]

@MainActor
func runGridBenchmark(_ arguments: [String]) -> Int32 {
    var options = GridBenchmarkOptions()
    var index = 0
    var positional: [String] = []
    while index < arguments.count {
        let argument = arguments[index]
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        switch argument {
        case "--json": options.json = true
        case "--textual": options.textual = true
        case "--tmux": options.tmux = true
        case "--no-sync": options.noSync = true
        case "--ncurses": options.ncurses = true
        case "--textual-script":
            guard let path = value() else { return usageError("--textual-script needs a path") }
            options.textualScript = path
        case "--layout":
            guard let name = value(), let layout = GridLayout(rawValue: name) else {
                return usageError("--layout takes fill or fixed3")
            }
            options.layout = layout
        case "--steps":
            guard let text = value(), let steps = Int(text), steps > 0 else {
                return usageError("--steps takes a count")
            }
            options.steps = steps
        case "--warmup":
            guard let text = value(), let warmup = Int(text), warmup >= 0 else {
                return usageError("--warmup takes a count")
            }
            options.warmup = warmup
        default:
            if argument.hasPrefix("--") { return usageError("unknown argument \(argument)") }
            positional.append(argument)
        }
        index += 1
    }
    if let first = positional.first {
        guard let count = Int(first), count >= 0, count % 10 == 0, count > 0 || options.tmux else {
            return usageError("N is a multiple of 10 (0, the blank-screen floor, only with --tmux)")
        }
        options.count = count
    }
    if options.tmux {
        guard let ours = runTmuxGrid(options) else { return 1 }
        if options.textual { runTextualTmuxBeside(options, ours: ours) }
        return 0
    }
    guard let ours = runHeadlessGrid(options) else { return 1 }
    if options.textual { runTextualBeside(options, ours: ours) }
    return 0
}

/// What the frames of one resize step produced, as the application reports them.
@MainActor
private final class StepProbe {
    /// The size the step resizes to.
    var target: Size
    /// When the first frame covering the whole target size was done.
    var firstFullFrame: UInt64?
    /// The bytes of the step's frames.
    var bytes = 0

    init(target: Size) {
        self.target = target
    }
}

/// Medians of our headless run, for the side-by-side table.
struct GridRunSummary {
    var startup: Double
    var settled: [String: Double] = [:]
    var firstFrame: [String: Double] = [:]
}

@MainActor
func runHeadlessGrid(_ options: GridBenchmarkOptions) -> GridRunSummary? {
    let name = "grid N=\(options.count)/\(options.layout.rawValue)\(options.ncurses ? " ncurses" : "")"
    let start = monotonicNanoseconds()
    let headless = HeadlessBackend(size: gridStart, encodesANSI: true)
    let backend: any Backend
    if options.ncurses {
        var backendOptions = NcursesBackend.Options()
        backendOptions.terminalType = "tmux-256color"
        guard let offscreen = try? NcursesBackend.offscreen(size: gridStart, options: backendOptions) else {
            print("grid --ncurses: ncurses could not open /dev/null as a tmux-256color terminal")
            return nil
        }
        backend = offscreen
    } else {
        backend = headless
    }
    func resizeBackend(_ size: Size) {
        if let ncurses = backend as? NcursesBackend { ncurses.resize(to: size) } else { headless.size = size }
    }
    let events = ScriptedEventSource()
    let app = Application(backend: backend, events: events)
    let grid = buildGrid(count: options.count, layout: options.layout, in: app.window)
    app.renderFrameIfNeeded(force: true)
    let startup = Double(monotonicNanoseconds() - start)
    report("\(name) startup", [startup], extra: "(headless, to the first complete frame)", json: options.json)
    if let problem = gridGeometryProblem(grid, layout: options.layout, size: gridStart) {
        print("CHECK \(name) start FAILED: \(problem)")
        return nil
    }
    var summary = GridRunSummary(startup: startup)
    let probe = StepProbe(target: gridStart)
    app.onFrame = { statistics in
        probe.bytes += statistics.bytesWritten ?? 0
        if probe.firstFullFrame == nil, statistics.cellsChanged == probe.target.area {
            probe.firstFullFrame = monotonicNanoseconds()
        }
    }
    for (scenario, sizes) in gridScenarios {
        var settled: [Double] = []
        var first: [Double] = []
        var bytes: [Double] = []
        var frames: [Double] = []
        for step in 0..<(options.warmup + options.steps) {
            let size = sizes[step % 2]
            probe.target = size
            probe.firstFullFrame = nil
            let framesBefore = app.frameCount
            probe.bytes = 0
            let stepStart = monotonicNanoseconds()
            resizeBackend(size)
            events.send(.resize(size))
            repeat { app.step(timeout: .zero) } while !app.isIdle
            let stepEnd = monotonicNanoseconds()
            if let problem = gridGeometryProblem(grid, layout: options.layout, size: size) {
                print("CHECK \(name) \(scenario) step \(step) FAILED: \(problem)")
                return nil
            }
            guard app.screen.size == size, let firstFull = probe.firstFullFrame else {
                print("CHECK \(name) \(scenario) step \(step) FAILED: no full frame at \(size)")
                return nil
            }
            if step >= options.warmup {
                settled.append(Double(stepEnd - stepStart))
                first.append(Double(firstFull - stepStart))
                bytes.append(Double(probe.bytes))
                frames.append(Double(app.frameCount - framesBefore))
            }
        }
        // Back to the start size between scenarios, unmeasured.
        if app.screen.size != gridStart {
            resizeBackend(gridStart)
            events.send(.resize(gridStart))
            repeat { app.step(timeout: .zero) } while !app.isIdle
        }
        report("\(name) resize \(scenario) settled", settled, json: options.json)
        report(
            "\(name) resize \(scenario) first frame", first,
            extra:
                "frames/resize \(fixed(median(frames.sorted()), 0)) bytes/resize \(fixed(median(bytes.sorted()), 0))",
            json: options.json)
        summary.settled[scenario] = median(settled.sorted())
        summary.firstFrame[scenario] = median(first.sorted())
    }
    print("CHECK \(name) geometry OK on every step")
    print("PEAK RSS \(peakResidentKilobytes() / 1024) MB")
    return summary
}

/// Where Textual's reference script lives by default: `Benchmarks/peers/textual_ref.py` of the
/// source tree this tool was built from (found from this file's path, like W1's
/// `enaml_like.cns`), else the same relative path from the current directory.
func defaultTextualScript() -> String {
    defaultPeerScript("textual_ref.py")
}

/// Runs Textual's reference script (`Benchmarks/peers/textual_ref.py`) with `arguments` and
/// returns the JSON object it writes, or `nil` (after saying why) when it could not run.
func runTextualReference(_ options: GridBenchmarkOptions, _ arguments: [String]) -> [String: Any]? {
    guard FileManager.default.fileExists(atPath: options.textualScript) else {
        print("textual: no reference script at \(options.textualScript) (pass --textual-script PATH)")
        return nil
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "textual-grid-\(getpid()).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        ["python3", options.textualScript, String(options.count)] + arguments + [
            "--layout", options.layout.rawValue, "--steps", String(options.steps), "--warmup",
            String(options.warmup), "--json", output,
        ]
    do {
        try process.run()
        process.waitUntilExit()
    } catch {
        print("textual: could not run \(options.textualScript): \(error)")
        return nil
    }
    guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output),
        let result = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
        print("textual: the reference script failed (status \(process.terminationStatus))")
        return nil
    }
    return result
}

/// Prints one side-by-side line: Textual's time (seconds, from its JSON), ours (ns), the ratio.
func printSide(_ label: String, textual seconds: Double, trellis nanoseconds: Double) {
    print(
        "SIDE \(label): textual \(formatDuration(seconds * 1e9)) trellis \(formatDuration(nanoseconds)) "
            + "ratio \(fixed(seconds * 1e9 / nanoseconds, 1))×")
}

/// The median Textual's JSON reports for `key` in a scenario's entry.
func textualMedian(_ entry: [String: Any], _ key: String) -> Double? {
    (entry[key] as? [String: Any])?["median"] as? Double
}

/// Runs Textual's reference script on the same workload, headless, and prints the ratios.
func runTextualBeside(_ options: GridBenchmarkOptions, ours: GridRunSummary) {
    guard let result = runTextualReference(options, []) else { return }
    let name = "grid N=\(options.count)/\(options.layout.rawValue)"
    if let startup = result["startup_first_frame_s"] as? Double {
        printSide("\(name) startup", textual: startup, trellis: ours.startup)
    }
    let scenarios = result["scenarios"] as? [String: Any] ?? [:]
    for (scenario, _) in gridScenarios {
        guard let entry = scenarios[scenario] as? [String: Any] else { continue }
        if let settled = textualMedian(entry, "latency_s"), let oursSettled = ours.settled[scenario] {
            printSide("\(name) resize \(scenario) settled", textual: settled, trellis: oursSettled)
        }
        if let first = textualMedian(entry, "first_frame_latency_s"),
            let oursFirst = ours.firstFrame[scenario]
        {
            printSide("\(name) resize \(scenario) first frame", textual: first, trellis: oursFirst)
        }
    }
}
