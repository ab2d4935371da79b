import CNcurses
import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The backend that draws on a real terminal through ncurses (its wide-character API).
///
/// ncurses does the output: it knows from terminfo how to move, colour and clear on each kind of
/// terminal, and it sends only what changed since the last `doupdate`. Input is not read through
/// ncurses at all (see `TerminalEventSource`).
///
/// What is drawn how:
/// - Every cell is placed with its own `mvwadd_wch` at its own column, so a cluster the terminal
///   measures differently from Unicode cannot shift the cells after it.
/// - A cluster that ncurses or the terminal cannot draw at Trellis's width is drawn another way
///   (emoji with U+FE0F lose the selector, long ZWJ sequences keep their first emoji, unprintable
///   ones become U+FFFD), padded with blanks to its width; the table is in `GlyphPlan`.
/// - A wide cluster that would stick out of the last column becomes U+FFFD.
/// - Colours go through a `ColorMapper` for the terminal's `ColorDepth`; colour pairs are made
///   on demand and cached. When the terminal's pairs run out, further combinations are drawn in
///   the default colours.
/// - Where the ncurses built against lacks a feature newer than 5.7 (see `NcursesFeatures`),
///   the backend draws without it (italic upright, at most 256 colour pairs, no 24-bit
///   colour) and says so in `degradations` and the frame log.
/// - Bold, dim, italic, underline, reverse and blink are ncurses attributes; strikethrough, which
///   ncurses lacks, is U+0336 COMBINING LONG STROKE OVERLAY added to the cluster.
/// - Each frame ends with one `doupdate`, wrapped in synchronized-output marks (DEC mode 2026)
///   when `usesSynchronizedOutput` is on, so the terminal shows the frame all at once.
///
/// Apps get one from `TerminalSession`, which also restores the terminal on every way out.
/// Benchmarks can make one that draws into `/dev/null` with `offscreen(size:options:)`. Only one
/// ncurses backend can be open at a time.
@MainActor
public final class NcursesBackend: Backend {
    /// Choices that override what the backend detects.
    public struct Options: Sendable {
        /// The terminfo entry to use; `nil` uses `TERM` (or its `-direct` variant when
        /// `COLORTERM` says the terminal has 24-bit colour and that entry is installed).
        public var terminalType: String?
        /// The colours to use, at most what the terminfo entry says (a terminal cannot show
        /// more); `nil` takes what the terminfo entry says.
        public var colorDepth: ColorDepth?
        /// Whether to mark frames with synchronized output; `nil` decides from terminfo's `Sync`
        /// capability and the environment (it is on inside tmux).
        public var synchronizedOutput: Bool?

        /// Creates options; every choice defaults to detection.
        public init(
            terminalType: String? = nil, colorDepth: ColorDepth? = nil, synchronizedOutput: Bool? = nil
        ) {
            self.terminalType = terminalType
            self.colorDepth = colorDepth
            self.synchronizedOutput = synchronizedOutput
        }
    }

    /// The size of the screen in cells.
    public private(set) var size: Size
    /// The terminfo entry in use.
    public let terminalType: String
    /// The colours the backend draws with.
    public let colorDepth: ColorDepth
    /// What this terminal loses with the ncurses Trellis was built against (empty with ncurses
    /// 6.1 or later); each is in the frame log too.
    public let degradations: [NcursesFeatures.Degradation]
    /// Whether each frame is wrapped in synchronized-output marks (`ESC [ ? 2026 h` … `l`).
    /// `TerminalEventSource` turns it on when the terminal answers that it supports the mode.
    public var usesSynchronizedOutput: Bool

