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
    mutating func take() -> [TermView] {
        var result = views
        views.removeAll(keepingCapacity: true)
        if includesWindow {
            result.insert(window, at: 0)
            includesWindow = false
        }
        return result
    }
}
