import CNcurses

/// ncurses' `resizeterm`, put off until ncurses is next needed, on the main actor.
///
/// ncurses is not thread-safe, so it is only ever called from the main actor. A resize only
/// records the new size; the first call that needs ncurses afterwards (drawing the next frame,
/// an invalidation, a suspension) reallocates ncurses' screens for it first. Several resizes
/// between two frames — a window dragged to a new size sends a burst of them — cost one
/// `resizeterm`, for the last size.
@MainActor
struct PendingResize {
    private var target: (rows: Int32, columns: Int32)?

    /// Records that ncurses' screens must become `rows` × `columns` (and the terminal be
    /// repainted in full) before ncurses is next used.
    mutating func request(rows: Int32, columns: Int32) {
        target = (rows, columns)
    }

    /// Resizes ncurses' screens if a resize is waiting.
    @inline(__always)
    mutating func apply() {
        guard let (rows, columns) = target else { return }
        target = nil
        resizeterm(rows, columns)
        clearok(trellis_curscr(), true)
    }
}