    /// The output's file descriptor (the terminal, or `/dev/null` offscreen).
    let outputDescriptor: Int32
    private var screen: OpaquePointer?
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    private let colorMapper: ColorMapper
    private let defaultColorsWork: Bool
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1
    private let pairLimit: Int32
    private var cellsThisFrame = 0
    /// Whether the next `doupdate` repaints the whole terminal (after `invalidate()` or a resize).
    private var repaintsEverything = true
    /// Whether the frame after this one must repaint everything (this one was lost).
    private var repaintsEverythingNext = false
    private var lastStyle: Style?
    private var lastAttributes: attr_t = 0
    private var lastPair: Int32 = 0
    /// The last code point measured with libc, and its width (runs repeat the same few).
    private var lastMeasuredScalar: UInt32 = 0
    private var lastMeasuredWidth = 1
    /// A blank in the current attributes and colour pair, copied for every plain cell.
    private var penCell = cchar_t()
    /// The `resizeterm` waiting for the next call that needs ncurses.
    var pendingResize = PendingResize()
    /// Where runs of cells are turned into ncurses cells.
    private let runBuffer = CCharBuffer()
    private var cursorVisible: Bool?
    private var isSuspended = false
    private let writeCounter = ThreadWriteCounter()
    /// Moves each frame to the terminal while ncurses produces it (`nil` where the system
    /// cannot).
    private var writer: FrameWriter?
    /// The frames the writer thread carried to the terminal (for tests).
    private(set) var framesSentByWriter = 0
    /// The changed cells from which a frame goes through the writer thread.
    static let cellsWorthTheWriter = 1000

    /// Whether an ncurses backend is open in this process (ncurses drives one screen at a time).
    /// Process-wide by nature, like the terminal it guards; isolated to the main actor with the
    /// rest of the backend, so two backends opening at once cannot both see `false`.
    private static var isOpen = false

    /// Opens ncurses on a terminal: input is read from `input` by someone else, output goes to
    /// `output`. Neither descriptor is closed by the backend.
    ///
    /// - Throws: `TerminalError.unknownTerminalType` when there is no terminfo entry for the
    ///   terminal, `TerminalError.initializationFailed` when another backend is open or ncurses
    ///   fails. Nothing is written to `output` when this throws.
    init(input: Int32, output: Int32, options: Options) throws(TerminalError) {
        guard !Self.isOpen else {
            throw TerminalError.initializationFailed("another NcursesBackend is already open")
        }
        Self.useUTF8Locale()
        let requested = options.terminalType ?? Self.environment("TERM") ?? ""
        guard !requested.isEmpty else { throw TerminalError.unknownTerminalType("") }
        guard let outputFile = fdopen(dup(output), "w"), let inputFile = fdopen(dup(input), "r")
        else { throw TerminalError.initializationFailed("cannot open the terminal's streams") }
        let features = NcursesFeatures.compiled
        var candidates = [requested]
        let direct = options.terminalType == nil ? Self.directColorVariant(of: requested) : nil
        if let direct, features.extendedColorPairs {
            candidates.insert(direct, at: 0)
        }
        var opened: (OpaquePointer, String)?
        Self.withNcursesSignalHandlersSuppressed {
            for name in candidates {
                if let screen = newterm(name, outputFile, inputFile) {
                    opened = (screen, name)
                    break
                }
            }
        }
        guard let (screen, name) = opened else {
            fclose(outputFile)
            fclose(inputFile)
            throw TerminalError.unknownTerminalType(requested)
        }
        Self.isOpen = true
        self.screen = screen
        self.outputFile = outputFile
        self.inputFile = inputFile
        self.outputDescriptor = output
        self.writer = FrameWriter(terminal: output)
        self.terminalType = name
        raw()
        noecho()
        nonl()
        // Nothing left for the kernel to translate on output: spare it a look at every byte,
        // and make that part of the modes ncurses restores after a suspension.
        if trellis_disable_output_processing(output) == 0 { def_prog_mode() }
        typeahead(-1)  // never stop an update halfway because input is waiting
        intrflush(trellis_stdscr(), false)
        leaveok(trellis_stdscr(), true)
        var depth = ColorDepth.monochrome
        var defaultColorsWork = false
        if has_colors() {
            start_color()
            defaultColorsWork = use_default_colors() == OK
            depth = ColorDepth(colorCount: Int(trellis_colors()))
        }
        var directColorWanted = direct != nil && !features.extendedColorPairs
        if depth == .direct && !features.extendedColorPairs {
            // 24-bit colour numbers do not fit ncurses' `short`; of a direct-colour entry's
            // numbers, only those below 8 are palette colours (the ANSI ones).
            depth = .ansi8
            directColorWanted = true
        }
        self.colorDepth = options.colorDepth.map { min($0, depth) } ?? depth
        self.colorMapper = ColorMapper(depth: colorDepth)
        self.defaultColorsWork = defaultColorsWork
        self.pairLimit = max(1, trellis_usable_color_pairs())
        self.degradations = features.degradations(
            terminalPairs: Int(trellis_color_pairs()), usablePairs: Int(trellis_usable_color_pairs()),
            directColorWanted: directColorWanted)
        for degradation in degradations {
            FrameLog.recordDegradation(feature: degradation.feature, fallback: degradation.fallback)
        }
        self.usesSynchronizedOutput = options.synchronizedOutput ?? Self.terminalAdvertisesSync()
        self.size = Size(width: Int(trellis_cols()), height: Int(trellis_lines()))
    }

