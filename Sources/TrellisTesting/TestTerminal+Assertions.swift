import Foundation
import Testing
import TrellisCore

extension TestTerminal {
    /// Checks the whole screen against `expected`, one string per row; on a mismatch, records a
    /// failure at the caller's line with both screens side by side and the differing rows
    /// marked, so it reads like a screenshot diff.
    ///
    /// Rows are compared as displayed (trailing spaces matter; a wide character counts once).
    public func assertScreen(
        _ expected: [String], fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let actual = screen
        guard actual != expected else { return }
        let message = ScreenDiff(expected: expected, actual: actual).description
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Two screens side by side, differing rows marked with `≠`.
struct ScreenDiff: CustomStringConvertible {
    let expected: [String]
    let actual: [String]

    var description: String {
        let width = max(expected.map(\.count).max() ?? 0, 8)
        var lines = ["Screen mismatch (expected | actual):"]
        for row in 0..<max(expected.count, actual.count) {
            let left = row < expected.count ? expected[row] : "<missing>"
            let right = row < actual.count ? actual[row] : "<missing>"
            let mark = left == right ? " " : "≠"
            let padded = left + String(repeating: " ", count: max(0, width - left.count))
            lines.append("\(mark) |\(padded)| |\(right)|")
        }
        return lines.joined(separator: "\n")
    }
}
