// trellis-bench: benchmarks and tools for Trellis.
//
// Usage: trellis-bench <subcommand> [arguments…]
// Each subcommand lives in its own file and registers one line in the table below.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One subcommand: its name, a one-line summary for the usage text, and its entry point, which
/// receives the arguments after the name and returns the process exit code.
struct Subcommand: Sendable {
    let name: String
    let summary: String
    let run: @MainActor @Sendable ([String]) -> Int32
}

/// The subcommands, in the order the usage text lists them. Add new ones here.
let subcommands: [Subcommand] = [
    solverBenchmarkCommand,
    solveCommand,
    fuzzFormatCommand,
    layoutBenchmarkCommand,
    gridBenchmarkCommand,
    gridAppCommand,
    idleBenchmarkCommand,
    renderBenchmarkCommand,
    widgetsBenchmarkCommand,
    crosscheckCommand,
    monkeyCommand,
]

@MainActor func printUsage() {
    print("usage: trellis-bench <subcommand> [arguments]")
    for command in subcommands {
        print("  " + command.name.padding(toLength: 12) + command.summary)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let name = arguments.first, let command = subcommands.first(where: { $0.name == name }) {
    exit(command.run(Array(arguments.dropFirst())))
} else {
    printUsage()
    exit(arguments.isEmpty || arguments.first == "--help" ? 0 : 2)
}
