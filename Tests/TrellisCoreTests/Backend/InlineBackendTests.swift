import Testing

@testable import TrellisCore

/// Just enough of a VT100 to play back what an `InlineBackend` writes: text, carriage return,
/// line feed (scrolling at the bottom), cursor up (CUU), column (CHA), erase below (ED), SGR
/// and cursor visibility — which is all the backend may use.
private struct MiniTerminal {
    var width: Int
    var height: Int
    var rows: [[Character]]
    var scrollback: [String] = []
    var row = 0
    var column = 0
    var cursorVisible = true
    var unknownSequences: [String] = []

    init(width: Int, height: Int, lines: [String], cursorRow: Int) {
        self.width = width
        self.height = height
        rows = (0..<height).map { y in
            let text = y < lines.count ? Array(lines[y]) : []
            return text + Array(repeating: " ", count: max(0, width - text.count))
        }
        row = cursorRow
    }

    var screen: [String] { rows.map { String($0).replacingOccurrences(of: "\u{0}", with: "") } }

    /// Plays bytes, scalar by scalar (a Character would join CR and LF into one cluster).
    mutating func play(_ bytes: [UInt8]) {
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{1B}":
                guard scalars.next() == "[" else {
                    unknownSequences.append("ESC ?")
                    continue
                }
                var parameters = ""
                while let next = scalars.next() {
                    if next.properties.isAlphabetic {
                        apply(Character(next), parameters)
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            default:
                let character = Character(scalar)
                let cellWidth = DisplayWidth.of(character)
                if column + cellWidth > width { continue }
                rows[row][column] = character
                if cellWidth == 2 { rows[row][column + 1] = "\u{0}" }
                column = min(width - 1, column + cellWidth)
            }
        }
    }

    private mutating func lineFeed() {
        if row == height - 1 {
            scrollback.append(String(rows.removeFirst()))
            rows.append(Array(repeating: " ", count: width))
        } else {
            row += 1
        }
    }

    private mutating func apply(_ final: Character, _ parameters: String) {
        let number = Int(parameters) ?? 1
        switch (final, parameters) {
        case ("A", _): row = max(0, row - number)
        case ("G", _): column = min(width - 1, number - 1)
        case ("J", ""):
            rows[row].replaceSubrange(column..., with: Array(repeating: " ", count: width - column))
            for y in (row + 1)..<height { rows[y] = Array(repeating: " ", count: width) }
        case ("m", _): break
        case ("h", "?25"): cursorVisible = true
        case ("l", "?25"): cursorVisible = false
        default: unknownSequences.append("\(parameters)\(final)")
        }
    }
}

/// What a backend wrote, for the mini terminal to play.
@MainActor
private final class Wire {
    var bytes: [UInt8] = []

    func take() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }
}

@MainActor
@Suite struct InlineBackendTests {
    /// A board of `count` rows drawn in an inline region of a 20×6 terminal whose cursor is on
    /// its fifth row, under two lines of earlier output.
    private func start(count: Int = 3) -> (MiniTerminal, InlineBackend, Screen, Wire) {
        var terminal = MiniTerminal(width: 20, height: 6, lines: ["$ earlier", "$ board"], cursorRow: 4)
        let wire = Wire()
        let backend = InlineBackend(lines: count, terminalSize: Size(width: 20, height: 6)) {
            wire.bytes += $0
        }
        let screen = Screen(size: backend.size)
        for y in 0..<count { screen.canvas.draw(text: "task \(y) 漢", at: Point(x: 0, y: y)) }
        screen.render(to: backend, cursor: nil)
        terminal.play(wire.take())
        return (terminal, backend, screen, wire)
    }

