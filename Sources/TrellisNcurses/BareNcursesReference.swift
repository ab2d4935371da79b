import CNcurses
import TrellisCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The limit a backend is measured against: the same cells written with bare ncurses calls —
/// one `setcchar` (through the shim) + `mvwadd_wch` per cell and one `doupdate` per frame —
/// into a `newterm` on `/dev/null`. `trellis-bench render` runs it beside ``NcursesBackend``.
///
/// ```swift
/// let reference = try BareNcursesReference(size: Size(width: 200, height: 60))
/// let bytes = reference.drawFrame(rows)   // every cell, then doupdate
/// reference.close()
/// ```
///
/// Only one ncurses screen can be open in a process: close any ``NcursesBackend`` first.
@MainActor
public final class BareNcursesReference {
    /// The screen size.
    public let size: Size
    private var screen: OpaquePointer?
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let writeCounter = ThreadWriteCounter()

    /// Opens ncurses for an `xterm-256color` terminal of `size` on `/dev/null`.
    ///
    /// - Throws: `TerminalError` when `/dev/null` cannot be opened or ncurses fails.
    public init(size: Size) throws(TerminalError) {
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
            throw TerminalError.cannotOpen(path: "/dev/null", errno: errno)
        }
        _ = setlocale(LC_ALL, "C.UTF-8")
        guard let screen = newterm("xterm-256color", output, input) else {
            fclose(output)
            fclose(input)
            throw TerminalError.initializationFailed("newterm failed for xterm-256color")
        }
        self.screen = screen
        self.output = output
        self.input = input
        self.size = size
        resizeterm(Int32(size.height), Int32(size.width))
    }

    /// Writes every cell of `rows` (one string per row, one cell per character, wide
    /// characters taking two columns) with one `mvwadd_wch` each, then `doupdate`.
    ///
    /// - Returns: The bytes ncurses wrote, where the system counts them (Linux).
    @discardableResult
    public func drawFrame(_ rows: [String]) -> Int? {
        let before = writeCounter?.bytesWritten()
        let window = trellis_stdscr()
        for (y, row) in rows.enumerated() where y < size.height {
            var x = 0
            for character in row {
                guard x < size.width, let scalar = character.unicodeScalars.first else { break }
                var cell = cchar_t()
                trellis_set_cchar(&cell, scalar.value, 0, 0)
                mvwadd_wch(window, Int32(y), Int32(x), &cell)
                x += max(1, Int(trellis_wcwidth(scalar.value)))
            }
        }
        wnoutrefresh(window)
        doupdate()
        fflush(output)
        guard let before, let after = writeCounter?.bytesWritten() else { return nil }
        return after - before
    }

    /// Ends ncurses.
    public func close() {
        guard let screen else { return }
        endwin()
        delscreen(screen)
        self.screen = nil
        fclose(output)
        fclose(input)
    }
}
