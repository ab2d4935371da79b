// Running a peer's side of a workload (a Python script in Benchmarks/peers/) from trellis-bench
// and reading the JSON object it writes.

import Foundation

/// Where the peer script `name` lives by default: `Benchmarks/peers/<name>` of the source tree
/// this tool was built from, else the same relative path from the current directory.
func defaultPeerScript(_ name: String) -> String {
    let relativePath = "Benchmarks/peers/" + name
    let sourceDirectory = String(
        #filePath.split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/"))
    let inSourceTree = sourceDirectory + "/" + relativePath
    return FileManager.default.fileExists(atPath: inSourceTree) ? inSourceTree : relativePath
}

/// Runs `python3 script arguments… --json FILE` and returns the object it wrote to FILE, or
/// `nil` after printing a failed CHECK line that says why there is none.
func runPeerScript(_ script: String, _ arguments: [String]) -> [String: Any]? {
    guard FileManager.default.fileExists(atPath: script) else {
        print("CHECK peer script \(script) FAILED: it is not there")
        return nil
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trellis-peer-\(getpid()).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    guard let child = runChild("/usr/bin/env", ["python3", script] + arguments + ["--json", output]) else {
        print("CHECK peer script \(script) FAILED: python3 could not start")
        return nil
    }
    if !child.output.isEmpty { print(child.output, terminator: "") }
    guard let data = FileManager.default.contents(atPath: output),
        let result = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
        print("CHECK peer script \(script) FAILED: it wrote no JSON (status \(child.status))")
        return nil
    }
    return result
}
