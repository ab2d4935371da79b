import CNcurses
import Testing
import TrellisCore

@testable import TrellisNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with an offscreen backend, always closing it (ncurses drives one screen at a
/// time).
@MainActor
func withOffscreenBackend(
    width: Int = 20, height: Int = 5, _ body: (NcursesBackend) throws -> Void
) throws {
    let backend = try NcursesBackend.offscreen(size: Size(width: width, height: height))
    defer { backend.close() }
    // The first frame repaints the whole terminal; the tests count what comes after it.
    backend.beginFrame()
    backend.endFrame(cursor: nil)
    try body(backend)
}

/// A backend writing into a pipe, so a test can read what a frame sent to the "terminal".
@MainActor
private final class PipedBackend {
    let backend: NcursesBackend
    private let readEnd: Int32
    private let writeEnd: Int32

    init(width: Int, height: Int, synchronizedOutput: Bool) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.initializationFailed("pipe") }
        (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        let null = open("/dev/null", O_RDONLY)
        defer { FileDescriptors.close(null) }
        backend = try NcursesBackend(
            input: null, output: writeEnd,
            options: .init(terminalType: "xterm-256color", synchronizedOutput: synchronizedOutput))
        backend.resize(to: Size(width: width, height: height))
    }

    /// Everything written since the last call.
    func output() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        backend.close()
        FileDescriptors.close(readEnd)
        FileDescriptors.close(writeEnd)
    }
}

func cell(_ grapheme: Character, width: UInt8 = 1, _ style: Style = .plain) -> Cell {
    Cell(grapheme: grapheme, width: width, style: style)
}

@Suite("NcursesBackend", .serialized)
@MainActor
struct NcursesBackendTests {
    @Test func drawsEachClusterIntoItsOwnCellWithTheFallbacks() throws {
        try withOffscreenBackend { backend in
            backend.beginFrame()
            backend.draw(cell("中", width: 2), at: Point(x: 0, y: 0))
            backend.draw(cell("e\u{301}"), at: Point(x: 2, y: 0))
            backend.draw(cell("\u{2764}\u{FE0F}", width: 2), at: Point(x: 3, y: 0))
            backend.draw(cell("x"), at: Point(x: 5, y: 0))
            let statistics = backend.endFrame(cursor: nil)
            #expect(statistics.cellsChanged == 4)
            #expect(backend.inspectCell(at: Point(x: 0, y: 0))?.scalars == ["中"])
            #expect(backend.inspectCell(at: Point(x: 2, y: 0))?.scalars == ["e", "\u{301}"])
            #expect(backend.inspectCell(at: Point(x: 3, y: 0))?.scalars == ["\u{2764}"])
            #expect(backend.inspectCell(at: Point(x: 4, y: 0))?.scalars == [" "])
            #expect(backend.inspectCell(at: Point(x: 5, y: 0))?.scalars == ["x"])
        }
    }

    @Test func framesThatRepaintTheTerminalCountEveryCell() throws {
        let backend = try NcursesBackend.offscreen(size: Size(width: 20, height: 5))
        defer { backend.close() }
        func frame(_ cells: Int) -> Int {
            backend.beginFrame()
            for x in 0..<cells { backend.draw(cell("a"), at: Point(x: x, y: 0)) }
            return backend.endFrame(cursor: nil).cellsChanged
        }
        #expect(frame(3) == 100)  // the first frame
        #expect(frame(3) == 3)
        backend.invalidate()
        #expect(frame(2) == 100)
        backend.resize(to: Size(width: 10, height: 4))
        #expect(frame(1) == 40)
        #expect(frame(0) == 0)
    }

