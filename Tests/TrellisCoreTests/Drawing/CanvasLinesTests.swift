import Testing
import TrellisCore

@Suite("Boxes and lines")
struct CanvasLinesTests {
    private func makeCanvas(_ width: Int, _ height: Int) -> (CellBuffer, Canvas) {
        let buffer = CellBuffer(size: Size(width: width, height: height))
        return (buffer, Canvas(buffer: buffer))
    }

    /// A box with a title, a separator row and a separator column, in one line style.
    private func framedGrid(_ lineStyle: LineStyle) -> [String] {
        let (buffer, canvas) = makeCanvas(9, 5)
        canvas.drawBox(canvas.bounds, lineStyle: lineStyle, title: "Ti")
        canvas.drawHorizontalLine(from: Point(x: 0, y: 2), length: 9, lineStyle: lineStyle)
        canvas.drawVerticalLine(from: Point(x: 4, y: 0), length: 5, lineStyle: lineStyle)
        return buffer.lines
    }

    @Test func singleStyle() {
        #expect(
            framedGrid(.single) == [
                "┌Ti─┬───┐",
                "│   │   │",
                "├───┼───┤",
                "│   │   │",
                "└───┴───┘",
            ])
    }

    @Test func doubleStyle() {
        #expect(
            framedGrid(.double) == [
                "╔Ti═╦═══╗",
                "║   ║   ║",
                "╠═══╬═══╣",
                "║   ║   ║",
                "╚═══╩═══╝",
            ])
    }

    @Test func roundedStyle() {
        #expect(
            framedGrid(.rounded) == [
                "╭Ti─┬───╮",
                "│   │   │",
                "├───┼───┤",
                "│   │   │",
                "╰───┴───╯",
            ])
    }

    @Test func heavyStyle() {
        #expect(
            framedGrid(.heavy) == [
                "┏Ti━┳━━━┓",
                "┃   ┃   ┃",
                "┣━━━╋━━━┫",
                "┃   ┃   ┃",
                "┗━━━┻━━━┛",
            ])
    }

    @Test func asciiStyle() {
        #expect(
            framedGrid(.ascii) == [
                "+Ti-+---+",
                "|   |   |",
                "+---+---+",
                "|   |   |",
                "+---+---+",
            ])
    }

    @Test func mixedWeightsUseTheMixedGlyphs() {
        let (buffer, canvas) = makeCanvas(6, 3)
        canvas.drawBox(canvas.bounds, lineStyle: .double)
        canvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3, lineStyle: .single)
        #expect(buffer.lines == ["╔═╤══╗", "║ │  ║", "╚═╧══╝"])
        let (heavyBuffer, heavyCanvas) = makeCanvas(6, 3)
        heavyCanvas.drawBox(heavyCanvas.bounds, lineStyle: .heavy)
        heavyCanvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3, lineStyle: .single)
        #expect(heavyBuffer.lines == ["┏━┯━━┓", "┃ │  ┃", "┗━┷━━┛"])
    }

    @Test func mixtureWithoutAGlyphTakesTheNewLinesWeight() {
        let (buffer, canvas) = makeCanvas(5, 3)
        canvas.drawBox(canvas.bounds, lineStyle: .double)
        canvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3, lineStyle: .heavy)
        #expect(buffer.lines == ["╔═┳═╗", "║ ┃ ║", "╚═┻═╝"])
    }

    @Test func adjacentBoxesShareTheirBorder() {
        let (buffer, canvas) = makeCanvas(7, 5)
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3))
        canvas.drawBox(Rect(x: 3, y: 0, width: 4, height: 3))
        canvas.drawBox(Rect(x: 0, y: 2, width: 7, height: 3))
        #expect(
            buffer.lines == [
                "┌──┬──┐",
                "│  │  │",
                "├──┴──┤",
                "│     │",
                "└─────┘",
            ])
    }

    @Test func crossingLinesMakeACross() {
        let (buffer, canvas) = makeCanvas(5, 3)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 5)
        canvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3)
        #expect(buffer.lines == ["  │  ", "──┼──", "  │  "])
    }

    @Test func lineEndingOnALineMakesATee() {
        let (buffer, canvas) = makeCanvas(5, 3)
        canvas.drawVerticalLine(from: Point(x: 0, y: 0), length: 3)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 4)
        canvas.drawVerticalLine(from: Point(x: 3, y: 1), length: 2)
        #expect(buffer.lines == ["│    ", "├──┬ ", "│  │ "])
    }

    @Test func linesDoNotJoinText() {
        let (buffer, canvas) = makeCanvas(3, 3)
        canvas.draw(text: "-", at: Point(x: 1, y: 1))
        canvas.draw(text: "│", at: Point(x: 1, y: 0))
        canvas.drawVerticalLine(from: Point(x: 1, y: 0), length: 3, lineStyle: .ascii)
        #expect(buffer.lines == [" | ", " | ", " | "])
    }

    @Test func textOverALineForgetsTheJoint() {
        let (buffer, canvas) = makeCanvas(3, 3)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 3)
        canvas.draw(text: "x", at: Point(x: 1, y: 1))
        canvas.drawVerticalLine(from: Point(x: 1, y: 0), length: 3)
        #expect(buffer.lines == [" │ ", "─│─", " │ "])
    }

    @Test func asciiLineJoinsAUnicodeBox() {
        let (buffer, canvas) = makeCanvas(4, 3)
        canvas.drawBox(canvas.bounds, lineStyle: .ascii)
        canvas.drawVerticalLine(from: Point(x: 2, y: 0), length: 3, lineStyle: .single)
        #expect(buffer.lines == ["+-┬+", "| │|", "+-┴+"])
    }

    @Test func titleIsAlignedAndTruncated() {
        let (buffer, canvas) = makeCanvas(10, 6)
        canvas.drawBox(Rect(x: 0, y: 0, width: 10, height: 2), title: "Mid", titleAlignment: .center)
        canvas.drawBox(Rect(x: 0, y: 2, width: 10, height: 2), title: "End", titleAlignment: .trailing)
        canvas.drawBox(Rect(x: 0, y: 4, width: 10, height: 2), title: "A long title")
        #expect(
            buffer.lines == [
                "┌──Mid───┐",
                "└────────┘",
                "┌─────End┐",
                "└────────┘",
                "┌A long …┐",
                "└────────┘",
            ])
    }

    @Test func boxStyleAndTitleStyle() {
        let (buffer, canvas) = makeCanvas(6, 2)
        let border = Style(foreground: .blue)
        let heading = Style(attributes: .bold)
        canvas.drawBox(canvas.bounds, style: border, title: "T", titleStyle: heading)
        #expect(buffer[0, 0]?.style == border)
        #expect(buffer[1, 0]?.style == heading)
        #expect(buffer[2, 0]?.style == border)
    }

    @Test func degenerateBoxesBecomeLinesOrNothing() {
        let (buffer, canvas) = makeCanvas(4, 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.drawBox(Rect(x: 0, y: 1, width: 1, height: 2))
        canvas.drawBox(Rect(x: 2, y: 2, width: 0, height: 5))
        #expect(buffer.lines == ["────", "│   ", "│   "])
    }

    @Test func boxIsClippedByTheCanvas() {
        let (buffer, canvas) = makeCanvas(6, 3)
        let child = canvas.subcanvas(Rect(x: 1, y: 0, width: 3, height: 3))
        child.drawBox(Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(buffer.lines == [" ┌──  ", " │    ", " └──  "])
    }
}
