// `trellis-bench widgets`: the widget workloads of issues 6 and 13 (Benchmarks/WIDGETS.md),
// each in a file of its own: (a) ListView scrolling, (b) 1,000 labels resized, (c) the stack of
// N labels, beside Textual with --textual, and its arrangement alone, (c') the stack in every
// distribution, (c'') a row chained by the app's own constraints, (d) the constraint debugger,
// (e) events per second.
// This file reads the options and runs the workloads chosen.

import TrellisCore

let widgetsBenchmarkCommand = Subcommand(
    name: "widgets",
    summary:
        "widget workloads (Benchmarks/WIDGETS.md) [--only stack|distributions|chain|events|list|labels|debugger,…] "
        + "[--sizes 100,1000,10000] [--runs 3] [--cap-seconds 60] [--memory-cap-mb 4096] [--events 2000] [--seed 13] "
        + "[--textual [--textual-script PATH] [--textual-events-script PATH]] [--json] [--quick]",
    run: runWidgetsBenchmark)

/// The workloads of the `widgets` subcommand, by the names `--only` takes.
enum WidgetsWorkload: String, CaseIterable {
    case list, labels, stack, distributions, chain, debugger, events
}

/// Options of the `widgets` subcommand.
struct WidgetsBenchmarkOptions {
    var json = false
    /// Fewer steps everywhere; the stack at N = 100 in one app unless --sizes or --runs say
    /// otherwise.
    var quick = false
    var only = Set(WidgetsWorkload.allCases)
    /// The stack's label counts.
    var sizes = [100, 1000, 10_000]
    /// The label counts of the stack in every distribution: --sizes, or these (some
    /// distributions still cost the solver O(N²) per step, so 10,000 would take hours).
    var distributionSizes = [100, 300]
    /// Fresh apps per N of the stack (the median is reported).
    var runs = 3
    /// The longest one job of the stack may run, on either side, in seconds.
    var capSeconds = 60.0
    /// The largest peak RSS the stack's process of one N may reach, in MB (the machine is shared).
    var capMegabytes = 4096
    /// Run the stack on Textual too, in the same run, and print both side by side.
    var textual = false
    /// Textual's side of the stack and of the events workloads.
    var textualScript = defaultPeerScript("textual_widgets.py")
    var textualEventsScript = defaultPeerScript("textual_events.py")
    /// The length of the events workload's stream and its seed.
    var events = 2000
    var seed: UInt64 = 13
}

@MainActor
func runWidgetsBenchmark(_ arguments: [String]) -> Int32 {
    var options = WidgetsBenchmarkOptions()
    var sizesGiven = false
    var runsGiven = false
    var childCount: Int?
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        switch argument {
        case "--json": options.json = true
        case "--quick": options.quick = true
        case "--textual": options.textual = true
        case "--textual-script":
            guard let path = value() else { return usageError("--textual-script needs a path") }
            options.textualScript = path
        case "--textual-events-script":
            guard let path = value() else { return usageError("--textual-events-script needs a path") }
            options.textualEventsScript = path
        case "--only":
            let names = value()?.split(separator: ",").map { WidgetsWorkload(rawValue: String($0)) } ?? []
            guard !names.isEmpty, names.allSatisfy({ $0 != nil }) else {
                return usageError(
                    "--only takes a list of stack, distributions, chain, events, list, labels, debugger")
            }
            options.only = Set(names.compactMap { $0 })
        case "--sizes":
            let sizes = value()?.split(separator: ",").map { Int($0) } ?? []
            guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 2 }) else {
                return usageError("--sizes takes label counts of at least 2, such as 100,1000,10000")
            }
            options.sizes = sizes.compactMap { $0 }
            sizesGiven = true
            options.distributionSizes = options.sizes
        case "--runs":
            guard let runs = value().flatMap({ Int($0) }), runs > 0 else {
                return usageError("--runs takes a count")
            }
            options.runs = runs
            runsGiven = true
        case "--cap-seconds":
            guard let cap = value().flatMap({ Double($0) }), cap > 0 else {
                return usageError("--cap-seconds takes a number of seconds")
            }
            options.capSeconds = cap
        case "--memory-cap-mb":
            guard let cap = value().flatMap({ Int($0) }), cap > 0 else {
                return usageError("--memory-cap-mb takes a number of megabytes")
            }
            options.capMegabytes = cap
        case "--events":
            guard let events = value().flatMap({ Int($0) }), events > 0 else {
                return usageError("--events takes a count")
            }
            options.events = events
        case "--seed":
            guard let seed = value().flatMap({ UInt64($0) }) else {
                return usageError("--seed takes a number")
            }
            options.seed = seed
        case "--stack-child":
            // Internal: the stack of N labels in this process (see StackRun.swift).
            guard let count = value().flatMap({ Int($0) }) else { return usageError("--stack-child takes N") }
            childCount = count
        default:
            return usageError("unknown argument \(argument)")
        }
        index += 1
    }
    if let childCount {
        return runStackChild(
            count: childCount, runs: options.runs, capSeconds: options.capSeconds,
            capMegabytes: options.capMegabytes)
    }
    if options.quick {
        if !sizesGiven {
            options.sizes = [100]
            options.distributionSizes = [100]
        }
        if !runsGiven { options.runs = 1 }
        options.events = min(options.events, 200)
    }
    var failures = 0
    if options.only.contains(.list) {
        failures += runListScrollWorkload(options)
        failures += runListScaleWorkload(options)
    }
    if options.only.contains(.labels) { failures += runLabelResizeWorkload(options) }
    if options.only.contains(.stack) {
        failures += runStackArrangementWorkload(options)
        let (stackFailures, summary) = runStackWorkload(options)
        failures += stackFailures
        if options.textual { failures += runTextualStackBeside(options, ours: summary) }
    }
    if options.only.contains(.distributions) { failures += runStackDistributionsWorkload(options) }
    if options.only.contains(.chain) { failures += runAppChainWorkload(options) }
    if options.only.contains(.debugger) { failures += runDebuggerWorkload(options) }
    if options.only.contains(.events) {
        let (eventsFailures, summary) = runEventsWorkload(options)
        failures += eventsFailures
        if options.textual { failures += runTextualEventsBeside(options, ours: summary) }
    }
    print("PEAK RSS \(ownPeakResidentKilobytes() / 1024) MB (this process; the stack ran in its own)")
    print(failures == 0 ? "ALL CHECKS PASSED" : "\(failures) CHECK(S) FAILED")
    return failures == 0 ? 0 : 1
}

/// An event source with nothing to say: the benchmarks hand events to the application directly.
@MainActor
final class SilentEventSource: EventSource {
    func nextEvents(timeout: Duration?) -> [Event] { [] }
}

/// An application on a headless backend of `size`.
@MainActor
func makeHeadlessApplication(size: Size) -> (Application, HeadlessBackend) {
    let backend = HeadlessBackend(size: size)
    let application = Application(backend: backend, events: SilentEventSource(), clock: ManualClock())
    return (application, backend)
}

/// Times one event followed by a whole frame.
@MainActor
func timeStep(_ application: Application, _ event: Event) -> Double {
    let start = monotonicNanoseconds()
    application.handle(event)
    application.renderFrameIfNeeded()
    return Double(monotonicNanoseconds() - start)
}
