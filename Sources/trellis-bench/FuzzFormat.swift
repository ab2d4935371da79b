import TrellisCore

/// `trellis-bench fuzz-format [--count N] [--seed S] [--show N] [--samples N]`
///
/// Feeds the format parser (`FormatParser.parse`, both grammars) random strings built from a
/// grammar-aware alphabet and mutations of valid formats (insert, delete, replace, duplicate,
/// splice), and checks that each one either parses or throws a ``FormatError`` whose columns
/// lie inside the string (1…count + 1) and whose piece is the text at its column. A parse that
/// succeeds is checked too: every equation names known views, has a finite multiplier and
/// constant, a priority in 1…1000 and a column inside the string. A crash ends the run, so
/// finishing is the "no crash" result. Prints throughput and the count of results per kind;
/// `--show` caps the violations printed, `--samples` prints that many accepted inputs.
///
/// - Parameter arguments: the command-line arguments after the subcommand name.
/// - Throws: ``FuzzFormatFailure`` for bad arguments, a corpus entry that no longer parses,
///   or any input that broke an invariant.
func runFuzzFormat(arguments: [String]) throws {
    let settings = try FuzzFormatSettings(arguments)
    var fuzzer = FormatFuzzer(seed: settings.seed)
    try fuzzer.checkCorpus()
    let clock = ContinuousClock()
    let start = clock.now
    var parseTime = Duration.zero
    var outcomes: [String: Int] = [:]
    var violations: [String] = []
    var samples: [String] = []
    for _ in 0..<settings.count {
        let input = fuzzer.nextInput()
        let options = fuzzer.nextOptions()
        let parseStart = clock.now
        let outcome: Result<ParsedFormat, FormatError>
        do {
            outcome = .success(
                try FormatParser.parse(
                    input, views: FormatFuzzer.views, metrics: FormatFuzzer.metrics, options: options))
        } catch {
            outcome = .failure(error)
        }
        parseTime += clock.now - parseStart
        let problem: String?
        switch outcome {
        case .success(let parsed):
            outcomes["ok", default: 0] += 1
            if samples.count < settings.samples {
                samples.append("\(String(reflecting: input)) → \(parsed.equations.map(\.description))")
            }
            problem = FormatFuzzer.problem(with: parsed, input: input)
        case .failure(let error):
            outcomes[error.kind.name, default: 0] += 1
            problem = FormatFuzzer.problem(with: error, input: input)
        }
        if let problem, violations.count < 1000 {
            violations.append("\(problem) — input \(String(reflecting: input)), options \(options.rawValue)")
        }
    }
    let elapsed = clock.now - start
    report(settings: settings, elapsed: elapsed, parseTime: parseTime, outcomes: outcomes)
    for sample in samples { print("accepted: \(sample)") }
    for violation in violations.prefix(settings.show) { print("VIOLATION: \(violation)") }
    if !violations.isEmpty { throw FuzzFormatFailure(message: "\(violations.count) invariant violations") }
}

/// Prints the run's numbers.
private func report(
    settings: FuzzFormatSettings, elapsed: Duration, parseTime: Duration, outcomes: [String: Int]
) {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let parseSeconds = Double(parseTime.components.seconds) + Double(parseTime.components.attoseconds) * 1e-18
    let errors = outcomes.filter { $0.key != "ok" }.values.reduce(0, +)
    print("fuzz-format: \(settings.count) inputs, seed \(settings.seed)")
    print("  total \(rounded(seconds)) s (\(Int(Double(settings.count) / seconds)) inputs/s)")
    print("  parsing \(rounded(parseSeconds)) s (\(Int(Double(settings.count) / parseSeconds)) parses/s)")
    print("  crashes 0, invariant violations checked on every input")
    print("  ok \(outcomes["ok", default: 0]), errors \(errors)")
    for (kind, count) in outcomes.filter({ $0.key != "ok" }).sorted(by: {
        ($1.value, $0.key) < ($0.value, $1.key)
    }) {
        print("    \(kind): \(count)")
    }
}

private func rounded(_ value: Double) -> String {
    String(Double(Int(value * 1000)) / 1000)
}

/// Why the fuzzer stopped.
struct FuzzFormatFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String
    /// The message.
    var description: String { message }
}

/// The command-line settings.
private struct FuzzFormatSettings {
    var count = 1_000_000
    var seed: UInt64 = 1
    var show = 20
    var samples = 0

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else {
                throw FuzzFormatFailure(message: "missing value after \(flag)")
            }
            switch flag {
            case "--count": count = try Self.number(value, for: flag)
            case "--seed": seed = UInt64(try Self.number(value, for: flag))
            case "--show": show = try Self.number(value, for: flag)
            case "--samples": samples = try Self.number(value, for: flag)
            default:
                throw FuzzFormatFailure(
                    message: "unknown option \(flag) (use --count N, --seed S, --show N, --samples N)")
            }
        }
    }

    private static func number(_ text: String, for flag: String) throws -> Int {
        guard let value = Int(text), value >= 0 else {
            throw FuzzFormatFailure(message: "\(flag) needs a non-negative whole number, got '\(text)'")
        }
        return value
    }
}
