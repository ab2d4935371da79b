// The stack workload of Benchmarks/WIDGETS.md for one N, in the process that runs it (`widgets
// --stack-child N`, started by `widgets` so each N has its own peak RSS and time cap): fresh
// apps run the jobs in order, each job timed from before it makes its first object to the end
// of its frame (layout, drawing, the diff encoded as the bytes a terminal would be sent), and
// checked after the timing. It writes one line per fact for the parent to read:
//
//   STACK-TIME <job> <ns>           one job of one app
//   STACK-PHASES <job> <ns> <ns> <ns>
//                                   its frames' phases: the stack's constraints, the rest of
//                                   the layout pass, drawing (see StackScene.phases)
//   STACK-CHECK-FAILED <text>       a check that failed
//   STACK-OVER-CAP <job> <kB> <time|memory>
//                                   a job outlived the time cap or the process passed the
//                                   memory cap (JobWatchdog); the process ends
//   STACK-RSS <kB>                  the peak resident set size, at the end

import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The screen before the first resize and after the second.
let stackScreenSize = Size(width: 120, height: 40)
/// The screen between the two resizes.
let stackSmallScreenSize = Size(width: 100, height: 30)

/// One app holding the stack, with the rows it should show.
@MainActor
private final class StackScene {
    let count: Int
    let application: Application
    let backend: HeadlessBackend
    /// The stack; the attach job makes the one it times.
    var stack = StackView()
    /// The labels in arranged order, hidden ones included.
    var labels: [Label] = []
    /// The text of each row that should be laid out, top to bottom.
    var rows: [String]
    var failures = 0
    /// The time of the frames' phases in the job being timed, in nanoseconds: the stack's
    /// constraints brought up to date (which adds and removes them in the solver), the rest of
    /// the layout pass (the solver's work left, the views' frames), and drawing (the views on
    /// screen, the diff, its encoding).
    var phases: [UInt64] = [0, 0, 0]

    init(count: Int) {
        self.count = count
        backend = HeadlessBackend(size: stackScreenSize, encodesANSI: true)
        application = Application(backend: backend, events: SilentEventSource(), clock: ManualClock())
        rows = (0..<count).map { "row \($0)" }
        application.renderFrameIfNeeded(force: true)
    }

    /// Writes a line and flushes it, so a watchdog's line cannot overtake it.
    func emit(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// Runs `body` under the watchdog and returns its time in nanoseconds.
    func measure(_ job: StackJob, _ watchdog: JobWatchdog, _ body: () -> Void) -> UInt64 {
        watchdog.start(job.rawValue)
        let start = monotonicNanoseconds()
        body()
        let elapsed = monotonicNanoseconds() - start
        watchdog.finish()
        return elapsed
    }

    /// Runs `body` under the watchdog and writes its time and its frames' phases.
    func time(_ job: StackJob, _ watchdog: JobWatchdog, _ body: () -> Void) {
        phases = [0, 0, 0]
        emit("STACK-TIME \(job.rawValue) \(measure(job, watchdog, body))")
        emitPhases(job)
    }

    /// Writes the phases of the job's frames.
    func emitPhases(_ job: StackJob) {
        emit("STACK-PHASES \(job.rawValue) \(phases.map(String.init).joined(separator: " "))")
    }

    /// The frame, as `renderFrameIfNeeded()` would draw it in one call, in three timed phases
    /// (see ``phases``).
    func frame() {
        let start = monotonicNanoseconds()
        stack.updateConstraintsIfNeeded()
        let constrained = monotonicNanoseconds()
        application.window.layoutIfNeeded()
        let laidOut = monotonicNanoseconds()
        application.renderFrameIfNeeded()
        let drawn = monotonicNanoseconds()
        phases[0] += constrained - start
        phases[1] += laidOut - constrained
        phases[2] += drawn - laidOut
    }

    /// Checks the frame after `job`: every shown label one row under the previous one across
    /// the whole screen width, in the order of `rows`, and the screen reading `rows` from the top.
    func check(_ job: String, changedScreen: Bool) {
        let size = backend.size
        let shown = labels.filter { !$0.isHidden }
        var problem: String?
        if application.screen.size != size {
            problem = "the screen is \(application.screen.size), not \(size)"
        } else if shown.count != rows.count {
            problem = "\(shown.count) labels shown, \(rows.count) expected"
        } else if changedScreen && (application.lastFrameStatistics.bytesWritten ?? 0) == 0 {
            problem = "the frame sent no bytes"
        }
        if problem == nil {
            for (y, label) in shown.enumerated() {
                let expected = Rect(x: 0, y: y, width: size.width, height: 1)
                if label.frame != expected || label.text != rows[y] {
                    problem = "\(label.text) at \(label.frame), expected \(rows[y]) at \(expected)"
                    break
                }
            }
        }
        if problem == nil {
            let lines = backend.lines
            for y in 0..<min(size.height, rows.count) where trimmingTrailingSpaces(lines[y]) != rows[y] {
                problem = "screen line \(y) reads \"\(trimmingTrailingSpaces(lines[y]))\", not \"\(rows[y])\""
                break
            }
        }
        if let problem {
            failures += 1
            emit("STACK-CHECK-FAILED stack N=\(count) \(job): \(problem)")
        }
    }

    /// Resizes the terminal and the app to `size` and draws the frame.
    func resize(to size: Size) {
        backend.size = size
        application.handle(.resize(size))
        frame()
    }
}

/// The text without the spaces at its end.
private func trimmingTrailingSpaces(_ text: String) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
    return text[..<end]
}

