// `trellis-bench grid N --tmux`: Benchmarks/GRID_RESIZE.md's workload in a real terminal
// (tmux 3.3a).
// The app side (`grid-app`) runs the grid on the terminal with TRELLIS_FRAME_LOG; the
// controller starts it in a detached tmux session, resizes the window step by step, reads the
// frame log (CLOCK_MONOTONIC, comparable across processes), and checks every screen with
// capture-pane. With --textual it runs Benchmarks/peers/textual_ref.py --tmux on the same workload
// and prints the ratios.

import Foundation
import Trellis
import TrellisTesting

let gridAppCommand = Subcommand(
    name: "grid-app",
    summary: "the grid N app on the real terminal (driven by `grid N --tmux`) [--layout fill|fixed3]",
    run: runGridApp)

@MainActor
func runGridApp(_ arguments: [String]) -> Int32 {
    let count = arguments.first.flatMap(Int.init) ?? 1000
    let layout =
        arguments.firstIndex(of: "--layout").flatMap { index in
            index + 1 < arguments.count ? GridLayout(rawValue: arguments[index + 1]) : nil
        } ?? .fill
    do {
        var configuration = TerminalSession.Configuration()
        if arguments.contains("--no-sync") { configuration.backend.synchronizedOutput = false }
        try Application.runInTerminal(configuration: configuration) { app in
            // N = 0 is the floor of the method: a program that only redraws a blank screen.
            if count > 0 {
                _ = buildGrid(count: count, layout: layout, in: app.window)
            } else {
                app.window.backgroundColor = .rgb(0, 0, 0)
            }
            app.bind(.character("q")) { app.quit() }
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("grid-app: \(error)\n".utf8))
        return 1
    }
}

/// One line of the frame log.
struct FrameLogEntry {
    let time: UInt64
    let size: Size
    let event: String?
    let cells: Int
    let bytes: Int
    /// Where the frame's time went (ns): layout, drawing, output, and the CPU part of output.
    let stages: [Double]

    init?(_ line: Substring) {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let time = (object["time_ns"] as? NSNumber)?.uint64Value,
            let size = object["size"] as? [Int], size.count == 2
        else { return nil }
        self.time = time
        self.size = Size(width: size[0], height: size[1])
        event = object["event"] as? String
        cells = object["cells"] as? Int ?? 0
        bytes = object["bytes"] as? Int ?? 0
        stages = ["layout_ns", "draw_ns", "output_ns", "output_cpu_ns"].map {
            (object[$0] as? NSNumber)?.doubleValue ?? 0
        }
    }
}

/// Reads the frame log as it grows.
final class FrameLogReader {
    let path: String
    private var offset: UInt64 = 0
    private var pending = ""
    private(set) var entries: [FrameLogEntry] = []

    init(path: String) {
        self.path = path
    }

    /// Reads the lines written since the last call.
    func poll() {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let data = handle.readDataToEndOfFile()
        offset += UInt64(data.count)
        pending += String(decoding: data, as: UTF8.self)
        while let newline = pending.firstIndex(of: "\n") {
            if let entry = FrameLogEntry(pending[..<newline]) { entries.append(entry) }
            pending = String(pending[pending.index(after: newline)...])
        }
    }

    /// Polls until `condition` finds what it wants among the entries from `start` on.
    func wait<T>(from start: Int, timeout: Double = 60, _ condition: (ArraySlice<FrameLogEntry>) -> T?) -> T?
    {
        let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
        while monotonicNanoseconds() < deadline {
            poll()
            if let found = condition(entries[min(start, entries.count)...]) { return found }
            usleep(2_000)
        }
        return nil
    }

    /// Polls until no entry arrived for `quiet` seconds.
    func settle(quiet: Double = 0.03) {
        var count = -1
        while count != entries.count {
            count = entries.count
            usleep(UInt32(quiet * 1e6))
            poll()
        }
    }
}

/// Medians of our tmux run, for the side-by-side table.
struct GridTerminalSummary {
    var startup: Double
    var firstFrame: [String: Double] = [:]
    var lastFrame: [String: Double] = [:]
    var inApp: [String: Double] = [:]
}