    @Test func runsMixPlainCellsAndClustersThatNeedAPlan() throws {
        try withOffscreenBackend { backend in
            let red = Style(foreground: .red)
            let cells: [Cell] = [
                cell("a", red), cell("中", width: 2), .continuation(.plain), cell("e\u{301}"),
                cell("\u{2764}\u{FE0F}", width: 2), .continuation(.plain), cell("─", red), cell("x"),
            ]
            backend.beginFrame()
            cells.withUnsafeBufferPointer { backend.draw($0, startingAt: Point(x: 3, y: 2)) }
            #expect(backend.endFrame(cursor: nil).cellsChanged == 6)
            let expected: [[Unicode.Scalar]] = [
                ["a"], ["中"], ["中"], ["e", "\u{301}"], ["\u{2764}"], [" "], ["─"], ["x"],
            ]
            for (offset, scalars) in expected.enumerated() where offset != 2 {
                #expect(backend.inspectCell(at: Point(x: 3 + offset, y: 2))?.scalars == scalars)
            }
            let redNumber = backend.inspectCell(at: Point(x: 3, y: 2))?.foreground
            #expect(redNumber == 1)
            #expect(backend.inspectCell(at: Point(x: 9, y: 2))?.foreground == redNumber)
            #expect(backend.inspectCell(at: Point(x: 10, y: 2))?.foreground == -1)
        }
    }

    @Test func wideClusterAtTheLastColumnBecomesAPlaceholder() throws {
        try withOffscreenBackend(width: 10) { backend in
            backend.beginFrame()
            backend.draw(cell("中", width: 2), at: Point(x: 9, y: 1))
            backend.endFrame(cursor: nil)
            #expect(backend.inspectCell(at: Point(x: 9, y: 1))?.scalars == ["\u{FFFD}"])
        }
    }

    @Test func cellsOutsideTheScreenAndContinuationsAreIgnored() throws {
        try withOffscreenBackend { backend in
            backend.beginFrame()
            backend.draw(cell("a"), at: Point(x: 20, y: 0))
            backend.draw(cell("a"), at: Point(x: -1, y: 0))
            backend.draw(cell("a"), at: Point(x: 0, y: 5))
            backend.draw(.continuation(.plain), at: Point(x: 1, y: 1))
            #expect(backend.endFrame(cursor: nil).cellsChanged == 0)
        }
    }

    @Test func coloursArePairsMadeOnceAndMappedToThePalette() throws {
        try withOffscreenBackend { backend in
            #expect(backend.colorDepth == .palette256)
            let red = Style(foreground: .rgb(255, 0, 0))
            let onBlue = Style(foreground: .white, background: .indexed(21))
            backend.beginFrame()
            backend.draw(cell("a", red), at: Point(x: 0, y: 0))
            backend.draw(cell("b", red), at: Point(x: 1, y: 0))
            backend.draw(cell("c", onBlue), at: Point(x: 2, y: 0))
            backend.draw(cell("d"), at: Point(x: 3, y: 0))
            backend.endFrame(cursor: nil)
            #expect(backend.pairCount == 2)
            let a = try #require(backend.inspectCell(at: Point(x: 0, y: 0)))
            #expect((a.foreground, a.background) == (196, -1))
            let c = try #require(backend.inspectCell(at: Point(x: 2, y: 0)))
            #expect((c.foreground, c.background) == (7, 21))
            let d = try #require(backend.inspectCell(at: Point(x: 3, y: 0)))
            #expect((d.foreground, d.background) == (-1, -1))
        }
    }

    @Test func attributesBecomeNcursesAttributesAndStrikethroughAnOverlay() throws {
        try withOffscreenBackend { backend in
            backend.beginFrame()
            backend.draw(cell("a", Style(attributes: [.bold, .underline])), at: Point(x: 0, y: 0))
            backend.draw(cell("b", Style(attributes: [.reverse, .italic])), at: Point(x: 1, y: 0))
            backend.draw(cell("c", Style(attributes: .strikethrough)), at: Point(x: 2, y: 0))
            backend.endFrame(cursor: nil)
            let bold = trellis_attributes(UInt32(TextAttributes([.bold, .underline]).rawValue))
            #expect(backend.inspectCell(at: Point(x: 0, y: 0))?.attributes == bold)
            let reverse = trellis_attributes(UInt32(TextAttributes([.reverse, .italic]).rawValue))
            #expect(backend.inspectCell(at: Point(x: 1, y: 0))?.attributes == reverse)
            #expect(bold != reverse && bold != 0)
            #expect(backend.inspectCell(at: Point(x: 2, y: 0))?.scalars == ["c", "\u{336}"])
        }
    }

