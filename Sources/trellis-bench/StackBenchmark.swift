// `trellis-bench widgets` (c): the stack workload of Benchmarks/WIDGETS.md — a vertical
// StackView of N one-line labels at 120×40; attach + first frame, hide + show the middle one,
// append one, remove the first, resize. Each N runs in a child process of its own
// (StackRun.swift), which gives each N its own peak RSS and lets a job that outlives the cap
// end it instead of hanging the run.

import TrellisCore

/// What the stack workload measured, for the growth factors and the table beside Textual.
struct StackSummary {
    /// The samples of each job by N, in nanoseconds (one per app that finished the job).
    var samples: [Int: [StackJob: [Double]]] = [:]
    /// Where the process of an N passed a cap, by N.
    var overCap: [Int: StackCapHit] = [:]
    /// The peak resident set size of each N's process, in kilobytes.
    var peakKilobytes: [Int: Int] = [:]

    /// The median of a job at N, when some app finished it.
    func medianNanoseconds(of job: StackJob, at count: Int) -> Double? {
        guard let values = samples[count]?[job], !values.isEmpty else { return nil }
        return median(values.sorted())
    }
}

/// A cap the process of one N passed: during which job (`nil` between jobs), and whether it
/// was the memory cap or the time cap.
struct StackCapHit {
    var job: StackJob?
    var isMemory: Bool
}

/// The goals of issue 13 for the stack.
enum StackGoal {
    /// Textual's time over ours at N = 1,000, at least.
    static let ratioOverTextual = 100.0
    /// Our time at N = 10,000 over N = 1,000, at most.
    static let growth = 12.0
    /// The peak RSS of the process of the 10,000-label stack, at most, in MB.
    static let peakMegabytes = 64
}

@MainActor
func runStackWorkload(_ options: WidgetsBenchmarkOptions) -> (failures: Int, summary: StackSummary) {
    var failures = 0
    var summary = StackSummary()
    for count in options.sizes {
        let arguments = [
            "widgets", "--stack-child", String(count), "--runs", String(options.runs), "--cap-seconds",
            String(options.capSeconds), "--memory-cap-mb", String(options.capMegabytes),
        ]
        guard let child = runChild(currentExecutablePath(), arguments) else {
            failures += 1
            continue
        }
        var jobs: [StackJob: [Double]] = [:]
        // The phases of each job's frames, one triple per app (see StackScene.phases).
        var phases: [StackJob: [[Double]]] = [:]
        var childFailures = 0
        for line in child.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "STACK-TIME":
                if fields.count == 3, let job = StackJob(rawValue: String(fields[1])),
                    let ns = Double(fields[2])
                {
                    jobs[job, default: []].append(ns)
                }
            case "STACK-PHASES":
                if fields.count == 5, let job = StackJob(rawValue: String(fields[1])) {
                    phases[job, default: []].append(fields.dropFirst(2).map { Double($0) ?? 0 })
                }
            case "STACK-CHECK-FAILED":
                childFailures += 1
                print("CHECK " + line.dropFirst("STACK-CHECK-FAILED ".count) + " FAILED")
            case "STACK-OVER-CAP":
                if fields.count == 4 {
                    summary.overCap[count] = StackCapHit(
                        job: StackJob(rawValue: String(fields[1])), isMemory: fields[3] == "memory")
                    summary.peakKilobytes[count] = Int(fields[2])
                }
            case "STACK-RSS":
                if fields.count == 2 { summary.peakKilobytes[count] = Int(fields[1]) }
            default:
                print(line)
            }
        }
        if let hides = jobs[.hide], let shows = jobs[.show] {
            jobs[.hideShow] = zip(hides, shows).map { $0 + $1 }
        }
        if let hides = phases[.hide], let shows = phases[.show] {
            phases[.hideShow] = zip(hides, shows).map { hide, show in zip(hide, show).map { $0 + $1 } }
        }
        summary.samples[count] = jobs
        for job in StackJob.allCases {
            guard let values = jobs[job], !values.isEmpty else { continue }
            report(
                "stack N=\(count) \(job.title)", values, extra: phaseMedians(values, phases[job] ?? []),
                json: options.json)
        }
        if let hit = summary.overCap[count] {
            let cap =
                hit.isMemory
                ? "passed the memory cap of \(options.capMegabytes) MB"
                : "longer than \(fixed(options.capSeconds, options.capSeconds < 10 ? 1 : 0)) s"
            print(
                "OVER CAP stack N=\(count) \(hit.job?.title ?? "between jobs"): \(cap); "
                    + "the jobs after it did not run")
        } else if child.status != 0 && childFailures == 0 {
            childFailures += 1
            print("CHECK stack N=\(count) FAILED: the child process exited with status \(child.status)")
        }
        if childFailures == 0 && summary.overCap[count] == nil {
            print("CHECK stack N=\(count) every frame of every job as expected OK")
        }
        failures += childFailures
        if let peak = summary.peakKilobytes[count] {
            print("PEAK RSS stack N=\(count): \(fixed(Double(peak) / 1024, 1)) MB")
        }
    }
    printStackGrowth(summary, options)
    return (failures, summary)
}

/// The medians over the apps of the job's parts, as a RESULT line's extra text: the change
/// itself (the job's time less its frames'), then its frames' phases (see StackScene.phases).
private func phaseMedians(_ totals: [Double], _ triples: [[Double]]) -> String {
    guard triples.count == totals.count, triples.allSatisfy({ $0.count == 3 }) else { return "" }
    let parts = zip(totals, triples).map { total, phases in [total - phases.reduce(0, +)] + phases }
    let names = ["change", "constraints", "layout", "draw"]
    return names.indices.map { index in
        names[index] + " " + formatDuration(median(parts.map { $0[index] }.sorted()))
    }.joined(separator: ", ")
}

/// The 1,000 → 10,000 growth of each job and the RSS of the 10,000-label stack, against the goals.
private func printStackGrowth(_ summary: StackSummary, _ options: WidgetsBenchmarkOptions) {
    let (small, large) = (1000, 10_000)
    guard options.sizes.contains(small), options.sizes.contains(large) else { return }
    for job in StackJob.allCases {
        guard let before = summary.medianNanoseconds(of: job, at: small) else { continue }
        guard let after = summary.medianNanoseconds(of: job, at: large) else {
            print("GROWTH stack \(job.title) N=1,000 → 10,000: not measured (over the cap at 10,000)")
            continue
        }
        let factor = after / before
        let verdict = factor <= StackGoal.growth ? "within" : "over"
        print(
            "GROWTH stack \(job.title) N=1,000 → 10,000: ×\(fixed(factor, 1)) "
                + "(\(verdict) the goal of ×\(fixed(StackGoal.growth, 0)))")
    }
    if let peak = summary.peakKilobytes[large] {
        let megabytes = Double(peak) / 1024
        let verdict = megabytes <= Double(StackGoal.peakMegabytes) ? "within" : "over"
        let finished = summary.overCap[large] == nil ? "" : " (up to the job over the cap)"
        print(
            "GOAL peak RSS of the 10,000-label stack \(fixed(megabytes, 1)) MB\(finished): \(verdict) "
                + "\(StackGoal.peakMegabytes) MB")
    }
}
