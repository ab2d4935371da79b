import Foundation
import Testing

@testable import TrellisCore

/// Every window keeps its own layout log: two windows (or two tests side by side) never see each
/// other's issues, views in no window report to `LayoutLog.unattached`, and every log appends to
/// the file `TRELLIS_LOG` names without overwriting another's lines.
@MainActor
@Suite struct LayoutLogTests {
    @Test func aWindowsIssuesStayInItsOwnLog() {
        let broken = makeWindow(40, 10)
        let quiet = makeWindow(40, 10)
        let box = makeView("box", in: broken)
        let unattachedBefore = LayoutLog.unattached.totalCount
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 5), box.widthAnchor.constraint(equalToConstant: 6),
        ])
        broken.layoutIfNeeded()
        quiet.layoutIfNeeded()
        #expect(broken.layoutLog.issues.map(\.kind) == [.unsatisfiable])
        #expect(quiet.layoutLog.issues.isEmpty)
        #expect(LayoutLog.unattached.totalCount == unattachedBefore)
    }

    @Test func aConstraintBetweenWindowsGoesToTheFirstItemsWindow() {
        let first = makeWindow(40, 10)
        let second = makeWindow(40, 10)
        let a = makeView("a", in: first)
        let b = makeView("b", in: second)
        a.leftAnchor.constraint(equalTo: b.leftAnchor).isActive = true
        #expect(first.layoutLog.issues.map(\.kind) == [.noCommonAncestor])
        #expect(second.layoutLog.issues.isEmpty)
    }

    @Test func logsShareTheirFileByAppending() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-layout-log-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = LayoutLog(path: path)
        let second = LayoutLog(path: path)
        first.record(LayoutIssue(kind: .layoutLoop, constraint: nil, message: "first"))
        second.record(LayoutIssue(kind: .layoutLoop, constraint: nil, message: "second"))
        first.record(LayoutIssue(kind: .layoutLoop, constraint: nil, message: "third"))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.map { $0.split(separator: " ").last } == ["first", "second", "third"])
    }
}
