// `trellis-bench monkey --events N --seed S`: a window of every widget driven by seeded random
// input (MonkeyInput.swift), with its invariants checked after every event: nothing crashes,
// the application keeps running, every cell drawn lies inside the screen, the screen follows
// every resize, and — every `--check-every` events — the live layout equals the same system solved from scratch
// (MonkeyAudit.swift). Prints events per second; exits 1 on any failure, naming the event
// that preceded it, so a failure can be replayed with the same seed.

import TrellisCore

let monkeyCommand = Subcommand(
    name: "monkey",
    summary: "random input over every widget, invariants checked: [--events N] [--seed S] [--check-every K]",
    run: runMonkey)

/// Options of the `monkey` subcommand.
struct MonkeyOptions {
    var events = 20_000
    var seed: UInt64 = 1
    /// Compare the live layout with a fresh solve every this many events.
    var checkEvery = 50
    /// Stop after this many failures.
    var maximumFailures = 10
}

@MainActor
func runMonkey(_ arguments: [String]) -> Int32 {
    var options = MonkeyOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        let value = index + 1 < arguments.count ? arguments[index + 1] : ""
        index += 2
        switch argument {
        case "--events":
            guard let count = Int(value), count > 0 else { return usageError("--events takes a count") }
            options.events = count
        case "--seed":
            guard let seed = UInt64(value) else { return usageError("--seed takes an unsigned integer") }
            options.seed = seed
        case "--check-every":
            guard let count = Int(value), count > 0 else { return usageError("--check-every takes a count") }
            options.checkEvery = count
        default:
            return usageError("unknown argument \(argument)")
        }
    }
    let run = MonkeyRun(options: options)
    return run.go()
}

/// One monkey run: the application, its window of widgets, the input and the checks.
@MainActor
final class MonkeyRun {
    let options: MonkeyOptions
    let backend = HeadlessBackend(size: Size(width: 120, height: 40), encodesANSI: true)
    let clock = ManualClock()
    let application: Application
    var input: MonkeyInput
    /// Views the monkey took out of the tree, with the superview to put each back into.
    var removed: [(view: TermView, superview: Weak<TermView>)] = []
    var labelsAdded = 0
    var failures: [String] = []
    var counts: [String: Int] = [:]
    var audits = 0
    var ambiguousDifferences = 0

    init(options: MonkeyOptions) {
        self.options = options
        application = Application(backend: backend, events: SilentEventSource(), clock: clock)
        input = MonkeyInput(seed: options.seed)
        _ = makeEveryWidgetWindow(in: application)
    }

    func go() -> Int32 {
        application.renderFrameIfNeeded(force: true)
        let start = monotonicNanoseconds()
        var delivered = 0
        while delivered < options.events && failures.count < options.maximumFailures {
            let step = input.nextStep(screen: backend.size)
            let label = describe(step)
            switch step {
            case .events(let events):
                for event in events {
                    if case .resize(let size) = event { backend.size = size }  // the terminal first
                    application.handle(event)
                }
                application.renderFrameIfNeeded()
            case .tree(let change):
                apply(change)
                application.renderFrameIfNeeded()
            case .tick(let milliseconds):
                clock.advance(by: .milliseconds(milliseconds))
                application.step(timeout: .zero)
            }
            delivered += 1
            counts[label.kind, default: 0] += 1
            check(after: "event \(delivered) (\(label.text))", audit: delivered % options.checkEvery == 0)
        }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        print(
            "MONKEY \(delivered) events (seed \(options.seed)) in \(fixed(seconds, 1)) s: "
                + "\(fixed(Double(delivered) / seconds, 0)) events/s with the checks; "
                + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", "))
        print(
            "MONKEY \(audits) layouts compared with a fresh solve (\(ambiguousDifferences) differences in "
                + "ambiguous views, which may differ); \(removed.count) views out of the tree at the end")
        for failure in failures { print("FAIL \(failure)") }
        print("CHECK monkey: \(failures.count) failures \(failures.isEmpty ? "ok" : "FAILED")")
        return failures.isEmpty ? 0 : 1
    }

    /// The invariants after one step.
    func check(after step: String, audit: Bool) {
        func fail(_ message: String) { failures.append("after \(step): \(message)") }
        if !backend.violations.isEmpty {
            fail("the backend saw \(backend.violations.prefix(3).map(\.description))")
        }
        if application.isQuitRequested { fail("the application quit") }
        if application.screen.size != backend.size {
            fail("the screen is \(application.screen.size), the terminal \(backend.size)")
        }
        if application.window.size != backend.size {
            fail("the window is \(application.window.size), the terminal \(backend.size)")
        }
        if audit {
            audits += 1
            let result = auditLayout(of: application.window)
            ambiguousDifferences += result.ambiguousDifferences
            for problem in result.problems.prefix(3) { fail(problem) }
        }
    }

    /// Applies a change to the view tree.
    func apply(_ change: MonkeyTreeChange) {
        let views = application.window.viewVariablesForChecking.dropFirst().map(\.view)
        switch change {
        case .toggleHidden(let index):
            guard !views.isEmpty else { return }
            views[index % views.count].isHidden.toggle()
        case .remove(let index):
            guard !views.isEmpty else { return }
            let view = views[index % views.count]
            guard let superview = view.superview else { return }
            view.removeFromSuperview()
            removed.append((view, Weak(superview)))
            // Keep a few: the rest are released, which is a path worth taking too.
            if removed.count > 8 { removed.removeFirst() }
        case .restore:
            guard !removed.isEmpty else { return }
            let (view, superview) = removed.removeFirst()
            if let superview = superview.value, superview.window === application.window {
                superview.addSubview(view)
            }
        case .addLabel(let stackIndex, let position):
            let stacks = views.compactMap { $0 as? StackView }
            guard !stacks.isEmpty else { return }
            let stack = stacks[stackIndex % stacks.count]
            labelsAdded += 1
            stack.insertArrangedSubview(
                Label("monkey label \(labelsAdded)"), at: position % (stack.arrangedSubviews.count + 1))
        case .removeArranged(let stackIndex, let position):
            let stacks = views.compactMap { $0 as? StackView }.filter { !$0.arrangedSubviews.isEmpty }
            guard !stacks.isEmpty else { return }
            let stack = stacks[stackIndex % stacks.count]
            let view = stack.arrangedSubviews[position % stack.arrangedSubviews.count]
            stack.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
    }

    /// A short name of a step's kind (for the counts) and its text (for failure messages).
    func describe(_ step: MonkeyStep) -> (kind: String, text: String) {
        switch step {
        case .events(let events):
            let kind: String
            switch events.first {
            case .key: kind = "key"
            case .mouse: kind = "mouse"
            case .paste: kind = "paste"
            case .resize: kind = "resize"
            case .focusGained, .focusLost: kind = "focus"
            case nil: kind = "bytes (no event)"
            default: kind = "other"
            }
            return (kind, events.map { "\($0)" }.joined(separator: ", "))
        case .tree(let change): return ("tree", "\(change)")
        case .tick(let milliseconds): return ("tick", "tick after \(milliseconds) ms")
        }
    }
}

/// A weak reference, for keeping a view's former superview without keeping it alive.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
