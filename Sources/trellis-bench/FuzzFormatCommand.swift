/// `trellis-bench fuzz-format`: feeds random and mutated strings to the equation and Visual
/// Format parsers and checks that each either parses or throws a well-formed `FormatError`.
let fuzzFormatCommand = Subcommand(
    name: "fuzz-format",
    summary: "fuzz the equation and Visual Format parsers [--count N] [--seed N]",
    run: { arguments in
        do {
            try runFuzzFormat(arguments: arguments)
            return 0
        } catch {
            print("fuzz-format: \(error)")
            return 1
        }
    })
