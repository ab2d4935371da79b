// `trellis-bench idle`: an app left running must not grow. A headless app with a spinner, a
// progress bar and a clock label redrawn by timers runs for simulated minutes (the clock is
// advanced frame by frame, so hours pass in seconds), and the process's memory is sampled
// each simulated minute.

import TrellisCore
import TrellisTesting

let idleBenchmarkCommand = Subcommand(
    name: "idle",
    summary: "memory of an animated app left running [--minutes N]",
    run: runIdleBenchmark)

@MainActor
func runIdleBenchmark(_ arguments: [String]) -> Int32 {
    var minutes = 30
    if let index = arguments.firstIndex(of: "--minutes"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1]), value > 1
    {
        minutes = value
    }
    var ticks = 0
    let terminal = TestTerminal(width: 80, height: 24) { app in
        let spinner = Spinner(title: "working")
        let progress = ProgressBar(value: 0)
        progress.showsPercentage = true
        let clock = Label("0 s")
        for view in [spinner, progress, clock] as [TermView] { app.window.addSubview(view) }
        spinner.bb.left(2).top(1)
        progress.bb.left(2).right(-2).top(3)
        clock.bb.left(2).top(5)
        spinner.startAnimating()
        app.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
            ticks += 1
            progress.value = Double(ticks % 1000) / 1000
            clock.text = "\(ticks / 10) s"
        }
    }
    var samples: [Int] = []
    for minute in 0...minutes {
        if minute > 0 { terminal.advance(by: .seconds(60)) }
        samples.append(peakResidentKilobytes())
        if minute % 10 == 0 || minute == minutes {
            print("IDLE minute \(minute): frames \(terminal.app.frameCount), RSS \(samples.last! / 1024) MB")
        }
    }
    let afterWarmUp = samples[min(2, samples.count - 1)]
    let growth = samples.last! - afterWarmUp
    print("RESULT idle \(minutes) simulated minutes: RSS growth after the first 2 minutes \(growth) kB")
    return 0
}
