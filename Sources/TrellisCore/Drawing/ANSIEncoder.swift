/// Turns the cells of a frame into the bytes a VT100/xterm-compatible terminal needs to show
/// them: cursor positioning (CUP), colours and attributes (SGR) and UTF-8 text.
///
/// It keeps one reusable byte buffer, so encoding a frame allocates nothing once the buffer has
/// grown to the largest frame. The cursor is moved only when the next cell is not where the
/// previous one left it, and the SGR state is re-sent only when the style changes.
struct ANSIEncoder {
    /// The bytes of the current frame.
    private(set) var bytes: ContiguousArray<UInt8> = []
    /// Where the terminal's cursor is, when known.
    private var cursor: Point?
    /// The style the terminal draws with, when known.
    private var pen: Style?

    /// Starts a frame; the terminal's cursor and pen are unknown.
    ///
    /// - Parameter clearingScreen: Whether to erase the whole screen first.
    mutating func beginFrame(clearingScreen: Bool) {
        bytes.removeAll(keepingCapacity: true)
        cursor = nil
        pen = nil
        if clearingScreen {
            append("\u{1B}[0m\u{1B}[2J")
            pen = .plain
        }
    }

    /// Adds one cell at a position of a screen `screenWidth` columns wide.
    mutating func draw(_ cell: Cell, at position: Point, screenWidth: Int) {
        if cursor != position {
            moveCursor(to: position)
        }
        if pen != cell.style {
            setPen(cell.style)
        }
        cell.withUTF8 { bytes.append(contentsOf: $0) }
        let next = position.x + Int(cell.width)
        // At the right margin the terminal defers the wrap: the cursor position is uncertain.
        cursor = next < screenWidth ? Point(x: next, y: position.y) : nil
    }

    /// Ends the frame: resets the pen and places or hides the cursor.
    mutating func endFrame(cursor target: Point?) {
        append("\u{1B}[0m")
        if let target {
            moveCursor(to: target)
            append("\u{1B}[?25h")
        } else {
            append("\u{1B}[?25l")
        }
    }

    /// Encodes a screenshot as lines of text, for a terminal whose cursor is at the start of a
    /// line: each row's cells with SGR wherever the style changes, the pen reset at the end of
    /// a row, then a line feed. Plain blanks at the end of a row are left out.
    mutating func encodeLines(of screenshot: Screenshot) {
        bytes.removeAll(keepingCapacity: true)
        cursor = nil
        pen = .plain
        for y in 0..<screenshot.size.height {
            let row = screenshot.row(y)
            var end = row.endIndex
            while end > row.startIndex, row[end - 1].isSpace, row[end - 1].style == .plain { end -= 1 }
            for cell in row[..<end] where !cell.isContinuation {
                if pen != cell.style { setPen(cell.style) }
                cell.withUTF8 { bytes.append(contentsOf: $0) }
            }
            if pen != .plain {
                append("\u{1B}[0m")
                pen = .plain
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    private mutating func moveCursor(to position: Point) {
        append("\u{1B}[")
        appendNumber(position.y + 1)
        bytes.append(UInt8(ascii: ";"))
        appendNumber(position.x + 1)
        bytes.append(UInt8(ascii: "H"))
        cursor = position
    }

    private mutating func setPen(_ style: Style) {
        append("\u{1B}[0")
        for (attribute, code) in Self.attributeCodes where style.attributes.contains(attribute) {
            bytes.append(UInt8(ascii: ";"))
            appendNumber(code)
        }
        appendColor(style.foreground, base: 30, brightBase: 90, extended: 38)
        appendColor(style.background, base: 40, brightBase: 100, extended: 48)
        bytes.append(UInt8(ascii: "m"))
        pen = style
    }

    private static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.blink, 5), (.reverse, 7),
        (.strikethrough, 9),
    ]

    private mutating func appendColor(_ color: Color, base: Int, brightBase: Int, extended: Int) {
        switch color {
        case .default:
            return
        case .ansi(let number) where number < 8:
            bytes.append(UInt8(ascii: ";"))
            appendNumber(base + Int(number))
        case .ansi(let number) where number < 16:
            bytes.append(UInt8(ascii: ";"))
            appendNumber(brightBase + Int(number) - 8)
        case .ansi(let number), .indexed(let number):
            bytes.append(UInt8(ascii: ";"))
            appendNumber(extended)
            append(";5;")
            appendNumber(Int(number))
        case .rgb(let red, let green, let blue):
            bytes.append(UInt8(ascii: ";"))
            appendNumber(extended)
            append(";2;")
            appendNumber(Int(red))
            bytes.append(UInt8(ascii: ";"))
            appendNumber(Int(green))
            bytes.append(UInt8(ascii: ";"))
            appendNumber(Int(blue))
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a non-negative number in decimal without making a String.
    private mutating func appendNumber(_ number: Int) {
        var number = max(0, number)
        var divisor = 1
        while divisor * 10 <= number { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor))
            number %= divisor
            divisor /= 10
        }
    }
}
