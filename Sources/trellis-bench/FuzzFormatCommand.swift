import Foundation

/// `trellis-bench fuzz-format`: routes to ``runFuzzFormat(arguments:)`` and turns its failure
/// into exit code 1 with the message on standard error.
let fuzzFormatCommand = Subcommand(
    name: "fuzz-format",
    summary: "fuzz both format parsers [--count N] [--seed S] [--show N] [--samples N]",
    run: { arguments in
        do {
            try runFuzzFormat(arguments: arguments)
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    })
