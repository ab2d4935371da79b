/// The lines the user entered, recalled with Up and Down as in a shell: Up walks back to older
/// lines, Down forward again and finally back to the line being typed (the draft), which is
/// kept while browsing.
///
/// ```swift
/// var history = CommandHistory()
/// history.record("H:|-[v1]-|")
/// history.older(than: "v2.wi")   // "H:|-[v1]-|"
/// history.newer()                // "v2.wi"
/// ```
struct CommandHistory: Equatable, Sendable {
    /// The lines, oldest first; a line is not recorded twice in a row.
    private(set) var lines: [String] = []
    /// The line shown while browsing, as an index into ``lines``; `nil` while not browsing.
    private(set) var position: Int?
    /// What was in the field when browsing began.
    private(set) var draft = ""

    /// The most lines kept.
    static let capacity = 200

    /// Creates an empty history.
    init() {}

    /// Records an entered line (blank lines are not) and stops browsing.
    mutating func record(_ line: String) {
        position = nil
        draft = ""
        guard !line.allSatisfy(\.isWhitespace), lines.last != line else { return }
        lines.append(line)
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
    }

    /// The line before the one shown, or `nil` at the oldest (the field keeps what it has).
    ///
    /// - Parameter current: The field's text, kept as the draft when browsing begins.
    mutating func older(than current: String) -> String? {
        guard !lines.isEmpty else { return nil }
        guard let position else {
            draft = current
            self.position = lines.count - 1
            return lines[lines.count - 1]
        }
        guard position > 0 else { return nil }
        self.position = position - 1
        return lines[position - 1]
    }

    /// The line after the one shown, the draft after the newest, or `nil` when not browsing.
    mutating func newer() -> String? {
        guard let position else { return nil }
        if position + 1 < lines.count {
            self.position = position + 1
            return lines[position + 1]
        }
        self.position = nil
        return draft
    }
}