    @Test func resizeChangesTheSize() throws {
        try withOffscreenBackend { backend in
            #expect(backend.size == Size(width: 20, height: 5))
            backend.resize(to: Size(width: 33, height: 7))
            #expect(backend.size == Size(width: 33, height: 7))
            // ncurses resizes on another thread; the next call that needs it waits.
            #expect(backend.inspectCell(at: Point(x: 32, y: 6)) != nil)
            #expect(trellis_cols() == 33 && trellis_lines() == 7)
        }
    }

    @Test func resizesInQuickSuccessionKeepNcursesConsistent() throws {
        try withOffscreenBackend { backend in
            // Cells kept through a resize, new ones blank, and drawing at the new edges, over and
            // over: each call that needs ncurses must find the resize before it finished.
            backend.beginFrame()
            backend.draw(cell("k"), at: Point(x: 0, y: 0))
            backend.endFrame(cursor: nil)
            for step in 0..<200 {
                let size = Size(width: 10 + step % 37, height: 3 + step % 11)
                backend.resize(to: size)
                backend.beginFrame()
                backend.draw(cell("z"), at: Point(x: size.width - 1, y: size.height - 1))
                let statistics = backend.endFrame(cursor: Point(x: 0, y: size.height - 1))
                #expect(statistics.cellsChanged == size.area)
                #expect(
                    backend.inspectCell(at: Point(x: size.width - 1, y: size.height - 1))?.scalars == ["z"])
                #expect(backend.inspectCell(at: Point(x: 0, y: 0))?.scalars == ["k"])
                #expect(trellis_cols() == Int32(size.width) && trellis_lines() == Int32(size.height))
            }
        }
    }

    @Test func onlyOneBackendAtATimeAndUnknownTerminalsAreRejected() throws {
        try withOffscreenBackend { _ in
            #expect(throws: TerminalError.self) {
                try NcursesBackend.offscreen(size: Size(width: 5, height: 5))
            }
        }
        #expect(throws: TerminalError.unknownTerminalType("")) {
            try NcursesBackend.offscreen(size: Size(width: 5, height: 5), options: .init(terminalType: ""))
        }
        #expect(throws: TerminalError.unknownTerminalType("no-such-terminal-type")) {
            try NcursesBackend.offscreen(
                size: Size(width: 5, height: 5), options: .init(terminalType: "no-such-terminal-type"))
        }
    }

    @Test func aOneCellChangeWritesAFewBytesAndInvalidateRepaintsEverything() throws {
        let piped = try PipedBackend(width: 40, height: 10, synchronizedOutput: false)
        defer { piped.close() }
        let backend = piped.backend
        backend.beginFrame()
        for y in 0..<10 {
            for x in 0..<40 { backend.draw(cell("abcdefghij".randomElement()!), at: Point(x: x, y: y)) }
        }
        backend.endFrame(cursor: nil)
        let full = piped.output()
        #expect(full.utf8.count > 400)

        backend.beginFrame()
        backend.draw(cell("Z"), at: Point(x: 7, y: 3))
        let statistics = backend.endFrame(cursor: nil)
        let change = piped.output()
        #expect(change.contains("Z"))
        #expect(change.utf8.count < 32)
        #if os(Linux)
            #expect(statistics.bytesWritten == change.utf8.count)
        #endif

        backend.invalidate()
        backend.beginFrame()
        backend.endFrame(cursor: nil)
        #expect(piped.output().utf8.count > 400)
    }

    @Test func blanksBetweenCellsOfOneStyleCostNoColourChange() throws {
        let piped = try PipedBackend(width: 12, height: 1, synchronizedOutput: false)
        defer { piped.close() }
        let backend = piped.backend
        let box = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0))
        // The gutter's own foreground is the default, but a space shows only its background.
        let gutter = Style(background: .rgb(0, 0, 0))
        func frame(_ blank: Style) -> String {
            backend.invalidate()
            backend.beginFrame()
            for x in 0..<12 {
                let isGutter = x % 4 == 3
                backend.draw(isGutter ? .blank(blank) : cell("─", box), at: Point(x: x, y: 0))
            }
            backend.endFrame(cursor: nil)
            return piped.output()
        }
        _ = frame(box)  // the first frame also sets the terminal up
        let sameStyle = frame(box)
        let ownStyle = frame(gutter)
        #expect(ownStyle == sameStyle)
        #expect(ownStyle.contains("─── ─── ───"))
        // Blanks that differ in what a space shows keep their own style.
        let underlined = frame(Style(background: .rgb(0, 0, 0), attributes: .underline))
        #expect(underlined != sameStyle)
        let otherBackground = frame(Style(background: .rgb(0, 0, 255)))
        #expect(otherBackground.utf8.count > sameStyle.utf8.count)
    }

    @Test func largeFramesGoThroughTheWriterWholeAndInOrder() throws {
        let piped = try PipedBackend(width: 120, height: 20, synchronizedOutput: true)
        defer { piped.close() }
        let backend = piped.backend
        for round in 0..<3 {
            // Every row starts with its own label ("R00 ", "R01 " …), then box lines: more than
            // `cellsWorthTheWriter` cells, so the writer thread carries the frame.
            backend.invalidate()
            backend.beginFrame()
            for y in 0..<20 {
                let label = Array("R\(y / 10)\(y % 10)\(round) ")
                for x in 0..<120 {
                    backend.draw(cell(x < label.count ? label[x] : "─"), at: Point(x: x, y: y))
                }
            }
            let statistics = backend.endFrame(cursor: nil)
            let output = piped.output()
            #expect(statistics.cellsChanged == 120 * 20)
            #expect(statistics.bytesWritten == output.utf8.count)
            #expect(output.hasPrefix("\u{1B}[?2026h"))
            #expect(output.hasSuffix("\u{1B}[?2026l"))
            let positions = try (0..<20).map { y in
                try #require(output.range(of: "R\(y / 10)\(y % 10)\(round) ")).lowerBound
            }
            #expect(positions == positions.sorted())
            #expect(output.components(separatedBy: "─").count - 1 == 20 * 115)
        }
        #expect(backend.framesSentByWriter == 3)
        // A small change goes out directly.
        backend.beginFrame()
        backend.draw(cell("Z"), at: Point(x: 3, y: 3))
        backend.endFrame(cursor: nil)
        #expect(piped.output().contains("Z"))
        #expect(backend.framesSentByWriter == 3)
    }

    @Test func framesAreWrappedInSynchronizedOutputMarks() throws {
        let piped = try PipedBackend(width: 10, height: 3, synchronizedOutput: true)
        defer { piped.close() }
        let backend = piped.backend
        backend.beginFrame()
        backend.draw(cell("Q"), at: Point(x: 1, y: 1))
        backend.endFrame(cursor: nil)
        let output = piped.output()
        #expect(output.hasPrefix("\u{1B}[?2026h"))
        #expect(output.hasSuffix("\u{1B}[?2026l"))
        #expect(output.contains("Q"))
        // A frame that changes nothing sends no marks.
        backend.beginFrame()
        backend.endFrame(cursor: nil)
        #expect(!piped.output().contains("2026"))
    }

    @Test func cursorIsShownAtItsPositionOrHidden() throws {
        let piped = try PipedBackend(width: 10, height: 3, synchronizedOutput: false)
        defer { piped.close() }
        let backend = piped.backend
        backend.beginFrame()
        backend.endFrame(cursor: Point(x: 4, y: 2))
        let shown = piped.output()
        #expect(shown.contains("\u{1B}[3;5H"))  // 1-based row 3, column 5
        #expect(shown.contains("\u{1B}[?25h"))
        backend.beginFrame()
        backend.endFrame(cursor: nil)
        #expect(piped.output().contains("\u{1B}[?25l"))
    }
}
