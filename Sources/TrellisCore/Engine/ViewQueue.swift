/// Views waiting for one step of the layout pass, in the order they asked.
///
/// The queue holds views strongly — except the window itself, which owns the engine and so
/// would keep itself alive through its own queue. The window is remembered as a flag instead.
@MainActor
struct ViewQueue {
    unowned(unsafe) let window: TermWindow
    private var views: [TermView] = []
    private var includesWindow = false

    init(window: TermWindow) {
        self.window = window
    }

    var isEmpty: Bool { views.isEmpty && !includesWindow }

    mutating func append(_ view: TermView) {
        if view === window {
            includesWindow = true
        } else {
            views.append(view)
        }
    }

    /// Empties the queue and returns what it held, the window first.
    ///
    /// The queue starts again from no room at all: keeping its room while the result holds
    /// the old storage would allocate a new buffer as large as the most it ever held (every
    /// view of a 10,000-label stack, once, on attaching) on every layout pass.
    mutating func take() -> [TermView] {
        var result: [TermView] = []
        swap(&result, &views)
        if includesWindow {
            result.insert(window, at: 0)
            includesWindow = false
        }
        return result
    }
}
