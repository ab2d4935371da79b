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
    /// the guides'; -1 for a variable the solver does not know.
    private var symbols: ContiguousArray<Int32> = []
    /// For each solver symbol that ``symbols`` holds, the item holding it; -1 elsewhere (and
    /// past the end). A variable that leaves the solver is found here in O(1), where looking
    /// for its symbol among every item's cost a pass over all of them on each hide.
    private var itemOfSymbol: ContiguousArray<Int32> = []
    /// Items examined to forget the symbols of departed variables (statistics for tests: it is
    /// the number of departed symbols, not of items).
    private(set) var departureWork = 0
    /// The values of ``symbols`` read by the last ``readValues(from:)``.
    private(set) var values: ContiguousArray<Double> = []
    /// The solver's ``Solver/variableRegistrations`` when the symbols were last looked up.
    private var resolvedRegistrations = (registered: -1, unregistered: -1)
    /// The items whose symbol is -1, looked up again when the solver registers variables.
    /// Their value is the variable's own: 0 for one the solver never had, the last value the
    /// solver gave it for one that left (no constraint mentions it any more).
    private var unresolved: ContiguousArray<Int32> = []
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
        itemOfSymbol.removeAll(keepingCapacity: true)
        values = ContiguousArray(repeating: 0, count: itemCount)
        unresolved = ContiguousArray(0..<Int32(itemCount))
        resolvedRegistrations = (-1, -1)
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
        let registrations = solver.variableRegistrations
        // (After a rebuild nothing is resolved yet, so nothing is to be forgotten.)
        if resolvedRegistrations.unregistered >= 0
            && registrations.unregistered != resolvedRegistrations.unregistered
        {
            forgetDepartedSymbols(in: solver)
        }
        if registrations.registered != resolvedRegistrations.registered { resolveSymbols(in: solver) }
        resolvedRegistrations = registrations
        symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { values in
                solver.readValues(ofSymbols: symbols, into: values)
            }
        }
        for item in unresolved { values[Int(item)] = variable(ofItem: Int(item)).value }
    }

    /// Unresolves the items whose variables left the solver since the last look (their symbols
    /// may belong to other variables now): each departed symbol's item, through
    /// ``itemOfSymbol``, or every item when the solver no longer remembers which left.
    private mutating func forgetDepartedSymbols(in solver: Solver) {
        guard let gone = solver.unregisteredSymbols(since: resolvedRegistrations.unregistered) else {
            departureWork &+= symbols.count
            for item in symbols.indices where symbols[item] >= 0 {
                symbols[item] = -1
                unresolved.append(Int32(item))
            }
            itemOfSymbol.removeAll(keepingCapacity: true)
            return
        }
        for symbol in gone where Int(symbol) < itemOfSymbol.count {
            let item = itemOfSymbol[Int(symbol)]
            // (A symbol may leave twice between two looks: gone, reused, gone again.)
            guard item >= 0, symbols[Int(item)] == symbol else { continue }
            departureWork &+= 1
            symbols[Int(item)] = -1
            itemOfSymbol[Int(symbol)] = -1
            unresolved.append(item)
        }
    }

    /// Looks up the symbols of the items the solver did not know last time.
    private mutating func resolveSymbols(in solver: Solver) {
        var kept = 0
        for position in unresolved.indices {
            let item = unresolved[position]
            let symbol = solver.symbol(of: variable(ofItem: Int(item)))
            if symbol < 0 {
                unresolved[kept] = item
                kept += 1
                continue
            }
            symbols[Int(item)] = symbol
            let missing = Int(symbol) + 1 - itemOfSymbol.count
            if missing > 0 { itemOfSymbol.append(contentsOf: repeatElement(-1, count: missing)) }
            itemOfSymbol[Int(symbol)] = item
        }
        unresolved.removeLast(unresolved.count - kept)
    }

    /// The variable of an item: a view's or a guide's minX, minY, width or height.
    private func variable(ofItem item: Int) -> Variable {
        let index = item / 4
        let node =
            index < views.count
            ? views[index].takeUnretainedValue().node : guides[index - views.count].takeUnretainedValue().node
        switch item % 4 {
        case 0: return node.minX
        case 1: return node.minY
        case 2: return node.width
        default: return node.height
        }
    }
}
