/// A window's views in preorder (parents before children) with each view's parent index: the
/// shape the layout pass walks on every resize. A flat loop over contiguous arrays costs a
/// fraction of a recursive walk, which retains every view it passes through.
///
/// The engine marks it stale whenever a view joins, leaves or moves within the window, and
/// rebuilds it before the next pass. The views are held unretained: the tree keeps them alive,
/// a stale list is never read, and a strong list would keep the window (which owns the engine)
/// alive forever.
@MainActor
struct FlatViewTree {
    /// The views, parents first.
    private(set) var views: ContiguousArray<Unmanaged<TermView>> = []
    /// For each view, the index of its superview in `views`, or -1 for the window.
    private(set) var parents: ContiguousArray<Int32> = []
    /// Scratch space for the pass: each view's origin in window coordinates.
    var origins: ContiguousArray<Point> = []
    /// Whether the hierarchy changed since the last rebuild.
    var isStale = true

    /// Hands the origins scratch array over (so the pass can write it while reading the
    /// views); the pass gives it back by assigning ``origins``.
    mutating func takeOrigins() -> ContiguousArray<Point> {
        defer { origins = [] }
        return origins
    }

    /// Lists the window's tree again.
    mutating func rebuild(from window: TermWindow) {
        views.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        append(window, parent: -1)
        origins = ContiguousArray(repeating: .zero, count: views.count)
        isStale = false
    }

    private mutating func append(_ view: TermView, parent: Int32) {
        let index = Int32(views.count)
        views.append(Unmanaged.passUnretained(view))
        parents.append(parent)
        for subview in view.subviews { append(subview, parent: index) }
    }
}
