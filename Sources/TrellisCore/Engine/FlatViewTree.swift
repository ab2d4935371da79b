import Cassowary

/// A window's views in preorder (parents before children) with each view's parent index, and
/// the views' layout guides: the shape the layout pass walks on every resize. A flat loop over
/// contiguous arrays costs a fraction of a recursive walk, which retains every view it passes
/// through.
///
/// It also keeps the solver symbols of every item's four variables in one contiguous list, so
/// the pass reads the whole solution in one call (``readValues(from:)``) instead of publishing
/// every variable into its object and reading the objects back.
///
/// The engine marks it stale whenever a view joins, leaves or moves within the window, or a
/// guide is added or removed, and rebuilds it before the next pass. The views are held
/// unretained: the tree keeps them alive, a stale list is never read, and a strong list would
/// keep the window (which owns the engine) alive forever.
@MainActor
struct FlatViewTree {
    /// The views, parents first.
    private(set) var views: ContiguousArray<Unmanaged<TermView>> = []
    /// For each view, the index of its superview in `views`, or -1 for the window.
    private(set) var parents: ContiguousArray<Int32> = []
    /// The layout guides of the views, in the order of their owning views.
    private(set) var guides: ContiguousArray<Unmanaged<LayoutGuide>> = []
    /// For each guide, the index of its owning view in `views`.
    private(set) var guideOwners: ContiguousArray<Int32> = []
    /// The solver symbols of each item's minX, minY, width and height: the views' first, then
    /// the guides'; -1 for a variable the solver has not seen.
    private var symbols: ContiguousArray<Int32> = []
    /// The values of ``symbols`` read by the last ``readValues(from:)``.
    private(set) var values: ContiguousArray<Double> = []
    /// The solver's ``Solver/knownVariableCount`` when the symbols were last looked up.
    private var resolvedVariableCount = -1
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
        guides.removeAll(keepingCapacity: true)
        guideOwners.removeAll(keepingCapacity: true)
        append(window, parent: -1)
        origins = ContiguousArray(repeating: .zero, count: views.count)
        let itemCount = 4 * (views.count + guides.count)
        symbols = ContiguousArray(repeating: -1, count: itemCount)
        values = ContiguousArray(repeating: 0, count: itemCount)
        resolvedVariableCount = -1
        isStale = false
    }

    private mutating func append(_ view: TermView, parent: Int32) {
        let index = Int32(views.count)
        views.append(Unmanaged.passUnretained(view))
        parents.append(parent)
        for guide in view.layoutGuides {
            guides.append(Unmanaged.passUnretained(guide))
            guideOwners.append(index)
        }
        for subview in view.subviews { append(subview, parent: index) }
    }

    /// Reads the current value of every item's four variables into ``values``: the views'
    /// at `4 * index`, the guides' at `4 * (views.count + index)`.
    mutating func readValues(from solver: Solver) {
        if resolvedVariableCount != solver.knownVariableCount { resolveSymbols(in: solver) }
        symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { values in
                solver.readValues(ofSymbols: symbols, into: values)
            }
        }
    }

    /// Looks up the symbols the solver did not know last time (a symbol, once known, stays).
    private mutating func resolveSymbols(in solver: Solver) {
        resolvedVariableCount = solver.knownVariableCount
        func resolve(_ node: LayoutNode, at base: Int) {
            if symbols[base] < 0 { symbols[base] = solver.symbol(of: node.minX) }
            if symbols[base + 1] < 0 { symbols[base + 1] = solver.symbol(of: node.minY) }
            if symbols[base + 2] < 0 { symbols[base + 2] = solver.symbol(of: node.width) }
            if symbols[base + 3] < 0 { symbols[base + 3] = solver.symbol(of: node.height) }
        }
        for index in views.indices { resolve(views[index].takeUnretainedValue().node, at: 4 * index) }
        for index in guides.indices {
            resolve(guides[index].takeUnretainedValue().node, at: 4 * (views.count + index))
        }
    }
}
