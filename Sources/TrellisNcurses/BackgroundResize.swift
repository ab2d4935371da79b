import CNcurses
import Dispatch

/// Runs ncurses' `resizeterm` on another thread while the application lays out and draws the
/// frame for the new size, which takes longer and touches nothing of ncurses.
///
/// `resizeterm` reallocates every line of ncurses' three screens (some 120 µs at 200×60); done
/// in line, it delays the first frame after a resize by as much. ncurses is not thread-safe,
/// but it is never used by two threads at once here: the backend calls `wait()` before any
/// other ncurses call, and the wait orders everything the resize wrote before what follows.
final class BackgroundResize {
    private var pending: DispatchGroup?

    /// Starts resizing ncurses' screens to `rows` × `columns` (and marks the terminal for a full
    /// repaint) on another thread, after any resize still running.
    func start(rows: Int32, columns: Int32) {
        wait()
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInteractive).async(group: group) {
            resizeterm(rows, columns)
            clearok(trellis_curscr(), true)
        }
        pending = group
    }

    /// Returns once the resize in progress, if any, has finished.
    @inline(__always)
    func wait() {
        guard let group = pending else { return }
        group.wait()
        pending = nil
    }
}
