// `trellis-bench widgets --textual`: the events workload on Textual in the same run
// (Benchmarks/peers/textual_events.py: the same seeded stream to Textual's counterparts of the
// same widgets, headless at 120x40), and both sides with Textual's time over ours.

/// Runs Textual's side of the events workload and prints it beside `ours`; returns the number
/// of failed checks (Textual's, or 1 when its script could not run).
@MainActor
func runTextualEventsBeside(_ options: WidgetsBenchmarkOptions, ours: EventsSummary) -> Int {
    let arguments = [
        "--events", String(options.events), "--seed", String(options.seed), "--cap-seconds",
        String(options.capSeconds),
    ]
    guard let result = runPeerScript(options.textualEventsScript, arguments) else { return 1 }
    let failed = result["checks_failed"] as? [String] ?? []
    for failure in failed { print("CHECK textual events: \(failure) FAILED") }
    if let overCap = result["over_cap"] as? String { print("TEXTUAL events over the cap: \(overCap)") }
    var sameStream = 0
    let theirs = result["stream_fingerprint"] as? String ?? "none"
    print(
        "CHECK events: Textual was sent the same stream (fingerprint \(theirs)) "
            + verdict(theirs == ours.fingerprint || result["over_cap"] != nil, &sameStream))
    guard let medianMicroseconds = result["median_us"] as? Double,
        let meanMicroseconds = result["mean_us"] as? Double
    else {
        print("TEXTUAL events: no times")
        return failed.count + sameStream + 1
    }
    let count = result["events"] as? Int ?? 0
    let dialogs = result["dialogs_opened"] as? Int ?? 0
    print(
        "SIDE BY SIDE events: \(count) events (seed \(options.seed)) on Textual, \(dialogs) dialogs opened there"
    )
    print(
        "SIDE " + "per event".padding(toLength: 22) + "Trellis".padding(toLength: 14)
            + "Textual".padding(toLength: 14) + "Textual/Trellis")
    for (name, trellis, textual) in [
        ("median", ours.median, medianMicroseconds * 1e3), ("mean", ours.mean, meanMicroseconds * 1e3),
    ] {
        print(
            "SIDE " + name.padding(toLength: 22) + formatDuration(trellis).padding(toLength: 14)
                + formatDuration(textual).padding(toLength: 14) + "×" + fixed(textual / trellis, 0))
    }
    print(
        "SIDE " + "events/s".padding(toLength: 22) + fixed(1e9 / ours.mean, 0).padding(toLength: 14)
            + fixed(1e9 / (meanMicroseconds * 1e3), 0))
    return failed.count + sameStream
}
