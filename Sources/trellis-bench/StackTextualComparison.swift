// `trellis-bench widgets --textual`: the stack workload on Textual in the same run
// (Benchmarks/peers/textual_widgets.py, headless, same sizes, runs and cap), and the table of
// both sides with Textual's time over ours.

import Foundation

/// What Textual's script reported for one N: its medians in ms by JSON key, or why there are
/// none.
private struct TextualStackEntry {
    var milliseconds: [String: Double] = [:]
    var overCap: String?
    var skipped: String?
}

/// Runs Textual's side of the stack workload and prints the table beside `ours`; returns the
/// number of failed checks (Textual's, or 1 when its script could not run).
@MainActor
func runTextualStackBeside(_ options: WidgetsBenchmarkOptions, ours: StackSummary) -> Int {
    let arguments =
        options.sizes.map(String.init) + [
            "--runs", String(options.runs), "--cap-seconds", String(options.capSeconds),
        ]
    guard let result = runPeerScript(options.textualScript, arguments) else { return 1 }
    let failed = result["checks_failed"] as? [String] ?? []
    for failure in failed { print("CHECK textual \(failure) FAILED") }
    let meta = result["meta"] as? [String: Any] ?? [:]
    var entries: [Int: TextualStackEntry] = [:]
    for (key, value) in result["sizes"] as? [String: Any] ?? [:] {
        guard let count = Int(key), let fields = value as? [String: Any] else { continue }
        var entry = TextualStackEntry()
        entry.overCap = fields["over_cap"] as? String
        entry.skipped = fields["skipped"] as? String
        for job in StackJob.allCases {
            if let value = fields[job.textualKey] as? Double { entry.milliseconds[job.textualKey] = value }
        }
        entries[count] = entry
    }
    printStackTable(options, ours: ours, textual: entries, toolkit: meta["toolkit"] as? String ?? "textual")
    return failed.count
}

/// The side-by-side table: job, N, our median, Textual's, and Textual's over ours; then the
/// goal at N = 1,000.
private func printStackTable(
    _ options: WidgetsBenchmarkOptions, ours: StackSummary, textual: [Int: TextualStackEntry], toolkit: String
) {
    print(
        "SIDE BY SIDE stack: medians of \(options.runs) fresh apps each, 120x40 headless, \(toolkit) "
            + "in the same run; cap \(fixed(options.capSeconds, options.capSeconds < 10 ? 1 : 0)) s per job")
    print(
        "SIDE " + "job".padding(toLength: 22) + "N".padding(toLength: 8) + "Trellis".padding(toLength: 14)
            + "Textual".padding(toLength: 14) + "Textual/Trellis")
    var lowestAtThousand: (job: StackJob, ratio: Double)?
    var missingAtThousand: [StackJob] = []
    for job in StackJob.allCases {
        for count in options.sizes {
            let trellis = ours.medianNanoseconds(of: job, at: count)
            let entry = textual[count]
            let theirs = entry?.milliseconds[job.textualKey].map { $0 * 1e6 }
            let trellisText = trellis.map(formatDuration) ?? (ours.overCap[count] != nil ? "over cap" : "-")
            let textualText =
                theirs.map(formatDuration)
                ?? (entry?.skipped != nil ? "skipped" : entry?.overCap != nil ? "over cap" : "-")
            var ratioText = "-"
            if let trellis, let theirs {
                let ratio = theirs / trellis
                ratioText = "×" + fixed(ratio, ratio < 10 ? 1 : 0)
                if count == 1000, ratio < lowestAtThousand?.ratio ?? .infinity {
                    lowestAtThousand = (job, ratio)
                }
            } else if count == 1000 {
                missingAtThousand.append(job)
            }
            print(
                "SIDE " + job.title.padding(toLength: 22) + String(count).padding(toLength: 8)
                    + trellisText.padding(toLength: 14) + textualText.padding(toLength: 14) + ratioText)
        }
    }
    for (count, entry) in textual.sorted(by: { $0.key < $1.key }) {
        if let reason = entry.skipped { print("TEXTUAL N=\(count) skipped: \(reason)") }
        if let job = entry.overCap {
            print("TEXTUAL N=\(count) over the cap in \(job); the jobs after it did not run")
        }
    }
    if options.sizes.contains(1000) && options.sizes.contains(10_000) {
        // Textual's growth, beside the GROWTH lines of our side.
        let growths = StackJob.allCases.compactMap { job -> String? in
            guard let before = textual[1000]?.milliseconds[job.textualKey],
                let after = textual[10_000]?.milliseconds[job.textualKey]
            else { return nil }
            return "\(job.title) ×\(fixed(after / before, 1))"
        }
        if !growths.isEmpty {
            print("GROWTH textual N=1,000 → 10,000: " + growths.joined(separator: ", "))
        }
    }
    guard options.sizes.contains(1000) else { return }
    if let lowest = lowestAtThousand, missingAtThousand.isEmpty {
        let met = lowest.ratio >= StackGoal.ratioOverTextual
        print(
            "GOAL N=1,000 every job ≥ ×\(fixed(StackGoal.ratioOverTextual, 0)) faster than Textual: "
                + "\(met ? "met" : "not met"); the lowest is \(lowest.job.title) at ×\(fixed(lowest.ratio, 1))"
        )
    } else {
        print(
            "GOAL N=1,000 ×\(fixed(StackGoal.ratioOverTextual, 0)) faster than Textual: not every job was measured"
        )
    }
}
