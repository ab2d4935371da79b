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
    /// Whether rows are reached relative to a region's first row (`InlineBackend`) instead of by
    /// absolute cursor positions: down by line feeds, up by cursor-up, columns by number.
    var usesInlineAddressing = false
    /// With inline addressing, the region row the terminal's cursor is on (always known: moves
    /// never leave it uncertain, and the deferred wrap at the right margin keeps the row).
    private var inlineRow = 0

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

    /// Starts an inline frame, the cursor at the start of the region's first row or where the
    /// last frame left it.
    ///
    /// - Parameters:
    ///   - rows: The region's height when room must be made for it first: line feeds down to
    ///     its last row (scrolling the terminal if the region starts too low), and back up.
    ///   - clearing: Whether to erase the region (and everything below it) first.
    mutating func beginInlineFrame(reservingRows rows: Int?, clearing: Bool) {
        bytes.removeAll(keepingCapacity: true)
        pen = nil
        cursor = nil
        if clearing || rows != nil { moveToRow(0) }
        if let rows, rows > 1 {
            bytes.append(UInt8(ascii: "\r"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: rows - 1))
            append("\u{1B}[")
            appendNumber(rows - 1)
            bytes.append(UInt8(ascii: "A"))
        }
        if clearing {
            append("\r\u{1B}[0m\u{1B}[J")
            pen = .plain
            cursor = .zero
        }
    }

    /// Ends an inline frame: resets the pen, then shows the cursor at `target`, or hides it and
    /// rests it at the start of the region's first row.
    mutating func endInlineFrame(cursor target: Point?) {
        append("\u{1B}[0m")
        pen = .plain
        if let target {
            moveCursor(to: target)
            append("\u{1B}[?25h")
        } else {
            moveCursor(to: .zero)
            append("\u{1B}[?25l")
        }
    }

    /// The bytes that leave an inline region for good: the cursor to the start of the line below
    /// it, visible, the pen reset.
    mutating func finishInline(regionHeight: Int) {
        bytes.removeAll(keepingCapacity: true)
        append("\u{1B}[0m")
        moveToRow(max(0, regionHeight - 1))
        append("\r\n\u{1B}[?25h")
        pen = .plain
        cursor = nil
        inlineRow = 0
    }

    /// With inline addressing, moves the cursor to a region row (line feeds down, cursor-up up).
    private mutating func moveToRow(_ row: Int) {
        if row > inlineRow {
            // A carriage return first ends a wrap the terminal deferred at the right margin.
            bytes.append(UInt8(ascii: "\r"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: row - inlineRow))
        } else if row < inlineRow {
            append("\u{1B}[")
            appendNumber(inlineRow - row)
            bytes.append(UInt8(ascii: "A"))
        }
        inlineRow = row
        cursor = nil
    }

    private mutating func moveCursor(to position: Point) {
        if usesInlineAddressing {
            // Down by line feeds, up by cursor-up, then the column by number (CHA).
            moveToRow(position.y)
            append("\u{1B}[")
            appendNumber(position.x + 1)
            bytes.append(UInt8(ascii: "G"))
            cursor = position
            return
        }
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
