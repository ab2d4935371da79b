import Testing
import TrellisCore
import TrellisTesting

/// Seeded random editing sessions: whatever the user types, pastes or clicks, the text stays
/// clean and the cursor stays on screen.
@MainActor
@Suite struct TextEditingFuzzTests {
    private static let keys: [KeyEvent] = [
        .character("a"), .character("Z"), .character(" "), .character("中"), .character("é"),
        .character("-"), .enter, .backspace, .ctrl("w"), .ctrl("u"), .ctrl("k"), .ctrl("d"),
        .alt("b"), .alt("f"), .alt("d"), KeyEvent(.delete), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.home), KeyEvent(.end), KeyEvent(.pageUp),
        KeyEvent(.pageDown), KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .alt),
        KeyEvent(.home, modifiers: .control), KeyEvent(.end, modifiers: .control),
        KeyEvent(.backspace, modifiers: .alt),
    ]

    private static let pastes = ["word", "two\nlines", "\t tab", "日本語テキスト", "a\u{7}b", "\r\n", ""]

    /// One random input event for a view at `size`.
    private static func randomEvent(in size: Size, using generator: inout SplitMix64Generator) -> Event {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            return .paste(pastes.randomElement(using: &generator)!)
        case 1:
            let point = Point(
                x: Int.random(in: -1...size.width, using: &generator),
                y: Int.random(in: 0..<size.height, using: &generator))
            return .mouse(MouseEvent(.press(.left), at: point))
        default:
            return .key(keys.randomElement(using: &generator)!)
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func textFieldSessionsKeepTheCursorVisible(seed: UInt64) {
        var generator = SplitMix64Generator(state: seed)
        let field = TextField()
        let size = Size(width: 7, height: 1)
        let terminal = BasicWidgetTest.terminal(
            size.width, size.height, showing: field, at: Rect(origin: .zero, size: size))
        field.becomeFocused()
        for step in 0..<400 {
            let event = Self.randomEvent(in: size, using: &generator)
            terminal.send(event)
            if case .mouse = event { terminal.send(.mouse(MouseEvent(.release(.left), at: .zero))) }
            let cursor = field.cursorPosition ?? Point(x: -1, y: -1)
            #expect(
                field.bounds.contains(cursor), "seed \(seed) step \(step): cursor \(cursor) after \(event)")
            let hasNewline = field.text.contains(where: \.isNewline)
            #expect(!hasNewline, "seed \(seed) step \(step)")
            #expect(
                field.cursorIndex >= 0 && field.cursorIndex <= field.text.count, "seed \(seed) step \(step)")
            if !field.bounds.contains(cursor) { return }
        }
        #expect(terminal.backend.violations.isEmpty)
    }

    @Test(arguments: [5, 6, 7, 8])
    func textViewSessionsKeepTheCursorVisible(seed: UInt64) {
        var generator = SplitMix64Generator(state: seed)
        let view = TextView()
        let size = Size(width: 6, height: 3)
        let terminal = BasicWidgetTest.terminal(
            size.width, size.height, showing: view, at: Rect(origin: .zero, size: size))
        view.becomeFocused()
        for step in 0..<400 {
            let event = Self.randomEvent(in: size, using: &generator)
            terminal.send(event)
            if case .mouse = event { terminal.send(.mouse(MouseEvent(.release(.left), at: .zero))) }
            let cursor = view.cursorPosition ?? Point(x: -1, y: -1)
            #expect(
                view.bounds.contains(cursor), "seed \(seed) step \(step): cursor \(cursor) after \(event)")
            #expect(terminal.backend.cursor == cursor, "seed \(seed) step \(step)")
            let (line, index) = view.cursorLocation
            let lines = view.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == view.lineCount, "seed \(seed) step \(step)")
            #expect(line < lines.count && index <= lines[line].count, "seed \(seed) step \(step)")
            #expect(!view.text.contains("\u{7}") && !view.text.contains("\t"), "seed \(seed) step \(step)")
            if !view.bounds.contains(cursor) { return }
        }
        #expect(terminal.backend.violations.isEmpty)
    }
}