    @Test func theRegionOpensBelowTheCursorScrollingWhatIsAbove() {
        let (terminal, backend, _, _) = start()
        #expect(backend.size == Size(width: 20, height: 3))
        // The cursor was on row 4 of 6: one line feed scrolled "$ earlier" into the scrollback.
        #expect(terminal.scrollback == ["$ earlier           "])
        #expect(terminal.screen[0].hasPrefix("$ board"))
        #expect(terminal.screen[3].hasPrefix("task 0 漢"))
        #expect(terminal.screen[4].hasPrefix("task 1 漢"))
        #expect(terminal.screen[5].hasPrefix("task 2 漢"))
        // Between frames the cursor rests, hidden, at the start of the region.
        #expect(terminal.row == 3 && terminal.column == 0 && !terminal.cursorVisible)
        #expect(terminal.unknownSequences.isEmpty)
    }

    @Test func laterFramesRewriteOnlyWhatChangedInPlace() {
        var (terminal, backend, screen, wire) = start()
        screen.canvas.draw(text: "done", at: Point(x: 7, y: 1))
        let statistics = screen.render(to: backend, cursor: nil)
        #expect(statistics.cellsChanged == 4)
        terminal.play(wire.take())
        #expect(terminal.screen[3].hasPrefix("task 0 漢"))
        #expect(terminal.screen[4].hasPrefix("task 1 done"))
        #expect(terminal.screen[5].hasPrefix("task 2 漢"))
        #expect(terminal.row == 3 && terminal.column == 0)
    }

    @Test func aShownCursorIsPlacedAndTheNextFrameStillFindsTheRegion() {
        var (terminal, backend, screen, wire) = start()
        screen.render(to: backend, cursor: Point(x: 5, y: 2))
        terminal.play(wire.take())
        #expect(terminal.row == 5 && terminal.column == 5 && terminal.cursorVisible)
        screen.canvas.draw(text: "top", at: .zero)
        screen.render(to: backend, cursor: nil)
        terminal.play(wire.take())
        #expect(terminal.screen[3].hasPrefix("top"))
        #expect(terminal.screen[0].hasPrefix("$ board"))
    }

    @Test func aResizeClearsTheRegionAndDrawsItAtTheNewWidth() {
        var (terminal, backend, screen, wire) = start()
        screen.canvas.draw(text: "twenty-columns-wide!", at: .zero)
        screen.render(to: backend, cursor: nil)
        terminal.play(wire.take())
        #expect(terminal.screen[3] == "twenty-columns-wide!")
        backend.resize(terminalSize: Size(width: 12, height: 6))
        #expect(backend.size == Size(width: 12, height: 3))
        screen.resize(to: backend.size)
        screen.canvas.draw(text: "narrow", at: Point(x: 0, y: 2))
        screen.render(to: backend, cursor: nil)
        terminal.play(wire.take())
        // Cleared past the new width, the kept cells drawn again.
        #expect(terminal.screen[3].trimmingSuffixSpaces == "twenty-colum")
        #expect(terminal.screen[5].trimmingSuffixSpaces == "narrow 漢")
        #expect(terminal.screen[0].hasPrefix("$ board"))
    }

    @Test func aRegionTallerThanTheTerminalTakesItsHeight() {
        let backend = InlineBackend(lines: 10, terminalSize: Size(width: 20, height: 6)) { _ in }
        #expect(backend.size == Size(width: 20, height: 6))
        backend.resize(terminalSize: Size(width: 30, height: 40))
        #expect(backend.size == Size(width: 30, height: 10))
    }

    @Test func finishingLeavesTheLastFrameAndPutsTheCursorBelowIt() {
        var (terminal, backend, screen, wire) = start()
        backend.finish()
        terminal.play(wire.take())
        // The region's last row was the terminal's: the line feed scrolled it up by one.
        #expect(terminal.screen[2].hasPrefix("task 0 漢"))
        #expect(terminal.screen[4].hasPrefix("task 2 漢"))
        #expect(terminal.screen[5].trimmingSuffixSpaces == "")
        #expect(terminal.row == 5 && terminal.column == 0 && terminal.cursorVisible)
        screen.canvas.draw(text: "late", at: .zero)
        screen.render(to: backend, cursor: nil)
        #expect(wire.take().isEmpty)
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
