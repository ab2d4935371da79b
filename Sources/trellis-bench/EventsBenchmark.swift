// `trellis-bench widgets` (e): events per second. A seeded stream of random keys, clicks, wheel
// turns and resizes (a click is two events, the press and the release) goes to a window holding one of every widget (EveryWidgetWindow.swift);
// each event is handled and followed by its whole frame (layout, drawing, the diff encoded as
// terminal bytes), and the pair is timed.

import TrellisCore

/// The kinds of event in the stream, with their shares out of 100.
private enum RandomEventKind: CaseIterable {
    case key, click, wheel, resize

    var share: Int {
        switch self {
        case .key: 50
        case .click: 25
        case .wheel: 15
        case .resize: 10
        }
    }
}

/// The keys the stream presses: navigation, editing and a few letters (never a quit key).
private let randomKeys: [KeyEvent] =
    [
        .tab, .backTab, .enter, .escape, .backspace, KeyEvent(.up), KeyEvent(.down), KeyEvent(.left),
        KeyEvent(.right), KeyEvent(.home), KeyEvent(.end), KeyEvent(.pageUp), KeyEvent(.pageDown),
        .character(" "),
    ] + "abcxyz".map { .character($0) }

/// The next random events for a screen of `size`: one, or for a click the press and the
/// release at one place.
private func randomEvents(_ random: inout SplitMix64, on size: Size) -> (RandomEventKind, [Event]) {
    var pick = random.next(below: 100)
    var kind = RandomEventKind.key
    for candidate in RandomEventKind.allCases {
        if pick < candidate.share {
            kind = candidate
            break
        }
        pick -= candidate.share
    }
    let point = Point(x: random.next(below: size.width), y: random.next(below: size.height))
    switch kind {
    case .key:
        return (kind, [.key(randomKeys[random.next(below: randomKeys.count)])])
    case .click:
        return (
            kind,
            [.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))]
        )
    case .wheel:
        return (kind, [.mouse(MouseEvent(.wheel(random.next(below: 2) == 0 ? .up : .down), at: point))])
    case .resize:
        return (
            kind, [.resize(Size(width: 80 + random.next(below: 81), height: 24 + random.next(below: 27)))]
        )
    }
}

/// A fingerprint of an event stream, so both sides can show they were sent the same one: FNV-1a
/// (64 bits) over a text of each event — `k<index in randomKeys>;`, `d<x>,<y>;` (press),
/// `u<x>,<y>;` (release), `w<x>,<y>,<1 up, 0 down>;`, `r<width>,<height>;` — which
/// `Benchmarks/peers/textual_events.py` computes the same way.
struct EventStreamFingerprint {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ event: Event) {
        var text = ""
        switch event {
        case .key(let key): text = "k\(randomKeys.firstIndex(of: key) ?? -1);"
        case .mouse(let mouse):
            let at = "\(mouse.position.x),\(mouse.position.y)"
            switch mouse.kind {
            case .press: text = "d\(at);"
            case .release: text = "u\(at);"
            case .wheel(let direction): text = "w\(at),\(direction == .up ? 1 : 0);"
            default: text = "?;"
            }
        case .resize(let size): text = "r\(size.width),\(size.height);"
        default: text = "?;"
        }
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }

    /// The value as 16 hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What the events workload measured, for the table beside Textual.
struct EventsSummary {
    /// The median and the mean time per event, in nanoseconds.
    var median: Double
    var mean: Double
    /// The fingerprint of the stream sent (see ``EventStreamFingerprint``).
    var fingerprint: String
}

@MainActor
func runEventsWorkload(_ options: WidgetsBenchmarkOptions) -> (failures: Int, summary: EventsSummary) {
    var failures = 0
    let backend = HeadlessBackend(size: stackScreenSize, encodesANSI: true)
    let application = Application(backend: backend, events: SilentEventSource(), clock: ManualClock())
    let widgets = makeEveryWidgetWindow(in: application)
    application.renderFrameIfNeeded(force: true)
    let issuesBefore = application.window.layoutLog.totalCount

    var random = SplitMix64(seed: options.seed)
    var samples: [Double] = []
    samples.reserveCapacity(options.events)
    var changedScreen: [RandomEventKind: Int] = [:]
    var placedAfterResize = true
    var fingerprint = EventStreamFingerprint()
    while samples.count < options.events {
        let (kind, events) = randomEvents(&random, on: backend.size)
        for event in events.prefix(options.events - samples.count) {
            fingerprint.add(event)
            if case .resize(let size) = event { backend.size = size }  // the terminal changed first
            let frames = application.frameCount
            let start = monotonicNanoseconds()
            application.handle(event)
            application.renderFrameIfNeeded()
            samples.append(Double(monotonicNanoseconds() - start))
            if application.frameCount > frames && application.lastFrameStatistics.cellsChanged > 0 {
                changedScreen[kind, default: 0] += 1
            }
            if case .resize(let size) = event {
                let bar = widgets.statusBar.frameInWindow
                placedAfterResize =
                    placedAfterResize && application.screen.size == size && bar.minY == size.height - 1
                    && bar.width == size.width && widgets.split.frameInWindow.maxX == size.width
            }
        }
    }
    let sorted = samples.sorted()
    let mean = samples.reduce(0, +) / Double(samples.count)
    report(
        "events \(options.events) (seed \(options.seed)) per event", samples,
        extra: "mean \(formatDuration(mean)) events/s \(fixed(1e9 / mean, 0))", json: options.json)
    print(
        "EVENTS median \(formatDuration(median(sorted))) mean \(formatDuration(mean)) per event, "
            + "\(fixed(1e9 / mean, 0)) events/s; \(widgets.dialogsOpened.value) dialogs opened; frames that "
            + "changed the screen: "
            + RandomEventKind.allCases.map { "\($0) \(changedScreen[$0] ?? 0)" }.joined(separator: ", ")
            + "; stream fingerprint \(fingerprint.hex)")
    print(
        "CHECK events: after every resize the screen, status bar and split view span the new size \(verdict(placedAfterResize, &failures))"
    )
    let everyKindDrew = RandomEventKind.allCases.allSatisfy { (changedScreen[$0] ?? 0) > 0 }
    print(
        "CHECK events: every kind of event changed the screen at least once \(verdict(everyKindDrew, &failures))"
    )
    print("CHECK events: the backend saw no misuse \(verdict(backend.violations.isEmpty, &failures))")
    let issues = application.window.layoutLog.totalCount - issuesBefore
    print("CHECK events: no layout issue (\(issues) recorded) \(verdict(issues == 0, &failures))")
    print(
        "GOAL events: mean \(formatDuration(mean)) per event \(mean <= 1e6 ? "within" : "over") the goal of 1 ms"
    )
    return (failures, EventsSummary(median: median(sorted), mean: mean, fingerprint: fingerprint.hex))
}