    /// A backend that draws into `/dev/null`, for benchmarks: ncurses does all its work (and
    /// the bytes it would send are counted) but nothing reaches a terminal.
    ///
    /// - Parameters:
    ///   - size: The screen size to simulate.
    ///   - options: The terminal type defaults to `xterm-256color` rather than `TERM`.
    /// - Throws: `TerminalError` as for a real terminal.
    public static func offscreen(size: Size, options: Options = Options()) throws(TerminalError)
        -> NcursesBackend
    {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { throw TerminalError.cannotOpen(path: "/dev/null", errno: errno) }
        defer { FileDescriptors.close(null) }
        var options = options
        options.terminalType = options.terminalType ?? "xterm-256color"
        let backend = try NcursesBackend(input: null, output: null, options: options)
        backend.resize(to: size)
        return backend
    }

    /// Ends ncurses: the terminal gets back its shell modes and main screen. Safe to call more
    /// than once; the backend draws nothing afterwards.
    public func close() {
        guard let screen else { return }
        pendingResize.apply()
        writer?.stop()
        writer = nil
        endwin()
        delscreen(screen)
        self.screen = nil
        fclose(outputFile)
        fclose(inputFile)
        Self.isOpen = false
    }

    // MARK: - Backend

    /// Starts a frame.
    public func beginFrame() {
        pendingResize.apply()
        cellsThisFrame = 0
    }

    /// Draws one cell at its own position (see the type's documentation for what is drawn how).
    /// Cells outside the screen and continuations are ignored.
    public func draw(_ cell: Cell, at position: Point) {
        withUnsafePointer(to: cell) { draw(UnsafeBufferPointer(start: $0, count: 1), startingAt: position) }
    }

    /// Draws a run of cells side by side on one row: the cells whose code point ncurses can
    /// take as it is go in one `mvwadd_wchnstr` call per stretch, the others one by one as
    /// `draw(_:at:)` describes. Cells outside the screen and continuations are ignored.
    public func draw(_ cells: UnsafeBufferPointer<Cell>, startingAt position: Point) {
        guard screen != nil, position.y >= 0, position.y < size.height else { return }
        pendingResize.apply()
        let window = trellis_stdscr()
        let row = Int32(position.y)
        let buffer = runBuffer.reserve(cells.count)
        var pending = 0
        var pendingStart = 0
        for offset in 0..<cells.count {
            let x = position.x + offset
            guard !cells[offset].isContinuation, x >= 0, x < size.width else { continue }
            let cell = cells[offset]
            cellsThisFrame += 1
            usePen(for: cell)
            if let value = plainCodePoint(of: cell, at: x) {
                if pending == 0 { pendingStart = x }
                trellis_cchar_in_pen(&penCell, buffer + pending, value)
                pending += 1
            } else {
                if pending > 0 { mvwadd_wchnstr(window, row, Int32(pendingStart), buffer, Int32(pending)) }
                pending = 0
                drawCluster(cell, at: Point(x: x, y: position.y))
            }
        }
        if pending > 0 { mvwadd_wchnstr(window, row, Int32(pendingStart), buffer, Int32(pending)) }
    }

