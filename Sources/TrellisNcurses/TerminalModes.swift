#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The escape sequences Trellis sends itself, outside terminfo (which does not describe them).
enum TerminalModes {
    /// How much of the mouse a session reports.
    static func enableMouse(allMotion: Bool) -> [UInt8] {
        // 1000: presses and releases (for terminals without 1002); 1002: drags too; 1003: all
        // motion; 1006: SGR encoding, which has no column limit and says which button was released.
        bytes("\u{1B}[?1000h\u{1B}[?1002h" + (allMotion ? "\u{1B}[?1003h" : "") + "\u{1B}[?1006h")
    }
    /// Turns every mouse mode off again.
    static let disableMouse = bytes("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l")
    /// Bracketed paste (2004): pasted text arrives between ESC [ 200 ~ and ESC [ 201 ~.
    static let enableBracketedPaste = bytes("\u{1B}[?2004h")
    /// Turns bracketed paste off.
    static let disableBracketedPaste = bytes("\u{1B}[?2004l")
    /// Focus reports (1004): ESC [ I and ESC [ O.
    static let enableFocusEvents = bytes("\u{1B}[?1004h")
    /// Turns focus reports off.
    static let disableFocusEvents = bytes("\u{1B}[?1004l")
    /// Starts a synchronized update (2026): the terminal holds the screen until the end mark.
    static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")
    /// Ends a synchronized update.
    static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")
    /// Asks whether the terminal supports synchronized updates (DECRQM); the answer is
    /// ESC [ ? 2026 ; state $ y, or nothing from terminals that do not know the query.
    static let querySynchronizedUpdate = bytes("\u{1B}[?2026$p")

    /// Everything a session may have turned on, turned off: safe to send to any terminal, and
    /// what the emergency path sends first.
    static let disableAll =
        endSynchronizedUpdate + disableMouse + disableBracketedPaste + disableFocusEvents

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions (and, on a
    /// descriptor someone made non-blocking, until there is room); gives up on other errors (a
    /// terminal that went away cannot be helped).
    ///
    /// - Returns: Whether everything was written.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// `writeAll(_:to:)` for bytes in memory the caller owns.
    @discardableResult
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
