import CNcurses

/// A growable array of ncurses cells (`cchar_t`), reused from frame to frame to hand runs of
/// cells to `mvwadd_wchnstr`.
final class CCharBuffer {
    private var pointer: UnsafeMutablePointer<cchar_t>
    private var capacity: Int

    init() {
        capacity = 256
        pointer = .allocate(capacity: capacity)
    }

    deinit {
        pointer.deallocate()
    }

    /// Storage for at least `count` cells (the contents are not kept when it grows).
    func reserve(_ count: Int) -> UnsafeMutablePointer<cchar_t> {
        if count > capacity {
            pointer.deallocate()
            capacity = max(count, capacity * 2)
            pointer = .allocate(capacity: capacity)
        }
        return pointer
    }
}
