import Testing
import TrellisCore

@testable import playground

/// The playground without a screen: the history, the presets, and the session's entries,
/// statuses and ambiguity against a window of known size.
@Suite("Playground: model")
@MainActor
struct PlaygroundModelTests {
    @Test func historyRecallsOlderLinesAndReturnsToTheDraft() {
        var history = CommandHistory()
        #expect(history.older(than: "typing") == nil)
        history.record("first")
        history.record("second")
        history.record("second")
        history.record("   ")
        #expect(history.lines == ["first", "second"])
        #expect(history.older(than: "draft") == "second")
        #expect(history.older(than: "ignored") == "first")
        #expect(history.older(than: "ignored") == nil)
        #expect(history.newer() == "second")
        #expect(history.newer() == "draft")
        #expect(history.newer() == nil)
        history.record("third")
        #expect(history.position == nil)
        #expect(history.older(than: "") == "third")
    }

    @Test func historyKeepsItsCapacity() {
        var history = CommandHistory()
        for index in 0..<(CommandHistory.capacity + 10) { history.record("line \(index)") }
        #expect(history.lines.count == CommandHistory.capacity)
        #expect(history.lines.first == "line 10")
    }

    @Test func presetsHaveDistinctKeysAndParse() throws {
        #expect(Set(PlaygroundPreset.allCases.map(\.functionKey)) == [2, 3, 4, 5])
        let views = Set(["v1", "v2", "v3", "v4"])
        for preset in PlaygroundPreset.allCases {
            for line in preset.lines {
                _ = try FormatParser.parse(line, views: views)
            }
        }
    }

    /// A session in a canvas of `width` × `height` cells, laid out.
    private func session(width: Int = 60, height: Int = 20) -> (TermWindow, PlaygroundSession) {
        let window = TermWindow(size: Size(width: width, height: height))
        let canvas = TermView()
        window.addSubview(canvas)
        canvas.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            canvas.leftAnchor.constraint(equalTo: window.leftAnchor),
            canvas.topAnchor.constraint(equalTo: window.topAnchor),
            canvas.widthAnchor.constraint(equalToConstant: Double(width)),
            canvas.heightAnchor.constraint(equalToConstant: Double(height)),
        ])
        let session = PlaygroundSession(canvas: canvas)
        window.layoutIfNeeded()
        return (window, session)
    }

    @Test func linesBecomeInstalledConstraints() throws {
        let (window, session) = session()
        let entry = try session.add("H:|-[v1(20)]-[v2]-|")
        try session.add("V:|[v1(5)]; v2.top == v1.top; v2.height == v1.height")
        window.layoutIfNeeded()
        #expect(entry.constraints.allSatisfy { $0.isActive })
        #expect(session.items[0].frame == Rect(x: 1, y: 0, width: 20, height: 5))
        #expect(session.items[1].frame == Rect(x: 22, y: 0, width: 37, height: 5))
        #expect(session.statuses() == [.satisfied, .satisfied])
        #expect(session.ambiguousViewNames() == ["v3", "v4"])
    }

    @Test func aMalformedLineAddsNothing() {
        let (_, session) = session()
        #expect(throws: FormatError.self) { try session.add("v1.left == v5.right") }
        #expect(session.entries.isEmpty)
    }

    @Test func unconstrainedViewsRestAtTheirHomesButAreAmbiguous() {
        let (window, session) = session()
        window.layoutIfNeeded()
        #expect(
            session.items.map(\.frame.origin) == [
                Point(x: 1, y: 0), Point(x: 9, y: 3), Point(x: 17, y: 6), Point(x: 25, y: 9),
            ])
        #expect(session.ambiguousViewNames() == ["v1", "v2", "v3", "v4"])
        // The homes are back after the question.
        window.layoutIfNeeded()
        #expect(session.items[3].frame.origin == Point(x: 25, y: 9))
    }

    @Test func aConflictBreaksTheNewLineAndNamesTheOldOne() throws {
        let (window, session) = session()
        try session.add("H:|-[v1]-[v2(==v1)]-|")
        try session.add("v1.width == 2 * v2.width")
        window.layoutIfNeeded()
        #expect(session.statuses() == [.conflicting(with: [1]), .broken(conflictsWith: [0])])
        // Removing the old line lets the new one hold.
        session.remove(at: 0)
        #expect(session.statuses() == [.satisfied])
        session.remove(at: 5)
        #expect(session.entries.count == 1)
    }

    @Test func theCanvasSizeIsFixedLikeAWindows() throws {
        let (window, session) = session(width: 60)
        // `|` is 60 wide: a line that needs it to be 80 breaks.
        try session.add("H:|[v1(80)]|")
        window.layoutIfNeeded()
        #expect(session.statuses() == [.broken(conflictsWith: [])])
    }

    @Test func presetsLoadReplacingTheEntries() throws {
        let (window, session) = session(width: 80, height: 30)
        try session.add("v1.width == 3")
        session.load(.grid)
        window.layoutIfNeeded()
        #expect(session.entries.map(\.text) == PlaygroundPreset.grid.lines)
        #expect(session.statuses().allSatisfy { $0 == .satisfied })
        #expect(session.ambiguousViewNames().isEmpty)
        session.load(.row)
        #expect(session.statuses().allSatisfy { $0 == .satisfied })
        #expect(session.ambiguousViewNames().isEmpty)
        session.load(.centered)
        #expect(session.statuses().allSatisfy { $0 == .satisfied })
        #expect(session.ambiguousViewNames().isEmpty)
        session.load(.conflict)
        let statuses = session.statuses()
        #expect(statuses.filter { if case .broken = $0 { true } else { false } }.count == 2)
        #expect(session.ambiguousViewNames() == ["v3", "v4"])
        session.removeAll()
        #expect(session.entries.isEmpty)
        #expect(window.layoutIssues.isEmpty)
    }
}