    /// Makes `cell`'s style the current attributes and colour pair (a blank may keep the
    /// current ones: see `blank(_:canTake:)`).
    private func usePen(for cell: Cell) {
        guard cell.style != lastStyle && !Self.blank(cell, canTake: lastStyle) else { return }
        lastStyle = cell.style
        lastAttributes = trellis_attributes(UInt32(cell.style.attributes.rawValue))
        lastPair = pairNumber(for: cell.style)
        trellis_set_cchar(&penCell, 0x20, lastAttributes, lastPair)
    }

    /// The code point that draws `cell` at column `x` as it is — one printable code point that
    /// libc measures as Trellis does, fitting on the row, not struck through — or `nil`.
    private func plainCodePoint(of cell: Cell, at x: Int) -> UInt32? {
        guard let scalar = cell.scalar, !cell.style.attributes.contains(.strikethrough) else { return nil }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return cell.width <= 1 ? value : nil }
        guard value >= 0xA0, Int(cell.width) <= size.width - x else { return nil }
        if value != lastMeasuredScalar {
            lastMeasuredScalar = value
            lastMeasuredWidth = Self.libcWidth(scalar)
        }
        return lastMeasuredWidth == max(1, Int(cell.width)) ? value : nil
    }

    /// Draws a cluster that is not a plain code point, as `GlyphPlan` says.
    private func drawCluster(_ cell: Cell, at position: Point) {
        let window = trellis_stdscr()
        let width = min(max(1, Int(cell.width)), size.width - position.x)
        let plan = GlyphPlan.plan(
            for: cell.grapheme, width: width, strikethrough: cell.style.attributes.contains(.strikethrough),
            scalarWidth: Self.libcWidth)
        var character = cchar_t()
        let text = plan.scalars.map { wchar_t(bitPattern: $0.value) } + [0]
        _ = trellis_set_cchar_text(&character, text, lastAttributes, lastPair)
        mvwadd_wch(window, Int32(position.y), Int32(position.x), &character)
        if plan.padding > 0 {
            var blank = cchar_t()
            trellis_set_cchar(&blank, 0x20, lastAttributes, lastPair)
            for offset in 0..<plan.padding {
                let x = position.x + plan.terminalWidth + offset
                mvwadd_wch(window, Int32(position.y), Int32(x), &blank)
            }
        }
    }

    /// The attributes that leave a blank (a space) looking the same: they change only how
    /// glyphs are drawn, and a space has none.
    static let attributesInvisibleOnBlanks: TextAttributes = [.bold, .dim, .italic, .blink]

    /// Whether `cell` is a blank that may be drawn in `style` instead of its own: a space shows
    /// only its background, so when the background is the same and no attribute of either
    /// style shows on a space (underline, reverse, strikethrough do), the blank looks identical
    /// in the style of the cell drawn before it — and ncurses need not switch colours twice
    /// around it (a gutter between two boxes costs no escape sequence at all).
    static func blank(_ cell: Cell, canTake style: Style?) -> Bool {
        guard let style, cell.style.background == style.background, cell.isSpace else { return false }
        return cell.style.attributes.isSubset(of: attributesInvisibleOnBlanks)
            && style.attributes.isSubset(of: attributesInvisibleOnBlanks)
    }

    /// Shows the frame with one `doupdate`, places or hides the cursor, and reports what the
    /// frame cost (bytes written are counted where the system tells a thread's writes: Linux).
    @discardableResult
    public func endFrame(cursor: Point?) -> FrameStatistics {
        guard screen != nil, !isSuspended else {
            return FrameStatistics(cellsChanged: 0, bytesWritten: nil)
        }
        pendingResize.apply()
        let synchronize = usesSynchronizedOutput && (cellsThisFrame > 0 || repaintsEverything)
        let prefix = synchronize ? TerminalModes.beginSynchronizedUpdate : []
        let suffix = synchronize ? TerminalModes.endSynchronizedUpdate : []
        // Everything the frame writes (the cursor's visibility included) goes between the marks.
        let show = { [self] in
            placeCursor(at: cursor)
            wnoutrefresh(trellis_stdscr())
            doupdate()
        }
        let before = writeCounter?.bytesWritten()
        // A handful of changed cells leave ncurses in a write or two: handing them to the writer
        // thread would only add two thread switches.
        let isLarge = repaintsEverything || cellsThisFrame >= Self.cellsWorthTheWriter
        let outcome =
            isLarge
            ? writer?.send(ncursesDescriptor: fileno(outputFile), prefix: prefix, suffix: suffix, show) : nil
        switch outcome {
        case .written, .failed:
            break
        case .notRedirected, nil:
            writeToTerminal(prefix)
            show()
            writeToTerminal(suffix)
        }
        if case .written = outcome { framesSentByWriter += 1 }
        if outcome == .failed {
            // The terminal missed part of the frame; ncurses believes it shows all of it.
            clearok(trellis_curscr(), true)
            repaintsEverythingNext = true
        }
        // The thread's write counter sees every byte of the frame once: written to the terminal
        // directly, or into the writer's pipe (plus the writer's one-byte end-of-frame note).
        var bytesWritten = before.flatMap { start in writeCounter?.bytesWritten().map { $0 - start } }
        if case .written(let count) = outcome {
            bytesWritten = bytesWritten.map { $0 - FrameWriter.controlBytesPerFrame } ?? count
        }
        let statistics = FrameStatistics(
            cellsChanged: repaintsEverything ? size.area : cellsThisFrame, bytesWritten: bytesWritten)
        cellsThisFrame = 0
        repaintsEverything = repaintsEverythingNext
        repaintsEverythingNext = false
        return statistics
    }

    /// Shows the text cursor at `position`, or hides it when `position` is `nil` or off the
    /// screen.
    private func placeCursor(at position: Point?) {
        let window = trellis_stdscr()
        if let position, position.x >= 0, position.y >= 0, position.x < size.width, position.y < size.height {
            if cursorVisible != true {
                curs_set(1)
                cursorVisible = true
            }
            leaveok(window, false)
            wmove(window, Int32(position.y), Int32(position.x))
        } else {
            if cursorVisible != false {
                curs_set(0)
                cursorVisible = false
            }
            leaveok(window, true)
        }
    }

    /// Makes the next frame repaint the whole terminal (ncurses' `clearok` on `curscr`), from
    /// the cells ncurses keeps: the screen need only send the cells that changed.
    public func invalidate() {
        guard screen != nil else { return }
        pendingResize.apply()
        clearok(trellis_curscr(), true)
        repaintsEverything = true
    }

    /// ncurses keeps every cell it was given (in `stdscr`), crops them on `resizeterm` as
    /// `CellBuffer` does, and repaints the terminal from them after `invalidate()`.
    public var keepsCellsWhenInvalidated: Bool { true }

    // MARK: - Size, suspension

    /// Tells ncurses the terminal's new size (`resizeterm`, put off until the next call that
    /// needs ncurses: see `PendingResize`); the next frame repaints everything.
    ///
    /// - Parameter newSize: The size in cells; at least 1×1 is used.
    public func resize(to newSize: Size) {
        guard screen != nil else { return }
        let rows = Int32(max(1, newSize.height))
        let columns = Int32(max(1, newSize.width))
        size = Size(width: Int(columns), height: Int(rows))
        pendingResize.request(rows: rows, columns: columns)
        repaintsEverything = true
    }

    /// Hands the terminal back for a while (`endwin`): shell modes, main screen, cursor shown.
    func suspend() {
        guard screen != nil, !isSuspended else { return }
        pendingResize.apply()
        endwin()
        isSuspended = true
        cursorVisible = nil
    }

    /// Takes the terminal back after `suspend()`: program modes, alternate screen, and a full
    /// repaint of the last frame at the next `doupdate`.
    func resume() {
        guard screen != nil, isSuspended else { return }
        pendingResize.apply()
        isSuspended = false
        clearok(trellis_curscr(), true)
        wnoutrefresh(trellis_stdscr())
        doupdate()
    }

    /// What to write to put the terminal back as the shell expects it, from terminfo: leave the
    /// alternate screen, show the cursor, plain attributes. Kept for the emergency path, which
    /// cannot call ncurses.
    var shellRestoreSequence: [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "cnorm", "rmcup"] {
            if let value = trellis_string_capability(name) {
                bytes += Self.withoutPadding(Array(String(cString: value).utf8))
            }
        }
        return bytes
    }

    // MARK: - Helpers

    /// Writes bytes straight to the terminal, outside ncurses (which has flushed its own output
    /// at the end of each `doupdate`, so the order is kept).
    func writeToTerminal(_ bytes: [UInt8]) {
        TerminalModes.writeAll(bytes, to: outputDescriptor)
    }

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The colour pair for a style's colours, made on first use.
    private func pairNumber(for style: Style) -> Int32 {
        var foreground = colorMapper.colorNumber(for: style.foreground)
        var background = colorMapper.colorNumber(for: style.background)
        if foreground == -1 && background == -1 { return 0 }
        if !defaultColorsWork {
            if foreground == -1 { foreground = 7 }
            if background == -1 { background = 0 }
        }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit, trellis_init_pair(nextPair, foreground, background) == OK else {
            return 0
        }
        pairs[key] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// The number of colour pairs made so far (for tests).
    var pairCount: Int { pairs.count }

    /// libc's width of a code point, which ncurses and most terminals use.
    static func libcWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(trellis_wcwidth(scalar.value))
    }

    /// Makes the C library's character type UTF-8, which the wide-character API needs: the
    /// user's locale if it is UTF-8, else `C.UTF-8`.
    static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        if trellis_locale_is_utf8() != 0 { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if trellis_locale_is_utf8() != 0 { return }
        }
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The `-direct` terminfo entry for a terminal whose `COLORTERM` says it has 24-bit colour
    /// (`xterm-256color` → `xterm-direct`), or `nil`.
    static func directColorVariant(of terminalType: String) -> String? {
        guard let colorTerm = environment("COLORTERM"), colorTerm == "truecolor" || colorTerm == "24bit",
            !terminalType.hasSuffix("-direct")
        else { return nil }
        let family = terminalType.split(separator: "-").first.map(String.init) ?? terminalType
        return family + "-direct"
    }

    /// Whether terminfo or the environment say frames can be synchronized: the `Sync`
    /// capability, or running inside tmux (which handles mode 2026).
    static func terminalAdvertisesSync() -> Bool {
        trellis_string_capability("Sync") != nil || environment("TMUX") != nil
    }

    /// Runs `body` (which calls `newterm`) so that ncurses installs none of its own signal
    /// handlers: ncurses only catches signals whose disposition is the default, so those are
    /// ignored for the moment and then set back.
    static func withNcursesSignalHandlersSuppressed(_ body: () -> Void) {
        let signals = [SIGINT, SIGTERM, SIGTSTP, SIGWINCH]
        let suppressed = signals.filter { trellis_ignore_signal_if_default($0) != 0 }
        body()
        for signal in suppressed { _ = trellis_default_signal_action(signal) }
    }

    /// A terminfo string without its `$<…>` padding delays, which only `tputs` understands.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "<"),
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
