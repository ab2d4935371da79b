// TEMPORARY entry point on the `format` branch: the solver branch owns the real
// trellis-bench dispatcher, which should route `fuzz-format` to runFuzzFormat.
import Foundation

do {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "fuzz-format" { arguments.removeFirst() }
    try runFuzzFormat(arguments: arguments)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