@MainActor
func runTmuxGrid(_ options: GridBenchmarkOptions) -> GridTerminalSummary? {
    let name = "grid N=\(options.count)/\(options.layout.rawValue) tmux"
    guard TmuxPane.executable != nil else {
        print("grid --tmux: tmux is not installed")
        return nil
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-grid-\(getpid()).jsonl")
        .path
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    defer {
        if ProcessInfo.processInfo.environment["TRELLIS_KEEP_FRAME_LOG"] == nil {
            try? FileManager.default.removeItem(atPath: log)
        } else {
            print("frame log kept at \(log)")
        }
    }
    do {
        let pane = try TmuxPane(width: gridStart.width, height: gridStart.height)
        defer { pane.kill() }
        let reader = FrameLogReader(path: log)
        let start = monotonicNanoseconds()
        try pane.type(
            line:
                "TRELLIS_FRAME_LOG=\(log) exec \(executable) grid-app \(options.count) --layout \(options.layout.rawValue)"
        )
        guard
            let first = reader.wait(
                from: 0,
                { entries in
                    entries.first { $0.event == nil && $0.size == gridStart && $0.cells == gridStart.area }
                })
        else {
            print("CHECK \(name) FAILED: no complete first frame")
            return nil
        }
        reader.settle()
        var summary = GridTerminalSummary(startup: Double(first.time - start))
        report(
            "\(name) startup", [summary.startup], extra: "(command typed → first complete frame)",
            json: options.json)
        var current = gridStart
        for (scenario, sizes) in gridScenarios {
            var firstFrames: [Double] = []
            var lastFrames: [Double] = []
            var signalToFrame: [Double] = []
            // Per target size: signal → frame, and the frame's stages and bytes.
            var bySize: [Size: [(total: Double, stages: [Double], bytes: Double)]] = [:]
            for step in 0..<(options.warmup + options.steps) {
                let size = sizes[step % 2]
                // tmux holds back a pane resize that follows the previous one within 250 ms
                // (it throttles resize storms); pause so that every step is a fresh resize.
                usleep(300_000)
                let mark = reader.entries.count
                let stepStart = monotonicNanoseconds()
                try pane.resize(width: size.width, height: size.height)
                guard
                    let full = reader.wait(
                        from: mark,
                        { entries in
                            entries.first { $0.event == nil && $0.size == size && $0.cells == size.area }
                        })
                else {
                    print("CHECK \(name) \(scenario) step \(step) FAILED: no full frame at \(size)")
                    return nil
                }
                reader.settle()
                let event =
                    reader.entries[mark...].first { $0.event == "SIGWINCH" && $0.size == size }
                    ?? reader.entries[mark...].first { $0.event == "resize" && $0.size == size }
                let last = reader.entries[mark...].last { $0.event == nil } ?? full
                let screen = try pane.screen()
                let row = screen.first ?? ""
                let isBlank = options.count == 0
                guard screen.count == size.height,
                    isBlank
                        || (row.count == size.width && row.filter({ $0 == "┌" }).count == 10
                            && row.hasSuffix("┐"))
                else {
                    print(
                        "CHECK \(name) \(scenario) step \(step) FAILED: capture-pane shows \(screen.count) rows, "
                            + "row 0 \(row.count) wide: \(row.prefix(60))")
                    return nil
                }
                current = size
                if step >= options.warmup {
                    firstFrames.append(Double(full.time - stepStart))
                    lastFrames.append(Double(last.time - stepStart))
                    if let event {
                        signalToFrame.append(Double(full.time - event.time))
                        bySize[size, default: []].append(
                            (Double(full.time - event.time), full.stages, Double(full.bytes)))
                    }
                }
            }
            if current != gridStart {
                let mark = reader.entries.count
                try pane.resize(width: gridStart.width, height: gridStart.height)
                _ = reader.wait(from: mark) { entries in
                    entries.first { $0.size == gridStart && $0.cells == gridStart.area }
                }
                reader.settle()
                current = gridStart
            }
            report(
                "\(name) resize \(scenario) first full frame", firstFrames,
                extra: "(resize-window → frame flushed)", json: options.json)
            report("\(name) resize \(scenario) last frame", lastFrames, json: options.json)
            if !signalToFrame.isEmpty {
                report(
                    "\(name) resize \(scenario) in-app", signalToFrame,
                    extra: "(SIGWINCH → full frame flushed)", json: options.json)
                summary.inApp[scenario] = median(signalToFrame.sorted())
                for (size, samples) in bySize.sorted(by: { $0.key.area < $1.key.area }) {
                    func middle(_ values: [Double]) -> String { formatDuration(median(values.sorted())) }
                    print(
                        "STAGES \(name) \(scenario) at \(size.width)x\(size.height): in-app \(middle(samples.map(\.total))) = "
                            + "before the frame + layout \(middle(samples.map { $0.stages[0] })) + draw "
                            + "\(middle(samples.map { $0.stages[1] })) + output \(middle(samples.map { $0.stages[2] })) "
                            + "(CPU \(middle(samples.map { $0.stages[3] }))), \(fixed(median(samples.map(\.bytes).sorted()), 0)) bytes, "
                            + "n=\(samples.count)")
                }
            }
            summary.firstFrame[scenario] = median(firstFrames.sorted())
            summary.lastFrame[scenario] = median(lastFrames.sorted())
        }
        print("CHECK \(name) capture-pane geometry OK on every step")
        try pane.press("q")
        return summary
    } catch {
        print("grid --tmux: \(error)")
        return nil
    }
}

/// Runs textual_ref.py --tmux on the same workload and prints the ratios.
func runTextualTmuxBeside(_ options: GridBenchmarkOptions, ours: GridTerminalSummary) {
    guard let result = runTextualReference(options, ["--tmux"]) else { return }
    let name = "grid N=\(options.count)/\(options.layout.rawValue) tmux"
    if let startup = result["startup_spawn_to_first_frame_s"] as? Double {
        printSide("\(name) startup", textual: startup, trellis: ours.startup)
    }
    let scenarios = result["scenarios"] as? [String: Any] ?? [:]
    for (scenario, _) in gridScenarios {
        guard let entry = scenarios[scenario] as? [String: Any] else { continue }
        if let first = textualMedian(entry, "total_cmd_to_first_frame_flush_s"),
            let oursFirst = ours.firstFrame[scenario]
        {
            printSide("\(name) resize \(scenario) first full frame", textual: first, trellis: oursFirst)
        }
        if let inApp = textualMedian(entry, "app_signal_to_first_frame_flush_s"),
            let oursApp = ours.inApp[scenario]
        {
            printSide(
                "\(name) resize \(scenario) in-app (SIGWINCH → first full frame flushed)", textual: inApp,
                trellis: oursApp)
        }
        if let last = textualMedian(entry, "total_cmd_to_flush_s"), let oursLast = ours.lastFrame[scenario] {
            printSide("\(name) resize \(scenario) last frame", textual: last, trellis: oursLast)
        }
    }
}