/// Runs one fresh app through every job of the stack workload; returns the failed checks.
@MainActor
private func runStackApp(count: Int, watchdog: JobWatchdog) -> Int {
    let scene = StackScene(count: count)
    let window = scene.application.window
    scene.time(.attach, watchdog) {
        scene.stack = StackView()
        scene.stack.axis = .vertical
        scene.labels = (0..<count).map { Label("row \($0)") }
        for label in scene.labels { scene.stack.addArrangedSubview(label) }
        window.addSubview(scene.stack)
        LayoutConstraint.activate([
            scene.stack.leftAnchor.constraint(equalTo: window.leftAnchor),
            scene.stack.rightAnchor.constraint(equalTo: window.rightAnchor),
            scene.stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        scene.frame()
    }
    scene.check("attach", changedScreen: true)

    let middle = scene.labels[count / 2]
    scene.time(.hide, watchdog) {
        middle.isHidden = true
        scene.frame()
    }
    scene.rows.remove(at: count / 2)
    scene.check("hide", changedScreen: count / 2 < stackScreenSize.height)
    scene.time(.show, watchdog) {
        middle.isHidden = false
        scene.frame()
    }
    scene.rows.insert("row \(count / 2)", at: count / 2)
    scene.check("show", changedScreen: count / 2 < stackScreenSize.height)

    scene.time(.append, watchdog) {
        let label = Label("row \(count)")
        scene.stack.addArrangedSubview(label)
        scene.labels.append(label)
        scene.frame()
    }
    scene.rows.append("row \(count)")
    scene.check("append", changedScreen: count < stackScreenSize.height)

    scene.time(.removeFirst, watchdog) {
        scene.labels.removeFirst().removeFromSuperview()
        scene.frame()
    }
    scene.rows.removeFirst()
    scene.check("remove first", changedScreen: true)

    // The two resizes are one job: each half is timed on its own and checked between them.
    var resize: UInt64 = 0
    scene.phases = [0, 0, 0]
    for size in [stackSmallScreenSize, stackScreenSize] {
        resize += scene.measure(.resize, watchdog) { scene.resize(to: size) }
        scene.check("resize to \(size.width)x\(size.height)", changedScreen: true)
    }
    scene.emit("STACK-TIME \(StackJob.resize.rawValue) \(resize)")
    scene.emitPhases(.resize)
    return scene.failures
}

/// `widgets --stack-child N`: `runs` fresh apps of N labels; the exit status is 1 when a check
/// failed, 3 when a job passed a cap (see `JobWatchdog`), else 0.
@MainActor
func runStackChild(count: Int, runs: Int, capSeconds: Double, capMegabytes: Int) -> Int32 {
    guard count >= 2 else {
        print("STACK-CHECK-FAILED stack N=\(count): N must be at least 2")
        return 1
    }
    let watchdog = JobWatchdog(capSeconds: capSeconds, capMegabytes: capMegabytes)
    var failures = 0
    for _ in 0..<runs { failures += runStackApp(count: count, watchdog: watchdog) }
    print("STACK-RSS \(ownPeakResidentKilobytes())")
    return failures == 0 ? 0 : 1
}
